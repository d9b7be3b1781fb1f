/**
 * Presets of the moving-circle pairs: the core's time-of-impact fixtures, valid ones only (a
 * negative radius or a NaN has no handle to stand for it; the unit tests pin those).
 */
import {
  circlePointFixtures,
  circleSegmentFixtures,
  circlesFixtures,
} from '../../geometry/fixtures';

const valid = <F extends { readonly expected: { readonly kind: string } }>(
  fixtures: readonly F[],
) => fixtures.filter(({ expected }) => expected.kind !== 'invalid-input');

export const circlePointPresets = valid(circlePointFixtures);
export const circleSegmentPresets = valid(circleSegmentFixtures);
export const movingCirclesPresets = valid(circlesFixtures);
