import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EPSILON,
  bigintSqrt,
  bitLength,
  binaryExponent,
  filteredSign,
  finiteOrClamp,
  isSmallInteger,
  noNegativeZero,
  ratioToNumber,
  rescaledMagnitudeSum,
  timesPowerOfTwo,
} from './filter';
import { R, Rational } from './testing/rational';

// ---------------------------------------------------------------------------------------------
// An independent correct-rounding check: the result is a double no farther from the exact value
// than either neighbour, with ties going to the even significand.

const bits = new DataView(new ArrayBuffer(8));

function neighbour(value: number, direction: 1 | -1): number {
  if (value === 0) return direction * Number.MIN_VALUE;
  bits.setFloat64(0, value);
  const step = BigInt(Math.sign(value) * direction);
  bits.setBigInt64(0, bits.getBigInt64(0) + step);
  return bits.getFloat64(0);
}

function hasEvenSignificand(value: number): boolean {
  bits.setFloat64(0, value);
  return (bits.getUint32(4) & 1) === 0;
}

const powerOfTwo = (k: number): Rational =>
  k >= 0 ? Rational.of(1n << BigInt(k)) : Rational.of(1n, 1n << BigInt(-k));

/** 2^1024 − 2^970: MAX_VALUE plus half an ulp, where round-to-nearest overflows. */
const OVERFLOW_THRESHOLD = powerOfTwo(1024).sub(powerOfTwo(970));

function expectCorrectlyRounded(actual: number, exactValue: Rational, label: string): void {
  expect(Object.is(actual, -0), `${label}: -0`).toBe(false);
  expect(Number.isNaN(actual), `${label}: NaN`).toBe(false);
  if (!Number.isFinite(actual)) {
    expect(exactValue.abs().ge(OVERFLOW_THRESHOLD), `${label}: overflowed too early`).toBe(true);
    expect(Math.sign(actual), label).toBe(exactValue.sign());
    return;
  }
  const error = exactValue.sub(R(actual)).abs();
  for (const direction of [1, -1] as const) {
    const other = neighbour(actual, direction);
    if (!Number.isFinite(other)) {
      expect(exactValue.abs().lt(OVERFLOW_THRESHOLD), `${label}: should overflow`).toBe(true);
      continue;
    }
    const otherError = exactValue.sub(R(other)).abs();
    const order = error.compare(otherError);
    expect(order <= 0, `${label}: ${other} is nearer than ${actual}`).toBe(true);
    if (order === 0) expect(hasEvenSignificand(actual), `${label}: tie not to even`).toBe(true);
  }
}

const anyDouble = fc.double({ noNaN: true, noDefaultInfinity: true });

// ---------------------------------------------------------------------------------------------

describe('EPSILON', () => {
  it('is the unit roundoff 2^-53: 1 + EPSILON rounds to 1, 1 + 2·EPSILON does not', () => {
    expect(EPSILON).toBe(2 ** -53);
    expect(1 + EPSILON).toBe(1);
    expect(1 + 2 * EPSILON).toBeGreaterThan(1);
  });
});

describe('filteredSign', () => {
  it('answers 0 only for an exact zero (value 0 with bound 0)', () => {
    expect(filteredSign(0, 0)).toBe(0);
    expect(filteredSign(-0, 0)).toBe(0);
  });

  it('is undecided, never 0, for a zero value with a nonzero bound', () => {
    expect(filteredSign(0, Number.MIN_VALUE)).toBeUndefined();
    expect(filteredSign(0, 1)).toBeUndefined();
  });

  it('decides a value beyond its bound and leaves one within it undecided', () => {
    expect(filteredSign(1e-300, 0)).toBe(1);
    expect(filteredSign(-Number.MIN_VALUE, 0)).toBe(-1);
    expect(filteredSign(2 * EPSILON, EPSILON)).toBe(1);
    expect(filteredSign(-2 * EPSILON, EPSILON)).toBe(-1);
    expect(filteredSign(EPSILON, EPSILON)).toBeUndefined();
    expect(filteredSign(-EPSILON, EPSILON)).toBeUndefined();
    expect(filteredSign(Number.MIN_VALUE, Number.MIN_VALUE)).toBeUndefined();
  });

  it('is undecided on an overflowed bound or a NaN value', () => {
    expect(filteredSign(1e308, Infinity)).toBeUndefined();
    expect(filteredSign(Infinity, Infinity)).toBeUndefined();
    expect(filteredSign(NaN, 0)).toBeUndefined();
    expect(filteredSign(1, NaN)).toBeUndefined();
  });

  it('never answers 0 unless value and bound are both zero (property)', () => {
    fc.assert(
      fc.property(anyDouble, fc.double({ min: 0, noNaN: true }), (value, bound) => {
        const sign = filteredSign(value, bound);
        if (sign === 0) expect(value === 0 && bound === 0).toBe(true);
        if (sign === 1) expect(value > bound).toBe(true);
        if (sign === -1) expect(-value > bound).toBe(true);
        if (sign === undefined) expect(Math.abs(value) <= bound || value !== value).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  });

  it('on a near-zero value computed with a bound, the decided sign is the exact sign', () => {
    // a·b − c·d near zero: Shewchuk's bound (3ε + 16ε²)·(|ab| + |cd|), taken as 4ε.
    fc.assert(
      fc.property(anyDouble, anyDouble, fc.integer({ min: -3, max: 3 }), (a, b, nudge) => {
        const c = a;
        const d = b + nudge * Math.abs(b) * EPSILON;
        const left = a * b;
        const right = c * d;
        if (!Number.isFinite(left) || !Number.isFinite(right)) return;
        if (Math.abs(left) + Math.abs(right) < 2 ** -1000) return; // underflow: not this bound
        const sign = filteredSign(left - right, 4 * EPSILON * (Math.abs(left) + Math.abs(right)));
        if (sign === undefined) return;
        expect(sign).toBe(
          R(a)
            .mul(R(b))
            .sub(R(c).mul(R(d)))
            .sign(),
        );
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('timesPowerOfTwo', () => {
  it('scales exactly inside the range, with 0 staying +0', () => {
    expect(timesPowerOfTwo(3, 4)).toBe(48);
    expect(timesPowerOfTwo(48, -4)).toBe(3);
    expect(Object.is(timesPowerOfTwo(0, 5000), 0)).toBe(true);
    expect(Object.is(timesPowerOfTwo(-0, 3), 0)).toBe(true);
  });

  it('scales a subnormal up past 2^1023 without overflowing in between', () => {
    expect(timesPowerOfTwo(Number.MIN_VALUE, 2047)).toBe(2 ** 973);
    expect(timesPowerOfTwo(Number.MIN_VALUE, 1074 + 1023)).toBe(2 ** 1023);
    expect(timesPowerOfTwo(2 ** -1060, 1500)).toBe(2 ** 440);
  });

  it('scales a huge value down past 2^-1074 without underflowing in between', () => {
    expect(timesPowerOfTwo(2 ** 1023, -2000)).toBe(2 ** -977);
    expect(timesPowerOfTwo(2 ** 1023, -2097)).toBe(Number.MIN_VALUE);
    expect(timesPowerOfTwo(-(2 ** 1000), -1500)).toBe(-(2 ** -500));
  });

  it('overflows to ±Infinity only when the true value is beyond the double range', () => {
    expect(timesPowerOfTwo(1.5, 1023)).toBe(1.5 * 2 ** 1023);
    expect(timesPowerOfTwo(2, 1023)).toBe(Infinity);
    expect(timesPowerOfTwo(-1, 1024)).toBe(-Infinity);
    expect(timesPowerOfTwo(Number.MIN_VALUE, 5000)).toBe(Infinity);
  });

  it('rounds a subnormal result once (ties to even), and to +0 below half the least subnormal', () => {
    // 3·2^-1076 = 0.75 of the least subnormal: rounds up to it. 2^-1075 is a tie: rounds to 0.
    expect(timesPowerOfTwo(3 * 2 ** -1000, -76)).toBe(Number.MIN_VALUE);
    expect(timesPowerOfTwo(3, -1076)).toBe(Number.MIN_VALUE);
    expect(Object.is(timesPowerOfTwo(1, -1075), 0)).toBe(true);
    expect(Object.is(timesPowerOfTwo(-1, -1075), 0)).toBe(true);
    expect(timesPowerOfTwo(3, -1075)).toBe(2 * Number.MIN_VALUE); // 1.5 ulps: tie to even (2)
    expect(Object.is(timesPowerOfTwo(-(2 ** 1000), -3000), 0)).toBe(true);
  });

  it('is correctly rounded for every double and every shift (property, BigInt check)', () => {
    fc.assert(
      fc.property(anyDouble, fc.integer({ min: -2300, max: 2300 }), (x, k) => {
        expectCorrectlyRounded(timesPowerOfTwo(x, k), R(x).mul(powerOfTwo(k)), `${x}·2^${k}`);
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('binaryExponent', () => {
  it('is ⌊log₂|x|⌋ exactly, at powers of two and just below them', () => {
    for (let k = -1074; k <= 1023; k += 1) {
      expect(binaryExponent(2 ** k), `2^${k}`).toBe(k);
      expect(binaryExponent(-(2 ** k)), `-2^${k}`).toBe(k);
      if (k > -1074) expect(binaryExponent(neighbour(2 ** k, -1)), `below 2^${k}`).toBe(k - 1);
    }
    expect(binaryExponent(Number.MAX_VALUE)).toBe(1023);
    expect(binaryExponent(3)).toBe(1);
  });

  it('answers 0 for 0 and non-finite input (total, never NaN)', () => {
    expect(binaryExponent(0)).toBe(0);
    expect(binaryExponent(Infinity)).toBe(0);
    expect(binaryExponent(NaN)).toBe(0);
  });

  it('puts every finite nonzero x in [2^e, 2^(e+1)) (property)', () => {
    fc.assert(
      fc.property(anyDouble, (x) => {
        if (x === 0) return;
        const e = binaryExponent(x);
        const magnitude = R(Math.abs(x));
        expect(magnitude.ge(powerOfTwo(e)) && magnitude.lt(powerOfTwo(e + 1)), `${x}`).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('rescaledMagnitudeSum', () => {
  it('brings tiny and huge fields to a magnitude sum in [1, 2) by one power of two', () => {
    const tiny = { a: 3 * 2 ** -700, b: -(2 ** -701) };
    expect(rescaledMagnitudeSum(tiny, ['a', 'b'])).toBe(1.75);
    expect(tiny).toEqual({ a: 1.5, b: -0.25 });
    const huge = { a: 2 ** 900, b: 2 ** 900, c: 0 };
    expect(rescaledMagnitudeSum(huge, ['a', 'b', 'c'])).toBe(1);
    expect(huge).toEqual({ a: 0.5, b: 0.5, c: 0 });
  });
});

describe('isSmallInteger', () => {
  const LIMIT = 2 ** 25;
  it('accepts integers up to the limit on both sides, and nothing else', () => {
    expect(isSmallInteger(0, LIMIT)).toBe(true);
    expect(isSmallInteger(-0, LIMIT)).toBe(true);
    expect(isSmallInteger(LIMIT, LIMIT)).toBe(true);
    expect(isSmallInteger(-LIMIT, LIMIT)).toBe(true);
    expect(isSmallInteger(LIMIT + 1, LIMIT)).toBe(false);
    expect(isSmallInteger(-LIMIT - 1, LIMIT)).toBe(false);
    expect(isSmallInteger(0.5, LIMIT)).toBe(false);
    expect(isSmallInteger(Number.MIN_VALUE, LIMIT)).toBe(false);
    expect(isSmallInteger(NaN, LIMIT)).toBe(false);
    expect(isSmallInteger(Infinity, LIMIT)).toBe(false);
  });
});

describe('finiteOrClamp and noNegativeZero', () => {
  it('clamps infinities to ±MAX_VALUE, turns −0 and NaN into +0, keeps the rest', () => {
    expect(finiteOrClamp(Infinity)).toBe(Number.MAX_VALUE);
    expect(finiteOrClamp(-Infinity)).toBe(-Number.MAX_VALUE);
    expect(Object.is(finiteOrClamp(-0), 0)).toBe(true);
    expect(Object.is(finiteOrClamp(NaN), 0)).toBe(true);
    expect(finiteOrClamp(-Number.MIN_VALUE)).toBe(-Number.MIN_VALUE);
    expect(finiteOrClamp(-3.5)).toBe(-3.5);
  });

  it('noNegativeZero changes only −0', () => {
    expect(Object.is(noNegativeZero(-0), 0)).toBe(true);
    expect(noNegativeZero(-Number.MIN_VALUE)).toBe(-Number.MIN_VALUE);
    expect(noNegativeZero(-Infinity)).toBe(-Infinity);
  });
});

describe('bitLength', () => {
  it('counts the bits of |n|: 0 for 0n, powers of two and their predecessors', () => {
    expect(bitLength(0n)).toBe(0);
    expect(bitLength(1n)).toBe(1);
    expect(bitLength(-1n)).toBe(1);
    for (let k = 1; k < 1100; k += 37) {
      expect(bitLength(1n << BigInt(k)), `2^${k}`).toBe(k + 1);
      expect(bitLength(-(1n << BigInt(k))), `-2^${k}`).toBe(k + 1);
      expect(bitLength((1n << BigInt(k)) - 1n), `2^${k} - 1`).toBe(k);
    }
  });
});

describe('bigintSqrt', () => {
  const expectFloorRoot = (n: bigint) => {
    const root = bigintSqrt(n);
    expect(root * root <= n && (root + 1n) * (root + 1n) > n, `isqrt(${n}) = ${root}`).toBe(true);
  };

  it('on squares and their neighbours, small and around 2^52', () => {
    for (const base of [0n, 1n, 2n, 3n, 1000n, 2n ** 26n - 1n, 2n ** 26n, 94906265n, 2n ** 40n]) {
      const square = base * base;
      expect(bigintSqrt(square)).toBe(base);
      expect(bigintSqrt(square + 2n * base + 1n)).toBe(base + 1n);
      if (base === 0n) continue;
      expect(bigintSqrt(square - 1n)).toBe(base - 1n);
      expect(bigintSqrt(square + 1n)).toBe(base);
      expect(bigintSqrt(square + 2n * base)).toBe(base);
    }
  });

  it('on huge values (thousands of bits)', () => {
    for (const base of [2n ** 600n + 12345n, 3n ** 1500n, 2n ** 1100n - 1n]) {
      const square = base * base;
      expect(bigintSqrt(square)).toBe(base);
      expect(bigintSqrt(square - 1n)).toBe(base - 1n);
      expect(bigintSqrt(square + 2n * base)).toBe(base);
      expect(bigintSqrt(square + 2n * base + 1n)).toBe(base + 1n);
    }
  });

  it('gives 0n for negative input instead of throwing', () => {
    expect(bigintSqrt(-5n)).toBe(0n);
  });

  it('is ⌊√n⌋ for every n (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 300n }),
        fc.integer({ min: 0, max: 300 }),
        (n, s) => expectFloorRoot(n >> BigInt(s)),
      ),
      { numRuns: 5_000 },
    );
  });
});

describe('ratioToNumber', () => {
  it('is exact on representable ratios and +0 for zero', () => {
    expect(ratioToNumber(3n, 4n)).toBe(0.75);
    expect(ratioToNumber(-10n, 4n)).toBe(-2.5);
    expect(Object.is(ratioToNumber(0n, 7n), 0)).toBe(true);
    expect(ratioToNumber(1n, 1n << 1074n)).toBe(Number.MIN_VALUE);
    expect(ratioToNumber((1n << 1024n) - (1n << 971n), 1n)).toBe(Number.MAX_VALUE);
  });

  it('rounds thirds and tenths like IEEE division does', () => {
    expect(ratioToNumber(1n, 3n)).toBe(1 / 3);
    expect(ratioToNumber(-2n, 3n)).toBe(-2 / 3);
    expect(ratioToNumber(1n, 10n)).toBe(0.1);
    expect(ratioToNumber(10n ** 400n, 10n ** 399n * 3n)).toBe(10 / 3);
  });

  it('breaks exact ties to even, and a remainder past a tie rounds up', () => {
    // 2^53 + 1 lies halfway between 2^53 and 2^53 + 2: to even (2^53). 2^53 + 3: up to 2^53 + 4.
    expect(ratioToNumber(2n ** 53n + 1n, 1n)).toBe(2 ** 53);
    expect(ratioToNumber(2n ** 53n + 3n, 1n)).toBe(2 ** 53 + 4);
    // (2^54 + 2 + 1/3)/2 = 2^53 + 1 + 1/6: just past the tie, up.
    expect(ratioToNumber(3n * (2n ** 54n + 2n) + 1n, 6n)).toBe(2 ** 53 + 2);
  });

  it('subnormal results: ties to even and rounding up to the least subnormal', () => {
    expect(Object.is(ratioToNumber(1n, 1n << 1075n), 0)).toBe(true); // tie with 0: to even
    expect(Object.is(ratioToNumber(-1n, 1n << 1075n), 0)).toBe(true); // never −0
    expect(ratioToNumber(1n, (1n << 1075n) - 1n)).toBe(Number.MIN_VALUE); // past the tie
    expect(ratioToNumber(3n, 1n << 1075n)).toBe(2 * Number.MIN_VALUE); // 1.5 ulps: to even
    expect(Object.is(ratioToNumber(1n, 1n << 2000n), 0)).toBe(true);
  });

  it('overflows to ±Infinity only past MAX_VALUE plus half an ulp', () => {
    expect(ratioToNumber((1n << 1024n) - (1n << 970n) - 1n, 1n)).toBe(Number.MAX_VALUE);
    expect(ratioToNumber((1n << 1024n) - (1n << 970n), 1n)).toBe(Infinity);
    expect(ratioToNumber(-(1n << 1100n), 3n)).toBe(-Infinity);
  });

  it('is correctly rounded over the whole range (property, BigInt check)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 200n), max: 2n ** 200n }),
        fc.bigInt({ min: 1n, max: 2n ** 200n }),
        fc.integer({ min: -1250, max: 1250 }),
        (num, den, k) => {
          const [n, d] = k >= 0 ? [num << BigInt(k), den] : [num, den << BigInt(-k)];
          expectCorrectlyRounded(ratioToNumber(n, d), Rational.of(n, d), `${n}/${d}`);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('agrees with IEEE division where both operands are exact doubles (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
        fc.integer({ min: 1, max: 2 ** 53 }),
        (num, den) => {
          expect(ratioToNumber(BigInt(num), BigInt(den))).toBe(noNegativeZero(num / den));
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
