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

/**
 * How the surfaces of spheres a and b meet: `coincident`, `separate`, `external-tangent`,
 * `contained`, `internal-tangent` or `circle`, decided in that order, exactly for every finite
 * input (file comment). A tangent reports its point (as `center`, `radius` 0) and the unit
 * normal from a's centre towards b's; a circle its centre, radius and normal. Total: a
 * non-finite or missing number or a negative radius gives `invalid-input`.
 *
 * @example
 * intersectSpheres({ a: { center: { x: 0, y: 0, z: 0 }, radius: 5 },
 *   b: { center: { x: 8, y: 0, z: 0 }, radius: 5 } });
 * // { kind: 'circle', center: { x: 4, y: 0, z: 0 }, radius: 3, normal: { x: 1, y: 0, z: 0 } }
 */
export function intersectSpheres(input: SpheresInput): SpheresResult {
  if (!isValidInput(input)) return { kind: 'invalid-input' };
  const { a, b } = input;
  const c1 = a.center;
  const c2 = b.center;
  const r1 = a.radius;
  const r2 = b.radius;
  if (c1.x === c2.x && c1.y === c2.y && c1.z === c2.z && r1 === r2) return { kind: 'coincident' };

  // The centre differences are exact or correctly rounded (an overflow aside) wherever the
  // spheres sit: the scale is decided from them and the radii, never from the coordinates, so
  // small spheres far from the origin keep all their digits.
  let dx = c2.x - c1.x;
  let dy = c2.y - c1.y;
  let dz = c2.z - c1.z;
  let s1 = r1;
  let s2 = r2;
  // Sums of magnitudes are within a factor 5 of the largest: a cheap range check.
  const apart = Math.abs(dx) + Math.abs(dy) + Math.abs(dz);
  const size = apart + r1 + r2;
  let exponent = 0;
  if (!(size <= SAFE_HIGH && (apart >= SAFE_LOW || apart === 0))) {
    const scaled = rescaled(input);
    dx = scaled.dx;
    dy = scaled.dy;
    dz = scaled.dz;
    s1 = scaled.r1;
    s2 = scaled.r2;
    exponent = scaled.exponent;
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

  const outer = signOfGap(input, 1, trusted, outerGap, distanceSquared + sum * sum);
  if (outer > 0) return { kind: 'separate' };

  // Tangent from outside: x = r1 and d = r1 + r2 (> 0 here: equal zero radii at one point are
  // coincident).
  if (outer === 0) {
    return {
      kind: 'external-tangent',
      center: along(c1, s1 / sum, dx, dy, dz, exponent),
      radius: 0,
      normal: unitNormal(dx, dy, dz, Math.sqrt(distanceSquared)),
    };
  }

  const inner = signOfGap(input, -1, trusted, innerGap, distanceSquared + difference * difference);
  if (inner < 0) return { kind: 'contained' };
  // Only the kinds that report it pay for the normal (a root and three divisions).
  const distance = Math.sqrt(distanceSquared);
  const normal = unitNormal(dx, dy, dz, distance);
  // Tangent from inside: d = |r1 − r2| > 0 and x/d = r1/(r1 − r2) whichever sphere is larger.
  if (inner === 0) {
    return {
      kind: 'internal-tangent',
      center: along(c1, s1 / difference, dx, dy, dz, exponent),
      radius: 0,
      normal,
    };
  }

  // (d² + r1² − r2²)/(2d²) as ½ + (r1 − r2)(r1 + r2)/(2d²): r1² − r2² formed as a product of
  // the sum and difference, so a d² far below r1² is not absorbed before it is divided out.
  const ratio = 0.5 + (difference * sum) / (2 * distanceSquared);
  const radius =
    (Math.sqrt(Math.max(0, -outerGap)) * Math.sqrt(Math.max(0, innerGap))) / (2 * distance);
  return {
    kind: 'circle',
    center: along(c1, ratio, dx, dy, dz, exponent),
    radius: finiteOrClamp(timesPowerOfTwo(radius, exponent)),
    normal,
  };
}

/** The centre difference c2 − c1 and the radii, times 2^-exponent. */
type Rescaled = { dx: number; dy: number; dz: number; r1: number; r2: number; exponent: number };

/** One object reused by every call (the function is synchronous): no allocation per call. */
const scratch: Rescaled = { dx: 0, dy: 0, dz: 0, r1: 0, r2: 0, exponent: 0 };

/**
 * c2 − c1 and the radii scaled so that the largest is near 2^479. A difference that overflows
 * is taken from the quartered inputs (exact for numbers that large; smaller ones lose only bits
 * far below the result's precision).
 */
function rescaled({ a, b }: SpheresInput): Rescaled {
  const overflowed = !Number.isFinite(
    b.center.x - a.center.x + (b.center.y - a.center.y) + (b.center.z - a.center.z),
  );
  const pre = overflowed ? -2 : 0;
  const dx = timesPowerOfTwo(b.center.x, pre) - timesPowerOfTwo(a.center.x, pre);
  const dy = timesPowerOfTwo(b.center.y, pre) - timesPowerOfTwo(a.center.y, pre);
  const dz = timesPowerOfTwo(b.center.z, pre) - timesPowerOfTwo(a.center.z, pre);
  const r1 = timesPowerOfTwo(a.radius, pre);
  const r2 = timesPowerOfTwo(b.radius, pre);
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

/** (dx, dy, dz)/d, kept finite. */
function unitNormal(dx: number, dy: number, dz: number, distance: number): Vec3 {
  return vec3(
    finiteOrClamp(dx / distance),
    finiteOrClamp(dy / distance),
    finiteOrClamp(dz / distance),
  );
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

/**
 * Sign of d² − (r1 + side·r2)²: the float value when its error bound settles it (only when the
 * numbers were not scaled down, which may flush tiny differences), else exact.
 */
function signOfGap(
  input: SpheresInput,
  side: 1 | -1,
  trusted: boolean,
  value: number,
  magnitude: number,
): -1 | 0 | 1 {
  const filtered =
    trusted && magnitude > UNDERFLOW_GUARD
      ? filteredSign(value, ERROR_FACTOR * magnitude)
      : undefined;
  return filtered ?? unfilteredSignOfGap(input, side, value);
}

/** signOfGap when the filter cannot settle it (kept apart so that the filter inlines). */
function unfilteredSignOfGap({ a, b }: SpheresInput, side: 1 | -1, value: number): -1 | 0 | 1 {
  if (
    isSmallInteger(a.center.x, SNAPPED_LIMIT) &&
    isSmallInteger(a.center.y, SNAPPED_LIMIT) &&
    isSmallInteger(a.center.z, SNAPPED_LIMIT) &&
    isSmallInteger(b.center.x, SNAPPED_LIMIT) &&
    isSmallInteger(b.center.y, SNAPPED_LIMIT) &&
    isSmallInteger(b.center.z, SNAPPED_LIMIT) &&
    isSmallInteger(a.radius, SNAPPED_LIMIT) &&
    isSmallInteger(b.radius, SNAPPED_LIMIT)
  ) {
    // Snapped inputs, never rescaled (their centre distance is 0 or at least 1): the float value
    // is exact and so is its sign (SNAPPED_LIMIT).
    return value > 0 ? 1 : value < 0 ? -1 : 0;
  }
  const dx = exactSub(exact(b.center.x), exact(a.center.x));
  const dy = exactSub(exact(b.center.y), exact(a.center.y));
  const dz = exactSub(exact(b.center.z), exact(a.center.z));
  const radii: Exact =
    side === 1
      ? exactAdd(exact(a.radius), exact(b.radius))
      : exactSub(exact(a.radius), exact(b.radius));
  const distanceSquared = exactAdd(exactAdd(exactMul(dx, dx), exactMul(dy, dy)), exactMul(dz, dz));
  return exactSign(exactSub(distanceSquared, exactMul(radii, radii)));
}

/** The point c1 + ratio·(c2 − c1), with c2 − c1 given on the inputs rescaled by 2^-exponent. */
function along(
  c1: Vec3,
  ratio: number,
  dx: number,
  dy: number,
  dz: number,
  exponent: number,
): Vec3 {
  return vec3(
    finiteOrClamp(c1.x + timesPowerOfTwo(ratio * dx, exponent)),
    finiteOrClamp(c1.y + timesPowerOfTwo(ratio * dy, exponent)),
    finiteOrClamp(c1.z + timesPowerOfTwo(ratio * dz, exponent)),
  );
}

/**
 * Snapped inputs: integers of magnitude at most 2^24 have differences below 2^25, d² below 2^52
 * and (r1 ± r2)² below 2^50, all exact in doubles.
 */
const SNAPPED_LIMIT = 2 ** 24;
