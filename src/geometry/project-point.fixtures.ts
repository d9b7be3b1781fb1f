/**
 * Named cases of `projectPointOnLine`: every kind, both closed ends of the segment, the
 * degenerate line, 3D, and the source's UI-marker preset. Figures offer them as presets; the
 * tests assert every one.
 */

import type { ProjectionInput, ProjectionResult } from './project-point';

export type ProjectionFixture = {
  readonly id: string;
  readonly name: string;
  readonly note: string;
  readonly input: ProjectionInput;
  readonly expected: ProjectionResult;
};

export const projectionFixtures: readonly ProjectionFixture[] = [
  {
    id: 'ui-marker',
    name: 'UI marker (the source’s example)',
    note: 'A map point projected onto the left edge of a menu: the marker slides along the edge.',
    input: { point: { x: 3, y: 1 }, s: { x: -6, y: 4 }, t: { x: -6, y: -4 } },
    expected: { kind: 'on-segment', u: 0.375, foot: { x: -6, y: 1 }, closest: { x: -6, y: 1 } },
  },
  {
    id: 'on-segment',
    name: 'Foot on the segment',
    note: 'The perpendicular from the point lands between s and t, so 0 < u < 1.',
    input: { point: { x: 1, y: 3 }, s: { x: 0, y: 0 }, t: { x: 4, y: 2 } },
    expected: { kind: 'on-segment', u: 0.5, foot: { x: 2, y: 1 }, closest: { x: 2, y: 1 } },
  },
  {
    id: 'before',
    name: 'Beyond s',
    note: 'The dot product (p − s)·(t − s) is negative: the foot lies before s, the closest point is s.',
    input: { point: { x: -3, y: 2 }, s: { x: 0, y: 0 }, t: { x: 4, y: 0 } },
    expected: { kind: 'before', u: -0.75, foot: { x: -3, y: 0 }, closest: { x: 0, y: 0 } },
  },
  {
    id: 'after',
    name: 'Beyond t',
    note: 'The projection is longer than the segment (u > 1): the closest point is t.',
    input: { point: { x: 6, y: -1 }, s: { x: 0, y: 0 }, t: { x: 4, y: 0 } },
    expected: { kind: 'after', u: 1.5, foot: { x: 6, y: 0 }, closest: { x: 4, y: 0 } },
  },
  {
    id: 'at-start',
    name: 'Foot exactly at s',
    note: 'A zero dot product puts the foot on s itself (u = 0), which counts as on the closed segment.',
    input: { point: { x: 0, y: 3 }, s: { x: 0, y: 0 }, t: { x: 4, y: 0 } },
    expected: { kind: 'on-segment', u: 0, foot: { x: 0, y: 0 }, closest: { x: 0, y: 0 } },
  },
  {
    id: 'at-end',
    name: 'Foot exactly at t',
    note: 'The point lies on the perpendicular through t (u = 1): still on the closed segment.',
    input: { point: { x: 4, y: -2 }, s: { x: 0, y: 0 }, t: { x: 4, y: 0 } },
    expected: { kind: 'on-segment', u: 1, foot: { x: 4, y: 0 }, closest: { x: 4, y: 0 } },
  },
  {
    id: 'point-on-segment',
    name: 'Point on the segment',
    note: 'A point already on the segment is its own foot.',
    input: { point: { x: 2, y: 0 }, s: { x: 0, y: 0 }, t: { x: 4, y: 0 } },
    expected: { kind: 'on-segment', u: 0.5, foot: { x: 2, y: 0 }, closest: { x: 2, y: 0 } },
  },
  {
    id: 'collinear-after',
    name: 'On the line, past t',
    note: 'A point on the line beyond t is its own foot, but the segment’s closest point is t.',
    input: { point: { x: 6, y: 0 }, s: { x: 0, y: 0 }, t: { x: 4, y: 0 } },
    expected: { kind: 'after', u: 1.5, foot: { x: 6, y: 0 }, closest: { x: 4, y: 0 } },
  },
  {
    id: 'degenerate',
    name: 'Degenerate line (s = t)',
    note: 'With no direction there is nothing to project onto: u = 0 and the foot is s.',
    input: { point: { x: 3, y: 2 }, s: { x: 1, y: 1 }, t: { x: 1, y: 1 } },
    expected: { kind: 'degenerate', u: 0, foot: { x: 1, y: 1 }, closest: { x: 1, y: 1 } },
  },
  {
    id: 'space-on-segment',
    name: 'In space: foot on the segment',
    note: 'The same formula in 3D: the foot of (3, 0, 0) on the diagonal from 0 to (2, 2, 2).',
    input: { point: { x: 3, y: 0, z: 0 }, s: { x: 0, y: 0, z: 0 }, t: { x: 2, y: 2, z: 2 } },
    expected: {
      kind: 'on-segment',
      u: 0.5,
      foot: { x: 1, y: 1, z: 1 },
      closest: { x: 1, y: 1, z: 1 },
    },
  },
  {
    id: 'space-before',
    name: 'In space: beyond s',
    note: 'The origin projects before s on a vertical segment from (1, 1, 1) to (1, 1, 2).',
    input: { point: { x: 0, y: 0, z: 0 }, s: { x: 1, y: 1, z: 1 }, t: { x: 1, y: 1, z: 2 } },
    expected: {
      kind: 'before',
      u: -1,
      foot: { x: 1, y: 1, z: 0 },
      closest: { x: 1, y: 1, z: 1 },
    },
  },
  {
    id: 'invalid-mixed-dimensions',
    name: 'Invalid: 2D and 3D mixed',
    note: 'A 3D point cannot be projected on a 2D line: the input is rejected, never guessed.',
    input: { point: { x: 1, y: 2, z: 0 }, s: { x: 0, y: 0 }, t: { x: 4, y: 0 } },
    expected: {
      kind: 'invalid-input',
      u: 0,
      foot: { x: 0, y: 0, z: 0 },
      closest: { x: 0, y: 0, z: 0 },
    },
  },
];
