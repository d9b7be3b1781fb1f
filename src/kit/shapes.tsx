/**
 * Shapes drawn in math coordinates: point, segment, ray, line, arrow, the path of a moving
 * endpoint, ghosts of a moving shape, and labels (circles, capsules and rectangles: bodies.tsx). Each reads the transform from
 * the Stage, takes its colour as a CSS value (a `--fig-*` variable) and is decorative for assistive
 * technology: the figure says in words (case label, handle names) what the shapes show.
 */
import type { ReactNode } from 'react';
import { textShade } from './palette';
import { point, type Point } from './point';
import { useStage } from './Stage';

/** Line styles shared by the shapes; dash patterns keep shapes apart in greyscale print. */
export type StrokeStyle = 'solid' | 'dashed' | 'dotted';

const DASH: Readonly<Record<StrokeStyle, string | undefined>> = {
  solid: undefined,
  dashed: '7 5',
  dotted: '1.5 5',
};

export type Paint = {
  /** Stroke (and for points, fill) colour: a CSS value such as `var(--fig-blue)`. */
  readonly color: string;
  /** Line width in viewBox units. */
  readonly width?: number | undefined;
  /** Dash style. */
  readonly stroke?: StrokeStyle | undefined;
  /** 0..1. */
  readonly opacity?: number | undefined;
  /** Extra class for figure-specific styling. */
  readonly className?: string | undefined;
};

export function strokeProps({ color, width = 2.5, stroke = 'solid', opacity }: Paint) {
  return {
    stroke: color,
    strokeWidth: width,
    strokeDasharray: DASH[stroke],
    strokeLinecap: 'round' as const,
    opacity,
    fill: 'none',
  };
}

export type PointMarkProps = Paint & {
  /** Where the point is. */
  readonly at: Point;
  /** Radius in viewBox units. */
  readonly radius?: number;
  /** Hollow ring instead of a filled dot. */
  readonly hollow?: boolean;
};

/** A dot (or ring) at a point. */
export function PointMark({
  at,
  radius = 5,
  hollow = false,
  color,
  opacity,
  className,
  width = 2,
}: PointMarkProps) {
  const { toSvg } = useStage();
  const [cx, cy] = toSvg(at);
  return (
    <circle
      className={className}
      cx={cx}
      cy={cy}
      r={radius}
      fill={hollow ? 'var(--bg)' : color}
      stroke={color}
      strokeWidth={width}
      opacity={opacity}
      aria-hidden="true"
    />
  );
}

export type SegmentProps = Paint & {
  /** First endpoint. */
  readonly from: Point;
  /** Second endpoint. */
  readonly to: Point;
};

/** The segment between two points. */
export function Segment({ from, to, className, ...paint }: SegmentProps) {
  const { toSvg } = useStage();
  const [x1, y1] = toSvg(from);
  const [x2, y2] = toSvg(to);
  return (
    // One `d` instead of four coordinates: a drag step changes one attribute per segment.
    <path
      className={className}
      d={`M${x1},${y1}L${x2},${y2}`}
      {...strokeProps(paint)}
      aria-hidden="true"
    />
  );
}

export type PolygonProps = Paint & {
  /** The corners, in order; the outline closes back to the first. */
  readonly points: readonly Point[];
  /** Fill colour (a CSS value); none when absent. */
  readonly fill?: string | undefined;
  /** Opacity of the fill alone (the outline keeps `opacity`). */
  readonly fillOpacity?: number | undefined;
  readonly className?: string | undefined;
};

/** A closed polygon in math coordinates: an area to shade (a parallelogram, a slab, a region). */
export function Polygon({ points, fill, fillOpacity, className, ...paint }: PolygonProps) {
  const { toSvg } = useStage();
  const corners = points.map((corner) => toSvg(corner).join(',')).join(' ');
  return (
    <polygon
      className={className}
      points={corners}
      {...strokeProps(paint)}
      fill={fill ?? 'none'}
      fillOpacity={fillOpacity}
      strokeLinejoin="round"
      aria-hidden="true"
    />
  );
}

/** Where the ray from `origin` along `direction` leaves the box (or the origin for a zero direction). */
export function rayEnd(
  origin: Point,
  direction: Point,
  box: { xMin: number; xMax: number; yMin: number; yMax: number },
): Point {
  let far = Infinity;
  if (direction.x > 0) far = Math.min(far, (box.xMax - origin.x) / direction.x);
  if (direction.x < 0) far = Math.min(far, (box.xMin - origin.x) / direction.x);
  if (direction.y > 0) far = Math.min(far, (box.yMax - origin.y) / direction.y);
  if (direction.y < 0) far = Math.min(far, (box.yMin - origin.y) / direction.y);
  if (!Number.isFinite(far) || far < 0) return origin;
  return point(origin.x + direction.x * far, origin.y + direction.y * far);
}

export type RayProps = Paint & {
  /** Start of the ray. */
  readonly origin: Point;
  /** Direction (any length); drawn to the edge of the view. */
  readonly direction: Point;
};

/** A half-line from `origin`, clipped to the view. */
export function Ray({ origin, direction, className, ...paint }: RayProps) {
  const { box } = useStage();
  return (
    <Segment from={origin} to={rayEnd(origin, direction, box)} className={className} {...paint} />
  );
}

export type LineProps = Paint & {
  /** Two distinct points on the line; nothing is drawn when they coincide. */
  readonly through: readonly [Point, Point];
};

/** The whole line through two points, clipped to the view (e.g. a segment's carrier line). */
export function Line({ through, className, ...paint }: LineProps) {
  const { box } = useStage();
  const [a, b] = through;
  const direction = point(b.x - a.x, b.y - a.y);
  if (direction.x === 0 && direction.y === 0) return null;
  const back = point(-direction.x, -direction.y);
  return (
    <Segment
      from={rayEnd(a, back, box)}
      to={rayEnd(a, direction, box)}
      className={className}
      {...paint}
    />
  );
}

export type ArrowProps = Paint & {
  /** Tail of the arrow. */
  readonly from: Point;
  /** Displacement to the tip, in math units (e.g. a velocity over one step). */
  readonly vector: Point;
  /** Arrow-head length in viewBox units. */
  readonly headSize?: number;
};

/** An arrow for a velocity or a direction; a zero vector draws nothing. */
export function Arrow({ from, vector, headSize = 9, className, ...paint }: ArrowProps) {
  const { toSvg } = useStage();
  const [x1, y1] = toSvg(from);
  const [x2, y2] = toSvg(point(from.x + vector.x, from.y + vector.y));
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length < 1e-6) return null;
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  const size = Math.min(headSize, length * 0.6);
  const bx = x2 - ux * size;
  const by = y2 - uy * size;
  const head = `M${bx - uy * size * 0.55},${by + ux * size * 0.55}L${x2},${y2}L${bx + uy * size * 0.55},${by - ux * size * 0.55}`;
  const stroke = strokeProps(paint);
  return (
    <g className={className} aria-hidden="true" opacity={paint.opacity}>
      <path d={`M${x1},${y1}L${bx},${by}`} {...stroke} opacity={undefined} />
      <path
        d={`${head}Z`}
        fill={paint.color}
        stroke={paint.color}
        strokeWidth={1}
        strokeLinejoin="round"
      />
    </g>
  );
}

export type MotionPathProps = Paint & {
  /** Where the moving point is at t = 0. */
  readonly from: Point;
  /** Where it is at t = 1. */
  readonly to: Point;
  /** Draw an arrow head at the end, so the direction of time reads at a glance. */
  readonly arrow?: boolean;
};

/** The straight path of a linearly moving point over the step, dotted and with an arrow head. */
export function MotionPath({
  from,
  to,
  arrow = true,
  stroke = 'dotted',
  width = 2.5,
  ...paint
}: MotionPathProps) {
  const vector = point(to.x - from.x, to.y - from.y);
  if (vector.x === 0 && vector.y === 0) return null;
  return arrow ? (
    <Arrow from={from} vector={vector} stroke={stroke} width={width} headSize={8} {...paint} />
  ) : (
    <Segment from={from} to={to} stroke={stroke} width={width} {...paint} />
  );
}

export type GhostsProps = {
  /** The times at which to draw a faint copy (e.g. 0.25, 0.5, 0.75). */
  readonly times: readonly number[];
  /** Draws the shape at time t; called once per ghost. */
  readonly render: (t: number) => ReactNode;
  /** Opacity of each ghost. */
  readonly opacity?: number;
};

/** Faint copies of a moving shape along the step, so the motion reads in a still picture. */
export function Ghosts({ times, render, opacity = 0.28 }: GhostsProps) {
  return (
    <g className="kit-ghosts" opacity={opacity} aria-hidden="true">
      {times.map((t) => (
        <g key={t}>{render(t)}</g>
      ))}
    </g>
  );
}

export type LabelProps = {
  /** Anchor point in math coordinates. */
  readonly at: Point;
  /** Offset from the anchor in viewBox units. */
  readonly offset?: readonly [number, number];
  /**
   * Text colour (CSS), the ink colour by default; a palette colour too light for small text is
   * drawn in its text shade (`textShade`), so the label keeps its contrast.
   */
  readonly color?: string;
  /** Horizontal alignment. */
  readonly anchor?: 'start' | 'middle' | 'end';
  /** Extra class. */
  readonly className?: string;
  /** The text. */
  readonly children: ReactNode;
};

/** A text label near a point, with a halo in the background colour so it stays legible over lines. */
export function Label({
  at,
  offset = [8, -8],
  color = 'var(--fig-ink)',
  anchor = 'start',
  className,
  children,
}: LabelProps) {
  const { toSvg } = useStage();
  const [x, y] = toSvg(at);
  return (
    <text
      className={className === undefined ? 'kit-label' : `kit-label ${className}`}
      x={x + offset[0]}
      y={y + offset[1]}
      fill={textShade(color)}
      textAnchor={anchor}
      aria-hidden="true"
    >
      {children}
    </text>
  );
}
