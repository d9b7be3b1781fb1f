import { describe, expect, it } from 'vitest';
import { figureModel } from '../figure/model';
import { point3 } from './projection';
import { orbitView, orbitViewCodec } from './codec';
import { fitZoom, orbitCamera, orbitMoves, stepZoom } from './view3d';

const ball = (x: number, y: number, z: number, radius: number) => ({
  center: point3(x, y, z),
  radius,
});

describe('fitZoom', () => {
  it('zooms a unit ball at the origin to the largest level, 4', () => {
    expect(fitZoom([ball(0, 0, 0, 1)], 10)).toBe(4);
  });

  it('picks the largest level whose view holds the farthest point from every side', () => {
    // Reach √3 + 1 ≈ 2.73: 0.85 · 10 / 2.73 ≈ 3.1, so 3 (4 would cut the ball off).
    expect(fitZoom([ball(1, 1, 1, 1), ball(0, 0, 0, 1)], 10)).toBe(3);
    // Reach 6.7 (a point at (−6, 3, 0)): 0.85 · 9.5 / 6.7 ≈ 1.2, so 1.
    expect(fitZoom([ball(0, 0, 0, 5), ball(-6, 3, 0, 0)], 9.5)).toBe(1);
  });

  it('never zooms out below the figure’s own extent, and a negative radius counts as none', () => {
    expect(fitZoom([ball(9, 9, 9, 9)], 10)).toBe(1);
    expect(fitZoom([ball(0, 0, 0, -3)], 10)).toBe(4);
    expect(fitZoom([], 10)).toBe(4);
  });
});

describe('stepZoom', () => {
  it('moves one level in or out from any zoom, and stays at either end', () => {
    expect(stepZoom(1, 1)).toBe(1.5);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(1.2, 1)).toBe(1.5);
    expect(stepZoom(1.2, -1)).toBe(1);
    expect(stepZoom(4, 1)).toBe(4);
    expect(stepZoom(0.75, -1)).toBe(0.75);
  });
});

describe('orbitViewCodec', () => {
  it('reads an old link (yaw,pitch) as a fitted view and writes a fitted view the same way', () => {
    const view = orbitViewCodec.parse('40,20');
    expect(view).toEqual({ yaw: 40, pitch: 20, zoom: null, held: null });
    expect(orbitViewCodec.format({ ...view!, held: 2 })).toBe('40,20');
  });

  it('writes and reads the reader’s zoom as a third number, within the levels’ range only', () => {
    expect(orbitViewCodec.format({ yaw: 40, pitch: 20, zoom: 1.5, held: null })).toBe('40,20,1.5');
    expect(orbitViewCodec.parse('40,20,1.5')).toEqual({
      yaw: 40,
      pitch: 20,
      zoom: 1.5,
      held: null,
    });
    for (const text of ['40,20,5', '40,20,0.5', '40,95,2', '40,20,2,1', '40,20,x']) {
      expect(orbitViewCodec.parse(text), text).toBeUndefined();
    }
  });
});

describe('orbitCamera and orbitMoves', () => {
  const camera = orbitCamera({
    home: { yaw: 0, pitch: 45 },
    extent: 10,
    content: (input: { c: { x: number; y: number; z: number } }) => [
      ball(input.c.x, input.c.y, input.c.z, 1),
    ],
    ...{ bound: 9, step: 1, floor: -5 },
  });
  const model = figureModel({
    fields: {
      c: { parse: () => undefined, format: (c) => `${c.x},${c.y},${c.z}` },
      ...camera.fields,
    },
    defaults: { c: point3(0, 0, 0), ...camera.defaults },
    presets: [],
    inputOf: ({ c }) => ({ c }),
  });
  const { movePoint } = orbitMoves(model, camera, { points: ['c'] as const, radii: [] });

  it('fits the content until a point moves, then holds that zoom through the drag', () => {
    const start = model.initial;
    expect(camera.extentOf(start.orbit, model.inputOf(start))).toBe(2.5);
    const moved = movePoint(start, 'c', point3(6, 0, 0), false);
    expect(moved.orbit).toEqual({ ...orbitView({ yaw: 0, pitch: 45 }), held: 4 });
    expect(camera.extentOf(moved.orbit, model.inputOf(moved))).toBe(2.5);
    // A refit (a preset) frames the new content: reach 7 gives 0.85 · 10 / 7 ≈ 1.2, so 1.
    const refitted = camera.refit(moved.orbit);
    expect(camera.extentOf(refitted, model.inputOf(moved))).toBe(10);
  });

  it('keeps the reader’s zoom over the fit, and returns the same state for a move to where the point is', () => {
    const zoomed = { ...model.initial, orbit: { ...model.initial.orbit, zoom: 0.75 } };
    expect(camera.extentOf(zoomed.orbit, model.inputOf(zoomed))).toBe(10 / 0.75);
    expect(movePoint(zoomed, 'c', point3(0.2, -0.1, 0), false)).toBe(zoomed);
    expect(movePoint(zoomed, 'c', point3(20, 0, 0.4), false).c).toEqual(point3(9, 0, 0));
  });
});
