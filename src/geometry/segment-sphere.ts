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
 */

import { type Vec3, vec3, isFiniteVec3 } from './vec3';
import { type Exact, exact, exactAdd, exactMul, exactSign, exactSub } from './exact';
import {
  EPSILON,
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
 * Error factors of the float filters, relative to the same expression evaluated on absolute
 * values. A squared norm of a difference has 4 roundings on any path; the discriminant
 * A·r² − Σ(cross)² has at most 7 (difference, two products and a difference in each cross
 * component, its square, two additions, the subtraction). 16ε covers both with room for the
 * rounding of the magnitude itself.
 */
const ERROR_FACTOR = 16 * EPSILON;
const UNDERFLOW_GUARD = 2 ** -800;
/**
 * The discriminant is of degree 4: differences and a radius within 2^±240 keep it inside the
 * double range. Outside, they are rescaled so that the largest is near 1.
 */
const SAFE_EXPONENT = 240;
const SAFE_LOW = 2 ** -SAFE_EXPONENT;
const SAFE_HIGH = 2 ** SAFE_EXPONENT;

/**
 * Where the segment `from`→`to` meets the closed ball of `center` and `radius`: the case (as in
 * Liang–Barsky: `inside`, `enters`, `exits`, `crosses`, or `outside` with why), the line's raw
 * parameters tEnter and tExit, the entry and exit points on the segment, and the centre's foot on
 * the line with its distance. Every kind, reason and flag is exact for every finite input (file
 * comment); total: a non-finite or missing number or a negative radius gives `invalid-input`.
 *
 * @example
 * intersectSegmentSphere({ from: { x: -2, y: 0, z: 0 }, to: { x: 2, y: 0, z: 0 },
 *   center: { x: 0, y: 0, z: 0 }, radius: 1 });
 * // { kind: 'crosses', tEnter: 0.25, tExit: 0.75, enter: { x: -1, … }, exit: { x: 1, … }, … }
 */
export function intersectSegmentSphere(input: SegmentSphereInput): SegmentSphereResult {
  if (!isValidInput(input)) return INVALID;
  const { from, to, center, radius } = input;
  if (from.x === to.x && from.y === to.y && from.z === to.z) return zeroLengthSegment(input);
  // The scale is decided from the differences (exact or correctly rounded wherever the shapes
  // sit) and the radius, never from the coordinates: a small segment and ball far from the
  // origin keep all their digits. A difference that overflowed stands for 2^1024.
  // Σ|d| + Σ|f| + r is within a factor 7 of the largest of d = to − from, f = from − center,
  // g = f + d and r: a cheap range check.
  const size =
    Math.abs(to.x - from.x) +
    Math.abs(to.y - from.y) +
    Math.abs(to.z - from.z) +
    Math.abs(from.x - center.x) +
    Math.abs(from.y - center.y) +
    Math.abs(from.z - center.z) +
    radius;
  if (size >= SAFE_LOW && size <= SAFE_HIGH) return solve(input, 0);
  // Extreme magnitudes: compute the numbers rescaled by a power of two (t is scale-invariant);
  // the decisions still come from the exact predicates on the raw inputs.
  return solve(input, size === Infinity ? 1024 : binaryExponent(size));
}

/**
 * The segment of positive length against the ball, with the float quantities computed on the
 * differences times 2^-exponent.
 */
function solve(input: SegmentSphereInput, exponent: number): SegmentSphereResult {
  const { from, to, center } = input;
  // Scaling up by a power of two is exact, so the filters' bounds hold on the scaled values;
  // scaling down may flush tiny differences, so then only the exact predicates decide.
  const trusted = exponent <= 0;
  let r = input.radius;
  let dx = to.x - from.x;
  let dy = to.y - from.y;
  let dz = to.z - from.z;
  let fx = from.x - center.x;
  let fy = from.y - center.y;
  let fz = from.z - center.z;
  let gx = to.x - center.x;
  let gy = to.y - center.y;
  let gz = to.z - center.z;
  if (exponent !== 0) {
    const scaled = rescaledDifferences(input, exponent);
    r = scaled.r;
    dx = scaled.dx;
    dy = scaled.dy;
    dz = scaled.dz;
    fx = scaled.fx;
    fy = scaled.fy;
    fz = scaled.fz;
    gx = scaled.gx;
    gy = scaled.gy;
    gz = scaled.gz;
  }
  const rr = r * r;
  const lengthSquared = dx * dx + dy * dy + dz * dz; // A
  const startSquared = fx * fx + fy * fy + fz * fz;
  const endSquared = gx * gx + gy * gy + gz * gz;
  const crossX = dy * fz - dz * fy;
  const crossY = dz * fx - dx * fz;
  const crossZ = dx * fy - dy * fx;
  const crossSquared = crossX * crossX + crossY * crossY + crossZ * crossZ;
  const halfLinear = fx * dx + fy * dy + fz * dz; // b
  const discriminant = lengthSquared * rr - crossSquared; // b² − A·C = A·r² − |d × f|²

  // The foot of the centre and its distance n = |d × f|/|d|.
  const u = -halfLinear / lengthSquared;
  // finiteOrClamp() already turns −0 into 0, so the literal needs no vec3().
  const foot: Vec3 = {
    x: finiteOrClamp(from.x + timesPowerOfTwo(u * dx, exponent)),
    y: finiteOrClamp(from.y + timesPowerOfTwo(u * dy, exponent)),
    z: finiteOrClamp(from.z + timesPowerOfTwo(u * dz, exponent)),
  };
  const distance = finiteOrClamp(
    timesPowerOfTwo(Math.sqrt(crossSquared / lengthSquared), exponent),
  );

  // The decisions: exact signs of five polynomials in the inputs. When the filter cannot settle
  // one, snapped inputs (see isSnapped) have it exact in floats already; otherwise BigInt.
  const startPower = // |from − c|² − r²
    (trusted ? boundedSign(startSquared - rr, startSquared + rr) : undefined) ??
    snappedSign(input, startSquared - rr) ??
    exactPowerSign(from, center, input.radius);
  const endPower = // |to − c|² − r²
    (trusted ? boundedSign(endSquared - rr, endSquared + rr) : undefined) ??
    snappedSign(input, endSquared - rr) ??
    exactPowerSign(to, center, input.radius);
  const startIn = startPower <= 0;
  const endIn = endPower <= 0;
  // Both endpoints in the ball: the line meets it in a chord of positive length.
  let discriminantSign: -1 | 0 | 1 = 1;
  if (!(startIn && endIn)) {
    const crossAbsX = Math.abs(dy * fz) + Math.abs(dz * fy);
    const crossAbsY = Math.abs(dz * fx) + Math.abs(dx * fz);
    const crossAbsZ = Math.abs(dx * fy) + Math.abs(dy * fx);
    const magnitude =
      lengthSquared * rr + crossAbsX * crossAbsX + crossAbsY * crossAbsY + crossAbsZ * crossAbsZ;
    discriminantSign =
      (trusted ? boundedSign(discriminant, magnitude) : undefined) ??
      snappedSign(input, discriminant) ??
      exactDiscriminantSign(input);
  }
  if (discriminantSign < 0) {
    return { kind: 'outside', reason: 'line-misses', touches: false, foot, distance };
  }

  // Position of the midpoint −b/A against 0 and 1: the signs of b = f·d and of b + A = g·d.
  const endSlopeValue = gx * dx + gy * dy + gz * dz;
  const startSlope =
    (trusted
      ? boundedSign(halfLinear, Math.abs(fx * dx) + Math.abs(fy * dy) + Math.abs(fz * dz))
      : undefined) ??
    snappedSign(input, halfLinear) ??
    exactSlopeSign(input, from);
  const endSlope =
    (trusted
      ? boundedSign(endSlopeValue, Math.abs(gx * dx) + Math.abs(gy * dy) + Math.abs(gz * dz))
      : undefined) ??
    snappedSign(input, endSlopeValue) ??
    exactSlopeSign(input, to);
  const enterOnSegment = startPower >= 0 && startSlope <= 0 && (endPower <= 0 || endSlope > 0);
  const exitOnSegment = endPower >= 0 && endSlope >= 0 && (startPower <= 0 || startSlope < 0);

  let kind: SegmentSphereKind = 'crosses';
  let reason: SegmentSphereReason | undefined;
  if (startIn) kind = endIn ? 'inside' : 'exits';
  else if (endIn) kind = 'enters';
  else if (endSlope < 0) {
    kind = 'outside';
    reason = 'ahead';
  } else if (startSlope > 0) {
    kind = 'outside';
    reason = 'behind';
  }

  // The roots, from the cancellation-free formula, then made consistent with the exact facts: a
  // tangent has one double root −b/A; an endpoint on the sphere is a root of exactly 0 or 1 (on
  // the side of the midpoint it lies on); a root known to lie on the segment stays in [0, 1].
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
  if (enterOnSegment) tEnter = Math.min(1, Math.max(0, tEnter));
  if (exitOnSegment) tExit = Math.min(1, Math.max(0, tExit));
  tEnter = finiteOrClamp(tEnter);
  tExit = finiteOrClamp(tExit);

  // One object literal per shape, keys always in the order kind, tEnter, tExit, touches, foot,
  // distance, reason, enter, exit: no properties added later.
  const touches = tangent && kind !== 'outside';
  if (reason !== undefined) {
    // `ahead` or `behind`: neither root lies on the segment.
    return { kind, tEnter, tExit, touches, foot, distance, reason };
  }
  if (enterOnSegment) {
    const enter = pointAt(input, tEnter, dx, dy, dz, exponent);
    if (exitOnSegment) {
      const exit = pointAt(input, tExit, dx, dy, dz, exponent);
      return { kind, tEnter, tExit, touches, foot, distance, enter, exit };
    }
    return { kind, tEnter, tExit, touches, foot, distance, enter };
  }
  if (exitOnSegment) {
    const exit = pointAt(input, tExit, dx, dy, dz, exponent);
    return { kind, tEnter, tExit, touches, foot, distance, exit };
  }
  return { kind, tEnter, tExit, touches, foot, distance };
}

/** d = to − from, f = from − center, g = to − center and r, times 2^-exponent. */
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
 * The differences times 2^-exponent. When they are huge, they come from the quartered inputs, so
 * none overflows (exact for numbers that large; smaller ones lose only bits far below the
 * result's precision).
 */
function rescaledDifferences(
  { from, to, center, radius }: SegmentSphereInput,
  exponent: number,
): ScaledDifferences {
  const pre = exponent > 1000 ? -2 : 0;
  const k = -exponent - pre;
  scratch.r = timesPowerOfTwo(radius, -exponent);
  scratch.dx = scaledDifference(to.x, from.x, pre, k);
  scratch.dy = scaledDifference(to.y, from.y, pre, k);
  scratch.dz = scaledDifference(to.z, from.z, pre, k);
  scratch.fx = scaledDifference(from.x, center.x, pre, k);
  scratch.fy = scaledDifference(from.y, center.y, pre, k);
  scratch.fz = scaledDifference(from.z, center.z, pre, k);
  scratch.gx = scaledDifference(to.x, center.x, pre, k);
  scratch.gy = scaledDifference(to.y, center.y, pre, k);
  scratch.gz = scaledDifference(to.z, center.z, pre, k);
  return scratch;
}

/** (p·2^pre − q·2^pre)·2^k. */
function scaledDifference(p: number, q: number, pre: number, k: number): number {
  return timesPowerOfTwo(timesPowerOfTwo(p, pre) - timesPowerOfTwo(q, pre), k);
}

/**
 * Snapped inputs: every coordinate and the radius an integer of magnitude at most SNAPPED_LIMIT.
 * Then
 * differences are below 2^12, squared norms and dot products below 2^26, and the discriminant
 * A·r² − |d × f|² below 2^52 in every partial sum (cross components below 2^25, their squares
 * below 2^50): every float quantity the decisions use is exact, and so is its sign. Such inputs
 * are never rescaled (from ≠ to makes their size at least 1), so the values are the raw ones.
 */
const SNAPPED_LIMIT = 2 ** 11;

function isSnapped({ from, to, center, radius }: SegmentSphereInput): boolean {
  return (
    isSmallInteger(from.x, SNAPPED_LIMIT) &&
    isSmallInteger(from.y, SNAPPED_LIMIT) &&
    isSmallInteger(from.z, SNAPPED_LIMIT) &&
    isSmallInteger(to.x, SNAPPED_LIMIT) &&
    isSmallInteger(to.y, SNAPPED_LIMIT) &&
    isSmallInteger(to.z, SNAPPED_LIMIT) &&
    isSmallInteger(center.x, SNAPPED_LIMIT) &&
    isSmallInteger(center.y, SNAPPED_LIMIT) &&
    isSmallInteger(center.z, SNAPPED_LIMIT) &&
    isSmallInteger(radius, SNAPPED_LIMIT)
  );
}

/** The sign of an exactly computed float value on snapped inputs, else undefined. */
function snappedSign(input: SegmentSphereInput, value: number): -1 | 0 | 1 | undefined {
  if (!isSnapped(input)) return undefined;
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

const INVALID: SegmentSphereResult = {
  kind: 'invalid-input',
  touches: false,
  foot: vec3(0, 0, 0),
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

function zeroLengthSegment(input: SegmentSphereInput): SegmentSphereResult {
  const { from, center, radius } = input;
  let fx = from.x - center.x;
  let fy = from.y - center.y;
  let fz = from.z - center.z;
  let r = radius;
  const size = Math.max(Math.abs(fx), Math.abs(fy), Math.abs(fz), radius);
  let exponent = 0;
  if (!(size === 0 || (size >= SAFE_LOW && size <= SAFE_HIGH))) {
    const pre = size === Infinity ? -2 : 0;
    exponent = size === Infinity ? 1024 : binaryExponent(size);
    const k = -exponent - pre;
    fx = scaledDifference(from.x, center.x, pre, k);
    fy = scaledDifference(from.y, center.y, pre, k);
    fz = scaledDifference(from.z, center.z, pre, k);
    r = timesPowerOfTwo(radius, -exponent);
  }
  const squared = fx * fx + fy * fy + fz * fz;
  const rr = r * r;
  const inside =
    (exponent <= 0 ? boundedSign(squared - rr, squared + rr) : undefined) ??
    exactPowerSign(from, center, radius);
  const distance = finiteOrClamp(timesPowerOfTwo(Math.sqrt(squared), exponent));
  const foot = vec3(from.x, from.y, from.z);
  return inside <= 0
    ? { kind: 'inside', touches: false, foot, distance }
    : { kind: 'outside', reason: 'point', touches: false, foot, distance };
}

/** from + t·(to − from), with d given on the rescaled inputs; exactly the endpoints at 0 and 1. */
function pointAt(
  { from, to }: SegmentSphereInput,
  t: number,
  dx: number,
  dy: number,
  dz: number,
  exponent: number,
): Vec3 {
  if (t === 0) return vec3(from.x, from.y, from.z);
  if (t === 1) return vec3(to.x, to.y, to.z);
  return vec3(
    finiteOrClamp(from.x + timesPowerOfTwo(t * dx, exponent)),
    finiteOrClamp(from.y + timesPowerOfTwo(t * dy, exponent)),
    finiteOrClamp(from.z + timesPowerOfTwo(t * dz, exponent)),
  );
}

// ---------------------------------------------------------------------------------------------
// Exact predicates in BigInt, for when the float filter cannot decide.

function exactPowerSign(p: Vec3, c: Vec3, r: number): -1 | 0 | 1 {
  const ex = exactSub(exact(p.x), exact(c.x));
  const ey = exactSub(exact(p.y), exact(c.y));
  const ez = exactSub(exact(p.z), exact(c.z));
  const er = exact(r);
  return exactSign(exactSub(exactNormSquared(ex, ey, ez), exactMul(er, er)));
}

/** Sign of (p − c)·(to − from) for p = from (that is b) or p = to (that is b + A). */
function exactSlopeSign({ from, to, center: c }: SegmentSphereInput, p: Vec3): -1 | 0 | 1 {
  const term = (a: number, b: number, q: number, w: number) =>
    exactMul(exactSub(exact(a), exact(b)), exactSub(exact(q), exact(w)));
  return exactSign(
    exactAdd(
      exactAdd(term(p.x, c.x, to.x, from.x), term(p.y, c.y, to.y, from.y)),
      term(p.z, c.z, to.z, from.z),
    ),
  );
}

/** Sign of A·r² − |d × f|² = |d|²·(r² − n²): does the line miss (−), touch (0) or cut (+)? */
function exactDiscriminantSign({ from, to, center: c, radius }: SegmentSphereInput): -1 | 0 | 1 {
  const dx = exactSub(exact(to.x), exact(from.x));
  const dy = exactSub(exact(to.y), exact(from.y));
  const dz = exactSub(exact(to.z), exact(from.z));
  const fx = exactSub(exact(from.x), exact(c.x));
  const fy = exactSub(exact(from.y), exact(c.y));
  const fz = exactSub(exact(from.z), exact(c.z));
  const crossX = exactSub(exactMul(dy, fz), exactMul(dz, fy));
  const crossY = exactSub(exactMul(dz, fx), exactMul(dx, fz));
  const crossZ = exactSub(exactMul(dx, fy), exactMul(dy, fx));
  const r = exact(radius);
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

/** The sign of a float value when its error bound settles it, else undefined. */
function boundedSign(value: number, magnitude: number): Sign | undefined {
  if (!(magnitude > UNDERFLOW_GUARD)) return undefined;
  return filteredSign(value, ERROR_FACTOR * magnitude);
}
