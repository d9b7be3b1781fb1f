/**
 * Claims the sphere-vs-sphere article makes, checked against the core: the meteor's numbers, x
 * and ρ from the subtracted equations, the circle drawn with circleBasis lying on both spheres,
 * where the source's unnormalised step puts the centre, the decision order, and the exercises'
 * answers. Each test is named after the claim it pins.
 */
import { describe, expect, it } from 'vitest';
import { circleBasis, intersectSpheres, type SpheresInput } from './spheres';
import { spheresFixtures } from './spheres.fixtures';

const p = (x: number, y: number, z = 0) => ({ x, y, z });
const pair = (c1: ReturnType<typeof p>, r1: number, c2: ReturnType<typeof p>, r2: number) => ({
  a: { center: c1, radius: r1 },
  b: { center: c2, radius: r2 },
});
const METEOR = pair(p(0, 0), 6, p(5, 5), 3);
const distance = ({ a, b }: SpheresInput) =>
  Math.hypot(b.center.x - a.center.x, b.center.y - a.center.y, b.center.z - a.center.z);

describe('sphere vs sphere: the article’s claims', () => {
  it('the meteor: d² = 50, x = 77/(2√50) ≈ 5.445, centre (3.85, 3.85, 0), ρ = √(1271/200) ≈ 2.521', () => {
    const result = intersectSpheres(METEOR);
    expect(distance(METEOR) ** 2).toBeCloseTo(50, 12);
    expect((50 - 9 + 36) / (2 * Math.sqrt(50))).toBeCloseTo(5.445, 3);
    expect(result.kind).toBe('circle');
    expect(result.center?.x).toBeCloseTo(3.85, 14);
    expect(result.center?.y).toBeCloseTo(3.85, 14);
    expect(result.radius).toBeCloseTo(Math.sqrt(1271 / 200), 14);
    expect(result.radius).toBeCloseTo(2.521, 3);
  });

  it('every circle and tangent: centre = c1 + x·n with x = (d² − r2² + r1²)/(2d), and ρ = √(r1² − x²)', () => {
    for (const { id, input } of spheresFixtures) {
      const { center, radius, normal } = intersectSpheres(input);
      if (center === undefined || radius === undefined || normal === undefined) continue;
      const d = distance(input);
      const x = (d * d - input.b.radius ** 2 + input.a.radius ** 2) / (2 * d);
      const c1 = input.a.center;
      expect(
        Math.hypot(center.x - c1.x - x * normal.x, center.y - c1.y - x * normal.y),
        id,
      ).toBeLessThan(1e-12);
      expect(Math.abs(center.z - c1.z - x * normal.z), id).toBeLessThan(1e-12);
      expect(
        Math.abs(radius - Math.sqrt(Math.max(0, input.a.radius ** 2 - x * x))),
        id,
      ).toBeLessThan(1e-7);
    }
  });

  it('the circle m + ρ(cos θ·u + sin θ·v) with circleBasis lies on both spheres', () => {
    for (const { id, input } of spheresFixtures.filter((f) => f.expected.kind === 'circle')) {
      const {
        center: m = p(NaN, NaN),
        radius: rho = NaN,
        normal = p(0, 0),
      } = intersectSpheres(input);
      const { u, v } = circleBasis(normal);
      for (let k = 0; k < 8; k += 1) {
        const [c, s] = [Math.cos((k * Math.PI) / 4), Math.sin((k * Math.PI) / 4)];
        const q = p(
          m.x + rho * (c * u.x + s * v.x),
          m.y + rho * (c * u.y + s * v.y),
          m.z + rho * (c * u.z + s * v.z),
        );
        for (const { center, radius } of [input.a, input.b]) {
          expect(Math.hypot(q.x - center.x, q.y - center.y, q.z - center.z), id).toBeCloseTo(
            radius,
            12,
          );
        }
      }
    }
  });

  it('the errata: c1 + x·(c2 − c1) puts the meteor’s centre near (27.2, 27.2, 0), off both spheres', () => {
    const x = 77 / (2 * Math.sqrt(50));
    const slipped = p(5 * x, 5 * x);
    expect(slipped.x).toBeCloseTo(27.2, 1);
    expect(Math.hypot(slipped.x, slipped.y)).toBeGreaterThan(6);
    expect(Math.hypot(slipped.x - 5, slipped.y - 5)).toBeGreaterThan(3);
  });

  it('the errata: one inside the other passes r1 + r2 > d but has no circle', () => {
    const contained = spheresFixtures.find((f) => f.id === 'contained')?.input ?? METEOR;
    expect(contained.a.radius + contained.b.radius).toBeGreaterThan(distance(contained));
    expect(intersectSpheres(contained).kind).toBe('contained');
  });

  it('exercise 1: radii 5 and 4 at d = 3 give x = 3 = d and ρ = 4, a great circle of the smaller', () => {
    expect(intersectSpheres(pair(p(0, 0), 5, p(3, 0), 4))).toEqual({
      kind: 'circle',
      center: p(3, 0),
      radius: 4,
      normal: p(1, 0),
    });
  });

  it('exercise 2: a point on the sphere meets both tangencies, and the order makes it external at (5, 0, 0)', () => {
    const input = pair(p(5, 0), 0, p(0, 0), 5);
    expect(distance(input)).toBe(input.a.radius + input.b.radius);
    expect(distance(input)).toBe(Math.abs(input.a.radius - input.b.radius));
    expect(intersectSpheres(input)).toEqual({
      kind: 'external-tangent',
      center: p(5, 0),
      radius: 0,
      normal: p(-1, 0),
    });
  });

  it('exercise 3: for n = −(1, 1, 1)/√3 circleBasis starts from x: u = (2, −1, −1)/√6, v = (0, −1, 1)/√2', () => {
    const { u, v } = circleBasis(p(-1, -1, -1));
    const [s6, s2] = [Math.sqrt(6), Math.sqrt(2)];
    for (const [got, want] of [
      [u, p(2 / s6, -1 / s6, -1 / s6)],
      [v, p(0, -1 / s2, 1 / s2)],
    ] as const) {
      expect(Math.hypot(got.x - want.x, got.y - want.y, got.z - want.z)).toBeLessThan(1e-15);
    }
  });

  it('figures: contained has d = 1 < 3; circle has x = 3 and the triangle sides 6, 5, 5', () => {
    const byId = (id: string) => spheresFixtures.find((f) => f.id === id)?.input ?? METEOR;
    expect(distance(byId('contained'))).toBe(1);
    expect(intersectSpheres(byId('circle'))).toMatchObject({ center: p(3, 0), radius: 4 });
  });
});
