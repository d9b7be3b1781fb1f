/**
 * The live derivation with the current numbers: the figure's "The numbers" panel, loaded at the
 * first change of the input (on-demand.ts). It writes out the numbers numbers.ts computes.
 */
import {
  LiveDerivation,
  gap,
  mathNumber,
  num,
  signedTerm,
  tex,
  vectorParts,
  when,
  type DerivationRow,
} from '../../kit';
import { derivationNumbers, type DerivationNumbers } from './numbers';
import type { ToiInput } from './state';

/** `name = value` with its punctuation, then a place to wrap. */
const equals = (named: string, value: number, after = ',') => [
  tex(named),
  num(mathNumber(value)),
  ...(after === '' ? [] : [tex(after), gap()]),
];

/** The live derivation: every row in every state, shown for its target (LiveDerivation's rule). */
export function derivationRows(numbers: DerivationNumbers): DerivationRow[] {
  const { circles, point, w, velocity, radius, e, reach, a, b, c, h0, hv } = numbers;
  return [
    {
      key: 'w',
      visible: point,
      lhs: [tex('w')],
      rhs: [
        ...vectorParts('{} = P - Q = ', w),
        tex(','),
        gap(),
        when(circles, [
          ...vectorParts('v = v_P - v_Q = ', velocity),
          tex(',\\quad R = r + r_Q = {}'),
        ]),
        when(!circles, [tex('R = r = {}')]),
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

export function DerivationPanel({ input }: { readonly input: ToiInput }) {
  const rows = derivationRows(derivationNumbers(input));
  return <LiveDerivation rows={rows} label="Derivation with the current numbers" />;
}
