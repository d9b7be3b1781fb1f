import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  add2,
  clean,
  cross2,
  dot2,
  isFiniteVec2,
  length2,
  lengthSquared2,
  lerp2,
  normalize2,
  perp2,
  scale2,
  sub2,
  vec2,
} from './vec2';
import {
  add3,
  cross3,
  dot3,
  isFiniteVec3,
  length3,
  lengthSquared3,
  lerp3,
  normalize3,
  scale3,
  sub3,
  vec3,
} from './vec3';
import { findNaNOrNegativeZero } from './testing/expect';

// The vector helpers are a public utility (index.ts exports them for figures and readers): small
// integers make every operation exact, so the expectations below are exact values.

const small = fc.integer({ min: -1000, max: 1000 });
const point2 = fc.record({ x: small, y: small });
const point3 = fc.record({ x: small, y: small, z: small });

describe('vec2 helpers', () => {
  it('clean and vec2 turn −0 into +0 and keep everything else', () => {
    expect(Object.is(clean(-0), 0)).toBe(true);
    expect(clean(-2)).toBe(-2);
    expect(findNaNOrNegativeZero(vec2(-0, -0))).toBeUndefined();
    expect(findNaNOrNegativeZero(scale2(vec2(1, 0), -1))).toBeUndefined();
    expect(findNaNOrNegativeZero(perp2(vec2(0, 3)))).toBeUndefined();
  });

  it('add, sub, scale, dot, cross and perp on integers are exact (property)', () => {
    fc.assert(
      fc.property(point2, point2, small, (a, b, k) => {
        expect(add2(a, b)).toEqual({ x: a.x + b.x, y: a.y + b.y });
        expect(sub2(add2(a, b), b)).toEqual(vec2(a.x, a.y));
        expect(scale2(a, k)).toEqual(vec2(a.x * k, a.y * k));
        expect(dot2(a, b)).toBe(a.x * b.x + a.y * b.y);
        expect(cross2(a, b)).toBe(a.x * b.y - a.y * b.x);
        expect(cross2(a, b) + 0).toBe(dot2(perp2(a), b) + 0); // + 0: −0 and 0 alike
        expect(dot2(a, perp2(a)) + 0).toBe(0);
      }),
      { numRuns: 1_000 },
    );
  });

  it('length2 neither overflows nor underflows; lengthSquared2 is the plain square', () => {
    expect(length2(vec2(3, 4))).toBe(5);
    expect(lengthSquared2(vec2(3, 4))).toBe(25);
    expect(length2(vec2(3e300, 4e300))).toBeCloseTo(5e300, -290);
    expect(length2(vec2(3e-320, 4e-320))).toBeGreaterThan(0);
  });

  it('lerp2 gives the endpoints at 0 and 1, and normalize2 a unit vector or zero', () => {
    const a = vec2(1, -2);
    const b = vec2(7, 4);
    expect(lerp2(a, b, 0)).toEqual(a);
    expect(lerp2(a, b, 1)).toEqual(b);
    expect(lerp2(a, b, 0.5)).toEqual(vec2(4, 1));
    expect(length2(normalize2(vec2(3, -4)))).toBeCloseTo(1, 15);
    expect(normalize2(vec2(0, 0))).toEqual(vec2(0, 0));
  });

  it('isFiniteVec2 rejects null, missing fields and non-finite coordinates', () => {
    expect(isFiniteVec2(vec2(1, 2))).toBe(true);
    expect(isFiniteVec2(null)).toBe(false);
    expect(isFiniteVec2(undefined)).toBe(false);
    expect(isFiniteVec2({ x: 1, y: NaN })).toBe(false);
    expect(isFiniteVec2({ x: Infinity, y: 0 })).toBe(false);
    expect(isFiniteVec2({ x: 1 } as unknown as { x: number; y: number })).toBe(false);
  });
});

describe('vec3 helpers', () => {
  it('vec3 turns −0 into +0', () => {
    expect(findNaNOrNegativeZero(vec3(-0, -0, -0))).toBeUndefined();
    expect(findNaNOrNegativeZero(scale3(vec3(1, 0, 2), -1))).toBeUndefined();
  });

  it('add, sub, scale, dot and cross on integers are exact; the cross product is orthogonal (property)', () => {
    fc.assert(
      fc.property(point3, point3, small, (a, b, k) => {
        expect(add3(a, b)).toEqual({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
        expect(sub3(add3(a, b), b)).toEqual(vec3(a.x, a.y, a.z));
        expect(scale3(a, k)).toEqual(vec3(a.x * k, a.y * k, a.z * k));
        expect(dot3(a, b)).toBe(a.x * b.x + a.y * b.y + a.z * b.z);
        const c = cross3(a, b);
        expect(c).toEqual(
          vec3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x),
        );
        expect(dot3(c, a) + 0).toBe(0);
        expect(dot3(c, b) + 0).toBe(0);
      }),
      { numRuns: 1_000 },
    );
  });

  it('length3, lerp3, normalize3 and isFiniteVec3', () => {
    expect(length3(vec3(2, 3, 6))).toBe(7);
    expect(lengthSquared3(vec3(2, 3, 6))).toBe(49);
    expect(lerp3(vec3(0, 0, 0), vec3(2, 4, 6), 0.5)).toEqual(vec3(1, 2, 3));
    expect(lerp3(vec3(1, 2, 3), vec3(2, 4, 6), 1)).toEqual(vec3(2, 4, 6));
    expect(length3(normalize3(vec3(2, 3, 6)))).toBeCloseTo(1, 15);
    expect(normalize3(vec3(0, 0, 0))).toEqual(vec3(0, 0, 0));
    expect(isFiniteVec3(vec3(1, 2, 3))).toBe(true);
    expect(isFiniteVec3({ x: 1, y: 2, z: NaN })).toBe(false);
    expect(isFiniteVec3(null)).toBe(false);
  });
});
