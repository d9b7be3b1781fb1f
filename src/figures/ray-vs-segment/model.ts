/**
 * What the ray figure shows besides the core's answer, as pure functions: the case label's words,
 * the points of the seed's construction (the feet of a and b on the ray's line, where the lines
 * cross), the two derivations' numbers, and the moving-point reading of the ray.
 */
import type { RaySegmentInput, RaySegmentProjections, RaySegmentResult } from '../../geometry';
import { formatNumber, lineCrossing, type CaseLabelProps, type LineCrossing } from '../../kit';

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
 * The cross-product form: the lines cross at o + λ·d with λ = cross(a − o, b − a)/cross(d, b − a),
 * two signed parallelogram areas on the base b − a (`lineCrossing`); no λ and no point when they
 * are parallel. The figure marks the crossing on a miss too (behind the origin, or beside the
 * segment).
 */
export function crossForm(input: RaySegmentInput): LineCrossing {
  return lineCrossing(input.origin, input.direction, input.a, input.b);
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
