/**
 * What the ray figure shows besides the core's answer, as pure functions: the case label's words,
 * the points of the seed's construction (the feet of a and b on the ray's line, where the lines
 * cross), the two derivations' numbers, and the moving-point reading of the ray.
 */
import type { RaySegmentInput, RaySegmentProjections, RaySegmentResult } from '../../geometry';
import { formatNumber, point, type CaseLabelProps, type Point } from '../../kit';

/** The core's answer with the projections and λ of the article's two derivations. */
export type RayShown = RaySegmentResult & { readonly projections: RaySegmentProjections };

const REASON_WORDS: Readonly<Record<NonNullable<RaySegmentResult['reason']>, string>> = {
  parallel: 'the segment is parallel to the ray and off its line',
  behind: 'the segment’s only common points with the ray’s line lie behind the origin',
  beside: 'the lines cross, but outside the segment',
};

export function describeCase(result: RaySegmentResult): CaseLabelProps {
  if (result.kind === 'invalid-input') {
    return { kind: 'invalid input', tone: 'miss', detail: 'the direction is zero: no ray' };
  }
  if (result.kind === 'miss') {
    const reason = result.reason ?? 'beside';
    return { kind: `miss: ${reason}`, tone: 'miss', detail: REASON_WORDS[reason] };
  }
  const distance = formatNumber(result.distance ?? 0);
  const s = formatNumber(result.s ?? 0);
  const where =
    (result.collinear ? ', collinear' : '') +
    (result.distance === 0
      ? ': the origin lies on the segment'
      : result.collinear
        ? ': the nearer end'
        : '');
  return { kind: 'hit', tone: 'contact', detail: `at distance ${distance}, s = ${s}${where}` };
}

/** The unit direction d̂ and the normal n̂ (d̂ turned a quarter turn counter-clockwise). */
export function rayFrame(direction: Point): { readonly along: Point; readonly across: Point } {
  const length = Math.hypot(direction.x, direction.y) || 1;
  const along = point(direction.x / length, direction.y / length);
  return { along, across: point(-along.y, along.x) };
}

/**
 * The seed's similar triangles: the distance b1 + (b2 − b1)·|c1|/(|c1| + |c2|) at which a–b's
 * line crosses the ray's line, and the ratio itself; null when c1 = c2 = 0 (collinear: no
 * triangles). Defined whenever c1 and c2 are not both zero, even where the core reports a miss.
 */
export function similarTriangles(
  p: RaySegmentProjections,
): { readonly ratio: number; readonly distance: number } | null {
  const sum = Math.abs(p.c1) + Math.abs(p.c2);
  if (p.kind !== 'projections' || sum === 0) return null;
  const ratio = Math.abs(p.c1) / sum;
  return { ratio, distance: p.b1 + (p.b2 - p.b1) * ratio };
}

/**
 * Where the lines cross, o + λ·d (the cross-product form's λ); null when they are parallel. The
 * figure marks it on a miss too (behind the origin, or beside the segment).
 */
export function crossingPoint(input: RaySegmentInput): Point | null {
  const { lambda } = crossForm(input);
  if (lambda === null) return null;
  const { origin, direction } = input;
  return point(origin.x + lambda * direction.x, origin.y + lambda * direction.y);
}

/**
 * The cross-product form: the lines cross at o + λ·d with λ = cross(a − o, b − a)/cross(d, b − a),
 * two signed parallelogram areas on the base b − a; λ is null when the lines are parallel. On
 * snapped input both areas are exact integers, so λ is one correctly rounded division.
 */
export function crossForm(input: RaySegmentInput): {
  readonly numerator: number;
  readonly denominator: number;
  readonly lambda: number | null;
} {
  const { origin: o, direction: d, a, b } = input;
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const numerator = (a.x - o.x) * ey - (a.y - o.y) * ex;
  const denominator = d.x * ey - d.y * ex;
  return { numerator, denominator, lambda: denominator === 0 ? null : numerator / denominator };
}

/**
 * The ray read as one step of a moving point from o to o + d (DOOMolish's "case 4"): the ray's
 * hit counts when it lies within the step, λ ≤ 1. λ is the cross-product form's for a crossing,
 * or dot(d, point − o)/dot(d, d) for a hit on the ray's line (its point is an endpoint or the
 * origin exactly); on snapped input either is one rounding of an exact ratio, so λ ≤ 1 is exact.
 * The case is `hit`, `miss:beyond-step` (the hit lies past o + d) or the ray's own miss; t = λ.
 */
export function stepReading(
  input: RaySegmentInput,
  result: RaySegmentResult,
): { readonly caseId: string; readonly t?: number } {
  if (result.kind !== 'hit' || result.point === undefined) {
    return { caseId: result.reason === undefined ? result.kind : `miss:${result.reason}` };
  }
  const { origin, direction } = input;
  const crossing = crossForm(input).lambda;
  const t =
    result.distance === 0
      ? 0
      : !result.collinear && crossing !== null
        ? crossing
        : (direction.x * (result.point.x - origin.x) + direction.y * (result.point.y - origin.y)) /
          (direction.x * direction.x + direction.y * direction.y);
  return t <= 1 ? { caseId: 'hit', t } : { caseId: 'miss:beyond-step', t };
}
