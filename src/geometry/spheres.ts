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
 * Numbers avoid cancellation: the centre is c1 + ((d² + r1² − r2²)/(2d²))·(c2 − c1) and the radius
 * √((r1 + r2)² − d²)·√(d² − (r1 − r2)²)/(2d), both factors being the exactly decided quantities.
 * Magnitudes outside [2^-500, 2^500] are rescaled by a power of two first.
 */

import { type Vec3, vec3, isFiniteVec3, normalize3, cross3, dot3 } from './vec3';
import { type Exact, exact, exactAdd, exactMul, exactSign, exactSub } from './exact';

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

const EPSILON = 2 ** -53;
/**
 * d² − (r1 ± r2)² has at most 5 roundings on any path (difference, square, two additions, then
 * the final subtraction; r1 ± r2 and its square take 2 before it); 8ε covers them and the
 * rounding of the magnitude itself.
 */
const ERROR_FACTOR = 8 * EPSILON;
const UNDERFLOW_GUARD = 2 ** -900;
const SAFE_EXPONENT = 500;
const SAFE_LOW = 2 ** -SAFE_EXPONENT;
const SAFE_HIGH = 2 ** SAFE_EXPONENT;

export function intersectSpheres(input: SpheresInput): SpheresResult {
  if (!isValidInput(input)) return { kind: 'invalid-input' };
  const { a, b } = input;
  const c1 = a.center;
  const c2 = b.center;
  const r1 = a.radius;
  const r2 = b.radius;
  if (c1.x === c2.x && c1.y === c2.y && c1.z === c2.z && r1 === r2) return { kind: 'coincident' };

  // Σ|numbers| is within a factor 8 of the largest magnitude: a cheap range check. Extreme inputs
  // are rescaled by a power of two for the numbers; the kind stays exact either way.
  const size =
    Math.abs(c1.x) +
    Math.abs(c1.y) +
    Math.abs(c1.z) +
    Math.abs(c2.x) +
    Math.abs(c2.y) +
    Math.abs(c2.z) +
    r1 +
    r2;
  const exponent = size >= SAFE_LOW && size <= SAFE_HIGH ? 0 : exponentOfSum(size);
  const k = -exponent;
  const trusted = exponent === 0;
  const dx = trusted ? c2.x - c1.x : timesPowerOfTwo(c2.x, k) - timesPowerOfTwo(c1.x, k);
  const dy = trusted ? c2.y - c1.y : timesPowerOfTwo(c2.y, k) - timesPowerOfTwo(c1.y, k);
  const dz = trusted ? c2.z - c1.z : timesPowerOfTwo(c2.z, k) - timesPowerOfTwo(c1.z, k);
  const s1 = trusted ? r1 : timesPowerOfTwo(r1, k);
  const s2 = trusted ? r2 : timesPowerOfTwo(r2, k);
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

  const ratio = (distanceSquared + s1 * s1 - s2 * s2) / (2 * distanceSquared);
  const radius =
    (Math.sqrt(Math.max(0, -outerGap)) * Math.sqrt(Math.max(0, innerGap))) / (2 * distance);
  return {
    kind: 'circle',
    center: along(c1, ratio, dx, dy, dz, exponent),
    radius: finite(timesPowerOfTwo(radius, exponent)),
    normal,
  };
}

/** (dx, dy, dz)/d, kept finite. */
function unitNormal(dx: number, dy: number, dz: number, distance: number): Vec3 {
  return vec3(finite(dx / distance), finite(dy / distance), finite(dz / distance));
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
 * Sign of d² − (r1 + side·r2)²: the float value when its error bound settles it (only on inputs
 * that were not rescaled, since rescaling may flush tiny coordinates), else exact.
 */
function signOfGap(
  input: SpheresInput,
  side: 1 | -1,
  trusted: boolean,
  value: number,
  magnitude: number,
): -1 | 0 | 1 {
  if (trusted && magnitude > UNDERFLOW_GUARD && magnitude < Infinity) {
    const bound = ERROR_FACTOR * magnitude;
    if (value > bound) return 1;
    if (value < -bound) return -1;
  }
  return unfilteredSignOfGap(input, side, value);
}

/** signOfGap when the filter cannot settle it (kept apart so that the filter inlines). */
function unfilteredSignOfGap({ a, b }: SpheresInput, side: 1 | -1, value: number): -1 | 0 | 1 {
  if (
    isSmallInteger(a.center.x) &&
    isSmallInteger(a.center.y) &&
    isSmallInteger(a.center.z) &&
    isSmallInteger(b.center.x) &&
    isSmallInteger(b.center.y) &&
    isSmallInteger(b.center.z) &&
    isSmallInteger(a.radius) &&
    isSmallInteger(b.radius)
  ) {
    // Snapped inputs (never rescaled: their size is at least 1 or they are coincident): with
    // integers of magnitude at most 2^24 every difference is below 2^25, d² below 2^52 and
    // (r1 ± r2)² below 2^50, so the float value is exact and so is its sign.
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
    finite(c1.x + timesPowerOfTwo(ratio * dx, exponent)),
    finite(c1.y + timesPowerOfTwo(ratio * dy, exponent)),
    finite(c1.z + timesPowerOfTwo(ratio * dz, exponent)),
  );
}

/** value · 2^k in two steps, so 2^k itself never overflows (k may reach ±1074). */
function timesPowerOfTwo(value: number, k: number): number {
  if (k === 0) return value;
  const half = Math.trunc(k / 2);
  return value * 2 ** half * 2 ** (k - half);
}

/** Keeps results finite: a value beyond the double range is clamped, NaN (never expected) is 0. */
function finite(value: number): number {
  if (value - value === 0) return value === 0 ? 0 : value; // finite: only −0 changes
  if (value === Infinity) return Number.MAX_VALUE;
  if (value === -Infinity) return -Number.MAX_VALUE;
  return 0;
}

const SMALL_INTEGER_LIMIT = 2 ** 24;

function isSmallInteger(value: number): boolean {
  return (
    value >= -SMALL_INTEGER_LIMIT && value <= SMALL_INTEGER_LIMIT && Math.floor(value) === value
  );
}

/** The binary exponent of a sum of magnitudes; a sum that overflowed stands for 2^1023. */
function exponentOfSum(size: number): number {
  return size === Infinity ? 1023 : Math.floor(Math.log2(size));
}
