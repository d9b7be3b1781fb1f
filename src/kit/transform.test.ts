import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capsulePath, circlePath, unitCircleImage } from './bodies';
import { applyAffine, invertAffine, type Affine } from './scale';
import { makeTransform } from './Stage';
import { boxInFrame, composeAffine, frameMatrix, nestedTransform } from './Transform';

/** Every number in an SVG path, in order. */
function numbers(d: string): number[] {
  return [...d.matchAll(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g)].map((m) => Number(m[0]));
}

const finite = fc.double({ min: -50, max: 50, noNaN: true });
const nonSingular = fc
  .record({ a: finite, b: finite, c: finite, d: finite, e: finite, f: finite })
  .filter((m) => Math.abs(m.a * m.d - m.b * m.c) > 1e-3);

describe('circles under unequal scales', () => {
  it('draws a circle of radius 1 as an ellipse 100 wide and 50 tall when x has twice the y scale', () => {
    // x: [-2, 2] over 400 units (100 per unit); y: [-2, 2] over 200 units (50 per unit).
    const stage = makeTransform([-2, 2], [-2, 2], 400, 200);
    expect(stage.unitX).toBe(100);
    expect(stage.unitY).toBe(50);
    const d = circlePath(stage.matrix, { x: 0, y: 0 }, 1);
    const [mx, my, rx, ry, angle] = numbers(d);
    expect([mx, my]).toEqual([300, 100]);
    expect([rx, ry, angle]).toEqual([100, 50, 0]);
  });
  it('puts the long axis vertical when y has the larger scale', () => {
    const stage = makeTransform([-2, 2], [-2, 2], 200, 400);
    const { rx, ry, angle } = unitCircleImage(stage.matrix);
    expect([rx, ry]).toEqual([100, 50]);
    expect(Math.abs(angle)).toBeCloseTo(90, 9);
  });
  it('gives semi-axes whose ends are images of unit vectors, for any non-singular map', () => {
    fc.assert(
      fc.property(nonSingular, (m) => {
        const { rx, ry, angle } = unitCircleImage(m);
        const theta = (angle * Math.PI) / 180;
        // The long axis end, pulled back through the linear part, is a unit vector.
        const linear: Affine = { ...m, e: 0, f: 0 };
        const inverse = invertAffine(linear)!;
        const [ux, uy] = applyAffine(inverse, rx * Math.cos(theta), rx * Math.sin(theta));
        const [vx, vy] = applyAffine(inverse, -ry * Math.sin(theta), ry * Math.cos(theta));
        expect(Math.hypot(ux, uy)).toBeCloseTo(1, 6);
        expect(Math.hypot(vx, vy)).toBeCloseTo(1, 6);
        expect(rx * ry).toBeCloseTo(Math.abs(m.a * m.d - m.b * m.c), 6);
      }),
    );
  });
  it('grows a capsule to the end ellipses: its side touches the ellipse where the normal says', () => {
    const stage = makeTransform([-2, 2], [-2, 2], 400, 200);
    // A horizontal capsule of radius 1: its sides are one y unit (50 viewBox units) away.
    const d = capsulePath(stage.matrix, { x: -1, y: 0 }, { x: 1, y: 0 }, 1)!;
    const [x1, y1, x2, y2] = numbers(d);
    expect([x1, x2]).toEqual([100, 300]);
    expect(Math.abs(y1! - 100)).toBe(50);
    expect(y2).toBe(y1);
    // The side runs along the bottom (y1 = 150 on screen) left to right; the cap at the right end
    // must turn up round the outside, counter-clockwise on screen: sweep flag 0.
    expect(y1).toBe(150);
    expect(d).toMatch(/A100,50 0 0,0 300,50L/);
    // A vertical one: its sides are one x unit (100 viewBox units) away.
    const v = numbers(capsulePath(stage.matrix, { x: 0, y: -1 }, { x: 0, y: 1 }, 1)!);
    expect(Math.abs(v[0]! - 200)).toBe(100);
  });
  it('draws a zero-length capsule as nothing, so the component falls back to a circle', () => {
    const stage = makeTransform([-2, 2], [-2, 2], 400, 200);
    expect(capsulePath(stage.matrix, { x: 1, y: 1 }, { x: 1, y: 1 }, 1)).toBeNull();
  });
});

describe('nested frames', () => {
  it('inverts and composes', () => {
    fc.assert(
      fc.property(nonSingular, finite, finite, (m, x, y) => {
        const back = composeAffine(invertAffine(m)!, m);
        const [bx, by] = applyAffine(back, x, y);
        expect(bx).toBeCloseTo(x, 5);
        expect(by).toBeCloseTo(y, 5);
      }),
    );
    expect(invertAffine({ a: 1, b: 2, c: 2, d: 4, e: 0, f: 0 })).toBeNull();
  });
  it('maps a relative frame centred on a moving body and back', () => {
    const stage = makeTransform([-5, 5], [-5, 5], 500, 500);
    const frame = nestedTransform(stage, frameMatrix({ translate: { x: 2, y: 1 } }));
    expect(frame.toSvg({ x: 0, y: 0 })).toEqual(stage.toSvg({ x: 2, y: 1 }));
    const [sx, sy] = frame.toSvg({ x: 1, y: -1 });
    expect(frame.fromSvg(sx, sy)).toEqual({ x: 1, y: -1 });
    expect(frame.box).toEqual({ xMin: -7, xMax: 3, yMin: -6, yMax: 4 });
  });
  it('flips to y-down axes: a larger y is lower on screen', () => {
    const stage = makeTransform([-5, 5], [-5, 5], 500, 500);
    const down = nestedTransform(stage, frameMatrix({ flipY: true }));
    expect(down.toSvg({ x: 0, y: 1 })[1]).toBeGreaterThan(down.toSvg({ x: 0, y: 0 })[1]);
    expect(down.box).toEqual({ xMin: -5, xMax: 5, yMin: -5, yMax: 5 });
  });
  it('rotates counter-clockwise and bounds the rotated view', () => {
    const m = frameMatrix({ rotate: 90 });
    const [x, y] = applyAffine(m, 1, 0);
    expect(x).toBeCloseTo(0, 12);
    expect(y).toBeCloseTo(1, 12);
    const box = boxInFrame({ xMin: 0, xMax: 2, yMin: 0, yMax: 1 }, m);
    expect(box.xMin).toBeCloseTo(0, 12);
    expect(box.xMax).toBeCloseTo(1, 12);
    expect(box.yMin).toBeCloseTo(-2, 12);
    expect(box.yMax).toBeCloseTo(0, 12);
  });
});
