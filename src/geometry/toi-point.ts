/**
 * Time of impact, the point problem: the first t in [0, 1] at which |w + t·v| = r, with w = p − q
 * the centre relative to the obstacle's point, v the relative velocity and r the radius (for two
 * circles vA − vB and rA + rB). The capsule's caps (toi-capsule.ts) are this problem too.
 *
 * Conventions: README §Time of impact (cases, the t = 0 rules, normals, the filters and their
 * scaling) and §What "exact" covers. The floats w, v, r are brought into [2^-60, 2^60] by a power
 * of two when they lie outside; the exact path reads the raw inputs and never scales. The kernels
 * read a module-level problem, return a case code and write the contact into CONTACT: no objects
 * per call, and a buffer API can call them as they are.
 */

import {
  type Exact,
  exact,
  exactAdd,
  exactCross,
  exactDot,
  exactMul,
  exactSign,
  exactSub,
} from './exact';
import {
  type ExactPolynomial,
  UNDECIDED,
  decideInStep,
  newStepQuadratic,
  rootValues,
} from './quadratic-step';
import { EPSILON, type Sign, filteredSign, isSmallInteger, rescaledMagnitudeSum } from './filter';
import type { Vec2 } from './vec2';

/** Case codes of the kernels. */
export const HIT = 1;
export const PENETRATING = 2;
export const NO_MOTION = 3;
export const SEPARATING = 4;
export const NO_CONTACT = 5;

/**
 * Relative error bound of a polynomial of degree ≤ 4 in floats that each carry one rounding (a
 * difference of inputs), evaluated in ≈ 12 roundings: 32 ulps of its permanent cover both.
 */
export const FILTER = 32 * EPSILON;
/** Absolute slack for underflow in products of components far below the largest one. */
export const TINY = 2 ** -900;
/**
 * The floats stay unscaled while their magnitude sum m lies in [2^-60, 2^60]: products of degree
 * 8 then neither overflow nor underflow. Outside, they are scaled so that m lies in [1, 2).
 */
export const SAFE_LOW = 2 ** -60;
export const SAFE_HIGH = 2 ** 60;
/** Inputs near ±2^1024 are first halved four times so that their differences cannot overflow. */
export const OVERFLOW_PRESCALE = -4;
/**
 * Snapped inputs: integers of magnitude ≤ 2^10 give differences ≤ 2^11, and every polynomial this
 * file and toi-capsule.ts sign (degree ≤ 4, the surds' X included) stays below 2^53, so the floats
 * are exact and their signs are the exact signs, without BigInt.
 */
export const SNAPPED_LIMIT = 2 ** 10;
/** `snapped` before an undecided filter first asks. */
export const UNKNOWN = -1;

/**
 * The contact a kernel found: t, the obstacle's contact point and the unit normal towards the
 * centre, and (segments) the feature. Fields start as non-integers so they hold doubles from the
 * first call on.
 */
export const CONTACT = { t: 0.5, pointX: 0.5, pointY: 0.5, normalX: 0.5, normalY: 0.5, feature: 0 };

/**
 * A point problem: the raw inputs (centre p with velocity va and radius ra; obstacle point q with
 * velocity vb and radius rb, both 0 for a fixed point) and the scaled floats w, v, r.
 */
export class PointProblem {
  px = 0.5;
  py = 0.5;
  qx = 0.5;
  qy = 0.5;
  vax = 0.5;
  vay = 0.5;
  vbx = 0.5;
  vby = 0.5;
  ra = 0.5;
  rb = 0.5;
  wx = 0.5;
  wy = 0.5;
  vx = 0.5;
  vy = 0.5;
  r = 0.5;
  /** Error bounds of the degree-2 and degree-4 polynomials signed below. */
  bound2 = 0.5;
  bound4 = 0.5;
  /**
   * |w + t·v|² − r² = |v|²·t² + 2(v·w)·t + |w|² − r², its roots in the step (entersInStep). No
   * extras: A = |v|² > 0 exactly wherever an entry is asked for (no motion, va = vb, is ruled out
   * first), so the linear case never arises, and no root is signed at.
   */
  readonly step = newStepQuadratic(() => exactEntryPolynomial(this));
  /** Every raw input a small integer (1) or not (0), checked when a filter first fails. */
  snapped = UNKNOWN;
  /** Fills the raw inputs of a cap, loaded lazily for its exact signs and normal fallbacks. */
  loadRaw: (p: PointProblem) => void = () => {};
}

/** The point problem of the public point and circle functions. */
export const POINT = new PointProblem();

/** Loads the raw inputs from objects (timeOfImpactCandidates): loadPointNumbers on their numbers. */
export function loadPoint(
  p: PointProblem,
  center: Vec2,
  velocity: Vec2,
  radius: number,
  obstacle: Vec2,
  obstacleVelocity: Vec2,
  obstacleRadius: number,
): void {
  loadPointNumbers(
    p,
    center.x,
    center.y,
    velocity.x,
    velocity.y,
    radius,
    obstacle.x,
    obstacle.y,
    obstacleVelocity.x,
    obstacleVelocity.y,
    obstacleRadius,
  );
}

/**
 * Loads the raw inputs, the circle (p, va, ra) and the obstacle (q, vb, rb), and forms w, v and
 * r from them as they are (formPoint is the prescaled form, for inputs near the double range's
 * end). Both entry points of each public function call it with their numbers; it is small, so V8
 * inlines it and no double is boxed. It forms the floats from its arguments, not by reading the
 * fields back (which cost a random query about 20 instructions).
 */
export function loadPointNumbers(
  p: PointProblem,
  px: number,
  py: number,
  vax: number,
  vay: number,
  ra: number,
  qx: number,
  qy: number,
  vbx: number,
  vby: number,
  rb: number,
): void {
  p.px = px;
  p.py = py;
  p.vax = vax;
  p.vay = vay;
  p.ra = ra;
  p.qx = qx;
  p.qy = qy;
  p.vbx = vbx;
  p.vby = vby;
  p.rb = rb;
  p.wx = px - qx;
  p.wy = py - qy;
  p.vx = vax - vbx;
  p.vy = vay - vby;
  p.r = ra + rb;
}

/** w, v and r from the raw inputs times `f` (2^OVERFLOW_PRESCALE when they overflowed). */
function formPoint(p: PointProblem, f: number): void {
  p.wx = f * p.px - f * p.qx;
  p.wy = f * p.py - f * p.qy;
  p.vx = f * p.vax - f * p.vbx;
  p.vy = f * p.vay - f * p.vby;
  p.r = f * p.ra + f * p.rb;
}

const POINT_FLOATS = ['wx', 'wy', 'vx', 'vy', 'r'] as const;

/**
 * Scales the floats when their magnitude sum m lies outside the safe range and sets the static
 * bounds: each degree-2 polynomial signed here has a permanent ≤ m² and each degree-4 one
 * ≤ 2·m⁴, so 8·m² and 16·m⁴ times FILTER bound their errors with room to spare.
 */
export function boundPoint(p: PointProblem): void {
  let m = Math.abs(p.wx) + Math.abs(p.wy) + Math.abs(p.vx) + Math.abs(p.vy) + p.r;
  if (!(m >= SAFE_LOW && m <= SAFE_HIGH) && m !== 0) {
    if (!Number.isFinite(m)) formPoint(p, 2 ** OVERFLOW_PRESCALE);
    m = rescaledMagnitudeSum(p, POINT_FLOATS);
  }
  p.snapped = UNKNOWN;
  const square = m * m;
  p.bound2 = 8 * square * FILTER + TINY;
  p.bound4 = 16 * square * square * FILTER + TINY;
}

// ---------------------------------------------------------------------------------------------
// The decisions

/**
 * The point problem's case: no motion (checked first), contact at t = 0 (touching or
 * overlapping and approaching) or separating, else the entry. On a contact CONTACT.t is set.
 */
export function pointCase(p: PointProblem): number {
  if (p.vax === p.vbx && p.vay === p.vby) return NO_MOTION; // exact: a − b = 0 only when a = b
  const gap = startGapSign(p);
  const approach = approachSign(p);
  if (gap <= 0) {
    if (approach >= 0) return SEPARATING;
    CONTACT.t = 0;
    return gap < 0 ? PENETRATING : HIT;
  }
  if (approach >= 0) return NO_CONTACT;
  if (!entersInStep(p)) return NO_CONTACT;
  setEntryTime(p);
  return HIT;
}

/** c = |w|² − r²: the squared distance minus r² at t = 0 (negative: overlapping). */
export function startGapSign(p: PointProblem): Sign {
  const value = p.wx * p.wx + p.wy * p.wy - p.r * p.r;
  return filteredSign(value, p.bound2) ?? exactPointSign(p, START_GAP, value);
}

/** b/2 = v·w: half the rate of change of the squared distance at t = 0 (negative: approaching). */
export function approachSign(p: PointProblem): Sign {
  const value = p.vx * p.wx + p.vy * p.wy;
  return filteredSign(value, p.bound2) ?? exactPointSign(p, APPROACH, value);
}

/**
 * Whether a centre that starts strictly outside (c > 0) and approaches (v·w < 0) enters within
 * the step: both roots of f(t) = |w + t·v|² − r² then lie after 0, and the first is the contact
 * when it lies in [0, 1], decided exactly by quadratic-step.ts (exactly 1 when f(1) = 0 while f
 * still falls). `setEntryTime(p)` then puts the entry time into CONTACT.t.
 */
export function entersInStep(p: PointProblem): boolean {
  // D by the filter on Lagrange's form: a centre passing by (D < 0) never enters; decideInStep
  // decides the rest, and D itself when the filter cannot. (Signed first, where V8 inlines it.)
  const signD = filteredSign(quarterDiscriminant(p), p.bound4) ?? UNDECIDED;
  if (signD < 0) return false;
  const q = p.step;
  q.knownSignD = signD;
  const vv = p.vx * p.vx + p.vy * p.vy;
  const ww = p.wx * p.wx + p.wy * p.wy;
  const rr = p.r * p.r;
  q.a = vv;
  q.b = 2 * (p.vx * p.wx + p.vy * p.wy);
  q.c = ww - rr;
  // Snapped inputs make w an exact integer (never rescaled): a fraction rules them out at once.
  if (p.snapped === UNKNOWN && Math.floor(p.wx) !== p.wx) p.snapped = 0;
  // Snapped: a, c ≤ 2^23 and |b| ≤ 2^24, exact integers, as quadratic-step's error 0 asks. Else
  // each coefficient is within 5 roundings of its permanent of the exact one (w, v, r carry one).
  const permanentB = 2 * (Math.abs(p.vx * p.wx) + Math.abs(p.vy * p.wy));
  q.error =
    p.snapped !== 0 && isSnapped(p) ? 0 : 6 * EPSILON * Math.max(vv, permanentB, ww + rr) + TINY;
  decideInStep(q);
  return (q.inStep & 1) !== 0;
}

/** D/4 = r²|v|² − cross(v, w)² by Lagrange's identity (less cancellation than (v·w)² − ac). */
export function quarterDiscriminant(p: PointProblem): number {
  const crossVW = p.vx * p.wy - p.vy * p.wx;
  return p.r * p.r * (p.vx * p.vx + p.vy * p.vy) - crossVW * crossVW;
}

/** CONTACT.t after entersInStep: the entry, the first root (a problem in, so no number is boxed). */
export function setEntryTime(p: PointProblem): void {
  rootValues(p.step, 1);
  CONTACT.t = clampStep(p.step.time[0]!);
}

/**
 * The normal at CONTACT.t, into CONTACT: w/|w| at t = 0; with radius 0 the limit −v/|v| (the
 * centre reaches the point); else w + t·v = (cross(v, w)·perp(v) − √D'·v)/|v|², a sum of two
 * orthogonal vectors, computed without the cancellation of w + t·v itself.
 */
export function pointNormal(p: PointProblem): void {
  // −v, from the raw inputs when the scaled v underflowed (next to a radius 2^1000 times larger).
  const scaledV = p.vx !== 0 || p.vy !== 0;
  if (!scaledV || (CONTACT.t === 0 && p.wx === 0 && p.wy === 0)) p.loadRaw(p);
  const backX = scaledV ? -p.vx : p.vbx - p.vax;
  const backY = scaledV ? -p.vy : p.vby - p.vay;
  if (CONTACT.t === 0) {
    if (p.wx !== 0 || p.wy !== 0) return setNormal(p.wx, p.wy, 0, 0);
    return setNormal(p.px - p.qx, p.py - p.qy, backX, backY); // w underflowed, or is 0
  }
  if (p.r === 0) return setNormal(backX, backY, 0, 0);
  const crossVW = p.vx * p.wy - p.vy * p.wx;
  const root = Math.sqrt(Math.max(quarterDiscriminant(p), 0)); // t > 0: the centre entered
  setNormal(-crossVW * p.vy - root * p.vx, crossVW * p.vx - root * p.vy, backX, backY);
}

// ---------------------------------------------------------------------------------------------
// Helpers shared with the capsule

/** t for reporting: inside the closed step, never NaN (the decisions were made exactly). */
export function clampStep(t: number): number {
  if (!(t > 0)) return 0;
  return t < 1 ? t : 1;
}

/**
 * CONTACT's normal: (x, y)/|(x, y)|, or the fallback's direction when (x, y) is zero. Beyond
 * 2^±500, dividing by the larger component first keeps the length from overflow and subnormals.
 */
export function setNormal(x: number, y: number, fallbackX: number, fallbackY: number): void {
  let largest = Math.max(Math.abs(x), Math.abs(y));
  if (!(largest > 0 && largest < Infinity)) {
    x = fallbackX;
    y = fallbackY;
    largest = Math.max(Math.abs(x), Math.abs(y));
    if (!(largest > 0 && largest < Infinity)) {
      CONTACT.normalX = 0;
      CONTACT.normalY = 0;
      return;
    }
  }
  const inRange = largest > 2 ** -500 && largest < 2 ** 500; // else divide by the larger first
  const sx = inRange ? x : x / largest;
  const sy = inRange ? y : y / largest;
  const length = Math.sqrt(sx * sx + sy * sy);
  CONTACT.normalX = sx / length;
  CONTACT.normalY = sy / length;
}

// ---------------------------------------------------------------------------------------------
// The exact path

const START_GAP = 0;
const APPROACH = 1;

/**
 * Whether every raw input is a small integer (see SNAPPED_LIMIT), checked once per problem when a
 * filter first fails or the entry is solved (a capsule's caps inherit the segment's answer): then
 * the floats are exact, and the bounds are 0, so the filter alone decides (0 is an exact zero).
 */
function isSnapped(p: PointProblem): boolean {
  if (p.snapped === UNKNOWN) {
    p.loadRaw(p);
    const circle = small(p.px) && small(p.py) && small(p.vax) && small(p.vay) && small(p.ra);
    const snapped =
      circle && small(p.qx) && small(p.qy) && small(p.vbx) && small(p.vby) && small(p.rb);
    p.snapped = snapped ? 1 : 0;
    if (snapped) p.bound2 = p.bound4 = 0;
  }
  return p.snapped === 1;
}

const small = (x: number): boolean => isSmallInteger(x, SNAPPED_LIMIT);

/** Exact D/4 = r²|v|² − cross(v, w)². */
export function exactDiscriminantQuarter(
  wx: Exact,
  wy: Exact,
  vx: Exact,
  vy: Exact,
  r: Exact,
): Exact {
  const crossVW = exactCross(vx, vy, wx, wy);
  return exactSub(exactMul(exactMul(r, r), exactDot(vx, vy, vx, vy)), exactMul(crossVW, crossVW));
}

/**
 * The exact sign of one of the point problem's polynomials, when the filter cannot settle it: the
 * float value's own on snapped inputs (computed without rounding), else BigInt.
 */
function exactPointSign(p: PointProblem, term: number, value: number): Sign {
  p.loadRaw(p);
  if (isSnapped(p)) return value > 0 ? 1 : value < 0 ? -1 : 0;
  const [, b, c] = exactEntryPolynomial(p);
  return exactSign(term === START_GAP ? c : b);
}

/** Exact |v|², 2·v·w and |w|² − r² from the raw inputs (w, v and r are never rounded here). */
function exactEntryPolynomial(p: PointProblem): ExactPolynomial {
  p.loadRaw(p);
  const wx = exactSub(exact(p.px), exact(p.qx));
  const wy = exactSub(exact(p.py), exact(p.qy));
  const vx = exactSub(exact(p.vax), exact(p.vbx));
  const vy = exactSub(exact(p.vay), exact(p.vby));
  const r = exactAdd(exact(p.ra), exact(p.rb));
  const dot = exactDot(vx, vy, wx, wy);
  return [
    exactDot(vx, vy, vx, vy),
    exactAdd(dot, dot),
    exactSub(exactDot(wx, wy, wx, wy), exactMul(r, r)),
  ];
}
