/**
 * The live derivation for the current coefficients: f(x) with the numbers in, the discriminant
 * substituted, then the case's roots by the stable formula (q = −½(b + sign(b)·√D), x = q/a and
 * x = c/q), or the linear / no-root / every-x variants when a = 0.
 *
 * Built for the kit's LiveDerivation: the TeX pieces are static strings, typeset at build time;
 * the numbers are live text slots. Every row and part is produced in every state and the ones that
 * do not apply are hidden, so the server's HTML holds every piece the browser may need.
 */
import type { QuadraticResult } from '../../geometry';
import {
  mathFactor,
  mathNumber,
  num,
  op,
  brk,
  gap,
  tex,
  when,
  type DerivationRow,
  type InlinePart,
} from '../../kit';

const MINUS = '\u2212';

/**
 * a·x² + b·x + c with the numbers in: zero terms hidden, unit factors dropped, a leading minus
 * written as a sign of the first term and later signs as operators (never "+ −3").
 */
export function polynomialParts(a: number, b: number, c: number): InlinePart[] {
  const terms = [
    { value: a, power: 'x^2' },
    { value: b, power: 'x' },
    { value: c, power: '' },
  ];
  const first = terms.findIndex((term) => term.value !== 0);
  const parts: InlinePart[] = terms.map(({ value, power }, index) => {
    const magnitude = mathNumber(Math.abs(value));
    const coefficient = power !== '' && magnitude === '1' ? '' : magnitude;
    const leads = index === first;
    // The same parts whichever term leads (the operator hidden, not left out): a drag that
    // changes a sign changes text, and the browser replaces no element.
    const lead: InlinePart[] = [
      when(!leads, [op(value < 0 ? MINUS : '+')]),
      num(`${leads && value < 0 ? MINUS : ''}${coefficient}`),
    ];
    return when(value !== 0, power === '' ? lead : [...lead, tex(power)]);
  });
  parts.push(when(first === -1, [num('0')]));
  return parts;
}

/** The derivation's rows for a, b, c and the solver's result for them. */
export function derivationRows(
  a: number,
  b: number,
  c: number,
  result: QuadraticResult,
): DerivationRow[] {
  const linear = a === 0;
  const d = b * b - 4 * a * c;
  const sqrtD = Math.sqrt(Math.max(0, d));
  // The stable formula's q: b and sign(b)·√D never cancel.
  const q = -(b + (b >= 0 ? sqrtD : -sqrtD)) / 2;
  const [first = 0] = result.roots;
  return [
    { key: 'f', lhs: [tex('f(x)')], rhs: [tex('{} = {}'), ...polynomialParts(a, b, c)] },
    {
      key: 'linear',
      visible: linear && b !== 0,
      lhs: [tex('a')],
      rhs: [tex('{} = 0 \\;\\Rightarrow\\; x = -\\tfrac{c}{b} = {}'), num(mathNumber(first))],
    },
    {
      key: 'all',
      visible: linear && b === 0 && c === 0,
      lhs: [tex('a')],
      rhs: [tex('{} = b = c = 0 \\;\\Rightarrow\\; \\text{every } x')],
    },
    {
      key: 'constant',
      visible: linear && b === 0 && c !== 0,
      lhs: [tex('a')],
      rhs: [tex('{} = b = 0,\\; c \\neq 0 \\;\\Rightarrow\\; \\text{no } x')],
    },
    // The discriminant over two lines, so the substituted numbers fit the figure's side column.
    { key: 'D', visible: !linear, lhs: [tex('D')], rhs: [tex('{} = b^2 - 4ac')] },
    {
      key: 'D-numbers',
      visible: !linear,
      lhs: [],
      rhs: [
        tex('{} = {}'),
        num(mathFactor(b)),
        tex('{}^2 - 4 \\cdot {}'),
        num(mathFactor(a)),
        tex('{} \\cdot {}'),
        num(mathFactor(c)),
        brk(),
        tex('{} = {}'),
        num(mathNumber(d)),
      ],
    },
    {
      key: 'none',
      visible: !linear && result.kind === 'none',
      lhs: [tex('D')],
      rhs: [tex('{} < 0 \\;\\Rightarrow\\; \\text{no real root}')],
    },
    {
      key: 'double',
      visible: !linear && result.kind === 'double',
      lhs: [tex('D')],
      rhs: [tex('{} = 0 \\;\\Rightarrow\\; x = -\\tfrac{b}{2a} = {}'), num(mathNumber(first))],
    },
    {
      key: 'q',
      visible: !linear && result.kind === 'two',
      lhs: [tex('q')],
      rhs: [
        when(b >= 0, [tex('{} = -\\tfrac{1}{2}\\bigl(b + \\sqrt{D}\\bigr) = {}')]),
        when(b < 0, [tex('{} = -\\tfrac{1}{2}\\bigl(b - \\sqrt{D}\\bigr) = {}')]),
        num(mathNumber(q)),
      ],
    },
    {
      key: 'roots',
      visible: !linear && result.kind === 'two',
      lhs: [tex('x')],
      rhs: [
        tex('{} = \\tfrac{q}{a} = {}'),
        num(mathNumber(q / a)),
        tex(','),
        gap(),
        tex('x = \\tfrac{c}{q} = {}'),
        num(mathNumber(c / q)),
      ],
    },
  ];
}
