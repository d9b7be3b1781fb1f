/**
 * Exact rational arithmetic in BigInt, the reference that property tests compare the geometry
 * core against. Written independently of `../exact.ts` (different conversion, different
 * representation) so a bug in one is not mirrored in the other. Test-only: never imported by the
 * core.
 */

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** An exact rational number num/den with den > 0 and gcd(num, den) = 1. */
export class Rational {
  readonly num: bigint;
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    if (den === 0n) throw new RangeError('Rational: zero denominator');
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    const divisor = gcd(num, den) || 1n;
    this.num = num / divisor;
    this.den = den / divisor;
  }

  static of(num: bigint | number, den: bigint | number = 1n): Rational {
    return new Rational(BigInt(num), BigInt(den));
  }

  static readonly zero = Rational.of(0n);
  static readonly one = Rational.of(1n);

  /** The exact value of a finite double (doubling is exact until the value is an integer). */
  static fromNumber(value: number): Rational {
    if (!Number.isFinite(value)) throw new RangeError(`Rational.fromNumber(${value})`);
    let scaled = value;
    let den = 1n;
    while (!Number.isInteger(scaled)) {
      scaled *= 2;
      den *= 2n;
    }
    return new Rational(BigInt(scaled), den);
  }

  add(other: Rational): Rational {
    return new Rational(this.num * other.den + other.num * this.den, this.den * other.den);
  }
  sub(other: Rational): Rational {
    return new Rational(this.num * other.den - other.num * this.den, this.den * other.den);
  }
  mul(other: Rational): Rational {
    return new Rational(this.num * other.num, this.den * other.den);
  }
  div(other: Rational): Rational {
    return new Rational(this.num * other.den, this.den * other.num);
  }
  neg(): Rational {
    return new Rational(-this.num, this.den);
  }
  sign(): -1 | 0 | 1 {
    return this.num > 0n ? 1 : this.num < 0n ? -1 : 0;
  }
  isZero(): boolean {
    return this.num === 0n;
  }
  compare(other: Rational): -1 | 0 | 1 {
    return this.sub(other).sign();
  }
  eq(other: Rational): boolean {
    return this.compare(other) === 0;
  }
  lt(other: Rational): boolean {
    return this.compare(other) < 0;
  }
  le(other: Rational): boolean {
    return this.compare(other) <= 0;
  }
  gt(other: Rational): boolean {
    return this.compare(other) > 0;
  }
  ge(other: Rational): boolean {
    return this.compare(other) >= 0;
  }
  abs(): Rational {
    return this.sign() < 0 ? this.neg() : this;
  }
  /** Nearest double, good to ~1 ulp for values in double range. */
  toNumber(): number {
    const negative = this.num < 0n;
    let num = negative ? -this.num : this.num;
    let den = this.den;
    // Scale so the integer quotient carries 64+ significant bits.
    const shift = den.toString(2).length - num.toString(2).length + 64;
    if (shift > 0) num <<= BigInt(shift);
    else den <<= BigInt(-shift);
    // Apply 2^-shift in steps so values near the ends of the double range do not flush to 0 or ∞.
    let quotient = Number(num / den);
    let remaining = -shift;
    while (remaining > 1000) {
      quotient *= 2 ** 1000;
      remaining -= 1000;
    }
    while (remaining < -1000) {
      quotient *= 2 ** -1000;
      remaining += 1000;
    }
    quotient *= 2 ** remaining;
    return negative ? -quotient : quotient;
  }
  toString(): string {
    return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`;
  }
}

/** Shorthand: the exact value of a double. */
export const R = (value: number): Rational => Rational.fromNumber(value);

/**
 * Sign of x + y·√d with rationals x, y and d ≥ 0, by comparing squares — the reference's own
 * version of the surd test.
 */
export function signOfSurdReference(x: Rational, y: Rational, d: Rational): -1 | 0 | 1 {
  if (d.sign() < 0) throw new RangeError('signOfSurdReference: negative radicand');
  const sy = d.isZero() ? 0 : y.sign();
  const sx = x.sign();
  if (sy === 0) return sx;
  if (sx === 0 || sx === sy) return sy;
  const c = x.mul(x).compare(y.mul(y).mul(d));
  if (c === 0) return 0;
  return c > 0 ? sx : sy;
}

/**
 * A real root (p + k·√d)/q of a quadratic with rational coefficients, k ∈ {−1, 0, 1}, kept exact.
 * `compareTo` and `signOf` decide order and signs without rounding.
 */
export class QuadraticSurd {
  constructor(
    readonly p: Rational,
    readonly k: -1 | 0 | 1,
    readonly d: Rational,
    readonly q: Rational,
  ) {}

  /** Sign of this − r for a rational r: sign of (p − r·q + k√d)/q. */
  compareTo(r: Rational): -1 | 0 | 1 {
    const s = signOfSurdReference(this.p.sub(r.mul(this.q)), Rational.of(this.k), this.d);
    if (s === 0) return 0;
    return this.q.sign() > 0 ? s : s === 1 ? -1 : 1;
  }

  /** Sign of the rational polynomial (coefficients highest first) evaluated at this root. */
  signOf(polynomial: readonly Rational[]): -1 | 0 | 1 {
    // Evaluate in Q(√d): value = α + β√d, accumulate by Horner with root = (p + k√d)/q.
    let alpha = Rational.zero;
    let beta = Rational.zero;
    const rootA = this.p.div(this.q);
    const rootB = Rational.of(this.k).div(this.q);
    for (const coefficient of polynomial) {
      // (α + β√d)(ra + rb√d) + c
      const nextAlpha = alpha.mul(rootA).add(beta.mul(rootB).mul(this.d)).add(coefficient);
      const nextBeta = alpha.mul(rootB).add(beta.mul(rootA));
      alpha = nextAlpha;
      beta = nextBeta;
    }
    return signOfSurdReference(alpha, beta, this.d);
  }

  /** Approximate value, for comparing reported numbers. */
  toNumber(): number {
    return (this.p.toNumber() + this.k * Math.sqrt(this.d.toNumber())) / this.q.toNumber();
  }
}

/**
 * The exact real roots of a·x² + b·x + c (a ≠ 0 or b ≠ 0), ascending, as surds.
 * Returns 'all' when a = b = c = 0.
 */
export function exactQuadraticRoots(
  a: Rational,
  b: Rational,
  c: Rational,
): QuadraticSurd[] | 'all' {
  if (a.isZero()) {
    if (b.isZero()) return c.isZero() ? 'all' : [];
    return [new QuadraticSurd(c.neg(), 0, Rational.zero, b)];
  }
  const d = b.mul(b).sub(Rational.of(4n).mul(a).mul(c));
  if (d.sign() < 0) return [];
  const q = Rational.of(2n).mul(a);
  if (d.isZero()) return [new QuadraticSurd(b.neg(), 0, Rational.zero, q)];
  // Ascending: with q > 0 the − branch is smaller.
  const lower: -1 | 1 = q.sign() > 0 ? -1 : 1;
  return [
    new QuadraticSurd(b.neg(), lower, d, q),
    new QuadraticSurd(b.neg(), -lower as -1 | 1, d, q),
  ];
}
