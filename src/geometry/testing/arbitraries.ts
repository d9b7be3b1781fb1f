/**
 * The input generators the property tests share. Each test file builds its input shape from a
 * coordinate arbitrary (`clipInputs(coordinate)`, …); these supply the coordinates and the
 * standard families: a small grid where degeneracies are common, snapped integers over the full
 * range, and tiny shapes far from the origin. Test-only.
 */
import fc from 'fast-check';
import { scaleAll, translateExactly } from './transforms';

/** Integers in [−4, 4]: on this grid collinear, tangent and corner cases come up constantly. */
export const smallInt = fc.integer({ min: -4, max: 4 });
/** Snapped coordinates: integers in [−1024, 1024] (the README's "exact" promise). */
export const wideInt = fc.integer({ min: -1024, max: 1024 });

type Build<T> = (coordinate: fc.Arbitrary<number>) => fc.Arbitrary<T>;

/** Inputs on the small grid. */
export const smallGrid = <T>(build: Build<T>): fc.Arbitrary<T> => build(smallInt);

/** Inputs of snapped integers in [−1024, 1024]. */
export const wideGrid = <T>(build: Build<T>): fc.Arbitrary<T> => build(wideInt);

/** Snapped integers with the whole input scaled by one power of two, 2^±maxExponent. */
export function fullRange<T>(build: Build<T>, maxExponent = 40): fc.Arbitrary<T> {
  return fc
    .tuple(build(wideInt), fc.integer({ min: -maxExponent, max: maxExponent }))
    .map(([input, k]) => scaleAll(input, k));
}

/** A tiny shape far from the origin: `input` is `original` scaled by 2^k, then moved by `offset`. */
export type FarFromOrigin<T> = {
  readonly original: T;
  readonly k: number;
  readonly offset: { readonly x: number; readonly y: number; readonly z: number };
  readonly input: T;
};

/** Largest power of two a coordinate or an offset reaches: far, with room below overflow. */
const FARTHEST_EXPONENT = 1000;

/**
 * "Tiny shapes far from the origin": `base` (small snapped integers) scaled by 2^k, k in
 * [−1000, 1000], then translated by an offset of up to 2^1000 on each axis — near (sums that
 * mix the shape's bits with the offset's) or very far (up to 2^1000 times the shape's size).
 * An axis whose translation would round is left in place, so `input` is always exactly the
 * scaled shape moved: every kind, reason and flag equals `original`'s, t and s are equal, and
 * positions are original·2^k + offset. `vectorKeys` name the fields that are displacements
 * (a direction, a velocity) and so do not move.
 */
export function tinyFarFromOrigin<T>(
  base: fc.Arbitrary<T>,
  vectorKeys: readonly string[] = [],
): fc.Arbitrary<FarFromOrigin<T>> {
  const spread = fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 41, max: 2000 }));
  const axisOffset = fc.tuple(fc.integer({ min: -1024, max: 1024 }), spread);
  return fc
    .tuple(
      base,
      fc.integer({ min: -FARTHEST_EXPONENT, max: FARTHEST_EXPONENT - 11 }),
      axisOffset,
      axisOffset,
      axisOffset,
    )
    .map(([original, k, ...axes]) => {
      const scaled = scaleAll(original, k);
      const [x, y, z] = axes.map(([multiple, exponent]) => {
        const far = Math.min(k + exponent, FARTHEST_EXPONENT);
        return multiple * 2 ** far;
      }) as [number, number, number];
      let offset = { x: 0, y: 0, z: 0 };
      let input = scaled;
      // Axis by axis, so one axis that cannot move exactly leaves the others far away.
      for (const axis of ['x', 'y', 'z'] as const) {
        const step = { x: 0, y: 0, z: 0, [axis]: { x, y, z }[axis] };
        const moved = translateExactly(input, step, vectorKeys);
        if (moved === undefined) continue;
        input = moved;
        offset = { ...offset, [axis]: step[axis] };
      }
      return { original, k, offset, input };
    });
}
