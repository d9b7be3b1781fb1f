/**
 * Public test vectors for `projectPointOnLine`, kept as data with their source.
 *
 * Source: mrdoob/three.js, test/unit/src/math/Line3.tests.js ('closestPointToPoint/
 * closestPointToPointParameter') and test/unit/src/math/Ray.tests.js ('closestPointToPoint',
 * 'distanceSqToPoint').
 * Convention differences: three.js `Line3.closestPointToPointParameter(p, clampToLine)` returns u
 * clamped to [0, 1] when clampToLine is true (our `closest` and the kind), and the raw u otherwise
 * (our `u`, with `foot`). A three.js `Ray` clamps only at its origin; we feed the ray as the line
 * from its origin s to origin + direction = t, and its answer is our `foot` unless the kind is
 * `before` (then s).
 */

type P3 = { x: number; y: number; z: number };

export type ProjectionVector = {
  readonly source: string;
  readonly description: string;
  readonly input: { point: P3; s: P3; t: P3 };
  /** What the library asserts, in its own terms. */
  readonly library:
    | { readonly kind: 'line3-clamped'; readonly parameter: number; readonly point: P3 }
    | { readonly kind: 'line3-unclamped'; readonly parameter: number; readonly point: P3 }
    | { readonly kind: 'ray'; readonly point: P3; readonly distanceSquared: number };
};

const LINE3 = 'mrdoob/three.js test/unit/src/math/Line3.tests.js';
const RAY = 'mrdoob/three.js test/unit/src/math/Ray.tests.js';
const p = (x: number, y: number, z: number): P3 => ({ x, y, z });
const line = { s: p(1, 1, 1), t: p(1, 1, 2) };

export const projectionVectors: readonly ProjectionVector[] = [
  {
    source: LINE3,
    description: 'origin near the line, clamped: parameter 0 at the start',
    input: { point: p(0, 0, 0), ...line },
    library: { kind: 'line3-clamped', parameter: 0, point: p(1, 1, 1) },
  },
  {
    source: LINE3,
    description: 'origin near the line, not clamped: parameter −1',
    input: { point: p(0, 0, 0), ...line },
    library: { kind: 'line3-unclamped', parameter: -1, point: p(1, 1, 0) },
  },
  {
    source: LINE3,
    description: 'point past the end, clamped: parameter 1 at the end',
    input: { point: p(1, 1, 5), ...line },
    library: { kind: 'line3-clamped', parameter: 1, point: p(1, 1, 2) },
  },
  {
    source: LINE3,
    description: 'point exactly on the start',
    input: { point: p(1, 1, 1), ...line },
    library: { kind: 'line3-clamped', parameter: 0, point: p(1, 1, 1) },
  },
  {
    source: RAY,
    description: 'behind the ray: the closest point is its origin',
    input: { point: p(0, 0, 0), ...line },
    library: { kind: 'ray', point: p(1, 1, 1), distanceSquared: 3 },
  },
  {
    source: RAY,
    description: 'in front of the ray',
    input: { point: p(0, 0, 50), ...line },
    library: { kind: 'ray', point: p(1, 1, 50), distanceSquared: 2 },
  },
  {
    source: RAY,
    description: 'exactly on the ray',
    input: { point: p(1, 1, 1), ...line },
    library: { kind: 'ray', point: p(1, 1, 1), distanceSquared: 0 },
  },
];
