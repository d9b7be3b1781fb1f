/**
 * The live derivation of a time of impact reduced to a point: the centre P moving by v over the
 * step against a disk of radius R around Q (|w + v t| = R, a quadratic in t) or against a capsule,
 * the segment A–B grown by R (its sides as a line equation, its caps as two disks). Floats, for
 * the words and numbers shown; the figure's algorithm decides the case. Every row exists in every
 * state, shown for its obstacle (LiveDerivation's rule).
 */
import { signedTerm, vectorParts } from './derivation-parts';
import { mathNumber } from './format';
import { gap, num, tex, when, type DerivationRow } from './LiveDerivation';
import type { Point } from './point';

/** The point problem: a centre moving by `velocity` against a disk around `q` or a capsule. */
export type ImpactProblem = {
  readonly center: Point;
  readonly velocity: Point;
  readonly radius: number;
  /** The disk's centre (for a capsule, its end A). */
  readonly q: Point;
  /** The capsule's segment, or null for a disk. */
  readonly segment: { readonly a: Point; readonly b: Point } | null;
  /** Two moving circles reduced to one: v is v_P − v_Q and R is r + r_Q. */
  readonly relative: boolean;
};

const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;
const cross = (a: Point, b: Point) => a.x * b.y - a.y * b.x;
const minus = (a: Point, b: Point) => ({ x: a.x - b.x, y: a.y - b.y });

/** The numbers the rows show: w = P − Q, the quadratic's a, b, c, and the capsule's e, h0, hv. */
export function impactNumbers(problem: ImpactProblem) {
  const { center, velocity, radius, q, segment, relative } = problem;
  const w = minus(center, q);
  const e = segment === null ? q : minus(segment.b, segment.a);
  return {
    ...{ relative, point: segment === null, w, velocity, radius, e },
    reach: radius * Math.hypot(e.x, e.y),
    ...{ a: dot(velocity, velocity), b: 2 * dot(velocity, w), c: dot(w, w) - radius * radius },
    ...{ h0: cross(e, w), hv: cross(e, velocity) },
  };
}
export type ImpactNumbers = ReturnType<typeof impactNumbers>;

/** `name = value` with its punctuation, then a place to wrap. */
const equals = (named: string, value: number, after = ',') => [
  tex(named),
  num(mathNumber(value)),
  ...(after === '' ? [] : [tex(after), gap()]),
];

/** The rows: w and R, the quadratic's coefficients and equation; or e, the side line, the caps. */
export function impactRows(numbers: ImpactNumbers): DerivationRow[] {
  const { relative, point, w, velocity, radius, e, reach, a, b, c, h0, hv } = numbers;
  return [
    {
      key: 'w',
      visible: point,
      lhs: [tex('w')],
      rhs: [
        ...vectorParts('{} = P - Q = ', w),
        tex(','),
        gap(),
        when(relative, [
          ...vectorParts('v = v_P - v_Q = ', velocity),
          tex(',\\quad R = r + r_Q = {}'),
        ]),
        when(!relative, [tex('R = r = {}')]),
        num(mathNumber(radius)),
      ],
    },
    {
      key: 'abc',
      visible: point,
      lhs: [tex('a')],
      rhs: [
        ...equals('{} = v \\cdot v = {}', a),
        ...equals('b = 2\\,v \\cdot w = {}', b),
        ...equals('c = |w|^2 - R^2 = {}', c, ''),
      ],
    },
    {
      key: 'equation',
      visible: point,
      lhs: [tex('0')],
      rhs: [tex('{} = {}'), num(mathNumber(a)), tex('\\,t^2'), ...signedTerm(b)].concat([
        tex('\\,t'),
        ...signedTerm(c),
      ]),
    },
    {
      key: 'e',
      visible: !point,
      lhs: [tex('e')],
      rhs: [
        ...vectorParts('{} = B - A = ', e),
        tex(','),
        gap(),
        ...equals('h_0 = e \\times (P - A) = {}', h0),
        ...equals('h_v = e \\times v = {}', hv, ''),
      ],
    },
    {
      key: 'side',
      visible: !point,
      lhs: [tex('(h_0 + h_v t)^2')],
      rhs: [tex('{} = r^2\\,|e|^2,'), gap(), ...equals('r\\,|e| = {}', reach, '')],
    },
    {
      key: 'caps',
      visible: !point,
      lhs: [tex('|X(t) - A|')],
      rhs: [tex('{} = r,'), gap(), tex('|X(t) - B| = r \\quad\\text{(the caps)}')],
    },
  ];
}
