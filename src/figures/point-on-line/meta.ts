/**
 * The projection figure in the registry. Its presets are the geometry core's fixtures for
 * projectPointOnLine: the plane's first, then those in space (the 3D view), then the mix of 2D and
 * 3D points that the core rejects as `invalid-input`.
 */
import {
  projection3dFixtures,
  projectionFixtures,
  type ProjectionFixture,
} from '../../geometry/fixtures';
import type { FigureMeta } from '../../kit/figure/model';

const rank = ({ input, expected }: ProjectionFixture) =>
  expected.kind === 'invalid-input' ? 2 : 'z' in input.point ? 1 : 0;

export const projectionPresets: readonly ProjectionFixture[] = [
  ...projectionFixtures,
  ...projection3dFixtures,
].sort((a, b) => rank(a) - rank(b));

export const projectionMeta = {
  name: 'point-on-line',
  algorithm: 'projectPointOnLine',
  title: 'Projecting a point onto a line',
  article: '/articles/projection-onto-a-line/',
  presets: projectionPresets,
} as const satisfies FigureMeta<ProjectionFixture>;
