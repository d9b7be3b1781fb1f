import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exact } from './exact';
import {
  DOUBLE_ROOT,
  EVERY_T,
  LINEAR_ROOT,
  NO_REAL_ROOTS,
  STEP_EXTRAS,
  TWO_ROOTS,
  type ExactPolynomial,
  exactSignAtRoot,
  newStepQuadratic,
  rootCount,
  signAtRationalRoot,
  solveInStep,
} from './quadratic-step';
import { R, exactQuadraticRoots } from './testing/rational';
import { rootValue } from './testing/quadratic.reference';
import { check, show } from './testing/expect';

/** The quadratic under test; its exact coefficients are those of the floats (error 0 or not). */
let coefficients: [number, number, number] = [0, 0, 0];
const exactCoefficients = (): ExactPolynomial => [
  exact(coefficients[0]),
  exact(coefficients[1]),
  exact(coefficients[2]),
];
const step = newStepQuadratic(exactCoefficients, STEP_EXTRAS);

/** solveInStep on a·t² + b·t + c with the given error bound (0: the promise of exact integers). */
function solve(a: number, b: number, c: number, error: number, everyRoot = false) {
  coefficients = [a, b, c];
  Object.assign(step, { a, b, c, error });
  solveInStep(step, everyRoot);
  return step;
}

/** The reference: exact roots in Q(√D), which of them lie in [0, 1], their values. */
function reference(a: number, b: number, c: number) {
  const roots = exactQuadraticRoots(R(a), R(b), R(c));
  if (roots === 'all') return { form: EVERY_T, inStep: 0, roots: [] };
  const form =
    roots.length === 0
      ? NO_REAL_ROOTS
      : a === 0
        ? LINEAR_ROOT
        : roots.length === 1
          ? DOUBLE_ROOT
          : TWO_ROOTS;
  let inStep = 0;
  roots.forEach((root, i) => {
    if (root.compareTo(R(0)) >= 0 && root.compareTo(R(1)) <= 0) inStep |= 1 << i;
  });
  return { form, inStep, roots };
}

function expectAsReference(a: number, b: number, c: number, error: number) {
  const q = solve(a, b, c, error, true);
  const want = reference(a, b, c);
  const label = () => `${show([a, b, c])} error ${error}: ${show({ ...q, exact: undefined })}`;
  check(q.form === want.form, () => `form ${q.form}, exact ${want.form}: ${label()}`);
  check(q.inStep === want.inStep, () => `inStep ${q.inStep}, exact ${want.inStep}: ${label()}`);
  want.roots.forEach((root, i) => {
    const t = q.time[i]!;
    const exactT = rootValue(root);
    const near = Math.abs(t - exactT) <= 1e-12 * Math.max(1, Math.abs(exactT));
    if ((q.inStep >> i) & 1) check(near, () => `root ${i} ${t}, exact ${exactT}: ${label()}`);
    // A verified enclosure holds the exact root.
    if (q.lo[i]! <= q.hi[i]!) {
      check(
        root.compareTo(R(q.lo[i]!)) >= 0 && root.compareTo(R(q.hi[i]!)) <= 0,
        () => `root ${i} outside [${q.lo[i]}, ${q.hi[i]}]: ${label()}`,
      );
    }
    // The sign of another polynomial, g = t² − t/2 − 1/8·c, at the root.
    const g: [number, number, number] = [1, -0.5, c / 8];
    const exactSign = root.signOf(g.map(R));
    const gExact = g.map(exact) as unknown as ExactPolynomial;
    check(exactSignAtRoot(q, i, gExact) === exactSign, () => `sign of g at root ${i}: ${label()}`);
  });
}

describe('solveInStep: roots in the step against the exact reference', () => {
  it('small integers (error 0: every derived value exact in doubles)', () => {
    const int = fc.integer({ min: -12, max: 12 });
    fc.assert(
      fc.property(int, int, int, (a, b, c) => expectAsReference(a, b, c, 0)),
      { numRuns: 3_000 },
    );
  });

  it('the same integers scaled by 2^-7, with a rounding error bound', () => {
    // Exact floats with a nonzero bound: every decision at a degeneracy goes to the exact path.
    const int = fc.integer({ min: -400, max: 400 });
    fc.assert(
      fc.property(int, int, int, (a, b, c) =>
        expectAsReference(a / 128, b / 128, c / 128, 2 ** -50 * (Math.abs(a) + Math.abs(b))),
      ),
      { numRuns: 3_000 },
    );
  });

  it('doubles with roots near 0 and 1, and nearly double roots', () => {
    const root = fc.oneof(
      fc.double({ min: -0.01, max: 0.01, noNaN: true }),
      fc.double({ min: 0.99, max: 1.01, noNaN: true }),
      fc.double({ min: -2, max: 3, noNaN: true }),
    );
    const gap = fc.oneof(fc.constant(0), fc.double({ min: -1e-9, max: 1e-9, noNaN: true }));
    fc.assert(
      fc.property(root, gap, fc.double({ min: 0.5, max: 4, noNaN: true }), (r, d, scale) => {
        // a(t − r)(t − r − d), rounded: the reference takes the rounded doubles as exact.
        const [a, b, c] = [scale, -scale * (2 * r + d), scale * r * (r + d)];
        expectAsReference(a, b, c, 2 ** -50 * (Math.abs(a) + Math.abs(b) + Math.abs(c)));
      }),
      { numRuns: 3_000 },
    );
  });

  it('the ends of the step are roots exactly when p(0) = 0 or p(1) = 0', () => {
    expect(Array.from(solve(1, -1, 0, 0).time)).toEqual([0, 1]); // t(t − 1)
    expect(solve(1, -1, 0, 0).inStep).toBe(3);
    expect(solve(2, -3, 1, 2 ** -50).time[1]).toBe(1); // (2t − 1)(t − 1), with a bound
    expect(solve(0, 2, -2, 0).time[0]).toBe(1); // linear 2t − 2
    expect(solve(1, -2, 1, 0).form).toBe(DOUBLE_ROOT); // (t − 1)²
    expect(solve(1, -2, 1, 0).time[0]).toBe(1);
  });

  it('a tiny A whose float is 0: the root in the step is c/q, ordered by the exact sign of A', () => {
    // Found by the sweep's differential (a segment nudged by an ulp): A = 2^-60 > 0 exactly, a = 0
    // in floats. The roots are about −29·2^60 and 24/29; the larger lies in the step.
    const tiny = newStepQuadratic(() => [exact(2 ** -60), exact(29), exact(-24)]);
    Object.assign(tiny, { a: 0, b: 29, c: -24, error: 2 ** -50 });
    solveInStep(tiny, false);
    expect(tiny.inStep).toBe(2);
    expect(tiny.time[1]).toBeCloseTo(24 / 29, 12);
  });

  it('coefficients near 2^-520: a subnormal float D has too few digits, the roots come from the exact A, B, C', () => {
    // Found by the sweep's differential (arbitrary bit patterns, issue 9): b² and 4ac below 2^-1022
    // round absolutely, and roots from that D were off by up to 3e-4 (0.99971 for 1, 1 for
    // 0.99998792…) while passing the root accuracy test.
    const found: [number, number, number, number][] = [
      [-7.558819145174557e-158, 1.7138158828859477e-158, 1.7019203235823441e-164, 8.2e-173],
      [2.535700056612424e-158, -2.535700056612424e-158, -5.7568462088921256e-251, 4.6e-173],
      [-3.586171719562142e-161, 3.586171719562142e-161, 0, 6.4e-176],
      [1.673156878101414e-162, -1.6731366754563643e-162, -2.012440921424614e-213, 3e-177],
      [1.3563234786467432e-160, -1.2107188932340727e-160, -5.130313269272282e-170, 2.3e-175],
    ];
    for (const [a, b, c, error] of found) expectAsReference(a, b, c, error);
  });

  it('doubles with roots near 0 and 1 scaled by 2^-460…2^-600, where b² and 4ac are subnormal', () => {
    const root = fc.oneof(
      fc.double({ min: -0.01, max: 0.01, noNaN: true }),
      fc.double({ min: 0.99, max: 1.01, noNaN: true }),
      fc.double({ min: -2, max: 3, noNaN: true }),
    );
    const k = fc.integer({ min: 460, max: 600 });
    fc.assert(
      fc.property(root, fc.double({ min: -2, max: 3, noNaN: true }), k, (r, r2, k) => {
        // 2^-k·(t − r)(t − r2), rounded: the reference takes the rounded doubles as exact.
        const [a, b, c] = [1, -(r + r2), r * r2].map((x) => x * 2 ** -k) as [
          number,
          number,
          number,
        ];
        expectAsReference(a, b, c, 2 ** -50 * (Math.abs(a) + Math.abs(b) + Math.abs(c)));
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('signAtRationalRoot', () => {
  it('signs g at n/d exactly, in doubles or BigInt, and only for known rational roots', () => {
    // (t − 1/2)(t − 3/2) = t² − 2t + 3/4, times 4: 4t² − 8t + 3, roots 1/2 and 3/2.
    const q = solve(4, -8, 3, 0);
    expect(rootCount(q)).toBe(2);
    expect(signAtRationalRoot(q, 0, 0, 1, -0.5)).toBe(0); // t − 1/2 at 1/2
    expect(signAtRationalRoot(q, 1, 0, 1, -0.5)).toBe(1);
    expect(signAtRationalRoot(q, 0, 2 ** 40, 0, -(2 ** 38))).toBe(0); // BigInt: 2^40·t² − 2^38
    expect(signAtRationalRoot(solve(1, 0, -2, 0), 0, 0, 1, 0)).toBeUndefined(); // ±√2
    expect(signAtRationalRoot(solve(4, -8, 3, 2 ** -50), 0, 0, 1, 0)).toBeUndefined();
  });
});
