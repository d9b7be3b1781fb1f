/**
 * Moving circle: time of impact against a point, a segment and another moving circle (the public
 * functions of api.md §5). Derived in the article 'Moving circles: time of impact' (source: the
 * DOOMolish devlog on continuous circle vs line-segment collision).
 *
 * Conventions: README §Time of impact (cases, the t = 0 rules, point, normal, feature and its tie
 * rule, what is exact and how accurate the numbers are). Each function loads the raw numbers into
 * a module-level problem, runs the one decision tree (toi-point.ts: the point problem;
 * toi-capsule.ts: sides and caps) and reports its case code and CONTACT. Coordinates beyond the
 * double range are clamped to ±Number.MAX_VALUE.
 *
 * Two entry points per function, one algorithm: `…Into` (the hot loop's: numbers in, a case code
 * out, t, point, normal and feature written into the caller's Float64Array, no allocation; finite
 * input and radii ≥ 0 are its precondition, `…IntoChecked` checks them) and the object API, which
 * validates its input object, stores the same raw numbers into the same problem and builds its
 * result from the same case code and CONTACT. The numbers are stored into the problem objects'
 * fields (never passed as arguments), so no double crosses a call V8 may not inline.
 */

import { finiteOrClamp, noNegativeZero } from './filter';
import { CAP_A, CAP_B, SEGMENT, SIDE, capsuleCase, prepareSegment } from './toi-capsule';
import {
  CONTACT,
  HIT,
  NO_CONTACT,
  NO_MOTION,
  PENETRATING,
  POINT,
  SEPARATING,
  boundPoint,
  loadPointNumbers,
  pointCase,
  pointNormal,
} from './toi-point';
import { type Vec2, isFiniteVec2, vec2 } from './vec2';

export type TimeOfImpactKind = 'hit' | 'penetrating' | 'miss' | 'invalid-input';
export type TimeOfImpactReason = 'separating' | 'no-motion' | 'no-contact';
export type CapsuleFeature = 'side' | 'cap-a' | 'cap-b';

export type TimeOfImpact = {
  readonly kind: TimeOfImpactKind;
  readonly reason?: TimeOfImpactReason;
  /** Time of the first contact in [0, 1] (hit, penetrating). */
  readonly t?: number;
  /** The obstacle's contact point at time t (hit, penetrating). */
  readonly point?: Vec2;
  /** Unit vector from the contact point towards the centre (hit, penetrating). */
  readonly normal?: Vec2;
  /** Segment case: which part of the capsule was reached (hit, penetrating). */
  readonly feature?: CapsuleFeature;
};

export type CirclePointInput = {
  readonly center: Vec2;
  readonly radius: number;
  readonly velocity: Vec2;
  readonly point: Vec2;
};

export type CircleSegmentInput = {
  readonly center: Vec2;
  readonly radius: number;
  readonly velocity: Vec2;
  readonly a: Vec2;
  readonly b: Vec2;
};

export type MovingCircle = {
  readonly center: Vec2;
  readonly radius: number;
  readonly velocity: Vec2;
};

export type CirclesInput = { readonly a: MovingCircle; readonly b: MovingCircle };

// ---------------------------------------------------------------------------------------------
// The hot-loop entry points' case codes and buffer

/** Code of `invalid-input` (only the checked entry points return it). */
export const TOI_INVALID_INPUT = 0;
/** Code of `hit`: first contact at t in [0, 1] (touching at t = 0 while approaching included). */
export const TOI_HIT = HIT;
/** Code of `penetrating`: overlapping at t = 0 and not separating; t = 0. */
export const TOI_PENETRATING = PENETRATING;
/** Code of `miss` / `no-motion`: the relative velocity is zero. */
export const TOI_MISS_NO_MOTION = NO_MOTION;
/** Code of `miss` / `separating`: touching or overlapping at t = 0 and moving apart or sliding. */
export const TOI_MISS_SEPARATING = SEPARATING;
/** Code of `miss` / `no-contact`: apart at t = 0 and no contact within the step. */
export const TOI_MISS_NO_CONTACT = NO_CONTACT;

/** The `kind` of each case code: `TOI_KINDS[code]`. */
export const TOI_KINDS: readonly TimeOfImpactKind[] = [
  'invalid-input',
  'hit',
  'penetrating',
  'miss',
  'miss',
  'miss',
];

/** The `reason` of each case code (undefined where there is none): `TOI_REASONS[code]`. */
export const TOI_REASONS: readonly (TimeOfImpactReason | undefined)[] = [
  undefined,
  undefined,
  undefined,
  'no-motion',
  'separating',
  'no-contact',
];

/** Feature code `side` (`out[5]` of `timeOfImpactCircleSegmentInto`). */
export const TOI_FEATURE_SIDE = SIDE;
/** Feature code `cap-a`: the disk around a (also a zero-length segment's only feature). */
export const TOI_FEATURE_CAP_A = CAP_A;
/** Feature code `cap-b`: the disk around b. */
export const TOI_FEATURE_CAP_B = CAP_B;

/** The `feature` of each feature code: `TOI_FEATURES[out[5]]`. */
export const TOI_FEATURES: readonly CapsuleFeature[] = ['side', 'cap-a', 'cap-b'];

/** Length of the buffer the `timeOfImpact…Into` entry points write: t, point, normal, feature. */
export const TOI_OUT_LENGTH = 6;

/**
 * The hot-loop entry point: `timeOfImpactCirclePoint` for the circle of centre (cx, cy) and
 * radius r moving by (vx, vy) over the step, against the fixed point (px, py), with no
 * allocation. Returns the case code (`TOI_HIT`, `TOI_PENETRATING`, `TOI_MISS_NO_MOTION`,
 * `TOI_MISS_SEPARATING`, `TOI_MISS_NO_CONTACT`; `TOI_KINDS[code]` and `TOI_REASONS[code]` are the
 * kind and reason; there is contact exactly when `code <= TOI_PENETRATING`, as this entry point
 * never returns `TOI_INVALID_INPUT`) and writes, exactly the numbers of the object API (never −0):
 *
 * | slot       | value                                                                      |
 * | ---------- | -------------------------------------------------------------------------- |
 * | `out[0]`   | t, the time of first contact in [0, 1] (hit, penetrating); NaN on a miss   |
 * | `out[1–2]` | the obstacle's contact point at t (here the point); NaN on a miss          |
 * | `out[3–4]` | the unit normal from the contact point towards the centre; NaN on a miss   |
 * | `out[5]`   | NaN (the segment's feature slot)                                           |
 *
 * Precondition: finite numbers and r ≥ 0 (not checked; outside it the answer is unspecified and
 * the call may throw). `timeOfImpactCirclePointIntoChecked` checks it.
 *
 * In a hot loop: allocate `out` once (`new Float64Array(TOI_OUT_LENGTH)`).
 *
 * @example
 * const out = new Float64Array(TOI_OUT_LENGTH);
 * timeOfImpactCirclePointInto(out, -6, 0, 2, 8, 0, 0, 0); // TOI_HIT; out: 0.5, 0, 0, -1, 0, NaN
 */
export function timeOfImpactCirclePointInto(
  out: Float64Array,
  cx: number,
  cy: number,
  r: number,
  vx: number,
  vy: number,
  px: number,
  py: number,
): number {
  loadPointNumbers(POINT, cx, cy, vx, vy, r, px, py, 0, 0, 0);
  return writeContact(out, pointContact(), NO_FEATURE);
}

/**
 * `timeOfImpactCirclePointInto` for any input: a non-finite number or a negative radius gives
 * `TOI_INVALID_INPUT` with every slot NaN, as `timeOfImpactCirclePoint` gives `invalid-input`.
 */
export function timeOfImpactCirclePointIntoChecked(
  out: Float64Array,
  cx: number,
  cy: number,
  r: number,
  vx: number,
  vy: number,
  px: number,
  py: number,
): number {
  if (
    Number.isFinite(cx) &&
    Number.isFinite(cy) &&
    Number.isFinite(r) &&
    r >= 0 &&
    Number.isFinite(vx) &&
    Number.isFinite(vy) &&
    Number.isFinite(px) &&
    Number.isFinite(py)
  ) {
    return timeOfImpactCirclePointInto(out, cx, cy, r, vx, vy, px, py);
  }
  return writeContact(out, TOI_INVALID_INPUT, NO_FEATURE);
}

/**
 * The hot-loop entry point: `timeOfImpactCircleSegment` for the circle of centre (cx, cy) and
 * radius r moving by (vx, vy), against the closed segment (ax, ay)–(bx, by), with no allocation.
 * Returns the case code as `timeOfImpactCirclePointInto` does and writes the same slots, and
 * `out[5]`, the feature code of a contact (`TOI_FEATURE_SIDE`, `TOI_FEATURE_CAP_A`,
 * `TOI_FEATURE_CAP_B`; `TOI_FEATURES[out[5]]` is the feature; NaN on a miss). A zero-length
 * segment is the point case with feature cap-a.
 *
 * Precondition: finite numbers and r ≥ 0 (not checked; outside it the answer is unspecified and
 * the call may throw). `timeOfImpactCircleSegmentIntoChecked` checks it.
 *
 * @example
 * const out = new Float64Array(TOI_OUT_LENGTH);
 * timeOfImpactCircleSegmentInto(out, 0, 4, 1, 0, -6, -2, 0, 2, 0);
 * // TOI_HIT; out: 0.5, 0, 0, 0, 1, TOI_FEATURE_SIDE
 */
export function timeOfImpactCircleSegmentInto(
  out: Float64Array,
  cx: number,
  cy: number,
  r: number,
  vx: number,
  vy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  if (ax === bx && ay === by) {
    // The point case, feature cap-a (rare enough that its numbers may be boxed for this call).
    const code = timeOfImpactCirclePointInto(out, cx, cy, r, vx, vy, ax, ay);
    if (code <= PENETRATING) out[5] = CAP_A;
    return code;
  }
  const s = SEGMENT;
  s.centerX = cx;
  s.centerY = cy;
  s.velocityX = vx;
  s.velocityY = vy;
  s.radius = r;
  s.ax = ax;
  s.ay = ay;
  s.bx = bx;
  s.by = by;
  return writeContact(out, segmentCase(), CONTACT.feature);
}

/**
 * `timeOfImpactCircleSegmentInto` for any input: a non-finite number or a negative radius gives
 * `TOI_INVALID_INPUT` with every slot NaN, as `timeOfImpactCircleSegment` gives `invalid-input`.
 */
export function timeOfImpactCircleSegmentIntoChecked(
  out: Float64Array,
  cx: number,
  cy: number,
  r: number,
  vx: number,
  vy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  if (
    Number.isFinite(cx) &&
    Number.isFinite(cy) &&
    Number.isFinite(r) &&
    r >= 0 &&
    Number.isFinite(vx) &&
    Number.isFinite(vy) &&
    Number.isFinite(ax) &&
    Number.isFinite(ay) &&
    Number.isFinite(bx) &&
    Number.isFinite(by)
  ) {
    return timeOfImpactCircleSegmentInto(out, cx, cy, r, vx, vy, ax, ay, bx, by);
  }
  return writeContact(out, TOI_INVALID_INPUT, NO_FEATURE);
}

/**
 * The hot-loop entry point: `timeOfImpactCircles` for circle a (centre (ax, ay), radius ar,
 * moving by (avx, avy)) and circle b, with no allocation. Returns the case code as
 * `timeOfImpactCirclePointInto` does and writes the same slots; the contact point is on b's
 * circle at time t (its centre then, out along the normal by br); `out[5]` is NaN.
 *
 * Precondition: finite numbers and radii ≥ 0 (not checked; outside it the answer is unspecified
 * and the call may throw). `timeOfImpactCirclesIntoChecked` checks it.
 *
 * @example
 * const out = new Float64Array(TOI_OUT_LENGTH);
 * timeOfImpactCirclesInto(out, -3, 0, 1, 4, 0, 3, 0, 1, -4, 0);
 * // TOI_HIT; out: 0.5, 0, 0, -1, 0, NaN
 */
export function timeOfImpactCirclesInto(
  out: Float64Array,
  ax: number,
  ay: number,
  ar: number,
  avx: number,
  avy: number,
  bx: number,
  by: number,
  br: number,
  bvx: number,
  bvy: number,
): number {
  loadPointNumbers(POINT, ax, ay, avx, avy, ar, bx, by, bvx, bvy, br);
  return writeContact(out, circlesContact(), NO_FEATURE);
}

/**
 * `timeOfImpactCirclesInto` for any input: a non-finite number or a negative radius gives
 * `TOI_INVALID_INPUT` with every slot NaN, as `timeOfImpactCircles` gives `invalid-input`.
 */
export function timeOfImpactCirclesIntoChecked(
  out: Float64Array,
  ax: number,
  ay: number,
  ar: number,
  avx: number,
  avy: number,
  bx: number,
  by: number,
  br: number,
  bvx: number,
  bvy: number,
): number {
  if (
    Number.isFinite(ax) &&
    Number.isFinite(ay) &&
    Number.isFinite(ar) &&
    ar >= 0 &&
    Number.isFinite(avx) &&
    Number.isFinite(avy) &&
    Number.isFinite(bx) &&
    Number.isFinite(by) &&
    Number.isFinite(br) &&
    br >= 0 &&
    Number.isFinite(bvx) &&
    Number.isFinite(bvy)
  ) {
    return timeOfImpactCirclesInto(out, ax, ay, ar, avx, avy, bx, by, br, bvx, bvy);
  }
  return writeContact(out, TOI_INVALID_INPUT, NO_FEATURE);
}

/** `out[5]` of the point and circles entry points. */
const NO_FEATURE = -1;

/**
 * CONTACT into `out` for a contact code (t never −0, the point and normal as vec2 cleans them),
 * and the feature when it is one (≥ 0); every slot NaN for the other codes.
 */
function writeContact(out: Float64Array, code: number, feature: number): number {
  if (code === TOI_INVALID_INPUT || code > PENETRATING) {
    out[0] = out[1] = out[2] = out[3] = out[4] = out[5] = NaN;
    return code;
  }
  out[0] = noNegativeZero(CONTACT.t);
  out[1] = noNegativeZero(CONTACT.pointX);
  out[2] = noNegativeZero(CONTACT.pointY);
  out[3] = noNegativeZero(CONTACT.normalX);
  out[4] = noNegativeZero(CONTACT.normalY);
  out[5] = feature >= 0 ? feature : NaN;
  return code;
}

// ---------------------------------------------------------------------------------------------
// The decision trees' runs, shared by both entry points

/**
 * The point problem loaded into POINT (loadPointNumbers): its case code, and on a contact
 * CONTACT's t, normal and the obstacle's point q (a fixed point's contact point).
 */
function pointContact(): number {
  const p = POINT;
  boundPoint(p);
  const code = pointCase(p);
  if (code > PENETRATING) return code; // a miss (HIT = 1, PENETRATING = 2)
  pointNormal(p);
  CONTACT.pointX = p.qx;
  CONTACT.pointY = p.qy;
  return code;
}

/**
 * pointContact for two circles: the contact point is circle b's centre at time t, out along the
 * normal by its radius. Apart from pointContact (not a flag of it), so that an import of the
 * point function alone does not carry it.
 */
function circlesContact(): number {
  const code = pointContact();
  if (code > PENETRATING) return code;
  const p = POINT;
  const t = CONTACT.t;
  CONTACT.pointX = finiteOrClamp(p.qx + t * p.vbx + p.rb * CONTACT.normalX);
  CONTACT.pointY = finiteOrClamp(p.qy + t * p.vby + p.rb * CONTACT.normalY);
  return code;
}

/** The capsule problem whose raw numbers are in SEGMENT (a ≠ b): its case code and CONTACT. */
function segmentCase(): number {
  prepareSegment(SEGMENT);
  return capsuleCase(SEGMENT);
}

// ---------------------------------------------------------------------------------------------
// The object API

const INVALID: TimeOfImpact = Object.freeze({ kind: 'invalid-input' });

/** The result of each miss code (TOI_MISS_NO_MOTION …), frozen: `MISSES[code]`. */
const MISSES: readonly TimeOfImpact[] = [
  INVALID,
  INVALID,
  INVALID,
  Object.freeze({ kind: 'miss', reason: 'no-motion' }),
  Object.freeze({ kind: 'miss', reason: 'separating' }),
  Object.freeze({ kind: 'miss', reason: 'no-contact' }),
];

/**
 * A finite { x, y } (input may come from a URL: anything else is invalid). isFiniteVec2 itself,
 * which checks the type too, not a wrapper around it (one function less in every bundle).
 */
export const isPoint = isFiniteVec2 as (value: unknown) => value is Vec2;

export const isRadius = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isMovingCircle(value: unknown): value is MovingCircle {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { center?: unknown; radius?: unknown; velocity?: unknown };
  return isPoint(candidate.center) && isRadius(candidate.radius) && isPoint(candidate.velocity);
}

/** CONTACT as a result (its numbers read here: passed to a call not inlined, each is boxed). */
function contact(code: number): TimeOfImpact {
  return {
    kind: code === HIT ? 'hit' : 'penetrating',
    t: noNegativeZero(CONTACT.t),
    point: vec2(CONTACT.pointX, CONTACT.pointY),
    normal: vec2(CONTACT.normalX, CONTACT.normalY),
  };
}

/**
 * First contact of a moving circle with a fixed point: the earliest t in [0, 1] with
 * |center + t·velocity − point| = radius, under the t = 0 rules. The object form of
 * `timeOfImpactCirclePointInto`.
 *
 * @example
 * timeOfImpactCirclePoint({ center: { x: -6, y: 0 }, radius: 2, velocity: { x: 8, y: 0 },
 *   point: { x: 0, y: 0 } });
 * // { kind: 'hit', t: 0.5, point: { x: 0, y: 0 }, normal: { x: -1, y: 0 } }
 */
export function timeOfImpactCirclePoint(input: CirclePointInput): TimeOfImpact {
  if (typeof input !== 'object' || input === null) return INVALID;
  const { center, radius, velocity, point } = input;
  if (!isPoint(center) || !isRadius(radius) || !isPoint(velocity) || !isPoint(point)) {
    return INVALID;
  }
  const { x: cx, y: cy } = center;
  loadPointNumbers(POINT, cx, cy, velocity.x, velocity.y, radius, point.x, point.y, 0, 0, 0);
  const code = pointContact();
  return code <= PENETRATING ? contact(code) : MISSES[code]!;
}

/**
 * First contact of two moving circles: the point problem in B's frame (relative motion vA − vB,
 * combined radius rA + rB). The contact point lies on B's circle at time t. The object form of
 * `timeOfImpactCirclesInto`.
 */
export function timeOfImpactCircles(input: CirclesInput): TimeOfImpact {
  if (typeof input !== 'object' || input === null) return INVALID;
  const { a, b } = input;
  if (!isMovingCircle(a) || !isMovingCircle(b)) return INVALID;
  loadPointNumbers(
    POINT,
    a.center.x,
    a.center.y,
    a.velocity.x,
    a.velocity.y,
    a.radius,
    b.center.x,
    b.center.y,
    b.velocity.x,
    b.velocity.y,
    b.radius,
  );
  const code = circlesContact();
  return code <= PENETRATING ? contact(code) : MISSES[code]!;
}

/** Segment a–a: the point case, feature cap-a (apart, so that V8 inlines the caller). */
function zeroLengthSegment(center: Vec2, radius: number, velocity: Vec2, a: Vec2): TimeOfImpact {
  const result = timeOfImpactCirclePoint({ center, radius, velocity, point: a });
  return result.t === undefined ? result : { ...result, feature: TOI_FEATURES[CAP_A]! };
}

/**
 * First contact of a moving circle with the closed segment a–b: the centre's first contact with
 * the capsule (the segment grown by the radius), sides and caps, under the t = 0 rules. A
 * zero-length segment is the point case with feature cap-a. The object form of
 * `timeOfImpactCircleSegmentInto`.
 */
export function timeOfImpactCircleSegment(input: CircleSegmentInput): TimeOfImpact {
  if (typeof input !== 'object' || input === null) return INVALID;
  const { center, radius, velocity, a, b } = input;
  if (!isPoint(center) || !isRadius(radius) || !isPoint(velocity) || !isPoint(a) || !isPoint(b)) {
    return INVALID;
  }
  if (a.x === b.x && a.y === b.y) return zeroLengthSegment(center, radius, velocity, a);
  const s = SEGMENT;
  s.centerX = center.x;
  s.centerY = center.y;
  s.velocityX = velocity.x;
  s.velocityY = velocity.y;
  s.radius = radius;
  s.ax = a.x;
  s.ay = a.y;
  s.bx = b.x;
  s.by = b.y;
  const code = segmentCase();
  if (code !== HIT && code !== PENETRATING) return MISSES[code]!;
  return {
    kind: code === HIT ? 'hit' : 'penetrating',
    t: noNegativeZero(CONTACT.t),
    point: vec2(CONTACT.pointX, CONTACT.pointY),
    normal: vec2(CONTACT.normalX, CONTACT.normalY),
    feature: TOI_FEATURES[CONTACT.feature] ?? TOI_FEATURES[SIDE]!,
  };
}
