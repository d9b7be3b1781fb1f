/**
 * Pieces of a geometric construction that several figures draw: a named bar (a length along or
 * across a line, its name at its middle), a point's projection onto a line as two such bars, the
 * unit frame of a direction (the arrows along it and across it, named) and a shaded area.
 * Decorative like every shape; the numbers belong in the figure's table.
 */
import type { Point } from './point';
import {
  Arrow,
  Label,
  Polygon,
  Segment,
  type LabelProps,
  type SegmentProps,
  type StrokeStyle,
} from './shapes';
import { addPoints, alongVector, midpoint, unitFrame } from './vectors';

export type NamedBarProps = SegmentProps & {
  /** The bar's name, written at its middle in its colour. */
  readonly name: string;
  /** The name's offset from the middle, viewBox units (right of it by default). */
  readonly offset?: readonly [number, number];
  readonly anchor?: LabelProps['anchor'];
};

/** A segment with its name at its middle: a projection's length, a distance, a radius. */
export function NamedBar({ name, offset = [8, 4], anchor = 'start', ...bar }: NamedBarProps) {
  return (
    <>
      <Segment {...bar} />
      <Label at={midpoint(bar.from, bar.to)} offset={offset} anchor={anchor} color={bar.color}>
        {name}
      </Label>
    </>
  );
}

export type UnitFrameArrowsProps = {
  /** Where both arrows start (a ray's origin). */
  readonly at: Point;
  /** The direction, any length but zero (a zero one draws nothing: it has no frame). */
  readonly direction: Point;
  /** The names of the unit vector along it and of the one across it (a quarter turn left). */
  readonly names: readonly [string, string];
  readonly colors: readonly [string, string];
};

/** The unit vectors along a direction and across it, drawn from a point with their names. */
export function UnitFrameArrows({ at, direction, names, colors }: UnitFrameArrowsProps) {
  if (direction.x === 0 && direction.y === 0) return null;
  const { along, across } = unitFrame(direction);
  return (
    <>
      <Arrow from={at} vector={along} color={colors[0]} width={2.5} />
      <Arrow from={at} vector={across} color={colors[1]} width={2} />
      <Label at={addPoints(at, along)} offset={[4, -6]} color={colors[0]}>
        {names[0]}
      </Label>
      <Label at={addPoints(at, across)} offset={[4, -4]} color={colors[1]}>
        {names[1]}
      </Label>
    </>
  );
}

/** A bar's looks: its name, colour and width, and where its name goes. */
export type BarStyle = Omit<NamedBarProps, 'from' | 'to' | 'stroke'>;

export type ProjectionBarsProps = {
  /** Where distances along the line start (a ray's origin, the point s). */
  readonly origin: Point;
  /** The line's direction, any length but zero. */
  readonly direction: Point;
  /** The signed distance from `origin` to the foot along the unit direction (the core's number). */
  readonly distance: number;
  /** The projected point. */
  readonly point: Point;
  /**
   * How far across the line (math units, left of the direction) the bar along it is drawn, so
   * the line beneath stays visible; bars of several points take different amounts.
   */
  readonly nudge: number;
  readonly stroke?: StrokeStyle | undefined;
  /** The bar along the line, from the origin to the foot; its name centred below it by default. */
  readonly along: BarStyle;
  /** The bar across it, from the foot to the point. */
  readonly across: BarStyle;
};

/** A point's projection onto a line: the distance along it to the foot, and from there across. */
export function ProjectionBars(props: ProjectionBarsProps) {
  const { origin, direction, distance, point, nudge, stroke, along, across } = props;
  const frame = unitFrame(direction);
  const foot = alongVector(origin, frame.along, distance);
  return (
    <>
      <NamedBar
        anchor="middle"
        offset={[0, 16]}
        {...along}
        from={alongVector(origin, frame.across, nudge)}
        to={alongVector(foot, frame.across, nudge)}
        stroke={stroke}
      />
      <NamedBar {...across} from={foot} to={point} stroke={stroke} />
    </>
  );
}

export type ShadedAreaProps = {
  /** The corners in order (a triangle, a parallelogram). */
  readonly points: readonly Point[];
  readonly color: string;
};

/** A lightly shaded polygon of a construction, thinly outlined in the same colour. */
export function ShadedArea({ points, color }: ShadedAreaProps) {
  return <Polygon points={points} color={color} width={1} fill={color} fillOpacity={0.15} />;
}
