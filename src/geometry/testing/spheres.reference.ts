/**
 * Exact reference for `intersectSpheres`, from the spec's definitions in rational arithmetic:
 * compare d² with (r1 + r2)² and (r1 − r2)² in the spec's order; the plane sits at
 * x/d = (d² − r2² + r1²)/(2d²) along c2 − c1, the circle's radius² is r1² − x².
 * Test-only; expects valid input.
 */

import { Rational, R } from './rational';
import { approximateSqrt } from './segment-sphere.reference';

type Sphere = { readonly center: { x: number; y: number; z: number }; readonly radius: number };

export type SpheresReference = {
  kind:
    'separate' | 'contained' | 'external-tangent' | 'internal-tangent' | 'coincident' | 'circle';
  center?: number[];
  radius?: number;
  normal?: number[];
};

export function intersectSpheresReference(input: { a: Sphere; b: Sphere }): SpheresReference {
  const c1 = [R(input.a.center.x), R(input.a.center.y), R(input.a.center.z)];
  const c2 = [R(input.b.center.x), R(input.b.center.y), R(input.b.center.z)];
  const r1 = R(input.a.radius);
  const r2 = R(input.b.radius);
  const d = c2.map((value, i) => value.sub(c1[i]!));
  const d2 = d.reduce((sum, value) => sum.add(value.mul(value)), Rational.zero);
  const sum = r1.add(r2);
  const difference = r1.sub(r2);
  const outer = d2.compare(sum.mul(sum));
  const inner = d2.compare(difference.mul(difference));

  if (d2.isZero() && r1.eq(r2)) return { kind: 'coincident' };
  if (outer > 0) return { kind: 'separate' };
  let kind: SpheresReference['kind'];
  if (outer === 0) kind = 'external-tangent';
  else if (inner < 0) return { kind: 'contained' };
  else if (inner === 0) kind = 'internal-tangent';
  else kind = 'circle';

  const ratio = d2.add(r1.mul(r1)).sub(r2.mul(r2)).div(Rational.of(2).mul(d2));
  const center = c1.map((value, i) => value.add(ratio.mul(d[i]!)).toNumber());
  // r1² − x² with x = ratio·d, so x² = ratio²·d².
  const radiusSquared = r1.mul(r1).sub(ratio.mul(ratio).mul(d2));
  const length = approximateSqrt(d2);
  const normal = d.map((value) => value.div(length).toNumber());
  const radius = kind === 'circle' ? approximateSqrt(radiusSquared).toNumber() : 0;
  if (kind !== 'circle' && !radiusSquared.isZero()) {
    throw new Error('reference: a tangent must have a zero-radius circle');
  }
  return { kind, center, radius, normal };
}
