/**
 * What the sweep figure shows besides the drawing, computed from the input and the core's result:
 * the case label's words, s along the segment now, the source's slipped expansion and the live
 * derivation. Pure functions, unit-tested; the components only draw them.
 */
import {
  cross2,
  dot2,
  lengthSquared2,
  sub2,
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
  tex,
  vectorParts,
  when,
  type CaseLabelProps,
  type DerivationRow,
  type Point,
} from '../../kit';
import { quadraticRows, type QuadraticRootParts } from '../../kit/quadratic-rows';

/** s = dot(u, w)/dot(w, w) at time t: the point's position along the segment's line. */
export function positionAlong(input: SweepInput, t: number): number | null {
  const at = sweepStateAt(input, t);
  if (at === null) return null;
  const w = sub2(at.q, at.p);
  const ww = lengthSquared2(w);
  return ww === 0 ? null : dot2(sub2(at.c, at.p), w) / ww;
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
export function describeCase(
  input: SweepInput,
  // The figure passes the roots it computed with the result; without them they are computed here.
  result: SweepResult & { readonly roots?: readonly SweepRoot[] },
): CaseLabelProps {
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
      const roots = result.roots ?? sweepSegmentPointRoots(input);
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

/** The relative motion vectors of the derivation: u(t) = u₀ + t·u₁, w(t) = w₀ + t·w₁. */
export function motionVectors(input: SweepInput) {
  const pd = sub2(input.p1, input.p0);
  return {
    u0: sub2(input.c0, input.p0),
    u1: sub2(sub2(input.c1, input.c0), pd),
    w0: sub2(input.q0, input.p0),
    w1: sub2(sub2(input.q1, input.q0), pd),
  };
}

/**
 * The coefficients the source's expansion gives, with its sign slip (it takes w₁ with the wrong
 * sign): a and half of b flip. The errata's figure draws them beside the right ones.
 */
export function slippedCoefficients(input: SweepInput): { a: number; b: number; c: number } {
  const { u0, u1, w0, w1 } = motionVectors(input);
  return {
    a: 0 - cross2(u1, w1), // 0 − x, not −x: never −0
    b: cross2(u1, w0) - cross2(u0, w1),
    c: cross2(u0, w0),
  };
}

/** A root's row: where the point is along the segment then (or that w = 0), and why it misses. */
function rootParts(root: SweepRoot | undefined): QuadraticRootParts {
  const s = root?.s ?? null;
  const hit = root?.hit ?? false;
  const inStep = root?.inStep ?? false;
  return {
    t: root?.t ?? 0,
    hit,
    after: [
      when(s !== null, [
        tex('{},\\; s = \\tfrac{u\\cdot w}{w\\cdot w} = {}'),
        num(mathFactor(s ?? 0)),
      ]),
      when(s === null, [tex('{},\\; w = 0')]),
    ],
    why: [
      when(!hit && !inStep, [tex('\\;t \\notin [0, 1]')]),
      when(!hit && inStep && s !== null, [tex('\\;s \\notin [0, 1]')]),
    ],
  };
}

/**
 * The live derivation: the relative motion vectors, the coefficients of the cross product in t
 * with their numbers, then the kit's equation and root rows (each root with its s and verdict).
 */
export function derivationRows(
  input: SweepInput,
  result: SweepResult,
  roots: readonly SweepRoot[] = sweepSegmentPointRoots(input),
): DerivationRow[] {
  const { u0, u1, w0, w1 } = motionVectors(input);
  const { a, b, c } = result.coefficients;
  const vectors = (key: string, first: string, second: string, v0: Point, v1: Point) => ({
    key,
    lhs: [tex(`${key}_0`)],
    rhs: [...vectorParts(first, v0), tex(','), gap(), ...vectorParts(second, v1)],
  });
  return [
    vectors('u', '{} = C_0 - P_0 = ', 'u_1 = \\Delta C - \\Delta P = ', u0, u1),
    vectors('w', '{} = Q_0 - P_0 = ', 'w_1 = \\Delta Q - \\Delta P = ', w0, w1),
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
    ...quadraticRows(result.coefficients, {
      rootCount: roots.length,
      root: (index) => rootParts(roots[index]),
      everyT: '\\text{for every } t\\text{: the point stays on the line}',
    }),
  ];
}
