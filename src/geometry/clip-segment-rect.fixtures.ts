/**
 * Named cases of clipSegmentRect: the presets the Liang–Barsky figure offers and what the tests
 * assert. One case for every kind, every outside reason and both flags, the comment thread's
 * questions [A] and [B], degenerate rectangles and a point segment. Coordinates are small integers
 * on the figure's grid (y up); the default rectangle is [−3, 3] × [−2, 2].
 */

import type { ClipInput, ClipResult, Rect } from './clip-segment-rect';

export type ClipFixture = {
  readonly id: string;
  readonly name: string;
  readonly note: string;
  readonly input: ClipInput;
  readonly expected: ClipResult;
};

const box: Rect = { xMin: -3, yMin: -2, xMax: 3, yMax: 2 };

const segment = (x0: number, y0: number, x1: number, y1: number, rect: Rect = box): ClipInput => ({
  p0: { x: x0, y: y0 },
  p1: { x: x1, y: y1 },
  rect,
});

const noFlags = { touches: false, alongEdge: false } as const;

export const clipSegmentRectFixtures: readonly ClipFixture[] = [
  {
    id: 'inside',
    name: 'Inside',
    note: 'Both endpoints lie in the rectangle, so the whole segment does: tEnter ≤ 0 and tExit ≥ 1.',
    input: segment(-1, -1, 2, 1),
    expected: { kind: 'inside', tEnter: -0.5, tExit: 4 / 3, ...noFlags },
  },
  {
    id: 'inside-from-edge',
    name: 'Inside, starting on the edge',
    note: 'A segment that starts on the boundary and moves in is inside: the boundary belongs to the closed rectangle.',
    input: segment(-3, 0, 1, 1),
    expected: { kind: 'inside', tEnter: 0, tExit: 1.5, ...noFlags },
  },
  {
    id: 'enters',
    name: 'Enters',
    note: 'Starts outside and ends inside: one entry point, at tEnter in (0, 1].',
    input: segment(-7, -1, 1, 1),
    expected: { kind: 'enters', tEnter: 0.5, tExit: 1.25, enter: { x: -3, y: 0 }, ...noFlags },
  },
  {
    id: 'enters-ending-on-edge',
    name: 'Ends on the edge ([A] 2)',
    note: 'A segment that stops exactly on the boundary enters at t = 1: its last point is in the closed rectangle.',
    input: segment(-7, 0, -3, 0),
    expected: { kind: 'enters', tEnter: 1, tExit: 2.5, enter: { x: -3, y: 0 }, ...noFlags },
  },
  {
    id: 'enters-one-step-further',
    name: 'One step further ([A] 2)',
    note: 'The same segment one unit longer enters at the same point: nothing jumps when the end crosses the edge.',
    input: segment(-7, 0, -2, 0),
    expected: { kind: 'enters', tEnter: 0.8, tExit: 2, enter: { x: -3, y: 0 }, ...noFlags },
  },
  {
    id: 'exits',
    name: 'Exits',
    note: 'Starts inside and ends outside: one exit point, at tExit in [0, 1); the source reports no collision here.',
    input: segment(1, 1, 7, -2),
    expected: { kind: 'exits', tEnter: -1 / 3, tExit: 1 / 3, exit: { x: 3, y: 0 }, ...noFlags },
  },
  {
    id: 'exits-from-edge',
    name: 'Leaves from the edge',
    note: 'Starting on the boundary and moving out is an exit at t = 0.',
    input: segment(3, 0, 6, 1),
    expected: { kind: 'exits', tEnter: -2, tExit: 0, exit: { x: 3, y: 0 }, ...noFlags },
  },
  {
    id: 'crosses',
    name: 'Crosses',
    note: 'Both endpoints outside, the segment passes through: 0 < tEnter < tExit < 1.',
    input: segment(-6, -1, 6, 1),
    expected: {
      kind: 'crosses',
      tEnter: 0.25,
      tExit: 0.75,
      enter: { x: -3, y: -0.5 },
      exit: { x: 3, y: 0.5 },
      ...noFlags,
    },
  },
  {
    id: 'crosses-through-corners',
    name: 'Through two corners',
    note: 'The diagonal enters at one corner and leaves at the opposite one: two boundaries tie at each end.',
    input: segment(-6, -4, 6, 4),
    expected: {
      kind: 'crosses',
      tEnter: 0.25,
      tExit: 0.75,
      enter: { x: -3, y: -2 },
      exit: { x: 3, y: 2 },
      ...noFlags,
    },
  },
  {
    id: 'gist-example',
    name: 'The gist’s example',
    note: 'The source’s worked example (signs corrected, y up): in through the left edge, out through the top edge.',
    input: segment(-5, 0, 1, 4),
    expected: {
      kind: 'crosses',
      tEnter: 1 / 3,
      tExit: 0.5,
      enter: { x: -3, y: 4 / 3 },
      exit: { x: -2, y: 2 },
      ...noFlags,
    },
  },
  {
    id: 'corner-graze',
    name: 'Grazes a corner ([B] 1)',
    note: 'The line meets the rectangle in one corner: tEnter = tExit, a crossing that only touches.',
    input: segment(1, 4, 5, 0),
    expected: {
      kind: 'crosses',
      tEnter: 0.5,
      tExit: 0.5,
      enter: { x: 3, y: 2 },
      exit: { x: 3, y: 2 },
      touches: true,
      alongEdge: false,
    },
  },
  {
    id: 'enters-at-corner',
    name: 'Ends on a corner ([B] 1)',
    note: 'The line only touches a corner and the segment ends there: enters at t = 1 with tEnter = tExit.',
    input: segment(5, 0, 3, 2),
    expected: {
      kind: 'enters',
      tEnter: 1,
      tExit: 1,
      enter: { x: 3, y: 2 },
      touches: true,
      alongEdge: false,
    },
  },
  {
    id: 'exits-at-corner',
    name: 'Starts on a corner ([B] 1)',
    note: 'The segment starts on a corner that its line only touches: exits at t = 0 with tEnter = tExit.',
    input: segment(3, 2, 5, 0),
    expected: {
      kind: 'exits',
      tEnter: 0,
      tExit: 0,
      exit: { x: 3, y: 2 },
      touches: true,
      alongEdge: false,
    },
  },
  {
    id: 'along-edge-inside',
    name: 'Along an edge ([A] 1)',
    note: 'A segment lying on the top edge is inside (the edge belongs to the rectangle) and flagged along-edge.',
    input: segment(-2, 2, 2, 2),
    expected: { kind: 'inside', tEnter: -0.25, tExit: 1.25, touches: false, alongEdge: true },
  },
  {
    id: 'along-edge-corner-to-corner',
    name: 'The whole edge ([A] 1)',
    note: 'Including both corners changes nothing: still inside and along the edge.',
    input: segment(-3, 2, 3, 2),
    expected: { kind: 'inside', tEnter: 0, tExit: 1, touches: false, alongEdge: true },
  },
  {
    id: 'along-edge-crosses',
    name: 'Along an edge, past both corners',
    note: 'Running along the top edge from outside to outside: crosses, the common part lies in the boundary.',
    input: segment(-5, 2, 5, 2),
    expected: {
      kind: 'crosses',
      tEnter: 0.2,
      tExit: 0.8,
      enter: { x: -3, y: 2 },
      exit: { x: 3, y: 2 },
      touches: false,
      alongEdge: true,
    },
  },
  {
    id: 'along-edge-enters',
    name: 'Up the left edge',
    note: 'A vertical segment on the line x = xMin enters from below; its common part lies in the boundary.',
    input: segment(-3, -4, -3, 0),
    expected: {
      kind: 'enters',
      tEnter: 0.5,
      tExit: 1.5,
      enter: { x: -3, y: -2 },
      touches: false,
      alongEdge: true,
    },
  },
  {
    id: 'along-edge-exits',
    name: 'Off along the bottom edge',
    note: 'Starts on the bottom edge and runs along it out past the corner: exits, along the edge.',
    input: segment(0, -2, 6, -2),
    expected: {
      kind: 'exits',
      tEnter: -0.5,
      tExit: 0.5,
      exit: { x: 3, y: -2 },
      touches: false,
      alongEdge: true,
    },
  },
  {
    id: 'edge-line-point-contact',
    name: 'On the edge line, one point in common',
    note: 'On the top edge’s line but ending at the corner: the common part is a point, so not along-edge.',
    input: segment(-6, 2, -3, 2),
    expected: { kind: 'enters', tEnter: 1, tExit: 3, enter: { x: -3, y: 2 }, ...noFlags },
  },
  {
    id: 'outside-parallel',
    name: 'Parallel, outside',
    note: 'Horizontal and above the rectangle: p = 0 with q < 0, outside whatever the t values say.',
    input: segment(-5, 4, 5, 4),
    expected: { kind: 'outside', reason: 'parallel', tEnter: 0.2, tExit: 0.8, ...noFlags },
  },
  {
    id: 'outside-line-misses',
    name: 'The line misses',
    note: 'tEnter > tExit: the infinite line passes the rectangle by, so no part of it is inside.',
    input: segment(-6, 1, -2, 5),
    expected: { kind: 'outside', reason: 'line-misses', tEnter: 0.75, tExit: 0.25, ...noFlags },
  },
  {
    id: 'outside-ahead',
    name: 'Stops short ([B] 2)',
    note: 'The line goes through the rectangle but the segment ends before it: tEnter > 1, heading towards it.',
    input: segment(-7, 0, -5, 0),
    expected: { kind: 'outside', reason: 'ahead', tEnter: 2, tExit: 5, ...noFlags },
  },
  {
    id: 'outside-behind',
    name: 'Already past ([B] 2)',
    note: 'The line goes through the rectangle but the segment starts after it: tExit < 0, heading away.',
    input: segment(5, 0, 7, 0),
    expected: { kind: 'outside', reason: 'behind', tEnter: -4, tExit: -1, ...noFlags },
  },
  {
    id: 'point-inside',
    name: 'A point inside',
    note: 'Δ = 0: inside by position; no boundary constrains t, so tEnter = −∞ and tExit = +∞.',
    input: segment(1, 1, 1, 1),
    expected: { kind: 'inside', tEnter: -Infinity, tExit: Infinity, ...noFlags },
  },
  {
    id: 'point-on-corner',
    name: 'A point on a corner',
    note: 'A point segment on the boundary is inside the closed rectangle.',
    input: segment(3, 2, 3, 2),
    expected: { kind: 'inside', tEnter: -Infinity, tExit: Infinity, ...noFlags },
  },
  {
    id: 'point-outside',
    name: 'A point outside',
    note: 'Δ = 0 outside the rectangle: reason point, which comes before every other reason.',
    input: segment(5, 4, 5, 4),
    expected: { kind: 'outside', reason: 'point', tEnter: -Infinity, tExit: Infinity, ...noFlags },
  },
  {
    id: 'degenerate-rect-segment',
    name: 'A rectangle of zero width',
    note: 'xMin = xMax is a valid closed set (a vertical segment); crossing it touches it in one point.',
    input: segment(-2, -1, 2, 1, { xMin: 0, yMin: -2, xMax: 0, yMax: 2 }),
    expected: {
      kind: 'crosses',
      tEnter: 0.5,
      tExit: 0.5,
      enter: { x: 0, y: 0 },
      exit: { x: 0, y: 0 },
      touches: true,
      alongEdge: false,
    },
  },
  {
    id: 'degenerate-rect-point',
    name: 'A rectangle shrunk to a point',
    note: 'A point rectangle is hit only by a segment through it, in one point.',
    input: segment(-1, -1, 3, 3, { xMin: 1, yMin: 1, xMax: 1, yMax: 1 }),
    expected: {
      kind: 'crosses',
      tEnter: 0.5,
      tExit: 0.5,
      enter: { x: 1, y: 1 },
      exit: { x: 1, y: 1 },
      touches: true,
      alongEdge: false,
    },
  },
  {
    id: 'degenerate-rect-along',
    name: 'Along a flat rectangle',
    note: 'A rectangle of zero height is all boundary: a segment running into it along its line is along-edge.',
    input: segment(-4, 0, 0, 0, { xMin: -2, yMin: 0, xMax: 2, yMax: 0 }),
    expected: {
      kind: 'enters',
      tEnter: 0.5,
      tExit: 1.5,
      enter: { x: -2, y: 0 },
      touches: false,
      alongEdge: true,
    },
  },
  {
    id: 'invalid-rect',
    name: 'Malformed rectangle',
    note: 'xMin > xMax is not a rectangle: invalid-input, with empty fields.',
    input: segment(-1, 0, 1, 0, { xMin: 3, yMin: -2, xMax: -3, yMax: 2 }),
    expected: { kind: 'invalid-input', tEnter: 0, tExit: 0, ...noFlags },
  },
];
