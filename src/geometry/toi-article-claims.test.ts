/**
 * Claims the article "Moving circle: time of impact" makes about particular cases, checked against
 * the core (see article-claims.test.ts for the idea). The source's misses are pinned in the
 * figure's test, where the source's version lives.
 */
import { describe, expect, it } from 'vitest';
import { solveQuadratic } from './quadratic';
import { slideAlongWalls } from './slide-along-walls';
import {
  timeOfImpactCirclePoint,
  timeOfImpactCircleSegment,
  timeOfImpactCircles,
} from './time-of-impact';
import {
  circlePointFixtures,
  circleSegmentFixtures,
  circlesFixtures,
} from './time-of-impact.fixtures';

const byId = <T extends { readonly id: string }>(list: readonly T[], id: string): T => {
  const found = list.find((item) => item.id === id);
  if (found === undefined) throw new Error(`no fixture ${id}`);
  return found;
};

describe('moving circle: time of impact', () => {
  it('Hit off-centre: a = 64, b = −80, c = 22, contact at (5 − √3)/8, exit at (5 + √3)/8', () => {
    expect(solveQuadratic(64, -80, 22).roots).toEqual([
      expect.closeTo((5 - Math.sqrt(3)) / 8, 14),
      expect.closeTo((5 + Math.sqrt(3)) / 8, 14),
    ]);
    const { input } = byId(circlePointFixtures, 'point-hit-oblique');
    expect(timeOfImpactCirclePoint(input).t).toBeCloseTo((5 - Math.sqrt(3)) / 8, 14);
  });

  it('exercise 1: a = 64, b = −96, c = 32, roots 1/2 and 1, contact at 1/2', () => {
    expect(solveQuadratic(64, -96, 32).roots).toEqual([0.5, 1]);
    expect(timeOfImpactCirclePoint(byId(circlePointFixtures, 'point-hit').input).t).toBe(0.5);
  });

  it('Meeting at an angle: 100t² − 148t + 49 = 0, roots 1/2 and 0.98, contact at 1/2', () => {
    expect(solveQuadratic(100, -148, 49).roots).toEqual([0.5, expect.closeTo(0.98, 14)]);
    expect(timeOfImpactCircles(byId(circlesFixtures, 'circles-at-angle').input).t).toBe(0.5);
  });

  it('the slipped right-hand side r·|e|² gives (6 − √2)/8 where r²·|e|² gives 1/2', () => {
    // Side equation of the fixture: (48 − 64t)² = constant, entering root (48 − √constant)/64.
    const enter = (constant: number) => (48 - Math.sqrt(constant)) / 64;
    expect(enter(2 ** 2 * 64)).toBe(0.5);
    expect(enter(2 * 64)).toBeCloseTo((6 - Math.sqrt(2)) / 8, 14);
    const { input } = byId(circleSegmentFixtures, 'segment-source-rhs-slip');
    expect(timeOfImpactCircleSegment(input).t).toBe(0.5);
  });

  it('the far corner is hit at (5 − √0.75)/10 ≈ 0.413, on cap b', () => {
    const result = timeOfImpactCircleSegment(
      byId(circleSegmentFixtures, 'segment-second-corner').input,
    );
    expect(result.feature).toBe('cap-b');
    expect(result.t).toBeCloseTo((5 - Math.sqrt(0.75)) / 10, 14);
    expect(result.t).toBeCloseTo(0.413, 3);
  });

  it('the slide link: lands on the floor at 1/2, slides right, meets the ramp and slides up it', () => {
    const walls = [
      { a: { x: -4, y: 0 }, b: { x: 4, y: 0 } },
      { a: { x: 4, y: 0 }, b: { x: 8, y: 4 } },
    ];
    const slide = slideAlongWalls(
      { center: { x: -7, y: 4 }, radius: 1 },
      { x: 14, y: -6 },
      walls,
      16,
    );
    expect(slide.kind).toBe('slid');
    expect(slide.contacts.map((c) => [c.wall, c.feature])).toEqual([
      [0, 'side'],
      [1, 'side'],
    ]);
    expect(slide.contacts[0]?.time).toBe(0.5);
    const end = slide.positions.at(-1);
    expect(end?.y).toBeGreaterThan(1);
  });
});
