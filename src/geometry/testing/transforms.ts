/**
 * The invariant skeletons the property tests share: translate, rotate by 90°, mirror, and scale
 * by 2^k — maps under which every kind, reason and flag stays the same and numbers move
 * predictably. Each test file keeps its own `mapInput` for its input shape and builds it from
 * these. Test-only.
 */
import { timesPowerOfTwo } from '../filter';

export type Point2 = { readonly x: number; readonly y: number };
export type Point3 = { readonly x: number; readonly y: number; readonly z: number };

export const translate2 =
  (offset: Point2) =>
  (p: Point2): Point2 => ({ x: p.x + offset.x, y: p.y + offset.y });

export const translate3 =
  (offset: Point3) =>
  (p: Point3): Point3 => ({ x: p.x + offset.x, y: p.y + offset.y, z: p.z + offset.z });

/** The plane's quarter turn, counter-clockwise: (x, y) → (−y, x). */
export const rotate90 = (p: Point2): Point2 => ({ x: -p.y, y: p.x });

/** Quarter turns of space about each axis (right-handed). */
export const rotate90AboutX = (p: Point3): Point3 => ({ x: p.x, y: -p.z, z: p.y });
export const rotate90AboutY = (p: Point3): Point3 => ({ x: p.z, y: p.y, z: -p.x });
export const rotate90AboutZ = (p: Point3): Point3 => ({ x: -p.y, y: p.x, z: p.z });

export const mirrorX2 = (p: Point2): Point2 => ({ x: -p.x, y: p.y });
export const mirrorY2 = (p: Point2): Point2 => ({ x: p.x, y: -p.y });
export const mirrorX3 = (p: Point3): Point3 => ({ x: -p.x, y: p.y, z: p.z });

/** Every number in `value` (deep, arrays and objects) through `f`; the shape is kept. */
export function mapNumbers<T>(value: T, f: (n: number) => number): T {
  if (typeof value === 'number') return f(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapNumbers(item, f)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, mapNumbers(child, f)]),
    ) as T;
  }
  return value;
}

/** Every number in `value` times 2^k (exact while results stay normal doubles). */
export function scaleAll<T>(value: T, k: number): T {
  return mapNumbers(value, (n) => timesPowerOfTwo(n, k));
}

/** a + b, or undefined when the sum rounds (Knuth's TwoSum: the error term is exactly zero). */
export function exactSum(a: number, b: number): number | undefined {
  const sum = a + b;
  const bVirtual = sum - a;
  const error = a - (sum - bVirtual) + (b - bVirtual);
  return error === 0 && Number.isFinite(sum) ? sum : undefined;
}

const AXES = ['x', 'y', 'z'] as const;
type Axis = (typeof AXES)[number];
const RECT_AXIS: Record<string, Axis> = { xMin: 'x', xMax: 'x', yMin: 'y', yMax: 'y' };

/**
 * Positions in `value` moved by `offset`, exactly, or undefined when some coordinate sum would
 * round (then the moved input is not the same geometry). Positions are the {x, y[, z]} objects
 * and a rectangle's xMin…yMax; objects under `vectorKeys` (a direction, a velocity) are
 * displacements and do not move; other numbers (a radius) do not move either.
 */
export function translateExactly<T>(
  value: T,
  offset: Partial<Record<Axis, number>>,
  vectorKeys: readonly string[] = [],
): T | undefined {
  let exact = true;
  const move = (coordinate: number, axis: Axis): number => {
    const sum = exactSum(coordinate, offset[axis] ?? 0);
    if (sum === undefined) exact = false;
    return sum ?? coordinate;
  };
  const visit = (node: unknown, key: string): unknown => {
    if (typeof node === 'number') {
      const axis = RECT_AXIS[key];
      return axis === undefined ? node : move(node, axis);
    }
    if (typeof node !== 'object' || node === null) return node;
    if (vectorKeys.includes(key)) return node;
    const record = node as Record<string, unknown>;
    if (typeof record.x === 'number' && typeof record.y === 'number') {
      const moved: Record<string, unknown> = { ...record };
      for (const axis of AXES) {
        if (typeof record[axis] === 'number') moved[axis] = move(record[axis], axis);
      }
      return moved;
    }
    if (Array.isArray(node)) return node.map((item, i) => visit(item, String(i)));
    return Object.fromEntries(Object.entries(record).map(([k, child]) => [k, visit(child, k)]));
  };
  const moved = visit(value, '') as T;
  return exact ? moved : undefined;
}
