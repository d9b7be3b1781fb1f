/**
 * The input and result shapes of api.md for the plain float transcriptions and the library
 * adapters: the geometry core's own exported types (not restated, so they cannot drift), except
 * those of the time of impact and the sweep, which are restated below until their rewrite
 * settles.
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
} from '../src/geometry';
import type { Vec2 } from '../src/geometry';

export type TimeOfImpact = {
  kind: 'hit' | 'penetrating' | 'miss' | 'invalid-input';
  reason?: 'separating' | 'no-motion' | 'no-contact';
  t?: number;
  point?: Vec2;
  normal?: Vec2;
  feature?: 'side' | 'cap-a' | 'cap-b';
};
export type CirclePointInput = { center: Vec2; radius: number; velocity: Vec2; point: Vec2 };
export type CircleSegmentInput = { center: Vec2; radius: number; velocity: Vec2; a: Vec2; b: Vec2 };
export type MovingCircle = { center: Vec2; radius: number; velocity: Vec2 };
export type CirclesInput = { a: MovingCircle; b: MovingCircle };

export type QuadraticInput = { a: number; b: number; c: number };

export type SweepInput = { p0: Vec2; p1: Vec2; q0: Vec2; q1: Vec2; c0: Vec2; c1: Vec2 };
export type SweepResult = {
  kind: 'hit' | 'contact' | 'miss' | 'invalid-input';
  reason?: 'no-real-roots' | 'outside-step' | 'outside-segment' | 'collinear-apart';
  hits: { t: number; s: number; tangent: boolean; degenerate: boolean }[];
  intervals: { t0: number; t1: number }[];
  coefficients: { a: number; b: number; c: number };
};
