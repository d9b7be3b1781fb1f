/**
 * More named cases of `projectPointOnLine` in space, for the projection figure's 3D view: the
 * kinds `project-point.fixtures.ts` has only in the plane (past t, and s = t). Same shape and
 * conventions (project-point.ts); the figure's tests assert every one against the core and the
 * exact reference.
 */

import type { ProjectionFixture } from './project-point.fixtures';

export const projection3dFixtures: readonly ProjectionFixture[] = [
  {
    id: 'space-after',
    name: 'In space: beyond t',
    note: 'p = 2(t − s) + (1, 0, −1), at right angles to the line, so u = 2: the foot lies past t = (2, 1, 2).',
    input: { point: { x: 5, y: 2, z: 3 }, s: { x: 0, y: 0, z: 0 }, t: { x: 2, y: 1, z: 2 } },
    expected: {
      kind: 'after',
      u: 2,
      foot: { x: 4, y: 2, z: 4 },
      closest: { x: 2, y: 1, z: 2 },
    },
  },
  {
    id: 'space-degenerate',
    name: 'In space: s = t',
    note: 'Two equal points give no direction in 3D either: u = 0 and the foot is s.',
    input: { point: { x: 3, y: 0, z: 2 }, s: { x: 1, y: 2, z: 1 }, t: { x: 1, y: 2, z: 1 } },
    expected: {
      kind: 'degenerate',
      u: 0,
      foot: { x: 1, y: 2, z: 1 },
      closest: { x: 1, y: 2, z: 1 },
    },
  },
];
