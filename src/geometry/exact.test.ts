import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  exact,
  exactAdd,
  exactMul,
  exactToNumber,
  signAtQuadraticRoot,
  signOfSurd,
  reduceModuloQuadratic,
} from './exact';
import { R, Rational, signOfSurdReference, exactQuadraticRoots } from './testing/rational';

const toRational = (e: { mantissa: bigint; exponent: number }) =>
  e.exponent >= 0
    ? Rational.of(e.mantissa << BigInt(e.exponent))
    : Rational.of(e.mantissa, 1n << BigInt(-e.exponent));

describe('exact', () => {
  it('converts doubles exactly (integers, fractions, subnormals, negatives)', () => {
    for (const value of [1, -3, 0.1, 2 ** -1074, -(2 ** 1023) * 1.5, 1e-300, 123456789.125]) {
      expect(toRational(exact(value)).eq(R(value)), `value ${value}`).toBe(true);
    }
    expect(exact(-0).mantissa).toBe(0n);
  });

  it('converts every finite double exactly (property, whole double range)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(toRational(exact(value)).eq(R(value)), `value ${value}`).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('adds and multiplies without rounding (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (a, b) => {
          expect(toRational(exactAdd(exact(a), exact(b))).eq(R(a).add(R(b)))).toBe(true);
          expect(toRational(exactMul(exact(a), exact(b))).eq(R(a).mul(R(b)))).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('converts back without overflow or underflow at the ends of the double range', () => {
    for (const value of [2 ** -1074, 3 * 2 ** -1060, 1.5 * 2 ** 1023, -(2 ** -1022)]) {
      expect(exactToNumber(exact(value)), `value ${value}`).toBe(value);
    }
    // A product whose mantissa is long and exponent far below −1023 is still representable.
    const tiny = exactMul(exact(2 ** -600), exact(3 * 2 ** -480));
    expect(exactToNumber(tiny)).toBe(3 * 2 ** -1080);
  });

  it('rounds back to the nearest double for representable values', () => {
    expect(exactToNumber(exactAdd(exact(0.5), exact(0.25)))).toBe(0.75);
    expect(exactToNumber(exactMul(exact(3), exact(-7)))).toBe(-21);
  });

  it('signs x + y·√d like the reference (property)', () => {
    const small = fc.integer({ min: -50, max: 50 });
    fc.assert(
      fc.property(small, small, fc.integer({ min: 0, max: 100 }), (x, y, d) => {
        expect(signOfSurd(exact(x), exact(y), exact(d))).toBe(
          signOfSurdReference(R(x), R(y), R(d)),
        );
      }),
      { numRuns: 5000 },
    );
    // 3 − √9 = 0 exactly.
    expect(signOfSurd(exact(3), exact(-1), exact(9))).toBe(0);
  });

  it('signs a polynomial at a quadratic root after reducing it modulo the quadratic (property)', () => {
    const coefficient = fc.integer({ min: -20, max: 20 });
    fc.assert(
      fc.property(
        fc.tuple(
          coefficient.filter((a) => a !== 0),
          coefficient,
          coefficient,
        ),
        fc.array(coefficient, { minLength: 1, maxLength: 4 }),
        ([a, b, c], polynomial) => {
          const roots = exactQuadraticRoots(R(a), R(b), R(c));
          if (roots === 'all' || roots.length < 2) return;
          const { u, v } = reduceModuloQuadratic(
            polynomial.map(exact),
            exact(a),
            exact(b),
            exact(c),
          );
          const expected = roots.map((root) => root.signOf(polynomial.map(R)));
          const lowerBranch = a > 0 ? -1 : 1;
          const got = [
            signAtQuadraticRoot(u, v, exact(a), exact(b), exact(c), lowerBranch),
            signAtQuadraticRoot(u, v, exact(a), exact(b), exact(c), -lowerBranch as -1 | 1),
          ];
          expect(got, `a=${a} b=${b} c=${c} p=${polynomial}`).toEqual(expected);
        },
      ),
      { numRuns: 5000 },
    );
  });
});
