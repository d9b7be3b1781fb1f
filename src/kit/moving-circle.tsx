/**
 * A circle moving linearly over a step (t from 0 to 1): its swept band, the circle at a time, the
 * contact at a time of impact and its handles (centre, radius knob, motion's tip); the position
 * along a path that bends at contacts is in ./bent-path. Pictures and pointer wiring only; the
 * owner's rules place every value. (No import of ./vectors: a chunk of its own on a page for two
 * lines.)
 */

import { Circle, Capsule } from './bodies';
import { Handle, type MarkerShape, type MoveIntent } from './Handle';
import { RadiusHandle, VelocityHandle } from './handles';
import { point, type Point } from './point';
import { Arrow, MotionPath, PointMark } from './shapes';

/** The point `p + k·v`: where a centre starting at `p` with motion `v` is at time `k`. */
export const along = (p: Point, v: Point, k: number) => point(p.x + k * v.x, p.y + k * v.y);

export type SweptCircleProps = {
  /** The centre at t = 0. */
  readonly center: Point;
  /** The motion over the step: the centre is at `center + t·velocity`. */
  readonly velocity: Point;
  readonly radius: number;
  readonly color: string;
  /** The band's fill (a faint tint of `color`). */
  readonly fill: string;
};

/** The band the circle sweeps over the step (dashed) and the centre's path with its arrow. */
export function SweptCircle({ center, velocity, radius, color, fill }: SweptCircleProps) {
  const end = along(center, velocity, 1);
  return (
    <>
      <Capsule
        from={center}
        to={end}
        radius={radius}
        color={color}
        fill={fill}
        width={1}
        stroke="dashed"
      />
      <MotionPath from={center} to={end} color={color} />
    </>
  );
}

export type CircleBodyProps = {
  readonly at: Point;
  readonly radius: number;
  readonly color: string;
  readonly fill: string;
  /** A second radius drawn dotted inside (the body's own radius in a grown, relative view). */
  readonly inner?: number | null | undefined;
};

/** The circle where it is now: filled, with its centre marked. */
export function CircleBody({ at, radius, color, fill, inner = null }: CircleBodyProps) {
  return (
    <>
      <Circle center={at} radius={radius} color={color} width={3} fill={fill} />
      {inner !== null && (
        <Circle center={at} radius={inner} color={color} width={1} stroke="dotted" />
      )}
      <PointMark at={at} radius={3.5} color={color} />
    </>
  );
}

export type ImpactMarksProps = {
  /** The centre at the time of impact (the ghost's centre). */
  readonly center: Point;
  readonly radius: number;
  /** The contact point and the unit normal there. */
  readonly contact: Point;
  readonly normal: Point;
  readonly color: string;
  /** Drawn length of the normal (math units). */
  readonly normalLength?: number;
};

/** The first contact: the circle's ghost (dashed), the contact point and the normal's arrow. */
export function ImpactMarks(props: ImpactMarksProps) {
  const { center, radius, contact, normal, color, normalLength = 1.5 } = props;
  return (
    <>
      <Circle center={center} radius={radius} color={color} width={2} stroke="dashed" />
      <PointMark at={contact} radius={5} color={color} />
      <Arrow
        from={contact}
        vector={point(normal.x * normalLength, normal.y * normalLength)}
        color={color}
        width={2.5}
      />
    </>
  );
}

export type MovingCircleHandlesProps = {
  /** The circle's name in labels: `P` gives `P`, `r`, `v`; any other `Q` gives `Q`, `rQ`, `vQ`. */
  readonly name: string;
  /** Whether the radius and velocity labels carry the name (`rQ`) or not (`r`). */
  readonly suffixed: boolean;
  readonly center: Point;
  readonly radius: number;
  readonly velocity: Point;
  readonly color: string;
  readonly shape?: MarkerShape;
  /** Grid step for arrow keys. */
  readonly step: number;
  readonly onCenter: (wanted: Point, intent: MoveIntent) => void;
  readonly onRadius: (wanted: number, intent: MoveIntent) => void;
  readonly onVelocity: (wanted: Point, intent: MoveIntent) => void;
};

/**
 * A moving circle's handles: the radius knob, the motion's tip, and the centre on top. When the
 * knob or the tip sits on the centre (radius 0, no motion) the centre is grabbed only near its
 * middle, so the others stay reachable.
 */
export function MovingCircleHandles(props: MovingCircleHandlesProps) {
  const { name, center, radius, velocity, color, step } = props;
  const suffix = props.suffixed ? name : '';
  const stacked = radius === 0 || (velocity.x === 0 && velocity.y === 0);
  return (
    <>
      <RadiusHandle
        label={`r${suffix}`}
        center={center}
        radius={radius}
        step={step}
        color={color}
        onMove={props.onRadius}
      />
      <VelocityHandle
        label={`v${suffix}`}
        from={center}
        vector={velocity}
        step={step}
        color={color}
        description={`motion of ${name} over the step`}
        onMove={props.onVelocity}
      />
      <Handle
        label={name}
        at={center}
        step={step}
        color={color}
        shape={props.shape ?? 'circle'}
        description={`centre of circle ${name} at t = 0`}
        hitRadius={stacked ? 11 : undefined}
        onMove={props.onCenter}
      />
    </>
  );
}
