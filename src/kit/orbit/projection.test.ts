import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { point3Codec } from '../permalink-lists';
import { orbitCodec } from './codec';
import {
  alongDepth,
  circlePieces,
  farToNear,
  isHidden,
  normalizeOrbit,
  planeFrame,
  occludedPieces,
  point3,
  project,
  unproject,
  viewBasis,
} from './projection';

const coordinate = fc.double({ min: -100, max: 100, noNaN: true });
const anyPoint = fc.record({ x: coordinate, y: coordinate, z: coordinate });
const anyOrbit = fc.record({
  yaw: fc.double({ min: -180, max: 180, noNaN: true }),
  pitch: fc.double({ min: 0, max: 90, noNaN: true }),
});
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

describe('orbit projection', () => {
  it('looks along +y at yaw 0, pitch 0 (x right, z up) and straight down at pitch 90', () => {
    expect(project(point3(1, 2, 3), { yaw: 0, pitch: 0 })).toEqual({ x: 1, y: 3, depth: -2 });
    const top = project(point3(1, 2, 3), { yaw: 0, pitch: 90 });
    expect([top.x, top.y, top.depth].map((v) => Math.round(v * 1e9) / 1e9)).toEqual([1, 2, 3]);
  });

  it('keeps an orthonormal camera basis for every orbit', () => {
    fc.assert(
      fc.property(anyOrbit, (orbit) => {
        const { right, up, toward } = viewBasis(orbit);
        const dot = (a: typeof right, b: typeof right) => a.x * b.x + a.y * b.y + a.z * b.z;
        expect(close(dot(right, right), 1) && close(dot(up, up), 1)).toBe(true);
        expect(close(dot(right, up), 0) && close(dot(up, toward), 0)).toBe(true);
        expect(close(dot(toward, toward), 1) && close(dot(right, toward), 0)).toBe(true);
      }),
    );
  });

  it('unprojects a screen point onto the plane through a point parallel to the screen', () => {
    fc.assert(
      fc.property(anyPoint, anyPoint, anyOrbit, (p, through, orbit) => {
        const screen = project(p, orbit);
        const back = unproject(screen, orbit, through);
        const again = project(back, orbit);
        expect(close(again.x, screen.x) && close(again.y, screen.y)).toBe(true);
        expect(Math.abs(again.depth - project(through, orbit).depth)).toBeLessThan(1e-9);
      }),
    );
  });

  it('maps the plane z = h by an affine frame that agrees with the projection', () => {
    fc.assert(
      fc.property(anyOrbit, coordinate, coordinate, coordinate, (orbit, x, y, h) => {
        const m = planeFrame(orbit, h);
        const q = project(point3(x, y, h), orbit);
        expect(close(m.a * x + m.c * y + m.e, q.x) && close(m.b * x + m.d * y + m.f, q.y)).toBe(
          true,
        );
      }),
    );
  });

  it('moves along depth without moving on the screen', () => {
    const orbit = { yaw: 30, pitch: 40 };
    const p = point3(1, -2, 3);
    const moved = project(alongDepth(p, orbit, 2), orbit);
    const before = project(p, orbit);
    expect(close(moved.x, before.x) && close(moved.y, before.y)).toBe(true);
    expect(moved.depth - before.depth).toBeCloseTo(2, 12);
  });

  it('orders far to near, keeping ties in order', () => {
    const items = [
      { id: 'a', d: 2 },
      { id: 'b', d: -1 },
      { id: 'c', d: 2 },
    ];
    expect(farToNear(items, (i) => i.d).map((i) => i.id)).toEqual(['b', 'a', 'c']);
  });

  it('normalises yaw into (−180, 180] and clamps pitch into [0, 90]', () => {
    expect(normalizeOrbit({ yaw: 190, pitch: 120 })).toEqual({ yaw: -170, pitch: 90 });
    expect(normalizeOrbit({ yaw: -180, pitch: -5 })).toEqual({ yaw: 180, pitch: 0 });
  });
});

describe('orbit depth cues', () => {
  const front = { yaw: 0, pitch: 0 }; // the viewer is at −y
  const ball = [{ center: point3(0, 0, 0), radius: 2 }];

  it('hides a point behind a sphere and shows one in front of it or beside it', () => {
    expect(isHidden(point3(0, 5, 0), ball, front)).toBe(true);
    expect(isHidden(point3(0, 1, 0), ball, front)).toBe(true); // inside the ball
    expect(isHidden(point3(0, -5, 0), ball, front)).toBe(false);
    expect(isHidden(point3(3, 5, 0), ball, front)).toBe(false);
  });

  it('dashes the part of a line that passes behind a sphere', () => {
    const pieces = occludedPieces(point3(-6, 4, 0), point3(6, 4, 0), ball, front);
    expect(pieces.map((p) => p.hidden)).toEqual([false, true, false]);
    const hidden = pieces[1]?.points ?? [];
    expect(Math.abs((hidden[0]?.x ?? 0) + 2)).toBeLessThan(0.3);
  });

  it('dashes the far half of a circle (the one behind its centre)', () => {
    const pieces = circlePieces(point3(0, 0, 0), point3(0, 0, 1), 3, { yaw: 0, pitch: 30 });
    const far = pieces.filter((p) => p.hidden).flatMap((p) => p.points);
    expect(far.length).toBeGreaterThan(20);
    expect(far.every((p) => p.y >= -1e-9)).toBe(true);
  });
});

describe('orbit permalink codecs', () => {
  it('round-trips a point and an orbit, and refuses anything else', () => {
    const codec = point3Codec(1024);
    expect(codec.parse(codec.format(point3(1, -2.5, 0)))).toEqual(point3(1, -2.5, 0));
    expect(codec.parse('1,2')).toBeUndefined();
    expect(codec.parse('1,2,1e999')).toBeUndefined();
    expect(orbitCodec.parse('30,55')).toEqual({ yaw: 30, pitch: 55 });
    expect(orbitCodec.parse('30,-1')).toBeUndefined();
    expect(orbitCodec.parse('<script>,1')).toBeUndefined();
  });
});
