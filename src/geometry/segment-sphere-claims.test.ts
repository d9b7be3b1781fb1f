/**
 * Claims the segment-vs-sphere article makes, checked against the core: the spell's numbers, the
 * foot-and-Pythagoras form of tEnter and tExit, where the source's slipped step puts its points,
 * and the exercises' answers. Each test is named after the claim it pins.
 */
import { describe, expect, it } from 'vitest';
import { intersectSegmentSphere, type SegmentSphereInput } from './segment-sphere';
import { segmentSphereFixtures } from './segment-sphere.fixtures';

const p = (x: number, y: number, z = 0) => ({ x, y, z });
const ball = (from: ReturnType<typeof p>, to: ReturnType<typeof p>): SegmentSphereInput => ({
  from,
  to,
  center: p(0, 0),
  radius: 5,
});

/** The source's sᵢ = p + l(p − s) and tᵢ = p + l(p − t), with p the foot. */
function slipped(input: SegmentSphereInput) {
  const { foot, distance } = intersectSegmentSphere(input);
  const l = Math.sqrt(input.radius ** 2 - distance ** 2);
  const step = (end: typeof foot) =>
    p(foot.x + l * (foot.x - end.x), foot.y + l * (foot.y - end.y), foot.z + l * (foot.z - end.z));
  return [step(input.from), step(input.to)];
}

describe('segment vs sphere: the article’s claims', () => {
  it('the spell: foot (0, 3, 0), n = 3, l = 4, points (∓4, 3, 0) at t = 1/6 and 5/6', () => {
    const result = intersectSegmentSphere(ball(p(-6, 3), p(6, 3)));
    expect(result).toMatchObject({ kind: 'crosses', foot: p(0, 3), distance: 3 });
    expect(Math.sqrt(25 - result.distance ** 2)).toBe(4);
    expect(result.enter).toEqual(p(-4, 3));
    expect(result.exit).toEqual(p(4, 3));
    expect(result.tEnter).toBeCloseTo(1 / 6, 15);
    expect(result.tExit).toBeCloseTo(5 / 6, 15);
  });

  it('tEnter = u − l/|d| and tExit = u + l/|d| for every fixture whose line meets the ball', () => {
    for (const { id, input } of segmentSphereFixtures) {
      const result = intersectSegmentSphere(input);
      if (result.tEnter === undefined || result.tExit === undefined) continue;
      const { from, to, center, radius } = input;
      const d = p(to.x - from.x, to.y - from.y, to.z - from.z);
      const dd = d.x ** 2 + d.y ** 2 + d.z ** 2;
      const u =
        ((center.x - from.x) * d.x + (center.y - from.y) * d.y + (center.z - from.z) * d.z) / dd;
      const half = Math.sqrt(Math.max(0, radius ** 2 - result.distance ** 2)) / Math.sqrt(dd);
      expect(Math.abs(result.tEnter - (u - half)), id).toBeLessThan(1e-12);
      expect(Math.abs(result.tExit - (u + half)), id).toBeLessThan(1e-12);
    }
  });

  it('the errata: the slipped step puts the spell’s sᵢ at (24, 3, 0) and tᵢ at (−24, 3, 0), off the sphere', () => {
    expect(slipped(ball(p(-6, 3), p(6, 3)))).toEqual([p(24, 3), p(-24, 3)]);
  });

  it('exercise 3: with |p − s| = |p − t| = 1 the slipped points land on the sphere, swapped', () => {
    const input = ball(p(-1, 3), p(1, 3));
    expect(intersectSegmentSphere(input).kind).toBe('inside');
    expect(slipped(input)).toEqual([p(4, 3), p(-4, 3)]);
  });

  it('exercise 1: (−8, 0, 0) to (−6, 0, 0) is outside: ahead, with t = 1.5 and 6.5', () => {
    const result = intersectSegmentSphere(ball(p(-8, 0), p(-6, 0)));
    expect(result).toMatchObject({ kind: 'outside', reason: 'ahead', tEnter: 1.5, tExit: 6.5 });
  });

  it('exercise 2: the diagonal through the centre meets the sphere at t = 1/12 and 11/12', () => {
    const result = intersectSegmentSphere(ball(p(-4, -4, -2), p(4, 4, 2)));
    expect(result.tEnter).toBeCloseTo(1 / 12, 15);
    expect(result.tExit).toBeCloseTo(11 / 12, 15);
  });

  it('figures: the line misses at n = 6, and Exits leaves at t = 5/8', () => {
    expect(intersectSegmentSphere(ball(p(-6, 6), p(6, 6)))).toMatchObject({ distance: 6 });
    expect(intersectSegmentSphere(ball(p(0, 0), p(8, 0))).tExit).toBe(5 / 8);
  });
});
