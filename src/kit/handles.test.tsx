import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  RectangleHandles,
  moveRectanglePart,
  radiusFromKnob,
  rectanglePartAt,
  type RectanglePart,
} from './handles';
import { keyboardMove } from './gesture';
import { point, type Box } from './point';
import { Stage } from './Stage';
import { useMovablePoint } from './useMovablePoint';

const PARTS: readonly RectanglePart[] = [
  'bottom-left',
  'bottom-right',
  'top-left',
  'top-right',
  'left',
  'right',
  'bottom',
  'top',
];
// Snapped coordinates (quarters), on which the box arithmetic is exact.
const coordinate = fc.integer({ min: -400, max: 400 }).map((v) => v / 4);
const box = fc.tuple(coordinate, coordinate, coordinate, coordinate).map(([a, b, c, d]): Box => ({
  xMin: Math.min(a, b),
  xMax: Math.max(a, b),
  yMin: Math.min(c, d),
  yMax: Math.max(c, d),
}));

describe('rectangle handles', () => {
  it('keep min ≤ max (and the minimum size) wherever a part is dragged', () => {
    fc.assert(
      fc.property(
        box.filter((b) => b.xMax - b.xMin >= 1 && b.yMax - b.yMin >= 1),
        fc.constantFrom(...PARTS),
        coordinate,
        coordinate,
        (start, part, x, y) => {
          const next = moveRectanglePart(start, part, point(x, y), 1);
          expect(next.xMax - next.xMin).toBeGreaterThanOrEqual(1);
          expect(next.yMax - next.yMin).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
  it('stops a left edge dragged past the right one at the right one, not swapped', () => {
    const start = { xMin: 0, xMax: 4, yMin: 0, yMax: 2 };
    expect(moveRectanglePart(start, 'left', point(9, 7))).toEqual({ ...start, xMin: 4 });
    expect(moveRectanglePart(start, 'top-right', point(-3, -3))).toEqual({
      xMin: 0,
      xMax: 0,
      yMin: 0,
      yMax: 0,
    });
    expect(moveRectanglePart(start, 'bottom', point(100, 0))).toBe(start);
  });
  it('moves an edge across itself only: the arrows along it do not move it', () => {
    const start = { xMin: 0, xMax: 4, yMin: 0, yMax: 2 };
    const constrain = (wanted: { x: number; y: number }) =>
      rectanglePartAt(moveRectanglePart(start, 'left', wanted), 'left');
    const at = rectanglePartAt(start, 'left');
    expect(at).toEqual({ x: 0, y: 1 });
    expect(keyboardMove('ArrowUp', { shift: false, alt: false }, at, 1, constrain)).toBeNull();
    expect(
      keyboardMove('ArrowLeft', { shift: false, alt: false }, at, 1, constrain)?.wanted,
    ).toEqual({
      x: -1,
      y: 1,
    });
  });
  it('names every handle after the rectangle and its part, with no aria-valuenow', () => {
    const html = renderToStaticMarkup(
      <Stage xDomain={[-5, 5]} yDomain={[-5, 5]} width={100} height={100} label="R">
        <RectangleHandles
          label="R"
          box={{ xMin: 0, xMax: 4, yMin: 0, yMax: 2 }}
          color="red"
          onChange={() => {}}
        />
      </Stage>,
    );
    expect(html.match(/role="slider"/g)).toHaveLength(8);
    expect(html).toContain('aria-label="R left edge at x = 0"');
    expect(html).toContain('aria-label="R top-right corner at (4, 2)"');
    expect(html).not.toContain('aria-valuenow');
  });
});

describe('radius knob', () => {
  it('reads the radius as the distance along its ray, never negative', () => {
    expect(radiusFromKnob(point(1, 1), point(0, 2), point(5, 4))).toBe(3);
    expect(radiusFromKnob(point(1, 1), point(1, 0), point(-5, 1))).toBe(0);
  });
});

describe('the one-liner movable point', () => {
  function Demo() {
    const { point: p, element } = useMovablePoint(point(1, 2), { label: 'P', color: 'red' });
    return (
      <Stage xDomain={[-5, 5]} yDomain={[-5, 5]} width={100} height={100} label="demo">
        {element}
        <text>{`${p.x};${p.y}`}</text>
      </Stage>
    );
  }
  it('draws its handle at its start and hands out the point', () => {
    const html = renderToStaticMarkup(<Demo />);
    expect(html).toContain('aria-label="P at (1, 2)"');
    expect(html).toContain('1;2');
  });
});
