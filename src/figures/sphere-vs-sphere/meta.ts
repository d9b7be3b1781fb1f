/**
 * The sphere-vs-sphere figure in the registry. Its presets are the geometry core's fixtures for
 * intersectSpheres, listed in the order algorithms.md §6 decides the kinds (coincident, separate,
 * external-tangent, contained, internal-tangent), then the circles, then a zero-radius sphere on
 * the other and the invalid input; the tests assert every one.
 */
import { spheresFixtures, type SpheresFixture } from '../../geometry/fixtures';
import type { FigureMeta } from '../../kit/figure/model';

const DECISION_ORDER =
  'coincident separate external-tangent contained internal-tangent circle invalid-input'.split(' ');
/** Place of a fixture in the menu: its kind's rank, the zero-radius tangent after the circles. */
const rank = ({ id, expected }: SpheresFixture) =>
  id === 'point-on-sphere' ? DECISION_ORDER.length - 1.5 : DECISION_ORDER.indexOf(expected.kind);

export const pairPresets = [...spheresFixtures].sort((a, b) => rank(a) - rank(b));

export const pairMeta = {
  name: 'sphere-vs-sphere',
  algorithm: 'intersectSpheres',
  title: 'Sphere vs sphere',
  article: '/articles/sphere-vs-sphere/',
  presets: pairPresets,
} as const satisfies FigureMeta<(typeof pairPresets)[number]>;
