/**
 * Exact reference for `intersectSegmentSphere`, from the spec's definitions in rational
 * arithmetic: the line from + t·d meets the ball where A·t² + B·t + C ≤ 0 (A = d·d, B = 2f·d,
 * C = f·f − r²); its roots are kept as exact surds (`exactQuadraticRoots`) and compared with 0 and
 * 1 exactly; the kind follows the Liang–Barsky table from the endpoints' membership and the roots.
 * Test-only; expects valid input. Also exports `approximateSqrt`, a 128-bit square root used to
 * turn exact surds into doubles without cancellation.
 */

import { Rational, R, exactQuadraticRoots, type QuadraticSurd } from './rational';
import { bigintSqrt } from '../filter';

type Point = { readonly x: number; readonly y: number; readonly z: number };

export type SegmentSphereReference = {
  kind: 'inside' | 'enters' | 'exits' | 'crosses' | 'outside';
  reason?: 'line-misses' | 'ahead' | 'behind' | 'point';
  tEnter?: number;
  tExit?: number;
  enter?: number[];
  exit?: number[];
  touches: boolean;
  foot: number[];
  distance: number;
};

export function intersectSegmentSphereReference(input: {
  from: Point;
  to: Point;
  center: Point;
  radius: number;
}): SegmentSphereReference {
  const from = [R(input.from.x), R(input.from.y), R(input.from.z)];
  const to = [R(input.to.x), R(input.to.y), R(input.to.z)];
  const center = [R(input.center.x), R(input.center.y), R(input.center.z)];
  const rr = R(input.radius).mul(R(input.radius));
  const d = to.map((value, i) => value.sub(from[i]!));
  const f = from.map((value, i) => value.sub(center[i]!));
  const g = to.map((value, i) => value.sub(center[i]!));
  const a = dot(d, d);
  const b = Rational.of(2).mul(dot(f, d));
  const c = dot(f, f).sub(rr);
  const startIn = c.sign() <= 0;
  const endIn = dot(g, g).sub(rr).sign() <= 0;

  if (a.isZero()) {
    const foot = from.map((value) => value.toNumber());
    const distance = approximateSqrt(dot(f, f)).toNumber();
    return startIn
      ? { kind: 'inside', touches: false, foot, distance }
      : { kind: 'outside', reason: 'point', touches: false, foot, distance };
  }

  // Foot of the centre: u = −(f·d)/A; n² = |f|² − (f·d)²/A.
  const u = dot(f, d).neg().div(a);
  const foot = from.map((value, i) => value.add(u.mul(d[i]!)).toNumber());
  const distanceSquared = dot(f, f).sub(dot(f, d).mul(dot(f, d)).div(a));
  const distance = approximateSqrt(distanceSquared).toNumber();

  const roots = exactQuadraticRoots(a, b, c);
  if (roots === 'all' || roots.length === 0) {
    return { kind: 'outside', reason: 'line-misses', touches: false, foot, distance };
  }
  const enterRoot = roots[0]!;
  const exitRoot = roots[roots.length - 1]!;
  const zero = Rational.zero;
  const one = Rational.one;
  const onSegment = (root: QuadraticSurd) => root.compareTo(zero) >= 0 && root.compareTo(one) <= 0;

  let kind: SegmentSphereReference['kind'];
  let reason: SegmentSphereReference['reason'];
  if (startIn && endIn) kind = 'inside';
  else if (startIn) kind = 'exits';
  else if (endIn) kind = 'enters';
  else if (enterRoot.compareTo(one) > 0) [kind, reason] = ['outside', 'ahead'];
  else if (exitRoot.compareTo(zero) < 0) [kind, reason] = ['outside', 'behind'];
  else kind = 'crosses';

  const tEnter = surdToNumber(enterRoot);
  const tExit = surdToNumber(exitRoot);
  const pointAt = (root: QuadraticSurd) => {
    const t = surdToRational(root);
    return from.map((value, i) => value.add(t.mul(d[i]!)).toNumber());
  };
  const result: SegmentSphereReference = {
    kind,
    tEnter,
    tExit,
    touches: roots.length === 1 && kind !== 'outside',
    foot,
    distance,
  };
  if (reason !== undefined) result.reason = reason;
  if (onSegment(enterRoot)) result.enter = pointAt(enterRoot);
  if (onSegment(exitRoot)) result.exit = pointAt(exitRoot);
  return result;
}

function dot(a: Rational[], b: Rational[]): Rational {
  return a.reduce((sum, value, i) => sum.add(value.mul(b[i]!)), Rational.zero);
}

const PRECISION_BITS = 128n;

/** √x for a rational x ≥ 0, to a relative precision of about 2^-128, as a rational. */
export function approximateSqrt(x: Rational): Rational {
  if (x.sign() <= 0) return Rational.zero;
  // √(n/m) = √(n·m)/m, scaled by 2^128 for precision.
  const scaled = (x.num * x.den) << (2n * PRECISION_BITS);
  return Rational.of(bigintSqrt(scaled), x.den << PRECISION_BITS);
}

/** The surd (p + k√d)/q as a rational approximation good to about 2^-128 of |p| + √d. */
export function surdToRational(root: QuadraticSurd): Rational {
  const sqrt = approximateSqrt(root.d);
  return root.p.add(Rational.of(root.k).mul(sqrt)).div(root.q);
}

export function surdToNumber(root: QuadraticSurd): number {
  return surdToRational(root).toNumber();
}
