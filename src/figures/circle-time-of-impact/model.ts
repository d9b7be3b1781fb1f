/**
 * What the moving-circle figure shows besides the core's answer: the case label's words, the
 * candidate roots with their verdicts, the plotted distance and the live derivation. Pure. The
 * candidates are the derivation's roots in floats, for display: which one is the time of impact
 * (and its feature) is always the core's exact answer, never re-decided here.
 */
import { solveQuadratic, type TimeOfImpact } from '../../geometry';
import {
  formatNumber,
  formatPoint,
  gap,
  mathNumber,
  num,
  op,
  tex,
  when,
  type CaseLabelProps,
  type DerivationPart,
  type DerivationRow,
  type InlinePart,
  type Point,
} from '../../kit';
import type { ToiInput } from './state';

const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;
const cross = (a: Point, b: Point) => a.x * b.y - a.y * b.x;
const minus = (a: Point, b: Point) => ({ x: a.x - b.x, y: a.y - b.y });

/** Every target as the point problem or the capsule: centre, motion, radius and the obstacle. */
export function problemOf(input: ToiInput) {
  if ('point' in input) return { ...input, q: input.point, segment: null };
  if ('center' in input) return { ...input, q: input.a, segment: { a: input.a, b: input.b } };
  const { a, b } = input;
  return {
    center: a.center,
    velocity: minus(a.velocity, b.velocity),
    radius: a.radius + b.radius,
    q: b.center,
    segment: null,
  };
}

/** The point problem's quadratic |w + t·v|² − r² = 0 (w = centre − q), as [c, b, a]. */
export function pointQuadratic(center: Point, velocity: Point, radius: number, q: Point) {
  const w = minus(center, q);
  return [dot(w, w) - radius * radius, 2 * dot(velocity, w), dot(velocity, velocity)] as const;
}

export type Candidate = {
  readonly name: string;
  readonly t: number | null;
  readonly valid: boolean;
  readonly why: string;
};

const FEATURE_WORDS: Readonly<Record<string, string>> = {
  side: ' on the side',
  'cap-a': ' on the cap at A',
  'cap-b': ' on the cap at B',
};

/** Why a root is not the time of impact (the core's answer decides which one is). */
function rejection(result: TimeOfImpact, t: number, foot = 0.5): string {
  if (result.t === 0 && t <= 0) return 'in contact at t = 0: the t = 0 rule decides';
  if (t < 0 || t > 1) return t < 0 ? 'before the step' : 'after the step';
  if (foot < 0 || foot > 1) return 'foot outside the segment';
  return result.t !== undefined && Math.abs(result.t - t) < 1e-9
    ? 'same instant: the tie rule'
    : 'not the earliest';
}

/** The candidate roots of the derivation, each valid (the core's answer) or rejected, with why. */
export function candidatesOf(input: ToiInput, result: TimeOfImpact): Candidate[] {
  const { center, velocity, radius, q, segment } = problemOf(input);
  const judge = (name: string, t: number | undefined, feature?: string, foot?: number) => {
    if (t === undefined) return { name, t: null, valid: false, why: 'no real root' };
    const valid =
      result.t !== undefined &&
      result.t !== 0 &&
      Math.abs(result.t - t) < 1e-9 &&
      result.feature === feature;
    const why = valid
      ? `first contact${FEATURE_WORDS[feature ?? ''] ?? ''}`
      : rejection(result, t, foot);
    return { name, t, valid, why };
  };
  const start: Candidate[] =
    result.t === 0
      ? [{ name: 't = 0 rule', t: 0, valid: true, why: 'in contact at t = 0 and approaching' }]
      : result.reason === 'separating'
        ? [{ name: 't = 0 rule', t: 0, valid: false, why: 'in contact at t = 0, moving apart' }]
        : [];
  const cap = (name: string, end: Point, feature?: string) => {
    const [c, b, a] = pointQuadratic(center, velocity, radius, end);
    const { roots } = solveQuadratic(a, b, c);
    const exit = roots[1];
    return [
      judge(`${name} entry`, roots[0], feature),
      ...(segment === null && exit !== undefined
        ? [{ name: `${name} exit`, t: exit, valid: false, why: 'where the circle leaves' }]
        : []),
    ];
  };
  if (segment === null) return [...start, ...cap('circle', q)];
  const e = minus(segment.b, segment.a);
  const h0 = cross(e, minus(center, segment.a));
  const hv = cross(e, velocity);
  // The centre enters the band |h| ≤ r|e| at (|h0| − r|e|)/|hv| when it moves towards the line.
  const tSide = (Math.abs(h0) - radius * Math.hypot(e.x, e.y)) / Math.abs(hv);
  const foot =
    dot(minus(center, segment.a), e) / dot(e, e) + (tSide * dot(velocity, e)) / dot(e, e);
  const side =
    h0 * hv < 0
      ? judge('side', tSide, 'side', foot)
      : {
          name: 'side',
          t: null,
          valid: false,
          why: hv === 0 ? 'moving parallel to the line' : 'not moving towards the line',
        };
  return [...start, side, ...cap('cap A', segment.a, 'cap-a'), ...cap('cap B', segment.b, 'cap-b')];
}

/** The plotted function: squared distance to the obstacle minus r², and (segment) to its line. */
export function distanceFunctions(input: ToiInput) {
  const { center, velocity, radius, q, segment } = problemOf(input);
  const at = (t: number) => ({ x: center.x + t * velocity.x, y: center.y + t * velocity.y });
  if (segment === null) {
    const [c, b, a] = pointQuadratic(center, velocity, radius, q);
    return { f: (t: number) => (a * t + b) * t + c, line: undefined };
  }
  const e = minus(segment.b, segment.a);
  const ee = dot(e, e);
  return {
    f: (t: number) => {
      const w = minus(at(t), segment.a);
      const s = Math.min(1, Math.max(0, dot(w, e) / ee));
      const away = minus(w, { x: s * e.x, y: s * e.y });
      return dot(away, away) - radius * radius;
    },
    line: (t: number) => cross(e, minus(at(t), segment.a)) ** 2 / ee - radius * radius,
  };
}

const REASONS = {
  separating: 'touching or overlapping at t = 0 but not approaching: let go',
  'no-motion': 'no (relative) motion in this step',
  'no-contact': 'no contact within the step',
};

/** The case label: kind, reason and the key numbers, as the live region announces them. */
export function describeCase(_: ToiInput, result: TimeOfImpact): CaseLabelProps {
  if (result.kind === 'invalid-input') {
    return {
      kind: 'invalid input',
      tone: 'miss',
      detail: 'a number is not finite or a radius is negative',
    };
  }
  if (result.kind === 'miss') {
    const reason = result.reason ?? 'no-contact';
    return { kind: `miss: ${reason}`, tone: 'miss', detail: REASONS[reason] };
  }
  const where = result.feature === undefined ? '' : `,${FEATURE_WORDS[result.feature] ?? ''}`;
  const contact = `contact at ${formatPoint(result.point ?? { x: 0, y: 0 })}${where}`;
  return result.kind === 'penetrating'
    ? {
        kind: 'penetrating',
        tone: 'contact',
        detail: `overlapping and moving deeper: stop at t = 0, ${contact}`,
      }
    : {
        kind: 'hit',
        tone: 'contact',
        detail: `at t = ${formatNumber(result.t ?? 0, 3)}, ${contact}`,
      };
}

const vector = (v: Point): InlinePart[] => [
  tex('('),
  num(mathNumber(v.x)),
  tex('{},\\,{}'),
  num(mathNumber(v.y)),
  tex(')'),
];
const plus = (value: number): InlinePart[] => [
  op(value < 0 ? '\u2212' : '+'),
  num(mathNumber(Math.abs(value))),
];

/** `name = value` and its punctuation, then a place to wrap. */
const equals = (named: string, value: number, after: string): DerivationPart[] => [
  tex(named),
  num(mathNumber(value)),
  ...(after === '' ? [] : [tex(after), gap()]),
];

/** The live derivation: every row in every state, shown for its target (LiveDerivation's rule). */
export function derivationRows(input: ToiInput): DerivationRow[] {
  const { center, velocity, radius, q, segment } = problemOf(input);
  const circles = 'a' in input && !('center' in input);
  const [c, b, a] = pointQuadratic(center, velocity, radius, q);
  const e = segment === null ? q : minus(segment.b, segment.a);
  const length = Math.hypot(e.x, e.y);
  return [
    {
      key: 'w',
      visible: segment === null,
      lhs: [tex('w')],
      rhs: [
        tex('{} = P - Q = {}'),
        ...vector(minus(center, q)),
        tex(','),
        gap(),
        when(circles, [
          tex('v = v_P - v_Q = {}'),
          ...vector(velocity),
          tex(',\\quad R = r + r_Q = {}'),
        ]),
        when(!circles, [tex('R = r = {}')]),
        num(mathNumber(radius)),
      ],
    },
    {
      key: 'abc',
      visible: segment === null,
      lhs: [tex('a')],
      rhs: [
        ...equals('{} = v \\cdot v = {}', a, ','),
        ...equals('b = 2\\,v \\cdot w = {}', b, ','),
        ...equals('c = |w|^2 - R^2 = {}', c, ''),
      ],
    },
    {
      key: 'equation',
      visible: segment === null,
      lhs: [tex('0')],
      rhs: [tex('{} = {}'), num(mathNumber(a)), tex('\\,t^2'), ...plus(b), tex('\\,t'), ...plus(c)],
    },
    {
      key: 'e',
      visible: segment !== null,
      lhs: [tex('e')],
      rhs: [
        tex('{} = B - A = {}'),
        ...vector(e),
        tex(','),
        gap(),
        tex('h_0 = e \\times (P - A) = {}'),
        num(mathNumber(cross(e, minus(center, q)))),
        tex(','),
        gap(),
        tex('h_v = e \\times v = {}'),
        num(mathNumber(cross(e, velocity))),
      ],
    },
    {
      key: 'side',
      visible: segment !== null,
      lhs: [tex('(h_0 + h_v t)^2')],
      rhs: [tex('{} = r^2\\,|e|^2,'), gap(), tex('r\\,|e| = {}'), num(mathNumber(radius * length))],
    },
    {
      key: 'caps',
      visible: segment !== null,
      lhs: [tex('|X(t) - A|')],
      rhs: [tex('{} = r,'), gap(), tex('|X(t) - B| = r \\quad\\text{(the caps)}')],
    },
  ];
}
