/**
 * 3D vectors as plain readonly objects.
 *
 * Conventions: right-handed axes, unitless coordinates. Every helper is pure and never returns −0
 * in a coordinate.
 */

import { noNegativeZero } from './filter';

/** A point or a displacement in space. */
export type Vec3 = { readonly x: number; readonly y: number; readonly z: number };

/** Builds a vector, normalising −0 to +0 (with noNegativeZero itself, as vec2 does). */
export function vec3(x: number, y: number, z: number): Vec3 {
  return { x: noNegativeZero(x), y: noNegativeZero(y), z: noNegativeZero(z) };
}

export function add3(a: Vec3, b: Vec3): Vec3 {
  return vec3(a.x + b.x, a.y + b.y, a.z + b.z);
}

export function sub3(a: Vec3, b: Vec3): Vec3 {
  return vec3(a.x - b.x, a.y - b.y, a.z - b.z);
}

export function scale3(a: Vec3, factor: number): Vec3 {
  return vec3(a.x * factor, a.y * factor, a.z * factor);
}

export function dot3(a: Vec3, b: Vec3): number {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

export function cross3(a: Vec3, b: Vec3): Vec3 {
  return vec3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

export function lengthSquared3(a: Vec3): number {
  return a.x * a.x + a.y * a.y + a.z * a.z;
}

export function length3(a: Vec3): number {
  return Math.hypot(a.x, a.y, a.z);
}

/** a + t·(b − a). */
export function lerp3(a: Vec3, b: Vec3, t: number): Vec3 {
  return vec3(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y), a.z + t * (b.z - a.z));
}

/** The unit vector along a, or the zero vector when a has no length. */
export function normalize3(a: Vec3): Vec3 {
  const length = length3(a);
  return length > 0 ? vec3(a.x / length, a.y / length, a.z / length) : vec3(0, 0, 0);
}

export function isFiniteVec3(a: Vec3 | null | undefined): a is Vec3 {
  return (
    typeof a === 'object' &&
    a !== null &&
    Number.isFinite(a.x) &&
    Number.isFinite(a.y) &&
    Number.isFinite(a.z)
  );
}
