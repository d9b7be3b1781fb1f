/**
 * What the sphere-vs-sphere figure shows besides the core's answer, as pure functions: the case
 * label's words and the construction — d, x along the centre line, the circle's radius ρ, and
 * the Gram–Schmidt vectors u and v (circleBasis, the function the core exports for drawing).
 */
import { circleBasis, type SpheresInput, type SpheresResult } from '../../geometry';
import { formatNumber, point3, type CaseLabelProps, type Point3 } from '../../kit';

/** One colour per part, the same in the scene, the number line, the table and the article. */
export const SPHERE_A = 'var(--fig-blue)';
export const SPHERE_B = 'var(--fig-vermillion)';
export const CIRCLE = 'var(--fig-green)';
/** x, from c1 along the centre line to the circle's plane. */
export const X_COLOR = 'var(--fig-orange)';
/** The normal and the two vectors that draw the circle. */
export const BASIS = 'var(--fig-purple)';

const shown = (value: number) => formatNumber(value, 3);

/** d and the two bounds it is compared with: |r1 − r2| and r1 + r2. */
export function distances({ a, b }: SpheresInput) {
  const d = Math.hypot(b.center.x - a.center.x, b.center.y - a.center.y, b.center.z - a.center.z);
  return { d, inner: Math.abs(a.radius - b.radius), outer: a.radius + b.radius };
}

export function describeCase(input: SpheresInput, result: SpheresResult): CaseLabelProps {
  const { d, inner, outer } = distances(input);
  const [dd, ii, oo] = [d, inner, outer].map(shown);
  switch (result.kind) {
    case 'invalid-input':
      return { kind: 'invalid input', tone: 'miss', detail: 'a negative radius is no sphere' };
    case 'coincident':
      return { kind: 'coincident', tone: 'neutral', detail: 'every point is shared: no circle' };
    case 'separate':
      return { kind: 'separate', tone: 'miss', detail: `d = ${dd} > r1 + r2 = ${oo}` };
    case 'contained':
      return { kind: 'contained', tone: 'miss', detail: `d = ${dd} < |r1 − r2| = ${ii}` };
    case 'external-tangent':
      return { kind: 'external tangent', tone: 'contact', detail: `d = r1 + r2 = ${oo}` };
    case 'internal-tangent':
      return { kind: 'internal tangent', tone: 'contact', detail: `d = |r1 − r2| = ${ii}` };
    case 'circle':
      return {
        kind: 'circle',
        tone: 'contact',
        detail: `${ii} < d = ${dd} < ${oo}: radius ${shown(result.radius ?? NaN)}`,
      };
  }
}

/** from + k·v. */
export const along = (from: Point3, v: Point3, k: number) =>
  point3(from.x + k * v.x, from.y + k * v.y, from.z + k * v.z);

/**
 * The circle (or tangent point) and what draws it: x, the signed distance from c1 to its plane
 * along the normal; u and v from Gram–Schmidt; q = centre + ρ·u, the triangle's third corner
 * (|q − c1| = r1, |q − c2| = r2). Null when the kind has no circle.
 */
export function construction({ a }: SpheresInput, result: SpheresResult) {
  const { center, radius, normal } = result;
  if (center === undefined || radius === undefined || normal === undefined) return null;
  const x =
    (center.x - a.center.x) * normal.x +
    (center.y - a.center.y) * normal.y +
    (center.z - a.center.z) * normal.z;
  const { u, v } = circleBasis(normal);
  return { center, radius, normal, x, u, v, q: along(center, u, radius) };
}
