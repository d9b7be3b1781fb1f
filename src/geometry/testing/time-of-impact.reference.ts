/**
 * TEST-ONLY exact reference for the moving-circle time of impact (algorithms.md §5), written
 * straight from the spec's math in BigInt rationals, independently of ../time-of-impact.ts:
 *
 * - point: the roots of |w + t·v|² = r² (exactQuadraticRoots), earliest in [0, 1];
 * - segment: ALL candidate roots — both roots of the side quadratic
 *   (cross(e, w + t·v))² = r²|e|² whose foot lies on [a, b], and both roots of each cap's point
 *   quadratic — compared exactly as surds; the earliest is the time of impact. (No shortcut: the
 *   production code reasons about strip entry and which cap comes first; this does not.)
 * - the t = 0 rules from the closest point of the segment at t = 0, with rational clamping;
 * - the feature from the exact foot at the contact time, ties resolved by the documented rule
 *   (foot exactly at an endpoint: side unless v·e points the foot there from beyond that end).
 *
 * Reported numbers come from a 96-bit rational approximation of the irrational root, so they are
 * far more accurate than the 1e-12 the tests demand.
 */

import { QuadraticSurd, R, Rational, exactQuadraticRoots, signOfSurdReference } from './rational';

export type ReferenceToi = {
  kind: 'hit' | 'penetrating' | 'miss' | 'invalid-input';
  reason?: 'separating' | 'no-motion' | 'no-contact';
  t?: number;
  point?: { x: number; y: number };
  normal?: { x: number; y: number };
  feature?: 'side' | 'cap-a' | 'cap-b';
};

type P = { x: number; y: number };
type RV = { x: Rational; y: Rational };

const rv = (p: P): RV => ({ x: R(p.x), y: R(p.y) });
const sub = (a: RV, b: RV): RV => ({ x: a.x.sub(b.x), y: a.y.sub(b.y) });
const add = (a: RV, b: RV): RV => ({ x: a.x.add(b.x), y: a.y.add(b.y) });
const scale = (a: RV, k: Rational): RV => ({ x: a.x.mul(k), y: a.y.mul(k) });
const dotR = (a: RV, b: RV): Rational => a.x.mul(b.x).add(a.y.mul(b.y));
const crossR = (a: RV, b: RV): Rational => a.x.mul(b.y).sub(a.y.mul(b.x));
const TWO = Rational.of(2n);

/**
 * Reported numbers are computed from t rounded to a dyadic T·2^-80 in plain BigInt dyadics
 * (m·2^e, no gcd), since sums and products of doubles are dyadic: fast and far more precise
 * than the 1e-12 the tests ask for. Only decisions use the exact surds above.
 */
type Dy = { m: bigint; e: number };
const dyOf = (q: Rational): Dy => ({ m: q.num, e: 1 - q.den.toString(2).length });
const dAdd = (a: Dy, b: Dy): Dy =>
  a.e >= b.e
    ? { m: (a.m << BigInt(a.e - b.e)) + b.m, e: b.e }
    : { m: a.m + (b.m << BigInt(b.e - a.e)), e: a.e };
const dNeg = (a: Dy): Dy => ({ m: -a.m, e: a.e });
const dSub = (a: Dy, b: Dy): Dy => dAdd(a, dNeg(b));
const dMul = (a: Dy, b: Dy): Dy => ({ m: a.m * b.m, e: a.e + b.e });
function dNum(a: Dy): number {
  const bits = (a.m < 0n ? -a.m : a.m).toString(2).length;
  const shift = Math.max(0, bits - 64);
  return Number(a.m >> BigInt(shift)) * 2 ** (a.e + shift) + 0;
}
type DV = { x: Dy; y: Dy };
const dv = (v: RV): DV => ({ x: dyOf(v.x), y: dyOf(v.y) });
const dvAddScaled = (a: DV, b: DV, k: Dy): DV => ({
  x: dAdd(a.x, dMul(b.x, k)),
  y: dAdd(a.y, dMul(b.y, k)),
});
const dvSub = (a: DV, b: DV): DV => ({ x: dSub(a.x, b.x), y: dSub(a.y, b.y) });
function dUnit(v: DV): { x: number; y: number } {
  // Shift both to a common small exponent range before converting, so tiny offsets keep digits.
  const x = dNum(v.x);
  const y = dNum(v.y);
  const largest = Math.max(Math.abs(x), Math.abs(y));
  const length = Math.hypot(x / largest, y / largest);
  return { x: x / largest / length + 0, y: y / largest / length + 0 };
}

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  // Newton from above: start at a power of two that is at least √n.
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/**
 * The surd (p + k√d)/q as T·2^-80 with plain BigInt (no gcd): √d is taken as an integer square
 * root at 2^100 scale, so for t in [0, 1] the error is far below 2^-70.
 */
function approximate(root: QuadraticSurd): Dy {
  const { p, k, d, q } = root;
  const B = 100n;
  // value = (qd/qn)·(pn/pd + k·√(dn·dd)/dd) = qd·(pn·dd·2^B + k·S·pd) / (qn·pd·dd·2^B).
  const S = k === 0 || d.isZero() ? 0n : isqrt((d.num * d.den) << (2n * B));
  const numerator = ((p.num * d.den) << B) + BigInt(k) * S * p.den;
  const denominator = q.num * p.den * d.den;
  return { m: ((q.den * numerator) << 80n) / (denominator << B), e: -80 };
}

/** Sign of x + y√d1 + z√d2 (d1, d2 ≥ 0), by comparing squares twice. */
function signTwoSurds(
  x: Rational,
  y: Rational,
  d1: Rational,
  z: Rational,
  d2: Rational,
): -1 | 0 | 1 {
  const sA = signOfSurdReference(x, y, d1);
  const sB = d2.isZero() ? 0 : z.sign();
  if (sB === 0) return sA;
  if (sA === 0 || sA === sB) return sA === 0 ? sB : sA;
  // |A| vs |B|: A² − B² = x² + y²d1 − z²d2 + 2xy√d1.
  const difference = signOfSurdReference(
    x.mul(x).add(y.mul(y).mul(d1)).sub(z.mul(z).mul(d2)),
    TWO.mul(x).mul(y),
    d1,
  );
  if (difference === 0) return 0;
  return difference > 0 ? sA : sB;
}

/** Sign of s1 − s2 for two quadratic surds. */
function compareRoots(s1: QuadraticSurd, s2: QuadraticSurd): -1 | 0 | 1 {
  const x = s1.p.mul(s2.q).sub(s2.p.mul(s1.q));
  const y = Rational.of(s1.k).mul(s2.q);
  const z = Rational.of(-s2.k).mul(s1.q);
  const sign = signTwoSurds(x, y, s1.d, z, s2.d);
  const qSign = s1.q.sign() * s2.q.sign();
  return (sign * qSign) as -1 | 0 | 1;
}

/** Sign of slope·t + intercept at t = (p + k√d)/q: sign((intercept·q + slope·p) + slope·k·√d)·sign(q). */
function signLinearAt(root: QuadraticSurd, slope: Rational, intercept: Rational): -1 | 0 | 1 {
  const sign = signOfSurdReference(
    intercept.mul(root.q).add(slope.mul(root.p)),
    slope.mul(Rational.of(root.k)),
    root.d,
  );
  return (sign * root.q.sign()) as -1 | 0 | 1;
}

const inStep = (root: QuadraticSurd): boolean =>
  root.compareTo(Rational.zero) >= 0 && root.compareTo(Rational.one) <= 0;

function unitNumber(v: RV): { x: number; y: number } {
  const x = v.x.toNumber();
  const y = v.y.toNumber();
  const length = Math.hypot(x, y);
  return { x: x / length + 0, y: y / length + 0 };
}

const num = (v: RV): { x: number; y: number } => ({ x: v.x.toNumber() + 0, y: v.y.toNumber() + 0 });

function finite(...values: unknown[]): boolean {
  return values.every((value) => typeof value === 'number' && Number.isFinite(value));
}

// ------------------------------------------------------------------------------------------------

type PointSolution =
  | { kind: 'miss'; reason: 'separating' | 'no-motion' | 'no-contact' }
  | { kind: 'hit' | 'penetrating'; root: QuadraticSurd };

const ZERO_ROOT = new QuadraticSurd(Rational.zero, 0, Rational.zero, Rational.one);

/** |w + t·v|² = r²: earliest root in [0, 1] with the t = 0 rules. */
function solvePointReference(w: RV, v: RV, r: Rational): PointSolution {
  const a = dotR(v, v);
  if (a.isZero()) return { kind: 'miss', reason: 'no-motion' };
  const b = TWO.mul(dotR(v, w));
  const c = dotR(w, w).sub(r.mul(r));
  if (c.sign() <= 0) {
    if (b.sign() < 0) return { kind: c.sign() < 0 ? 'penetrating' : 'hit', root: ZERO_ROOT };
    return { kind: 'miss', reason: 'separating' };
  }
  const roots = exactQuadraticRoots(a, b, c);
  if (roots === 'all') return { kind: 'miss', reason: 'no-contact' };
  const first = roots.find(inStep);
  return first === undefined
    ? { kind: 'miss', reason: 'no-contact' }
    : { kind: 'hit', root: first };
}

function pointNormalReference(w: RV, v: RV, r: Rational, t: Dy): { x: number; y: number } {
  if (r.isZero()) return unitNumber(scale(v, Rational.of(-1n)));
  if (t.m === 0n) return unitNumber(w);
  return dUnit(dvAddScaled(dv(w), dv(v), t));
}

export function referenceCirclePoint(input: {
  center: P;
  radius: number;
  velocity: P;
  point: P;
}): ReferenceToi {
  const { center, radius, velocity, point } = input;
  if (!finite(center.x, center.y, radius, velocity.x, velocity.y, point.x, point.y) || radius < 0) {
    return { kind: 'invalid-input' };
  }
  const w = sub(rv(center), rv(point));
  const v = rv(velocity);
  const r = R(radius);
  const solution = solvePointReference(w, v, r);
  if (solution.kind === 'miss') return solution;
  const t = approximate(solution.root);
  return {
    kind: solution.kind,
    t: dNum(t),
    point: { x: point.x + 0, y: point.y + 0 },
    normal: pointNormalReference(w, v, r, t),
  };
}

export function referenceCircles(input: {
  a: { center: P; radius: number; velocity: P };
  b: { center: P; radius: number; velocity: P };
}): ReferenceToi {
  const { a, b } = input;
  if (
    !finite(a.center.x, a.center.y, a.radius, a.velocity.x, a.velocity.y) ||
    !finite(b.center.x, b.center.y, b.radius, b.velocity.x, b.velocity.y) ||
    a.radius < 0 ||
    b.radius < 0
  ) {
    return { kind: 'invalid-input' };
  }
  const w = sub(rv(a.center), rv(b.center));
  const v = sub(rv(a.velocity), rv(b.velocity));
  const rB = R(b.radius);
  const r = R(a.radius).add(rB);
  const solution = solvePointReference(w, v, r);
  if (solution.kind === 'miss') return solution;
  const t = approximate(solution.root);
  const normal = pointNormalReference(w, v, r, t);
  // B(t) + r_B·n. At a contact (distance r) n = (w + t·v)/r exactly; when penetrating at t = 0
  // the normal is w/|w| (irrational), so use the number.
  const T = t;
  const centerB = dvAddScaled(dv(rv(b.center)), dv(rv(b.velocity)), T);
  let point: { x: number; y: number };
  if (solution.kind === 'hit' && !r.isZero()) {
    const direction = dvAddScaled(dv(w), dv(v), T); // length r exactly at contact
    const k = b.radius / r.toNumber();
    point = {
      x: dNum(centerB.x) + k * dNum(direction.x) + 0,
      y: dNum(centerB.y) + k * dNum(direction.y) + 0,
    };
  } else {
    point = {
      x: dNum(centerB.x) + b.radius * normal.x + 0,
      y: dNum(centerB.y) + b.radius * normal.y + 0,
    };
  }
  return { kind: solution.kind, t: dNum(t), point, normal };
}

export function referenceCircleSegment(input: {
  center: P;
  radius: number;
  velocity: P;
  a: P;
  b: P;
}): ReferenceToi {
  const { center, radius, velocity, a, b } = input;
  if (
    !finite(center.x, center.y, radius, velocity.x, velocity.y, a.x, a.y, b.x, b.y) ||
    radius < 0
  ) {
    return { kind: 'invalid-input' };
  }
  const A = rv(a);
  const B = rv(b);
  const p = rv(center);
  const v = rv(velocity);
  const r = R(radius);
  const e = sub(B, A);
  const L2 = dotR(e, e);
  if (L2.isZero()) {
    const result = referenceCirclePoint({ center, radius, velocity, point: a });
    return result.t === undefined ? result : { ...result, feature: 'cap-a' };
  }
  if (dotR(v, v).isZero()) return { kind: 'miss', reason: 'no-motion' };
  const w = sub(p, A);
  const g0 = dotR(w, e);
  const gv = dotR(v, e);
  const h0 = crossR(e, w);
  const hv = crossR(e, v);

  const featureFor = (footFromA: number, footFromB: number): 'side' | 'cap-a' | 'cap-b' => {
    if (footFromA < 0) return 'cap-a';
    if (footFromB > 0) return 'cap-b';
    if (footFromA === 0) return gv.sign() > 0 ? 'cap-a' : 'side';
    if (footFromB === 0) return gv.sign() < 0 ? 'cap-b' : 'side';
    return 'side';
  };
  const sideNormalNumber = (): { x: number; y: number } => {
    const n = unitNumber({ x: e.y.neg(), y: e.x });
    return h0.sign() >= 0 ? n : { x: -n.x + 0, y: -n.y + 0 };
  };

  // t = 0: the closest point of the segment.
  const u = g0.div(L2);
  const uClamped = u.sign() < 0 ? Rational.zero : u.gt(Rational.one) ? Rational.one : u;
  const closest = add(A, scale(e, uClamped));
  const offset = sub(p, closest);
  const gap0 = dotR(offset, offset).sub(r.mul(r));
  if (gap0.sign() <= 0) {
    if (dotR(v, offset).sign() >= 0) return { kind: 'miss', reason: 'separating' };
    return {
      kind: gap0.sign() < 0 ? 'penetrating' : 'hit',
      t: 0,
      point: num(closest),
      normal: unitNumber(offset),
      feature: featureFor(g0.sign(), g0.sub(L2).sign()),
    };
  }

  // Every candidate root in [0, 1].
  const candidates: QuadraticSurd[] = [];
  const side = exactQuadraticRoots(
    hv.mul(hv),
    TWO.mul(h0).mul(hv),
    h0.mul(h0).sub(r.mul(r).mul(L2)),
  );
  if (side !== 'all') {
    for (const root of side) {
      if (!inStep(root)) continue;
      if (signLinearAt(root, gv, g0) >= 0 && signLinearAt(root, gv, g0.sub(L2)) <= 0) {
        candidates.push(root);
      }
    }
  }
  for (const end of [A, B]) {
    const we = sub(p, end);
    const roots = exactQuadraticRoots(dotR(v, v), TWO.mul(dotR(v, we)), dotR(we, we).sub(r.mul(r)));
    if (roots === 'all') continue;
    for (const root of roots) if (inStep(root)) candidates.push(root);
  }
  if (candidates.length === 0) return { kind: 'miss', reason: 'no-contact' };
  let first = candidates[0]!;
  for (const candidate of candidates) if (compareRoots(candidate, first) < 0) first = candidate;

  const footFromA = signLinearAt(first, gv, g0);
  const footFromB = signLinearAt(first, gv, g0.sub(L2));
  const feature = featureFor(footFromA, footFromB);
  const T = approximate(first);
  const centre = dvAddScaled(dv(p), dv(v), T);
  const g = dAdd(dyOf(g0), dMul(dyOf(gv), T));
  const atA = footFromA <= 0;
  const atB = !atA && footFromB >= 0;
  const contact = atA
    ? num(A)
    : atB
      ? num(B)
      : (() => {
          const s = dNum(g) / L2.toNumber();
          return { x: a.x + s * (b.x - a.x) + 0, y: a.y + s * (b.y - a.y) + 0 };
        })();
  let normal: { x: number; y: number };
  if (!r.isZero()) {
    if (atA) normal = dUnit(dvSub(centre, dv(A)));
    else if (atB) normal = dUnit(dvSub(centre, dv(B)));
    else {
      // (centre − a)·|e|² − g·e: the offset from the foot, times |e|² > 0.
      const L = dyOf(L2);
      const rel = dvSub(centre, dv(A));
      const E = dv(e);
      normal = dUnit({
        x: dSub(dMul(rel.x, L), dMul(g, E.x)),
        y: dSub(dMul(rel.y, L), dMul(g, E.y)),
      });
    }
  } else if (feature === 'side') normal = sideNormalNumber();
  else normal = unitNumber(scale(v, Rational.of(-1n)));
  return { kind: 'hit', t: dNum(T), point: contact, normal, feature };
}
