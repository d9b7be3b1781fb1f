/**
 * Public test vectors for `intersectRaySegment`, kept as data with their source.
 *
 * Source: alexbol99/flatten-js, test/classes/ray.js ('May find intersection between ray and
 * segment. Case 1–5' and 'May construct and treat ray by … slope').
 * Convention differences:
 * - A flatten-js Ray is given by its start and a normal vector `norm` (default (0, 1)); it runs
 *   along norm turned a quarter turn clockwise, so the default ray goes along +x. The slope tests
 *   build norm from cos/sin of multiples of π/4; we give the same ray with the integer direction
 *   it points along (e.g. (1, 1)), which the box the test asserts (xmin, ymax, …) confirms.
 * - flatten-js returns every intersection point: for a collinear overlap both segment ends
 *   ('Case 5'). We return the first common point along the ray (the nearer end, flagged
 *   collinear), which is the first of its points.
 */

type P = { x: number; y: number };

export type RaySegmentVector = {
  readonly source: string;
  readonly description: string;
  readonly input: { origin: P; direction: P; a: P; b: P };
  /** The intersection points flatten-js asserts, in its order (empty: no intersection). */
  readonly points: readonly P[];
};

const FLATTEN = 'alexbol99/flatten-js test/classes/ray.js';
const p = (x: number, y: number): P => ({ x, y });
const alongX = p(1, 0);

export const raySegmentVectors: readonly RaySegmentVector[] = [
  {
    source: FLATTEN,
    description: 'Case 1. Quick reject: ray (2,2) along +x, segment (0,3)–(1,1)',
    input: { origin: p(2, 2), direction: alongX, a: p(0, 3), b: p(1, 1) },
    points: [],
  },
  {
    source: FLATTEN,
    description: 'Case 2. No intersection: segment (0,3)–(3,0) crosses the line behind the start',
    input: { origin: p(2, 2), direction: alongX, a: p(0, 3), b: p(3, 0) },
    points: [],
  },
  {
    source: FLATTEN,
    description: 'Case 3. Start intersection: segment (1,1)–(3,3) through the start',
    input: { origin: p(2, 2), direction: alongX, a: p(1, 1), b: p(3, 3) },
    points: [p(2, 2)],
  },
  {
    source: FLATTEN,
    description: 'Case 4. One intersection: segment (4,0)–(4,4)',
    input: { origin: p(2, 2), direction: alongX, a: p(4, 0), b: p(4, 4) },
    points: [p(4, 2)],
  },
  {
    source: FLATTEN,
    description: 'Case 5. Collinear segment (4,2)–(8,2): both ends reported by flatten-js',
    input: { origin: p(2, 2), direction: alongX, a: p(4, 2), b: p(8, 2) },
    points: [p(4, 2), p(8, 2)],
  },
  {
    source: FLATTEN,
    description: 'pi/4 slope: ray (3,3) along (1,1), segment (10,0)–(0,10)',
    input: { origin: p(3, 3), direction: p(1, 1), a: p(10, 0), b: p(0, 10) },
    points: [p(5, 5)],
  },
  {
    source: FLATTEN,
    description: 'pi/2 slope: ray (3,3) along (0,1), segment (-10,5)–(10,5)',
    input: { origin: p(3, 3), direction: p(0, 1), a: p(-10, 5), b: p(10, 5) },
    points: [p(3, 5)],
  },
  {
    source: FLATTEN,
    description: '3*pi/4 slope: ray (-3,3) along (-1,1), segment (-10,0)–(0,10)',
    input: { origin: p(-3, 3), direction: p(-1, 1), a: p(-10, 0), b: p(0, 10) },
    points: [p(-5, 5)],
  },
  {
    source: FLATTEN,
    description: 'pi slope: ray (3,3) along (-1,0), segment (-10,0)–(-10,5)',
    input: { origin: p(3, 3), direction: p(-1, 0), a: p(-10, 0), b: p(-10, 5) },
    points: [p(-10, 3)],
  },
  {
    source: FLATTEN,
    description: '5*pi/4 slope: ray (-3,-3) along (-1,-1), segment (-10,0)–(0,-10)',
    input: { origin: p(-3, -3), direction: p(-1, -1), a: p(-10, 0), b: p(0, -10) },
    points: [p(-5, -5)],
  },
  {
    source: FLATTEN,
    description: '3*pi/2 slope: ray (0,-3) along (0,-1), segment (10,-5)–(-10,-5)',
    input: { origin: p(0, -3), direction: p(0, -1), a: p(10, -5), b: p(-10, -5) },
    points: [p(0, -5)],
  },
  {
    source: FLATTEN,
    description: '7*pi/4 slope: ray (3,-3) along (1,-1), segment (10,0)–(0,-10)',
    input: { origin: p(3, -3), direction: p(1, -1), a: p(10, 0), b: p(0, -10) },
    points: [p(5, -5)],
  },
];
