import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeTransform } from '../Stage';
import { FunctionPlot, piecesPath } from './FunctionPlot';
import { NumberLine } from './NumberLine';
import { PolynomialPlot } from './PolynomialPlot';
import { polynomial, sampledRange } from './scrub';

describe('a function of t', () => {
  it('evaluates a polynomial of any degree, lowest coefficient first', () => {
    // (t − 1)(t − 2)(t − 3) = t³ − 6t² + 11t − 6
    const cubic = polynomial([-6, 11, -6, 1]);
    expect([1, 2, 3].map(cubic)).toEqual([0, 0, 0]);
    expect(cubic(0)).toBe(-6);
    expect(polynomial([])(5)).toBe(0);
  });
  it('frames the sampled values with the t axis in view, flat functions in [−1, 1]', () => {
    const [low, high] = sampledRange([{ t0: 0, t1: 1, f: (t) => 5 + t }], [0, 1]);
    expect(low).toBeLessThan(0);
    expect(high).toBeGreaterThan(6);
    expect(sampledRange([{ t0: 0, t1: 1, f: () => 0 }], [0, 1])).toEqual([-1, 1]);
  });
  it('draws each piece of a piecewise function as its own subpath, so a jump is not bridged', () => {
    const stage = makeTransform([0, 2], [-1, 3], 200, 100);
    const pieces = [
      { t0: 0, t1: 1, f: () => 0 },
      { t0: 1, t1: 2, f: () => 2 },
      { t0: 5, t1: 6, f: () => 1 }, // outside the window: not drawn
    ];
    const d = piecesPath(pieces, [0, 2], stage.toSvg, 4);
    expect(d.match(/M/g)).toHaveLength(2);
    expect(d).not.toContain('NaN');
  });
  it('leaves a gap where the function is not finite', () => {
    const stage = makeTransform([-1, 1], [-5, 5], 200, 100);
    const d = piecesPath([{ t0: -1, t1: 1, f: (t) => 1 / t }], [-1, 1], stage.toSvg, 4);
    expect(d.match(/M/g)).toHaveLength(2);
  });
});

describe('plots rendered on the server', () => {
  it('keeps the polynomial plot a slider with the step band, its roots and the scrub surface', () => {
    const html = renderToStaticMarkup(
      <PolynomialPlot
        coefficients={{ a: 1, b: -1, c: 0.1875 }}
        roots={[
          { t: 0.25, valid: true },
          { t: 0.75, valid: false },
        ]}
        t={0.5}
        onScrub={() => {}}
      />,
    );
    expect(html).toContain('role="slider"');
    expect(html).toContain('aria-label="t at 0.5"');
    expect(html.match(/kit-root/g)).toHaveLength(2);
    expect(html).toContain('kit-root is-valid');
    expect(html).toContain('kit-plot-step');
    expect(html).toContain('kit-plot-surface');
  });
  it('draws a static plot (no onScrub) with no slider and no scrub surface', () => {
    const html = renderToStaticMarkup(<FunctionPlot f={(t) => t} t={0.5} />);
    expect(html).not.toContain('role="slider"');
    expect(html).not.toContain('kit-plot-surface');
    expect(html).toContain('kit-time-line');
    expect(html).not.toContain('kit-time-hit');
  });
  it('lets the knob take the pointer along its whole time line, so it is topmost at its centre', () => {
    const html = renderToStaticMarkup(<FunctionPlot f={(t) => t} t={0.5} onScrub={() => {}} />);
    const knob = html.slice(html.indexOf('kit-time-knob'));
    const line = /kit-time-line" d="M([\d.]+),([\d.]+)V([\d.]+)"/.exec(knob);
    const hit = /kit-time-hit" x="([\d.]+)" y="([\d.]+)" width="16" height="([\d.]+)"/.exec(knob);
    expect(line).not.toBeNull();
    expect(hit).not.toBeNull();
    const [, tx = NaN, top = NaN, bottom = NaN] = (line ?? []).map(Number);
    const [, x = NaN, y = NaN, height = NaN] = (hit ?? []).map(Number);
    expect(x + 8).toBeCloseTo(tx, 9);
    expect(y).toBeCloseTo(top, 9);
    expect(y + height).toBeCloseTo(bottom, 9);
  });
  it('shades the intervals it is given on a number line', () => {
    const html = renderToStaticMarkup(
      <NumberLine
        name="u"
        marks={[]}
        domain={[-2, 2]}
        ticks={[-1, 1]}
        shaded={[
          { t0: -1, t1: 0 },
          { t0: 0.5, t1: 9 },
        ]}
      />,
    );
    expect(html.match(/kit-plot-step/g)).toHaveLength(2);
    expect(html).toContain('>−1<');
  });
});
