/**
 * Presets of the pairs the core answers with its 3D tests in the plane z = 0: those of the core's
 * fixtures that lie in that plane (a diagonal in space has no picture here), valid ones only.
 */
import type { Vec3 } from '../../geometry';
import { segmentSphereFixtures, spheresFixtures } from '../../geometry/fixtures';

const flat = (...points: Vec3[]) => points.every((p) => p.z === 0);

export const circlePresets = spheresFixtures.filter(
  ({ input, expected }) =>
    flat(input.a.center, input.b.center) && expected.kind !== 'invalid-input',
);

export const pathPresets = segmentSphereFixtures.filter(
  ({ input, expected }) =>
    flat(input.from, input.to, input.center) && expected.kind !== 'invalid-input',
);
