/**
 * Vector arithmetic on points, for drawing constructions (a foot along a direction, the middle of
 * a bar, a parallelogram on a base): sums, differences, multiples and the unit frame of a
 * direction. Pure, and −0 free like `point`. Figures draw with these; the geometry core has its
 * own exact-where-it-shows arithmetic and never uses them.
 */
import { clean, point, type Point } from './point';

/** p + v. */
export function addPoints(p: Point, v: Point): Point {
  return point(p.x + v.x, p.y + v.y);
}

/** p − q: the vector from q to p. */
export function subtractPoints(p: Point, q: Point): Point {
  return point(p.x - q.x, p.y - q.y);
}

/** p + k·v: the point k steps of v from p. */
export function alongVector(p: Point, v: Point, k: number): Point {
  return point(p.x + v.x * k, p.y + v.y * k);
}

/** The middle of p and q (where a bar's label goes). */
export function midpoint(p: Point, q: Point): Point {
  return point((p.x + q.x) / 2, (p.y + q.y) / 2);
}

/**
 * The unit vector along a direction and the one across it (a quarter turn counter-clockwise, so
 * "across" is on the left when looking along). A zero direction has no frame: both come back
 * zero, so a construction drawn from them collapses onto its start instead of reading NaN.
 */
export function unitFrame(direction: Point): { readonly along: Point; readonly across: Point } {
  const length = Math.hypot(direction.x, direction.y) || 1;
  const along = point(direction.x / length, direction.y / length);
  return { along, across: point(-along.y, along.x) };
}

/** Where two lines cross, in the cross-product form (see `lineCrossing`). */
export type LineCrossing = {
  /** cross(a − origin, b − a): the parallelogram on the base b − a reaching the origin. */
  readonly numerator: number;
  /** cross(direction, b − a): the parallelogram on the same base spanned by the direction. */
  readonly denominator: number;
  /** numerator / denominator; null when the lines are parallel (a zero denominator). */
  readonly lambda: number | null;
  /** origin + λ·direction; null when the lines are parallel. */
  readonly point: Point | null;
};

/**
 * Where the line through `origin` along `direction` crosses the line through a and b: at
 * origin + λ·direction, λ the ratio of two signed parallelogram areas on the base b − a. On
 * snapped (integer-times-a-power-of-two) input both areas are exact, so λ is one correctly rounded
 * division. For drawing a construction; the geometry core decides every case itself.
 */
export function lineCrossing(origin: Point, direction: Point, a: Point, b: Point): LineCrossing {
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const numerator = clean((a.x - origin.x) * ey - (a.y - origin.y) * ex);
  const denominator = clean(direction.x * ey - direction.y * ex);
  if (denominator === 0) return { numerator, denominator, lambda: null, point: null };
  const lambda = numerator / denominator;
  return { numerator, denominator, lambda, point: alongVector(origin, direction, lambda) };
}
