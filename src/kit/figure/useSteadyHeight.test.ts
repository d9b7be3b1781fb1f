import { describe, expect, it } from 'vitest';
import { nextSteadyHeight } from './useSteadyHeight';

describe('a figure body that holds its height', () => {
  it('starts again from the natural height at its first size and at every new width', () => {
    expect(nextSteadyHeight(null, 600, 420)).toBeNull();
    expect(nextSteadyHeight({ width: 600, tallest: 500 }, 380, 700)).toBeNull();
  });
  it('grows with a taller body and keeps its height when the body gets shorter', () => {
    const held = { width: 600, tallest: 500 };
    expect(nextSteadyHeight(held, 600, 520)).toEqual({ width: 600, tallest: 520 });
    expect(nextSteadyHeight(held, 600, 480)).toBe(held);
    expect(nextSteadyHeight(held, 600, 500)).toBe(held);
  });
});
