/**
 * Projection of a point onto the line through two points, in the plane or in space.
 *
 * Derived in the article 'Projection onto a line', §The dot product as projection (source:
 * "Intersection Testing", the UI-marker example).
 *
 * Conventions:
 * - The line runs from `s` (u = 0) to `t` (u = 1); `u = (p − s)·(t − s) / |t − s|²` is the
 *   position of the foot of the perpendicular from `point` along it, unbounded in both directions.
 * - `foot = s + u·(t − s)` lies on the infinite line; `closest` is the foot clamped to the closed
 *   segment [s, t]: `s` when the point lies before s, `t` when it lies after t.
 * - Kinds: `before` (u < 0), `on-segment` (0 ≤ u ≤ 1, endpoints included), `after` (u > 1),
 *   `degenerate` (s = t: no direction, so u = 0 and foot = closest = s), `invalid-input`.
 * - 2D or 3D: the three points must share one dimension (all with a numeric `z`, or none).
 *   A mix, a missing field or a non-finite coordinate is `invalid-input`, which returns u = 0 and
 *   the origin for foot and closest (3D when `input.point` carries a `z` field, else 2D).
 *
 * Exactness: the kind is the sign of two dot products, (p − s)·(t − s) and (p − t)·(t − s). For
 * coordinates that are integers in [−1024, 1024] (or such integers times one power of two) every
 * difference, product and sum is exact in doubles, so the float sign is the real sign. For any
 * other finite doubles a forward error bound decides (the second sign first as the float
 * (p − s)·(t − s) − |t − s|², which needs no second dot product), and when it cannot, the sign is
 * computed exactly in BigInt (exact.ts). So the kind is exact for every finite input.
 * Numbers: u is one correctly rounded division of exactly computed integers on snapped inputs;
 * elsewhere it is accurate to a few ulps. Differences far outside [2^-480, 2^480] are rescaled by a
 * power of two first; if a true value exceeds the double range it is clamped to ±Number.MAX_VALUE.
 */

import { type Vec2, vec2 } from './vec2';
import { type Vec3, vec3 } from './vec3';
import { exact, exactAdd, exactMul, exactSign, exactSub } from './exact';
import {
  EPSILON,
  binaryExponent,
  filteredSign,
  finiteOrClamp,
  isSmallInteger,
  timesPowerOfTwo,
  type Sign,
} from './filter';

export type ProjectionKind = 'before' | 'on-segment' | 'after' | 'degenerate' | 'invalid-input';

export type ProjectionInput<V extends Vec2 | Vec3 = Vec2 | Vec3> = {
  readonly point: V;
  readonly s: V;
  readonly t: V;
};

export type ProjectionResult<V extends Vec2 | Vec3 = Vec2 | Vec3> = {
  readonly kind: ProjectionKind;
  /** Position of the foot along s→t (0 at s, 1 at t); 0 when degenerate or invalid. */
  readonly u: number;
  /** The foot of the perpendicular on the infinite line. */
  readonly foot: V;
  /** The foot clamped to the segment [s, t]: the point of the segment nearest to `point`. */
  readonly closest: V;
};

/**
 * A dot product of two rounded differences, three terms, has at most 5 roundings on any path, so
 * its error is below 5ε·Σ|terms| (plus ε² terms); 8ε leaves room for the rounding of Σ|terms|.
 */
const DOT_ERROR_FACTOR = 8 * EPSILON;
/** Below this magnitude, underflow could break the relative error bound: go exact. */
const UNDERFLOW_GUARD = 2 ** -900;
/**
 * Differences whose magnitudes lie in [2^-480, 2^480] are used as they are: their products and
 * squares stay normal and far from overflow. Others are rescaled by a power of two.
 */
const SAFE_LOW = 2 ** -480;
const SAFE_HIGH = 2 ** 480;

/**
 * Projects `point` onto the line through `s` (u = 0) and `t` (u = 1), in the plane or in space:
 * u = (p − s)·(t − s)/|t − s|², the foot s + u·(t − s) on the infinite line, and the closest point
 * of the segment [s, t]. The kind (`before`, `on-segment`, `after`, `degenerate` when s = t) is
 * exact for every finite input (file comment). Total: a missing field, a non-finite coordinate or
 * a mix of 2D and 3D points gives `invalid-input`.
 *
 * @example
 * projectPointOnLine({ point: { x: 1, y: 2 }, s: { x: 0, y: 0 }, t: { x: 4, y: 0 } });
 * // { kind: 'on-segment', u: 0.25, foot: { x: 1, y: 0 }, closest: { x: 1, y: 0 } }
 */
export function projectPointOnLine<V extends Vec2 | Vec3>(
  input: ProjectionInput<V>,
): ProjectionResult<V> {
  // Runtime guard (input may come from a URL), each field read once: three points of one
  // dimension (z absent on all, or present on all) with finite coordinates.
  if (typeof input !== 'object' || input === null) return invalidProjection(input);
  const point = input.point as Loose;
  const s = input.s as Loose;
  const t = input.t as Loose;
  if (typeof point !== 'object' || point === null) return invalidProjection(input);
  if (typeof s !== 'object' || s === null || typeof t !== 'object' || t === null) {
    return invalidProjection(input);
  }
  const spatial = point['z'] !== undefined;
  const px = point['x'] as number;
  const py = point['y'] as number;
  const pz = (spatial ? point['z'] : 0) as number;
  const sx = s['x'] as number;
  const sy = s['y'] as number;
  const sz = (spatial ? s['z'] : s['z'] === undefined ? 0 : NaN) as number;
  const tx = t['x'] as number;
  const ty = t['y'] as number;
  const tz = (spatial ? t['z'] : t['z'] === undefined ? 0 : NaN) as number;
  // A 2D point beside 3D ones reads z = undefined, and a z on a 2D input reads NaN: both fail.
  if (!(
    Number.isFinite(px) &&
    Number.isFinite(py) &&
    Number.isFinite(pz) &&
    Number.isFinite(sx) &&
    Number.isFinite(sy) &&
    Number.isFinite(sz) &&
    Number.isFinite(tx) &&
    Number.isFinite(ty) &&
    Number.isFinite(tz)
  )) {
    return invalidProjection(input);
  }

  if (sx === tx && sy === ty && sz === tz) {
    const start = build(spatial, sx, sy, sz) as V;
    return { kind: 'degenerate', u: 0, foot: start, closest: start };
  }

  // The differences w = t − s and v = p − s are exact or correctly rounded (an overflow aside),
  // whatever the points' distance from the origin: the scale is decided from them, not from the
  // coordinates, so a tiny segment far from the origin keeps all its digits.
  let wx = tx - sx;
  let wy = ty - sy;
  let wz = tz - sz;
  let vx = px - sx;
  let vy = py - sy;
  let vz = pz - sz;
  // Sums of magnitudes are within a factor 3 of the largest: a cheap range check.
  const length = Math.abs(wx) + Math.abs(wy) + Math.abs(wz); // > 0: s ≠ t
  const size = length + Math.abs(vx) + Math.abs(vy) + Math.abs(vz);
  let exponent = 0;
  if (!(size <= SAFE_HIGH && length >= SAFE_LOW)) {
    // Rescaled by 2^-exponent for the numbers (u is scale-invariant).
    const scaled = rescaledDifferences(px, py, pz, sx, sy, sz, tx, ty, tz);
    wx = scaled.wx;
    wy = scaled.wy;
    wz = scaled.wz;
    vx = scaled.vx;
    vy = scaled.vy;
    vz = scaled.vz;
    exponent = scaled.exponent;
  }
  // Scaling up by a power of two is exact, so the filter's bound still holds; scaling down may
  // have flushed tiny differences, so only the exact path decides then.
  const trusted = exponent <= 0;

  // Which side of the two perpendicular slabs through s and t the point lies on: the signs of
  // (p − s)·(t − s) and (p − t)·(t − s), decided exactly.
  const termX = vx * wx;
  const termY = vy * wy;
  const termZ = vz * wz;
  const dot = termX + termY + termZ;
  const lengthSquared = wx * wx + wy * wy + wz * wz;
  const dotMagnitude = Math.abs(termX) + Math.abs(termY) + Math.abs(termZ);
  const fromStart =
    (trusted ? dotSign(dot, dotMagnitude) : undefined) ??
    smallIntegerDotSign(px, py, pz, sx, sy, sz, tx, ty, tz, sx, sy, sz, dot);
  let kind: ProjectionKind = 'before';
  if (fromStart >= 0) {
    // (p − t)·(t − s) = (p − s)·(t − s) − |t − s|²: the float dot and |w|² each err by less than
    // 8ε times their magnitude (|w|² has no cancellation, so its own value is its magnitude), so
    // their difference settles the sign when it exceeds 16ε·(Σ|terms| + |w|²) — nearly always,
    // without a second dot product. Otherwise the dot product of the differences decides.
    let fromEnd = trusted
      ? dotSign(dot - lengthSquared, 2 * (dotMagnitude + lengthSquared))
      : undefined;
    if (fromEnd === undefined) {
      const endX = (px - tx) * wx;
      const endY = (py - ty) * wy;
      const endZ = (pz - tz) * wz;
      fromEnd =
        (trusted
          ? dotSign(endX + endY + endZ, Math.abs(endX) + Math.abs(endY) + Math.abs(endZ))
          : undefined) ??
        smallIntegerDotSign(px, py, pz, tx, ty, tz, tx, ty, tz, sx, sy, sz, endX + endY + endZ);
    }
    kind = fromEnd > 0 ? 'after' : 'on-segment';
  }

  let u = finiteOrClamp(dot / lengthSquared);
  // Keep the reported number consistent with the exactly decided kind.
  if (kind === 'on-segment') u = u < 0 ? 0 : u > 1 ? 1 : u;
  else if (kind === 'after' && u < 1) u = 1;
  else if (kind === 'before' && u > 0) u = 0;

  // Only the points returned are built: s for u = 0 or before, t for u = 1 or after, else the
  // foot (foot and closest are one object when they coincide). u = 0 only when on-segment or
  // before, u = 1 only when on-segment or after.
  const foot = (
    u === 0
      ? build(spatial, sx, sy, sz)
      : u === 1
        ? build(spatial, tx, ty, tz)
        : exponent === 0
          ? build(
              spatial,
              finiteOrClamp(sx + u * wx),
              finiteOrClamp(sy + u * wy),
              finiteOrClamp(sz + u * wz),
            )
          : footAt(spatial, u, sx, sy, sz, wx, wy, wz, exponent)
  ) as V;
  const closest =
    kind === 'before' && u !== 0
      ? (build(spatial, sx, sy, sz) as V)
      : kind === 'after' && u !== 1
        ? (build(spatial, tx, ty, tz) as V)
        : foot;
  return { kind, u: u === 0 ? 0 : u, foot, closest };
}

/** s + u·w for w given at scale 2^−exponent (rescaled inputs). */
function footAt(
  spatial: boolean,
  u: number,
  sx: number,
  sy: number,
  sz: number,
  wx: number,
  wy: number,
  wz: number,
  exponent: number,
): Vec2 | Vec3 {
  return build(
    spatial,
    finiteOrClamp(sx + timesPowerOfTwo(u * wx, exponent)),
    finiteOrClamp(sy + timesPowerOfTwo(u * wy, exponent)),
    finiteOrClamp(sz + timesPowerOfTwo(u * wz, exponent)),
  );
}

/**
 * Snapped coordinates: integers of magnitude at most 2^24 have differences below 2^25, products
 * below 2^50 and a three-term dot product below 2^52, all exact in doubles.
 */
const SNAPPED_LIMIT = 2 ** 24;

/**
 * Sign of (a − b)·(c − d) given its float value, when the filter could not settle it: on snapped
 * coordinates (never rescaled: their differences are 0 or at least 1) the float value is exact
 * and so is its sign. Otherwise BigInt decides.
 */
function smallIntegerDotSign(
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
  dx: number,
  dy: number,
  dz: number,
  value: number,
): -1 | 0 | 1 {
  if (
    isSmallInteger(ax, SNAPPED_LIMIT) &&
    isSmallInteger(ay, SNAPPED_LIMIT) &&
    isSmallInteger(az, SNAPPED_LIMIT) &&
    isSmallInteger(bx, SNAPPED_LIMIT) &&
    isSmallInteger(by, SNAPPED_LIMIT) &&
    isSmallInteger(bz, SNAPPED_LIMIT) &&
    isSmallInteger(cx, SNAPPED_LIMIT) &&
    isSmallInteger(cy, SNAPPED_LIMIT) &&
    isSmallInteger(cz, SNAPPED_LIMIT) &&
    isSmallInteger(dx, SNAPPED_LIMIT) &&
    isSmallInteger(dy, SNAPPED_LIMIT) &&
    isSmallInteger(dz, SNAPPED_LIMIT)
  ) {
    return value > 0 ? 1 : value < 0 ? -1 : 0;
  }
  return exactDotOfDifferences(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz);
}

/** A point of the input's dimension (coordinates cleaned of −0). */
function build(spatial: boolean, x: number, y: number, z: number): Vec2 | Vec3 {
  return spatial ? vec3(x, y, z) : vec2(x, y);
}

/**
 * The sign of a dot product of rounded differences when its error bound settles it, else
 * undefined (also when the terms underflow or overflow).
 */
function dotSign(value: number, magnitude: number): Sign | undefined {
  if (!(magnitude > UNDERFLOW_GUARD)) return undefined;
  return filteredSign(value, DOT_ERROR_FACTOR * magnitude);
}

/** The differences w = t − s and v = p − s at the scale 2^-exponent. */
type ScaledDifferences = {
  wx: number;
  wy: number;
  wz: number;
  vx: number;
  vy: number;
  vz: number;
  exponent: number;
};

/** One object reused by every call (the function is synchronous): no allocation per call. */
const scratch: ScaledDifferences = { wx: 0, wy: 0, wz: 0, vx: 0, vy: 0, vz: 0, exponent: 0 };

/**
 * w = t − s and v = p − s times 2^-exponent, with the exponent chosen from the differences
 * themselves so that the largest is near 1. When a difference overflows, all are taken from the
 * quartered coordinates (exact for coordinates that large; smaller ones lose only bits far below
 * the result's precision).
 */
function rescaledDifferences(
  px: number,
  py: number,
  pz: number,
  sx: number,
  sy: number,
  sz: number,
  tx: number,
  ty: number,
  tz: number,
): ScaledDifferences {
  const overflowed = !Number.isFinite(
    tx - sx + (ty - sy) + (tz - sz) + (px - sx) + (py - sy) + (pz - sz),
  );
  const pre = overflowed ? -2 : 0;
  const difference = (a: number, b: number) => timesPowerOfTwo(a, pre) - timesPowerOfTwo(b, pre);
  const wx = difference(tx, sx);
  const wy = difference(ty, sy);
  const wz = difference(tz, sz);
  const vx = difference(px, sx);
  const vy = difference(py, sy);
  const vz = difference(pz, sz);
  const shift = binaryExponent(
    Math.max(Math.abs(wx), Math.abs(wy), Math.abs(wz), Math.abs(vx), Math.abs(vy), Math.abs(vz)),
  );
  scratch.wx = timesPowerOfTwo(wx, -shift);
  scratch.wy = timesPowerOfTwo(wy, -shift);
  scratch.wz = timesPowerOfTwo(wz, -shift);
  scratch.vx = timesPowerOfTwo(vx, -shift);
  scratch.vy = timesPowerOfTwo(vy, -shift);
  scratch.vz = timesPowerOfTwo(vz, -shift);
  scratch.exponent = shift - pre;
  return scratch;
}

/** Reads an input field without trusting the input's type (it may come from a URL). */
type Loose = { readonly [key: string]: unknown } | null | undefined;

function invalidProjection<V extends Vec2 | Vec3>(input: unknown): ProjectionResult<V> {
  const point =
    typeof input === 'object' && input !== null ? (input as { point?: unknown }).point : undefined;
  const spatial = typeof point === 'object' && point !== null && 'z' in point;
  const origin = spatial ? vec3(0, 0, 0) : vec2(0, 0);
  return { kind: 'invalid-input', u: 0, foot: origin as V, closest: origin as V };
}

/** Exact sign of (a − b)·(c − d) for 3D points given by coordinates, in BigInt. */
function exactDotOfDifferences(
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
  dx: number,
  dy: number,
  dz: number,
): -1 | 0 | 1 {
  const term = (p: number, q: number, r: number, w: number) =>
    exactMul(exactSub(exact(p), exact(q)), exactSub(exact(r), exact(w)));
  return exactSign(
    exactAdd(exactAdd(term(ax, bx, cx, dx), term(ay, by, cy, dy)), term(az, bz, cz, dz)),
  );
}
