import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { crossOfDifferencesSign, dotOfDifferencesSign } from './differences';
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

// ---------------------------------------------------------------------------------------------
// The shared predicates, head-on (robust-predicates style): against the BigInt reference.

type Predicate = typeof crossOfDifferencesSign;

const crossReference: Predicate = (ux1, ux0, uy1, uy0, vx1, vx0, vy1, vy0) =>
  R(ux1)
    .sub(R(ux0))
    .mul(R(vy1).sub(R(vy0)))
    .sub(
      R(uy1)
        .sub(R(uy0))
        .mul(R(vx1).sub(R(vx0))),
    )
    .sign();

const dotReference: Predicate = (ux1, ux0, uy1, uy0, vx1, vx0, vy1, vy0) =>
  R(ux1)
    .sub(R(ux0))
    .mul(R(vx1).sub(R(vx0)))
    .add(
      R(uy1)
        .sub(R(uy0))
        .mul(R(vy1).sub(R(vy0))),
    )
    .sign();

const predicates: [string, Predicate, Predicate][] = [
  ['crossOfDifferencesSign', crossOfDifferencesSign, crossReference],
  ['dotOfDifferencesSign', dotOfDifferencesSign, dotReference],
];

/** Orientation of p against the line a→b: cross(b − a, p − a). */
const orient = (f: Predicate, a: number[], b: number[], p: number[]) =>
  f(b[0]!, a[0]!, b[1]!, a[1]!, p[0]!, a[0]!, p[1]!, a[1]!);

describe.each(predicates)('%s (head-on, against BigInt)', (_name, predicate, reference) => {
  const expectAgrees = (args: [number, number, number, number, number, number, number, number]) => {
    const got = predicate(...args);
    expect(Object.is(got, -0), `${args.join(', ')}: −0`).toBe(false);
    expect(got, `${args.join(', ')}`).toBe(reference(...args));
  };

  it('near-collinear: a 64×64 grid of ulp steps around a point of the line through (12, 12) and (24, 24)', () => {
    // Shewchuk's test: every point of the grid is within a few ulps of the line.
    for (let i = 0; i < 64; i += 1) {
      for (let j = 0; j < 64; j += 1) {
        const p = [0.5 + i * 2 ** -53, 0.5 + j * 2 ** -53];
        expectAgrees([24, 12, 24, 12, p[0]!, 12, p[1]!, 12]);
        expect(orient(predicate, [12, 12], [24, 24], p)).toBe(
          orient(reference, [12, 12], [24, 24], p),
        );
      }
    }
  });

  it('near-collinear: a 2^-43 grid around a slanted line (3, 7) through points far from it', () => {
    for (let i = -16; i <= 16; i += 1) {
      for (let j = -16; j <= 16; j += 1) {
        const px = 1.5 + 3 * 2 ** 20 + i * 2 ** -43 * 3 * 2 ** 20;
        const py = 3.5 + 7 * 2 ** 20 + j * 2 ** -43 * 7 * 2 ** 20;
        expectAgrees([3 + 1.5, 1.5, 7 + 3.5, 3.5, px, 1.5, py, 3.5]);
      }
    }
  });

  it('hard fixtures: decimal points on y = x, far-apart collinear points, exact zeros', () => {
    const hard: [number, number, number, number, number, number, number, number][] = [
      [0.2, 0.1, 0.2, 0.1, 0.3, 0.1, 0.3, 0.1],
      [0.3, 0.1, 0.3, 0.1, 0.7, 0.2, 0.7, 0.2],
      [1e16, 0, 1e16, 0, 1e16 + 2, 0, 1e16 + 2, 0],
      [2 ** 60, -(2 ** 60), 1, 0, 2 ** 61, -(2 ** 61), 2, 0],
      [1, 1, 5, 5, 7, 7, 3, 3], // zero-length vectors
      [3, 0, 0, 0, 0, 0, 4, 0], // perpendicular
      [0.1 + 0.2, 0.3, 1, 0, 1, 0, 0.1 + 0.2, 0.3],
    ];
    for (const args of hard) expectAgrees(args);
  });

  it('overflow: products or differences beyond the double range go exact', () => {
    const big = Number.MAX_VALUE;
    expectAgrees([big, -big, big, -big, big, -big, big / 2, -big / 2]);
    expectAgrees([big, -big, 1, 0, 1, 0, big, -big]);
    expectAgrees([big, big / 3, big, big / 3, big / 2, -big / 2, big / 2, -big / 2]);
    expectAgrees([1e300, -1e300, 1e300, -1e300, 1e300, -1e300, 1e300 + 1e285, -1e300]);
  });

  it('subnormals and products below the underflow guard go exact', () => {
    const tiny = Number.MIN_VALUE;
    expectAgrees([3 * tiny, 0, 2 * tiny, 0, 6 * tiny, 0, 4 * tiny, 0]); // collinear: 0
    expectAgrees([3 * tiny, 0, 2 * tiny, 0, 6 * tiny, 0, 5 * tiny, 0]);
    expectAgrees([2 ** -1022, 0, 2 ** -1022, 0, 2 ** -1022, -(2 ** -1023), 2 ** -1022, 0]);
    expectAgrees([1e-300, 0, 1e-300, 0, 2e-300, 0, 2e-300 + 1e-315, 0]);
  });

  it('small integers (the snapped shortcut) agree over [−2^25, 2^25] (property)', () => {
    const coordinate = fc.integer({ min: -(2 ** 25), max: 2 ** 25 });
    fc.assert(
      fc.property(fc.array(coordinate, { minLength: 8, maxLength: 8 }), (values) =>
        expectAgrees(values as [number, number, number, number, number, number, number, number]),
      ),
      { numRuns: 5_000 },
    );
  });

  it('small integers: collinear and perpendicular triples are exactly 0 (property)', () => {
    const small = fc.integer({ min: -1024, max: 1024 });
    fc.assert(
      fc.property(
        small,
        small,
        small,
        small,
        fc.integer({ min: -8, max: 8 }),
        (ax, ay, dx, dy, m) => {
          // b = a + d, p = a + m·d (collinear) and q = a + m·(−dy, dx) (perpendicular).
          expectAgrees([ax + dx, ax, ay + dy, ay, ax + m * dx, ax, ay + m * dy, ay]);
          expectAgrees([ax + dx, ax, ay + dy, ay, ax - m * dy, ax, ay + m * dx, ay]);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('arbitrary doubles over the whole range (property)', () => {
    const anyDouble = fc.double({ noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(fc.array(anyDouble, { minLength: 8, maxLength: 8 }), (values) =>
        expectAgrees(values as [number, number, number, number, number, number, number, number]),
      ),
      { numRuns: 3_000 },
    );
  });
});
