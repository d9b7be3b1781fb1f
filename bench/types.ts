/**
 * The input and result shapes of api.md for the plain float transcriptions and the library
 * adapters: the geometry core's own exported types, not restated, so they cannot drift.
 */
export type {
  Vec2,
  Vec3,
  Rect,
  ClipInput,
  ClipResult,
  RaySegmentInput,
  RaySegmentResult,
  SegmentSphereInput,
  SegmentSphereResult,
  QuadraticResult,
  ProjectionInput,
  ProjectionResult,
  Sphere,
  SpheresInput,
  SpheresResult,
  TimeOfImpact,
  CirclePointInput,
  CircleSegmentInput,
  MovingCircle,
  CirclesInput,
  SweepInput,
  SweepResult,
} from '../src/geometry';

export type QuadraticInput = { a: number; b: number; c: number };
