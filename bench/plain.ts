/**
 * "Our plain floating-point path": straightforward transcriptions of the spec's formulas
 * (/work/shared/spec/algorithms.md) in double precision, with the same input checks and the same
 * result shapes as the geometry core but WITHOUT error filters or exact BigInt fallbacks. The
 * benchmark times each core function against its transcription here: the ratio exact/plain is
 * the price of exactness. These functions are deliberately naive about rounding (that is the
 * point); they are not used anywhere else.
 */
import type {
  CirclePointInput,
  CircleSegmentInput,
  CirclesInput,
  ClipInput,
  ClipResult,
  ProjectionInput,
  ProjectionResult,
  QuadraticResult,
  RaySegmentInput,
  RaySegmentResult,
  SegmentSphereInput,
  SegmentSphereResult,
  SpheresInput,
  SpheresResult,
  SweepInput,
  SweepResult,
  TimeOfImpact,
  Vec2,
  Vec3,
} from './types';

const clean = (value: number): number => (value === 0 ? 0 : value);
const v2 = (x: number, y: number): Vec2 => ({ x: clean(x), y: clean(y) });
const v3 = (x: number, y: number, z: number): Vec3 => ({ x: clean(x), y: clean(y), z: clean(z) });
const ok = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const ok2 = (a: Vec2 | undefined): boolean =>
  typeof a === 'object' && a !== null && ok(a.x) && ok(a.y);
const ok3 = (a: Vec3 | undefined): boolean =>
  typeof a === 'object' && a !== null && ok(a.x) && ok(a.y) && ok(a.z);

// ---------------------------------------------------------------------------------------------
// 1. Quadratic (spec §1): q = −(b + sign(b)·√D)/2, roots q/a and c/q.

export function plainSolveQuadratic(a: number, b: number, c: number): QuadraticResult {
  if (!ok(a) || !ok(b) || !ok(c)) return { kind: 'invalid-input', roots: [] };
  if (a === 0) {
    if (b !== 0) return { kind: 'one', roots: [clean(-c / b)] };
    return c === 0 ? { kind: 'all', roots: [] } : { kind: 'none', roots: [] };
  }
  const discriminant = b * b - 4 * a * c;
  if (discriminant < 0) return { kind: 'none', roots: [] };
  if (discriminant === 0) return { kind: 'double', roots: [clean(-b / (2 * a))] };
  const q = -(b + (b < 0 ? -1 : 1) * Math.sqrt(discriminant)) / 2;
  const r1 = q / a;
  const r2 = c / q;
  return { kind: 'two', roots: r1 < r2 ? [clean(r1), clean(r2)] : [clean(r2), clean(r1)] };
}

// ---------------------------------------------------------------------------------------------
// 2. Moving segment vs moving point (spec §2), cross(u(t), w(t)) = 0.

export function plainSweepSegmentPoint(input: SweepInput): SweepResult {
  const { p0, p1, q0, q1, c0, c1 } = input;
  const empty = { a: 0, b: 0, c: 0 };
  if (!ok2(p0) || !ok2(p1) || !ok2(q0) || !ok2(q1) || !ok2(c0) || !ok2(c1)) {
    return { kind: 'invalid-input', hits: [], intervals: [], coefficients: empty };
  }
  // u(t) = C(t) − P(t), w(t) = Q(t) − P(t).
  const u0x = c0.x - p0.x;
  const u0y = c0.y - p0.y;
  const u1x = c1.x - c0.x - (p1.x - p0.x);
  const u1y = c1.y - c0.y - (p1.y - p0.y);
  const w0x = q0.x - p0.x;
  const w0y = q0.y - p0.y;
  const w1x = q1.x - q0.x - (p1.x - p0.x);
  const w1y = q1.y - q0.y - (p1.y - p0.y);
  const a = u1x * w1y - u1y * w1x;
  const b = u0x * w1y - u0y * w1x + (u1x * w0y - u1y * w0x);
  const c = u0x * w0y - u0y * w0x;
  const coefficients = { a: clean(a), b: clean(b), c: clean(c) };
  const roots = plainSolveQuadratic(a, b, c);
  if (roots.kind === 'all') {
    // The identically-zero case. Simplified: contact over the instants of a 65-point sample
    // where the point lies within the segment (never reached on random inputs).
    const intervals: { t0: number; t1: number }[] = [];
    let start = -1;
    for (let i = 0; i <= 64; i++) {
      const t = i / 64;
      const ux = u0x + t * u1x;
      const uy = u0y + t * u1y;
      const wx = w0x + t * w1x;
      const wy = w0y + t * w1y;
      const ww = wx * wx + wy * wy;
      const uw = ux * wx + uy * wy;
      const inside = ww === 0 ? ux === 0 && uy === 0 : uw >= 0 && uw <= ww;
      if (inside && start < 0) start = t;
      if (!inside && start >= 0) {
        intervals.push({ t0: start, t1: (i - 1) / 64 });
        start = -1;
      }
    }
    if (start >= 0) intervals.push({ t0: start, t1: 1 });
    return intervals.length > 0
      ? { kind: 'contact', hits: [], intervals, coefficients }
      : { kind: 'miss', reason: 'collinear-apart', hits: [], intervals: [], coefficients };
  }
  if (roots.roots.length === 0) {
    return { kind: 'miss', reason: 'no-real-roots', hits: [], intervals: [], coefficients };
  }
  const hits: SweepResult['hits'] = [];
  let anyInStep = false;
  for (const t of roots.roots) {
    if (t < 0 || t > 1) continue;
    anyInStep = true;
    const ux = u0x + t * u1x;
    const uy = u0y + t * u1y;
    const wx = w0x + t * w1x;
    const wy = w0y + t * w1y;
    const ww = wx * wx + wy * wy;
    const tangent = roots.kind === 'double';
    if (ww === 0) {
      if (ux === 0 && uy === 0) hits.push({ t: clean(t), s: 0, tangent: true, degenerate: true });
      continue;
    }
    const s = (ux * wx + uy * wy) / ww;
    if (s >= 0 && s <= 1) hits.push({ t: clean(t), s: clean(s), tangent, degenerate: false });
  }
  if (hits.length > 0) return { kind: 'hit', hits, intervals: [], coefficients };
  return {
    kind: 'miss',
    reason: anyInStep ? 'outside-segment' : 'outside-step',
    hits: [],
    intervals: [],
    coefficients,
  };
}

// ---------------------------------------------------------------------------------------------
// 3. Liang–Barsky (spec §3): p = [−Δx, Δx, −Δy, Δy], q = [x0 − xmin, xmax − x0, y0 − ymin, ymax − y0].

const INVALID_CLIP: ClipResult = {
  kind: 'invalid-input',
  tEnter: 0,
  tExit: 0,
  touches: false,
  alongEdge: false,
};

export function plainClipSegmentRect(input: ClipInput): ClipResult {
  const { p0, p1, rect } = input;
  if (!ok2(p0) || !ok2(p1) || typeof rect !== 'object' || rect === null) return INVALID_CLIP;
  const { xMin, yMin, xMax, yMax } = rect;
  if (!ok(xMin) || !ok(yMin) || !ok(xMax) || !ok(yMax) || xMin > xMax || yMin > yMax) {
    return INVALID_CLIP;
  }
  const x0 = p0.x;
  const y0 = p0.y;
  const dx = p1.x - x0;
  const dy = p1.y - y0;
  if (dx === 0 && dy === 0) {
    const inside = x0 >= xMin && x0 <= xMax && y0 >= yMin && y0 <= yMax;
    return inside
      ? { kind: 'inside', tEnter: 0, tExit: 1, touches: false, alongEdge: false }
      : { kind: 'outside', reason: 'point', tEnter: 0, tExit: 1, touches: false, alongEdge: false };
  }
  let tEnter = -Infinity;
  let tExit = Infinity;
  let parallelOutside = false;
  // Left (p = −Δx, q = x0 − xmin) and right (p = Δx, q = xmax − x0).
  if (dx === 0) {
    if (x0 - xMin < 0 || xMax - x0 < 0) parallelOutside = true;
  } else if (dx > 0) {
    tEnter = Math.max(tEnter, (x0 - xMin) / -dx);
    tExit = Math.min(tExit, (xMax - x0) / dx);
  } else {
    tExit = Math.min(tExit, (x0 - xMin) / -dx);
    tEnter = Math.max(tEnter, (xMax - x0) / dx);
  }
  // Bottom (p = −Δy, q = y0 − ymin) and top (p = Δy, q = ymax − y0).
  if (dy === 0) {
    if (y0 - yMin < 0 || yMax - y0 < 0) parallelOutside = true;
  } else if (dy > 0) {
    tEnter = Math.max(tEnter, (y0 - yMin) / -dy);
    tExit = Math.min(tExit, (yMax - y0) / dy);
  } else {
    tExit = Math.min(tExit, (y0 - yMin) / -dy);
    tEnter = Math.max(tEnter, (yMax - y0) / dy);
  }
  const reason: ClipResult['reason'] = parallelOutside
    ? 'parallel'
    : tEnter > tExit
      ? 'line-misses'
      : tEnter > 1
        ? 'ahead'
        : tExit < 0
          ? 'behind'
          : undefined;
  if (reason !== undefined) {
    return {
      kind: 'outside',
      reason,
      tEnter: clean(tEnter),
      tExit: clean(tExit),
      touches: false,
      alongEdge: false,
    };
  }
  const touches = tEnter === tExit;
  const startsInside = tEnter <= 0;
  const endsInside = tExit >= 1;
  // A common part of positive length lying in the boundary.
  const alongEdge =
    (startsInside ? 0 : tEnter) < (endsInside ? 1 : tExit) &&
    ((dy === 0 && (y0 === yMin || y0 === yMax)) || (dx === 0 && (x0 === xMin || x0 === xMax)));
  const te = clean(tEnter);
  const tx = clean(tExit);
  if (startsInside && endsInside)
    return { kind: 'inside', tEnter: te, tExit: tx, touches, alongEdge };
  if (startsInside) {
    return {
      kind: 'exits',
      tEnter: te,
      tExit: tx,
      exit: v2(x0 + tExit * dx, y0 + tExit * dy),
      touches,
      alongEdge,
    };
  }
  if (endsInside) {
    return {
      kind: 'enters',
      tEnter: te,
      tExit: tx,
      enter: v2(x0 + tEnter * dx, y0 + tEnter * dy),
      touches,
      alongEdge,
    };
  }
  return {
    kind: 'crosses',
    tEnter: te,
    tExit: tx,
    enter: v2(x0 + tEnter * dx, y0 + tEnter * dy),
    exit: v2(x0 + tExit * dx, y0 + tExit * dy),
    touches,
    alongEdge,
  };
}

// ---------------------------------------------------------------------------------------------
// 4. Ray vs segment (spec §4), the cross-product form: λ = cross(A − O, B − A)/cross(D, B − A).

export function plainIntersectRaySegment(input: RaySegmentInput): RaySegmentResult {
  const { origin: o, direction: d, a, b } = input;
  if (!ok2(o) || !ok2(d) || !ok2(a) || !ok2(b) || (d.x === 0 && d.y === 0)) {
    return { kind: 'invalid-input', collinear: false };
  }
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const ax = a.x - o.x;
  const ay = a.y - o.y;
  const denominator = d.x * ey - d.y * ex;
  const lambdaNumerator = ax * ey - ay * ex;
  const dLength = Math.hypot(d.x, d.y);
  if (denominator === 0) {
    // Parallel lines, or a zero-length segment.
    const aOffLine = ax * d.y - ay * d.x !== 0;
    if (lambdaNumerator !== 0 || aOffLine)
      return { kind: 'miss', reason: 'parallel', collinear: false };
    const ta = ax * d.x + ay * d.y; // projections on D, scaled by |D|
    const tb = (b.x - o.x) * d.x + (b.y - o.y) * d.y;
    if (ta < 0 && tb < 0) return { kind: 'miss', reason: 'behind', collinear: true };
    if ((ta <= 0 && tb >= 0) || (tb <= 0 && ta >= 0)) {
      const ee = ex * ex + ey * ey;
      const s = ee === 0 ? 0 : (-ax * ex - ay * ey) / ee;
      return { kind: 'hit', distance: 0, point: v2(o.x, o.y), s: clean(s), collinear: true };
    }
    const nearA = ta <= tb;
    return {
      kind: 'hit',
      distance: clean((nearA ? ta : tb) / dLength),
      point: nearA ? v2(a.x, a.y) : v2(b.x, b.y),
      s: nearA ? 0 : 1,
      collinear: true,
    };
  }
  const lambda = lambdaNumerator / denominator;
  const s = (ax * d.y - ay * d.x) / denominator;
  if (s < 0 || s > 1) return { kind: 'miss', reason: 'beside', collinear: false };
  if (lambda < 0) return { kind: 'miss', reason: 'behind', collinear: false };
  return {
    kind: 'hit',
    distance: clean(lambda * dLength),
    point: v2(o.x + lambda * d.x, o.y + lambda * d.y),
    s: clean(s),
    collinear: false,
  };
}

// ---------------------------------------------------------------------------------------------
// 5. Moving circle time of impact (spec §5).

type ContactStart = { kind: 'hit' | 'penetrating'; point: Vec2; normal: Vec2 } | 'separating';

/** Earliest root in [0, 1] of |p + t·v − q|² = r², or −1: the point case of the spec. */
function earliestPointRoot(
  px: number,
  py: number,
  vx: number,
  vy: number,
  qx: number,
  qy: number,
  r: number,
): number {
  const fx = px - qx;
  const fy = py - qy;
  const a = vx * vx + vy * vy;
  const b = 2 * (vx * fx + vy * fy);
  const c = fx * fx + fy * fy - r * r;
  if (a === 0 || b >= 0) return -1; // not approaching
  const discriminant = b * b - 4 * a * c;
  if (discriminant < 0) return -1;
  const q = -(b - Math.sqrt(discriminant)) / 2; // b < 0: q > 0, the smaller root is c/q
  const t = c / q;
  return t >= 0 && t <= 1 ? t : -1;
}

function unitOr(x: number, y: number, fallbackX: number, fallbackY: number): Vec2 {
  const length = Math.hypot(x, y);
  if (length > 0) return v2(x / length, y / length);
  const fallback = Math.hypot(fallbackX, fallbackY);
  return v2(fallbackX / fallback, fallbackY / fallback);
}

function startContact(
  px: number,
  py: number,
  vx: number,
  vy: number,
  qx: number,
  qy: number,
  r: number,
): ContactStart | null {
  const fx = px - qx;
  const fy = py - qy;
  const distanceSquared = fx * fx + fy * fy;
  if (distanceSquared > r * r) return null;
  if (fx * vx + fy * vy >= 0) return 'separating';
  return {
    kind: distanceSquared < r * r ? 'penetrating' : 'hit',
    point: v2(qx, qy),
    normal: unitOr(fx, fy, -vx, -vy),
  };
}

export function plainTimeOfImpactCirclePoint(input: CirclePointInput): TimeOfImpact {
  const { center: p, radius: r, velocity: v, point: q } = input;
  if (!ok2(p) || !ok2(v) || !ok2(q) || !ok(r) || r < 0) return { kind: 'invalid-input' };
  // The core's documented order: zero motion first, then the start-of-step rule.
  if (v.x === 0 && v.y === 0) return { kind: 'miss', reason: 'no-motion' };
  const start = startContact(p.x, p.y, v.x, v.y, q.x, q.y, r);
  if (start === 'separating') return { kind: 'miss', reason: 'separating' };
  if (start !== null) return { kind: start.kind, t: 0, point: start.point, normal: start.normal };
  const t = earliestPointRoot(p.x, p.y, v.x, v.y, q.x, q.y, r);
  if (t < 0) return { kind: 'miss', reason: 'no-contact' };
  const cx = p.x + t * v.x;
  const cy = p.y + t * v.y;
  return {
    kind: 'hit',
    t: clean(t),
    point: v2(q.x, q.y),
    normal: unitOr(cx - q.x, cy - q.y, -v.x, -v.y),
  };
}

export function plainTimeOfImpactCircleSegment(input: CircleSegmentInput): TimeOfImpact {
  const { center: p, radius: r, velocity: v, a, b } = input;
  if (!ok2(p) || !ok2(v) || !ok2(a) || !ok2(b) || !ok(r) || r < 0) return { kind: 'invalid-input' };
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const lengthSquared = ex * ex + ey * ey;
  if (lengthSquared === 0) {
    const hit = plainTimeOfImpactCirclePoint({ center: p, radius: r, velocity: v, point: a });
    return hit.kind === 'hit' || hit.kind === 'penetrating' ? { ...hit, feature: 'cap-a' } : hit;
  }
  if (v.x === 0 && v.y === 0) return { kind: 'miss', reason: 'no-motion' };
  // Start: the segment's point closest to the centre.
  const projection = (p.x - a.x) * ex + (p.y - a.y) * ey;
  const s0 = Math.min(1, Math.max(0, projection / lengthSquared));
  const start = startContact(p.x, p.y, v.x, v.y, a.x + s0 * ex, a.y + s0 * ey, r);
  if (start === 'separating') return { kind: 'miss', reason: 'separating' };
  // The core's tie rule: a foot exactly on an endpoint is that cap only when it arrives from beyond.
  const along = v.x * ex + v.y * ey;
  if (start !== null) {
    const feature =
      projection < 0 || (projection === 0 && along > 0)
        ? 'cap-a'
        : projection > lengthSquared || (projection === lengthSquared && along < 0)
          ? 'cap-b'
          : 'side';
    return { kind: start.kind, t: 0, point: start.point, normal: start.normal, feature };
  }
  // Sides: (cross(e, p − a) + t·cross(e, v))² = r²·|e|², with the foot inside [a, b].
  let best = 2;
  let feature: 'side' | 'cap-a' | 'cap-b' = 'side';
  const cross0 = ex * (p.y - a.y) - ey * (p.x - a.x);
  const crossV = ex * v.y - ey * v.x;
  const sides = plainSolveQuadratic(
    crossV * crossV,
    2 * cross0 * crossV,
    cross0 * cross0 - r * r * lengthSquared,
  );
  for (const t of sides.roots) {
    if (t < 0 || t > 1 || t >= best) continue;
    const s = ((p.x + t * v.x - a.x) * ex + (p.y + t * v.y - a.y) * ey) / lengthSquared;
    if (s >= 0 && s <= 1) best = t;
  }
  // On a tie with the side (contact exactly above an endpoint) the cap wins only when the
  // centre's foot arrives from beyond that endpoint.
  const capA = earliestPointRoot(p.x, p.y, v.x, v.y, a.x, a.y, r);
  if (capA >= 0 && (capA < best || (capA === best && along > 0))) {
    best = capA;
    feature = 'cap-a';
  }
  const capB = earliestPointRoot(p.x, p.y, v.x, v.y, b.x, b.y, r);
  if (capB >= 0 && (capB < best || (capB === best && along < 0))) {
    best = capB;
    feature = 'cap-b';
  }
  if (best > 1) return { kind: 'miss', reason: 'no-contact' };
  const cx = p.x + best * v.x;
  const cy = p.y + best * v.y;
  let qx = a.x;
  let qy = a.y;
  if (feature === 'cap-b') {
    qx = b.x;
    qy = b.y;
  } else if (feature === 'side') {
    const s = ((cx - a.x) * ex + (cy - a.y) * ey) / lengthSquared;
    qx = a.x + s * ex;
    qy = a.y + s * ey;
  }
  // Radius 0 on a side: the normal on the side the centre came from.
  const side = cross0 > 0 ? 1 : -1;
  const fallbackX = feature === 'side' ? -ey * side : -v.x;
  const fallbackY = feature === 'side' ? ex * side : -v.y;
  return {
    kind: 'hit',
    t: clean(best),
    point: v2(qx, qy),
    normal: unitOr(cx - qx, cy - qy, fallbackX, fallbackY),
    feature,
  };
}

export function plainTimeOfImpactCircles(input: CirclesInput): TimeOfImpact {
  const { a, b } = input;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    return { kind: 'invalid-input' };
  }
  if (!ok2(a.center) || !ok2(a.velocity) || !ok(a.radius) || a.radius < 0)
    return { kind: 'invalid-input' };
  if (!ok2(b.center) || !ok2(b.velocity) || !ok(b.radius) || b.radius < 0)
    return { kind: 'invalid-input' };
  const relative = v2(a.velocity.x - b.velocity.x, a.velocity.y - b.velocity.y);
  const hit = plainTimeOfImpactCirclePoint({
    center: a.center,
    radius: a.radius + b.radius,
    velocity: relative,
    point: b.center,
  });
  if ((hit.kind !== 'hit' && hit.kind !== 'penetrating') || hit.t === undefined || !hit.normal)
    return hit;
  const t = hit.t;
  const n = hit.normal;
  const point = v2(
    b.center.x + t * b.velocity.x + b.radius * n.x,
    b.center.y + t * b.velocity.y + b.radius * n.y,
  );
  return { kind: hit.kind, t, point, normal: n };
}

// ---------------------------------------------------------------------------------------------
// 6. Projection on a line, segment vs sphere, sphere vs sphere (spec §6).

export function plainProjectPointOnLine<V extends Vec2 | Vec3>(
  input: ProjectionInput<V>,
): ProjectionResult<V> {
  const { point: p, s, t } = input;
  if ('z' in p) {
    const p3 = p as Vec3;
    const s3 = s as Vec3;
    const t3 = t as Vec3;
    if (!ok3(p3) || !ok3(s3) || !ok3(t3)) {
      const zero = v3(0, 0, 0) as V;
      return { kind: 'invalid-input', u: 0, foot: zero, closest: zero };
    }
    const dx = t3.x - s3.x;
    const dy = t3.y - s3.y;
    const dz = t3.z - s3.z;
    const lengthSquared = dx * dx + dy * dy + dz * dz;
    if (lengthSquared === 0) {
      const foot = v3(s3.x, s3.y, s3.z) as V;
      return { kind: 'degenerate', u: 0, foot, closest: foot };
    }
    const u = ((p3.x - s3.x) * dx + (p3.y - s3.y) * dy + (p3.z - s3.z) * dz) / lengthSquared;
    const foot = v3(s3.x + u * dx, s3.y + u * dy, s3.z + u * dz) as V;
    if (u < 0) return { kind: 'before', u: clean(u), foot, closest: v3(s3.x, s3.y, s3.z) as V };
    if (u > 1) return { kind: 'after', u: clean(u), foot, closest: v3(t3.x, t3.y, t3.z) as V };
    return { kind: 'on-segment', u: clean(u), foot, closest: foot };
  }
  if (!ok2(p) || !ok2(s) || !ok2(t)) {
    const zero = v2(0, 0) as V;
    return { kind: 'invalid-input', u: 0, foot: zero, closest: zero };
  }
  const dx = t.x - s.x;
  const dy = t.y - s.y;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) {
    const foot = v2(s.x, s.y) as V;
    return { kind: 'degenerate', u: 0, foot, closest: foot };
  }
  const u = ((p.x - s.x) * dx + (p.y - s.y) * dy) / lengthSquared;
  const foot = v2(s.x + u * dx, s.y + u * dy) as V;
  if (u < 0) return { kind: 'before', u: clean(u), foot, closest: v2(s.x, s.y) as V };
  if (u > 1) return { kind: 'after', u: clean(u), foot, closest: v2(t.x, t.y) as V };
  return { kind: 'on-segment', u: clean(u), foot, closest: foot };
}

export function plainIntersectSegmentSphere(input: SegmentSphereInput): SegmentSphereResult {
  const { from, to, center, radius } = input;
  if (!ok3(from) || !ok3(to) || !ok3(center) || !ok(radius) || radius < 0) {
    return { kind: 'invalid-input', touches: false, foot: v3(0, 0, 0), distance: 0 };
  }
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const dz = to.z - from.z;
  const lengthSquared = dx * dx + dy * dy + dz * dz;
  const fx = center.x - from.x;
  const fy = center.y - from.y;
  const fz = center.z - from.z;
  if (lengthSquared === 0) {
    const distance = Math.hypot(fx, fy, fz);
    const foot = v3(from.x, from.y, from.z);
    return distance <= radius
      ? { kind: 'inside', touches: false, foot, distance }
      : { kind: 'outside', reason: 'point', touches: false, foot, distance };
  }
  // Foot of the centre on the line, its distance n, then l = √(r² − n²) along the unit direction.
  const u = (fx * dx + fy * dy + fz * dz) / lengthSquared;
  const foot = v3(from.x + u * dx, from.y + u * dy, from.z + u * dz);
  const distance = Math.hypot(center.x - foot.x, center.y - foot.y, center.z - foot.z);
  if (distance > radius)
    return { kind: 'outside', reason: 'line-misses', touches: false, foot, distance };
  const halfChord = Math.sqrt(radius * radius - distance * distance) / Math.sqrt(lengthSquared);
  const tEnter = clean(u - halfChord);
  const tExit = clean(u + halfChord);
  const d = clean(distance);
  if (tEnter > 1)
    return { kind: 'outside', reason: 'ahead', tEnter, tExit, touches: false, foot, distance: d };
  if (tExit < 0)
    return { kind: 'outside', reason: 'behind', tEnter, tExit, touches: false, foot, distance: d };
  const touches = distance === radius;
  const startsInside = tEnter <= 0;
  const endsInside = tExit >= 1;
  if (startsInside && endsInside)
    return { kind: 'inside', tEnter, tExit, touches, foot, distance: d };
  const exit = v3(from.x + tExit * dx, from.y + tExit * dy, from.z + tExit * dz);
  if (startsInside) return { kind: 'exits', tEnter, tExit, exit, touches, foot, distance: d };
  const enter = v3(from.x + tEnter * dx, from.y + tEnter * dy, from.z + tEnter * dz);
  if (endsInside) return { kind: 'enters', tEnter, tExit, enter, touches, foot, distance: d };
  return { kind: 'crosses', tEnter, tExit, enter, exit, touches, foot, distance: d };
}

export function plainIntersectSpheres(input: SpheresInput): SpheresResult {
  const { a, b } = input;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    return { kind: 'invalid-input' };
  }
  if (
    !ok3(a.center) ||
    !ok3(b.center) ||
    !ok(a.radius) ||
    !ok(b.radius) ||
    a.radius < 0 ||
    b.radius < 0
  ) {
    return { kind: 'invalid-input' };
  }
  const dx = b.center.x - a.center.x;
  const dy = b.center.y - a.center.y;
  const dz = b.center.z - a.center.z;
  const d = Math.hypot(dx, dy, dz);
  const r1 = a.radius;
  const r2 = b.radius;
  if (d === 0 && r1 === r2) return { kind: 'coincident' };
  if (d > r1 + r2) return { kind: 'separate' };
  if (d === 0) return { kind: 'contained' };
  const normal = v3(dx / d, dy / d, dz / d);
  if (d === r1 + r2) {
    return {
      kind: 'external-tangent',
      center: v3(
        a.center.x + (r1 * dx) / d,
        a.center.y + (r1 * dy) / d,
        a.center.z + (r1 * dz) / d,
      ),
      radius: 0,
      normal,
    };
  }
  if (d < Math.abs(r1 - r2)) return { kind: 'contained' };
  const x = (d * d - r2 * r2 + r1 * r1) / (2 * d);
  const center = v3(
    a.center.x + (x * dx) / d,
    a.center.y + (x * dy) / d,
    a.center.z + (x * dz) / d,
  );
  if (d === Math.abs(r1 - r2)) return { kind: 'internal-tangent', center, radius: 0, normal };
  return { kind: 'circle', center, radius: Math.sqrt(Math.max(0, r1 * r1 - x * x)), normal };
}
