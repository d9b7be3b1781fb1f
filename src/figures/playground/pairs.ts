/**
 * The one table of pairs: for two primitives, each static or moving, which geometry core function
 * answers the query (directly or through a reduction, said in one sentence), the article that
 * explains it, and whether the playground can show it yet. The home page's coverage matrix and the
 * playground's pickers both read it; the presets of a pair are the core's fixtures for its
 * function (playground/meta.ts, build time only, so this table stays small in the client).
 */

/** The primitives a reader can pick, in the matrix's order. */
export const primitives = ['point', 'segment', 'ray', 'circle', 'rectangle'] as const;
export type Primitive = (typeof primitives)[number];

/** One side of a pair: a shape, static or moving during the step. */
export type Side = { readonly shape: Primitive; readonly moving: boolean };

/**
 * `live`: the playground runs it; `in-core`: the core answers it but the playground has no figure
 * for it yet (none today).
 */
export type PairStatus = 'live' | 'in-core';

export type Pair = {
  /** The permalink's `pair=` value. */
  readonly id: string;
  /** The two sides shown (the picker's order); `also` lists other pickings it answers. */
  readonly sides: readonly [Side, Side];
  readonly also?: readonly (readonly [Side, Side])[];
  /** The api.md function called: the figure's `data-algorithm`. */
  readonly fn: string;
  /** The reduction in one sentence (also shown in the scene); absent when the call is direct. */
  readonly reduction?: string;
  /** Slug of the article that explains it (a pair goes live with its article). */
  readonly article: string;
  readonly status: PairStatus;
};

const still = (shape: Primitive): Side => ({ shape, moving: false });
const moving = (shape: Primitive): Side => ({ shape, moving: true });

export const pairs: readonly Pair[] = [
  {
    id: 'ray.segment',
    sides: [still('ray'), still('segment')],
    fn: 'intersectRaySegment',
    article: 'ray-vs-segment',
    status: 'live',
  },
  {
    id: 'segment.rectangle',
    sides: [still('segment'), still('rectangle')],
    fn: 'clipSegmentRect',
    article: 'segment-vs-rect',
    status: 'live',
  },
  {
    id: 'moving-point.rectangle',
    sides: [moving('point'), still('rectangle')],
    fn: 'clipSegmentRect',
    reduction:
      'A point moving from P0 to P1 is inside the rectangle exactly while its path is: the path P0P1 clipped by the rectangle, whose t-range is the time spent inside.',
    article: 'segment-vs-rect',
    status: 'live',
  },
  {
    id: 'moving-point.moving-segment',
    sides: [moving('point'), moving('segment')],
    also: [
      [moving('point'), still('segment')],
      [still('point'), moving('segment')],
    ],
    fn: 'sweepSegmentPoint',
    reduction:
      'A still segment or a still point is the sweep with its end positions on its start ones (drag them together); a moving point against a still segment is also a ray against the segment, limited to one step.',
    article: 'moving-segment-vs-point',
    status: 'live',
  },
  {
    id: 'point.segment',
    sides: [still('point'), still('segment')],
    fn: 'projectPointOnLine',
    reduction:
      'A point lies on the segment when its projection onto the segment’s line is the point itself, with s in [0, 1].',
    article: 'projection-onto-a-line',
    status: 'live',
  },
  {
    id: 'circle.circle',
    sides: [still('circle'), still('circle')],
    fn: 'intersectSpheres',
    reduction:
      'Two circles in the plane are two spheres with their centres at z = 0: the spheres’ circle of intersection crosses the plane at the circles’ two common points.',
    article: 'sphere-vs-sphere',
    status: 'live',
  },
  {
    id: 'moving-point.circle',
    sides: [moving('point'), still('circle')],
    also: [
      [still('segment'), still('circle')],
      [still('point'), still('circle')],
    ],
    fn: 'intersectSegmentSphere',
    reduction:
      'A moving point meets a circle where its path, the segment P0P1, meets it: the 3D segment–sphere test in the plane z = 0 (a still segment is that path, a still point a path of length zero); the other reading, a circle of radius zero moving into it, is a time of impact.',
    article: 'segment-vs-sphere',
    status: 'live',
  },
  {
    id: 'moving-circle.point',
    sides: [moving('circle'), still('point')],
    fn: 'timeOfImpactCirclePoint',
    article: 'moving-circle-time-of-impact',
    status: 'live',
  },
  {
    id: 'moving-circle.segment',
    sides: [moving('circle'), still('segment')],
    fn: 'timeOfImpactCircleSegment',
    article: 'moving-circle-time-of-impact',
    status: 'live',
  },
  {
    id: 'moving-circle.moving-circle',
    sides: [moving('circle'), moving('circle')],
    also: [[moving('circle'), still('circle')]],
    fn: 'timeOfImpactCircles',
    reduction:
      'In B’s frame, A’s centre is a point moving by vA − vB against a still circle of radius rA + rB around B’s centre.',
    article: 'moving-circle-time-of-impact',
    status: 'live',
  },
];

/**
 * What covering the rest would take, per unordered pair of shapes with no entry above (the
 * matrix's empty cells and the pickers say it).
 */
export const gaps: Readonly<Partial<Record<`${Primitive}.${Primitive}`, string>>> = {
  'point.point':
    'Two points meet only when equal; moving, it is a moving point against a still one in the relative frame, a zero-length sweep.',
  'point.ray':
    'The ray vs segment test with a segment of length zero, or a projection onto the ray’s line with λ ≥ 0.',
  'segment.segment':
    'A segment–segment test: two orientation signs per segment, exact like the ray’s.',
  'ray.ray': 'Two rays: the ray vs segment test with an unbounded second parameter.',
  'ray.circle': 'The segment–sphere test with the segment’s end let go to infinity (λ ≥ 0 only).',
  'ray.rectangle': 'Liang–Barsky with the upper bound of t dropped (t ≥ 0 only).',
  'circle.rectangle':
    'The distance from the centre to the box, compared with the radius; moving, a time of impact against a rounded box.',
  'rectangle.rectangle': 'Two interval overlaps, one per axis; moving, the same per axis in time.',
};

const sameSide = (a: Side, b: Side) => a.shape === b.shape && a.moving === b.moving;
const sameSides = ([a, b]: readonly [Side, Side], [c, d]: readonly [Side, Side]) =>
  (sameSide(a, c) && sameSide(b, d)) || (sameSide(a, d) && sameSide(b, c));

/** The pair that answers two picked sides (in either order), if any. */
export function pairFor(sides: readonly [Side, Side]): Pair | undefined {
  return pairs.find((pair) => [pair.sides, ...(pair.also ?? [])].some((s) => sameSides(s, sides)));
}

/** The entries of the matrix's cell for two shapes (either order, any motion). */
export function pairsOf(a: Primitive, b: Primitive): Pair[] {
  return pairs.filter(
    ({ sides: [x, y] }) => (x.shape === a && y.shape === b) || (x.shape === b && y.shape === a),
  );
}

/** What the cell of two shapes with no entry would take. */
export function gapOf(a: Primitive, b: Primitive): string | undefined {
  const [first, second] = primitives.indexOf(a) <= primitives.indexOf(b) ? [a, b] : [b, a];
  return gaps[`${first}.${second}`];
}

/** The playground's link for a pair (the whole selection is its `pair=` key). */
export const playgroundLink = (pair: Pair) => `/playground/?pair=${pair.id}`;

/** A side in words: "moving point", "rectangle". */
export const sideWords = ({ shape, moving: isMoving }: Side) =>
  isMoving ? `moving ${shape}` : shape;

/** The pair the playground opens with (its code is the only pair's code loaded up front). */
export const DEFAULT_PAIR = 'ray.segment';

/** A pair by id (ids in the code are checked by the table's test). */
export function pairById(id: string): Pair {
  const found = pairs.find((pair) => pair.id === id);
  if (found === undefined) throw new Error(`pairById: no pair "${id}"`);
  return found;
}

const sideId = (side: Side) => (side.moving ? `moving-${side.shape}` : side.shape);

/** A picking as the permalink writes it: `moving-point.segment`. */
export const pickingId = ([a, b]: readonly [Side, Side]) => `${sideId(a)}.${sideId(b)}`;

/** The two sides a `pair=` value names, or null for anything else (never markup). */
export function pickingOf(text: string): [Side, Side] | null {
  const sides = text.split('.').map((part) => {
    const shape = part.replace(/^moving-/, '');
    return (primitives as readonly string[]).includes(shape)
      ? { shape: shape as Primitive, moving: part.startsWith('moving-') }
      : null;
  });
  const [a, b] = sides;
  return sides.length === 2 && a != null && b != null ? [a, b] : null;
}
