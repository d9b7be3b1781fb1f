/**
 * A circle moving along a path that bends at contacts (a slide along walls, a bounce): the path's
 * legs with an arrow on the last, and the circle where it is at time t. Its own module, like
 * ./bent-path, so only a figure that draws a slide loads it.
 */
import { positionAlongPath } from './bent-path';
import { CircleBody } from './moving-circle';
import type { Point } from './point';
import { MotionPath } from './shapes';

export type BentMotionProps = {
  /** The centre at t = 0, at each contact of `times` and at t = 1. */
  readonly positions: readonly Point[];
  /** The contact times, ascending, in (0, 1]. */
  readonly times: readonly number[];
  /** The time shown. */
  readonly t: number;
  readonly radius: number;
  readonly color: string;
  /** The body's fill (a faint tint of `color`). */
  readonly fill: string;
};

export function BentMotion({ positions, times, t, radius, color, fill }: BentMotionProps) {
  return (
    <>
      {positions.slice(1).map((to, i) => (
        <MotionPath
          key={i}
          from={positions[i] ?? to}
          to={to}
          color={color}
          arrow={i === positions.length - 2}
        />
      ))}
      <CircleBody at={positionAlongPath(positions, times, t)} {...{ radius, color, fill }} />
    </>
  );
}
