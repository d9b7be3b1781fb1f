/**
 * Exact reference for intersectRaySegment (test-only), written straight from algorithms.md §4 in
 * rational arithmetic: solve o + λ·d = a + s·(b − a) by Cramer's rule, then read the cases in the
 * spec's order. It shares no code with the production file (which decides by side tests and
 * reports the point by interpolating on the segment), so agreement means something.
 * Distances are λ·|d|; λ is exact, |d| the only rounded factor.
 */

import { R, Rational } from './rational';

type RationalPoint = { x: Rational; y: Rational };

export type RaySegmentReference = {
  kind: 'hit' | 'miss';
  reason?: 'parallel' | 'beside' | 'behind';
  /** Distance in units of |d| (the exact ray parameter of the hit). */
  lambda?: Rational;
  point?: RationalPoint;
  s?: Rational;
  collinear: boolean;
};

export type PlainRayInput = {
  origin: { x: number; y: number };
  direction: { x: number; y: number };
  a: { x: number; y: number };
  b: { x: number; y: number };
};

const cross = (ux: Rational, uy: Rational, vx: Rational, vy: Rational) =>
  ux.mul(vy).sub(uy.mul(vx));
const dot = (ux: Rational, uy: Rational, vx: Rational, vy: Rational) => ux.mul(vx).add(uy.mul(vy));

/** Requires a valid input (finite numbers, d ≠ 0). */
export function intersectRaySegmentReference(input: PlainRayInput): RaySegmentReference {
  const ox = R(input.origin.x);
  const oy = R(input.origin.y);
  const dx = R(input.direction.x);
  const dy = R(input.direction.y);
  const ax = R(input.a.x);
  const ay = R(input.a.y);
  const bx = R(input.b.x);
  const by = R(input.b.y);
  const lengthSquared = dot(dx, dy, dx, dy);
  const aox = ax.sub(ox);
  const aoy = ay.sub(oy);
  const box = bx.sub(ox);
  const boy = by.sub(oy);
  const abx = bx.sub(ax);
  const aby = by.sub(ay);
  const pointAt = (lambda: Rational): RationalPoint => ({
    x: ox.add(lambda.mul(dx)),
    y: oy.add(lambda.mul(dy)),
  });

  const offsetA = cross(dx, dy, aox, aoy); // |d|·c1
  if (abx.isZero() && aby.isZero()) {
    if (!offsetA.isZero()) return { kind: 'miss', reason: 'parallel', collinear: false };
    const lambda = dot(dx, dy, aox, aoy).div(lengthSquared);
    if (lambda.sign() < 0) return { kind: 'miss', reason: 'behind', collinear: true };
    return { kind: 'hit', lambda, point: pointAt(lambda), s: Rational.zero, collinear: true };
  }

  const denominator = cross(dx, dy, abx, aby);
  if (denominator.isZero()) {
    if (!offsetA.isZero()) return { kind: 'miss', reason: 'parallel', collinear: false };
    // Collinear: ray parameters of both ends.
    const lambdaA = dot(dx, dy, aox, aoy).div(lengthSquared);
    const lambdaB = dot(dx, dy, box, boy).div(lengthSquared);
    if (lambdaA.sign() < 0 && lambdaB.sign() < 0) {
      return { kind: 'miss', reason: 'behind', collinear: true };
    }
    if (lambdaA.sign() * lambdaB.sign() <= 0) {
      // The origin lies on the segment: s solves λ(s) = 0 along a→b.
      const s = lambdaA.neg().div(lambdaB.sub(lambdaA));
      return {
        kind: 'hit',
        lambda: Rational.zero,
        point: pointAt(Rational.zero),
        s,
        collinear: true,
      };
    }
    const aNearer = lambdaA.lt(lambdaB);
    const lambda = aNearer ? lambdaA : lambdaB;
    const s = aNearer ? Rational.zero : Rational.one;
    return { kind: 'hit', lambda, point: pointAt(lambda), s, collinear: true };
  }

  // o + λ·d = a + s·(b − a):  λ = cross(a − o, b − a)/cross(d, b − a),
  //                           s = cross(a − o, d)/cross(d, b − a).
  const lambda = cross(aox, aoy, abx, aby).div(denominator);
  const s = cross(aox, aoy, dx, dy).div(denominator);
  if (s.sign() < 0 || s.gt(Rational.one))
    return { kind: 'miss', reason: 'beside', collinear: false };
  if (lambda.sign() < 0) return { kind: 'miss', reason: 'behind', collinear: false };
  return { kind: 'hit', lambda, point: pointAt(lambda), s, collinear: false };
}
