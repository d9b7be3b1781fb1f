/**
 * Assertions every geometry test file shares: results are clean (no NaN, no −0), numbers are near
 * the exact ones relative to the input's scale, and failures print the input. Test-only.
 */
import { expect } from 'vitest';

/** Reported numbers must be within this of the exact value, relative to the input's scale. */
export const TOLERANCE = 1e-12;

/** JSON that keeps what plain JSON hides: ±Infinity, NaN, −0 and BigInt. */
export function show(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return `${v}n`;
    if (typeof v === 'number' && (!Number.isFinite(v) || Object.is(v, -0))) {
      return Object.is(v, -0) ? '-0' : String(v);
    }
    return v;
  });
}

/** Fails with a lazily built message: property tests build long messages only on failure. */
export function check(condition: boolean, message: () => string): void {
  if (!condition) expect.fail(message());
}

/**
 * The input's scale: the largest magnitude of any number in it (at least the least subnormal, so
 * a tolerance relative to it is never 0). Compare reported positions relative to this.
 */
export function scaleOf(input: unknown): number {
  let largest = Number.MIN_VALUE;
  const visit = (value: unknown): void => {
    if (typeof value === 'number') largest = Math.max(largest, Math.abs(value));
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(input);
  return largest;
}

/**
 * Equal (equal infinities and two undefined included), or within `tolerance` relative to
 * max(scale, |expected|).
 */
export function near(
  actual: number | undefined,
  expected: number | undefined,
  scale: number,
  tolerance = TOLERANCE,
): boolean {
  if (actual === undefined || expected === undefined) return actual === expected;
  if (actual === expected) return true;
  return Math.abs(actual - expected) <= tolerance * Math.max(scale, Math.abs(expected));
}

type Point = { readonly x: number; readonly y: number; readonly z?: number };

/** Points (2D or 3D, or coordinate arrays) near coordinate by coordinate; both undefined is near. */
export function nearPoint(
  actual: Point | readonly number[] | undefined,
  expected: Point | readonly number[] | undefined,
  scale: number,
  tolerance = TOLERANCE,
): boolean {
  if (actual === undefined || expected === undefined) return actual === expected;
  const a = coordinatesOf(actual);
  const e = coordinatesOf(expected);
  return a.length === e.length && a.every((value, i) => near(value, e[i], scale, tolerance));
}

/** [x, y] or [x, y, z]. */
export function coordinatesOf(point: Point | readonly number[]): readonly number[] {
  if (Array.isArray(point)) return point as readonly number[];
  const p = point as Point;
  return p.z === undefined ? [p.x, p.y] : [p.x, p.y, p.z];
}

/** The path of the first NaN or −0 anywhere in `value` (deep), or undefined when there is none. */
export function findNaNOrNegativeZero(value: unknown, path = 'result'): string | undefined {
  if (typeof value === 'number') {
    return Number.isNaN(value) || Object.is(value, -0) ? path : undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      const found = findNaNOrNegativeZero(child, `${path}.${key}`);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export function hasNaNOrNegativeZero(value: unknown): boolean {
  return findNaNOrNegativeZero(value) !== undefined;
}

/**
 * Every number in `value` (deep) is neither NaN nor −0, and finite unless `mayBeInfinite(path)`
 * allows it (a field whose contract admits ±Infinity, such as a Liang–Barsky ratio).
 */
export function expectCleanNumbers(
  value: unknown,
  label = '',
  mayBeInfinite: (path: string) => boolean = () => false,
  path = 'result',
): void {
  if (typeof value === 'number') {
    expect(Number.isNaN(value), `${label} ${path} is NaN`).toBe(false);
    expect(Object.is(value, -0), `${label} ${path} is -0`).toBe(false);
    if (!mayBeInfinite(path)) {
      expect(Number.isFinite(value), `${label} ${path} = ${value} is not finite`).toBe(true);
    }
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      expectCleanNumbers(child, label, mayBeInfinite, `${path}.${key}`);
    }
  }
}

/** Which result fields move with the shapes: positions translate and scale, lengths scale. */
export type MovedFields = {
  readonly positions?: readonly string[];
  readonly lengths?: readonly string[];
};

/**
 * "Tiny shapes far from the origin": the result for `moved` (the original input scaled by 2^k,
 * then translated by `offset`) must equal the original's in every string, boolean and
 * scale-free number (t, s, u, a normal) within TOLERANCE, positions must be original·2^k + offset
 * and lengths original·2^k, within TOLERANCE of the shape's own size plus the rounding of a
 * coordinate as far out as the offset (2^-52 of it). Field presence must match.
 */
export function expectSameAfterMove(
  actual: unknown,
  original: unknown,
  move: { readonly k: number; readonly offset: Readonly<Record<string, number>> },
  shapeScale: number,
  fields: MovedFields,
  label: string,
): void {
  const scale = shapeScale * 2 ** move.k;
  const walk = (got: unknown, want: unknown, path: string, role: string): void => {
    const where = `${label}\n  at ${path}: got ${show(got)}, original ${show(want)}`;
    if (typeof want === 'number') {
      expect(typeof got, where).toBe('number');
      const value = got as number;
      expect(Number.isNaN(value) || Object.is(value, -0), `${where} (NaN or −0)`).toBe(false);
      if (role.startsWith('position:')) {
        const axis = role.slice('position:'.length);
        const expected = want * 2 ** move.k + (move.offset[axis] ?? 0);
        const slack = TOLERANCE * scale + 2 ** -52 * Math.abs(expected);
        expect(Math.abs(value - expected) <= slack, `${where}, expected ${expected}`).toBe(true);
      } else if (role === 'length') {
        expect(near(value, want * 2 ** move.k, scale), `${where}, scaled by 2^${move.k}`).toBe(
          true,
        );
      } else {
        expect(near(value, want, 1), where).toBe(true);
      }
      return;
    }
    if (typeof want !== 'object' || want === null) {
      expect(got, where).toEqual(want);
      return;
    }
    expect(typeof got === 'object' && got !== null, where).toBe(true);
    const gotRecord = got as Record<string, unknown>;
    expect(Object.keys(gotRecord).sort(), where).toEqual(Object.keys(want).sort());
    for (const [key, child] of Object.entries(want)) {
      const childRole =
        role === 'position'
          ? `position:${key}`
          : fields.positions?.includes(key)
            ? 'position'
            : fields.lengths?.includes(key)
              ? 'length'
              : role;
      walk(gotRecord[key], child, `${path}.${key}`, childRole);
    }
  };
  walk(actual, original, 'result', 'scalar');
}
