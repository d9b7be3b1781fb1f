/**
 * The projection figure in the registry. Its presets are the geometry core's fixtures for
 * projectPointOnLine in the plane: every kind but `invalid-input` (reachable only by mixing 2D and
 * 3D points, which a 2D figure cannot hold) — the 3D fixtures wait for the 3D view.
 */
import type { Vec2 } from '../../geometry';
import { projectionFixtures, type ProjectionFixture } from '../../geometry/fixtures';
import type { FigureMeta } from '../../kit/figure/model';

type PlaneFixture = ProjectionFixture & {
  readonly input: { readonly point: Vec2; readonly s: Vec2; readonly t: Vec2 };
};

const inPlane = (fixture: ProjectionFixture): fixture is PlaneFixture =>
  [fixture.input.point, fixture.input.s, fixture.input.t].every((p) => !('z' in p)) &&
  fixture.expected.kind !== 'invalid-input';

export const projectionPresets: readonly PlaneFixture[] = projectionFixtures.filter(inPlane);

export const projectionMeta = {
  name: 'point-on-line',
  algorithm: 'projectPointOnLine',
  title: 'Projecting a point onto a line',
  article: '/articles/projection-onto-a-line/',
  presets: projectionPresets,
} as const satisfies FigureMeta<PlaneFixture>;
