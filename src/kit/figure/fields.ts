/**
 * State rules most figures share, pure: permalink fields for named points, the constraint of a
 * point handle in a view (snapped or free), moving one point through it, and a time in [0, 1].
 * Each returns the same state object when nothing changes, so a pointer move that lands where the
 * point already was re-renders nothing.
 */
import type { FieldCodec } from '../permalink';
import {
  clampToBox,
  compose,
  point,
  snapToGrid,
  type Box,
  type Constraint,
  type Point,
} from '../point';

/** One codec per named point: `fields: { ...pointFields(['p0', 'p1'], pointCodec(1024)), t }`. */
export function pointFields<K extends string>(
  keys: readonly K[],
  codec: FieldCodec<Point>,
): Record<K, FieldCodec<Point>> {
  return Object.fromEntries(keys.map((key) => [key, codec])) as Record<K, FieldCodec<Point>>;
}

/**
 * Where a point handle may go in a view: on the grid and on grid lines inside the view when
 * snapping (a view edge at 6.5 keeps snapped points at 6), else anywhere in the view, rounded to
 * three decimals (plenty for a picture, and short URLs).
 */
export function viewConstraint(view: Box, step: number, snap: boolean): Constraint {
  if (!snap) {
    return compose(clampToBox(view), (p) => point(Number(p.x.toFixed(3)), Number(p.y.toFixed(3))));
  }
  const inward = (v: number, round: (x: number) => number) => round(v / step) * step;
  const grid = {
    xMin: inward(view.xMin, Math.ceil),
    xMax: inward(view.xMax, Math.floor),
    yMin: inward(view.yMin, Math.ceil),
    yMax: inward(view.yMax, Math.floor),
  };
  return compose(snapToGrid(step), clampToBox(grid));
}

/** The state with one point moved through `constrain`; the same state when it stays put. */
export function movePoint<S extends Readonly<Record<K, Point>>, K extends string>(
  state: S,
  key: K,
  wanted: Point,
  constrain: Constraint,
): S {
  const placed = constrain(wanted);
  const current = state[key];
  return placed.x === current.x && placed.y === current.y ? state : { ...state, [key]: placed };
}

/** The state with its time `t` set, clamped to the step [0, 1]; the same state when unchanged. */
export function withTime<S extends { readonly t: number }>(state: S, t: number): S {
  if (!Number.isFinite(t)) return state;
  const clamped = Math.min(1, Math.max(0, t));
  return clamped === state.t ? state : { ...state, t: clamped };
}
