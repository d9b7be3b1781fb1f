/**
 * The geometry core's public surface (../../shared spec: api.md). Pure TypeScript: no DOM, no
 * imports from outside this folder. Every function takes one input object and returns plain data
 * whose `kind` names the case; invalid input gives `kind: 'invalid-input'`, never a throw or NaN.
 * Every function also has a hot-loop entry point (`…Into`: numbers in, a case code out, the
 * numbers written into a caller's Float64Array, finite input its precondition; `…IntoChecked`
 * validates), and the object function is a thin layer over the same decision tree.
 */
export * from './vec2';
export * from './vec3';
export {
  solveQuadratic,
  solveQuadraticNaive,
  solveQuadraticInto,
  solveQuadraticIntoChecked,
  QUADRATIC_INVALID_INPUT,
  QUADRATIC_NONE,
  QUADRATIC_ONE,
  QUADRATIC_DOUBLE,
  QUADRATIC_TWO,
  QUADRATIC_ALL,
  QUADRATIC_KINDS,
  QUADRATIC_OUT_LENGTH,
} from './quadratic';
// The one BigInt square root of the project (figures that show exact digits use it too).
export { bigintSqrt } from './filter';
export type { QuadraticResult, QuadraticKind } from './quadratic';
export {
  sweepSegmentPoint,
  sweepSegmentPointInto,
  sweepSegmentPointIntoChecked,
  sweepSegmentPointRoots,
  sweepStateAt,
  cutDirection,
  SWEEP_INVALID_INPUT,
  SWEEP_HIT,
  SWEEP_CONTACT,
  SWEEP_MISS_NO_REAL_ROOTS,
  SWEEP_MISS_OUTSIDE_STEP,
  SWEEP_MISS_OUTSIDE_SEGMENT,
  SWEEP_MISS_COLLINEAR_APART,
  SWEEP_KINDS,
  SWEEP_REASONS,
  SWEEP_TANGENT,
  SWEEP_DEGENERATE,
  SWEEP_OUT_LENGTH,
} from './sweep-segment-point';
export type { SweepInput, SweepResult, SweepRoot, SweepRootVerdict } from './sweep-segment-point';
export {
  clipSegmentRect,
  clipSegmentRectInto,
  clipSegmentRectIntoChecked,
  liangBarskyTable,
  CLIP_INVALID_INPUT,
  CLIP_INSIDE,
  CLIP_ENTERS,
  CLIP_EXITS,
  CLIP_CROSSES,
  CLIP_OUTSIDE_PARALLEL,
  CLIP_OUTSIDE_LINE_MISSES,
  CLIP_OUTSIDE_AHEAD,
  CLIP_OUTSIDE_BEHIND,
  CLIP_OUTSIDE_POINT,
  CLIP_KINDS,
  CLIP_REASONS,
  CLIP_OUT_LENGTH,
} from './clip-segment-rect';
export type {
  ClipInput,
  ClipResult,
  ClipKind,
  ClipReason,
  Rect,
  LiangBarskyRow,
} from './clip-segment-rect';
export {
  intersectRaySegment,
  intersectRaySegmentInto,
  intersectRaySegmentIntoChecked,
  raySegmentProjections,
  RAY_SEGMENT_INVALID_INPUT,
  RAY_SEGMENT_HIT,
  RAY_SEGMENT_MISS_PARALLEL,
  RAY_SEGMENT_MISS_BESIDE,
  RAY_SEGMENT_MISS_BEHIND,
  RAY_SEGMENT_KINDS,
  RAY_SEGMENT_REASONS,
  RAY_SEGMENT_OUT_LENGTH,
} from './ray-segment';
export type {
  RaySegmentInput,
  RaySegmentResult,
  RaySegmentKind,
  RaySegmentReason,
  RaySegmentProjections,
} from './ray-segment';
export {
  timeOfImpactCirclePoint,
  timeOfImpactCirclePointInto,
  timeOfImpactCirclePointIntoChecked,
  timeOfImpactCircleSegment,
  timeOfImpactCircleSegmentInto,
  timeOfImpactCircleSegmentIntoChecked,
  timeOfImpactCircles,
  timeOfImpactCirclesInto,
  timeOfImpactCirclesIntoChecked,
  TOI_INVALID_INPUT,
  TOI_HIT,
  TOI_PENETRATING,
  TOI_MISS_NO_MOTION,
  TOI_MISS_SEPARATING,
  TOI_MISS_NO_CONTACT,
  TOI_KINDS,
  TOI_REASONS,
  TOI_FEATURE_SIDE,
  TOI_FEATURE_CAP_A,
  TOI_FEATURE_CAP_B,
  TOI_FEATURES,
  TOI_OUT_LENGTH,
} from './time-of-impact';
export type {
  TimeOfImpact,
  TimeOfImpactKind,
  TimeOfImpactReason,
  CapsuleFeature,
  CirclePointInput,
  CircleSegmentInput,
  CirclesInput,
  MovingCircle,
} from './time-of-impact';
export { timeOfImpactCandidates } from './toi-candidates';
export type { ToiCandidate, ToiCandidateName, ToiCandidateVerdict } from './toi-candidates';
export { slideAlongWalls, SLIDE_MAX_ITERATIONS } from './slide-along-walls';
export type { SlideCircle, SlideWall, SlideContact, SlideResult } from './slide-along-walls';
export {
  projectPointOnLine,
  projectPointOnLineInto,
  projectPointOnLine3Into,
  projectPointOnLineIntoChecked,
  projectPointOnLine3IntoChecked,
  PROJECTION_INVALID_INPUT,
  PROJECTION_BEFORE,
  PROJECTION_ON_SEGMENT,
  PROJECTION_AFTER,
  PROJECTION_DEGENERATE,
  PROJECTION_KINDS,
  PROJECTION_OUT_LENGTH,
} from './project-point';
export type { ProjectionInput, ProjectionResult, ProjectionKind } from './project-point';
export {
  intersectSegmentSphere,
  intersectSegmentSphereInto,
  intersectSegmentSphereIntoChecked,
  intersectRaySphereInto,
  intersectRaySphereIntoChecked,
  SEGMENT_SPHERE_INVALID_INPUT,
  SEGMENT_SPHERE_INSIDE,
  SEGMENT_SPHERE_ENTERS,
  SEGMENT_SPHERE_EXITS,
  SEGMENT_SPHERE_CROSSES,
  SEGMENT_SPHERE_OUTSIDE_LINE_MISSES,
  SEGMENT_SPHERE_OUTSIDE_AHEAD,
  SEGMENT_SPHERE_OUTSIDE_BEHIND,
  SEGMENT_SPHERE_OUTSIDE_POINT,
  SEGMENT_SPHERE_KINDS,
  SEGMENT_SPHERE_REASONS,
  SEGMENT_SPHERE_OUT_LENGTH,
} from './segment-sphere';
export type {
  SegmentSphereInput,
  SegmentSphereResult,
  SegmentSphereKind,
  SegmentSphereReason,
} from './segment-sphere';
export {
  intersectSpheres,
  intersectSpheresInto,
  intersectSpheresIntoChecked,
  spheresGapSign,
  circleBasis,
  SPHERES_INVALID_INPUT,
  SPHERES_SEPARATE,
  SPHERES_CONTAINED,
  SPHERES_EXTERNAL_TANGENT,
  SPHERES_INTERNAL_TANGENT,
  SPHERES_COINCIDENT,
  SPHERES_CIRCLE,
  SPHERES_KINDS,
  SPHERES_OUT_LENGTH,
} from './spheres';
export type { Sphere, SpheresInput, SpheresResult, SpheresKind } from './spheres';
