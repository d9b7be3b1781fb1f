/**
 * The numbers of the moving-circle figure's plot and derivation: the plotted distances and the
 * derivation's coefficients, each target as the point problem or the capsule. Pure; loaded with
 * the plot and the derivation (on-demand.ts).
 */
import type { Point } from '../../kit';
import type { ToiInput } from './state';

const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;
const cross = (a: Point, b: Point) => a.x * b.y - a.y * b.x;
const minus = (a: Point, b: Point) => ({ x: a.x - b.x, y: a.y - b.y });

/** Every target as the point problem or the capsule: centre, motion, radius and the obstacle. */
function problemOf(input: ToiInput) {
  if ('point' in input) return { ...input, q: input.point, segment: null };
  if ('center' in input) return { ...input, q: input.a, segment: { a: input.a, b: input.b } };
  const { a, b } = input;
  const velocity = minus(a.velocity, b.velocity);
  return { center: a.center, velocity, radius: a.radius + b.radius, q: b.center, segment: null };
}

/** The plotted function: squared distance to the obstacle minus r², and (segment) to its line. */
export function distanceFunctions(input: ToiInput) {
  const { center, velocity, radius, q, segment } = problemOf(input);
  const at = (t: number) => ({ x: center.x + t * velocity.x, y: center.y + t * velocity.y });
  const rr = radius * radius;
  if (segment === null) return { f: (t: number) => dot(minus(at(t), q), minus(at(t), q)) - rr };
  const e = minus(segment.b, segment.a);
  const ee = dot(e, e);
  const f = (t: number) => {
    const w = minus(at(t), segment.a);
    const s = Math.min(1, Math.max(0, dot(w, e) / ee));
    const away = minus(w, { x: s * e.x, y: s * e.y });
    return dot(away, away) - rr;
  };
  return { f, line: (t: number) => cross(e, minus(at(t), segment.a)) ** 2 / ee - rr };
}

/** The live derivation's numbers (derivation.tsx writes them out). */
export function derivationNumbers(input: ToiInput) {
  const { center, velocity, radius, q, segment } = problemOf(input);
  const w = minus(center, q);
  const e = segment === null ? q : minus(segment.b, segment.a);
  return {
    ...{ circles: 'a' in input && !('center' in input), point: segment === null },
    ...{ w, velocity, radius, e, reach: radius * Math.hypot(e.x, e.y) },
    ...{ a: dot(velocity, velocity), b: 2 * dot(velocity, w), c: dot(w, w) - radius * radius },
    ...{ h0: cross(e, w), hv: cross(e, velocity) },
  };
}
export type DerivationNumbers = ReturnType<typeof derivationNumbers>;
