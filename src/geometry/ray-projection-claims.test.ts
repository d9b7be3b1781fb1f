/**
 * Claims the ray-vs-segment and projection-onto-a-line articles make about particular cases,
 * checked against the core; each test is named after the sentence it pins.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectPointOnLine } from './project-point';
import { projectionFixtures } from './project-point.fixtures';
import { intersectRaySegment, raySegmentProjections } from './ray-segment';
import { intersectRaySegmentFixtures } from './ray-segment.fixtures';
import { smallInt } from './testing/arbitraries';

const v = (x: number, y: number) => ({ x, y });
const ray = (
  o: [number, number],
  d: [number, number],
  a: [number, number],
  b: [number, number],
) => ({
  origin: v(...o),
  direction: v(...d),
  a: v(...a),
  b: v(...b),
});
const fixture = (id: string) => {
  const found = intersectRaySegmentFixtures.find((f) => f.id === id);
  if (found === undefined) throw new Error(`no ray fixture ${id}`);
  return found.input;
};
const trianglesDistance = ({
  b1,
  b2,
  c1,
  c2,
}: {
  b1: number;
  b2: number;
  c1: number;
  c2: number;
}) => b1 + ((b2 - b1) * Math.abs(c1)) / (Math.abs(c1) + Math.abs(c2));

describe('ray vs segment', () => {
  it('the notes’ warning: b1 = 1, c1 = 1, c2 = −1, yet the triangles give distance −1: a miss, behind', () => {
    const input = fixture('notes-behind-warning');
    const p = raySegmentProjections(input);
    expect([p.b1, p.b2, p.c1, p.c2]).toEqual([1, -3, 1, -1]);
    expect(trianglesDistance(p)).toBe(-1);
    expect(intersectRaySegment(input)).toEqual({
      kind: 'miss',
      reason: 'behind',
      collinear: false,
    });
  });

  it('an end behind the origin is not a miss: (−6, 2) to (0, −2) has b1 = −2 and is hit at distance 1, s = 1/2', () => {
    const input = ray([-4, 0], [1, 0], [-6, 2], [0, -2]);
    expect(raySegmentProjections(input).b1).toBe(-2);
    expect(intersectRaySegment(input)).toMatchObject({ kind: 'hit', distance: 1, s: 0.5 });
  });

  it('the slanted ray: b = 18/5, 32/5, c = ∓24/5, ratio 1/2, λ = 1 and distance 5 both ways', () => {
    const input = fixture('crossing-slanted');
    const p = raySegmentProjections(input);
    for (const [got, want] of [
      [p.b1, 18 / 5],
      [p.b2, 32 / 5],
      [p.c1, -24 / 5],
      [p.c2, 24 / 5],
    ] as const) {
      expect(got).toBeCloseTo(want, 14);
    }
    expect(trianglesDistance(p)).toBeCloseTo(5, 14);
    expect(p.lambda).toBe(1);
    expect(intersectRaySegment(input)).toMatchObject({ distance: 5, s: 0.5 });
  });

  it('Beside: c1 = 1 and c2 = 3 share a sign, and the lines cross at distance 6, beyond A; Collinear, ahead: b1 = 3, b2 = 7, the hit A at 3', () => {
    const beside = raySegmentProjections(fixture('beside'));
    expect([beside.c1, beside.c2, beside.lambda]).toEqual([1, 3, 6]);
    expect(intersectRaySegment(fixture('beside')).reason).toBe('beside');
    const collinear = raySegmentProjections(fixture('collinear-ahead'));
    expect([collinear.b1, collinear.b2, collinear.c1, collinear.c2]).toEqual([3, 7, 0, 0]);
    expect(intersectRaySegment(fixture('collinear-ahead'))).toMatchObject({ distance: 3, s: 0 });
  });

  it('moving B of Crossing down: at (2, 0) a hit with s = 1, one step further a miss beside', () => {
    expect(intersectRaySegment(ray([-4, 0], [1, 0], [2, -2], [2, 0]))).toMatchObject({
      kind: 'hit',
      s: 1,
    });
    expect(intersectRaySegment(ray([-4, 0], [1, 0], [2, -2], [2, -1])).reason).toBe('beside');
  });

  it('as one step: Crossing with D = (6, 0) is hit exactly at λ = 1', () => {
    expect(raySegmentProjections(ray([-4, 0], [6, 0], [2, -2], [2, 2])).lambda).toBe(1);
  });

  it('the exercises: (3, −1)–(5, 3) at distance 3.5, s = 1/4; (−1, 2)–(−3, −2) behind, the triangles at −2', () => {
    expect(intersectRaySegment(ray([0, 0], [1, 0], [3, -1], [5, 3]))).toMatchObject({
      distance: 3.5,
      s: 0.25,
    });
    const behind = ray([0, 0], [1, 0], [-1, 2], [-3, -2]);
    expect(trianglesDistance(raySegmentProjections(behind))).toBe(-2);
    expect(intersectRaySegment(behind).reason).toBe('behind');
  });

  it('why the two agree: |d|·λ = (b1 c2 − c1 b2)/(c2 − c1) = the triangles’ distance on every crossing', () => {
    const grid = fc.tuple(smallInt, smallInt);
    fc.assert(
      fc.property(grid, grid, grid, grid, (o, d, a, b) => {
        const p = raySegmentProjections(ray(o, d, a, b));
        if (
          p.lambda === undefined ||
          p.kind !== 'projections' ||
          Math.sign(p.c1) === Math.sign(p.c2)
        )
          return;
        const viaCross = p.lambda * p.directionLength;
        expect(Math.abs((p.b1 * p.c2 - p.c1 * p.b2) / (p.c2 - p.c1) - viaCross)).toBeLessThan(
          1e-12 * (1 + Math.abs(viaCross)),
        );
        expect(Math.abs(trianglesDistance(p) - viaCross)).toBeLessThan(
          1e-12 * (1 + Math.abs(viaCross)),
        );
      }),
      { seed: 14, numRuns: 2000 },
    );
  });
});

describe('projection onto a line', () => {
  it('the menu marker: w = (0, −8), v = (9, −3), u = 24/64 = 0.375, foot (−6, 1), and w × v = 72 > 0', () => {
    const marker = projectionFixtures.find((f) => f.id === 'ui-marker')?.input;
    expect(marker).toBeDefined();
    if (marker === undefined) return;
    expect(projectPointOnLine(marker)).toMatchObject({
      kind: 'on-segment',
      u: 0.375,
      foot: v(-6, 1),
    });
    const w = v(marker.t.x - marker.s.x, marker.t.y - marker.s.y);
    const p = v(marker.point.x - marker.s.x, marker.point.y - marker.s.y);
    expect(w.x * p.y - w.y * p.x).toBe(72);
  });

  it('exercise 1: (6, 2) on (0, 0)–(4, 0) is after, u = 1.5, closest t, distance 2√2', () => {
    const result = projectPointOnLine({ point: v(6, 2), s: v(0, 0), t: v(4, 0) });
    expect(result).toMatchObject({ kind: 'after', u: 1.5, closest: v(4, 0) });
    expect(Math.hypot(6 - result.closest.x, 2 - result.closest.y)).toBeCloseTo(2 * Math.SQRT2, 14);
  });

  it('Beyond t: the foot (6, 0) lies past t, the closest point t is √5 from p', () => {
    const result = projectPointOnLine({ point: v(6, -1), s: v(0, 0), t: v(4, 0) });
    expect(result).toMatchObject({ foot: v(6, 0), closest: v(4, 0) });
    expect(Math.hypot(6 - result.closest.x, -1 - result.closest.y)).toBe(Math.sqrt(5));
  });

  it('exercise 3: swapping s and t of Beyond s turns u = −0.75 into 1.75, after', () => {
    expect(projectPointOnLine({ point: v(-3, 2), s: v(4, 0), t: v(0, 0) })).toMatchObject({
      kind: 'after',
      u: 1.75,
    });
  });

  it('in 3D: (3, 0, 0) on (0, 0, 0)–(2, 2, 2) has u = 6/12 and foot (1, 1, 1); on the line past t, t is two units away', () => {
    const origin = { x: 0, y: 0, z: 0 };
    const space = projectPointOnLine({
      point: { x: 3, y: 0, z: 0 },
      s: origin,
      t: { x: 2, y: 2, z: 2 },
    });
    expect(space).toMatchObject({ u: 0.5, foot: { x: 1, y: 1, z: 1 } });
    const past = projectPointOnLine({ point: v(6, 0), s: v(0, 0), t: v(4, 0) });
    expect(past).toMatchObject({ u: 1.5, foot: v(6, 0), closest: v(4, 0) });
  });
});
