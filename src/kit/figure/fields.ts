/**
 * State rules most figures share, pure: permalink fields for named points, moving one point
 * through a constraint (the usual one is `viewConstraint` in ../placement.ts), and a time in [0, 1].
 * Each returns the same state object when nothing changes, so a pointer move that lands where the
 * point already was re-renders nothing.
 */
import type { FieldCodec } from '../permalink';
import type { Constraint, Point } from '../point';

/** One codec per named point: `fields: { ...pointFields(['p0', 'p1'], pointCodec(1024)), t }`. */
export function pointFields<K extends string>(
  keys: readonly K[],
  codec: FieldCodec<Point>,
): Record<K, FieldCodec<Point>> {
  return Object.fromEntries(keys.map((key) => [key, codec])) as Record<K, FieldCodec<Point>>;
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
