/**
 * Seeded pseudo-random numbers for the benchmark inputs: every run, on every machine, times and
 * checks the very same arrays. splitmix32 (Vigna's mixer on a 32-bit Weyl sequence) is small,
 * fast and good enough to scatter geometry; it is not for cryptography.
 */

export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform double in [lo, hi). */
  uniform(lo: number, hi: number): number;
  /** Uniform integer in [lo, hi] (both ends included). */
  int(lo: number, hi: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
};

export function splitmix32(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    z ^= z >>> 16;
    return (z >>> 0) / 4294967296;
  };
  return {
    next,
    uniform: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor((hi - lo + 1) * next()),
    chance: (p) => next() < p,
  };
}

/** The seed of every family's inputs; change it to see that conclusions do not hinge on it. */
export const SEED = 0x5eed2026;

/** Number of queries in each input array (every timed iteration runs all of them). */
export const INPUT_COUNT = 4096;

/** A stable per-family seed, so adding a family does not reshuffle the others. */
export function familySeed(family: string, set: string): number {
  let hash = SEED >>> 0;
  for (const char of `${family}/${set}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}
