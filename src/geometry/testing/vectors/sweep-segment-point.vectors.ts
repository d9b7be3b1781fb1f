/**
 * Public test vectors for `sweepSegmentPoint`: the source's own unit tests (Craig Gidney,
 * Strilanc/Methods, MethodsTest/Methods/LineSweepPoint/LineSweepPointTest.cs,
 * WhenLineSweepsPoint()). The source calls WhenLineSweepsPoint(path of the first endpoint,
 * path of the second endpoint, point) with a fixed point at the origin (`default(Point)`) and a
 * path written `start.Sweep(delta)` (from start to start + delta) or `start.To(end)`; it asserts
 * the list of (t, s) to within 1e-4. Here: p0 → p1, q0 → q1, c0 = c1 = (0, 0), and the kind.
 */

import type { SweepInput } from '../../sweep-segment-point';

export type SweepVector = {
  readonly source: string;
  readonly label: string;
  readonly input: SweepInput;
  readonly expected: {
    readonly kind: 'hit' | 'contact' | 'miss';
    readonly hits: readonly { readonly t: number; readonly s: number }[] | number;
    readonly intervals?: readonly { readonly t0: number; readonly t1: number }[];
  };
  readonly convention?: string;
};

const SOURCE = 'Strilanc/Methods, MethodsTest/Methods/LineSweepPoint/LineSweepPointTest.cs';
const ORIGIN = { c0: { x: 0, y: 0 }, c1: { x: 0, y: 0 } };
const sweep = (x: number, y: number, dx: number, dy: number) =>
  [
    { x, y },
    { x: x + dx, y: y + dy },
  ] as const;
const input = (
  p: readonly [{ x: number; y: number }, { x: number; y: number }],
  q: typeof p,
): SweepInput => ({
  p0: p[0],
  p1: p[1],
  q0: q[0],
  q1: q[1],
  ...ORIGIN,
});

export const sweepVectors: readonly SweepVector[] = [
  {
    source: SOURCE,
    label: 'parallel: horizontal segment moving up',
    input: input(sweep(-1, -1, 0, 2), sweep(1, -1, 0, 2)),
    expected: { kind: 'hit', hits: [{ t: 0.5, s: 0.5 }] },
  },
  {
    source: SOURCE,
    label: 'parallel: vertical segment moving right',
    input: input(sweep(-1, -1, 2, 0), sweep(-1, 1, 2, 0)),
    expected: { kind: 'hit', hits: [{ t: 0.5, s: 0.5 }] },
  },
  {
    source: SOURCE,
    label: 'parallel: stops short',
    input: input(sweep(-1, -1, 0.5, 0), sweep(-1, 1, 0.5, 0)),
    expected: { kind: 'miss', hits: [] },
  },
  {
    source: SOURCE,
    label: 'fixed: static segment through the point',
    input: input(sweep(-1, 0, 0, 0), sweep(1, 0, 0, 0)),
    expected: { kind: 'contact', hits: [], intervals: [{ t0: 0, t1: 1 }] },
    convention:
      'The source expects the single sweep (t 0, s 0.5): its QuadraticRoots(0, 0, 0) returns 0. Ours reports the identically-zero polynomial as contact over the whole step.',
  },
  {
    source: SOURCE,
    label: 'fixed: static segment beside the point',
    input: input(sweep(-1, -1, 0, 0), sweep(1, -1, 0, 0)),
    expected: { kind: 'miss', hits: [] },
  },
  {
    source: SOURCE,
    label: 'orthogonal: two sweeps',
    input: input(sweep(-1, 10, 0, -11), sweep(-1, -1, 11, 0)),
    expected: { kind: 'hit', hits: 2 },
    convention: 'The source asserts only the count.',
  },
  {
    source: SOURCE,
    label: 'orthogonal: one sweep',
    input: input(sweep(-1, 3, 0, -4), sweep(-1, -1, 4, 0)),
    expected: { kind: 'hit', hits: [{ t: 0.5, s: 0.5 }] },
    convention: 'A double root: ours flags the hit tangent.',
  },
  {
    source: SOURCE,
    label: 'orthogonal: no sweep',
    input: input(sweep(-1, 1, 0, -2), sweep(-1, -1, 2, 0)),
    expected: { kind: 'miss', hits: [] },
  },
  {
    source: SOURCE,
    label: 'anchored: one end fixed, the other swings through',
    input: input(sweep(-1, 0, 0, 0), [
      { x: 1, y: -1 },
      { x: 1, y: 1 },
    ]),
    expected: { kind: 'hit', hits: [{ t: 0.5, s: 0.5 }] },
  },
  {
    source: SOURCE,
    label: 'anchored: swings short',
    input: input(sweep(-1, 0, 0, 0), [
      { x: 1, y: -1 },
      { x: 1, y: -0.5 },
    ]),
    expected: { kind: 'miss', hits: [] },
  },
];
