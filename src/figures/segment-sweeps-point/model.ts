/**
 * What the sweep figure shows, computed from the state: the geometry core's result, every real
 * root of the polynomial with its s and verdict, the case label's words and the live derivation.
 * Pure functions, unit-tested; the components only draw them.
 */
import {
  caseIdOf,
  sweepSegmentPointRoots,
  sweepStateAt,
  type SweepInput,
  type SweepResult,
  type SweepRoot,
} from '../../geometry';
import {
  brk,
  formatNumber,
  gap,
  mathFactor,
  mathNumber,
  num,
  op,
  tex,
  when,
  type CaseLabelProps,
  type DerivationRow,
  type InlinePart,
  type Point,
} from '../../kit';

/**
 * A real root of the polynomial in t, where the point is on the segment's line, with its s and
 * verdict as the geometry core decided them (exactly: the figure never re-solves the roots).
 */
export type RootInfo = SweepRoot;

/** s = dot(u, w)/dot(w, w) at time t: the point's position along the segment's line. */
export function positionAlong(input: SweepInput, t: number): number | null {
  const at = sweepStateAt(input, t);
  if (at === null) return null;
  const wx = at.q.x - at.p.x;
  const wy = at.q.y - at.p.y;
  const ww = wx * wx + wy * wy;
  if (ww === 0) return null;
  return ((at.c.x - at.p.x) * wx + (at.c.y - at.p.y) * wy) / ww;
}

/** Every real root of the polynomial (none when it is identically zero) with its verdict. */
export function rootsOf(input: SweepInput): readonly RootInfo[] {
  return sweepSegmentPointRoots(input);
}

const REASON_WORDS: Readonly<Record<NonNullable<SweepResult['reason']>, string>> = {
  'no-real-roots': 'the segment’s line never passes the point',
  'outside-step': 'the line passes the point only outside the step',
  'outside-segment': 'the line passes the point, but off the segment',
  'collinear-apart': 'the point stays on the line but never between the endpoints',
};

function hitWords(hit: SweepResult['hits'][number]): string {
  const flags = [
    hit.tangent ? 'tangent' : '',
    hit.degenerate ? 'segment collapsed onto the point' : '',
  ]
    .filter((f) => f !== '')
    .join(', ');
  return `t = ${formatNumber(hit.t)}, s = ${formatNumber(hit.s)}${flags === '' ? '' : ` (${flags})`}`;
}

/** The case label: kind, reason and the key numbers, in the words the live region announces. */
export function describeCase(input: SweepInput, result: SweepResult): CaseLabelProps {
  switch (result.kind) {
    case 'hit':
      return {
        kind: result.hits.length > 1 ? 'hit twice' : 'hit',
        tone: 'contact',
        detail: `at ${result.hits.map(hitWords).join(' and at ')}`,
      };
    case 'contact':
      return {
        kind: 'contact',
        tone: 'contact',
        detail: `the point stays on the segment’s line; on the segment for ${result.intervals
          .map((i) =>
            i.t0 === i.t1
              ? `t = ${formatNumber(i.t0)}`
              : `t from ${formatNumber(i.t0)} to ${formatNumber(i.t1)}`,
          )
          .join(' and ')}`,
      };
    case 'miss': {
      const reason = result.reason ?? 'no-real-roots';
      const roots = rootsOf(input);
      let numbers = '';
      if (reason === 'outside-step')
        numbers = `: t = ${roots.map((r) => formatNumber(r.t)).join(', ')}`;
      if (reason === 'outside-segment') {
        numbers = `: ${roots
          .filter((r) => r.inStep)
          .map(
            (r) =>
              `t = ${formatNumber(r.t)}, ${r.s === null ? 'segment collapsed' : `s = ${formatNumber(r.s)}`}`,
          )
          .join('; ')}`;
      }
      return { kind: `miss: ${reason}`, tone: 'miss', detail: `${REASON_WORDS[reason]}${numbers}` };
    }
    case 'invalid-input':
      return { kind: 'invalid input', tone: 'miss', detail: 'a coordinate is not a finite number' };
  }
}

/** `kind` or `kind:reason`, for `data-case`: the core's own. */
export const caseId = caseIdOf;

const sub = (a: Point, b: Point) => ({ x: a.x - b.x, y: a.y - b.y });

/** The relative motion vectors of the derivation: u(t) = u₀ + t·u₁, w(t) = w₀ + t·w₁. */
export function motionVectors(input: SweepInput) {
  const pd = sub(input.p1, input.p0);
  const qd = sub(input.q1, input.q0);
  const cd = sub(input.c1, input.c0);
  return {
    u0: sub(input.c0, input.p0),
    u1: sub(cd, pd),
    w0: sub(input.q0, input.p0),
    w1: sub(qd, pd),
  };
}

const cross = (a: Point, b: Point) => a.x * b.y - a.y * b.x;

/**
 * The coefficients the source's expansion gives, with its sign slip (it takes w₁ with the wrong
 * sign): a and half of b flip. The errata's figure draws them beside the right ones.
 */
export function slippedCoefficients(input: SweepInput): { a: number; b: number; c: number } {
  const { u0, u1, w0, w1 } = motionVectors(input);
  return {
    a: 0 - cross(u1, w1), // 0 − x, not −x: never −0
    b: cross(u1, w0) - cross(u0, w1),
    c: cross(u0, w0),
  };
}

const MINUS = '\u2212';

/** `(x, y)` with live numbers; `opening` is the static TeX before the parenthesis. */
function vectorParts(opening: string, v: Point): InlinePart[] {
  return [
    tex(`${opening}(`),
    num(mathNumber(v.x)),
    tex('{},\\,{}'),
    num(mathNumber(v.y)),
    tex(')'),
  ];
}

/** `+ 3` or `− 3` after another term, so the equation never reads `+ −3`. */
function signedTerm(value: number): InlinePart[] {
  return [op(value < 0 ? MINUS : '+'), num(mathNumber(Math.abs(value)))];
}

/** At most this many real roots: a quadratic's. */
const ROOT_ROWS = 2;

/**
 * One root's row: its time, where the point is along the segment then (or that the segment is a
 * point at that time), and the verdict with its reason.
 */
function rootRow(index: number, root: RootInfo | undefined, visible: boolean): DerivationRow {
  const t = root?.t ?? 0;
  const s = root?.s ?? null;
  const hit = root?.hit ?? false;
  const inStep = root?.inStep ?? false;
  return {
    key: `root-${index}`,
    visible: visible && root !== undefined,
    lhs: [],
    rhs: [
      tex('t = {}'),
      num(mathNumber(t)),
      when(s !== null, [
        tex('{},\\; s = \\tfrac{u\\cdot w}{w\\cdot w} = {}'),
        num(mathFactor(s ?? 0)),
      ]),
      when(s === null, [tex('{},\\; w = 0')]),
      gap(),
      when(hit, [num('✓ hit', 'hit')]),
      when(!hit, [num('✗', 'miss')]),
      when(!hit && !inStep, [tex('\\;t \\notin [0, 1]')]),
      when(!hit && inStep && s !== null, [tex('\\;s \\notin [0, 1]')]),
    ],
  };
}

/**
 * The live derivation: the relative motion vectors, the coefficients of the cross product in t
 * with their numbers, the equation, and every real root with its s and verdict — or the
 * identically-zero and no-root variants. Every row exists in every state (hidden when it does not
 * apply), as the kit's LiveDerivation requires.
 */
export function derivationRows(input: SweepInput, result: SweepResult): DerivationRow[] {
  const { u0, u1, w0, w1 } = motionVectors(input);
  const { a, b, c } = result.coefficients;
  const zero = a === 0 && b === 0 && c === 0;
  const roots = zero ? [] : rootsOf(input);
  return [
    {
      key: 'u',
      lhs: [tex('u_0')],
      rhs: [
        ...vectorParts('{} = C_0 - P_0 = ', u0),
        tex(','),
        gap(),
        ...vectorParts('u_1 = \\Delta C - \\Delta P = ', u1),
      ],
    },
    {
      key: 'w',
      lhs: [tex('w_0')],
      rhs: [
        ...vectorParts('{} = Q_0 - P_0 = ', w0),
        tex(','),
        gap(),
        ...vectorParts('w_1 = \\Delta Q - \\Delta P = ', w1),
      ],
    },
    {
      key: 'a-c',
      lhs: [tex('a')],
      rhs: [
        tex('{} = u_1 \\times w_1 = {}'),
        num(mathNumber(a)),
        tex(','),
        gap(),
        tex('c = u_0 \\times w_0 = {}'),
        num(mathNumber(c)),
      ],
    },
    {
      key: 'b',
      lhs: [tex('b')],
      rhs: [
        tex('{} = u_0 \\times w_1 + u_1 \\times w_0'),
        brk(),
        tex('{} = {}'),
        num(mathNumber(b)),
      ],
    },
    {
      key: 'zero',
      visible: zero,
      lhs: [tex('0')],
      rhs: [tex('{} = 0'), gap(), tex('\\text{for every } t\\text{: the point stays on the line}')],
    },
    {
      key: 'equation',
      visible: !zero,
      lhs: [tex('0')],
      rhs: [
        tex('{} = {}'),
        num(mathNumber(a)),
        tex('\\,t^2'),
        ...signedTerm(b),
        tex('\\,t'),
        ...signedTerm(c),
      ],
    },
    ...Array.from({ length: ROOT_ROWS }, (_, index) => rootRow(index, roots[index], !zero)),
    {
      key: 'no-root',
      visible: !zero && roots.length === 0,
      lhs: [],
      rhs: [tex('\\text{no real root}')],
    },
  ];
}
