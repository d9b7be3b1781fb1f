/**
 * Exact arithmetic on floating-point inputs, for the rare decisions a float filter cannot settle.
 *
 * Every finite double is a dyadic rational m·2^e with an integer m. Sums, differences and products
 * of such numbers are again dyadic, so a predicate built from +, −, × over the raw inputs can be
 * evaluated without any rounding by BigInt arithmetic on (m, e) pairs. Quotients are never formed:
 * callers compare by cross-multiplying instead.
 *
 * The one irrational quantity the algorithms need is √D, D = B² − 4AC, the discriminant of a
 * quadratic. The sign of X + Y·√D (X, Y, D exact) is decided by comparing X² with Y²·D
 * (`signOfSurd`). Reducing a polynomial modulo the quadratic turns "is p(t) ≥ 0 at the root t" into
 * exactly such a sign (see `signAtQuadraticRoot`).
 *
 * Costs: a few BigInt multiplications of at most a few hundred bits. Algorithms call this only when
 * their float error filter fails, which on random inputs is almost never and on snapped inputs
 * happens at the exact degeneracies (tangent, corner, endpoint) that matter to a reader.
 */

import { type Sign, ratioToNumber, timesPowerOfTwo } from './filter';

/** An exact dyadic rational: `mantissa · 2^exponent`. Zero is `{ mantissa: 0n, exponent: 0 }`. */
export type Exact = { readonly mantissa: bigint; readonly exponent: number };

export const EXACT_ZERO: Exact = { mantissa: 0n, exponent: 0 };

/** 2^53: every integer up to it is a double, so `Number` converts it without rounding. */
const MAX_EXACT_MANTISSA = 2n ** 53n;

const scratch = new DataView(new ArrayBuffer(8));

/** Number of trailing zero bits of a nonzero 32-bit integer. */
function trailingZeros32(word: number): number {
  return 31 - Math.clz32(word & -word);
}

/**
 * The exact value of a finite double. Non-finite input has no exact value; callers reject it
 * before they get here, and this returns zero rather than throwing so the module stays total.
 *
 * The bits are taken apart with plain Number arithmetic (the 53-bit significand fits a double
 * exactly) and trailing zero bits are stripped before the one BigInt conversion, so integers stay
 * small integers and the conversion costs one BigInt allocation.
 */
export function exact(value: number): Exact {
  if (value === 0 || !Number.isFinite(value)) return EXACT_ZERO;
  scratch.setFloat64(0, value);
  const high = scratch.getUint32(0);
  const low = scratch.getUint32(4);
  const negative = high >>> 31 === 1;
  const biasedExponent = (high >>> 20) & 0x7ff;
  let highBits = high & 0xfffff;
  let exponent: number;
  if (biasedExponent === 0) {
    exponent = -1074; // subnormal: no hidden bit
  } else {
    highBits |= 0x100000;
    exponent = biasedExponent - 1075;
  }
  // Strip trailing zeros: the significand is highBits·2^32 + low, nonzero.
  let significand: number;
  if (low !== 0) {
    const zeros = trailingZeros32(low);
    significand = highBits * 2 ** (32 - zeros) + (low >>> zeros);
    exponent += zeros;
  } else {
    const zeros = trailingZeros32(highBits);
    significand = highBits >>> zeros;
    exponent += 32 + zeros;
  }
  const mantissa = BigInt(significand);
  return { mantissa: negative ? -mantissa : mantissa, exponent };
}

function aligned(a: Exact, b: Exact): [bigint, bigint, number] {
  if (a.exponent === b.exponent) return [a.mantissa, b.mantissa, a.exponent];
  if (a.exponent > b.exponent) {
    return [a.mantissa << BigInt(a.exponent - b.exponent), b.mantissa, b.exponent];
  }
  return [a.mantissa, b.mantissa << BigInt(b.exponent - a.exponent), a.exponent];
}

export function exactAdd(a: Exact, b: Exact): Exact {
  if (a.mantissa === 0n) return b;
  if (b.mantissa === 0n) return a;
  const [ma, mb, exponent] = aligned(a, b);
  const mantissa = ma + mb;
  return mantissa === 0n ? EXACT_ZERO : { mantissa, exponent };
}

export function exactNeg(a: Exact): Exact {
  return a.mantissa === 0n ? EXACT_ZERO : { mantissa: -a.mantissa, exponent: a.exponent };
}

export function exactSub(a: Exact, b: Exact): Exact {
  return exactAdd(a, exactNeg(b));
}

export function exactMul(a: Exact, b: Exact): Exact {
  if (a.mantissa === 0n || b.mantissa === 0n) return EXACT_ZERO;
  return { mantissa: a.mantissa * b.mantissa, exponent: a.exponent + b.exponent };
}

/** Product of any number of exact values. */
export function exactProduct(...factors: Exact[]): Exact {
  let result: Exact = { mantissa: 1n, exponent: 0 };
  for (const factor of factors) result = exactMul(result, factor);
  return result;
}

/** −1, 0 or +1. */
export function exactSign(a: Exact): Sign {
  return a.mantissa > 0n ? 1 : a.mantissa < 0n ? -1 : 0;
}

/** Sign of a − b. */
export function exactCompare(a: Exact, b: Exact): -1 | 0 | 1 {
  return exactSign(exactSub(a, b));
}

/** The nearest double, correctly rounded (for reporting, never for deciding). */
export function exactToNumber(a: Exact): number {
  const { mantissa, exponent } = a;
  // Up to 2^53 the mantissa converts exactly, so the one rounding is the power-of-two scaling.
  if (mantissa >= -MAX_EXACT_MANTISSA && mantissa <= MAX_EXACT_MANTISSA) {
    return timesPowerOfTwo(Number(mantissa), exponent);
  }
  if (exponent >= 0) return timesPowerOfTwo(ratioToNumber(mantissa, 1n), exponent);
  return ratioToNumber(mantissa, 1n << BigInt(-exponent));
}

/**
 * n/d of exact values as the nearest double, correctly rounded (for reporting: a time, a root, a
 * parameter at any magnitude); 0 when d is 0 (callers never divide by an exact zero). Shared by
 * ray-segment.ts and the sweep/TOI root finder (core-sweep's quadratic-step.ts has the same).
 */
export function exactRatioToNumber(n: Exact, d: Exact): number {
  const negative = d.mantissa < 0n;
  const num = negative ? -n.mantissa : n.mantissa;
  const den = negative ? -d.mantissa : d.mantissa;
  const shift = n.exponent - d.exponent;
  // Shifting a mantissa is exact, so the one rounding is ratioToNumber's.
  return shift >= 0
    ? ratioToNumber(num << BigInt(shift), den)
    : ratioToNumber(num, den << BigInt(-shift));
}

/** Cross product a.x·b.y − a.y·b.x of exact 2D vectors. */
export function exactCross(ax: Exact, ay: Exact, bx: Exact, by: Exact): Exact {
  return exactSub(exactMul(ax, by), exactMul(ay, bx));
}

/** Dot product of exact 2D vectors. */
export function exactDot(ax: Exact, ay: Exact, bx: Exact, by: Exact): Exact {
  return exactAdd(exactMul(ax, bx), exactMul(ay, by));
}

/**
 * Sign of X + Y·√D for exact X, Y and D ≥ 0 (a negative D is treated as 0).
 *
 * When X and Y agree in sign (or one is zero) the answer is immediate; otherwise the larger of
 * |X| and |Y|·√D wins, which compares X² with Y²·D without ever taking a root.
 */
export function signOfSurd(x: Exact, y: Exact, d: Exact): -1 | 0 | 1 {
  const signX = exactSign(x);
  const signD = exactSign(d);
  const signY = signD > 0 ? exactSign(y) : 0;
  if (signY === 0) return signX;
  if (signX === 0 || signX === signY) return signY;
  const difference = exactCompare(exactMul(x, x), exactMul(exactMul(y, y), d));
  if (difference === 0) return 0;
  return difference > 0 ? signX : signY;
}

/**
 * Sign of the linear polynomial u·t + v at a root t = (−B + branch·√D)/(2A) of A·t² + B·t + C,
 * A ≠ 0, D = B² − 4AC ≥ 0; `branch` is −1 or +1 (the smaller root is branch −sign(A)).
 *
 * u·t + v = (u·(−B + branch·√D) + 2A·v) / (2A), so its sign is sign(A) times the sign of the
 * numerator, a surd X + Y·√D with X = 2A·v − u·B and Y = branch·u.
 */
export function signAtQuadraticRoot(
  u: Exact,
  v: Exact,
  a: Exact,
  b: Exact,
  c: Exact,
  branch: -1 | 1,
): -1 | 0 | 1 {
  const two: Exact = { mantissa: 1n, exponent: 1 };
  const discriminant = exactSub(exactMul(b, b), exactProduct({ mantissa: 4n, exponent: 0 }, a, c));
  const x = exactSub(exactProduct(two, a, v), exactMul(u, b));
  const y = branch === 1 ? u : exactNeg(u);
  const numeratorSign = signOfSurd(x, y, discriminant);
  if (numeratorSign === 0) return 0; // not 0 · −1, which is −0
  return exactSign(a) > 0 ? numeratorSign : numeratorSign === 1 ? -1 : 1;
}

/**
 * Reduces a polynomial p (coefficients highest degree first) modulo A·t² + B·t + C (A ≠ 0) to
 * u·t + v, scaled by a positive power of A² so no division is needed: the result has the same
 * sign as p at every root of the quadratic. Used to sign p(t*) at an irrational root exactly.
 */
export function reduceModuloQuadratic(
  polynomial: readonly Exact[],
  a: Exact,
  b: Exact,
  c: Exact,
): { u: Exact; v: Exact } {
  // Work on A^k·p, repeatedly replacing A·t² by −(B·t + C) in the leading term.
  let coefficients = polynomial.slice();
  while (coefficients.length > 2) {
    const lead = coefficients[0]!;
    const rest = coefficients.slice(1).map((coefficient) => exactMul(coefficient, a));
    // A·p = lead·(A·t²)·t^(n−2) + A·rest = lead·t^(n−2)·(−B·t − C) + A·rest.
    // Multiplying by A (not A²) flips the sign when A < 0, so multiply by A twice: a positive factor.
    const restTimesA = rest.map((coefficient) => exactMul(coefficient, a));
    const leadTimesA = exactMul(lead, a);
    restTimesA[0] = exactSub(restTimesA[0]!, exactMul(leadTimesA, b));
    restTimesA[1] = exactSub(restTimesA[1]!, exactMul(leadTimesA, c));
    coefficients = restTimesA;
  }
  while (coefficients.length < 2) coefficients.unshift(EXACT_ZERO);
  return { u: coefficients[0]!, v: coefficients[1]! };
}
