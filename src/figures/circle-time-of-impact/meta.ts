/**
 * The moving-circle figure in the registry. Its presets are the geometry core's fixtures for the
 * three time-of-impact functions (every case of algorithms.md §5), each tagged with the target it
 * loads; the invalid-input fixtures are left out (no handle can make a radius negative).
 */
import {
  circlePointFixtures,
  circleSegmentFixtures,
  circlesFixtures,
  type TimeOfImpactFixture,
} from '../../geometry/fixtures';
import type { FigureMeta } from '../../kit/figure/model';

export const TARGETS = ['point', 'segment', 'circles'] as const;
export type Target = (typeof TARGETS)[number];

/** The api.md function each target shows. */
export const ALGORITHMS = {
  point: 'timeOfImpactCirclePoint',
  segment: 'timeOfImpactCircleSegment',
  circles: 'timeOfImpactCircles',
} as const satisfies Record<Target, string>;

function tagged<I>(target: Target, fixtures: readonly TimeOfImpactFixture<I>[]) {
  return fixtures
    .filter((fixture) => fixture.expected.kind !== 'invalid-input')
    .map((fixture) => ({ ...fixture, target }));
}

export const toiPresets = [
  ...tagged('segment', circleSegmentFixtures),
  ...tagged('point', circlePointFixtures),
  ...tagged('circles', circlesFixtures),
];
export type ToiPreset = (typeof toiPresets)[number];

// Apart from toiMeta (registry data, build time only): the figure's bundle needs only these.
export const NAME = 'circle-time-of-impact';
export const TITLE = 'Moving circle: time of impact';

export const toiMeta = {
  name: NAME,
  algorithm: ALGORITHMS.segment,
  algorithms: Object.values(ALGORITHMS),
  title: TITLE,
  article: '/articles/moving-circle-time-of-impact/',
  presets: toiPresets,
} as const satisfies FigureMeta<ToiPreset> & { readonly algorithms: readonly string[] };
