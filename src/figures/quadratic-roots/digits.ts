/**
 * The "digits lost" experiment: the small root of x² − 10^k·x + 1 = 0 three ways.
 *
 * - textbook: (−b − √D)/(2a), which subtracts two nearly equal numbers when b² ≫ 4ac;
 * - stable: q = −(b + sign(b)·√D)/2 and x = c/q, which only ever adds numbers of one sign;
 * - exact: x = 2/(10^k + √(10^2k − 4)), evaluated with BigInt integer square roots to more digits
 *   than a double holds, so it is the yardstick the other two are measured against.
 *
 * With a = c = 1 and b = −10^k, the ratio b²/(4ac) is 10^2k / 4: each step of k squares away two
 * more decimal digits of the textbook formula.
 */

import { bigintSqrt } from '../../geometry';

/** Significant digits shown for each value (a double carries 15–17). */
export const SHOWN_DIGITS = 17;

/** A positive number as significant digits and a power of ten: value = 0.d₁d₂… × 10^(exponent + 1). */
export type Decimal = {
  /** Significant digits, first one non-zero. */
  readonly digits: string;
  /** Power of ten of the first digit: value ≈ d₁.d₂d₃… × 10^exponent. */
  readonly exponent: number;
};

/**
 * The small root of x² − 10^k·x + 1 = 0 to `count` significant digits (truncated), exactly:
 * x = 2/(10^k + √(10^2k − 4)). `k` must be an integer ≥ 1 (for k = 0 there is no real root).
 */
export function exactSmallRoot(k: number, count = SHOWN_DIGITS + 3): Decimal {
  if (!Number.isInteger(k) || k < 1 || k > 300)
    throw new RangeError('k must be an integer in [1, 300]');
  const n = 10n ** BigInt(k);
  // √(n² − 4) to `guard` extra decimal places: floor error below 10^−guard, far under the last digit.
  const guard = count + 10;
  const scale = 10n ** BigInt(guard);
  const root = bigintSqrt((n * n - 4n) * scale * scale);
  // x ≈ 10^−k, so x·10^(k + count − 1) has `count` digits before the point.
  const shift = 10n ** BigInt(k + count - 1);
  const scaled = (2n * scale * shift) / (n * scale + root);
  const digits = scaled.toString();
  return { digits, exponent: digits.length - 1 - (k + count - 1) };
}

/** A positive double's significant digits, correctly rounded to `count` (JavaScript's own rounding). */
export function decimalOf(value: number, count = SHOWN_DIGITS): Decimal | null {
  if (!(value > 0) || !Number.isFinite(value)) return null;
  const [mantissa = '', exponent = '0'] = value.toExponential(count - 1).split('e');
  return { digits: mantissa.replace('.', ''), exponent: Number(exponent) };
}

/** An exact decimal rounded half-up to `count` significant digits (a carry may bump the exponent). */
export function roundDecimal(value: Decimal, count: number): Decimal {
  const head = BigInt(value.digits.slice(0, count).padEnd(count, '0'));
  const next = value.digits.charCodeAt(count) - 48;
  const rounded = (next >= 5 ? head + 1n : head).toString();
  return rounded.length > count
    ? { digits: rounded.slice(0, count), exponent: value.exponent + 1 }
    : { digits: rounded, exponent: value.exponent };
}

/**
 * How many significant digits of `value` are correct: the largest n ≤ `count` for which `value`
 * and the exact number round to the same n digits. (Comparing text instead would call
 * 9.99999999999999939e−12 wrong in every digit against 1.0e−11, though it is off by one unit in
 * the last place.) This is the count the panel shows and the number of digits it colours green.
 */
export function correctDigits(value: number, exact: Decimal, count = SHOWN_DIGITS): number {
  for (let n = count; n >= 1; n -= 1) {
    const mine = decimalOf(value, n);
    const theirs = roundDecimal(exact, n);
    if (mine !== null && mine.digits === theirs.digits && mine.exponent === theirs.exponent)
      return n;
  }
  return 0;
}

/** The textbook small root (−b − √D)/(2a) for a = c = 1, b = −10^k: cancellation in the numerator. */
export function textbookSmallRoot(k: number): number {
  const b = -(10 ** k);
  return (-b - Math.sqrt(b * b - 4)) / 2;
}

/** The stable small root c/q with q = −(b + sign(b)·√D)/2, for a = c = 1, b = −10^k. */
export function stableSmallRoot(k: number): number {
  const b = -(10 ** k);
  const q = -(b - Math.sqrt(b * b - 4)) / 2;
  return 1 / q;
}

/** Everything the panel shows for one k. */
export type DigitsReport = {
  readonly k: number;
  /** The exact root rounded to the shown digits. */
  readonly exact: Decimal;
  /** Each float: its value, its shown digits, and how many of them are correct. */
  readonly textbook: {
    readonly value: number;
    readonly decimal: Decimal | null;
    readonly agreed: number;
  };
  readonly stable: {
    readonly value: number;
    readonly decimal: Decimal | null;
    readonly agreed: number;
  };
};

export function digitsReport(k: number): DigitsReport {
  const exact = exactSmallRoot(k);
  const measure = (value: number) => ({
    value,
    decimal: decimalOf(value),
    agreed: correctDigits(value, exact),
  });
  return {
    k,
    exact: roundDecimal(exact, SHOWN_DIGITS),
    textbook: measure(textbookSmallRoot(k)),
    stable: measure(stableSmallRoot(k)),
  };
}
