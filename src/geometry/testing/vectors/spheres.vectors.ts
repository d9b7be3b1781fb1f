/**
 * Public test vectors for `intersectSpheres`, kept as data with their source.
 *
 * Both libraries answer a boolean "do the balls overlap", true when d ≤ r1 + r2: that is every
 * kind of ours except `separate` (containment and coincidence count as intersecting there). The
 * kind listed next to each case is OUR finer classification.
 */

type P3 = { x: number; y: number; z: number };

export type SpheresVector = {
  readonly source: string;
  readonly description: string;
  readonly a: { readonly center: P3; readonly radius: number };
  readonly b: { readonly center: P3; readonly radius: number };
  readonly intersects: boolean;
  readonly expectedKind: string;
};

const THREE = 'mrdoob/three.js test/unit/src/math/Sphere.tests.js';
const AXIVERSE = 'AxiverseCode/Axiverse Tests/Axiverse.Tests.Mathematics/Sphere3Test.cs';
const p = (x: number, y: number, z: number): P3 => ({ x, y, z });

export const spheresVectors: readonly SpheresVector[] = [
  {
    source: THREE,
    description: 'intersectsSphere: unit spheres at (1, 1, 1) and the origin',
    a: { center: p(1, 1, 1), radius: 1 },
    b: { center: p(0, 0, 0), radius: 1 },
    intersects: true,
    expectedKind: 'circle',
  },
  {
    source: THREE,
    description: 'intersectsSphere: unit sphere at (1, 1, 1) and a small one at the origin',
    a: { center: p(1, 1, 1), radius: 1 },
    b: { center: p(0, 0, 0), radius: 0.25 },
    intersects: false,
    expectedKind: 'separate',
  },
  {
    source: AXIVERSE,
    description: 'IntersectsOverlapping: a sphere with itself',
    a: { center: p(0, 0, 0), radius: 1 },
    b: { center: p(0, 0, 0), radius: 1 },
    intersects: true,
    expectedKind: 'coincident',
  },
  {
    source: AXIVERSE,
    description: 'IntersectsTouching: unit spheres at z = 1 and z = −1',
    a: { center: p(0, 0, 1), radius: 1 },
    b: { center: p(0, 0, -1), radius: 1 },
    intersects: true,
    expectedKind: 'external-tangent',
  },
];
