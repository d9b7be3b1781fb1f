/**
 * Two spheres in space: how their surfaces meet.
 *
 * Derived in the article 'Sphere vs sphere', §Two equations, one plane (source: "Intersection
 * Testing", the meteor example).
 *
 * Conventions:
 * - Spheres a (centre c1, radius r1) and b (centre c2, radius r2), radii ≥ 0, d = |c2 − c1|.
 *   A radius of 0 is a point, which is a valid (degenerate) sphere.
 * - Kinds, decided in this order (the first that applies wins):
 *   `coincident` (c1 = c2 and r1 = r2: every point is shared; no circle reported),
 *   `separate` (d > r1 + r2), `external-tangent` (d = r1 + r2), `contained` (d < |r1 − r2|: one
 *   ball strictly inside the other, surfaces apart), `internal-tangent` (d = |r1 − r2|, d > 0),
 *   `circle` (|r1 − r2| < d < r1 + r2). So a zero-radius sphere lying on the other's surface is
 *   externally tangent.
 * - The common plane is x = (d² − r2² + r1²)/(2d) along the unit normal n = (c2 − c1)/d (pointing
 *   from a to b). A `circle` reports its centre c1 + x·n, radius √(r1² − x²) and the normal; a
 *   tangent reports its point the same way with radius 0 (x = r1 when external; when internal,
 *   x = r1 if a is the larger sphere and −r1 if b is).
 *   Swapping a and b flips the normal and keeps the centre and radius.
 * - `separate`, `contained`, `coincident` and `invalid-input` carry no centre, radius or normal.
 *   `invalid-input`: a non-finite or missing number, or a negative radius.
 *
 * Exactness: the kind compares d² with (r1 + r2)² and (r1 − r2)², polynomials of degree 2 in the
 * inputs, exact in doubles for integers in [−1024, 1024] (and such integers times one power of
 * two). For other doubles a forward error bound decides, or BigInt arithmetic (exact.ts) when it
 * cannot, so the kind is exact for every finite input.
 * Numbers avoid cancellation: the centre is c1 + (½ + (r1 − r2)(r1 + r2)/(2d²))·(c2 − c1), the
 * radius √((r1 + r2)² − d²)·√(d² − (r1 − r2)²)/(2d), both factors the exactly decided quantities.
 * They are computed from the centre difference c2 − c1 and the radii, never the coordinates, so
 * small spheres far from the origin are as accurate as near it; differences and radii outside
 * [2^-480, 2^480] are rescaled by a power of two first (numbers stay accurate while the centre
 * distance is at least 2^-959 of the largest radius).
 *
 * Two entry points, one algorithm (`spheresCase`): `intersectSpheresInto` (the hot loop's:
 * numbers in, a case code out, the circle written into the caller's Float64Array, no allocation;
 * finite input and radii ≥ 0 are its precondition, `intersectSpheresIntoChecked` checks them) and
 * `intersectSpheres`, the object API over it. `spheresGapSign` runs the same tree up to its
 * first decision: whether the solid balls meet, for a broad phase. The tree reads its numbers from
 * a module scratch array, so no double crosses a call V8 may not inline (it would be boxed on the
 * heap).
 */

import { type Vec3, vec3, isFiniteVec3, normalize3, cross3, dot3 } from './vec3';
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

export type SpheresKind =
  | 'separate'
  | 'contained'
  | 'external-tangent'
  | 'internal-tangent'
  | 'coincident'
  | 'circle'
  | 'invalid-input';

export type Sphere = { readonly center: Vec3; readonly radius: number };

export type SpheresInput = { readonly a: Sphere; readonly b: Sphere };

export type SpheresResult = {
  readonly kind: SpheresKind;
  /** The circle's centre, or the tangent point. */
  readonly center?: Vec3;
  /** The circle's radius; 0 for a tangent point. */
  readonly radius?: number;
  /** Unit normal of the circle's plane, from a's centre towards b's. */
  readonly normal?: Vec3;
};

/**
 * d² − (r1 ± r2)² has at most 5 roundings on any path (difference, square, two additions, then
 * the final subtraction; r1 ± r2 and its square take 2 before it); 8ε covers them and the
 * rounding of the magnitude itself.
 */
const ERROR_FACTOR = 8 * EPSILON;
const UNDERFLOW_GUARD = 2 ** -900;
/**
 * Centre differences and radii up to 2^480, with the centre distance (when nonzero) at least
 * 2^-480, are used as they are: squares and their sums stay normal and far from overflow.
 * Otherwise they are rescaled so that the largest is near 2^479: the spread between a tiny
 * centre distance and large radii may then reach 2^959 before d² leaves the normal range.
 */
const SAFE_LOW = 2 ** -480;
const SAFE_HIGH = 2 ** 480;
const RESCALED_TOP_EXPONENT = 479;

// ---------------------------------------------------------------------------------------------
// The hot-loop entry point's case codes and buffer

/** Code of `invalid-input` (only the checked entry point returns it). */
export const SPHERES_INVALID_INPUT = 0;
/** Code of `separate`: d > r1 + r2. */
export const SPHERES_SEPARATE = 1;
/** Code of `contained`: d < |r1 − r2|, one ball strictly inside the other. */
export const SPHERES_CONTAINED = 2;
/** Code of `external-tangent`: d = r1 + r2; the point and the normal are written. */
export const SPHERES_EXTERNAL_TANGENT = 3;
/** Code of `internal-tangent`: d = |r1 − r2| > 0; the point and the normal are written. */
export const SPHERES_INTERNAL_TANGENT = 4;
/** Code of `coincident`: c1 = c2 and r1 = r2. */
export const SPHERES_COINCIDENT = 5;
/** Code of `circle`: the circle's centre, radius and normal are written. */
export const SPHERES_CIRCLE = 6;

/** The `kind` of each case code: `SPHERES_KINDS[code]`. */
export const SPHERES_KINDS: readonly SpheresKind[] = [
  'invalid-input',
  'separate',
  'contained',
  'external-tangent',
  'internal-tangent',
  'coincident',
  'circle',
];

/** Length of the buffer `intersectSpheresInto` writes: centre, radius, normal. */
export const SPHERES_OUT_LENGTH = 7;

/**
 * The problem's numbers, c1 (x, y, z), r1, c2 (x, y, z), r2: the entry points store them here and
 * `spheresCase` reads them, so no double crosses a call V8 may not inline (it would be boxed).
 */
const IN = new Float64Array(8);

/**
 * The hot-loop entry point: `intersectSpheres` for sphere a (centre (ax, ay, az), radius ar) and
 * sphere b, with no allocation. Returns the case code (`SPHERES_SEPARATE`, `SPHERES_CONTAINED`,
 * `SPHERES_EXTERNAL_TANGENT`, `SPHERES_INTERNAL_TANGENT`, `SPHERES_COINCIDENT`, `SPHERES_CIRCLE`;
 * `SPHERES_KINDS[code]` is the kind) and writes, exactly the numbers of `intersectSpheres`:
 *
 * | slot       | value                                                              |
 * | ---------- | ------------------------------------------------------------------ |
 * | `out[0–2]` | the circle's centre, or the tangent point; NaN for the other cases |
 * | `out[3]`   | the circle's radius, 0 for a tangent point; NaN otherwise          |
 * | `out[4–6]` | the unit normal from a's centre towards b's; NaN otherwise         |
 *
 * Precondition: finite numbers and radii ≥ 0 (not checked; outside it the answer is unspecified
 * and the call may throw). `intersectSpheresIntoChecked` checks it.
 *
 * In a hot loop: allocate `out` once (`new Float64Array(SPHERES_OUT_LENGTH)`). This entry point
 * only stores its arguments and calls the decision tree, so V8 inlines it into a caller's
 * optimized loop and no argument is boxed.
 */
export function intersectSpheresInto(
  out: Float64Array,
  ax: number,
  ay: number,
  az: number,
  ar: number,
  bx: number,
  by: number,
  bz: number,
  br: number,
): number {
  IN[0] = ax;
  IN[1] = ay;
  IN[2] = az;
  IN[3] = ar;
  IN[4] = bx;
  IN[5] = by;
  IN[6] = bz;
  IN[7] = br;
  return spheresCase(out);
}

/**
 * `intersectSpheresInto` for any input: a non-finite number or a negative radius gives
 * `SPHERES_INVALID_INPUT` with every slot NaN, as `intersectSpheres` gives `invalid-input`.
 */
export function intersectSpheresIntoChecked(
  out: Float64Array,
  ax: number,
  ay: number,
  az: number,
  ar: number,
  bx: number,
  by: number,
  bz: number,
  br: number,
): number {
  if (
    Number.isFinite(ax) &&
    Number.isFinite(ay) &&
    Number.isFinite(az) &&
    Number.isFinite(ar) &&
    ar >= 0 &&
    Number.isFinite(bx) &&
    Number.isFinite(by) &&
    Number.isFinite(bz) &&
    Number.isFinite(br) &&
    br >= 0
  ) {
    return intersectSpheresInto(out, ax, ay, az, ar, bx, by, bz, br);
  }
  return noCircle(out, SPHERES_INVALID_INPUT);
}

/**
 * The one decision tree, on the numbers in IN: the case code, and the circle into `out`. Without
 * `out` (spheresGapSign) it stops after its first decision and returns that sign, of
 * d − (r1 + r2).
 */
function spheresCase(out: Float64Array | undefined): number {
  const r1 = IN[3]!;
  const r2 = IN[7]!;
  if (IN[0] === IN[4] && IN[1] === IN[5] && IN[2] === IN[6] && r1 === r2) {
    if (out === undefined) return r1 > 0 ? -1 : 0; // d = 0 against r1 + r2 = 2·r1
    return noCircle(out, SPHERES_COINCIDENT);
  }

  // The centre differences are exact or correctly rounded (an overflow aside) wherever the
  // spheres sit: the scale is decided from them and the radii, never from the coordinates, so
  // small spheres far from the origin keep all their digits.
  let dx = IN[4]! - IN[0]!;
  let dy = IN[5]! - IN[1]!;
  let dz = IN[6]! - IN[2]!;
  let s1 = r1;
  let s2 = r2;
  // Sums of magnitudes are within a factor 5 of the largest: a cheap range check.
  const apart = Math.abs(dx) + Math.abs(dy) + Math.abs(dz);
  const size = apart + r1 + r2;
  let exponent = 0;
  if (!(size <= SAFE_HIGH && (apart >= SAFE_LOW || apart === 0))) {
    ({ dx, dy, dz, r1: s1, r2: s2, exponent } = rescaled());
  }
  // Scaling up by a power of two is exact, so the filter's bound holds on the scaled values;
  // scaling down may have flushed tiny differences, so then only the exact path decides.
  const trusted = exponent <= 0;
  const distanceSquared = dx * dx + dy * dy + dz * dz;
  const sum = s1 + s2;
  const difference = s1 - s2;
  // Outer gap d² − (r1 + r2)² and inner gap d² − (r1 − r2)², decided exactly.
  const outerGap = distanceSquared - sum * sum;
  const innerGap = distanceSquared - difference * difference;

  const outer = signOfGap(OUTER, trusted, outerGap, distanceSquared + sum * sum);
  if (out === undefined) return outer;
  if (outer > 0) return noCircle(out, SPHERES_SEPARATE);

  // Tangent from outside: x = r1 and d = r1 + r2 (> 0 here: equal zero radii at one point are
  // coincident).
  if (outer === 0) {
    setAlong(out, s1 / sum, dx, dy, dz, exponent);
    out[3] = 0;
    unitNormal(out, dx, dy, dz, Math.sqrt(distanceSquared));
    return SPHERES_EXTERNAL_TANGENT;
  }

  const inner = signOfGap(INNER, trusted, innerGap, distanceSquared + difference * difference);
  if (inner < 0) return noCircle(out, SPHERES_CONTAINED);
  // Only the kinds that report it pay for the normal (a root and three divisions).
  const distance = Math.sqrt(distanceSquared);
  unitNormal(out, dx, dy, dz, distance);
  // Tangent from inside: d = |r1 − r2| > 0 and x/d = r1/(r1 − r2) whichever sphere is larger.
  if (inner === 0) {
    setAlong(out, s1 / difference, dx, dy, dz, exponent);
    out[3] = 0;
    return SPHERES_INTERNAL_TANGENT;
  }

  // (d² + r1² − r2²)/(2d²) as ½ + (r1 − r2)(r1 + r2)/(2d²): r1² − r2² formed as a product of
  // the sum and difference, so a d² far below r1² is not absorbed before it is divided out.
  const ratio = 0.5 + (difference * sum) / (2 * distanceSquared);
  const radius =
    (Math.sqrt(Math.max(0, -outerGap)) * Math.sqrt(Math.max(0, innerGap))) / (2 * distance);
  setAlong(out, ratio, dx, dy, dz, exponent);
  out[3] = finiteOrClamp(exponent === 0 ? radius : timesPowerOfTwo(radius, exponent));
  return SPHERES_CIRCLE;
}

/**
 * Whether the solid balls of spheres a (centre (ax, ay, az), radius ar) and b meet, as the sign
 * of d − (r1 + r2), d the distance of the centres: −1 when they overlap (one inside the other,
 * or coincident, included), 0 when they touch from outside at one point (two equal points of
 * radius 0 too), 1 when they are apart.
 * `spheresGapSign(…) <= 0` is the yes/no question of a broad phase (three's
 * `Sphere.intersectsSphere`), answered exactly for every finite input: it is the first decision
 * of `intersectSpheres`' tree (the `separate` and `external-tangent` cases), which stops there. No
 * allocation; numbers in, like the hot-loop entry points.
 *
 * Precondition: finite numbers and radii ≥ 0 (not checked; outside it the answer is
 * unspecified). `intersectSpheresIntoChecked` answers it for any input: `SPHERES_INVALID_INPUT`
 * outside the precondition, else `SPHERES_SEPARATE` exactly when the sign is 1.
 *
 * @example
 * spheresGapSign(0, 0, 0, 5, 10, 0, 0, 5); // 0: they touch at (5, 0, 0)
 * spheresGapSign(0, 0, 0, 5, 10, 0, 0, 4.999999999999999); // 1: apart by one ulp of 5
 */
export function spheresGapSign(
  ax: number,
  ay: number,
  az: number,
  ar: number,
  bx: number,
  by: number,
  bz: number,
  br: number,
): Sign {
  IN[0] = ax;
  IN[1] = ay;
  IN[2] = az;
  IN[3] = ar;
  IN[4] = bx;
  IN[5] = by;
  IN[6] = bz;
  IN[7] = br;
  return spheresCase(undefined) as Sign;
}

/** A case without a circle: every slot NaN. */
function noCircle(out: Float64Array, code: number): number {
  out[0] = out[1] = out[2] = out[3] = out[4] = out[5] = out[6] = NaN;
  return code;
}

/** The numbers the object API builds its points from. */
const OUT = new Float64Array(SPHERES_OUT_LENGTH);

/**
 * How the surfaces of spheres a and b meet: `coincident`, `separate`, `external-tangent`,
 * `contained`, `internal-tangent` or `circle`, decided in that order, exactly for every finite
 * input (file comment). A tangent reports its point (as `center`, `radius` 0) and the unit
 * normal from a's centre towards b's; a circle its centre, radius and normal. Total: a
 * non-finite or missing number or a negative radius gives `invalid-input`. The object form of
 * `intersectSpheresInto`.
 *
 * @example
 * intersectSpheres({ a: { center: { x: 0, y: 0, z: 0 }, radius: 5 },
 *   b: { center: { x: 8, y: 0, z: 0 }, radius: 5 } });
 * // { kind: 'circle', center: { x: 4, y: 0, z: 0 }, radius: 3, normal: { x: 1, y: 0, z: 0 } }
 */
export function intersectSpheres(input: SpheresInput): SpheresResult {
  if (!isValidInput(input)) return { kind: 'invalid-input' };
  const { a, b } = input;
  IN[0] = a.center.x;
  IN[1] = a.center.y;
  IN[2] = a.center.z;
  IN[3] = a.radius;
  IN[4] = b.center.x;
  IN[5] = b.center.y;
  IN[6] = b.center.z;
  IN[7] = b.radius;
  const code = spheresCase(OUT);
  // Literal kinds (SPHERES_KINDS[code]) for the cases without a circle: no lookup of a module
  // array, and a result V8 builds from a constant.
  if (code === SPHERES_SEPARATE) return { kind: 'separate' };
  if (code === SPHERES_CONTAINED) return { kind: 'contained' };
  if (code === SPHERES_COINCIDENT) return { kind: 'coincident' };
  return {
    kind: SPHERES_KINDS[code]!,
    center: { x: OUT[0]!, y: OUT[1]!, z: OUT[2]! },
    radius: OUT[3]!,
    normal: { x: OUT[4]!, y: OUT[5]!, z: OUT[6]! },
  };
}

/** The centre difference c2 − c1 and the radii, times 2^-exponent. */
type Rescaled = { dx: number; dy: number; dz: number; r1: number; r2: number; exponent: number };

/** One object reused by every call (the function is synchronous): no allocation per call. */
const scratch: Rescaled = { dx: 0, dy: 0, dz: 0, r1: 0, r2: 0, exponent: 0 };

/**
 * c2 − c1 and the radii (from IN) scaled so that the largest is near 2^479. A difference that
 * overflows is taken from the quartered inputs (exact for numbers that large; smaller ones lose
 * only bits far below the result's precision).
 */
function rescaled(): Rescaled {
  const overflowed = !Number.isFinite(IN[4]! - IN[0]! + (IN[5]! - IN[1]!) + (IN[6]! - IN[2]!));
  const pre = overflowed ? -2 : 0;
  const dx = timesPowerOfTwo(IN[4]!, pre) - timesPowerOfTwo(IN[0]!, pre);
  const dy = timesPowerOfTwo(IN[5]!, pre) - timesPowerOfTwo(IN[1]!, pre);
  const dz = timesPowerOfTwo(IN[6]!, pre) - timesPowerOfTwo(IN[2]!, pre);
  const r1 = timesPowerOfTwo(IN[3]!, pre);
  const r2 = timesPowerOfTwo(IN[7]!, pre);
  const k =
    RESCALED_TOP_EXPONENT -
    binaryExponent(Math.max(Math.abs(dx), Math.abs(dy), Math.abs(dz), r1, r2));
  scratch.dx = timesPowerOfTwo(dx, k);
  scratch.dy = timesPowerOfTwo(dy, k);
  scratch.dz = timesPowerOfTwo(dz, k);
  scratch.r1 = timesPowerOfTwo(r1, k);
  scratch.r2 = timesPowerOfTwo(r2, k);
  scratch.exponent = -k - pre;
  return scratch;
}

/** (dx, dy, dz)/d into out[4…6], kept finite. */
function unitNormal(out: Float64Array, dx: number, dy: number, dz: number, distance: number): void {
  out[4] = finiteOrClamp(dx / distance);
  out[5] = finiteOrClamp(dy / distance);
  out[6] = finiteOrClamp(dz / distance);
}

/**
 * Two unit vectors u, v with (u, v, n̂) a right-handed orthonormal frame, for drawing a circle of
 * centre m and radius ρ in the plane of normal n as m + ρ·(cos θ·u + sin θ·v).
 *
 * Gram–Schmidt on the coordinate axis least aligned with n (so the subtraction never cancels
 * badly), then v = n̂ × u. A zero or non-finite normal gives the x and y axes.
 */
export function circleBasis(normal: Vec3): { readonly u: Vec3; readonly v: Vec3 } {
  const n = isFiniteVec3(normal) ? normalize3(normal) : vec3(0, 0, 0);
  if (n.x === 0 && n.y === 0 && n.z === 0) return { u: vec3(1, 0, 0), v: vec3(0, 1, 0) };
  const ax = Math.abs(n.x);
  const ay = Math.abs(n.y);
  const az = Math.abs(n.z);
  const axis = ax <= ay && ax <= az ? vec3(1, 0, 0) : ay <= az ? vec3(0, 1, 0) : vec3(0, 0, 1);
  const projection = dot3(axis, n);
  const u = normalize3(
    vec3(axis.x - projection * n.x, axis.y - projection * n.y, axis.z - projection * n.z),
  );
  return { u, v: cross3(n, u) };
}

function isValidInput(input: unknown): input is SpheresInput {
  if (typeof input !== 'object' || input === null) return false;
  const { a, b } = input as Record<string, unknown>;
  return isValidSphere(a) && isValidSphere(b);
}

function isValidSphere(value: unknown): value is Sphere {
  if (typeof value !== 'object' || value === null) return false;
  const { center, radius } = value as Record<string, unknown>;
  return (
    isFiniteVec3(center as Vec3) &&
    typeof radius === 'number' &&
    Number.isFinite(radius) &&
    radius >= 0
  );
}

/** Which gap signOfGap decides: d² − (r1 + r2)² (`OUTER`) or d² − (r1 − r2)² (`INNER`). */
const OUTER = 1;
const INNER = -1;

/**
 * Sign of d² − (r1 + side·r2)²: the float value when its error bound settles it (only when the
 * numbers were not scaled down, which may flush tiny differences), else exact.
 */
function signOfGap(side: number, trusted: boolean, value: number, magnitude: number): Sign {
  const filtered =
    trusted && magnitude > UNDERFLOW_GUARD
      ? filteredSign(value, ERROR_FACTOR * magnitude)
      : undefined;
  return filtered ?? unfilteredSignOfGap(side, value);
}

/** signOfGap when the filter cannot settle it (kept apart so that the filter inlines). */
function unfilteredSignOfGap(side: number, value: number): Sign {
  if (
    isSmallInteger(IN[0]!, SNAPPED_LIMIT) &&
    isSmallInteger(IN[1]!, SNAPPED_LIMIT) &&
    isSmallInteger(IN[2]!, SNAPPED_LIMIT) &&
    isSmallInteger(IN[4]!, SNAPPED_LIMIT) &&
    isSmallInteger(IN[5]!, SNAPPED_LIMIT) &&
    isSmallInteger(IN[6]!, SNAPPED_LIMIT) &&
    isSmallInteger(IN[3]!, SNAPPED_LIMIT) &&
    isSmallInteger(IN[7]!, SNAPPED_LIMIT)
  ) {
    // Snapped inputs, never rescaled (their centre distance is 0 or at least 1): the float value
    // is exact and so is its sign (SNAPPED_LIMIT).
    return value > 0 ? 1 : value < 0 ? -1 : 0;
  }
  const dx = exactSub(exact(IN[4]!), exact(IN[0]!));
  const dy = exactSub(exact(IN[5]!), exact(IN[1]!));
  const dz = exactSub(exact(IN[6]!), exact(IN[2]!));
  const radii: Exact =
    side === OUTER
      ? exactAdd(exact(IN[3]!), exact(IN[7]!))
      : exactSub(exact(IN[3]!), exact(IN[7]!));
  const distanceSquared = exactAdd(exactAdd(exactMul(dx, dx), exactMul(dy, dy)), exactMul(dz, dz));
  return exactSign(exactSub(distanceSquared, exactMul(radii, radii)));
}

/**
 * The point c1 + ratio·(c2 − c1) into out[0…2], with c2 − c1 given on the inputs rescaled by
 * 2^-exponent. Small enough for V8 to inline (the doubles it takes would otherwise be boxed):
 * the rescaled case is apart.
 */
function setAlong(
  out: Float64Array,
  ratio: number,
  dx: number,
  dy: number,
  dz: number,
  exponent: number,
): void {
  if (exponent !== 0) return alongRescaled(out, ratio, dx, dy, dz, exponent);
  out[0] = finiteOrClamp(IN[0]! + ratio * dx);
  out[1] = finiteOrClamp(IN[1]! + ratio * dy);
  out[2] = finiteOrClamp(IN[2]! + ratio * dz);
}

/** setAlong for rescaled differences. */
function alongRescaled(
  out: Float64Array,
  ratio: number,
  dx: number,
  dy: number,
  dz: number,
  exponent: number,
): void {
  out[0] = finiteOrClamp(IN[0]! + timesPowerOfTwo(ratio * dx, exponent));
  out[1] = finiteOrClamp(IN[1]! + timesPowerOfTwo(ratio * dy, exponent));
  out[2] = finiteOrClamp(IN[2]! + timesPowerOfTwo(ratio * dz, exponent));
}

/**
 * Snapped inputs: integers of magnitude at most 2^24 have differences below 2^25, d² below 2^52
 * and (r1 ± r2)² below 2^50, all exact in doubles.
 */
const SNAPPED_LIMIT = 2 ** 24;
