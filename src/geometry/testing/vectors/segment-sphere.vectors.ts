/**
 * Public test vectors for `intersectSegmentSphere`, kept as data with their source.
 *
 * 1. mrdoob/three.js, test/unit/src/math/Ray.tests.js, 'intersectSphere' and 'intersectsSphere'.
 *    three.js intersects a RAY (origin, unit direction) and returns the first point at t ≥ 0 (the
 *    exit point when the origin is inside), or null. We feed the ray as the segment from its
 *    origin to origin + 100·direction (every sphere in these tests lies well within 100); the
 *    library's point is then our `enter` when present, else our `exit`, and null is our `outside`.
 *    The kind and reason listed next to each case are OUR classification of that segment.
 * 2. y2k4life/StealthTechRayTracer, test/StealthTech.RayTracer.Specs/Spheres.feature (the Ray
 *    Tracer Challenge's sphere scenarios). They list both raw roots t along a unit-direction ray
 *    (negative values included), which are our raw `tEnter`/`tExit` when we feed the segment from
 *    the origin to origin + direction (length 1, so t is the same number). An empty list is our
 *    `outside: line-misses`. Sphere transforms are applied by hand: scaling(2, 2, 2) is radius 2,
 *    translation(5, 0, 0) is centre (5, 0, 0).
 */

type P3 = { x: number; y: number; z: number };

export type SegmentSphereVector = {
  readonly source: string;
  readonly description: string;
  readonly ray: { readonly origin: P3; readonly direction: P3 };
  readonly sphere: { readonly center: P3; readonly radius: number };
  readonly library:
    | { readonly kind: 'first-point'; readonly point: P3 | null }
    | { readonly kind: 'intersects'; readonly value: boolean }
    | { readonly kind: 'roots'; readonly roots: readonly number[] };
  /** Our classification of the equivalent segment (see the header). */
  readonly expectedKind: string;
};

const THREE = 'mrdoob/three.js test/unit/src/math/Ray.tests.js';
const RTC = 'y2k4life/StealthTechRayTracer test/StealthTech.RayTracer.Specs/Spheres.feature';
const p = (x: number, y: number, z: number): P3 => ({ x, y, z });
const a0 = { origin: p(0, 0, 0), direction: p(0, 0, -1) };
const a1 = { origin: p(1, 1, 1), direction: p(-1, 0, 0) };
const up = { origin: p(1, 1, 1), direction: p(0, 0, 1) };
const unitSphere = { center: p(0, 0, 0), radius: 1 };

export const segmentSphereVectors: readonly SegmentSphereVector[] = [
  {
    source: THREE,
    description: 'sphere behind the ray',
    ray: a0,
    sphere: { center: p(0, 0, 3), radius: 2 },
    library: { kind: 'first-point', point: null },
    expectedKind: 'outside:behind',
  },
  {
    source: THREE,
    description: 'sphere in front but too far right',
    ray: a0,
    sphere: { center: p(3, 0, -1), radius: 2 },
    library: { kind: 'first-point', point: null },
    expectedKind: 'outside:line-misses',
  },
  {
    source: THREE,
    description: 'sphere below the ray',
    ray: a1,
    sphere: { center: p(1, -2, 1), radius: 2 },
    library: { kind: 'first-point', point: null },
    expectedKind: 'outside:line-misses',
  },
  {
    source: THREE,
    description: 'sphere to the left of the ray',
    ray: a1,
    sphere: { center: p(-1, 1, 1), radius: 1 },
    library: { kind: 'first-point', point: p(0, 1, 1) },
    expectedKind: 'crosses',
  },
  {
    source: THREE,
    description: 'sphere in front of the ray',
    ray: a0,
    sphere: { center: p(0, 0, -2), radius: 1 },
    library: { kind: 'first-point', point: p(0, 0, -1) },
    expectedKind: 'crosses',
  },
  {
    source: THREE,
    description: 'sphere in front and to the right: the ray grazes its left-most point',
    ray: a0,
    sphere: { center: p(2, 0, -1), radius: 2 },
    library: { kind: 'first-point', point: p(0, 0, -1) },
    expectedKind: 'crosses',
  },
  {
    source: THREE,
    description: 'the same sphere moved 0.01 further: the ray just misses',
    ray: a0,
    sphere: { center: p(2.01, 0, -1), radius: 2 },
    library: { kind: 'first-point', point: null },
    expectedKind: 'outside:line-misses',
  },
  {
    source: THREE,
    description: 'origin at the centre: the exit ahead is returned',
    ray: a0,
    sphere: { center: p(0, 0, 0), radius: 1 },
    library: { kind: 'first-point', point: p(0, 0, -1) },
    expectedKind: 'exits',
  },
  {
    source: THREE,
    description: 'origin inside, centre behind it',
    ray: a0,
    sphere: { center: p(0, 0, 1), radius: 4 },
    library: { kind: 'first-point', point: p(0, 0, -3) },
    expectedKind: 'exits',
  },
  {
    source: THREE,
    description: 'origin inside, centre in front of it',
    ray: a0,
    sphere: { center: p(0, 0, -1), radius: 4 },
    library: { kind: 'first-point', point: p(0, 0, -5) },
    expectedKind: 'exits',
  },
  {
    source: THREE,
    description: 'intersectsSphere: small sphere at the origin, off the ray',
    ray: up,
    sphere: { center: p(0, 0, 0), radius: 0.5 },
    library: { kind: 'intersects', value: false },
    expectedKind: 'outside:line-misses',
  },
  {
    source: THREE,
    description: 'intersectsSphere: the line meets the sphere, but behind the origin',
    ray: up,
    sphere: { center: p(0, 0, 0), radius: 1.5 },
    library: { kind: 'intersects', value: false },
    expectedKind: 'outside:behind',
  },
  {
    source: THREE,
    description: 'intersectsSphere: tiny sphere around the origin',
    ray: up,
    sphere: { center: p(1, 1, 1), radius: 0.1 },
    library: { kind: 'intersects', value: true },
    expectedKind: 'exits',
  },
  {
    source: THREE,
    description: 'intersectsSphere: tiny sphere off the ray',
    ray: up,
    sphere: { center: p(2, 2, 2), radius: 0.1 },
    library: { kind: 'intersects', value: false },
    expectedKind: 'outside:line-misses',
  },
  {
    source: THREE,
    description: 'intersectsSphere: unit sphere off the ray',
    ray: up,
    sphere: { center: p(2, 2, 2), radius: 1 },
    library: { kind: 'intersects', value: false },
    expectedKind: 'outside:line-misses',
  },
  {
    source: RTC,
    description: 'A ray intersects a sphere at two points',
    ray: { origin: p(0, 0, -5), direction: p(0, 0, 1) },
    sphere: unitSphere,
    library: { kind: 'roots', roots: [4, 6] },
    expectedKind: 'outside:ahead',
  },
  {
    source: RTC,
    description: 'A ray intersects a sphere at a tangent',
    ray: { origin: p(0, 1, -5), direction: p(0, 0, 1) },
    sphere: unitSphere,
    library: { kind: 'roots', roots: [5, 5] },
    expectedKind: 'outside:ahead',
  },
  {
    source: RTC,
    description: 'A ray misses a sphere',
    ray: { origin: p(0, 2, -5), direction: p(0, 0, 1) },
    sphere: unitSphere,
    library: { kind: 'roots', roots: [] },
    expectedKind: 'outside:line-misses',
  },
  {
    source: RTC,
    description: 'A ray originates inside a sphere',
    ray: { origin: p(0, 0, 0), direction: p(0, 0, 1) },
    sphere: unitSphere,
    library: { kind: 'roots', roots: [-1, 1] },
    expectedKind: 'inside',
  },
  {
    source: RTC,
    description: 'A sphere is behind a ray',
    ray: { origin: p(0, 0, 5), direction: p(0, 0, 1) },
    sphere: unitSphere,
    library: { kind: 'roots', roots: [-6, -4] },
    expectedKind: 'outside:behind',
  },
  {
    source: RTC,
    description: 'Intersecting a scaled sphere with a ray (scaling 2 = radius 2)',
    ray: { origin: p(0, 0, -5), direction: p(0, 0, 1) },
    sphere: { center: p(0, 0, 0), radius: 2 },
    library: { kind: 'roots', roots: [3, 7] },
    expectedKind: 'outside:ahead',
  },
  {
    source: RTC,
    description: 'Intersecting a translated sphere with a ray (translation (5, 0, 0))',
    ray: { origin: p(0, 0, -5), direction: p(0, 0, 1) },
    sphere: { center: p(5, 0, 0), radius: 1 },
    library: { kind: 'roots', roots: [] },
    expectedKind: 'outside:line-misses',
  },
];
