/**
 * The float side of every decision in the core, written once: error bounds, the filtered sign,
 * power-of-two rescaling, small-integer checks, and the conversions from exact BigInt values back
 * to doubles. The exact side lives in `exact.ts`. Conventions: README, "What "exact" covers".
 *
 * Every decision follows one pattern (robust-predicates style):
 *
 *     filteredSign(value, bound) ?? exactSign(…)
 *
 * `filteredSign` answers a sign only when the float value and its error bound settle it, and
 * `undefined` otherwise — never 0 for "cannot tell", because 0 means an exact zero (a tangency, a
 * corner) and an algorithm acts on it.
 */

export type Sign = -1 | 0 | 1;

/**
 * Unit roundoff of doubles, 2^-53: one rounded operation errs by at most EPSILON times its
 * result. The one EPSILON of the core; each error bound is a small multiple of it, derived where
 * it is used.
 */
export const EPSILON = 2 ** -53;

/**
 * Sign of `value` when its absolute error bound `errorBound` settles it, else `undefined`
 * ("undecided": the caller goes exact).
 *
 * Answers 0 only for an exact zero, `value === 0 && errorBound === 0` (every operation that made
 * the value was exact). A NaN or infinite value or bound — an overflow on the float path — is
 * undecided, so overflow always falls through to the exact path.
 */
export function filteredSign(value: number, errorBound: number): Sign | undefined {
  if (value > errorBound) return 1;
  if (value < -errorBound) return -1;
  if (value === 0 && errorBound === 0) return 0;
  return undefined;
}

/** Beyond these shifts every nonzero double overflows or underflows, so k can be clamped. */
const LARGEST_USEFUL_SHIFT = 2200;

/**
 * x·2^k for any integer k, correctly rounded: no intermediate overflow or underflow, and at most
 * one rounding (only when the result is subnormal). Zero results are +0, never −0.
 *
 * Why not `x * 2 ** k`: 2^k itself is not a double for k > 1023 or k < −1074, although x·2^k may
 * be (a tiny x scaled up, a huge x scaled down).
 */
export function timesPowerOfTwo(x: number, k: number): number {
  // No rescaling is the common case on every hot path: no power to compute. (Kept this small so
  // that callers' hot loops inline it; the rare shifts live in their own function.)
  if (k === 0) return x === 0 ? 0 : x;
  // One multiplication by an exact power of two: the single correctly rounded operation.
  if (k >= -1074 && k <= 1023) return noNegativeZero(x * 2 ** k);
  return timesLargePowerOfTwo(x, k);
}

/** timesPowerOfTwo for k beyond the range of 2^k itself. */
function timesLargePowerOfTwo(x: number, k: number): number {
  if (x === 0 || !Number.isFinite(x)) return noNegativeZero(x);
  const shift = Math.max(-LARGEST_USEFUL_SHIFT, Math.min(LARGEST_USEFUL_SHIFT, k));
  if (shift > 0) {
    // Scaling up is exact until it overflows, and then the correct result is ±Infinity. Three
    // steps of at most 2^1023 cover a subnormal x scaled by up to 2^2200.
    const second = Math.min(shift - 1023, 1023);
    return x * 2 ** 1023 * 2 ** second * 2 ** (shift - 1023 - second);
  }
  // Scaling down: first exactly, to the smallest normal binade at most, then once more — the
  // only step that can round, so the result is rounded once.
  const exactStep = Math.max(shift, Math.min(0, -1022 - binaryExponent(x)));
  const half = Math.trunc(exactStep / 2);
  const normal = x * 2 ** half * 2 ** (exactStep - half);
  const rest = shift - exactStep; // ≤ 0; below −1074 the result is below half the least subnormal
  return noNegativeZero(rest < -1074 ? 0 : normal * 2 ** rest);
}

/** |x| + |y| + … over the named fields. */
export function magnitudeSum<K extends string>(floats: Record<K, number>, keys: readonly K[]) {
  let sum = 0;
  for (const key of keys) sum += Math.abs(floats[key]);
  return sum;
}

/**
 * Multiplies the named fields by the power of two 2^k that brings their magnitude sum into
 * [1, 2), and returns k: products of the fields then neither overflow nor underflow, and every
 * scale-free answer (a time, a position along a segment, a sign) is unchanged. Exact, except for
 * fields 2^1074 times smaller than the sum. The one such rescaling of the moving algorithms.
 */
export function scaleIntoRange<K extends string>(
  floats: Record<K, number>,
  keys: readonly K[],
): number {
  const sum = magnitudeSum(floats, keys);
  if (sum === 0) return 0;
  const k = -binaryExponent(sum);
  for (const key of keys) floats[key] = timesPowerOfTwo(floats[key], k);
  return k;
}

/** scaleIntoRange, then the new magnitude sum of the fields (which a caller's bounds scale with). */
export function rescaledMagnitudeSum<K extends string>(
  floats: Record<K, number>,
  keys: readonly K[],
): number {
  scaleIntoRange(floats, keys);
  return magnitudeSum(floats, keys);
}

/**
 * ⌊log₂|x|⌋ for finite nonzero x, exact (subnormals included; 0 and non-finite give 0). Picks
 * power-of-two rescalings: dividing by 2^binaryExponent(x) brings |x| into [1, 2).
 */
export function binaryExponent(x: number): number {
  const magnitude = Math.abs(x);
  if (magnitude === 0 || magnitude === Infinity || magnitude !== magnitude) return 0;
  // Math.log2 may round up just below a power of two; one comparison on each side repairs it.
  let exponent = Math.floor(Math.log2(magnitude));
  if (exponent > -1075 && 2 ** exponent > magnitude) exponent -= 1;
  if (exponent < 1023 && 2 ** (exponent + 1) <= magnitude) exponent += 1;
  return exponent;
}

/**
 * True when x is an integer with |x| ≤ limit. Snapped inputs are small integers (times a power of
 * two), and for them a float expression is exact, so its sign is the exact sign without BigInt.
 * Every call site passes a NAMED limit whose comment says why its products are exact (for
 * example 2^25 for a 2×2 determinant of differences).
 */
export function isSmallInteger(x: number, limit: number): boolean {
  return x >= -limit && x <= limit && Math.floor(x) === x;
}

/**
 * A reported number made safe for a result: a true value beyond the double range becomes
 * ±Number.MAX_VALUE, −0 becomes +0, and NaN (never expected; a guard so results stay total)
 * becomes 0. Results are never −0, NaN or ±Infinity unless a field's contract says so.
 */
export function finiteOrClamp(x: number): number {
  // Finite: only −0 changes (−0 + 0 = +0). The rest lives apart, so that this stays within V8's
  // "small function" size and is inlined into every caller (a double passed to a call V8 does
  // not inline is boxed on the heap).
  return x - x === 0 ? x + 0 : saturate(x);
}

/** finiteOrClamp of a non-finite x. */
function saturate(x: number): number {
  if (x === Infinity) return Number.MAX_VALUE;
  if (x === -Infinity) return -Number.MAX_VALUE;
  return 0;
}

/** x with −0 turned into +0 (results never show −0; `Object.is` and JSON would tell them apart). */
export function noNegativeZero(x: number): number {
  return x === 0 ? 0 : x;
}

/**
 * Number of bits of |n| (0 for 0n): how far to shift a BigInt to keep a given precision.
 * Added after the contract (core-shared): exact.ts, ray-segment.ts and the references each had
 * their own copy.
 */
export function bitLength(n: bigint): number {
  const magnitude = n < 0n ? -n : n;
  if (magnitude === 0n) return 0;
  // Hexadecimal is four bits a digit: a quarter of the string binary would build.
  const hex = magnitude.toString(16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(parseInt(hex[0]!, 16)));
}

/**
 * ⌊√n⌋ for n ≥ 0n (0n for a negative n: the core never throws). The one BigInt square root:
 * tests, references and figures import it too.
 */
export function bigintSqrt(n: bigint): bigint {
  if (n <= 0n) return 0n;
  if (n < 2n ** 52n) {
    // Below 2^52 the correctly rounded double root is within one of the integer root.
    let root = BigInt(Math.floor(Math.sqrt(Number(n))));
    while (root * root > n) root -= 1n;
    while ((root + 1n) * (root + 1n) <= n) root += 1n;
    return root;
  }
  // Newton's iteration from above: 2^⌈bits/2⌉ ≥ √n, and each step stays ≥ ⌊√n⌋ until it stops.
  let root = 1n << BigInt(Math.ceil(bitLength(n) / 2));
  for (;;) {
    const next = (root + n / root) >> 1n;
    if (next >= root) return root;
    root = next;
  }
}

/** Exponent of the least subnormal, 2^-1074: the finest bit a double can hold. */
const LEAST_EXPONENT = -1074;
/** Exponent of the least normal, 2^-1022: below it a double holds fewer than 53 bits. */
const LEAST_NORMAL_EXPONENT = -1022;

/**
 * The double nearest to num/den (den > 0n), correctly rounded (ties to even), including
 * subnormal results; beyond the double range it is ±Infinity as IEEE rounding gives, which
 * callers pass through `finiteOrClamp`. A zero result is +0. The one ratio-to-double of the core.
 *
 * Why not `Number(num) / Number(den)`: each conversion rounds (or overflows past 2^1024), so the
 * quotient can be off by an ulp or be NaN.
 */
export function ratioToNumber(num: bigint, den: bigint): number {
  if (num === 0n || den <= 0n) return 0;
  const negative = num < 0n;
  const magnitude = negative ? -num : num;
  // A quotient of at least 55 bits, plus a sticky bit for the remainder, rounds correctly.
  const shift = 55 - (bitLength(magnitude) - bitLength(den));
  const scaledNum = shift > 0 ? magnitude << BigInt(shift) : magnitude;
  const scaledDen = shift < 0 ? den << BigInt(-shift) : den;
  const quotient = scaledNum / scaledDen;
  const sticky = quotient * scaledDen !== scaledNum;
  // quotient·2^-shift ≈ the value; keep 53 bits, or fewer where the value is subnormal.
  const quotientBits = bitLength(quotient);
  const exponent = quotientBits - 1 - shift;
  const keptBits = exponent >= LEAST_NORMAL_EXPONENT ? 53 : exponent - LEAST_EXPONENT + 1;
  const dropped = quotientBits - keptBits;
  let kept = keptBits > 0 ? quotient >> BigInt(dropped) : 0n;
  const remainder = quotient - (kept << BigInt(dropped));
  const half = 1n << BigInt(dropped - 1);
  if (remainder > half || (remainder === half && (sticky || (kept & 1n) === 1n))) kept += 1n;
  const value = timesPowerOfTwo(Number(kept), dropped - shift);
  return noNegativeZero(negative ? -value : value);
}
