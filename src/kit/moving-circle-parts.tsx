/**
 * A moving circle's scene against its obstacle, composed from the moving circle's pieces
 * (moving-circle.tsx): the circle with its sweep, its contact and where it is now; a capsule
 * obstacle (a segment grown by the radius) with the part that is hit; a second moving circle as
 * the obstacle; and the handles of a circle kept in three state fields. Pictures and pointer
 * wiring only; the figure's rules place every value (moving-circle-state.ts).
 */
import type { ReactNode } from 'react';
import { Capsule, Circle } from './bodies';
import type { MoveIntent } from './gesture';
import { along, CircleBody, ImpactMarks, MovingCircleHandles, SweptCircle } from './moving-circle';
import type { MovingCircleHandlesProps } from './moving-circle';
import type { CircleKeys, MovingCircleValue } from './moving-circle-state';
import type { Point } from './point';
import { MotionPath, Segment } from './shapes';

/**
 * The first contact of a time of impact (a result as the core gives it): when, where on the
 * obstacle, and the normal there; all three undefined for a miss.
 */
export type Impact = {
  readonly t?: number | undefined;
  readonly point?: Point | undefined;
  readonly normal?: Point | undefined;
};

export type ImpactingCircleProps = {
  readonly circle: MovingCircleValue;
  /** The time shown, in [0, 1]. */
  readonly t: number;
  /** The first contact; a miss has none. */
  readonly impact: Impact;
  readonly color: string;
  /** The sweep's and the body's fill (a faint tint of `color`). */
  readonly fill: string;
  /** The contact's colour: the ghost at the impact, the contact point and the normal. */
  readonly contactColor: string;
  /** False: no sweep and no body (another layer draws the motion, e.g. a slide). */
  readonly moving: boolean;
  /** A second radius drawn dotted in the body (its own radius in a grown, relative view), or null. */
  readonly inner: number | null;
  /** Drawn over the sweep and under the contact (another reading's ghost). */
  readonly children?: ReactNode;
};

/** The sweep over the step, the ghost at the first contact with its normal, and the body at t. */
export function ImpactingCircle(props: ImpactingCircleProps) {
  const { circle, t, impact, color, fill, contactColor, moving, inner } = props;
  const { center, radius, velocity } = circle;
  const { t: hitT, point: contact, normal } = impact;
  return (
    <>
      {moving && <SweptCircle {...{ center, velocity, radius, color, fill }} />}
      {props.children}
      {hitT !== undefined && contact !== undefined && normal !== undefined && (
        <ImpactMarks
          center={along(center, velocity, hitT)}
          {...{ radius, contact, normal, color: contactColor }}
        />
      )}
      {moving && <CircleBody at={along(center, velocity, t)} {...{ radius, color, fill, inner }} />}
    </>
  );
}

export type CapsuleObstacleProps = {
  /** The segment's ends. */
  readonly a: Point;
  readonly b: Point;
  /** The moving circle's radius: the capsule is the segment grown by it. */
  readonly radius: number;
  /** The part hit: `side` (with `normal`, the side facing the circle), `cap-a` or `cap-b`. */
  readonly feature?: string | undefined;
  readonly normal?: Point | undefined;
  readonly color: string;
  readonly fill: string;
  readonly contactColor: string;
};

/** A segment, the capsule its centre-point problem grows it into, and the part that is hit. */
export function CapsuleObstacle(props: CapsuleObstacleProps) {
  const { a, b, radius, feature, normal, color, contactColor } = props;
  return (
    <>
      <Capsule from={a} to={b} radius={radius} color={color} fill={props.fill} width={1} />
      <Segment from={a} to={b} color={color} width={4} />
      {feature === 'side' && normal !== undefined && (
        <Segment
          from={along(a, normal, radius)}
          to={along(b, normal, radius)}
          color={contactColor}
          width={4}
        />
      )}
      {feature !== undefined && feature !== 'side' && (
        <Circle
          center={feature === 'cap-a' ? a : b}
          radius={radius}
          color={contactColor}
          width={3}
        />
      )}
    </>
  );
}

export type CircleObstacleProps = {
  readonly circle: MovingCircleValue;
  readonly t: number;
  /** The time of the first contact: a dashed ghost there. */
  readonly impactT: number | undefined;
  readonly color: string;
};

/** A second moving circle as the obstacle: its centre's path, itself at t, its ghost at impact. */
export function CircleObstacle({ circle, t, impactT, color }: CircleObstacleProps) {
  const { center, radius, velocity } = circle;
  return (
    <>
      <MotionPath from={center} to={along(center, velocity, 1)} color={color} />
      <Circle center={along(center, velocity, t)} radius={radius} color={color} width={3} />
      {impactT !== undefined && (
        <Circle
          center={along(center, velocity, impactT)}
          {...{ radius, color, width: 1.5, stroke: 'dashed' }}
        />
      )}
    </>
  );
}

type Move<K, W> = (key: K, wanted: W, intent: MoveIntent) => void;

export type CircleFieldHandlesProps<C extends string, R extends string, V extends string> = Omit<
  MovingCircleHandlesProps,
  'center' | 'radius' | 'velocity' | 'onCenter' | 'onRadius' | 'onVelocity'
> & {
  /** The state's fields of the circle: centre, radius, velocity. */
  readonly keys: CircleKeys<C, R, V>;
  readonly circle: MovingCircleValue;
  /** Each move with its field's key (`useHandleMover` makes these from pure move rules). */
  readonly onCenter: Move<C, Point>;
  readonly onRadius: Move<R, number>;
  /** `wanted` is the velocity vector the tip asks for. */
  readonly onVelocity: Move<V, Point>;
};

/** `MovingCircleHandles` for a circle kept in three state fields, moved by their keys. */
export function CircleFieldHandles<C extends string, R extends string, V extends string>(
  props: CircleFieldHandlesProps<C, R, V>,
) {
  const { keys, onCenter, onRadius, onVelocity } = props;
  return (
    <MovingCircleHandles
      {...props}
      {...props.circle}
      onCenter={(wanted, intent) => onCenter(keys[0], wanted, intent)}
      onRadius={(wanted, intent) => onRadius(keys[1], wanted, intent)}
      onVelocity={(wanted, intent) => onVelocity(keys[2], wanted, intent)}
    />
  );
}
