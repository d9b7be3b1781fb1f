import { describe, expect, it } from 'vitest';
import { formatNumber, formatPoint, mathFactor, mathNumber } from './format';
import { gridValues } from './Grid';
import { keyboardTarget } from './Handle';
import { evaluateQuadratic, plotRange, scalarKeyTarget } from './plots/scrub';
import { clampToBox, compose, onVerticalLine, snapToGrid, snapValue } from './point';
import { linearScale } from './scale';
import { makeTransform } from './Stage';
import { nextContact, stepTime } from './TimeScrubber';
import { iframeSnippet } from './controls';

describe('constraints', () => {
  it('snaps to the grid, tidy for decimal steps', () => {
    expect(snapValue(0.29999, 0.1)).toBe(0.3);
    expect(snapToGrid(1)({ x: 1.4, y: -2.6 })).toEqual({ x: 1, y: -3 });
    expect(Object.is(snapValue(-0.2, 1), 0)).toBe(true);
  });
  it('composes clamping, snapping and a vertical line', () => {
    const constrain = compose(
      onVerticalLine(2),
      clampToBox({ xMin: -5, xMax: 5, yMin: -3, yMax: 3 }),
      snapToGrid(1),
    );
    expect(constrain({ x: 9, y: 7.7 })).toEqual({ x: 2, y: 3 });
  });
});

describe('formatting', () => {
  it('uses a real minus, trims zeros and never shows −0', () => {
    expect(formatNumber(-1.5)).toBe('−1.5');
    expect(formatNumber(2)).toBe('2');
    expect(formatNumber(-0.001)).toBe('−1e−3');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(0.004)).toBe('4e−3');
    expect(formatNumber(1e8)).toBe('1e8');
    expect(formatPoint({ x: 1, y: -2 })).toBe('(1, −2)');
  });
  it('writes numbers for the math slots: real minus, × 10 with superscript exponents', () => {
    expect(mathNumber(-3)).toBe('−3');
    expect(mathNumber(0.125)).toBe('0.125');
    expect(mathNumber(1.5e-8)).toBe('1.5 × 10⁻⁸');
    expect(mathNumber(-2.5e12)).toBe('−2.5 × 10¹²');
    expect(mathNumber(1e8)).toBe('10⁸');
    expect(mathNumber(-0)).toBe('0');
    expect(mathNumber(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(mathFactor(-3)).toBe('(−3)');
    expect(mathFactor(3)).toBe('3');
  });
});

describe('scales and the stage transform', () => {
  it('maps and inverts', () => {
    const s = linearScale([0, 10], [100, 200]);
    expect(s(5)).toBe(150);
    expect(s.invert(150)).toBe(5);
  });
  it('flips y so math y points up', () => {
    const t = makeTransform([-1, 1], [-1, 1], 200, 100);
    expect(t.toSvg({ x: 1, y: 1 })).toEqual([200, 0]);
    expect(t.toSvg({ x: -1, y: -1 })).toEqual([0, 100]);
    expect(t.unitX).toBe(100);
    expect(t.clientToMath(5, 5)).toEqual({ x: 0, y: 0 }); // no SVG: the centre, never NaN
  });
  it('lists grid values without drift', () => {
    expect(gridValues(-0.25, 0.35, 0.1)).toEqual([-0.2, -0.1, 0, 0.1, 0.2, 0.30000000000000004]);
    expect(gridValues(-2, 2, 1)).toEqual([-2, -1, 0, 1, 2]);
  });
});

describe('keyboard rules', () => {
  it('moves a handle one grid step, Shift ten', () => {
    expect(keyboardTarget('ArrowUp', false, { x: 0, y: 0 }, 1)).toEqual({ x: 0, y: 1 });
    expect(keyboardTarget('ArrowLeft', true, { x: 0, y: 0 }, 1)).toEqual({ x: -10, y: 0 });
    expect(keyboardTarget('a', false, { x: 0, y: 0 }, 1)).toBeNull();
  });
  it('moves a scalar slider and clamps it', () => {
    expect(scalarKeyTarget('ArrowRight', false, 0.3, 0.01, 0, 1)).toBe(0.31);
    expect(scalarKeyTarget('ArrowRight', true, 0.95, 0.01, 0, 1)).toBe(1);
    expect(scalarKeyTarget('Home', false, 0.5, 0.01, 0, 1)).toBe(0);
    expect(scalarKeyTarget('x', false, 0.5, 0.01, 0, 1)).toBeNull();
  });
});

describe('time', () => {
  it('jumps to the next contact, wrapping around', () => {
    expect(nextContact(0.1, [0.5, 0.25])).toBe(0.25);
    expect(nextContact(0.25, [0.5, 0.25])).toBe(0.5);
    expect(nextContact(0.9, [0.5, 0.25])).toBe(0.25);
    expect(nextContact(0.9, [])).toBeNull();
  });
  it('steps within the step', () => {
    expect(stepTime(0.98, 0.05)).toBe(1);
    expect(stepTime(0.12, -0.05)).toBe(0.05);
  });
});

describe('plots', () => {
  it('frames the polynomial with the t axis in view', () => {
    const [low, high] = plotRange({ a: 0, b: 16, c: -8 }, [-0.25, 1.25]);
    expect(low).toBeLessThan(-12);
    expect(high).toBeGreaterThan(12);
    expect(plotRange({ a: 0, b: 0, c: 0 }, [0, 1])).toEqual([-1, 1]);
    expect(evaluateQuadratic({ a: 1, b: -3, c: 2 }, 2)).toBe(0);
  });
});

describe('share', () => {
  it('escapes the iframe snippet', () => {
    expect(iframeSnippet('https://x/embed/a/?p="1"&q=<2>', 'A "B"')).toBe(
      '<iframe src="https://x/embed/a/?p=&quot;1&quot;&amp;q=&lt;2>" title="A &quot;B&quot;" width="100%" height="720" style="border:0" loading="lazy"></iframe>',
    );
  });
});
