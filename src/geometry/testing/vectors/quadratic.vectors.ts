/**
 * Public test vectors for `solveQuadratic`, kept as data with their source. Each source states its
 * own convention; the differences are written next to each case and `expected` is in ours.
 */

export type QuadraticVector = {
  readonly source: string;
  readonly input: { readonly a: number; readonly b: number; readonly c: number };
  readonly expected: {
    readonly kind: 'none' | 'one' | 'double' | 'two' | 'all';
    readonly roots: number[];
  };
  /** How the source states the case, when it differs from ours. */
  readonly convention?: string;
};

const KURBO = 'linebender/kurbo, src/common.rs, test_solve_quadratic (commit 099da3e6)';
const KURBO_ORDER = 'kurbo takes (c0, c1, c2) for c0 + c1·x + c2·x²: the reverse order.';
const GIDNEY =
  'Strilanc/Methods, MethodsTest/Methods/LineSweepPoint/LineSweepPointTest.cs, Quadratic()';

export const quadraticVectors: readonly QuadraticVector[] = [
  // kurbo: solve_quadratic(-5, 0, 1) → [−√5, √5]
  {
    source: KURBO,
    convention: KURBO_ORDER,
    input: { a: 1, b: 0, c: -5 },
    expected: { kind: 'two', roots: [-Math.sqrt(5), Math.sqrt(5)] },
  },
  // kurbo: solve_quadratic(5, 0, 1) → []
  {
    source: KURBO,
    convention: KURBO_ORDER,
    input: { a: 1, b: 0, c: 5 },
    expected: { kind: 'none', roots: [] },
  },
  // kurbo: solve_quadratic(5, 1, 0) → [−5] (c2 = 0: linear)
  {
    source: KURBO,
    convention: KURBO_ORDER,
    input: { a: 0, b: 1, c: 5 },
    expected: { kind: 'one', roots: [-5] },
  },
  // kurbo: solve_quadratic(1, 2, 1) → [−1]
  {
    source: KURBO,
    convention: `${KURBO_ORDER} kurbo returns the double root once without a flag; ours flags it.`,
    input: { a: 1, b: 2, c: 1 },
    expected: { kind: 'double', roots: [-1] },
  },
  // Gidney's QuadraticRoots(a, b, c) tests (same order as ours).
  { source: GIDNEY, input: { a: 1, b: 0, c: 0 }, expected: { kind: 'double', roots: [0] } },
  { source: GIDNEY, input: { a: 0, b: 1, c: 0 }, expected: { kind: 'one', roots: [0] } },
  { source: GIDNEY, input: { a: 0, b: 0, c: 1 }, expected: { kind: 'none', roots: [] } },
  { source: GIDNEY, input: { a: 1, b: 1, c: 0 }, expected: { kind: 'two', roots: [-1, 0] } },
  { source: GIDNEY, input: { a: 0, b: 1, c: 1 }, expected: { kind: 'one', roots: [-1] } },
  { source: GIDNEY, input: { a: 1, b: 0, c: 1 }, expected: { kind: 'none', roots: [] } },
  { source: GIDNEY, input: { a: 1, b: 0, c: -1 }, expected: { kind: 'two', roots: [-1, 1] } },
  { source: GIDNEY, input: { a: 1, b: 2, c: 1 }, expected: { kind: 'double', roots: [-1] } },
  {
    source: GIDNEY,
    convention: 'The source only asserts that some root is returned for 0 = 0; we report kind all.',
    input: { a: 0, b: 0, c: 0 },
    expected: { kind: 'all', roots: [] },
  },
];
