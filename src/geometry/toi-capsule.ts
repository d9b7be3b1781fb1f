/**
 * Time of impact, the capsule: a moving circle against segment a–b is its centre against the
 * segment grown by the radius, two sides and two caps (the caps are toi-point.ts's problem).
 *
 * Conventions: README §Time of impact and toi-point.ts (scaling, filters, CONTACT). With e = b − a
 * and the centre p + t·v:
 *   g(t) = (p + t·v − a)·e      the centre's foot along e, times |e| (on the segment: 0 ≤ g ≤ |e|²)
 *   h(t) = cross(e, p + t·v − a)  the signed distance to the line, times |e|
 * so g0 = (p − a)·e, gv = v·e, h0 = cross(e, p − a), hv = cross(e, v). The feature tie rule (a
 * contact exactly above an endpoint) is featureAtEndpoint, written once.
 */

import {
  type Exact,
  exact,
  exactAdd,
  exactCross,
  exactDot,
  exactMul,
  exactNeg,
  exactSign,
  exactSub,
  signOfSurd,
} from './exact';
import { type Sign, filteredSign, isSmallInteger, rescaledMagnitudeSum } from './filter';
import {
  CONTACT,
  FILTER,
  HIT,
  NO_CONTACT,
  NO_MOTION,
  OVERFLOW_PRESCALE,
  PENETRATING,
  PointProblem,
  SEPARATING,
  SAFE_HIGH,
  SAFE_LOW,
  SNAPPED_LIMIT,
  TINY,
  approachSign,
  boundPoint,
  clampStep,
  entersInStep,
  exactDiscriminantQuarter,
  pointNormal,
  quarterDiscriminant,
  setEntryTime,
  setNormal,
  startGapSign,
} from './toi-point';

/** CONTACT.feature */
export const SIDE = 0;
export const CAP_A = 1;
export const CAP_B = 2;

/** Internal case codes: still outside the capsule at t = 0; the side missed, try the caps. */
const OUTSIDE = -1;
export const TRY_CAPS = -2;

/** A capsule problem: the raw inputs and the scaled floats (see toi-point.ts). */
export class SegmentProblem {
  centerX = 0.5;
  centerY = 0.5;
  velocityX = 0.5;
  velocityY = 0.5;
  radius = 0.5;
  ax = 0.5;
  ay = 0.5;
  bx = 0.5;
  by = 0.5;
  /** Scaled floats: e = b − a, p − a, p − b, v, r, and the products below. */
  ex = 0.5;
  ey = 0.5;
  pax = 0.5;
  pay = 0.5;
  pbx = 0.5;
  pby = 0.5;
  vx = 0.5;
  vy = 0.5;
  r = 0.5;
  lengthSquared = 0.5;
  g0 = 0.5;
  g0b = 0.5;
  h0 = 0.5;
  hv = 0.5;
  gv = 0.5;
  bound2 = 0.5;
  bound3 = 0.5;
  bound4 = 0.5;
  snapped = false;
  /** CAP_A | CAP_B: the caps loaded for the current call. */
  loadedCaps = 0;
}

export const SEGMENT = /* @__PURE__ */ new SegmentProblem();

/**
 * A cap's point problem, loaded from the segment's floats; the obstacle point rests. Built by a
 * call marked pure, not set up by top-level statements: a bundler keeps every top-level
 * statement it cannot prove free of effects, and with it this module's classes and loaders, in
 * a bundle that imports only the point function from time-of-impact.ts.
 */
function capProblem(cap: number): PointProblem {
  const problem = new PointProblem();
  problem.vbx = 0;
  problem.vby = 0;
  problem.rb = 0;
  problem.loadRaw = (p) => loadCapRaw(p, cap);
  return problem;
}
const CAP_A_PROBLEM = /* @__PURE__ */ capProblem(CAP_A);
const CAP_B_PROBLEM = /* @__PURE__ */ capProblem(CAP_B);

/**
 * Forms the floats from the raw inputs (a ≠ b), scaled like toi-point.ts's boundPoint; every
 * polynomial signed here has a permanent of at most 2·m^degree for the magnitude sum m.
 */
export function prepareSegment(s: SegmentProblem): void {
  let m = formSegment(s, 1);
  if (!(m >= SAFE_LOW && m <= SAFE_HIGH)) {
    if (!Number.isFinite(m)) formSegment(s, 2 ** OVERFLOW_PRESCALE);
    m = rescaledMagnitudeSum(s, SEGMENT_FLOATS);
  }
  s.loadedCaps = 0;
  // Snapped (see toi-point.ts's isSnapped) up front, so that the caps never load their raw
  // inputs to ask: then the floats are exact and the bounds 0.
  const circle = small(s.centerX) && small(s.centerY) && small(s.velocityX) && small(s.velocityY);
  s.snapped = circle && small(s.radius) && small(s.ax) && small(s.ay) && small(s.bx) && small(s.by);
  // Else bounds as in boundPoint; bound3 for the surds' Y = −gv·r.
  const square = s.snapped ? 0 : m * m;
  s.bound2 = s.snapped ? 0 : 8 * square * FILTER + TINY;
  s.bound3 = s.snapped ? 0 : 8 * square * m * FILTER + TINY;
  s.bound4 = s.snapped ? 0 : 16 * square * square * FILTER + TINY;
  s.lengthSquared = s.ex * s.ex + s.ey * s.ey;
  s.g0 = s.pax * s.ex + s.pay * s.ey;
  s.g0b = s.pbx * s.ex + s.pby * s.ey;
  s.h0 = s.ex * s.pay - s.ey * s.pax;
  s.hv = s.ex * s.vy - s.ey * s.vx;
  s.gv = s.vx * s.ex + s.vy * s.ey;
}

const SEGMENT_FLOATS = ['ex', 'ey', 'pax', 'pay', 'pbx', 'pby', 'vx', 'vy', 'r'] as const;

/** e, p − a, p − b, v and r from the raw inputs times `f` (1, or the overflow prescale); m. */
function formSegment(s: SegmentProblem, f: number): number {
  const ex = (s.ex = f * s.bx - f * s.ax);
  const ey = (s.ey = f * s.by - f * s.ay);
  const pax = (s.pax = f * s.centerX - f * s.ax);
  const pay = (s.pay = f * s.centerY - f * s.ay);
  const pbx = (s.pbx = f * s.centerX - f * s.bx);
  const pby = (s.pby = f * s.centerY - f * s.by);
  const vx = (s.vx = f * s.velocityX);
  const vy = (s.vy = f * s.velocityY);
  const r = (s.r = f * s.radius);
  const sum = Math.abs(ex) + Math.abs(ey) + Math.abs(pax) + Math.abs(pay) + Math.abs(pbx);
  return sum + Math.abs(pby) + Math.abs(vx) + Math.abs(vy) + r;
}

// ---------------------------------------------------------------------------------------------
// The decisions

/** The capsule's case; on a contact CONTACT holds t, point, normal and feature. */
export function capsuleCase(s: SegmentProblem): number {
  if (s.velocityX === 0 && s.velocityY === 0) return NO_MOTION;
  const atStart = startCase(s);
  if (atStart !== OUTSIDE) return atStart;
  // Strictly outside the capsule. The side comes first whenever its candidate is valid: before
  // entering the strip the centre is outside both caps, which lie inside the strip. So a centre
  // outside the strip whose |h| never falls (h0·hv ≥ 0) never enters: no cap to solve.
  const h0 = h0Sign(s);
  const hv = h0 === 0 ? 0 : hvSign(s);
  if (h0 * hv < 0) {
    const side = sideCase(s, h0, hv);
    if (side !== TRY_CAPS) return side;
  } else if (h0 !== 0 && lineGapStartSign(s) > 0) return NO_CONTACT;
  return capsCase(s);
}

/** Contact at t = 0 (hit when touching, penetrating when overlapping), the miss, or OUTSIDE. */
function startCase(s: SegmentProblem): number {
  const fromA = filteredSign(s.g0, s.bound2) ?? exactSegmentSign(s, G0, s.g0);
  const fromB = fromA < 0 ? -1 : (filteredSign(s.g0b, s.bound2) ?? exactSegmentSign(s, G0B, s.g0b));
  if (fromA < 0 || fromB > 0) {
    // The closest point is an endpoint: the point problem at that cap.
    const end = fromA < 0 ? CAP_A : CAP_B;
    const cap = loadCap(s, end);
    const gap = startGapSign(cap);
    if (gap > 0) return OUTSIDE;
    if (approachSign(cap) >= 0) return SEPARATING;
    CONTACT.t = 0;
    setEndContact(s, end, end);
    pointNormal(cap);
    return gap < 0 ? PENETRATING : HIT;
  }
  // The foot lies on the closed segment: the distance is the distance to the line.
  const gap = lineGapStartSign(s);
  if (gap > 0) return OUTSIDE;
  const h0 = h0Sign(s);
  const hv = h0 === 0 ? 0 : hvSign(s);
  if (h0 * hv >= 0) return SEPARATING;
  CONTACT.t = 0;
  setSideContact(s, fromA, fromB);
  setSideNormal(s, h0);
  return gap < 0 ? PENETRATING : HIT;
}

/**
 * The side candidate: the centre enters the strip |h| ≤ r|e| at t_side = (|h0| − r|e|)/|hv|, and
 * it counts when the foot then lies on the closed segment: g(t_side)·|hv| =
 * (g0·|hv| + gv·|h0|) − gv·r·√(|e|²) ≥ 0, and the same with g0 − |e|² ≤ 0 at the other end.
 * Returns HIT, NO_CONTACT (the strip is not entered within the step: neither are the caps, which
 * lie inside it) or TRY_CAPS (the foot misses the segment).
 */
export function sideCase(s: SegmentProblem, h0: Sign, hv: Sign): number {
  const startGap = lineGapStartSign(s);
  if (startGap < 0) return TRY_CAPS; // already inside the strip, beyond an end
  // Enter the strip by t = 1: h(1) on the other side of the line (or on it), or |h(1)| ≤ r|e|.
  const h1 = s.ex * (s.pay + s.vy) - s.ey * (s.pax + s.vx);
  const h1Sign = filteredSign(h1, s.bound2) ?? exactSegmentSign(s, H1, h1);
  const endGap = h1Sign === h0 ? lineGapEndSign(s, h1) : -1;
  if (endGap > 0) return NO_CONTACT;
  const atA = footAtSideSign(s, CAP_A, h0, hv);
  if (atA < 0) return TRY_CAPS;
  const atB = footAtSideSign(s, CAP_B, h0, hv);
  if (atB > 0) return TRY_CAPS;
  // t_side = (h0² − r²|e|²) / (|hv|·(|h0| + r|e|)): the numerator is exact on snapped inputs.
  const absH0 = h0 * s.h0;
  CONTACT.t = endGap === 0 ? 1 : 0;
  if (startGap !== 0 && endGap !== 0) {
    const gapValue = s.h0 * s.h0 - s.r * s.r * s.lengthSquared;
    CONTACT.t = clampStep(gapValue / (hv * s.hv * (absH0 + s.r * Math.sqrt(s.lengthSquared))));
  }
  setSideContact(s, atA, atB);
  // A tie labelled as a cap with radius 0 takes the point limit −v/|v| (the centre arrived from
  // beyond the end); with a radius > 0 it coincides with the side's normal.
  if (CONTACT.feature !== SIDE && s.radius === 0)
    setNormal(-s.vx, -s.vy, -s.velocityX, -s.velocityY);
  else setSideNormal(s, h0);
  return HIT;
}

/**
 * The caps, when the side is not reached first: the first contact with the disk around a or b;
 * of two entered in the step, the one whose entry point lies beyond its end (capAFirst).
 */
function capsCase(s: SegmentProblem): number {
  const capA = loadCap(s, CAP_A);
  const capB = loadCap(s, CAP_B);
  const entersA = approachSign(capA) < 0 && entersInStep(capA);
  const entersB = approachSign(capB) < 0 && entersInStep(capB);
  if (!entersA && !entersB) return NO_CONTACT;
  const atA = !entersB || (entersA && capAFirst(s, capA));
  const cap = atA ? capA : capB;
  setEntryTime(cap); // only the entry of the cap reached first
  setEndContact(s, atA ? CAP_A : CAP_B, atA ? CAP_A : CAP_B);
  pointNormal(cap);
  return HIT;
}

/**
 * Both caps are entered: with hv = 0 (motion parallel to the segment) cap a comes first when the
 * motion runs from a towards b; otherwise the foot at cap a's entry time t_a,
 * g(t_a)·|v|² = hv·cross(p − a, v) − gv·√D'_a, decides (negative: it lies beyond a, so a is first).
 */
function capAFirst(s: SegmentProblem, capA: PointProblem): boolean {
  if (hvSign(s) === 0) {
    return (filteredSign(s.gv, s.bound2) ?? exactSegmentSign(s, GV, s.gv)) > 0;
  }
  // X and Y·√D' both scale by 2^(2k) when cap a's floats are 2^k times the segment's: the sign
  // holds. X's error: (8·m² and 8·m_a² times FILTER for hv and the cross) product ÷ 4·FILTER.
  SURD.x = s.hv * (capA.wx * capA.vy - capA.wy * capA.vx);
  SURD.xError = (s.bound2 * capA.bound2) / (4 * FILTER) + TINY;
  SURD.y = -s.gv;
  SURD.yError = s.bound2;
  SURD.d = quarterDiscriminant(capA);
  SURD.dError = capA.bound4;
  return (filteredSurdSign(SURD) ?? exactCapOrderSign(s)) < 0;
}

/**
 * The feature of a contact exactly above endpoint `end` (the side and that cap are reached at the
 * same instant): where the centre's foot was just before contact. Moving towards b (v·e > 0) it
 * came from beyond a; towards a (< 0) from beyond b; v·e = 0 keeps it on the end: the side. This
 * is also the radius → 0 limit, and it never flickers for a fixed input.
 */
function featureAtEndpoint(s: SegmentProblem, end: number): number {
  const gv = filteredSign(s.gv, s.bound2) ?? exactSegmentSign(s, GV, s.gv);
  if (end === CAP_A) return gv > 0 ? CAP_A : SIDE;
  return gv < 0 ? CAP_B : SIDE;
}

/** Sign of g(t_side)·|hv| (end a), or of (g(t_side) − |e|²)·|hv| (end b): see sideCase. */
function footAtSideSign(s: SegmentProblem, end: number, h0: Sign, hv: Sign): Sign {
  SURD.x = (end === CAP_A ? s.g0 : s.g0b) * (hv * s.hv) + s.gv * (h0 * s.h0);
  SURD.xError = s.bound4;
  SURD.y = -s.gv * s.r;
  SURD.yError = s.bound3;
  SURD.d = s.lengthSquared;
  SURD.dError = s.bound2;
  return filteredSurdSign(SURD) ?? exactFootAtSideSign(s, end, h0, hv);
}

// ---------------------------------------------------------------------------------------------
// Contacts

/**
 * CONTACT's point and feature for a side contact at CONTACT.t: the foot, or exactly an endpoint
 * when the foot's sign there (`atA`: g, `atB`: g − |e|²) is 0 — the tie rule decides the feature.
 */
function setSideContact(s: SegmentProblem, atA: Sign, atB: Sign): void {
  if (atA === 0) return setEndContact(s, CAP_A, featureAtEndpoint(s, CAP_A));
  if (atB === 0) return setEndContact(s, CAP_B, featureAtEndpoint(s, CAP_B));
  const fraction = clampStep((s.g0 + CONTACT.t * s.gv) / s.lengthSquared);
  CONTACT.pointX = along(s.ax, s.bx, fraction);
  CONTACT.pointY = along(s.ay, s.by, fraction);
  CONTACT.feature = SIDE;
}

/** CONTACT's point at endpoint `end` (CAP_A: a, CAP_B: b), and its feature. */
function setEndContact(s: SegmentProblem, end: number, feature: number): void {
  CONTACT.pointX = end === CAP_A ? s.ax : s.bx;
  CONTACT.pointY = end === CAP_A ? s.ay : s.by;
  CONTACT.feature = feature;
}

/** a + f·(b − a) for f in [0, 1], without overflow when b − a exceeds the double range. */
function along(a: number, b: number, f: number): number {
  const difference = b - a;
  if (Number.isFinite(difference)) return a + f * difference;
  return (a / 2 + f * (b / 2 - a / 2)) * 2;
}

/** The side's unit normal on the centre's side (left of e when h0 ≥ 0). */
function setSideNormal(s: SegmentProblem, h0: Sign): void {
  // The raw e when the scaled one underflowed (a segment 2^1000 times shorter than the radius).
  const underflowed = s.ex === 0 && s.ey === 0;
  const ex = underflowed ? s.bx - s.ax : s.ex;
  const ey = underflowed ? s.by - s.ay : s.ey;
  if (h0 >= 0) setNormal(-ey, ex, 0, 0);
  else setNormal(ey, -ex, 0, 0);
}

/** The point problem of cap `end`, from the segment's floats (no rounding; raw: loadCapRaw). */
function loadCap(s: SegmentProblem, end: number): PointProblem {
  const cap = end === CAP_A ? CAP_A_PROBLEM : CAP_B_PROBLEM;
  if ((s.loadedCaps & end) !== 0) return cap;
  s.loadedCaps |= end;
  const wx = (cap.wx = end === CAP_A ? s.pax : s.pbx);
  const wy = (cap.wy = end === CAP_A ? s.pay : s.pby);
  const vx = (cap.vx = s.vx);
  const vy = (cap.vy = s.vy);
  const r = (cap.r = s.r);
  // The segment's bounds hold (its magnitude sum is larger), unless the cap's floats are so much
  // smaller that its degree-4 terms (D') would underflow: then it takes its own scale.
  if (Math.abs(wx) + Math.abs(wy) + Math.abs(vx) + Math.abs(vy) + r < SAFE_LOW) {
    boundPoint(cap);
  } else {
    cap.bound2 = s.bound2;
    cap.bound4 = s.bound4;
    cap.snapped = s.snapped ? 1 : 0;
  }
  return cap;
}

/** A cap's raw inputs, from the current segment: only its exact path and fallbacks need them. */
function loadCapRaw(cap: PointProblem, end: number): void {
  const s = SEGMENT;
  cap.px = s.centerX;
  cap.py = s.centerY;
  cap.qx = end === CAP_A ? s.ax : s.bx;
  cap.qy = end === CAP_A ? s.ay : s.by;
  cap.vax = s.velocityX;
  cap.vay = s.velocityY;
  cap.ra = s.radius;
}

// ---------------------------------------------------------------------------------------------
// Filters and the exact path

/** A surd X + Y·√D as floats with absolute error bounds (a record: no doubles in calls). */
const SURD = { x: 0.5, xError: 0.5, y: 0.5, yError: 0.5, d: 0.5, dError: 0.5 };

/**
 * Sign of X + Y·√D when the error bounds settle it, else undefined. √D lies between
 * √(D − dError) and √(D + dError), so the sum lies in an interval whose ends decide when they
 * agree; `slack` covers the rounding of the interval arithmetic itself.
 */
function filteredSurdSign(surd: typeof SURD): Sign | undefined {
  const { x, xError, y, yError, d, dError } = surd;
  // X and Y of one sign decide it without the roots (fl(x − e) > 0 exactly when x > e).
  if (x - xError > 0 && y - yError >= 0) return 1;
  if (x + xError < 0 && y + yError <= 0) return -1;
  const rootLow = d - dError > 0 ? Math.sqrt(d - dError) : 0;
  const rootHigh = Math.sqrt(Math.max(d + dError, 0));
  const yLow = y - yError;
  const yHigh = y + yError;
  const p1 = yLow * rootLow;
  const p2 = yLow * rootHigh;
  const p3 = yHigh * rootLow;
  const p4 = yHigh * rootHigh;
  const low = x - xError + Math.min(p1, p2, p3, p4);
  const high = x + xError + Math.max(p1, p2, p3, p4);
  const slack =
    (Math.abs(x) + xError + Math.abs(yHigh) * rootHigh + Math.abs(yLow) * rootHigh) * 2 ** -50 +
    TINY;
  if (low > slack) return 1;
  if (high < -slack) return -1;
  return undefined;
}

const G0 = 0;
const G0B = 1;
const H0 = 2;
const HV = 3;
const GV = 4;
const H1 = 5;
const LINE_GAP_START = 6;
const LINE_GAP_END = 7;

/** Sign of h0: which side of the segment's line the centre starts on (0: on the line). */
export const h0Sign = (s: SegmentProblem): Sign =>
  filteredSign(s.h0, s.bound2) ?? exactSegmentSign(s, H0, s.h0);
/** Sign of hv: the motion's component across the line (opposite to h0's sign: towards it). */
export const hvSign = (s: SegmentProblem): Sign =>
  filteredSign(s.hv, s.bound2) ?? exactSegmentSign(s, HV, s.hv);

/** Sign of h(0)² − r²|e|²: the distance to the LINE at t = 0 against r. */
export function lineGapStartSign(s: SegmentProblem): Sign {
  const value = s.h0 * s.h0 - s.r * s.r * s.lengthSquared;
  return filteredSign(value, s.bound4) ?? exactSegmentSign(s, LINE_GAP_START, value);
}

/** Sign of h(1)² − r²|e|²: the distance to the line at t = 1 against r. */
function lineGapEndSign(s: SegmentProblem, h1: number): Sign {
  const value = h1 * h1 - s.r * s.r * s.lengthSquared;
  return filteredSign(value, s.bound4) ?? exactSegmentSign(s, LINE_GAP_END, value);
}

const small = (x: number): boolean => isSmallInteger(x, SNAPPED_LIMIT);

/** Exact e, p − a, p − b, v and r from the raw inputs. */
function exactSegmentTerms(s: SegmentProblem) {
  const minus = (x: number, y: number): Exact => exactSub(exact(x), exact(y));
  const { centerX, centerY, ax, ay, bx, by } = s;
  const ex = minus(bx, ax);
  const ey = minus(by, ay);
  const pax = minus(centerX, ax);
  const pay = minus(centerY, ay);
  const pbx = minus(centerX, bx);
  const pby = minus(centerY, by);
  const [vx, vy, r] = [exact(s.velocityX), exact(s.velocityY), exact(s.radius)];
  return { ex, ey, pax, pay, pbx, pby, vx, vy, r };
}

/** The exact sign of a capsule polynomial: the float's own on snapped inputs, else BigInt. */
function exactSegmentSign(s: SegmentProblem, term: number, value: number): Sign {
  if (s.snapped) return value > 0 ? 1 : value < 0 ? -1 : 0;
  const { ex, ey, pax, pay, pbx, pby, vx, vy, r } = exactSegmentTerms(s);
  const lineGap = (h: Exact): Sign =>
    exactSign(exactSub(exactMul(h, h), exactMul(exactMul(r, r), exactDot(ex, ey, ex, ey))));
  switch (term) {
    case G0:
      return exactSign(exactDot(pax, pay, ex, ey));
    case G0B:
      return exactSign(exactDot(pbx, pby, ex, ey));
    case H0:
      return exactSign(exactCross(ex, ey, pax, pay));
    case HV:
      return exactSign(exactCross(ex, ey, vx, vy));
    case GV:
      return exactSign(exactDot(vx, vy, ex, ey));
    case H1:
      return exactSign(exactCross(ex, ey, exactAdd(pax, vx), exactAdd(pay, vy)));
    case LINE_GAP_START:
      return lineGap(exactCross(ex, ey, pax, pay));
    default:
      return lineGap(exactCross(ex, ey, exactAdd(pax, vx), exactAdd(pay, vy))); // LINE_GAP_END
  }
}

/** footAtSideSign exactly: X = g·|hv| + gv·|h0|, Y = −gv·r, D = |e|². */
function exactFootAtSideSign(s: SegmentProblem, end: number, h0: Sign, hv: Sign): Sign {
  if (s.snapped) return signOfSurd(exact(SURD.x), exact(SURD.y), exact(SURD.d));
  const { ex, ey, pax, pay, pbx, pby, vx, vy, r } = exactSegmentTerms(s);
  const g = end === CAP_A ? exactDot(pax, pay, ex, ey) : exactDot(pbx, pby, ex, ey);
  const gv = exactDot(vx, vy, ex, ey);
  const hvExact = exactCross(ex, ey, vx, vy);
  const h0Exact = exactCross(ex, ey, pax, pay);
  return signOfSurd(
    exactAdd(
      exactMul(g, hv < 0 ? exactNeg(hvExact) : hvExact),
      exactMul(gv, h0 < 0 ? exactNeg(h0Exact) : h0Exact),
    ),
    exactNeg(exactMul(gv, r)),
    exactDot(ex, ey, ex, ey),
  );
}

/** capAFirst's surd exactly: X = hv·cross(p − a, v), Y = −gv, D = D'_a. */
function exactCapOrderSign(s: SegmentProblem): Sign {
  if (s.snapped) return signOfSurd(exact(SURD.x), exact(SURD.y), exact(SURD.d));
  const { ex, ey, pax, pay, vx, vy, r } = exactSegmentTerms(s);
  return signOfSurd(
    exactMul(exactCross(ex, ey, vx, vy), exactCross(pax, pay, vx, vy)),
    exactNeg(exactDot(vx, vy, ex, ey)),
    exactDiscriminantQuarter(pax, pay, vx, vy, r),
  );
}
