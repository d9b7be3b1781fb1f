/**
 * Filtered sign predicates on differences of inputs: which side of a line a point lies on, and
 * whether two directions point the same way — exact for all finite doubles, a float filter first
 * and exact arithmetic only when it fails. Apart from exact.ts so that a figure whose algorithm
 * does not use them (only clipping and ray vs segment do) does not load them.
 */

import { exact, exactCross, exactDot, exactSign, exactSub } from './exact';
import { EPSILON, filteredSign, isSmallInteger } from './filter';

/**
 * A cross or dot product of two rounded differences errs by at most (3ε + 16ε²)·(|left| + |right|)
 * (Shewchuk's orient2d bound); 4ε leaves room, including a product that lands in the subnormals.
 */
const PRODUCT_ERROR_FACTOR = 4 * EPSILON;
/** Below this magnitude underflow could break the relative bound: decide exactly instead. */
const UNDERFLOW_GUARD = 2 ** -1000;
/** Integers up to this magnitude have exact differences, products and 2×2 determinants. */
const SNAPPED_LIMIT = 2 ** 25;

/**
 * Snapped inputs, where a float filter fails at every exact degeneracy: integers of magnitude at
 * most 2^25 have differences below 2^26, products below 2^52 and a sum or difference of two
 * products below 2^53, all exact in doubles — so the float value's sign is the exact sign and
 * BigInt is not needed.
 */
function allSmallIntegers(
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  g: number,
  h: number,
): boolean {
  return (
    isSmallInteger(a, SNAPPED_LIMIT) &&
    isSmallInteger(b, SNAPPED_LIMIT) &&
    isSmallInteger(c, SNAPPED_LIMIT) &&
    isSmallInteger(d, SNAPPED_LIMIT) &&
    isSmallInteger(e, SNAPPED_LIMIT) &&
    isSmallInteger(f, SNAPPED_LIMIT) &&
    isSmallInteger(g, SNAPPED_LIMIT) &&
    isSmallInteger(h, SNAPPED_LIMIT)
  );
}

/**
 * Sign of (ux1 − ux0)·(vy1 − vy0) − (uy1 − uy0)·(vx1 − vx0) — which side of a line a point lies
 * on — exact for all finite doubles: a float filter first, exact arithmetic only when it fails.
 */
export function crossOfDifferencesSign(
  ux1: number,
  ux0: number,
  uy1: number,
  uy0: number,
  vx1: number,
  vx0: number,
  vy1: number,
  vy0: number,
): -1 | 0 | 1 {
  const left = (ux1 - ux0) * (vy1 - vy0);
  const right = (uy1 - uy0) * (vx1 - vx0);
  const value = left - right;
  const magnitude = Math.abs(left) + Math.abs(right);
  // An overflow makes the bound infinite: undecided, and the exact path decides.
  const sign =
    magnitude >= UNDERFLOW_GUARD
      ? filteredSign(value, PRODUCT_ERROR_FACTOR * magnitude)
      : undefined;
  return sign ?? unfilteredCrossSign(ux1, ux0, uy1, uy0, vx1, vx0, vy1, vy0, value);
}

/** crossOfDifferencesSign when the filter cannot settle it (kept apart so the filter inlines). */
function unfilteredCrossSign(
  ux1: number,
  ux0: number,
  uy1: number,
  uy0: number,
  vx1: number,
  vx0: number,
  vy1: number,
  vy0: number,
  value: number,
): -1 | 0 | 1 {
  // A float difference is zero exactly when its operands are equal, so two products that each
  // have a zero factor are an exact zero.
  if ((ux1 === ux0 || vy1 === vy0) && (uy1 === uy0 || vx1 === vx0)) return 0;
  if (allSmallIntegers(ux1, ux0, uy1, uy0, vx1, vx0, vy1, vy0)) {
    return value > 0 ? 1 : value < 0 ? -1 : 0;
  }
  return exactSign(
    exactCross(
      exactSub(exact(ux1), exact(ux0)),
      exactSub(exact(uy1), exact(uy0)),
      exactSub(exact(vx1), exact(vx0)),
      exactSub(exact(vy1), exact(vy0)),
    ),
  );
}

/**
 * Sign of (ux1 − ux0)·(vx1 − vx0) + (uy1 − uy0)·(vy1 − vy0) — whether two directions point the
 * same way — exact for all finite doubles.
 */
export function dotOfDifferencesSign(
  ux1: number,
  ux0: number,
  uy1: number,
  uy0: number,
  vx1: number,
  vx0: number,
  vy1: number,
  vy0: number,
): -1 | 0 | 1 {
  const left = (ux1 - ux0) * (vx1 - vx0);
  const right = (uy1 - uy0) * (vy1 - vy0);
  const value = left + right;
  const magnitude = Math.abs(left) + Math.abs(right);
  const sign =
    magnitude >= UNDERFLOW_GUARD
      ? filteredSign(value, PRODUCT_ERROR_FACTOR * magnitude)
      : undefined;
  return sign ?? unfilteredDotSign(ux1, ux0, uy1, uy0, vx1, vx0, vy1, vy0, value);
}

/** dotOfDifferencesSign when the filter cannot settle it (kept apart so the filter inlines). */
function unfilteredDotSign(
  ux1: number,
  ux0: number,
  uy1: number,
  uy0: number,
  vx1: number,
  vx0: number,
  vy1: number,
  vy0: number,
  value: number,
): -1 | 0 | 1 {
  if ((ux1 === ux0 || vx1 === vx0) && (uy1 === uy0 || vy1 === vy0)) return 0;
  if (allSmallIntegers(ux1, ux0, uy1, uy0, vx1, vx0, vy1, vy0)) {
    return value > 0 ? 1 : value < 0 ? -1 : 0;
  }
  return exactSign(
    exactDot(
      exactSub(exact(ux1), exact(ux0)),
      exactSub(exact(uy1), exact(uy0)),
      exactSub(exact(vx1), exact(vx0)),
      exactSub(exact(vy1), exact(vy0)),
    ),
  );
}
