/**
 * A segment (or the step of a ray) against a closed ball in space.
 *
 * Derived in the article 'Ray and segment vs sphere', §Projecting the centre and §Pythagoras on
 * the chord (source: "Intersection Testing", the spell example).
 *
 * Conventions:
 * - The segment runs from `from` (t = 0) to `to` (t = 1); the line beyond it carries the same t.
 *   The ball is closed: a point on the sphere is in it, a tangent line touches it.
 * - Along the line, |from + t·d − center|² = r² with d = to − from is A·t² + 2b·t + C = 0:
 *   A = d·d, b = f·d, C = f·f − r² (f = from − center). Its roots are
 *   tEnter/tExit = (−b ∓ √(b² − A·C))/A, and b² − A·C = A·r² − |d × f|² (Lagrange's identity),
 *   which is A·(r² − n²) for the distance n from the centre to the line.
 * - Kinds, as in Liang–Barsky: `inside` (both endpoints in the closed ball), `exits` (from in, to
 *   out), `enters` (from out, to in), `crosses` (both out, 0 < tEnter ≤ tExit < 1), `outside` with
 *   the first reason that applies: `point` (from = to, outside), `line-misses` (n > r), `ahead`
 *   (tEnter > 1: the ball is beyond `to`), `behind` (tExit < 0: the ball is before `from`).
 * - A zero-length segment is `inside` or `outside: point`, with no t values and `touches` false.
 * - `tEnter`/`tExit` are present whenever the line meets the ball (any value, not clamped);
 *   `enter`/`exit` are present exactly when that parameter lies in [0, 1] (so a chord from
 *   surface to surface is `inside` with both points, a segment leaving the surface outward is
 *   `exits` at t = 0). `touches` is true when the line is tangent (tEnter = tExit) and the
 *   segment reaches the tangent point; it is false for `outside`, as for the rectangle.
 * - `foot` is the centre's foot on the line, `from − (b/A)·d`, and `distance` is n = |d × f|/|d|
 *   (for a zero-length segment: `from` and |from − center|).
 * - `invalid-input` (non-finite or missing numbers, a negative radius) returns `touches: false`,
 *   foot at the origin, distance 0, and no optional fields.
 *
 * Exactness: every decision is the sign of one of A·r² − |d × f|², f·f − r², g·g − r²
 * (g = to − center), f·d and g·d. The location of an irrational root relative to 0 and 1 reduces
 * to these: a number x lies between the roots iff the quadratic is ≤ 0 at x, and otherwise on the
 * side of the midpoint −b/A that x lies on, which is the sign of b (for 0) or of b + A = g·d (for
 * 1). On integers in [−1024, 1024] (and their power-of-two multiples) each of these is computed
 * exactly in doubles; for other doubles a forward error bound decides or BigInt arithmetic
 * (exact.ts) does. So every kind, reason, flag and presence is exact for every finite input.
 * Numbers: on snapped inputs A, b, C and the discriminant are exact, the roots come from the
 * cancellation-free form (q = −(b + sign(b)·√D), roots q/A and C/q), and a root known to be exactly
 * 0 or 1 is reported as such. Magnitudes outside [2^-240, 2^240] are rescaled by a power of two;
 * values beyond the double range are clamped to ±Number.MAX_VALUE.
 *
 * One decision tree (`segmentSphereCase`), three entry points: `intersectSegmentSphereInto` (the
 * hot loop's: numbers in, a case code out, the numbers written into the caller's Float64Array, no
 * allocation; finite input and r ≥ 0 are its precondition, `…IntoChecked` checks them),
 * `intersectRaySphereInto` (a ray: the same tree with `to` at infinity, whose two decisions about
 * `to` are then known — it lies outside the ball and beyond the centre's foot) and
 * `intersectSegmentSphere`, the object API over the segment's. The tree reads its numbers from a
 * module scratch array, so no double crosses a call V8 may not inline (it would be boxed); the
 * object API hands the tree its input, which it checks and stores there itself, and the tree
 * builds the object from its locals (the points through a module buffer), not from a buffer
 * written in full and read back.
 */

import { type Vec3, isFiniteVec3 } from './vec3';
import { type Exact, exact, exactAdd, exactMul, exactSign, exactSub } from './exact';
import {
  binaryExponent,
  filteredSign,
  finiteOrClamp,
  isSmallInteger,
  timesPowerOfTwo,
  type Sign,
} from './filter';

export type SegmentSphereKind =
  'inside' | 'enters' | 'exits' | 'crosses' | 'outside' | 'invalid-input';
export type SegmentSphereReason = 'line-misses' | 'ahead' | 'behind' | 'point';

export type SegmentSphereInput = {
  readonly from: Vec3;
  readonly to: Vec3;
  readonly center: Vec3;
  readonly radius: number;
};

export type SegmentSphereResult = {
  readonly kind: SegmentSphereKind;
  readonly reason?: SegmentSphereReason;
  /** Where the LINE enters the ball, in units of from→to; present whenever the line meets it. */
  readonly tEnter?: number;
  /** Where the LINE leaves the ball; equal to tEnter when tangent. */
  readonly tExit?: number;
  /** The entry point, when tEnter ∈ [0, 1]. */
  readonly enter?: Vec3;
  /** The exit point, when tExit ∈ [0, 1]. */
  readonly exit?: Vec3;
  /** The segment touches the sphere at a tangent point (tEnter = tExit); false for `outside`. */
  readonly touches: boolean;
  /** The foot of the centre on the line through from and to. */
  readonly foot: Vec3;
  /** The distance n from the centre to the line (to `from` for a zero-length segment). */
  readonly distance: number;
};

/**
 * The discriminant is of degree 4: differences and a radius within 2^±240 keep it inside the
 * double range. Outside, they are rescaled so that the largest is near 1. (The bounds are written
 * as literals where they are used: V8 folds a literal into the code, but loads a module constant
 * and checks its type at every use.)
 */
const SAFE_LOW = 2 ** -240;
const SAFE_HIGH = 2 ** 240;

// ---------------------------------------------------------------------------------------------
// The hot-loop entry points' case codes and buffer

/** Code of `invalid-input` (only the checked entry points return it). */
export const SEGMENT_SPHERE_INVALID_INPUT = 0;
/** Code of `inside`: both endpoints in the closed ball (a zero-length segment in it too). */
export const SEGMENT_SPHERE_INSIDE = 1;
/** Code of `enters`: from outside, to inside. */
export const SEGMENT_SPHERE_ENTERS = 2;
/** Code of `exits`: from inside (or on the surface), to outside; a ray from inside. */
export const SEGMENT_SPHERE_EXITS = 3;
/** Code of `crosses`: both endpoints outside, the segment (or ray) passes through the ball. */
export const SEGMENT_SPHERE_CROSSES = 4;
/** Code of `outside` / `line-misses`: the line passes the ball by. */
export const SEGMENT_SPHERE_OUTSIDE_LINE_MISSES = 5;
/** Code of `outside` / `ahead`: the ball lies beyond `to` (tEnter > 1); never for a ray. */
export const SEGMENT_SPHERE_OUTSIDE_AHEAD = 6;
/** Code of `outside` / `behind`: the ball lies before `from` (tExit < 0). */
export const SEGMENT_SPHERE_OUTSIDE_BEHIND = 7;
/** Code of `outside` / `point`: a zero-length segment (or direction) outside the ball. */
export const SEGMENT_SPHERE_OUTSIDE_POINT = 8;

/** The `kind` of each case code: `SEGMENT_SPHERE_KINDS[code]`. */
export const SEGMENT_SPHERE_KINDS: readonly SegmentSphereKind[] = [
  'invalid-input',
  'inside',
  'enters',
  'exits',
  'crosses',
  'outside',
  'outside',
  'outside',
  'outside',
];

/** The `reason` of each case code (undefined where there is none): `SEGMENT_SPHERE_REASONS[code]`. */
export const SEGMENT_SPHERE_REASONS: readonly (SegmentSphereReason | undefined)[] = [
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  'line-misses',
  'ahead',
  'behind',
  'point',
];

/** Length of the buffer the segment and ray entry points write. */
export const SEGMENT_SPHERE_OUT_LENGTH = 13;

/**
 * The problem's numbers: from (x, y, z), then to (the segment) or the direction (the ray), the
 * centre and the radius. The entry points store them here and `segmentSphereCase` reads them, so
 * no double crosses a call V8 may not inline (it would be boxed on the heap).
 */
const IN = new Float64Array(10);

/** Stores the ten numbers of a problem into IN. */
function load(
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
  cx: number,
  cy: number,
  cz: number,
  radius: number,
): void {
  IN[0] = x0;
  IN[1] = y0;
  IN[2] = z0;
  IN[3] = x1;
  IN[4] = y1;
  IN[5] = z1;
  IN[6] = cx;
  IN[7] = cy;
  IN[8] = cz;
  IN[9] = radius;
}

/**
 * The hot-loop entry point: `intersectSegmentSphere` for the segment (fx, fy, fz)→(tx, ty, tz)
 * and the closed ball of centre (cx, cy, cz) and radius r, with no allocation. Returns the case
 * code (`SEGMENT_SPHERE_INSIDE` … `SEGMENT_SPHERE_OUTSIDE_POINT`; `SEGMENT_SPHERE_KINDS[code]`
 * and `SEGMENT_SPHERE_REASONS[code]` are the kind and reason) and writes, exactly the numbers of
 * `intersectSegmentSphere` (NaN where its field is absent):
 *
 * | slot        | value                                                               |
 * | ----------- | ------------------------------------------------------------------- |
 * | `out[0]`    | tEnter, where the line enters the ball (raw); NaN when it misses it |
 * | `out[1]`    | tExit, where it leaves (raw); NaN when it misses it                 |
 * | `out[2–4]`  | the entry point, when tEnter ∈ [0, 1]; else NaN                     |
 * | `out[5–7]`  | the exit point, when tExit ∈ [0, 1]; else NaN                       |
 * | `out[8–10]` | the centre's foot on the line                                       |
 * | `out[11]`   | the distance from the centre to the line                            |
 * | `out[12]`   | `touches`: 1 when the segment touches the sphere tangentially, else 0 |
 *
 * Precondition: finite numbers, r ≥ 0 (not checked; outside it the answer is unspecified and
 * the call may throw). `intersectSegmentSphereIntoChecked` checks it.
 *
 * In a hot loop: allocate `out` once (`new Float64Array(SEGMENT_SPHERE_OUT_LENGTH)`). This entry
 * point only stores its arguments and calls the decision tree, so V8 inlines it into a caller's
 * optimized loop and no argument is boxed.
 */
export function intersectSegmentSphereInto(
  out: Float64Array,
  fx: number,
  fy: number,
  fz: number,
  tx: number,
  ty: number,
  tz: number,
  cx: number,
  cy: number,
  cz: number,
  r: number,
): number {
  load(fx, fy, fz, tx, ty, tz, cx, cy, cz, r);
  return segmentSphereCase(out, SEGMENT, undefined) as number;
}

/**
 * The ray query: the segment query with its far end unbounded. The ray from (ox, oy, oz) along
 * (dx, dy, dz) (any length; t is measured in units of it, so t = λ for the point o + λ·d) against
 * the closed ball: the same decision tree as `intersectSegmentSphereInto` with `to` at infinity,
 * whose two decisions about `to` are then known (it lies outside the ball, beyond the centre's
 * foot), so one decision fewer is taken and none is new. Codes and buffer as
 * `intersectSegmentSphereInto`, read for a ray: `SEGMENT_SPHERE_EXITS` (the origin is in the ball:
 * the exit in `out[5–7]`; an entry at t = 0 too when the origin is on the surface moving in),
 * `SEGMENT_SPHERE_CROSSES` (the first surface point is the entry, `out[2–4]`),
 * `SEGMENT_SPHERE_OUTSIDE_LINE_MISSES`, `SEGMENT_SPHERE_OUTSIDE_BEHIND`; a zero direction is the
 * point `origin`: `SEGMENT_SPHERE_INSIDE` or `SEGMENT_SPHERE_OUTSIDE_POINT`. The first point of
 * the ray in the closed ball is the entry when there is one, else the origin (`EXITS`); the first
 * surface point ahead (three's `Ray.intersectSphere`) is the entry, else the exit. Every decision
 * is exact for every finite input, as for the segment.
 *
 * Precondition and advice as `intersectSegmentSphereInto`; `intersectRaySphereIntoChecked`
 * checks.
 */
export function intersectRaySphereInto(
  out: Float64Array,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  cx: number,
  cy: number,
  cz: number,
  r: number,
): number {
  load(ox, oy, oz, dx, dy, dz, cx, cy, cz, r);
  return segmentSphereCase(out, RAY, undefined) as number;
}

/**
 * `intersectSegmentSphereInto` for any input: a non-finite number or a negative radius gives
 * `SEGMENT_SPHERE_INVALID_INPUT` with the numbers of `intersectSegmentSphere`'s `invalid-input`
 * (the foot at the origin, distance 0, touches 0, every other slot NaN).
 */
export function intersectSegmentSphereIntoChecked(
  out: Float64Array,
  fx: number,
  fy: number,
  fz: number,
  tx: number,
  ty: number,
  tz: number,
  cx: number,
  cy: number,
  cz: number,
  r: number,
): number {
  return isValid(fx, fy, fz, tx, ty, tz, cx, cy, cz, r)
    ? intersectSegmentSphereInto(out, fx, fy, fz, tx, ty, tz, cx, cy, cz, r)
    : invalidInto(out);
}

/** `intersectRaySphereInto` for any input, checked as `intersectSegmentSphereIntoChecked`. */
export function intersectRaySphereIntoChecked(
  out: Float64Array,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  cx: number,
  cy: number,
  cz: number,
  r: number,
): number {
  return isValid(ox, oy, oz, dx, dy, dz, cx, cy, cz, r)
    ? intersectRaySphereInto(out, ox, oy, oz, dx, dy, dz, cx, cy, cz, r)
    : invalidInto(out);
}

function isValid(
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
  cx: number,
  cy: number,
  cz: number,
  r: number,
): boolean {
  return (
    Number.isFinite(x0) &&
    Number.isFinite(y0) &&
    Number.isFinite(z0) &&
    Number.isFinite(x1) &&
    Number.isFinite(y1) &&
    Number.isFinite(z1) &&
    Number.isFinite(cx) &&
    Number.isFinite(cy) &&
    Number.isFinite(cz) &&
    Number.isFinite(r) &&
    r >= 0
  );
}

/** The hot loop's `line-misses`: the foot and distance are written already. */
function lineMissesInto(out: Float64Array): number {
  out[0] = out[1] = out[2] = out[3] = out[4] = out[5] = out[6] = out[7] = NaN;
  out[12] = 0;
  return SEGMENT_SPHERE_OUTSIDE_LINE_MISSES;
}

function invalidInto(out: Float64Array): number {
  out.fill(NaN, 0, 8);
  out.fill(0, 8, SEGMENT_SPHERE_OUT_LENGTH);
  return SEGMENT_SPHERE_INVALID_INPUT;
}

/** `segmentSphereCase`'s second argument: IN holds `to` (a segment) or a direction (a ray). */
const SEGMENT = true;
const RAY = false;

/**
 * The one decision tree, on the numbers in IN, for every entry point: with `out` (the hot loop's)
 * it writes the answer there (layout: `intersectSegmentSphereInto`) and returns the case code;
 * without, it checks `input` into IN and builds the result object from its locals. `bounded` is
 * false for a ray: `to` is then at infinity along the direction in IN[3…5], outside the ball.
 */
function segmentSphereCase(
  out: Float64Array | undefined,
  bounded: boolean,
  input: SegmentSphereInput | undefined,
): number | SegmentSphereResult {
  if (out === undefined) {
    if (!isValidInput(input)) return INVALID;
    const { from, to, center } = input;
    load(from.x, from.y, from.z, to.x, to.y, to.z, center.x, center.y, center.z, input.radius);
  }
  const fromX = IN[0]!;
  const fromY = IN[1]!;
  const fromZ = IN[2]!;
  let dx = bounded ? IN[3]! - fromX : IN[3]!;
  let dy = bounded ? IN[4]! - fromY : IN[4]!;
  let dz = bounded ? IN[5]! - fromZ : IN[5]!;
  // from = to (a difference of doubles is 0 only for equal doubles): rare, through a buffer.
  if (dx === 0 && dy === 0 && dz === 0) {
    const code = zeroLengthSegment(out ?? OUT);
    return out !== undefined ? code : zeroLengthResult(code);
  }
  let r = IN[9]!;
  let fx = fromX - IN[6]!;
  let fy = fromY - IN[7]!;
  let fz = fromZ - IN[8]!;
  // The scale comes from the differences and the radius, never the coordinates, so a small
  // segment and ball far from the origin keep their digits (an overflowed difference is 2^1024):
  // Σ|d| + Σ|f| + r is within a factor 7 of the largest of d, f = from − center, g = f + d and r.
  const size =
    Math.abs(dx) + Math.abs(dy) + Math.abs(dz) + Math.abs(fx) + Math.abs(fy) + Math.abs(fz) + r;
  let exponent = 0;
  if (!(size >= 2 ** -240 && size <= 2 ** 240)) {
    // Extreme magnitudes: the numbers rescaled by a power of two (t is scale-invariant); the
    // decisions then come from the exact predicates on the raw inputs.
    exponent = size === Infinity ? 1024 : binaryExponent(size);
    ({ r, dx, dy, dz, fx, fy, fz } = rescaledDifferences(bounded, exponent));
  }
  // Scaling up by a power of two is exact, so the filters' bounds hold on the scaled values;
  // scaling down may flush tiny differences, so then only the exact predicates decide.
  const trusted = exponent <= 0;
  const rr = r * r;
  const lengthSquared = dx * dx + dy * dy + dz * dz; // A
  const startSquared = fx * fx + fy * fy + fz * fz;
  const crossX = dy * fz - dz * fy;
  const crossY = dz * fx - dx * fz;
  const crossZ = dx * fy - dy * fx;
  const crossSquared = crossX * crossX + crossY * crossY + crossZ * crossZ;
  const halfLinear = fx * dx + fy * dy + fz * dz; // b
  const discriminant = lengthSquared * rr - crossSquared; // b² − A·C = A·r² − |d × f|²

  // The foot of the centre and its distance n = |d × f|/|d|.
  const u = -halfLinear / lengthSquared;
  const footX = finiteOrClamp(fromX + timesPowerOfTwo(u * dx, exponent));
  const footY = finiteOrClamp(fromY + timesPowerOfTwo(u * dy, exponent));
  const footZ = finiteOrClamp(fromZ + timesPowerOfTwo(u * dz, exponent));
  const distance = finiteOrClamp(
    timesPowerOfTwo(Math.sqrt(crossSquared / lengthSquared), exponent),
  );
  if (out !== undefined) {
    out[8] = footX;
    out[9] = footY;
    out[10] = footZ;
    out[11] = distance;
  }

  // The decisions: exact signs of five polynomials in the inputs (three for a ray); where the
  // filter cannot settle one, snapped inputs (isSnapped) have it exact in floats, else BigInt.
  const startPower = // |from − c|² − r²
    (trusted ? boundedSign(startSquared - rr, startSquared + rr) : undefined) ??
    snappedSign(startSquared - rr) ??
    exactPowerSign(FROM);
  // g = to − c; a ray's end is at infinity, outside the ball and beyond the foot.
  let gx = 0;
  let gy = 0;
  let gz = 0;
  let endPower: Sign = 1; // |to − c|² − r²
  if (bounded) {
    gx = exponent === 0 ? IN[3]! - IN[6]! : scratch.gx;
    gy = exponent === 0 ? IN[4]! - IN[7]! : scratch.gy;
    gz = exponent === 0 ? IN[5]! - IN[8]! : scratch.gz;
    const endSquared = gx * gx + gy * gy + gz * gz;
    endPower =
      (trusted ? boundedSign(endSquared - rr, endSquared + rr) : undefined) ??
      snappedSign(endSquared - rr) ??
      exactPowerSign(TO);
  }
  const startIn = startPower <= 0;
  const endIn = endPower <= 0;
  let discriminantSign: Sign = 1; // both endpoints in the ball: a chord of positive length
  if (!(startIn && endIn)) {
    const crossAbsX = Math.abs(dy * fz) + Math.abs(dz * fy);
    const crossAbsY = Math.abs(dz * fx) + Math.abs(dx * fz);
    const crossAbsZ = Math.abs(dx * fy) + Math.abs(dy * fx);
    const magnitude =
      lengthSquared * rr + crossAbsX * crossAbsX + crossAbsY * crossAbsY + crossAbsZ * crossAbsZ;
    discriminantSign =
      (trusted ? boundedSign(discriminant, magnitude) : undefined) ??
      snappedSign(discriminant) ??
      exactDiscriminantSign(bounded);
  }
  if (discriminantSign < 0) {
    if (out === undefined) {
      const foot: Vec3 = { x: footX, y: footY, z: footZ };
      return { kind: 'outside', reason: 'line-misses', touches: false, foot, distance };
    }
    return lineMissesInto(out);
  }

  // Position of the midpoint −b/A against 0 and 1: the signs of b = f·d and of b + A = g·d.
  const startSlope =
    (trusted
      ? boundedSign(halfLinear, Math.abs(fx * dx) + Math.abs(fy * dy) + Math.abs(fz * dz))
      : undefined) ??
    snappedSign(halfLinear) ??
    exactSlopeSign(bounded, FROM);
  let endSlope: Sign = 1;
  if (bounded) {
    const endSlopeValue = gx * dx + gy * dy + gz * dz;
    endSlope =
      (trusted
        ? boundedSign(endSlopeValue, Math.abs(gx * dx) + Math.abs(gy * dy) + Math.abs(gz * dz))
        : undefined) ??
      snappedSign(endSlopeValue) ??
      exactSlopeSign(bounded, TO);
  }
  const enterOnSegment = startPower >= 0 && startSlope <= 0 && (endPower <= 0 || endSlope > 0);
  const exitOnSegment = endPower >= 0 && endSlope >= 0 && (startPower <= 0 || startSlope < 0);

  let code = SEGMENT_SPHERE_CROSSES;
  if (startIn) code = endIn ? SEGMENT_SPHERE_INSIDE : SEGMENT_SPHERE_EXITS;
  else if (endIn) code = SEGMENT_SPHERE_ENTERS;
  else if (endSlope < 0) code = SEGMENT_SPHERE_OUTSIDE_AHEAD;
  else if (startSlope > 0) code = SEGMENT_SPHERE_OUTSIDE_BEHIND;

  // The roots (cancellation-free) made to fit the exact facts: a tangent's double root is −b/A, an
  // endpoint on the sphere a root of exactly 0 or 1, a root known on the segment stays in [0, 1].
  const tangent = discriminantSign === 0;
  let tEnter: number;
  let tExit: number;
  if (tangent) {
    tEnter = tExit = u;
  } else {
    const q = -(halfLinear + (halfLinear < 0 ? -1 : 1) * Math.sqrt(Math.max(0, discriminant)));
    const first = q / lengthSquared;
    const second = q === 0 ? first : (startSquared - rr) / q;
    tEnter = Math.min(first, second);
    tExit = Math.max(first, second);
  }
  if (startPower === 0) {
    if (startSlope <= 0) tEnter = 0;
    if (startSlope >= 0) tExit = 0;
  }
  if (endPower === 0) {
    if (endSlope <= 0) tEnter = 1;
    if (endSlope >= 0) tExit = 1;
  }
  const end = bounded ? 1 : Infinity; // a ray's roots are kept at t ≥ 0 only
  if (enterOnSegment) tEnter = Math.min(end, Math.max(0, tEnter));
  if (exitOnSegment) tExit = Math.min(end, Math.max(0, tExit));
  tEnter = finiteOrClamp(tEnter);
  tExit = finiteOrClamp(tExit);
  // The points, into the caller's buffer (the object API's: OUT, read back below). `ahead` and
  // `behind` have neither root on the segment.
  const buffer = out ?? OUT;
  buffer[0] = tEnter;
  buffer[1] = tExit;
  if (enterOnSegment) pointAt(buffer, 2, 0, exponent, bounded);
  else buffer[2] = buffer[3] = buffer[4] = NaN;
  if (exitOnSegment) pointAt(buffer, 5, 1, exponent, bounded);
  else buffer[5] = buffer[6] = buffer[7] = NaN;
  const touches = tangent && code < SEGMENT_SPHERE_OUTSIDE_LINE_MISSES;
  if (out !== undefined) {
    out[12] = touches ? 1 : 0;
    return code;
  }
  const kind = SEGMENT_SPHERE_KINDS[code]!;
  const reason = SEGMENT_SPHERE_REASONS[code];
  const foot: Vec3 = { x: footX, y: footY, z: footZ };
  // One object literal per shape, keys always in one order: no properties added later.
  if (reason !== undefined) return { kind, tEnter, tExit, touches, foot, distance, reason };
  if (enterOnSegment) {
    const enter: Vec3 = { x: OUT[2]!, y: OUT[3]!, z: OUT[4]! };
    if (exitOnSegment) {
      const exit: Vec3 = { x: OUT[5]!, y: OUT[6]!, z: OUT[7]! };
      return { kind, tEnter, tExit, touches, foot, distance, enter, exit };
    }
    return { kind, tEnter, tExit, touches, foot, distance, enter };
  }
  if (exitOnSegment) {
    const exit: Vec3 = { x: OUT[5]!, y: OUT[6]!, z: OUT[7]! };
    return { kind, tEnter, tExit, touches, foot, distance, exit };
  }
  return { kind, tEnter, tExit, touches, foot, distance };
}

/**
 * Where the segment `from`→`to` meets the closed ball of `center` and `radius`: the case (as in
 * Liang–Barsky: `inside`, `enters`, `exits`, `crosses`, or `outside` with why), the line's raw
 * parameters tEnter and tExit, the entry and exit points on the segment, and the centre's foot on
 * the line with its distance. Every kind, reason and flag is exact for every finite input (file
 * comment); total: a non-finite or missing number or a negative radius gives `invalid-input`.
 * The object form of `intersectSegmentSphereInto`.
 *
 * @example
 * intersectSegmentSphere({ from: { x: -2, y: 0, z: 0 }, to: { x: 2, y: 0, z: 0 },
 *   center: { x: 0, y: 0, z: 0 }, radius: 1 });
 * // { kind: 'crosses', tEnter: 0.25, tExit: 0.75, enter: { x: -1, … }, exit: { x: 1, … }, … }
 */
export function intersectSegmentSphere(input: SegmentSphereInput): SegmentSphereResult {
  return segmentSphereCase(undefined, SEGMENT, input) as SegmentSphereResult;
}

/** The numbers of the object API's points (and of a zero-length segment's answer). */
const OUT = new Float64Array(SEGMENT_SPHERE_OUT_LENGTH);

/**
 * The object API's zero-length segment from zeroLengthSegment's code and the numbers in OUT:
 * `inside` or `outside: point`, neither with t values, never touching. (Only these two shapes:
 * every other case builds its object in the tree.)
 */
function zeroLengthResult(code: number): SegmentSphereResult {
  const kind = SEGMENT_SPHERE_KINDS[code]!;
  const foot: Vec3 = { x: OUT[8]!, y: OUT[9]!, z: OUT[10]! };
  const distance = OUT[11]!;
  // One object literal per shape, keys always in one order: no properties added later.
  if (code === SEGMENT_SPHERE_OUTSIDE_POINT) {
    return { kind, reason: 'point', touches: false, foot, distance };
  }
  return { kind, touches: false, foot, distance };
}

/** d = to − from (or a ray's direction), f = from − center, g = to − center and r, times 2^-exponent. */
type ScaledDifferences = {
  r: number;
  dx: number;
  dy: number;
  dz: number;
  fx: number;
  fy: number;
  fz: number;
  gx: number;
  gy: number;
  gz: number;
};

/** One object reused by every call (the functions are synchronous): no allocation per call. */
const scratch: ScaledDifferences = {
  r: 0,
  dx: 0,
  dy: 0,
  dz: 0,
  fx: 0,
  fy: 0,
  fz: 0,
  gx: 0,
  gy: 0,
  gz: 0,
};

/**
 * The differences of the numbers in IN times 2^-exponent. When they are huge, they come from the
 * quartered inputs, so none overflows (exact for numbers that large; smaller ones lose only bits
 * far below the result's precision). A ray's direction is scaled as it is (g is not needed).
 */
function rescaledDifferences(bounded: boolean, exponent: number): ScaledDifferences {
  const pre = exponent > 1000 ? -2 : 0;
  const k = -exponent - pre;
  // to − from (or the direction), from − center and to − center on one axis.
  const d = (axis: number) =>
    bounded
      ? scaledDifference(IN[3 + axis]!, IN[axis]!, pre, k)
      : timesPowerOfTwo(timesPowerOfTwo(IN[3 + axis]!, pre), k);
  const f = (axis: number) => scaledDifference(IN[axis]!, IN[6 + axis]!, pre, k);
  const g = (axis: number) =>
    bounded ? scaledDifference(IN[3 + axis]!, IN[6 + axis]!, pre, k) : 0;
  scratch.r = timesPowerOfTwo(IN[9]!, -exponent);
  scratch.dx = d(0);
  scratch.dy = d(1);
  scratch.dz = d(2);
  scratch.fx = f(0);
  scratch.fy = f(1);
  scratch.fz = f(2);
  scratch.gx = g(0);
  scratch.gy = g(1);
  scratch.gz = g(2);
  return scratch;
}

/** (p·2^pre − q·2^pre)·2^k. */
function scaledDifference(p: number, q: number, pre: number, k: number): number {
  return timesPowerOfTwo(timesPowerOfTwo(p, pre) - timesPowerOfTwo(q, pre), k);
}

/**
 * Snapped inputs: every coordinate and the radius an integer of magnitude at most SNAPPED_LIMIT
 * (a ray's direction too). Then differences are below 2^12, squared norms and dot products below
 * 2^26, and the discriminant A·r² − |d × f|² below 2^52 in every partial sum (cross components
 * below 2^25, their squares below 2^50): every float quantity the decisions use is exact, and so
 * is its sign. Such inputs are never rescaled (from ≠ to makes their size at least 1), so the
 * values are the raw ones.
 */
const SNAPPED_LIMIT = 2 ** 11;

function isSnapped(): boolean {
  for (let i = 0; i < 10; i++) if (!isSmallInteger(IN[i]!, SNAPPED_LIMIT)) return false;
  return true;
}

/** The sign of an exactly computed float value on snapped inputs, else undefined. */
function snappedSign(value: number): Sign | undefined {
  if (!isSnapped()) return undefined;
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

const INVALID: SegmentSphereResult = {
  kind: 'invalid-input',
  touches: false,
  foot: { x: 0, y: 0, z: 0 },
  distance: 0,
};

function isValidInput(input: unknown): input is SegmentSphereInput {
  if (typeof input !== 'object' || input === null) return false;
  const { from, to, center, radius } = input as Record<string, unknown>;
  return (
    isFiniteVec3(from as Vec3) &&
    isFiniteVec3(to as Vec3) &&
    isFiniteVec3(center as Vec3) &&
    typeof radius === 'number' &&
    Number.isFinite(radius) &&
    radius >= 0
  );
}

/** from = to (a ray: a zero direction): `inside` or `outside: point`, foot = from. */
function zeroLengthSegment(out: Float64Array): number {
  const radius = IN[9]!;
  let fx = IN[0]! - IN[6]!;
  let fy = IN[1]! - IN[7]!;
  let fz = IN[2]! - IN[8]!;
  let r = radius;
  const size = Math.max(Math.abs(fx), Math.abs(fy), Math.abs(fz), radius);
  let exponent = 0;
  if (!(size === 0 || (size >= SAFE_LOW && size <= SAFE_HIGH))) {
    const pre = size === Infinity ? -2 : 0;
    exponent = size === Infinity ? 1024 : binaryExponent(size);
    const k = -exponent - pre;
    fx = scaledDifference(IN[0]!, IN[6]!, pre, k);
    fy = scaledDifference(IN[1]!, IN[7]!, pre, k);
    fz = scaledDifference(IN[2]!, IN[8]!, pre, k);
    r = timesPowerOfTwo(radius, -exponent);
  }
  const squared = fx * fx + fy * fy + fz * fz;
  const rr = r * r;
  const inside =
    (exponent <= 0 ? boundedSign(squared - rr, squared + rr) : undefined) ?? exactPowerSign(FROM);
  out[0] = out[1] = out[2] = out[3] = out[4] = out[5] = out[6] = out[7] = NaN;
  setPoint(out, 8, FROM);
  out[11] = finiteOrClamp(timesPowerOfTwo(Math.sqrt(squared), exponent));
  out[12] = 0;
  return inside <= 0 ? SEGMENT_SPHERE_INSIDE : SEGMENT_SPHERE_OUTSIDE_POINT;
}

/** The slots in IN of `from` and `to`. */
const FROM = 0;
const TO = 3;

/** The input point at IN[at…at + 2] into out[slot…slot + 2], cleaned of −0. */
function setPoint(out: Float64Array, slot: number, at: number): void {
  const x = IN[at]!;
  const y = IN[at + 1]!;
  const z = IN[at + 2]!;
  out[slot] = x === 0 ? 0 : x;
  out[slot + 1] = y === 0 ? 0 : y;
  out[slot + 2] = z === 0 ? 0 : z;
}

/**
 * from + t·d into out[slot…slot + 2] for t = out[tSlot], with d as the tree used it (rescaled by
 * 2^-exponent when exponent ≠ 0: scratch); exactly `from` at t = 0 and exactly `to` at t = 1 (a
 * segment's). No double is passed, so none is boxed where V8 does not inline this.
 */
function pointAt(
  out: Float64Array,
  slot: number,
  tSlot: number,
  exponent: number,
  bounded: boolean,
): void {
  const t = out[tSlot]!;
  if (t === 0) setPoint(out, slot, FROM);
  else if (t === 1 && bounded) setPoint(out, slot, TO);
  else if (exponent === 0) {
    const fromX = IN[0]!;
    const fromY = IN[1]!;
    const fromZ = IN[2]!;
    out[slot] = finiteOrClamp(fromX + t * (bounded ? IN[3]! - fromX : IN[3]!));
    out[slot + 1] = finiteOrClamp(fromY + t * (bounded ? IN[4]! - fromY : IN[4]!));
    out[slot + 2] = finiteOrClamp(fromZ + t * (bounded ? IN[5]! - fromZ : IN[5]!));
  } else {
    out[slot] = finiteOrClamp(IN[0]! + timesPowerOfTwo(t * scratch.dx, exponent));
    out[slot + 1] = finiteOrClamp(IN[1]! + timesPowerOfTwo(t * scratch.dy, exponent));
    out[slot + 2] = finiteOrClamp(IN[2]! + timesPowerOfTwo(t * scratch.dz, exponent));
  }
}

// ---------------------------------------------------------------------------------------------
// Exact predicates in BigInt on the raw numbers in IN, for when the float filter cannot decide.

/** d's component on `axis`, exactly: to − from, or a ray's direction. */
function exactDirection(bounded: boolean, axis: number): Exact {
  return bounded ? exactSub(exact(IN[3 + axis]!), exact(IN[axis]!)) : exact(IN[3 + axis]!);
}

/** Sign of |p − c|² − r² for p = from (`FROM`) or to (`TO`). */
function exactPowerSign(at: number): Sign {
  const ex = exactSub(exact(IN[at]!), exact(IN[6]!));
  const ey = exactSub(exact(IN[at + 1]!), exact(IN[7]!));
  const ez = exactSub(exact(IN[at + 2]!), exact(IN[8]!));
  const er = exact(IN[9]!);
  return exactSign(exactSub(exactNormSquared(ex, ey, ez), exactMul(er, er)));
}

/** Sign of (p − c)·d for p = from (`FROM`, that is b) or p = to (`TO`, that is b + A). */
function exactSlopeSign(bounded: boolean, at: number): Sign {
  const term = (axis: number) =>
    exactMul(exactSub(exact(IN[at + axis]!), exact(IN[6 + axis]!)), exactDirection(bounded, axis));
  return exactSign(exactAdd(exactAdd(term(0), term(1)), term(2)));
}

/** Sign of A·r² − |d × f|² = |d|²·(r² − n²): does the line miss (−), touch (0) or cut (+)? */
function exactDiscriminantSign(bounded: boolean): Sign {
  const dx = exactDirection(bounded, 0);
  const dy = exactDirection(bounded, 1);
  const dz = exactDirection(bounded, 2);
  const fx = exactSub(exact(IN[0]!), exact(IN[6]!));
  const fy = exactSub(exact(IN[1]!), exact(IN[7]!));
  const fz = exactSub(exact(IN[2]!), exact(IN[8]!));
  const crossX = exactSub(exactMul(dy, fz), exactMul(dz, fy));
  const crossY = exactSub(exactMul(dz, fx), exactMul(dx, fz));
  const crossZ = exactSub(exactMul(dx, fy), exactMul(dy, fx));
  const r = exact(IN[9]!);
  return exactSign(
    exactSub(
      exactMul(exactNormSquared(dx, dy, dz), exactMul(r, r)),
      exactNormSquared(crossX, crossY, crossZ),
    ),
  );
}

function exactNormSquared(x: Exact, y: Exact, z: Exact): Exact {
  return exactAdd(exactAdd(exactMul(x, x), exactMul(y, y)), exactMul(z, z));
}

/**
 * The sign of a float value when its error bound settles it, else undefined. The error factor is
 * relative to the same expression evaluated on absolute values (`magnitude`): a squared norm of a
 * difference has 4 roundings on any path; the discriminant A·r² − Σ(cross)² has at most 7
 * (difference, two products and a difference in each cross component, its square, two
 * additions, the subtraction). 16ε = 2^-49 covers both with room for the rounding of the
 * magnitude itself. Below 2^-800 underflow could break the bound: undecided. (Literals, which V8
 * folds where it inlines this.)
 */
function boundedSign(value: number, magnitude: number): Sign | undefined {
  if (!(magnitude > 2 ** -800)) return undefined;
  return filteredSign(value, 2 ** -49 * magnitude);
}
