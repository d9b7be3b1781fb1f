/**
 * Exact reference for `solveQuadratic` (test-only), straight from algorithms.md §1 in BigInt
 * rational arithmetic (./rational): the outcome from the exact sign of D = b² − 4ac, the roots as
 * exact surds, and their values to full double precision (√D is taken to as many bits as the
 * cancellation in −b ± √D needs, so even the small root of a badly conditioned case is right).
 * Shares no code with the production solver.
 */

import {
  exactQuadraticRoots,
  R,
  Rational,
  signOfSurdReference,
  type QuadraticSurd,
} from './rational';
import { bigintSqrt, bitLength, ratioToNumber } from '../filter';

export type QuadraticReference = {
  kind: 'none' | 'one' | 'double' | 'two' | 'all';
  roots: QuadraticSurd[];
  values: number[];
};

/** ⌊√n⌋, the core's one BigInt square root (the sweep's reference imports it by this name). */
export const integerSqrt = bigintSqrt;

/**
 * (x + y·√d) as the nearest double (within an ulp or two), however much the two terms cancel:
 * √d = √(n·m)/m is taken to `bits` binary places, doubling them until the error bound is 2^-80
 * of the result. Plain BigInt numerators and denominators, no gcd: this runs on numbers of
 * thousands of bits when the coefficients are huge or tiny doubles.
 */
export function surdValue(x: Rational, y: Rational, d: Rational): number {
  if (y.isZero() || d.isZero()) return toDouble(x);
  if (signOfSurdReference(x, y, d) === 0) return 0;
  let bits = 128 + bitLength(x.num) + bitLength(x.den) + bitLength(y.num) + bitLength(d.den);
  for (;;) {
    const scale = 1n << BigInt(bits);
    const root = integerSqrt(d.num * d.den * scale * scale); // √(n·m)·2^bits, rounded down
    // x + y·root/(m·2^bits) = (x.num·y.den·m·2^bits + y.num·root·x.den) / (x.den·y.den·m·2^bits)
    const numerator = x.num * y.den * d.den * scale + y.num * root * x.den;
    const denominator = x.den * y.den * d.den * scale;
    // |error| < |y|/(m·2^bits); accept when 2^80 times that is below the value.
    const errorTimesDenominator = (y.num < 0n ? -y.num : y.num) * x.den;
    if ((numerator < 0n ? -numerator : numerator) > errorTimesDenominator << 80n) {
      return quotientToDouble(numerator, denominator);
    }
    bits *= 2; // terminates: the value is not 0, so enough bits separate it from 0
  }
}

/**
 * The double nearest a rational (to within an ulp), over the whole range: subnormal results and
 * results beyond the largest double (±Infinity) included. Rational.toNumber underflows below
 * about 2^-1023 because it forms 2^-shift in one step.
 */
export function toDouble(value: Rational): number {
  return quotientToDouble(value.num, value.den);
}

/** num/den (den > 0) as the nearest double, without reducing the fraction first. */
function quotientToDouble(numerator: bigint, denominator: bigint): number {
  return ratioToNumber(numerator, denominator);
}

/** A root (p + k√d)/q of rational.ts as a double. */
export function rootValue(root: QuadraticSurd): number {
  return surdValue(root.p.div(root.q), Rational.of(root.k).div(root.q), root.d);
}

/** A rational approximation of the root, good to 2^-bits relative. */
export function rootApproximation(root: QuadraticSurd, bits = 256): Rational {
  if (root.k === 0 || root.d.isZero()) return root.p.div(root.q);
  const extra = BigInt(bits + bitLength(root.d.den) + bitLength(root.d.num));
  const sqrt = Rational.of(
    integerSqrt((root.d.num * root.d.den) << (2n * extra)),
    root.d.den << extra,
  );
  return root.p.add(Rational.of(root.k).mul(sqrt)).div(root.q);
}

export function solveQuadraticReference(a: number, b: number, c: number): QuadraticReference {
  const [ra, rb, rc] = [R(a), R(b), R(c)];
  const roots = exactQuadraticRoots(ra, rb, rc);
  if (roots === 'all') return { kind: 'all', roots: [], values: [] };
  let kind: QuadraticReference['kind'];
  if (ra.isZero()) kind = roots.length === 0 ? 'none' : 'one';
  else kind = roots.length === 0 ? 'none' : roots.length === 1 ? 'double' : 'two';
  return { kind, roots, values: roots.map(rootValue) };
}
