/** Tolerances and small helpers shared by the families' answer comparisons. */
import type { Vec2, Vec3 } from './types';

/**
 * Two answers "agree" on a number when they differ by at most this much relative to the
 * input's scale (its largest coordinate, at least 1). Loose on purpose: 1e-9 is a million
 * times the rounding of one operation, so only real disagreements count, not last-bit noise.
 */
export const AGREE_TOLERANCE = 1e-9;
/** Our own numbers must be this close to the exact ones (the project's standard). */
export const EXACT_TOLERANCE = 1e-12;

export function scaleOf(...values: number[]): number {
  let scale = 1;
  for (const value of values) scale = Math.max(scale, Math.abs(value));
  return scale;
}

export const near = (a: number, b: number, tolerance: number): boolean =>
  Math.abs(a - b) <= tolerance;

export const near2 = (a: Vec2, b: Vec2, tolerance: number): boolean =>
  near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance);

export const near3 = (a: Vec3, b: Vec3, tolerance: number): boolean =>
  near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance) && near(a.z, b.z, tolerance);

export const fmt = (x: number): string => (Number.isInteger(x) ? String(x) : x.toPrecision(6));
export const fmt2 = (p: Vec2): string => `(${fmt(p.x)}, ${fmt(p.y)})`;
