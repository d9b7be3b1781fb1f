/**
 * The exact reference for every core function a figure can name in `data-algorithm`: the case id
 * (`kind` or `kind:reason`) that exact rational arithmetic gives for a `data-state`. These are the
 * independent BigInt references of the unit tests (src/geometry/testing/*.reference.ts), not the
 * core, so a figure that shows the core's answer is checked against something else.
 *
 * A few references take only valid input; `invalid` states their preconditions, where the core's
 * answer is `invalid-input`.
 */
import { clipSegmentRectReference } from '../../src/geometry/testing/clip-segment-rect.reference';
import { projectPointOnLineReference } from '../../src/geometry/testing/project-point.reference';
import { solveQuadraticReference } from '../../src/geometry/testing/quadratic.reference';
import { intersectRaySegmentReference } from '../../src/geometry/testing/ray-segment.reference';
import { intersectSegmentSphereReference } from '../../src/geometry/testing/segment-sphere.reference';
import { intersectSpheresReference } from '../../src/geometry/testing/spheres.reference';
import { sweepSegmentPointReference } from '../../src/geometry/testing/sweep-segment-point.reference';
import {
  referenceCirclePoint,
  referenceCircleSegment,
  referenceCircles,
} from '../../src/geometry/testing/time-of-impact.reference';
import { caseIdOf } from '../../src/kit/figure/model';

type Reference = {
  /** True when the state breaks a documented precondition (the core answers `invalid-input`). */
  readonly invalid?: (state: unknown) => boolean;
  readonly caseOf: (state: unknown) => string;
};

/**
 * One reference, typed by the input its function takes. The state comes from the page as JSON
 * in the function's own input shape (the contract checks that against the presets' inputs).
 */
function reference<S>(caseOf: (state: S) => string, invalid?: (state: S) => boolean): Reference {
  return {
    caseOf: (state) => caseOf(state as S),
    ...(invalid === undefined ? {} : { invalid: (state: unknown) => invalid(state as S) }),
  };
}

const negativeRadius = (...radii: number[]) => radii.some((radius) => !(radius >= 0));

type InputOf<F extends (input: never) => unknown> = Parameters<F>[0];

export const references: Readonly<Record<string, Reference>> = {
  solveQuadratic: reference(
    (s: { a: number; b: number; c: number }) => solveQuadraticReference(s.a, s.b, s.c).kind,
  ),
  sweepSegmentPoint: reference((s: InputOf<typeof sweepSegmentPointReference>) =>
    caseIdOf(sweepSegmentPointReference(s)),
  ),
  clipSegmentRect: reference(
    (s: InputOf<typeof clipSegmentRectReference>) => caseIdOf(clipSegmentRectReference(s)),
    (s) => !(s.rect.xMin <= s.rect.xMax && s.rect.yMin <= s.rect.yMax),
  ),
  intersectRaySegment: reference(
    (s: InputOf<typeof intersectRaySegmentReference>) => caseIdOf(intersectRaySegmentReference(s)),
    (s) => s.direction.x === 0 && s.direction.y === 0,
  ),
  projectPointOnLine: reference(
    (s: InputOf<typeof projectPointOnLineReference>) => projectPointOnLineReference(s).kind,
    // 2D and 3D points mixed (some with a z, some without).
    (s) => new Set([s.point, s.s, s.t].map((p) => p.z === undefined)).size > 1,
  ),
  timeOfImpactCirclePoint: reference((s: InputOf<typeof referenceCirclePoint>) =>
    caseIdOf(referenceCirclePoint(s)),
  ),
  timeOfImpactCircleSegment: reference((s: InputOf<typeof referenceCircleSegment>) =>
    caseIdOf(referenceCircleSegment(s)),
  ),
  timeOfImpactCircles: reference((s: InputOf<typeof referenceCircles>) =>
    caseIdOf(referenceCircles(s)),
  ),
  intersectSegmentSphere: reference(
    (s: InputOf<typeof intersectSegmentSphereReference>) =>
      caseIdOf(intersectSegmentSphereReference(s)),
    (s) => negativeRadius(s.radius),
  ),
  intersectSpheres: reference(
    (s: InputOf<typeof intersectSpheresReference>) => intersectSpheresReference(s).kind,
    (s) => negativeRadius(s.a.radius, s.b.radius),
  ),
};

/** The case the exact reference gives for a figure's algorithm and state. */
export function referenceCase(algorithm: string, state: unknown): string {
  const found = references[algorithm];
  if (found === undefined) throw new Error(`no exact reference for "${algorithm}"`);
  return found.invalid?.(state) === true ? 'invalid-input' : found.caseOf(state);
}
