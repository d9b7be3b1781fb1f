/**
 * Named cases of intersectRaySegment: the presets the ray-vs-segment figure offers and what the
 * tests assert. One case for every hit shape, every miss reason (and their priority), the
 * collinear flag, zero-length segments, the notes' "behind" warning and invalid input.
 * Coordinates are small integers on the figure's grid (y up).
 */

import type { RaySegmentInput, RaySegmentResult } from './ray-segment';

export type RaySegmentFixture = {
  readonly id: string;
  readonly name: string;
  readonly note: string;
  readonly input: RaySegmentInput;
  readonly expected: RaySegmentResult;
};

const scene = (
  origin: [number, number],
  direction: [number, number],
  a: [number, number],
  b: [number, number],
): RaySegmentInput => ({
  origin: { x: origin[0], y: origin[1] },
  direction: { x: direction[0], y: direction[1] },
  a: { x: a[0], y: a[1] },
  b: { x: b[0], y: b[1] },
});

export const intersectRaySegmentFixtures: readonly RaySegmentFixture[] = [
  {
    id: 'crossing',
    name: 'Crossing',
    note: 'The endpoints lie on opposite sides of the ray and the crossing is ahead: a hit inside the segment.',
    input: scene([-4, 0], [1, 0], [2, -2], [2, 2]),
    expected: { kind: 'hit', distance: 6, point: { x: 2, y: 0 }, s: 0.5, collinear: false },
  },
  {
    id: 'crossing-slanted',
    name: 'Slanted ray',
    note: 'Distance is measured along the unit direction: here d = (3, 4) and the hit is 5 units away.',
    input: scene([0, 0], [3, 4], [6, 0], [0, 8]),
    expected: { kind: 'hit', distance: 5, point: { x: 3, y: 4 }, s: 0.5, collinear: false },
  },
  {
    id: 'long-direction',
    name: 'A longer direction',
    note: 'Scaling the direction changes nothing: the distance is along d/|d|, not in units of d.',
    input: scene([-4, 0], [4, 0], [2, -2], [2, 2]),
    expected: { kind: 'hit', distance: 6, point: { x: 2, y: 0 }, s: 0.5, collinear: false },
  },
  {
    id: 'through-endpoint-a',
    name: 'Through endpoint a',
    note: 'The ray passes exactly through a (c1 = 0): a hit with s = 0 at a itself.',
    input: scene([-4, 0], [1, 0], [2, 0], [4, 3]),
    expected: { kind: 'hit', distance: 6, point: { x: 2, y: 0 }, s: 0, collinear: false },
  },
  {
    id: 'through-endpoint-b',
    name: 'Through endpoint b',
    note: 'The ray passes exactly through b (c2 = 0): a hit with s = 1 at b itself.',
    input: scene([-4, 0], [1, 0], [4, 3], [2, 0]),
    expected: { kind: 'hit', distance: 6, point: { x: 2, y: 0 }, s: 1, collinear: false },
  },
  {
    id: 'origin-on-segment',
    name: 'Origin on the segment',
    note: 'The ray starts on the segment: a hit at distance 0, at the origin.',
    input: scene([0, 0], [1, 1], [-2, 0], [2, 0]),
    expected: { kind: 'hit', distance: 0, point: { x: 0, y: 0 }, s: 0.5, collinear: false },
  },
  {
    id: 'origin-at-endpoint',
    name: 'Origin on an endpoint',
    note: 'The ray starts at a and leaves the segment: a hit at distance 0 with s = 0.',
    input: scene([0, 0], [1, 0], [0, 0], [0, 3]),
    expected: { kind: 'hit', distance: 0, point: { x: 0, y: 0 }, s: 0, collinear: false },
  },
  {
    id: 'parallel',
    name: 'Parallel, apart',
    note: 'The segment is parallel to the ray and off its line: c1 = c2 ≠ 0, a miss with reason parallel.',
    input: scene([-4, 0], [1, 0], [-2, 2], [3, 2]),
    expected: { kind: 'miss', reason: 'parallel', collinear: false },
  },
  {
    id: 'collinear-ahead',
    name: 'Collinear, ahead',
    note: 'The segment lies on the ray ahead of the origin: the nearer end a is the hit, flagged collinear.',
    input: scene([-4, 0], [1, 0], [-1, 0], [3, 0]),
    expected: { kind: 'hit', distance: 3, point: { x: -1, y: 0 }, s: 0, collinear: true },
  },
  {
    id: 'collinear-ahead-reversed',
    name: 'Collinear, b nearer',
    note: 'The same segment with its ends swapped: the nearer end is now b, so s = 1.',
    input: scene([-4, 0], [1, 0], [3, 0], [-1, 0]),
    expected: { kind: 'hit', distance: 3, point: { x: -1, y: 0 }, s: 1, collinear: true },
  },
  {
    id: 'collinear-origin-inside',
    name: 'Collinear, origin on it',
    note: 'The origin lies on a collinear segment: the hit is the origin, s its position on a→b.',
    input: scene([0, 0], [1, 0], [-2, 0], [6, 0]),
    expected: { kind: 'hit', distance: 0, point: { x: 0, y: 0 }, s: 0.25, collinear: true },
  },
  {
    id: 'collinear-touching-origin',
    name: 'Collinear, ending at the origin',
    note: 'A collinear segment reaching forward only up to the origin still touches it: distance 0, s = 0.',
    input: scene([0, 0], [1, 0], [0, 0], [-3, 0]),
    expected: { kind: 'hit', distance: 0, point: { x: 0, y: 0 }, s: 0, collinear: true },
  },
  {
    id: 'collinear-behind',
    name: 'Collinear, behind',
    note: 'On the ray’s line but wholly behind the origin: a miss with reason behind (still flagged collinear).',
    input: scene([0, 0], [1, 0], [-5, 0], [-2, 0]),
    expected: { kind: 'miss', reason: 'behind', collinear: true },
  },
  {
    id: 'crossing-behind',
    name: 'Segment behind',
    note: 'The endpoints straddle the ray’s line, but the crossing is behind the origin.',
    input: scene([4, 0], [1, 0], [2, -2], [2, 2]),
    expected: { kind: 'miss', reason: 'behind', collinear: false },
  },
  {
    id: 'notes-behind-warning',
    name: 'The notes’ warning',
    note: 'c1 and c2 differ in sign and a is ahead (b1 > 0), yet the crossing is at distance −1: behind.',
    input: scene([0, 0], [1, 0], [1, 1], [-3, -1]),
    expected: { kind: 'miss', reason: 'behind', collinear: false },
  },
  {
    id: 'beside',
    name: 'Beside',
    note: 'The lines cross ahead of the origin, but outside the segment: a miss with reason beside.',
    input: scene([-4, 0], [1, 0], [2, 1], [2, 3]),
    expected: { kind: 'miss', reason: 'beside', collinear: false },
  },
  {
    id: 'beside-and-behind',
    name: 'Beside and behind',
    note: 'The lines cross outside the segment and behind the origin: beside wins.',
    input: scene([4, 0], [1, 0], [2, 1], [2, 3]),
    expected: { kind: 'miss', reason: 'beside', collinear: false },
  },
  {
    id: 'zero-length-on-ray',
    name: 'A point on the ray',
    note: 'A zero-length segment lying on the ray is hit: s = 0, flagged collinear.',
    input: scene([0, 0], [1, 0], [3, 0], [3, 0]),
    expected: { kind: 'hit', distance: 3, point: { x: 3, y: 0 }, s: 0, collinear: true },
  },
  {
    id: 'zero-length-at-origin',
    name: 'A point at the origin',
    note: 'A zero-length segment at the origin is hit at distance 0.',
    input: scene([1, 1], [1, 2], [1, 1], [1, 1]),
    expected: { kind: 'hit', distance: 0, point: { x: 1, y: 1 }, s: 0, collinear: true },
  },
  {
    id: 'zero-length-off-line',
    name: 'A point off the line',
    note: 'A zero-length segment off the ray’s line: cross(d, b − a) = 0 and c1 ≠ 0, so reason parallel.',
    input: scene([0, 0], [1, 0], [3, 1], [3, 1]),
    expected: { kind: 'miss', reason: 'parallel', collinear: false },
  },
  {
    id: 'zero-length-behind',
    name: 'A point behind',
    note: 'A zero-length segment on the ray’s line but behind the origin: reason behind, flagged collinear.',
    input: scene([0, 0], [1, 0], [-3, 0], [-3, 0]),
    expected: { kind: 'miss', reason: 'behind', collinear: true },
  },
  {
    id: 'zero-direction',
    name: 'No direction',
    note: 'd = 0 defines no ray: invalid-input.',
    input: scene([0, 0], [0, 0], [2, -2], [2, 2]),
    expected: { kind: 'invalid-input', collinear: false },
  },
];
