/**
 * What the moving-circle figure shows besides the core's answer, in words and numbers: the case
 * label, the candidate roots' verdicts (decided by the core, timeOfImpactCandidates) and the
 * plotted distance. Pure.
 */
import type { TimeOfImpact, ToiCandidateName, ToiCandidateVerdict } from '../../geometry';
import { formatNumber, formatPoint, type CaseLabelProps, type Point } from '../../kit';
import type { ToiInput } from './state';

const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;
const cross = (a: Point, b: Point) => a.x * b.y - a.y * b.x;
const minus = (a: Point, b: Point) => ({ x: a.x - b.x, y: a.y - b.y });

/** Every target as the point problem or the capsule: centre, motion, radius and the obstacle. */
function problemOf(input: ToiInput) {
  if ('point' in input) return { ...input, q: input.point, segment: null };
  if ('center' in input) return { ...input, q: input.a, segment: { a: input.a, b: input.b } };
  const { a, b } = input;
  const velocity = minus(a.velocity, b.velocity);
  return { center: a.center, velocity, radius: a.radius + b.radius, q: b.center, segment: null };
}

export const CANDIDATE_NAMES: Readonly<Record<ToiCandidateName, string>> = {
  start: 't = 0 rule',
  entry: 'entry',
  exit: 'exit',
  side: 'side line',
  'far-side': 'far side line',
  'cap-a': 'cap A',
  'cap-b': 'cap B',
};

export const VERDICTS: Readonly<Record<ToiCandidateVerdict, string>> = {
  'first-contact': 'first contact',
  'contact-at-start': 'in contact at t = 0 and approaching',
  'moving-apart': 'in contact at t = 0, moving apart',
  'start-decides': 'the t = 0 rule decides',
  exit: 'where the circle leaves',
  'no-real-root': 'no real root',
  'not-approaching': 'not moving towards the line',
  'outside-step': 'outside the step',
  'foot-outside': 'foot outside the segment',
  'not-earliest': 'not the earliest',
  tie: 'the same instant as the cap, which the tie rule names',
};

/** The plotted function: squared distance to the obstacle minus r², and (segment) to its line. */
export function distanceFunctions(input: ToiInput) {
  const { center, velocity, radius, q, segment } = problemOf(input);
  const at = (t: number) => ({ x: center.x + t * velocity.x, y: center.y + t * velocity.y });
  const rr = radius * radius;
  if (segment === null) return { f: (t: number) => dot(minus(at(t), q), minus(at(t), q)) - rr };
  const e = minus(segment.b, segment.a);
  const ee = dot(e, e);
  const f = (t: number) => {
    const w = minus(at(t), segment.a);
    const s = Math.min(1, Math.max(0, dot(w, e) / ee));
    const away = minus(w, { x: s * e.x, y: s * e.y });
    return dot(away, away) - rr;
  };
  return { f, line: (t: number) => cross(e, minus(at(t), segment.a)) ** 2 / ee - rr };
}

const FEATURES: Readonly<Record<string, string>> = {
  side: ', on the side',
  'cap-a': ', on the cap at A',
  'cap-b': ', on the cap at B',
};
const REASONS = {
  separating: 'touching or overlapping at t = 0 but not approaching: let go',
  'no-motion': 'no (relative) motion in this step',
  'no-contact': 'no contact within the step',
};

/** The case label: kind, reason and the key numbers, as the live region announces them. */
export function describeCase(_: ToiInput, result: TimeOfImpact): CaseLabelProps {
  const { kind, reason = 'no-contact', t = 0, point = { x: 0, y: 0 } } = result;
  if (kind === 'invalid-input') {
    return {
      kind: 'invalid input',
      tone: 'miss',
      detail: 'a number is not finite or a radius is negative',
    };
  }
  if (kind === 'miss') return { kind: `miss: ${reason}`, tone: 'miss', detail: REASONS[reason] };
  const contact = `contact at ${formatPoint(point)}${FEATURES[result.feature ?? ''] ?? ''}`;
  const detail =
    kind === 'penetrating'
      ? `overlapping and moving deeper: stop at t = 0, ${contact}`
      : `at t = ${formatNumber(t, 3)}, ${contact}`;
  return { kind, tone: 'contact', detail };
}

/** The live derivation's numbers (derivation.tsx writes them out). */
export function derivationNumbers(input: ToiInput) {
  const { center, velocity, radius, q, segment } = problemOf(input);
  const w = minus(center, q);
  const e = segment === null ? q : minus(segment.b, segment.a);
  return {
    ...{ circles: 'a' in input && !('center' in input), point: segment === null },
    ...{ w, velocity, radius, e, reach: radius * Math.hypot(e.x, e.y) },
    ...{ a: dot(velocity, velocity), b: 2 * dot(velocity, w), c: dot(w, w) - radius * radius },
    ...{ h0: cross(e, w), hv: cross(e, velocity) },
  };
}
export type DerivationNumbers = ReturnType<typeof derivationNumbers>;
