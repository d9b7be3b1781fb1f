/**
 * What a plot of a moving body's gap to an obstacle draws: the squared distance from a point
 * moving by `velocity` over the step to a still point or segment, minus the squared radius, so
 * that it crosses zero where a circle of that radius touches (and, for a segment, the same to its
 * whole line). Pure; floats, for drawing only: the figure's algorithm decides every case.
 */
import type { Point } from '../point';

const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;
const minus = (a: Point, b: Point) => ({ x: a.x - b.x, y: a.y - b.y });
const at = (center: Point, velocity: Point, t: number) => ({
  x: center.x + t * velocity.x,
  y: center.y + t * velocity.y,
});

/** |center + t·velocity − q|² − radius², as a function of t. */
export function gapToPoint(center: Point, velocity: Point, q: Point, radius: number) {
  return (t: number) => {
    const w = minus(at(center, velocity, t), q);
    return dot(w, w) - radius * radius;
  };
}

/**
 * The squared distance to the segment a–b minus radius² (`f`), and to its whole line (`line`):
 * the capsule's sides alone, which the caps round off.
 */
export function gapToSegment(center: Point, velocity: Point, a: Point, b: Point, radius: number) {
  const e = minus(b, a);
  const ee = dot(e, e);
  const rr = radius * radius;
  const f = (t: number) => {
    const w = minus(at(center, velocity, t), a);
    const s = Math.min(1, Math.max(0, dot(w, e) / ee));
    const away = minus(w, { x: s * e.x, y: s * e.y });
    return dot(away, away) - rr;
  };
  const line = (t: number) => {
    const w = minus(at(center, velocity, t), a);
    return (e.x * w.y - e.y * w.x) ** 2 / ee - rr;
  };
  return { f, line };
}

/**
 * The gap of a time of impact reduced to a point (`ImpactProblem`, impact-derivation.ts): to the
 * disk around `q`, or to the capsule with its line as `line`.
 */
export function impactGap(problem: {
  readonly center: Point;
  readonly velocity: Point;
  readonly radius: number;
  readonly q: Point;
  readonly segment: { readonly a: Point; readonly b: Point } | null;
}): { readonly f: (t: number) => number; readonly line?: ((t: number) => number) | undefined } {
  const { center, velocity, radius, q, segment } = problem;
  if (segment === null) return { f: gapToPoint(center, velocity, q, radius) };
  return gapToSegment(center, velocity, segment.a, segment.b, radius);
}
