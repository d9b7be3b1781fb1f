import { describe, expect, it } from 'vitest';
import { KEY_SEARCH, keyboardMove } from './gesture';
import { sameHandleProps } from './Handle';
import { compose, onVerticalLine, point, snapToGrid, type Constraint } from './point';

const plain = { shift: false, alt: false };

/** Keeps a point on the line y = x, snapped to the even points (2k, 2k) along it. */
const onDiagonal: Constraint = (p) => {
  const s = Math.round((p.x + p.y) / 4) * 2;
  return point(s, s);
};

describe('arrow keys on a constrained handle', () => {
  it('moves one step when nothing constrains the handle', () => {
    expect(keyboardMove('ArrowRight', plain, point(0, 0), 1)).toEqual({
      wanted: { x: 1, y: 0 },
      free: false,
    });
  });
  it('searches for a larger step when one step rounds back to the same place (a point on y = x)', () => {
    // One step right asks for (1, 0), which the constraint sends back to (0, 0): no move. Two
    // steps ask for (2, 0) → (2, 2), which moves.
    const move = keyboardMove('ArrowRight', plain, point(0, 0), 1, onDiagonal);
    expect(move?.wanted).toEqual({ x: 2, y: 0 });
    expect(onDiagonal(move!.wanted)).toEqual({ x: 2, y: 2 });
    // Down, (0, −1) and (0, −2) round back to the origin; three steps reach (−2, −2).
    const down = keyboardMove('ArrowDown', plain, point(0, 0), 1, onDiagonal);
    expect(down?.wanted).toEqual({ x: 0, y: -3 });
    expect(onDiagonal(down!.wanted)).toEqual({ x: -2, y: -2 });
  });
  it('gives up (no move) when no step in that direction can move the handle', () => {
    const vertical = compose(onVerticalLine(3), snapToGrid(1));
    expect(keyboardMove('ArrowRight', plain, point(3, 0), 1, vertical)).toBeNull();
    expect(keyboardMove('ArrowUp', plain, point(3, 0), 1, vertical)?.wanted).toEqual({
      x: 3,
      y: 1,
    });
  });
  it('searches up to the last multiple in KEY_SEARCH for a coarse grid', () => {
    const coarse = snapToGrid(KEY_SEARCH[KEY_SEARCH.length - 1]!);
    expect(keyboardMove('ArrowLeft', plain, point(0, 0), 1, coarse)?.wanted).toEqual({
      x: -100,
      y: 0,
    });
    expect(keyboardMove('ArrowLeft', plain, point(0, 0), 0.5, coarse)).toBeNull();
  });
  it('moves ten steps with Shift and a free tenth of a step with Alt', () => {
    expect(keyboardMove('ArrowUp', { shift: true, alt: false }, point(0, 0), 0.5)?.wanted).toEqual({
      x: 0,
      y: 5,
    });
    expect(keyboardMove('ArrowUp', { shift: false, alt: true }, point(0, 0), 1)).toEqual({
      wanted: { x: 0, y: 0.1 },
      free: true,
    });
  });
  it('ignores other keys', () => {
    expect(keyboardMove('Enter', plain, point(0, 0), 1, onDiagonal)).toBeNull();
  });
});

describe('handle re-renders', () => {
  const onMove = () => {};
  const base = { label: 'P', at: point(1, 2), color: 'red', onMove };
  it('skips a handle whose points are equal by value and whose callbacks are the same', () => {
    expect(
      sameHandleProps(
        { ...base, displayAt: point(1, 2), labelOffset: [10, -10] },
        { ...base, at: point(1, 2), displayAt: point(1, 2), labelOffset: [10, -10] },
      ),
    ).toBe(true);
  });
  it('re-renders a handle that moved, or that got a new callback (never a stale one)', () => {
    expect(sameHandleProps(base, { ...base, at: point(1, 2.5) })).toBe(false);
    expect(sameHandleProps(base, { ...base, onMove: () => {} })).toBe(false);
    expect(sameHandleProps(base, { ...base, displayAt: point(1, 2) })).toBe(false);
  });
});
