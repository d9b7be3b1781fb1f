/**
 * Exact reference for `projectPointOnLine`, straight from the spec's formula in rational
 * arithmetic: u = (p − s)·(t − s)/|t − s|², kind from u against 0 and 1, foot s + u·(t − s).
 * Test-only; expects valid input (finite coordinates, one dimension).
 */

import { Rational, R } from './rational';

type Point = { readonly x: number; readonly y: number; readonly z?: number };

export type ProjectionReference = {
  kind: 'before' | 'on-segment' | 'after' | 'degenerate';
  u: Rational;
  foot: number[];
  closest: number[];
};

export function projectPointOnLineReference(input: {
  point: Point;
  s: Point;
  t: Point;
}): ProjectionReference {
  const coordinates = (p: Point) =>
    p.z === undefined ? [R(p.x), R(p.y)] : [R(p.x), R(p.y), R(p.z)];
  const p = coordinates(input.point);
  const s = coordinates(input.s);
  const t = coordinates(input.t);
  const w = t.map((value, i) => value.sub(s[i]!));
  const v = p.map((value, i) => value.sub(s[i]!));
  const lengthSquared = dot(w, w);
  const at = (u: Rational) => s.map((value, i) => value.add(u.mul(w[i]!)).toNumber());
  if (lengthSquared.isZero()) {
    const start = s.map((value) => value.toNumber());
    return { kind: 'degenerate', u: Rational.zero, foot: start, closest: start };
  }
  const u = dot(v, w).div(lengthSquared);
  const kind = u.sign() < 0 ? 'before' : u.gt(Rational.one) ? 'after' : 'on-segment';
  const clamped = kind === 'before' ? Rational.zero : kind === 'after' ? Rational.one : u;
  return { kind, u, foot: at(u), closest: at(clamped) };
}

function dot(a: Rational[], b: Rational[]): Rational {
  return a.reduce((sum, value, i) => sum.add(value.mul(b[i]!)), Rational.zero);
}
