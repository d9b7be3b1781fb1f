import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { solveQuadratic } from '../../geometry';
import type { InlinePart } from '../../kit';
import { shownTexPieces } from '../../kit/testing';
import { correctDigits, decimalOf, digitsReport, exactSmallRoot, roundDecimal } from './digits';
import { derivationRows, polynomialParts } from './derivation';
import { describePermalink, renderedTexPieces, shownText } from '../testing';
import { quadraticPresets } from './meta';
import { QuadraticRootsFigure, describeCase } from './QuadraticRootsFigure';
import { coefficientsFromHeights, handleHeights, moveHandle, quadraticModel } from './state';

const DEFAULT_STATE = quadraticModel.initial;

describe('digits lost', () => {
  it('knows the exact small root of x² − 10x + 1 (5 − 2√6)', () => {
    // 5 − 2√6 = 0.1010205144336438036054…
    const exact = exactSmallRoot(1);
    expect(exact.exponent).toBe(-1);
    expect(exact.digits.slice(0, 20)).toBe('10102051443364380360');
  });
  it('gives 1e−k·(1 + 1e−2k + …) for larger k', () => {
    const exact = exactSmallRoot(8);
    expect(exact.exponent).toBe(-8);
    expect(exact.digits.slice(0, 18)).toBe('100000000000000010');
  });
  it('shows the textbook formula losing digits that the stable one keeps', () => {
    for (let k = 1; k <= 12; k += 1) {
      const report = digitsReport(k);
      expect(report.stable.agreed, `k = ${k}`).toBeGreaterThanOrEqual(15);
      expect(report.textbook.agreed, `k = ${k}`).toBeLessThanOrEqual(Math.max(0, 17 - 2 * k + 1));
    }
    expect(digitsReport(8).textbook.agreed).toBe(0);
  });
  it('counts correct digits by rounding, not by text', () => {
    // 1e-11 as a double is 9.99999999999999939e-12: no digit of its text matches 1.000…e-11,
    // yet rounded to 15 digits both read 1.00000000000000e-11.
    expect(correctDigits(1e-11, exactSmallRoot(11))).toBe(15);
    expect(correctDigits(0.5, { digits: '5', exponent: -2 })).toBe(0);
    expect(roundDecimal({ digits: '99996', exponent: -3 }, 4)).toEqual({
      digits: '1000',
      exponent: -2,
    });
    expect(decimalOf(0)).toBeNull();
  });
});

describe('handles ↔ coefficients', () => {
  it('interpolates a, b, c from the heights at −1, 0, 1', () => {
    const h = handleHeights({ ...DEFAULT_STATE, a: 1, b: -3, c: 2 });
    expect(coefficientsFromHeights(h[-1], h[0], h[1])).toEqual({ a: 1, b: -3, c: 2 });
  });
  it('moves a handle vertically only, snapped and kept in view', () => {
    const next = moveHandle({ ...DEFAULT_STATE, a: 1, b: 0, c: 0 }, 0, { x: 3.3, y: -1.2 }, false);
    expect(next.c).toBe(-1);
    expect(handleHeights(next)[0]).toBe(-1);
    const far = moveHandle(DEFAULT_STATE, 1, { x: 1, y: 99 }, false);
    expect(handleHeights(far)[1]).toBe(6);
  });
  it('keeps the same state for a move within the same grid cell (no re-render)', () => {
    expect(moveHandle(DEFAULT_STATE, 0, { x: 0, y: DEFAULT_STATE.c + 0.2 }, false)).toBe(
      DEFAULT_STATE,
    );
  });
  it('reaches every outcome on the grid', () => {
    const set = (low: number, mid: number, high: number) =>
      solveQuadratic(
        ...(Object.values(coefficientsFromHeights(low, mid, high)) as [number, number, number]),
      ).kind;
    expect(set(0, 0, 0)).toBe('all');
    expect(set(1, 0, 1)).toBe('double');
    expect(set(-1, 0, 1)).toBe('one');
    expect(set(2, 1, 2)).toBe('none');
    expect(set(1, -1, 1)).toBe('two');
  });
});

describePermalink(quadraticModel);

describe('case label and derivation', () => {
  it('describes every preset', () => {
    for (const preset of quadraticPresets) {
      const { a, b, c } = preset.input;
      const result = solveQuadratic(a, b, c);
      expect(describeCase(result, a, b, c).detail.length, preset.id).toBeGreaterThan(0);
      expect(shownTexPieces(derivationRows(a, b, c, result)), preset.id).toContain('f(x)');
    }
  });
  it('writes the polynomial without "+ −" or unit coefficients', () => {
    expect(shownText(polynomialParts(1, -3, 2))).toBe('x^2−3x+2');
    expect(shownText(polynomialParts(0, 0, 0))).toBe('0');
    expect(shownText(polynomialParts(-1, 0, 1))).toBe('−x^2+1');
    expect(shownText(polynomialParts(0, 2.5, 0))).toBe('2.5x');
  });
  it('gives the polynomial the same parts whichever term leads (a sign change replaces no element)', () => {
    const shape = (parts: readonly InlinePart[]): string =>
      parts.map((p) => (p.kind === 'when' ? `when(${shape(p.parts)})` : p.kind)).join(' ');
    const shapes = [
      [1, -3, 2],
      [0, 0, 0],
      [-1, 0, 1],
      [0, 2.5, 0],
      [0, 0, -4],
    ].map(([a = 0, b = 0, c = 0]) => shape(polynomialParts(a, b, c)));
    expect(new Set(shapes).size).toBe(1);
  });
  it('shows each case’s rows and numbers', () => {
    const rows = (a: number, b: number, c: number) =>
      derivationRows(a, b, c, solveQuadratic(a, b, c))
        .filter((row) => row.visible !== false)
        .map((row) => row.key);
    expect(rows(1, -3, 2)).toEqual(['f', 'D', 'D-numbers', 'q', 'roots']);
    expect(rows(1, -2, 1)).toEqual(['f', 'D', 'D-numbers', 'double']);
    expect(rows(1, 0, 1)).toEqual(['f', 'D', 'D-numbers', 'none']);
    expect(rows(0, 2, -4)).toEqual(['f', 'linear']);
    expect(rows(0, 0, 3)).toEqual(['f', 'constant']);
    expect(rows(0, 0, 0)).toEqual(['f', 'all']);
    const two = derivationRows(1, -3, 2, solveQuadratic(1, -3, 2));
    // D = (−3)² − 4 · 1 · 2 = 1; q = −½(b − √D) = 2; roots 2 and 1.
    expect(shownText(two.find((row) => row.key === 'D-numbers')?.rhs ?? [])).toBe(
      '{} = {}(−3){}^2 - 4 \\cdot {}1{} \\cdot {}2{} = {}1',
    );
    expect(shownText(two.find((row) => row.key === 'q')?.rhs ?? [])).toContain('b - \\sqrt{D}');
    expect(shownText(two.find((row) => row.key === 'roots')?.rhs ?? [])).toMatch(
      /= \{\}2.*= \{\}1$/,
    );
  });
});

describe('live derivation without KaTeX in the browser', () => {
  // The browser can only reuse pieces the server put into the page, and the server renders the
  // default state: every piece any state shows must be among those.
  const onServer = renderedTexPieces(renderToString(<QuadraticRootsFigure />));
  it('renders every piece of every case for the default state', () => {
    expect(onServer.size).toBeGreaterThan(10);
    for (const preset of quadraticPresets) {
      const { a, b, c } = preset.input;
      const shown = shownTexPieces(derivationRows(a, b, c, solveQuadratic(a, b, c)));
      for (const piece of shown) expect(onServer, `${preset.id}: ${piece}`).toContain(piece);
    }
  });
  it('renders every piece of any coefficients for the default state', () => {
    const coefficient = fc.oneof(
      fc.integer({ min: -8, max: 8 }),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    );
    fc.assert(
      fc.property(coefficient, coefficient, coefficient, (a, b, c) => {
        const shown = shownTexPieces(derivationRows(a, b, c, solveQuadratic(a, b, c)));
        return [...shown].every((piece) => onServer.has(piece));
      }),
      { numRuns: 500 },
    );
  });
});

describe('server rendering', () => {
  it('renders the default state with its hooks and typeset math', () => {
    const html = renderToString(<QuadraticRootsFigure />);
    expect(html).toContain('aria-label="Derivation with the current numbers"');
    expect(html).toContain('data-figure="quadratic-roots"');
    expect(html).toContain('data-case="two"');
    expect(html).toContain('<svg');
    expect(html).toContain('class="katex');
    expect(html).toContain('role="slider"');
    expect(html).not.toContain('data-hydrated');
  });
  it('leaves out layers on request', () => {
    const html = renderToString(
      <QuadraticRootsFigure layers={{ digits: false, derivation: false }} syncUrl={false} />,
    );
    expect(html).not.toContain('Digits lost');
    expect(html).not.toContain('class="katex');
  });
});
