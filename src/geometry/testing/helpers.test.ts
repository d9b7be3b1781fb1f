import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tinyFarFromOrigin, fullRange, smallInt } from './arbitraries';
import { exactSum, scaleAll, translateExactly, rotate90, rotate90AboutX } from './transforms';
import { findNaNOrNegativeZero, near, nearPoint, scaleOf, show } from './expect';
import { R } from './rational';

const segment = (c: fc.Arbitrary<number>) =>
  fc.record({ from: fc.record({ x: c, y: c, z: c }), to: fc.record({ x: c, y: c, z: c }) });

describe('testing/transforms', () => {
  it('exactSum refuses a sum that rounds and keeps one that does not', () => {
    expect(exactSum(1, 2 ** 53)).toBeUndefined();
    expect(exactSum(2, 2 ** 53)).toBe(2 ** 53 + 2);
    expect(exactSum(1e200, -1e200)).toBe(0);
    expect(exactSum(Number.MAX_VALUE, Number.MAX_VALUE)).toBeUndefined();
  });

  it('translateExactly moves positions and rectangles, not vectors or radii', () => {
    const input = {
      origin: { x: 1, y: 2 },
      direction: { x: 3, y: 4 },
      rect: { xMin: 0, xMax: 1, yMin: 2, yMax: 3 },
      radius: 5,
    };
    expect(translateExactly(input, { x: 10, y: 20 }, ['direction'])).toEqual({
      origin: { x: 11, y: 22 },
      direction: { x: 3, y: 4 },
      rect: { xMin: 10, xMax: 11, yMin: 22, yMax: 23 },
      radius: 5,
    });
    expect(translateExactly(input, { x: 2 ** 600 })).toBeUndefined();
  });

  it('quarter turns, four times, are the identity', () => {
    let p = { x: 1, y: 2 };
    let q = { x: 1, y: 2, z: 3 };
    for (let i = 0; i < 4; i += 1) [p, q] = [rotate90(p), rotate90AboutX(q)];
    expect(p).toEqual({ x: 1, y: 2 });
    expect(q).toEqual({ x: 1, y: 2, z: 3 });
  });
});

describe('testing/arbitraries', () => {
  it('tiny shapes far from the origin are exactly original·2^k + offset', () => {
    fc.assert(
      fc.property(tinyFarFromOrigin(segment(smallInt)), ({ original, k, offset, input }) => {
        for (const end of ['from', 'to'] as const) {
          for (const axis of ['x', 'y', 'z'] as const) {
            const expected = R(original[end][axis])
              .mul(R(2 ** Math.max(k, -1000)).mul(R(2 ** (k - Math.max(k, -1000)))))
              .add(R(offset[axis]));
            expect(R(input[end][axis]).eq(expected), show({ original, k, offset, input })).toBe(
              true,
            );
          }
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('reaches offsets at least 2^500 times the shape on some runs', () => {
    const samples = fc.sample(tinyFarFromOrigin(segment(smallInt)), { numRuns: 500, seed: 9 });
    const far = samples.filter(({ k, offset }) =>
      [offset.x, offset.y, offset.z].some((o) => Math.abs(o) >= 2 ** (k + 500)),
    );
    expect(far.length).toBeGreaterThan(0);
  });

  it('fullRange scales a whole input by one power of two', () => {
    const samples = fc.sample(fullRange(segment), { numRuns: 200, seed: 9 });
    for (const input of samples) expect(scaleOf(input)).toBeLessThanOrEqual(1024 * 2 ** 40);
    expect(scaleAll({ a: [1, { b: 3 }] }, -2)).toEqual({ a: [0.25, { b: 0.75 }] });
  });
});

describe('testing/expect', () => {
  it('near is relative to the larger of the scale and the expected value', () => {
    expect(near(1 + 1e-13, 1, 1)).toBe(true);
    expect(near(1 + 1e-11, 1, 1)).toBe(false);
    expect(near(1e-3, 0, 1e10)).toBe(true);
    expect(near(undefined, undefined, 1)).toBe(true);
    expect(near(0, undefined, 1)).toBe(false);
    expect(nearPoint({ x: 1, y: 2 }, [1, 2], 1)).toBe(true);
    expect(nearPoint({ x: 1, y: 2 }, { x: 1, y: 2, z: 0 }, 1)).toBe(false);
  });

  it('finds NaN and −0 deep in a result, and show prints them', () => {
    expect(findNaNOrNegativeZero({ a: [{ b: -0 }] })).toBe('result.a.0.b');
    expect(findNaNOrNegativeZero({ a: NaN })).toBe('result.a');
    expect(findNaNOrNegativeZero({ a: 0, b: [1] })).toBeUndefined();
    expect(show({ a: -0, b: Infinity, c: 1n })).toBe('{"a":"-0","b":"Infinity","c":"1n"}');
  });
});
