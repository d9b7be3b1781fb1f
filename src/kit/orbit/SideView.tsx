/**
 * A small orthographic side view of a 3D scene — from the top (x, y) or the front (x, z) — for a
 * reader who prefers flat views to orbiting: the scene's points as 2D handles on a grid, its balls
 * as circles and its segments as segments. A drag or an arrow key moves a point within the view's
 * plane and keeps its third coordinate.
 */
import { useCallback } from 'react';
import { Circle } from '../bodies';
import type { MarkerShape } from '../Handle';
import type { MoveIntent } from '../gesture';
import { Axes, Grid } from '../Grid';
import { AxisLine } from '../guides';
import { DecorLayer, HandleLayer } from '../layers';
import { point, type Point } from '../point';
import { PointHandles } from '../PointHandles';
import { Segment } from '../shapes';
import { Stage } from '../Stage';
import { point3, type Point3 } from './projection';

export type SideViewProps<K extends string> = {
  /** `top` looks down z (x right, y up); `front` looks along +y (x right, z up). */
  readonly plane: 'top' | 'front';
  /** The view shows [−extent, extent] on both axes. */
  readonly extent: number;
  readonly points: readonly {
    readonly key: K;
    readonly label: string;
    readonly at: Point3;
    readonly color: string;
    readonly shape: MarkerShape;
  }[];
  readonly balls?: readonly {
    readonly center: Point3;
    readonly radius: number;
    readonly color: string;
  }[];
  readonly segments?: readonly {
    readonly from: Point3;
    readonly to: Point3;
    readonly color: string;
  }[];
  readonly step: number;
  /** The orbit view's floor height: the front view draws it as the line z = floor. */
  readonly floor?: number | undefined;
  readonly onMove: (key: K, wanted: Point3, intent: MoveIntent) => void;
};

export function SideView<K extends string>({
  plane,
  extent,
  points,
  balls = [],
  segments = [],
  step,
  floor,
  onMove,
}: SideViewProps<K>) {
  const flat = (p: Point3): Point => (plane === 'top' ? point(p.x, p.y) : point(p.x, p.z));
  const onFlatMove = useCallback(
    (key: K, wanted: Point, intent: MoveIntent) => {
      const at = points.find((p) => p.key === key)?.at ?? point3(0, 0, 0);
      onMove(
        key,
        plane === 'top' ? point3(wanted.x, wanted.y, at.z) : point3(wanted.x, at.y, wanted.y),
        intent,
      );
    },
    [points, plane, onMove],
  );
  const words = plane === 'top' ? 'from the top' : 'from the front';
  return (
    <Stage
      xDomain={[-extent, extent]}
      yDomain={[-extent, extent]}
      width={220}
      height={220}
      label={`The scene ${words}`}
      className="kit-side-view"
    >
      <DecorLayer>
        <Grid step={step * 2} />
        <Axes labelStep={extent} yName={plane === 'top' ? 'y' : 'z'} />
        {plane === 'front' && floor !== undefined && (
          <AxisLine
            axis="y"
            at={floor}
            label="floor"
            color="var(--fig-muted)"
            width={1}
            stroke="dashed"
          />
        )}
        {balls.map((ball, i) => (
          <Circle
            key={i}
            center={flat(ball.center)}
            radius={Math.max(0, ball.radius)}
            color={ball.color}
            width={1.5}
          />
        ))}
        {segments.map((segment, i) => (
          <Segment
            key={i}
            from={flat(segment.from)}
            to={flat(segment.to)}
            color={segment.color}
            width={2}
          />
        ))}
      </DecorLayer>
      <HandleLayer>
        <PointHandles
          step={step}
          onMove={onFlatMove}
          handles={points.map(({ key, label, at, color, shape }) => ({
            key,
            label,
            at: flat(at),
            color,
            shape,
            labelOffset: [8, -8],
            description: words,
          }))}
        />
      </HandleLayer>
    </Stage>
  );
}
