/**
 * A moving circle held in a figure's state as three fields (centre, radius, velocity over the
 * step), pure: reading it out in the shape the kit's pieces and the geometry core take, writing one
 * back (a preset), the relative frame of two, and the rules its handles' moves go through. The
 * handles themselves are `CircleFieldHandles` (moving-circle-parts.tsx).
 */
import { clamp, point, snapValue, type Constraint, type Point } from './point';

/** A circle whose centre moves from `center` to `center + velocity` over the step. */
export type MovingCircleValue = {
  readonly center: Point;
  readonly radius: number;
  readonly velocity: Point;
};

/** The state's field names of one moving circle: centre, radius, velocity (`['p', 'r', 'v']`). */
export type CircleKeys<C extends string, R extends string, V extends string> = readonly [C, R, V];

/** The circle that the fields `keys` of `state` hold. */
export function movingCircleOf<C extends string, R extends string, V extends string>(
  state: Readonly<Record<C | V, Point> & Record<R, number>>,
  [c, r, v]: CircleKeys<C, R, V>,
): MovingCircleValue {
  return { center: state[c], radius: state[r], velocity: state[v] };
}

/** The fields `keys` holding `circle`, to spread over a state (a preset's input loaded). */
export function circleFields<C extends string, R extends string, V extends string>(
  [c, r, v]: CircleKeys<C, R, V>,
  circle: MovingCircleValue,
) {
  return { [c]: circle.center, [r]: circle.radius, [v]: circle.velocity } as Record<C | V, Point> &
    Record<R, number>;
}

/**
 * Circle `a` seen from circle `b` (the relative frame, `b` held still at its start): `a`'s centre
 * moving by `a.velocity − b.velocity` with the radius `a.radius + b.radius`, against `b`'s centre.
 */
export function relativeCircle(a: MovingCircleValue, b: MovingCircleValue): MovingCircleValue {
  const velocity = point(a.velocity.x - b.velocity.x, a.velocity.y - b.velocity.y);
  return { center: a.center, radius: a.radius + b.radius, velocity };
}

/** A velocity from its wanted vector: the tip `from + vector` placed like a point by `place`. */
export function placeTip(from: Point, wanted: Point, place: Constraint): Point {
  const tip = place(point(from.x + wanted.x, from.y + wanted.y));
  return point(tip.x - from.x, tip.y - from.y);
}

/** A wanted radius on multiples of `step` when snapped, else to three decimals; in [0, max]. */
export function placeRadius(wanted: number, snapped: boolean, step: number, max: number) {
  return clamp(snapped ? snapValue(wanted, step) : Number(wanted.toFixed(3)), 0, max);
}
