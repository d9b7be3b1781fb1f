/**
 * The input and result shapes of api.md, restated for the benchmark so the plain float
 * transcriptions and the library adapters type-check on their own. Structural typing makes
 * them interchangeable with the geometry core's exported types.
 */
export type Vec2 = { readonly x: number; readonly y: number };
export type Vec3 = { readonly x: number; readonly y: number; readonly z: number };

export type Rect = { xMin: number; yMin: number; xMax: number; yMax: number };
export type ClipInput = { p0: Vec2; p1: Vec2; rect: Rect };
export type ClipResult = {
  kind: 'inside' | 'enters' | 'exits' | 'crosses' | 'outside' | 'invalid-input';
  reason?: 'parallel' | 'line-misses' | 'ahead' | 'behind' | 'point';
  tEnter: number;
  tExit: number;
  enter?: Vec2;
  exit?: Vec2;
  touches: boolean;
  alongEdge: boolean;
};

export type RaySegmentInput = { origin: Vec2; direction: Vec2; a: Vec2; b: Vec2 };
export type RaySegmentResult = {
  kind: 'hit' | 'miss' | 'invalid-input';
  reason?: 'parallel' | 'beside' | 'behind';
  distance?: number;
  point?: Vec2;
  s?: number;
  collinear: boolean;
};

export type SegmentSphereInput = { from: Vec3; to: Vec3; center: Vec3; radius: number };
export type SegmentSphereResult = {
  kind: 'inside' | 'enters' | 'exits' | 'crosses' | 'outside' | 'invalid-input';
  reason?: 'line-misses' | 'ahead' | 'behind' | 'point';
  tEnter?: number;
  tExit?: number;
  enter?: Vec3;
  exit?: Vec3;
  touches: boolean;
  foot: Vec3;
  distance: number;
};

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

export type QuadraticResult = {
  kind: 'none' | 'one' | 'double' | 'two' | 'all' | 'invalid-input';
  roots: number[];
};
export type QuadraticInput = { a: number; b: number; c: number };

export type SweepInput = { p0: Vec2; p1: Vec2; q0: Vec2; q1: Vec2; c0: Vec2; c1: Vec2 };
export type SweepResult = {
  kind: 'hit' | 'contact' | 'miss' | 'invalid-input';
  reason?: 'no-real-roots' | 'outside-step' | 'outside-segment' | 'collinear-apart';
  hits: { t: number; s: number; tangent: boolean; degenerate: boolean }[];
  intervals: { t0: number; t1: number }[];
  coefficients: { a: number; b: number; c: number };
};

export type ProjectionInput<V extends Vec2 | Vec3> = { point: V; s: V; t: V };
export type ProjectionResult<V extends Vec2 | Vec3> = {
  kind: 'before' | 'on-segment' | 'after' | 'degenerate' | 'invalid-input';
  u: number;
  foot: V;
  closest: V;
};

export type Sphere = { center: Vec3; radius: number };
export type SpheresInput = { a: Sphere; b: Sphere };
export type SpheresResult = {
  kind:
    | 'separate'
    | 'contained'
    | 'external-tangent'
    | 'internal-tangent'
    | 'coincident'
    | 'circle'
    | 'invalid-input';
  center?: Vec3;
  radius?: number;
  normal?: Vec3;
};
