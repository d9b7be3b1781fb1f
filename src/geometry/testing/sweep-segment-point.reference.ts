/**
 * Exact reference for `sweepSegmentPoint` (test-only), straight from algorithms.md §2 in BigInt
 * rational arithmetic (./rational). Shares no code with the production module:
 * - the coefficients come from the raw input coordinates (exact), not from float vectors;
 * - roots are exact surds from rational.ts; "in [0, 1]" by `compareTo`, signs at a root by
 *   evaluating in Q(√d) (`signOf`), not by reduction modulo the quadratic;
 * - contact intervals: breakpoints are the roots of dot(u, w), dot(w − u, w), |w|² and |u|²
 *   themselves (which must be rational in the identically-zero case — the reference checks
 *   that), not the instants where u, w − u or w vanish;
 * - t and s are evaluated from a 256-bit approximation of the root.
 */

import type { SweepInput } from '../sweep-segment-point';
import { exactQuadraticRoots, R, Rational, type QuadraticSurd } from './rational';
import { integerSqrt, rootApproximation, rootValue } from './quadratic.reference';

export type SweepReference = {
  kind: 'hit' | 'contact' | 'miss';
  reason?: 'no-real-roots' | 'outside-step' | 'outside-segment' | 'collinear-apart';
  hits: { t: number; s: number; tangent: boolean; degenerate: boolean }[];
  intervals: { t0: number; t1: number }[];
  coefficients: { a: Rational; b: Rational; c: Rational };
};

/** A vector of exact rationals. */
export type V = { x: Rational; y: Rational };
const sub = (a: V, b: V): V => ({ x: a.x.sub(b.x), y: a.y.sub(b.y) });
const cross = (a: V, b: V) => a.x.mul(b.y).sub(a.y.mul(b.x));
const dot = (a: V, b: V) => a.x.mul(b.x).add(a.y.mul(b.y));
const at = (x0: V, x1: V, t: Rational): V => ({
  x: x0.x.add(t.mul(x1.x)),
  y: x0.y.add(t.mul(x1.y)),
});
const isZero = (v: V) => v.x.isZero() && v.y.isZero();

/** Coefficients [t², t, 1] of dot(a0 + t·a1, b0 + t·b1). */
function dotPolynomial(a0: V, a1: V, b0: V, b1: V): Rational[] {
  return [dot(a1, b1), dot(a0, b1).add(dot(a1, b0)), dot(a0, b0)];
}

function evaluate(poly: Rational[], t: Rational): Rational {
  return poly.reduce((acc, coefficient) => acc.mul(t).add(coefficient), Rational.zero);
}

function isPerfectSquare(n: bigint): boolean {
  if (n < 0n) return false;
  const root = integerSqrt(n);
  return root * root === n;
}

/** A real root known to be rational (d a perfect square) as a Rational. */
function asRational(root: QuadraticSurd): Rational {
  if (root.k === 0 || root.d.isZero()) return root.p.div(root.q);
  if (!isPerfectSquare(root.d.num) || !isPerfectSquare(root.d.den)) {
    throw new Error('reference: irrational breakpoint in the identically-zero case');
  }
  const sqrt = Rational.of(integerSqrt(root.d.num), integerSqrt(root.d.den));
  return root.p.add(Rational.of(root.k).mul(sqrt)).div(root.q);
}

export function sweepSegmentPointReference(input: SweepInput): SweepReference {
  const v = (p: { x: number; y: number }): V => ({ x: R(p.x), y: R(p.y) });
  const [p0, p1, q0, q1, c0, c1] = [input.p0, input.p1, input.q0, input.q1, input.c0, input.c1].map(
    v,
  ) as [V, V, V, V, V, V];
  // u(t) = C(t) − P(t), w(t) = Q(t) − P(t).
  const u0 = sub(c0, p0);
  const u1 = sub(sub(c1, c0), sub(p1, p0));
  const w0 = sub(q0, p0);
  const w1 = sub(sub(q1, q0), sub(p1, p0));
  return sweepReferenceOfMotion(u0, u1, w0, w1);
}

/**
 * The exact answer for given relative motion vectors u(t) = u0 + t·u1 and w(t) = w0 + t·w1: for
 * the vectors a float implementation computed from its input, what it promises to be exact for
 * (the differential script checks non-snapped inputs against this).
 */
export function sweepReferenceOfMotion(u0: V, u1: V, w0: V, w1: V): SweepReference {
  const a = cross(u1, w1);
  const b = cross(u0, w1).add(cross(u1, w0));
  const c = cross(u0, w0);
  const coefficients = { a, b, c };
  const du = dotPolynomial(u0, u1, w0, w1);
  const ww = dotPolynomial(w0, w1, w0, w1);
  const uu = dotPolynomial(u0, u1, u0, u1);
  const dv = ww.map((coefficient, i) => coefficient.sub(du[i]!));

  const roots = exactQuadraticRoots(a, b, c);
  if (roots === 'all') {
    const intervals = contact(u0, u1, w0, w1, [du, dv, ww, uu]);
    return intervals.length > 0
      ? { kind: 'contact', hits: [], intervals, coefficients }
      : { kind: 'miss', reason: 'collinear-apart', hits: [], intervals: [], coefficients };
  }
  if (roots.length === 0)
    return { kind: 'miss', reason: 'no-real-roots', hits: [], intervals: [], coefficients };

  const double = !a.isZero() && roots.length === 1;
  const hits: SweepReference['hits'] = [];
  let inStep = false;
  for (const root of roots) {
    if (root.compareTo(Rational.zero) < 0 || root.compareTo(Rational.one) > 0) continue;
    inStep = true;
    const t = rootValue(root);
    if (root.signOf(ww) === 0) {
      if (root.signOf(uu) === 0) hits.push({ t, s: 0, tangent: double, degenerate: true });
      continue;
    }
    if (root.signOf(du) < 0 || root.signOf(dv) < 0) continue;
    const approx = rootApproximation(root);
    const s = evaluate(du, approx).div(evaluate(ww, approx)).toNumber();
    hits.push({ t, s, tangent: double, degenerate: false });
  }
  if (hits.length > 0) return { kind: 'hit', hits, intervals: [], coefficients };
  return {
    kind: 'miss',
    reason: inStep ? 'outside-segment' : 'outside-step',
    hits: [],
    intervals: [],
    coefficients,
  };
}

function contact(u0: V, u1: V, w0: V, w1: V, polys: Rational[][]) {
  const [du, dv] = polys as [Rational[], Rational[]];
  const inSet = (t: Rational): boolean => {
    const w = at(w0, w1, t);
    if (isZero(w)) return isZero(at(u0, u1, t));
    return evaluate(du, t).sign() >= 0 && evaluate(dv, t).sign() >= 0;
  };
  const points: Rational[] = [Rational.zero, Rational.one];
  for (const poly of polys) {
    const roots = exactQuadraticRoots(poly[0]!, poly[1]!, poly[2]!);
    if (roots === 'all') continue;
    for (const root of roots) {
      const t = asRational(root);
      if (t.gt(Rational.zero) && t.lt(Rational.one) && !points.some((p) => p.eq(t))) points.push(t);
    }
  }
  points.sort((x, y) => x.compare(y));
  // Cells: each point, then the open piece to the next; runs of member cells are the intervals.
  const cells: { lo: Rational; hi: Rational; member: boolean }[] = [];
  points.forEach((point, i) => {
    cells.push({ lo: point, hi: point, member: inSet(point) });
    const next = points[i + 1];
    if (next)
      cells.push({ lo: point, hi: next, member: inSet(point.add(next).div(Rational.of(2n))) });
  });
  const intervals: { t0: number; t1: number }[] = [];
  let run: { lo: Rational; hi: Rational } | undefined;
  for (const cell of cells) {
    if (cell.member) run = run ? { lo: run.lo, hi: cell.hi } : { lo: cell.lo, hi: cell.hi };
    else if (run) {
      intervals.push({ t0: run.lo.toNumber(), t1: run.hi.toNumber() });
      run = undefined;
    }
  }
  if (run) intervals.push({ t0: run.lo.toNumber(), t1: run.hi.toNumber() });
  return intervals;
}
