/**
 * Exact referees for settling disagreements, in BigInt rational arithmetic on the exact values of
 * the input doubles (src/geometry/testing/rational.ts). Written for the benchmark straight from
 * the spec's math, independently of the production code. Irrational roots are kept as surds;
 * where two surds with different radicands must be ordered (earliest of several candidate
 * impact times) they are compared through 256-bit approximations, which decides every case
 * except an exact tie — and a tie has the same t either way.
 */
import {
  Rational,
  R,
  QuadraticSurd,
  exactQuadraticRoots,
} from '../../src/geometry/testing/rational';
import type { Vec2, Vec3 } from '../types';
import { bigintSqrt } from '../../src/geometry/filter';

const ZERO = Rational.zero;
const ONE = Rational.one;
const TWO = Rational.of(2n);

// ---------------------------------------------------------------------------------------------
// High-precision numerics for surds.

const PRECISION_BITS = 256n;

/** √r to 256 fractional bits (rounded down), as a rational. */
export function sqrtApprox(r: Rational): Rational {
  if (r.sign() <= 0) return ZERO;
  // √(n/d) = √(n·d)/d.
  const scaled = (r.num * r.den) << (2n * PRECISION_BITS);
  return Rational.of(bigintSqrt(scaled), r.den << PRECISION_BITS);
}

/** A surd's value to ~256 bits, as a rational (ordering and reporting). */
export function surdApprox(s: QuadraticSurd): Rational {
  const root = s.k === 0 ? ZERO : sqrtApprox(s.d);
  const withRoot = s.k === 1 ? s.p.add(root) : s.k === -1 ? s.p.sub(root) : s.p;
  return withRoot.div(s.q);
}

export const surdToNumber = (s: QuadraticSurd): number => surdApprox(s).toNumber();

const min = (a: Rational, b: Rational): Rational => (a.lt(b) ? a : b);
const max = (a: Rational, b: Rational): Rational => (a.gt(b) ? a : b);

// ---------------------------------------------------------------------------------------------
// Segment vs closed rectangle (Liang–Barsky, spec §3).

export type ExactClip = {
  kind: 'inside' | 'enters' | 'exits' | 'crosses' | 'outside';
  reason?: 'parallel' | 'line-misses' | 'ahead' | 'behind' | 'point';
  touches: boolean;
  alongEdge: boolean;
  /** The part of the segment in the rectangle, when there is one. */
  piece?: { a: Vec2; b: Vec2 };
};

export function exactClip(
  p0: Vec2,
  p1: Vec2,
  rect: { xMin: number; yMin: number; xMax: number; yMax: number },
  /** Alternative convention: a segment parallel to an edge and ON it counts as outside. */
  openParallelEdges = false,
): ExactClip {
  const x0 = R(p0.x);
  const y0 = R(p0.y);
  const dx = R(p1.x).sub(x0);
  const dy = R(p1.y).sub(y0);
  const xMin = R(rect.xMin);
  const xMax = R(rect.xMax);
  const yMin = R(rect.yMin);
  const yMax = R(rect.yMax);
  if (dx.isZero() && dy.isZero()) {
    const inside = x0.ge(xMin) && x0.le(xMax) && y0.ge(yMin) && y0.le(yMax);
    return inside
      ? { kind: 'inside', touches: false, alongEdge: false, piece: { a: p0, b: p0 } }
      : { kind: 'outside', reason: 'point', touches: false, alongEdge: false };
  }
  let enter: Rational | null = null; // −∞
  let exit: Rational | null = null; // +∞
  let parallelOutside = false;
  const edges: [Rational, Rational][] = [
    [dx.neg(), x0.sub(xMin)],
    [dx, xMax.sub(x0)],
    [dy.neg(), y0.sub(yMin)],
    [dy, yMax.sub(y0)],
  ];
  for (const [p, q] of edges) {
    if (p.isZero()) {
      if (q.sign() < 0 || (openParallelEdges && q.isZero())) parallelOutside = true;
      continue;
    }
    const ratio = q.div(p);
    if (p.sign() < 0) enter = enter === null ? ratio : max(enter, ratio);
    else exit = exit === null ? ratio : min(exit, ratio);
  }
  const out = (reason: NonNullable<ExactClip['reason']>): ExactClip => ({
    kind: 'outside',
    reason,
    touches: false,
    alongEdge: false,
  });
  if (parallelOutside) return out('parallel');
  if (enter !== null && exit !== null && enter.gt(exit)) return out('line-misses');
  if (enter !== null && enter.gt(ONE)) return out('ahead');
  if (exit !== null && exit.sign() < 0) return out('behind');
  const touches = enter !== null && exit !== null && enter.eq(exit);
  const startsInside = enter === null || enter.sign() <= 0;
  const endsInside = exit === null || exit.ge(ONE);
  // A common part of positive length in the boundary: on an edge's line, and the clipped piece
  // [max(tEnter, 0), min(tExit, 1)] is not a single point.
  const pieceStart = startsInside ? ZERO : enter!;
  const pieceEnd = endsInside ? ONE : exit!;
  const alongEdge =
    pieceStart.lt(pieceEnd) &&
    ((dy.isZero() && (y0.eq(yMin) || y0.eq(yMax))) ||
      (dx.isZero() && (x0.eq(xMin) || x0.eq(xMax))));
  const at = (t: Rational): Vec2 => ({
    x: x0.add(t.mul(dx)).toNumber(),
    y: y0.add(t.mul(dy)).toNumber(),
  });
  const a = startsInside ? p0 : at(enter!);
  const b = endsInside ? p1 : at(exit!);
  const kind = startsInside ? (endsInside ? 'inside' : 'exits') : endsInside ? 'enters' : 'crosses';
  return { kind, touches, alongEdge, piece: { a, b } };
}

// ---------------------------------------------------------------------------------------------
// Ray vs segment (spec §4).

export type ExactRaySegment = {
  kind: 'hit' | 'miss';
  reason?: 'parallel' | 'beside' | 'behind';
  collinear: boolean;
  distance?: number;
  point?: Vec2;
  s?: number;
};

export function exactRaySegment(o: Vec2, d: Vec2, a: Vec2, b: Vec2): ExactRaySegment {
  const ox = R(o.x);
  const oy = R(o.y);
  const dx = R(d.x);
  const dy = R(d.y);
  const ax = R(a.x).sub(ox); // A − O
  const ay = R(a.y).sub(oy);
  const bx = R(b.x).sub(ox);
  const by = R(b.y).sub(oy);
  const ex = bx.sub(ax);
  const ey = by.sub(ay);
  const cross = (ux: Rational, uy: Rational, vx: Rational, vy: Rational) =>
    ux.mul(vy).sub(uy.mul(vx));
  const dot = (ux: Rational, uy: Rational, vx: Rational, vy: Rational) =>
    ux.mul(vx).add(uy.mul(vy));
  const dLength = Math.hypot(d.x, d.y);
  const denominator = cross(dx, dy, ex, ey);
  if (denominator.isZero()) {
    // Parallel (or a point segment): collinear iff A lies on the ray's line.
    if (!cross(ax, ay, dx, dy).isZero())
      return { kind: 'miss', reason: 'parallel', collinear: false };
    const ta = dot(ax, ay, dx, dy);
    const tb = dot(bx, by, dx, dy);
    if (ta.sign() < 0 && tb.sign() < 0) return { kind: 'miss', reason: 'behind', collinear: true };
    if ((ta.sign() <= 0 && tb.sign() >= 0) || (tb.sign() <= 0 && ta.sign() >= 0)) {
      const ee = dot(ex, ey, ex, ey);
      const s = ee.isZero() ? ZERO : dot(ax.neg(), ay.neg(), ex, ey).div(ee);
      return { kind: 'hit', collinear: true, distance: 0, point: o, s: s.toNumber() };
    }
    const nearA = ta.le(tb);
    const t = nearA ? ta : tb;
    return {
      kind: 'hit',
      collinear: true,
      distance: t.div(dot(dx, dy, dx, dy)).toNumber() * dLength,
      point: nearA ? a : b,
      s: nearA ? 0 : 1,
    };
  }
  const lambda = cross(ax, ay, ex, ey).div(denominator);
  const s = cross(ax, ay, dx, dy).div(denominator);
  if (s.sign() < 0 || s.gt(ONE)) return { kind: 'miss', reason: 'beside', collinear: false };
  if (lambda.sign() < 0) return { kind: 'miss', reason: 'behind', collinear: false };
  return {
    kind: 'hit',
    collinear: false,
    distance: lambda.toNumber() * dLength,
    point: { x: ox.add(lambda.mul(dx)).toNumber(), y: oy.add(lambda.mul(dy)).toNumber() },
    s: s.toNumber(),
  };
}

// ---------------------------------------------------------------------------------------------
// Segment from→to vs sphere (spec §6): |from + t·d − c|² = r².

export type ExactSegmentSphere = {
  kind: 'inside' | 'enters' | 'exits' | 'crosses' | 'outside';
  reason?: 'line-misses' | 'ahead' | 'behind' | 'point';
  touches: boolean;
  tEnter?: number;
  tExit?: number;
  /** The ray reading (three's Ray): first surface point at t ≥ 0 along from→to. */
  rayHit: boolean;
  rayT?: number;
  rayPoint?: Vec3;
};

export function exactSegmentSphere(
  from: Vec3,
  to: Vec3,
  center: Vec3,
  radius: number,
): ExactSegmentSphere {
  return exactLineSphere(
    from,
    [R(to.x).sub(R(from.x)), R(to.y).sub(R(from.y)), R(to.z).sub(R(from.z))],
    center,
    radius,
    false,
  );
}

/**
 * The ray from `origin` along `direction` (t in units of it, unbounded above) vs the closed ball:
 * the segment's cases with the far end at infinity (never `inside`, `enters` or `ahead`).
 */
export function exactRaySphere(
  origin: Vec3,
  direction: Vec3,
  center: Vec3,
  radius: number,
): ExactSegmentSphere {
  return exactLineSphere(
    origin,
    [R(direction.x), R(direction.y), R(direction.z)],
    center,
    radius,
    true,
  );
}

function exactLineSphere(
  from: Vec3,
  [dx, dy, dz]: Rational[],
  center: Vec3,
  radius: number,
  ray: boolean,
): ExactSegmentSphere {
  const fx = R(from.x).sub(R(center.x));
  const fy = R(from.y).sub(R(center.y));
  const fz = R(from.z).sub(R(center.z));
  const r = R(radius);
  const a = dx!.mul(dx!).add(dy!.mul(dy!)).add(dz!.mul(dz!));
  const b = TWO.mul(dx!.mul(fx).add(dy!.mul(fy)).add(dz!.mul(fz)));
  const c = fx.mul(fx).add(fy.mul(fy)).add(fz.mul(fz)).sub(r.mul(r));
  if (a.isZero()) {
    const inside = c.sign() <= 0;
    return inside
      ? { kind: 'inside', touches: false, rayHit: true, rayT: 0, rayPoint: from }
      : { kind: 'outside', reason: 'point', touches: false, rayHit: false };
  }
  const roots = exactQuadraticRoots(a, b, c);
  if (roots === 'all' || roots.length === 0) {
    return { kind: 'outside', reason: 'line-misses', touches: false, rayHit: false };
  }
  const enter = roots[0]!;
  const exit = roots[roots.length - 1]!;
  const tEnter = surdToNumber(enter);
  const tExit = surdToNumber(exit);
  const at = (s: QuadraticSurd): Vec3 => {
    const t = surdApprox(s);
    return {
      x: R(from.x).add(t.mul(dx!)).toNumber(),
      y: R(from.y).add(t.mul(dy!)).toNumber(),
      z: R(from.z).add(t.mul(dz!)).toNumber(),
    };
  };
  const rayRoot = exit.compareTo(ZERO) < 0 ? null : enter.compareTo(ZERO) >= 0 ? enter : exit;
  const rayAnswer = rayRoot
    ? { rayHit: true, rayT: surdToNumber(rayRoot), rayPoint: at(rayRoot) }
    : { rayHit: false };
  const touches = roots.length === 1;
  if (!ray && enter.compareTo(ONE) > 0)
    return { kind: 'outside', reason: 'ahead', touches: false, tEnter, tExit, ...rayAnswer };
  if (exit.compareTo(ZERO) < 0)
    return { kind: 'outside', reason: 'behind', touches: false, tEnter, tExit, ...rayAnswer };
  const startsInside = enter.compareTo(ZERO) <= 0;
  const endsInside = !ray && exit.compareTo(ONE) >= 0;
  const kind = startsInside ? (endsInside ? 'inside' : 'exits') : endsInside ? 'enters' : 'crosses';
  return { kind, touches, tEnter, tExit, ...rayAnswer };
}

// ---------------------------------------------------------------------------------------------
// Moving circle time of impact (spec §5).

export type ExactToi = {
  kind: 'hit' | 'penetrating' | 'miss';
  reason?: 'separating' | 'no-motion' | 'no-contact';
  t?: number;
  /** t as a 256-bit rational, for ordering candidates. */
  tExact?: Rational;
  feature?: 'side' | 'cap-a' | 'cap-b';
  /** For a 'separating' miss: did it start exactly touching (distance = r), and sliding (d/dt = 0)? */
  touchingStart?: boolean;
  sliding?: boolean;
  /** For a 'no-motion' miss: does it start touching or overlapping? */
  startsInContact?: boolean;
};

type RVec = { x: Rational; y: Rational };
const rv = (v: Vec2): RVec => ({ x: R(v.x), y: R(v.y) });
const rsub = (a: RVec, b: RVec): RVec => ({ x: a.x.sub(b.x), y: a.y.sub(b.y) });
const rdot = (a: RVec, b: RVec): Rational => a.x.mul(b.x).add(a.y.mul(b.y));
const rcross = (a: RVec, b: RVec): Rational => a.x.mul(b.y).sub(a.y.mul(b.x));

/** Earliest approaching root in [0, 1] of |f + t·v|² = r² (f = centre − point), start outside. */
function earliestPointContact(f: RVec, v: RVec, r: Rational): QuadraticSurd | null {
  const a = rdot(v, v);
  const b = TWO.mul(rdot(v, f));
  const c = rdot(f, f).sub(r.mul(r));
  if (a.isZero() || b.sign() >= 0) return null;
  const roots = exactQuadraticRoots(a, b, c);
  if (roots === 'all' || roots.length === 0) return null;
  const first = roots[0]!;
  return first.compareTo(ZERO) >= 0 && first.compareTo(ONE) <= 0 ? first : null;
}

/** Start-of-step rule: distance ≤ r → t = 0 if shrinking, else 'separating'; null: apart. */
function startRule(offset: RVec, v: RVec, r: Rational): ExactToi | null {
  const distanceSquared = rdot(offset, offset);
  const r2 = r.mul(r);
  if (distanceSquared.gt(r2)) return null;
  const approach = rdot(offset, v).sign();
  if (approach < 0) {
    return { kind: distanceSquared.lt(r2) ? 'penetrating' : 'hit', t: 0, tExact: ZERO };
  }
  return {
    kind: 'miss',
    reason: 'separating',
    touchingStart: distanceSquared.eq(r2),
    sliding: approach === 0,
  };
}

export function exactToiPointR(p: RVec, r: Rational, v: RVec, q: RVec): ExactToi {
  const f = rsub(p, q);
  // Zero motion first: the spec leaves the order open; the core documents "no-motion, checked first".
  if (v.x.isZero() && v.y.isZero())
    return { kind: 'miss', reason: 'no-motion', startsInContact: rdot(f, f).le(r.mul(r)) };
  const start = startRule(f, v, r);
  if (start) return start;
  const root = earliestPointContact(f, v, r);
  if (!root) return { kind: 'miss', reason: 'no-contact' };
  const tExact = surdApprox(root);
  return { kind: 'hit', t: tExact.toNumber(), tExact };
}

export function exactToiPoint(center: Vec2, radius: number, velocity: Vec2, point: Vec2): ExactToi {
  return exactToiPointR(rv(center), R(radius), rv(velocity), rv(point));
}

export function exactToiCircles(
  a: { center: Vec2; radius: number; velocity: Vec2 },
  b: { center: Vec2; radius: number; velocity: Vec2 },
): ExactToi {
  return exactToiPointR(
    rv(a.center),
    R(a.radius).add(R(b.radius)),
    rsub(rv(a.velocity), rv(b.velocity)),
    rv(b.center),
  );
}

export function exactToiSegment(
  center: Vec2,
  radius: number,
  velocity: Vec2,
  a: Vec2,
  b: Vec2,
): ExactToi {
  const p = rv(center);
  const v = rv(velocity);
  const ra = rv(a);
  const rb = rv(b);
  const r = R(radius);
  const e = rsub(rb, ra);
  const lengthSquared = rdot(e, e);
  if (lengthSquared.isZero()) {
    const hit = exactToiPointR(p, r, v, ra);
    return hit.kind === 'miss' ? hit : { ...hit, feature: 'cap-a' };
  }
  // Start of the step: the closest point of the segment.
  const projection = rdot(rsub(p, ra), e);
  const s0 =
    projection.sign() <= 0
      ? ZERO
      : projection.ge(lengthSquared)
        ? ONE
        : projection.div(lengthSquared);
  const closest = { x: ra.x.add(s0.mul(e.x)), y: ra.y.add(s0.mul(e.y)) };
  if (v.x.isZero() && v.y.isZero()) {
    const offset = rsub(p, closest);
    return {
      kind: 'miss',
      reason: 'no-motion',
      startsInContact: rdot(offset, offset).le(r.mul(r)),
    };
  }
  const start = startRule(rsub(p, closest), v, r);
  if (start) {
    if (start.kind === 'miss') return start;
    // The foot strictly beyond an endpoint: that cap. Exactly on an endpoint: the core's tie rule
    // (the cap only when the foot arrives from beyond that endpoint, moving towards the interior).
    const along = rdot(v, e).sign();
    const feature =
      projection.sign() < 0 || (projection.isZero() && along > 0)
        ? 'cap-a'
        : projection.gt(lengthSquared) || (projection.eq(lengthSquared) && along < 0)
          ? 'cap-b'
          : 'side';
    return { ...start, feature };
  }
  const candidates: { t: Rational; feature: 'side' | 'cap-a' | 'cap-b' }[] = [];
  // Sides: cross(e, p − a) + t·cross(e, v) = ±r·|e|, i.e. t = (−k ± √(r²·L))/m.
  const k = rcross(e, rsub(p, ra));
  const m = rcross(e, v);
  if (!m.isZero() && r.sign() >= 0) {
    const radicand = r.mul(r).mul(lengthSquared);
    const branches: (-1 | 1)[] = radicand.isZero() ? [1] : [-1, 1];
    for (const branch of branches) {
      const root = new QuadraticSurd(k.neg(), radicand.isZero() ? 0 : branch, radicand, m);
      if (root.compareTo(ZERO) < 0 || root.compareTo(ONE) > 0) continue;
      // Foot within [a, b]: 0 ≤ dot(p + t·v − a, e) ≤ L, linear in t.
      const vOnE = rdot(v, e);
      if (root.signOf([vOnE, projection]) < 0) continue;
      if (root.signOf([vOnE.neg(), lengthSquared.sub(projection)]) < 0) continue;
      candidates.push({ t: surdApprox(root), feature: 'side' });
    }
  }
  const capA = earliestPointContact(rsub(p, ra), v, r);
  if (capA) candidates.push({ t: surdApprox(capA), feature: 'cap-a' });
  const capB = earliestPointContact(rsub(p, rb), v, r);
  if (capB) candidates.push({ t: surdApprox(capB), feature: 'cap-b' });
  if (candidates.length === 0) return { kind: 'miss', reason: 'no-contact' };
  let best = candidates[0]!;
  for (const candidate of candidates) if (candidate.t.lt(best.t)) best = candidate;
  // A side root and a cap root at the same instant: the contact is exactly above an endpoint.
  // The core's documented rule: the cap if the centre's foot came from beyond that endpoint
  // (moving along e towards it), else the side. Ties are judged on 256-bit approximations.
  const tie = Rational.of(1n, 1n << 200n);
  const tied = candidates.filter((candidate) => candidate.t.sub(best.t).abs().le(tie));
  const side = tied.find((candidate) => candidate.feature === 'side');
  const cap = tied.find((candidate) => candidate.feature !== 'side');
  if (side && cap) {
    const along = rdot(v, e).sign();
    const fromBeyond = cap.feature === 'cap-a' ? along > 0 : along < 0;
    best = fromBeyond ? cap : side;
  }
  return { kind: 'hit', t: best.t.toNumber(), tExact: best.t, feature: best.feature };
}

// ---------------------------------------------------------------------------------------------
// Moving segment vs moving point (spec §2).

export type ExactSweep = {
  kind: 'hit' | 'contact' | 'miss';
  reason?: 'no-real-roots' | 'outside-step' | 'outside-segment' | 'collinear-apart';
  hits: { t: number; s: number; tangent: boolean; degenerate: boolean }[];
  /** For the identically-zero case: whether there is contact (interval details not refereed). */
  intervals: number;
};

/** Polynomial (highest degree first) at a rational point. */
function evaluate(polynomial: readonly Rational[], t: Rational): Rational {
  let value = ZERO;
  for (const coefficient of polynomial) value = value.mul(t).add(coefficient);
  return value;
}

/** Product of two linear polynomials [a1, a0]·[b1, b0]. */
const times = (a: Rational[], b: Rational[]): Rational[] => [
  a[0]!.mul(b[0]!),
  a[0]!.mul(b[1]!).add(a[1]!.mul(b[0]!)),
  a[1]!.mul(b[1]!),
];
const plus = (a: Rational[], b: Rational[]): Rational[] => a.map((value, i) => value.add(b[i]!));
const minus = (a: Rational[], b: Rational[]): Rational[] => a.map((value, i) => value.sub(b[i]!));

/** A point of [0, 1] where a condition can be evaluated exactly: a rational or a surd root. */
type Instant = { approx: Rational; sign: (polynomial: Rational[]) => -1 | 0 | 1 };
const rationalInstant = (t: Rational): Instant => ({
  approx: t,
  sign: (p) => evaluate(p, t).sign(),
});
const surdInstant = (s: QuadraticSurd): Instant => ({
  approx: surdApprox(s),
  sign: (p) => s.signOf(p),
});

function rootsInStep(polynomial: Rational[]): Instant[] {
  const [a, b, c] = polynomial.length === 3 ? polynomial : [ZERO, ...polynomial];
  const roots = exactQuadraticRoots(a!, b!, c!);
  if (roots === 'all') return [];
  return roots
    .filter((root) => root.compareTo(ZERO) >= 0 && root.compareTo(ONE) <= 0)
    .map(surdInstant);
}

export function exactSweep(input: {
  p0: Vec2;
  p1: Vec2;
  q0: Vec2;
  q1: Vec2;
  c0: Vec2;
  c1: Vec2;
}): ExactSweep {
  const p0 = rv(input.p0),
    p1 = rv(input.p1),
    q0 = rv(input.q0),
    q1 = rv(input.q1),
    c0 = rv(input.c0),
    c1 = rv(input.c1);
  const pv = rsub(p1, p0);
  const u0 = rsub(c0, p0);
  const u1 = rsub(rsub(c1, c0), pv);
  const w0 = rsub(q0, p0);
  const w1 = rsub(rsub(q1, q0), pv);
  // Linear polynomials [slope, value at 0] of the components of u(t) and w(t).
  const ux = [u1.x, u0.x],
    uy = [u1.y, u0.y],
    wx = [w1.x, w0.x],
    wy = [w1.y, w0.y];
  const crossPoly = minus(times(ux, wy), times(uy, wx));
  const uw = plus(times(ux, wx), times(uy, wy));
  const ww = plus(times(wx, wx), times(wy, wy));
  const beyond = minus(ww, uw);
  const zero = (p: Rational[]) => p.every((c) => c.isZero());
  const onSegmentAt = (instant: Instant): boolean => {
    const wVanishes = instant.sign(wx) === 0 && instant.sign(wy) === 0;
    if (wVanishes) return instant.sign(ux) === 0 && instant.sign(uy) === 0;
    return instant.sign(uw) >= 0 && instant.sign(beyond) >= 0;
  };
  if (zero(crossPoly)) {
    // Identically zero: is the contact set non-empty? Check the ends, every root of the
    // conditions' polynomials and a rational point between consecutive ones.
    const instants: Instant[] = [rationalInstant(ZERO), rationalInstant(ONE)];
    for (const p of [uw, beyond, [ZERO, ...wx], [ZERO, ...wy], [ZERO, ...ux], [ZERO, ...uy]]) {
      if (!zero(p)) instants.push(...rootsInStep(p));
    }
    instants.sort((x, y) => x.approx.compare(y.approx));
    const between: Instant[] = [];
    for (let i = 0; i + 1 < instants.length; i++) {
      between.push(rationalInstant(instants[i]!.approx.add(instants[i + 1]!.approx).div(TWO)));
    }
    const contact = [...instants, ...between].some(onSegmentAt);
    return contact
      ? { kind: 'contact', hits: [], intervals: 1 }
      : { kind: 'miss', reason: 'collinear-apart', hits: [], intervals: 0 };
  }
  const [a, b, c] = crossPoly as [Rational, Rational, Rational];
  const roots = exactQuadraticRoots(a, b, c);
  if (roots === 'all' || roots.length === 0)
    return { kind: 'miss', reason: 'no-real-roots', hits: [], intervals: 0 };
  const tangent = !a.isZero() && roots.length === 1;
  const hits: ExactSweep['hits'] = [];
  let inStep = false;
  for (const root of roots) {
    if (root.compareTo(ZERO) < 0 || root.compareTo(ONE) > 0) continue;
    inStep = true;
    const instant = surdInstant(root);
    if (!onSegmentAt(instant)) continue;
    const degenerate = instant.sign(wx) === 0 && instant.sign(wy) === 0;
    const t = instant.approx;
    const s = degenerate ? 0 : evaluate(uw, t).div(evaluate(ww, t)).toNumber();
    hits.push({ t: t.toNumber(), s, tangent: tangent || degenerate, degenerate });
  }
  if (hits.length > 0) return { kind: 'hit', hits, intervals: 0 };
  return {
    kind: 'miss',
    reason: inStep ? 'outside-segment' : 'outside-step',
    hits: [],
    intervals: 0,
  };
}
