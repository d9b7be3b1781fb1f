/**
 * The rows that close a live derivation solving a quadratic in t (a sweep, a time of impact):
 * the equation with its numbers, one row per real root with its verdict, "no real root" — or,
 * when the polynomial is identically zero, that every t solves it. Every row exists in every
 * state, hidden when it does not apply, as LiveDerivation requires (its keys: `zero`, `equation`,
 * `root-0`, `root-1`, `no-root`).
 */
import { mathNumber } from './format';
import { signedTerm } from './derivation-parts';
import { gap, num, tex, when, type DerivationRow, type InlinePart } from './LiveDerivation';

/** One root's row: its time, parts after it (e.g. `s = …`), the verdict and why it misses. */
export type QuadraticRootParts = {
  readonly t: number;
  readonly hit: boolean;
  readonly after: readonly InlinePart[];
  readonly why: readonly InlinePart[];
};

export type QuadraticRowsOptions = {
  /** How many real roots there are (0, 1 or 2). */
  readonly rootCount: number;
  /**
   * Root i's parts, asked for i = 0 and 1 whether or not it exists (a missing root's row is
   * hidden but keeps its parts, computed from stand-in numbers, so every state has the same DOM).
   */
  readonly root: (index: number) => QuadraticRootParts;
  /** Static TeX after "0 = 0" when the polynomial is identically zero. */
  readonly everyT: string;
};

export function quadraticRows(
  { a, b, c }: { readonly a: number; readonly b: number; readonly c: number },
  { rootCount, root, everyT }: QuadraticRowsOptions,
): DerivationRow[] {
  const zero = a === 0 && b === 0 && c === 0;
  const rootRow = (index: number): DerivationRow => {
    const { t, hit, after, why } = root(index);
    return {
      key: `root-${index}`,
      visible: !zero && index < rootCount,
      lhs: [],
      rhs: [
        tex('t = {}'),
        num(mathNumber(t)),
        ...after,
        gap(),
        when(hit, [num('✓ hit', 'hit')]),
        when(!hit, [num('✗', 'miss')]),
        ...why,
      ],
    };
  };
  return [
    { key: 'zero', visible: zero, lhs: [tex('0')], rhs: [tex('{} = 0'), gap(), tex(everyT)] },
    {
      key: 'equation',
      visible: !zero,
      lhs: [tex('0')],
      rhs: [
        tex('{} = {}'),
        num(mathNumber(a)),
        tex('\\,t^2'),
        ...signedTerm(b),
        tex('\\,t'),
        ...signedTerm(c),
      ],
    },
    rootRow(0),
    rootRow(1),
    {
      key: 'no-root',
      visible: !zero && rootCount === 0,
      lhs: [],
      rhs: [tex('\\text{no real root}')],
    },
  ];
}
