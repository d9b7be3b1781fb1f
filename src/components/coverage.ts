/**
 * What the site covers, pair by pair of primitives: the data behind the home page's coverage
 * matrix. A cell names the geometry core's function for that pair and, once it exists, the
 * article whose figure runs it. Pairs with neither are listed as not covered yet, so readers see
 * the gaps instead of guessing.
 */

/** The primitives a reader can pick, in the matrix's order. */
export const primitives = ['point', 'segment', 'ray', 'circle', 'rectangle', 'sphere'] as const;
export type Primitive = (typeof primitives)[number];

/** One covered pair. */
export type Coverage = {
  /** The two primitives (order as in `primitives`). */
  pair: readonly [Primitive, Primitive];
  /** Which of the two move during the step ("both", "first", "second" or "neither"). */
  motion: string;
  /** The geometry core function that answers the query. */
  fn: string;
  /** The article (slug) whose figure runs it, once written. */
  article?: string;
};

export const coverage: readonly Coverage[] = [
  {
    pair: ['point', 'segment'],
    motion: 'both moving',
    fn: 'sweepSegmentPoint',
    article: 'moving-segment-vs-point',
  },
  {
    pair: ['point', 'segment'],
    motion: 'static: nearest point',
    fn: 'projectPointOnLine',
    article: 'projection-onto-a-line',
  },
  {
    pair: ['point', 'circle'],
    motion: 'circle moving',
    fn: 'timeOfImpactCirclePoint',
  },
  {
    pair: ['segment', 'ray'],
    motion: 'static',
    fn: 'intersectRaySegment',
    article: 'ray-vs-segment',
  },
  {
    pair: ['segment', 'circle'],
    motion: 'circle moving',
    fn: 'timeOfImpactCircleSegment',
  },
  {
    pair: ['segment', 'rectangle'],
    motion: 'static',
    fn: 'clipSegmentRect',
    article: 'segment-vs-rect',
  },
  {
    pair: ['circle', 'circle'],
    motion: 'both moving',
    fn: 'timeOfImpactCircles',
  },
  {
    pair: ['segment', 'sphere'],
    motion: 'static, 3D (a ray as a long segment)',
    fn: 'intersectSegmentSphere',
    article: 'segment-vs-sphere',
  },
  {
    pair: ['sphere', 'sphere'],
    motion: 'static, 3D: the circle where they meet',
    fn: 'intersectSpheres',
    article: 'sphere-vs-sphere',
  },
];

/** The covered entries for an unordered pair. */
export function coverageOf(a: Primitive, b: Primitive): Coverage[] {
  return coverage.filter(({ pair: [x, y] }) => (x === a && y === b) || (x === b && y === a));
}
