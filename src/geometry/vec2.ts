/**
 * 2D vectors as plain readonly objects.
 *
 * Conventions: math axes (x right, y up), unitless coordinates. Every helper is pure, allocates one
 * small object at most, and never returns −0 in a coordinate (see `clean`), so results compare
 * and serialise predictably.
 */

import { noNegativeZero } from './filter';

/** A point or a displacement in the plane. */
export type Vec2 = { readonly x: number; readonly y: number };

/** Turns −0 into +0; leaves every other number alone (filter.ts's noNegativeZero, by this name). */
export const clean = noNegativeZero;

/**
 * Builds a vector, normalising −0 to +0. The core calls noNegativeZero, not its public alias
 * `clean`: a bundle that never uses `clean` itself then drops the alias's variable.
 */
export function vec2(x: number, y: number): Vec2 {
  return { x: noNegativeZero(x), y: noNegativeZero(y) };
}

export function add2(a: Vec2, b: Vec2): Vec2 {
  return vec2(a.x + b.x, a.y + b.y);
}

export function sub2(a: Vec2, b: Vec2): Vec2 {
  return vec2(a.x - b.x, a.y - b.y);
}

export function scale2(a: Vec2, factor: number): Vec2 {
  return vec2(a.x * factor, a.y * factor);
}

export function dot2(a: Vec2, b: Vec2): number {
  return a.x * b.x + a.y * b.y;
}

/** The z component of the 3D cross product: positive when b is counter-clockwise from a. */
export function cross2(a: Vec2, b: Vec2): number {
  return a.x * b.y - a.y * b.x;
}

export function lengthSquared2(a: Vec2): number {
  return a.x * a.x + a.y * a.y;
}

/** Euclidean length without overflow or underflow for very large or small components. */
export function length2(a: Vec2): number {
  return Math.hypot(a.x, a.y);
}

/** a + t·(b − a). */
export function lerp2(a: Vec2, b: Vec2, t: number): Vec2 {
  return vec2(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y));
}

/** The unit vector along a, or the zero vector when a has no length. */
export function normalize2(a: Vec2): Vec2 {
  const length = length2(a);
  return length > 0 ? vec2(a.x / length, a.y / length) : vec2(0, 0);
}

/** a turned a quarter turn counter-clockwise. */
export function perp2(a: Vec2): Vec2 {
  return vec2(-a.y, a.x);
}

export function isFiniteVec2(a: Vec2 | null | undefined): a is Vec2 {
  return typeof a === 'object' && a !== null && Number.isFinite(a.x) && Number.isFinite(a.y);
}
