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
 *
 * One decision tree (`projectionCase`, in space; the plane is z = 0), three entry points:
 * `projectPointOnLineInto` and `projectPointOnLine3Into` (the hot loop's: numbers in, a case code
 * out, u, the foot and the closest point written into the caller's Float64Array, no allocation;
 * finite input is their precondition, `…IntoChecked` checks it) and `projectPointOnLine`, the
 * object API over them. The hot loop's entry points store their numbers in a module scratch array
 * for the tree (no double crosses a call V8 may not inline, where it would be boxed on the heap);
 * the object API hands the tree its input, which it validates into locals, and the tree builds
 * the object from the same locals it would write into the buffer: no round trip through a buffer.
 */

import { type Vec2, vec2 } from './vec2';
import { type Vec3, vec3 } from './vec3';
import { exact, exactAdd, exactMul, exactSign, exactSub } from './exact';
import {
  binaryExponent,
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

// ---------------------------------------------------------------------------------------------
// The hot-loop entry points' case codes and buffer

/** Code of `invalid-input` (only the checked entry points return it). */
export const PROJECTION_INVALID_INPUT = 0;
/** Code of `before`: u < 0, the foot lies before s. */
export const PROJECTION_BEFORE = 1;
/** Code of `on-segment`: 0 ≤ u ≤ 1. */
export const PROJECTION_ON_SEGMENT = 2;
/** Code of `after`: u > 1, the foot lies beyond t. */
export const PROJECTION_AFTER = 3;
/** Code of `degenerate`: s = t, so u = 0 and foot = closest = s. */
export const PROJECTION_DEGENERATE = 4;

/** The `kind` of each case code: `PROJECTION_KINDS[code]`. */
export const PROJECTION_KINDS: readonly ProjectionKind[] = [
  'invalid-input',
  'before',
  'on-segment',
  'after',
  'degenerate',
];

/** Length of the buffer the projection entry points write: u, foot, closest (3D slots). */
export const PROJECTION_OUT_LENGTH = 7;

/**
 * The problem's coordinates, px py pz sx sy sz tx ty tz (z = 0 in the plane): the hot-loop entry
 * points store them here and `projectionCase` reads them, so that no double is passed to a call
 * V8 may not inline (it would be boxed on the heap; the tree is too large for V8 to inline, its
 * entry points are not). Its rare helpers take their numbers as arguments.
 */
const IN = new Float64Array(9);

function load(
  px: number,
  py: number,
  pz: number,
  sx: number,
  sy: number,
  sz: number,
  tx: number,
  ty: number,
  tz: number,
): void {
  IN[0] = px;
  IN[1] = py;
  IN[2] = pz;
  IN[3] = sx;
  IN[4] = sy;
  IN[5] = sz;
  IN[6] = tx;
  IN[7] = ty;
  IN[8] = tz;
}

/**
 * The hot-loop entry point in the plane: `projectPointOnLine` for the point (px, py) and the line
 * through (sx, sy) (u = 0) and (tx, ty) (u = 1), with no allocation. Returns the case code
 * (`PROJECTION_BEFORE`, `PROJECTION_ON_SEGMENT`, `PROJECTION_AFTER`, `PROJECTION_DEGENERATE`;
 * `PROJECTION_KINDS[code]` is the kind) and writes, exactly the numbers of `projectPointOnLine`:
 *
 * | slot       | value                                                 |
 * | ---------- | ----------------------------------------------------- |
 * | `out[0]`   | u, the foot's position along s→t                      |
 * | `out[1–3]` | the foot on the infinite line (x, y, z = 0)           |
 * | `out[4–6]` | the closest point of the segment [s, t] (x, y, z = 0) |
 *
 * Precondition: finite coordinates (not checked; outside it the answer is unspecified and the
 * call may throw). `projectPointOnLineIntoChecked` checks it. No slot is ever NaN or −0.
 *
 * In a hot loop: allocate `out` once (`new Float64Array(PROJECTION_OUT_LENGTH)`) and call this
 * directly from the loop. It only stores its arguments and calls the decision tree, so V8
 * inlines it into an optimized loop and no argument is boxed; called through a wrapper V8 does
 * not inline, each double argument would be boxed on the heap.
 */
export function projectPointOnLineInto(
  out: Float64Array,
  px: number,
  py: number,
  sx: number,
  sy: number,
  tx: number,
  ty: number,
): number {
  load(px, py, 0, sx, sy, 0, tx, ty, 0);
  return projectionCase(out, undefined) as number;
}

/**
 * The hot-loop entry point in space: `projectPointOnLine` for the point (px, py, pz) and the line
 * through (sx, sy, sz) and (tx, ty, tz). Codes, buffer, precondition and advice as
 * `projectPointOnLineInto` (the plane is z = 0), with the z slots filled.
 */
export function projectPointOnLine3Into(
  out: Float64Array,
  px: number,
  py: number,
  pz: number,
  sx: number,
  sy: number,
  sz: number,
  tx: number,
  ty: number,
  tz: number,
): number {
  load(px, py, pz, sx, sy, sz, tx, ty, tz);
  return projectionCase(out, undefined) as number;
}

/**
 * The one decision tree, for every entry point. With `out` (the hot loop's) it reads the
 * coordinates from IN, writes u, the foot and the closest point into `out` (layout:
 * `projectPointOnLineInto`) and returns the case code; without (the object API's) it reads and
 * checks `input` and returns the result object. Only the reading of the numbers and the writing
 * of the answer differ: every decision is made once, here, on numbers held in locals (the object
 * API makes no round trip through a scratch array).
 */
function projectionCase<V extends Vec2 | Vec3>(
  out: Float64Array | undefined,
  input: ProjectionInput<V> | undefined,
): number | ProjectionResult<V> {
  let spatial = true;
  let px: number;
  let py: number;
  let pz: number;
  let sx: number;
  let sy: number;
  let sz: number;
  let tx: number;
  let ty: number;
  let tz: number;
  if (out !== undefined) {
    px = IN[0]!;
    py = IN[1]!;
    pz = IN[2]!;
    sx = IN[3]!;
    sy = IN[4]!;
    sz = IN[5]!;
    tx = IN[6]!;
    ty = IN[7]!;
    tz = IN[8]!;
  } else {
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
    spatial = point['z'] !== undefined;
    px = point['x'] as number;
    py = point['y'] as number;
    pz = (spatial ? point['z'] : 0) as number;
    sx = s['x'] as number;
    sy = s['y'] as number;
    sz = (spatial ? s['z'] : s['z'] === undefined ? 0 : NaN) as number;
    tx = t['x'] as number;
    ty = t['y'] as number;
    tz = (spatial ? t['z'] : t['z'] === undefined ? 0 : NaN) as number;
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
  // Sums of magnitudes are within a factor 3 of the largest: a cheap range check. Differences
  // within [2^-480, 2^480] are used as they are: their products and squares stay normal and far
  // from overflow. Others are rescaled by a power of two; s = t (length 0) is degenerate.
  // (Bounds are literals, which V8 folds; a module constant is loaded at every call.)
  const length = Math.abs(wx) + Math.abs(wy) + Math.abs(wz);
  const size = length + Math.abs(vx) + Math.abs(vy) + Math.abs(vz);
  let exponent = 0;
  let code = PROJECTION_BEFORE;
  let u = 0;
  let footX: number;
  let footY: number;
  let footZ: number;
  if (!(size <= 2 ** 480 && length >= 2 ** -480) && length === 0) {
    // A difference of doubles is 0 only for equal doubles: length 0 is s = t. u = 0, foot = s.
    code = PROJECTION_DEGENERATE;
    footX = sx + 0; // + 0: −0 becomes +0
    footY = sy + 0;
    footZ = sz + 0;
  } else {
    if (!(size <= 2 ** 480 && length >= 2 ** -480)) {
      // Rescaled by 2^-exponent for the numbers (u is scale-invariant).
      ({ wx, wy, wz, vx, vy, vz, exponent } = rescaledDifferences(
        px,
        py,
        pz,
        sx,
        sy,
        sz,
        tx,
        ty,
        tz,
      ));
    }

    // Which side of the two perpendicular slabs through s and t the point lies on: the signs of
    // (p − s)·(t − s) and (p − t)·(t − s), decided exactly. A dot product of rounded differences,
    // three terms, has at most 5 roundings on any path, so its error is below 5ε·Σ|terms| (plus
    // ε² terms); 8ε = 2^-50 leaves room for the rounding of Σ|terms|. Below 2^-900 underflow
    // could break that bound, and after scaling down tiny differences may have been flushed: then
    // the exact path decides (scaling up by a power of two is exact, so the bound still holds).
    const trusted = exponent <= 0;
    const termX = vx * wx;
    const termY = vy * wy;
    const termZ = vz * wz;
    const dot = termX + termY + termZ;
    const lengthSquared = wx * wx + wy * wy + wz * wz;
    const dotMagnitude = Math.abs(termX) + Math.abs(termY) + Math.abs(termZ);
    const filtered = trusted && dotMagnitude > 2 ** -900;
    const dotBound = 2 ** -50 * dotMagnitude;
    let fromStart = dot > dotBound ? 1 : -1;
    if (!(filtered && (dot > dotBound || dot < -dotBound))) {
      fromStart = unfilteredDotSign(px, py, pz, sx, sy, sz, tx, ty, tz, false, dot);
    }
    if (fromStart >= 0) {
      // (p − t)·(t − s) = (p − s)·(t − s) − |t − s|²: the float dot and |w|² each err by less
      // than 8ε times their magnitude (|w|² has no cancellation, so its own value is its
      // magnitude), so their difference settles the sign when it exceeds 16ε·(Σ|terms| + |w|²)
      // — nearly always, without a second dot product. Otherwise the dot product of the
      // differences decides.
      const beyond = dot - lengthSquared;
      const beyondBound = 2 ** -49 * (dotMagnitude + lengthSquared);
      let fromEnd = beyond > beyondBound ? 1 : -1;
      const beyondFiltered = trusted && 2 * (dotMagnitude + lengthSquared) > 2 ** -900;
      if (!(beyondFiltered && (beyond > beyondBound || beyond < -beyondBound))) {
        fromEnd = endSign(trusted, px, py, pz, sx, sy, sz, tx, ty, tz, wx, wy, wz);
      }
      code = fromEnd > 0 ? PROJECTION_AFTER : PROJECTION_ON_SEGMENT;
    }

    u = finiteOrClamp(dot / lengthSquared);
    // Keep the reported number consistent with the exactly decided kind.
    if (code === PROJECTION_ON_SEGMENT) u = u < 0 ? 0 : u > 1 ? 1 : u;
    else if (code === PROJECTION_AFTER && u < 1) u = 1;
    else if (code === PROJECTION_BEFORE && u > 0) u = 0;

    // The foot: s for u = 0, t for u = 1 (exactly), else s + u·w (w at scale 2^−exponent).
    const atT = u === 1;
    if (u === 0 || atT) {
      footX = (atT ? tx : sx) + 0;
      footY = (atT ? ty : sy) + 0;
      footZ = (atT ? tz : sz) + 0;
    } else if (exponent === 0) {
      footX = finiteOrClamp(sx + u * wx);
      footY = finiteOrClamp(sy + u * wy);
      footZ = finiteOrClamp(sz + u * wz);
    } else {
      footX = finiteOrClamp(sx + timesPowerOfTwo(u * wx, exponent));
      footY = finiteOrClamp(sy + timesPowerOfTwo(u * wy, exponent));
      footZ = finiteOrClamp(sz + timesPowerOfTwo(u * wz, exponent));
    }
  }

  // The closest point is the foot, or s before it and t after it.
  const after = code === PROJECTION_AFTER;
  if (out !== undefined) {
    out[0] = u;
    out[1] = footX;
    out[2] = footY;
    out[3] = footZ;
    if (code === PROJECTION_ON_SEGMENT || code === PROJECTION_DEGENERATE) {
      out[4] = footX;
      out[5] = footY;
      out[6] = footZ;
    } else {
      out[4] = (after ? tx : sx) + 0;
      out[5] = (after ? ty : sy) + 0;
      out[6] = (after ? tz : sz) + 0;
    }
    return code;
  }
  // Foot and closest are one object where they coincide (the closest point is s before the
  // segment and t after it, unless the foot is that end itself).
  const foot = build(spatial, footX, footY, footZ) as V;
  const closest =
    (code === PROJECTION_BEFORE && u !== 0) || (after && u !== 1)
      ? (build(spatial, after ? tx : sx, after ? ty : sy, after ? tz : sz) as V)
      : foot;
  return { kind: PROJECTION_KINDS[code]!, u, foot, closest };
}

/**
 * `projectPointOnLineInto` for any input: a non-finite coordinate gives
 * `PROJECTION_INVALID_INPUT` with u = 0 and the origin in the foot and closest slots, as
 * `projectPointOnLine` gives `invalid-input`.
 */
export function projectPointOnLineIntoChecked(
  out: Float64Array,
  px: number,
  py: number,
  sx: number,
  sy: number,
  tx: number,
  ty: number,
): number {
  return Number.isFinite(px) &&
    Number.isFinite(py) &&
    Number.isFinite(sx) &&
    Number.isFinite(sy) &&
    Number.isFinite(tx) &&
    Number.isFinite(ty)
    ? projectPointOnLine3Into(out, px, py, 0, sx, sy, 0, tx, ty, 0)
    : invalidInto(out);
}

/** `projectPointOnLine3Into` for any input, checked as `projectPointOnLineIntoChecked`. */
export function projectPointOnLine3IntoChecked(
  out: Float64Array,
  px: number,
  py: number,
  pz: number,
  sx: number,
  sy: number,
  sz: number,
  tx: number,
  ty: number,
  tz: number,
): number {
  return Number.isFinite(px) &&
    Number.isFinite(py) &&
    Number.isFinite(pz) &&
    Number.isFinite(sx) &&
    Number.isFinite(sy) &&
    Number.isFinite(sz) &&
    Number.isFinite(tx) &&
    Number.isFinite(ty) &&
    Number.isFinite(tz)
    ? projectPointOnLine3Into(out, px, py, pz, sx, sy, sz, tx, ty, tz)
    : invalidInto(out);
}

/** The invalid-input numbers: u = 0, foot and closest at the origin. */
function invalidInto(out: Float64Array): number {
  out.fill(0, 0, PROJECTION_OUT_LENGTH);
  return PROJECTION_INVALID_INPUT;
}

/**
 * Projects `point` onto the line through `s` (u = 0) and `t` (u = 1), in the plane or in space:
 * u = (p − s)·(t − s)/|t − s|², the foot s + u·(t − s) on the infinite line, and the closest point
 * of the segment [s, t]. The kind (`before`, `on-segment`, `after`, `degenerate` when s = t) is
 * exact for every finite input (file comment). Total: a missing field, a non-finite coordinate or
 * a mix of 2D and 3D points gives `invalid-input`. The object form of `projectPointOnLineInto` and
 * `projectPointOnLine3Into`.
 *
 * @example
 * projectPointOnLine({ point: { x: 1, y: 2 }, s: { x: 0, y: 0 }, t: { x: 4, y: 0 } });
 * // { kind: 'on-segment', u: 0.25, foot: { x: 1, y: 0 }, closest: { x: 1, y: 0 } }
 */
export function projectPointOnLine<V extends Vec2 | Vec3>(
  input: ProjectionInput<V>,
): ProjectionResult<V> {
  return projectionCase(undefined, input) as ProjectionResult<V>;
}

/**
 * Sign of (p − t)·(t − s) when the float difference of the first dot product and |w|² did not
 * settle it: the dot product of the differences (w at the frame's scale, a positive factor),
 * filtered, else exact.
 */
function endSign(
  trusted: boolean,
  px: number,
  py: number,
  pz: number,
  sx: number,
  sy: number,
  sz: number,
  tx: number,
  ty: number,
  tz: number,
  wx: number,
  wy: number,
  wz: number,
): Sign {
  const endX = (px - tx) * wx;
  const endY = (py - ty) * wy;
  const endZ = (pz - tz) * wz;
  const value = endX + endY + endZ;
  const magnitude = Math.abs(endX) + Math.abs(endY) + Math.abs(endZ);
  if (trusted && magnitude > 2 ** -900) {
    // The main tree's dot product bound, 8ε·Σ|terms|.
    const bound = 2 ** -50 * magnitude;
    if (value > bound) return 1;
    if (value < -bound) return -1;
  }
  return unfilteredDotSign(px, py, pz, sx, sy, sz, tx, ty, tz, true, value);
}

/**
 * Snapped coordinates: integers of magnitude at most 2^24 have differences below 2^25, products
 * below 2^50 and a three-term dot product below 2^52, all exact in doubles.
 */
const SNAPPED_LIMIT = 2 ** 24;

/**
 * Sign of (p − q)·(t − s), q = s or t (`fromEnd`), given its float value, when the filter could
 * not settle it: on snapped coordinates (never rescaled: their differences are 0 or at least 1)
 * the float value is exact and so is its sign. Otherwise BigInt decides. (Cold: its numbers are
 * passed, and boxed only when it is called.)
 */
function unfilteredDotSign(
  px: number,
  py: number,
  pz: number,
  sx: number,
  sy: number,
  sz: number,
  tx: number,
  ty: number,
  tz: number,
  fromEnd: boolean,
  value: number,
): Sign {
  if (
    isSmallInteger(px, SNAPPED_LIMIT) &&
    isSmallInteger(py, SNAPPED_LIMIT) &&
    isSmallInteger(pz, SNAPPED_LIMIT) &&
    isSmallInteger(sx, SNAPPED_LIMIT) &&
    isSmallInteger(sy, SNAPPED_LIMIT) &&
    isSmallInteger(sz, SNAPPED_LIMIT) &&
    isSmallInteger(tx, SNAPPED_LIMIT) &&
    isSmallInteger(ty, SNAPPED_LIMIT) &&
    isSmallInteger(tz, SNAPPED_LIMIT)
  ) {
    return value > 0 ? 1 : value < 0 ? -1 : 0;
  }
  const term = (p: number, s: number, t: number) =>
    exactMul(exactSub(exact(p), exact(fromEnd ? t : s)), exactSub(exact(t), exact(s)));
  return exactSign(exactAdd(exactAdd(term(px, sx, tx), term(py, sy, ty)), term(pz, sz, tz)));
}

/** A point of the input's dimension (coordinates cleaned of −0). */
function build(spatial: boolean, x: number, y: number, z: number): Vec2 | Vec3 {
  return spatial ? vec3(x, y, z) : vec2(x, y);
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
 * w = t − s and v = p − s times 2^-exponent, with the exponent chosen from the
 * differences themselves so that the largest is near 1. When a difference overflows, all are
 * taken from the quartered coordinates (exact for coordinates that large; smaller ones lose only
 * bits far below the result's precision).
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
