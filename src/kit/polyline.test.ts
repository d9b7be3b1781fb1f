import { describe, expect, it } from 'vitest';
import { polylinePath } from './polyline';

describe('polylinePath', () => {
  it('joins finite points into one subpath', () => {
    expect(
      polylinePath([
        [0, 0],
        [1, 2],
        [3, 4],
      ]),
    ).toBe('M0,0L1,2L3,4');
  });
  it('starts a new subpath after a point that is not finite', () => {
    expect(
      polylinePath([
        [0, 0],
        [1, 1],
        [2, Number.NaN],
        [3, 3],
        [4, 4],
      ]),
    ).toBe('M0,0L1,1M3,3L4,4');
  });
  it('closes a lone point on itself, as d3-shape draws it', () => {
    expect(
      polylinePath([
        [0, 0],
        [1, Infinity],
        [2, 2],
      ]),
    ).toBe('M0,0ZM2,2Z');
  });
  it('draws nothing for no finite point', () => {
    expect(polylinePath([[Number.NaN, 0]])).toBe('');
  });
});
