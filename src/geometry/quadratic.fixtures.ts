/**
 * Named cases for `solveQuadratic`: the presets of the figure "quadratic roots" and the cases the
 * tests pin — every outcome of algorithms.md §1, the special coefficients (b = 0, c = 0), the
 * cancellation and scaling cases where the textbook formula fails, and a discriminant whose sign
 * only exact arithmetic gets right. Expected roots are the exact roots rounded to doubles.
 * (Non-finite input, `invalid-input`, is not a preset — a figure cannot show it; the tests cover it.)
 */

import type { QuadraticResult } from './quadratic';

export type QuadraticFixture = {
  /** kebab-case, stable: used in URLs. */
  readonly id: string;
  /** Label for the preset menu. */
  readonly name: string;
  /** One sentence: what this case shows. */
  readonly note: string;
  readonly input: { readonly a: number; readonly b: number; readonly c: number };
  readonly expected: QuadraticResult;
};

export const quadraticFixtures: readonly QuadraticFixture[] = [
  {
    id: 'two-roots',
    name: 'Two roots',
    note: 'x² − 3x + 2 = (x − 1)(x − 2): D = 1 > 0, two roots, ascending.',
    input: { a: 1, b: -3, c: 2 },
    expected: { kind: 'two', roots: [1, 2] },
  },
  {
    id: 'two-irrational-roots',
    name: 'Irrational roots',
    note: 'x² − 2 = 0: b = 0, the roots ±√2 come out symmetric.',
    input: { a: 1, b: 0, c: -2 },
    expected: { kind: 'two', roots: [-Math.SQRT2, Math.SQRT2] },
  },
  {
    id: 'negative-leading',
    name: 'Opening downwards',
    note: '−x² + x + 2 = 0: a < 0 changes nothing but the parabola’s direction; roots −1 and 2.',
    input: { a: -1, b: 1, c: 2 },
    expected: { kind: 'two', roots: [-1, 2] },
  },
  {
    id: 'double-root',
    name: 'Double root',
    note: 'x² − 2x + 1 = (x − 1)²: D = 0, the root 1 reported once and flagged double.',
    input: { a: 1, b: -2, c: 1 },
    expected: { kind: 'double', roots: [1] },
  },
  {
    id: 'no-real-roots',
    name: 'No real roots',
    note: 'x² + 1 = 0: D = −4 < 0, the parabola never reaches zero.',
    input: { a: 1, b: 0, c: 1 },
    expected: { kind: 'none', roots: [] },
  },
  {
    id: 'linear',
    name: 'Linear (a = 0)',
    note: '2x − 4 = 0: with a = 0 there is one simple root, never flagged double.',
    input: { a: 0, b: 2, c: -4 },
    expected: { kind: 'one', roots: [2] },
  },
  {
    id: 'constant',
    name: 'Nonzero constant',
    note: 'a = b = 0, c = 3: the equation 3 = 0 has no solution.',
    input: { a: 0, b: 0, c: 3 },
    expected: { kind: 'none', roots: [] },
  },
  {
    id: 'all-x',
    name: 'Every x (0 = 0)',
    note: 'a = b = c = 0: every x is a root, reported as kind all with no list.',
    input: { a: 0, b: 0, c: 0 },
    expected: { kind: 'all', roots: [] },
  },
  {
    id: 'c-zero',
    name: 'A root at zero',
    note: 'x² + 3x = x(x + 3): c = 0 gives the root 0 exactly (never −0) and −3.',
    input: { a: 1, b: 3, c: 0 },
    expected: { kind: 'two', roots: [-3, 0] },
  },
  {
    id: 'cancellation',
    name: 'Catastrophic cancellation',
    note: 'x² − 10⁸x + 1: the textbook formula gives the small root as 7.45e-9; the stable formula gives 1e-8 to the last digit (as c/q, with the big root q/a).',
    input: { a: 1, b: -1e8, c: 1 },
    expected: { kind: 'two', roots: [1e-8, 99999999.99999999] },
  },
  {
    id: 'huge-coefficients',
    name: 'Huge coefficients',
    note: 'Coefficients near 10³⁰⁰: b² overflows in the textbook formula; scaling by a power of two first does not.',
    input: { a: 1e300, b: -3e300, c: 2e300 },
    expected: { kind: 'two', roots: [1, 2] },
  },
  {
    id: 'tiny-coefficients',
    name: 'Tiny coefficients',
    note: 'Coefficients near 10⁻³⁰⁰: b² and 4ac underflow to 0 in the textbook formula, which then reports a false double root.',
    input: { a: 1e-300, b: -3e-300, c: 2e-300 },
    // The decimal inputs are not exactly in the ratio 1 : −3 : 2, hence the last digits.
    expected: { kind: 'two', roots: [0.9999999999999999, 2.0000000000000004] },
  },
  {
    id: 'widely-separated',
    name: 'Roots a factor of 10⁴⁰⁰ apart',
    note: '10⁻²⁰⁰x² − x + 10⁻²⁰⁰: roots 10⁻²⁰⁰ and 10²⁰⁰; the textbook formula rounds the small one to 0.',
    input: { a: 1e-200, b: -1, c: 1e-200 },
    expected: { kind: 'two', roots: [1e-200, 1e200] },
  },
  {
    id: 'nearly-double',
    name: 'Almost a double root',
    note: 'D = 2⁻¹⁰⁴ exactly, but b² − 4ac rounds to 0 in floating point: exact arithmetic finds the two roots −2 − 2⁻⁵⁰ and −2.',
    input: { a: 0.25, b: 1 + 2 ** -52, c: 1 + 2 ** -51 },
    expected: { kind: 'two', roots: [-2 - 2 ** -50, -2] },
  },
];
