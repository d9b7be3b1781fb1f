/**
 * Moving circle: time of impact against a point, a segment and another moving circle (the public
 * functions of api.md §5). Derived in the article 'Moving circles: time of impact' (source: the
 * DOOMolish devlog on continuous circle vs line-segment collision).
 *
 * Conventions: README §Time of impact (cases, the t = 0 rules, point, normal, feature and its tie
 * rule, what is exact and how accurate the numbers are). Each function validates, loads the raw
 * numbers into a module-level problem, runs the one decision tree (toi-point.ts: the point
 * problem; toi-capsule.ts: sides and caps) and builds the result from its case code and CONTACT.
 * Coordinates beyond the double range are clamped to ±Number.MAX_VALUE.
 */

import { finiteOrClamp, noNegativeZero } from './filter';
import { CAP_A, SEGMENT, SIDE, capsuleCase, prepareSegment } from './toi-capsule';
import {
  CONTACT,
  HIT,
  NO_MOTION,
  PENETRATING,
  POINT,
  SEPARATING,
  loadPoint,
  pointCase,
  pointNormal,
  boundPoint,
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

const INVALID: TimeOfImpact = Object.freeze({ kind: 'invalid-input' });
const NO_MOTION_MISS: TimeOfImpact = Object.freeze({ kind: 'miss', reason: 'no-motion' });
const SEPARATING_MISS: TimeOfImpact = Object.freeze({ kind: 'miss', reason: 'separating' });
const NO_CONTACT_MISS: TimeOfImpact = Object.freeze({ kind: 'miss', reason: 'no-contact' });

/** The miss of a kernel's case code (anything but HIT and PENETRATING). */
function miss(code: number): TimeOfImpact {
  if (code === NO_MOTION) return NO_MOTION_MISS;
  return code === SEPARATING ? SEPARATING_MISS : NO_CONTACT_MISS;
}

/** A finite { x, y } (input may come from a URL: anything else is invalid). */
export const isPoint = (value: unknown): value is Vec2 => isFiniteVec2(value as Vec2 | null);

export const isRadius = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isMovingCircle(value: unknown): value is MovingCircle {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { center?: unknown; radius?: unknown; velocity?: unknown };
  return isPoint(candidate.center) && isRadius(candidate.radius) && isPoint(candidate.velocity);
}

/** A fixed point's velocity. Not frozen: V8 (Node 24) deoptimized loadPoint in a loop on it. */
const AT_REST: Vec2 = { x: 0, y: 0 };

/**
 * CONTACT as a result (its numbers read here: passed to a call not inlined, each is boxed), the
 * point on circle `b` when given: its centre at time t, out along the normal by its radius.
 */
function contact(code: number, b?: MovingCircle): TimeOfImpact {
  const t = CONTACT.t;
  if (b !== undefined) {
    CONTACT.pointX = finiteOrClamp(b.center.x + t * b.velocity.x + b.radius * CONTACT.normalX);
    CONTACT.pointY = finiteOrClamp(b.center.y + t * b.velocity.y + b.radius * CONTACT.normalY);
  }
  return {
    kind: code === HIT ? 'hit' : 'penetrating',
    t: noNegativeZero(t),
    point: vec2(CONTACT.pointX, CONTACT.pointY),
    normal: vec2(CONTACT.normalX, CONTACT.normalY),
  };
}

/**
 * First contact of a moving circle with a fixed point: the earliest t in [0, 1] with
 * |center + t·velocity − point| = radius, under the t = 0 rules.
 */
export function timeOfImpactCirclePoint(input: CirclePointInput): TimeOfImpact {
  if (typeof input !== 'object' || input === null) return INVALID;
  const { center, radius, velocity, point } = input;
  if (!isPoint(center) || !isRadius(radius) || !isPoint(velocity) || !isPoint(point)) {
    return INVALID;
  }
  loadPoint(POINT, center, velocity, radius, point, AT_REST, 0);
  boundPoint(POINT);
  const code = pointCase(POINT);
  if (code !== HIT && code !== PENETRATING) return miss(code);
  pointNormal(POINT);
  CONTACT.pointX = point.x;
  CONTACT.pointY = point.y;
  return contact(code);
}

/**
 * First contact of two moving circles: the point problem in B's frame (relative motion vA − vB,
 * combined radius rA + rB). The contact point lies on B's circle at time t.
 */
export function timeOfImpactCircles(input: CirclesInput): TimeOfImpact {
  if (typeof input !== 'object' || input === null) return INVALID;
  const { a, b } = input;
  if (!isMovingCircle(a) || !isMovingCircle(b)) return INVALID;
  loadPoint(POINT, a.center, a.velocity, a.radius, b.center, b.velocity, b.radius);
  boundPoint(POINT);
  const code = pointCase(POINT);
  if (code !== HIT && code !== PENETRATING) return miss(code);
  pointNormal(POINT);
  return contact(code, b);
}

const FEATURES: readonly CapsuleFeature[] = ['side', 'cap-a', 'cap-b'];

/** Segment a–a: the point case, feature cap-a (apart, so that V8 inlines the caller). */
function zeroLengthSegment(center: Vec2, radius: number, velocity: Vec2, a: Vec2): TimeOfImpact {
  const result = timeOfImpactCirclePoint({ center, radius, velocity, point: a });
  return result.t === undefined ? result : { ...result, feature: FEATURES[CAP_A]! };
}

/**
 * First contact of a moving circle with the closed segment a–b: the centre's first contact with
 * the capsule (the segment grown by the radius), sides and caps, under the t = 0 rules. A
 * zero-length segment is the point case with feature cap-a.
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
  prepareSegment(s);
  const code = capsuleCase(s);
  if (code !== HIT && code !== PENETRATING) return miss(code);
  return {
    kind: code === HIT ? 'hit' : 'penetrating',
    t: noNegativeZero(CONTACT.t),
    point: vec2(CONTACT.pointX, CONTACT.pointY),
    normal: vec2(CONTACT.normalX, CONTACT.normalY),
    feature: FEATURES[CONTACT.feature] ?? FEATURES[SIDE]!,
  };
}
