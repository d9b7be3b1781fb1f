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

// The states come from the page as JSON: each reference reads the fields its function takes.
/* eslint-disable @typescript-eslint/no-explicit-any */
type State = any;

type Reference = {
  /** True when the state breaks a documented precondition (the core answers `invalid-input`). */
  readonly invalid?: (state: State) => boolean;
  readonly caseOf: (state: State) => string;
};

const negativeRadius = (...radii: number[]) => radii.some((radius) => !(radius >= 0));

export const references: Readonly<Record<string, Reference>> = {
  solveQuadratic: { caseOf: (s) => solveQuadraticReference(s.a, s.b, s.c).kind },
  sweepSegmentPoint: { caseOf: (s) => caseIdOf(sweepSegmentPointReference(s)) },
  clipSegmentRect: {
    invalid: (s) => !(s.rect.xMin <= s.rect.xMax && s.rect.yMin <= s.rect.yMax),
    caseOf: (s) => caseIdOf(clipSegmentRectReference(s)),
  },
  intersectRaySegment: {
    invalid: (s) => s.direction.x === 0 && s.direction.y === 0,
    caseOf: (s) => caseIdOf(intersectRaySegmentReference(s)),
  },
  projectPointOnLine: { caseOf: (s) => projectPointOnLineReference(s).kind },
  timeOfImpactCirclePoint: { caseOf: (s) => caseIdOf(referenceCirclePoint(s)) },
  timeOfImpactCircleSegment: { caseOf: (s) => caseIdOf(referenceCircleSegment(s)) },
  timeOfImpactCircles: { caseOf: (s) => caseIdOf(referenceCircles(s)) },
  intersectSegmentSphere: {
    invalid: (s) => negativeRadius(s.radius),
    caseOf: (s) => caseIdOf(intersectSegmentSphereReference(s)),
  },
  intersectSpheres: {
    invalid: (s) => negativeRadius(s.a.radius, s.b.radius),
    caseOf: (s) => intersectSpheresReference(s).kind,
  },
};

/** The case the exact reference gives for a figure's algorithm and state. */
export function referenceCase(algorithm: string, state: State): string {
  const reference = references[algorithm];
  if (reference === undefined) throw new Error(`no exact reference for "${algorithm}"`);
  return reference.invalid?.(state) === true ? 'invalid-input' : reference.caseOf(state);
}
