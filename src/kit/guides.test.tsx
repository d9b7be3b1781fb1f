import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AxisLine } from './guides';
import { boxCodec } from './permalink-lists';
import { viewConstraint, placeBox } from './placement';
import { point, snapToGrid } from './point';
import { Stage } from './Stage';
import { Transform } from './Transform';

/** The y (viewBox) of the label of the vertical line x = 1 in a 100-unit-high stage. */
function labelY(flipY: boolean): number {
  const html = renderToStaticMarkup(
    <Stage xDomain={[-5, 5]} yDomain={[-5, 5]} width={100} height={100} label="s">
      <Transform flipY={flipY}>
        <AxisLine axis="x" at={1} label="xMin" color="blue" />
      </Transform>
    </Stage>,
  );
  return Number(/<text[^>]* y="([-\d.]+)"/.exec(html)?.[1]);
}

describe('AxisLine', () => {
  it('labels a vertical line at its top end, whichever way the frame is flipped', () => {
    expect(labelY(false)).toBeLessThan(20);
    expect(labelY(true)).toBeLessThan(20);
  });
});

describe('boxes in links and on the grid', () => {
  it('boxCodec reads back what it writes and refuses min > max', () => {
    const codec = boxCodec(100);
    const box = { xMin: -3, yMin: -2, xMax: 3.5, yMax: 2 };
    expect(codec.parse(codec.format(box))).toEqual(box);
    expect(codec.parse('3,-2,-3,2')).toBeUndefined();
  });
  it('placeBox snaps both corners and returns the same box when nothing moves', () => {
    const box = { xMin: -3, yMin: -2, xMax: 3, yMax: 2 };
    expect(placeBox(box, snapToGrid(1))).toBe(box);
    expect(placeBox({ ...box, xMax: 3.4, yMin: -2.6 }, snapToGrid(1))).toEqual({
      ...box,
      yMin: -3,
    });
  });
  it('viewConstraint keeps snapped points on the grid lines inside the view, free ones in it', () => {
    const place = viewConstraint({ xMin: -8.5, xMax: 8.5, yMin: -5.5, yMax: 5.5 }, 1);
    expect(place(true)(point(9.2, -0.6))).toEqual({ x: 8, y: -1 });
    expect(place(false)(point(9.2, -0.61234))).toEqual({ x: 8.5, y: -0.612 });
  });
});
