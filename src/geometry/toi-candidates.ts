/**
 * The candidate roots of a time of impact, each kept or rejected with the reason: what a figure
 * lists under its plot (the point's quadratic, the capsule's two side lines and two caps).
 *
 * Conventions: README §Time of impact. No verdict is re-decided in floats: the public function's
 * answer names the kept candidate (and the t = 0 rules), toi-point.ts's step quadratic places each
 * root in or outside the step, and toi-capsule.ts's own side test (sideCase) says whether the side
 * is entered within the step with its foot on the segment. Root values are for display.
 */

import { noNegativeZero } from './filter';
import { rootCount, solveInStep } from './quadratic-step';
import {
  type CirclePointInput,
  type CircleSegmentInput,
  type CirclesInput,
  type TimeOfImpact,
  timeOfImpactCirclePoint,
  timeOfImpactCircleSegment,
  timeOfImpactCircles,
} from './time-of-impact';
import {
  SegmentProblem,
  TRY_CAPS,
  h0Sign,
  hvSign,
  lineGapStartSign,
  prepareSegment,
  sideCase,
} from './toi-capsule';
import {
  CONTACT,
  HIT,
  NO_CONTACT,
  PointProblem,
  entersInStep,
  loadPoint,
  boundPoint,
} from './toi-point';
import type { Vec2 } from './vec2';

export type ToiCandidateName = 'start' | 'entry' | 'exit' | 'side' | 'far-side' | 'cap-a' | 'cap-b';

/**
 * `first-contact`, `contact-at-start`: kept. Rejected: `moving-apart` (in contact at t = 0 but
 * separating), `start-decides` (the t = 0 rule decided), `exit` (where the circle leaves),
 * `no-real-root`, `not-approaching` (the side: not moving towards the line), `outside-step`,
 * `foot-outside` (the side line is reached beyond an end of the segment), `not-earliest`, `tie`
 * (the side at the instant of an end's cap: the tie rule names the cap).
 */
export type ToiCandidateVerdict =
  | 'first-contact'
  | 'contact-at-start'
  | 'moving-apart'
  | 'start-decides'
  | 'exit'
  | 'no-real-root'
  | 'not-approaching'
  | 'outside-step'
  | 'foot-outside'
  | 'not-earliest'
  | 'tie';

export type ToiCandidate = {
  readonly name: ToiCandidateName;
  /** The root, or null when there is none (no real root, not approaching the line). */
  readonly t: number | null;
  readonly kept: boolean;
  readonly why: ToiCandidateVerdict;
};

const REST: Vec2 = { x: 0, y: 0 };
const ROOTS = new PointProblem();
const CAPSULE = new SegmentProblem();

/**
 * Every candidate root of the input's time of impact (point, segment or two circles, told apart
 * like api.md's inputs), in the order a derivation meets them; none for invalid input or no motion.
 */
export function timeOfImpactCandidates(
  input: CirclePointInput | CircleSegmentInput | CirclesInput,
): ToiCandidate[] {
  if (typeof input !== 'object' || input === null) return [];
  if ('point' in input) {
    const result = timeOfImpactCirclePoint(input);
    const { center, velocity, radius, point } = input;
    return pointCandidates(result, 'entry', [center, velocity, radius, point, REST, 0]);
  }
  if ('center' in input) return segmentCandidates(input, timeOfImpactCircleSegment(input));
  const result = timeOfImpactCircles(input);
  const { a, b } = input;
  const problem = [a.center, a.velocity, a.radius, b.center, b.velocity, b.radius] as const;
  return pointCandidates(result, 'entry', problem);
}

type PointArguments = readonly [Vec2, Vec2, number, Vec2, Vec2, number];

/** Whether the t = 0 rules decided the answer (contact at 0, or separating). */
const decidedAtStart = (result: TimeOfImpact) => result.t === 0 || result.reason === 'separating';

function startCandidates(result: TimeOfImpact): ToiCandidate[] {
  if (result.t === 0) return [{ name: 'start', t: 0, kept: true, why: 'contact-at-start' }];
  if (result.reason !== 'separating') return [];
  return [{ name: 'start', t: 0, kept: false, why: 'moving-apart' }];
}

/** Marks the step quadratic as not written (a written error bound is never negative). */
const UNWRITTEN = -1;

/** The point problem's roots, ascending, and which lie in the step (bit i: root i), exactly. */
function pointRoots(args: PointArguments): { roots: number[]; inStep: number } {
  loadPoint(ROOTS, ...args);
  boundPoint(ROOTS);
  ROOTS.step.error = UNWRITTEN;
  // entersInStep writes the step quadratic's coefficients and their error bound, unless its
  // filter proves D < 0 first (a centre passing by): then there is no real root to list.
  entersInStep(ROOTS);
  if (ROOTS.step.error === UNWRITTEN) return { roots: [], inStep: 0 };
  solveInStep(ROOTS.step, true);
  const roots = Array.from(ROOTS.step.time.subarray(0, rootCount(ROOTS.step)), noNegativeZero);
  return { roots, inStep: ROOTS.step.inStep };
}

/** The entry (kept when it is the answer's contact) and, for the point itself, the exit. */
function pointCandidates(
  result: TimeOfImpact,
  name: 'entry' | 'cap-a' | 'cap-b',
  args: PointArguments,
): ToiCandidate[] {
  const start = startCandidates(result);
  if (result.kind === 'invalid-input' || result.reason === 'no-motion') return [];
  const { roots, inStep } = pointRoots(args);
  const [entry, exit] = roots;
  if (entry === undefined) return [...start, { name, t: null, kept: false, why: 'no-real-root' }];
  const kept =
    !decidedAtStart(result) && result.t !== undefined && (result.feature ?? name) === name;
  const why = kept
    ? 'first-contact'
    : decidedAtStart(result)
      ? 'start-decides'
      : (inStep & 1) === 0
        ? 'outside-step'
        : 'not-earliest';
  const candidates: ToiCandidate[] = [...start, { name, t: kept ? result.t! : entry, kept, why }];
  if (exit !== undefined && name === 'entry') {
    candidates.push({ name: 'exit', t: exit, kept: false, why: 'exit' });
  }
  return candidates;
}

/** The side lines (toi-capsule.ts's test), then the caps (the point problem at a and at b). */
function segmentCandidates(input: CircleSegmentInput, result: TimeOfImpact): ToiCandidate[] {
  if (result.kind === 'invalid-input' || result.reason === 'no-motion') return [];
  const { center, velocity, radius, a, b } = input;
  const cap = (end: Vec2, name: 'cap-a' | 'cap-b') =>
    pointCandidates(result, name, [center, velocity, radius, end, REST, 0]).filter(
      (candidate) => candidate.name === name,
    );
  if (a.x === b.x && a.y === b.y) return [...startCandidates(result), ...cap(a, 'cap-a')];
  return [
    ...startCandidates(result),
    ...sideCandidates(input, result),
    ...cap(a, 'cap-a'),
    ...cap(b, 'cap-b'),
  ];
}

function sideCandidates(input: CircleSegmentInput, result: TimeOfImpact): ToiCandidate[] {
  const { center, velocity, radius, a, b } = input;
  const s = CAPSULE;
  Object.assign(s, { centerX: center.x, centerY: center.y, velocityX: velocity.x });
  Object.assign(s, { velocityY: velocity.y, radius, ax: a.x, ay: a.y, bx: b.x, by: b.y });
  prepareSegment(s);
  const h0 = h0Sign(s);
  const hv = h0 === 0 ? 0 : hvSign(s);
  const decided = decidedAtStart(result);
  if (h0 * hv >= 0) {
    return [
      { name: 'side', t: null, kept: false, why: decided ? 'start-decides' : 'not-approaching' },
    ];
  }
  // The strip |h| ≤ r|e| is entered at (|h0| − r|e|)/|hv| and left at (|h0| + r|e|)/|hv|.
  const near = Math.abs(s.h0);
  const across = s.r * Math.sqrt(s.lengthSquared);
  const code = sideCase(s, h0, hv);
  const entry = code === HIT ? CONTACT.t : (near - across) / Math.abs(s.hv);
  const kept = !decided && code === HIT && result.feature === 'side';
  let why: ToiCandidateVerdict = kept ? 'first-contact' : 'start-decides';
  if (!decided && !kept) {
    if (code === HIT) why = 'tie';
    else if (code === NO_CONTACT || lineGapStartSign(s) < 0) why = 'outside-step';
    else why = code === TRY_CAPS ? 'foot-outside' : 'not-earliest';
  }
  return [
    { name: 'side', t: noNegativeZero(entry), kept, why },
    {
      name: 'far-side',
      t: noNegativeZero((near + across) / Math.abs(s.hv)),
      kept: false,
      why: 'exit',
    },
  ];
}
