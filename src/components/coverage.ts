/**
 * What the site covers, pair by pair of primitives: the home page's coverage matrix reads the
 * playground's table of pairs (src/figures/playground/pairs.ts), the one place pairs are listed.
 */
export {
  gapOf,
  pairs,
  pairsOf,
  playgroundLink,
  primitives,
  sideWords,
  type Pair,
  type Primitive,
  type Side,
} from '../figures/playground/pairs';
