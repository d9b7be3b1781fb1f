/**
 * Bodies drawn in math coordinates: circles, capsules and rectangles, correct under any frame
 * (unequal x and y scales, rotated or flipped `<Transform>` frames). Apart from shapes.tsx so
 * figures that draw none of them do not load them.
 */
import { clean, point, type Point } from './point';
import type { Affine } from './scale';
import { strokeProps, type Paint } from './shapes';
import { useStage } from './Stage';

/**
 * The ellipse that `m`'s linear part makes of the unit circle: semi-axes `rx` ≥ `ry` ≥ 0 and the
 * angle of the `rx` axis in degrees (as SVG's arc and `rotate()` take it). Closed-form 2×2
 * singular value decomposition, so unequal x and y scales, rotations and flips all draw a circle
 * of radius r as the ellipse it really is on screen.
 */
export function unitCircleImage(m: Affine): { rx: number; ry: number; angle: number } {
  const e = (m.a + m.d) / 2;
  const f = (m.a - m.d) / 2;
  const g = (m.b + m.c) / 2;
  const h = (m.b - m.c) / 2;
  const q = Math.hypot(e, h);
  const r = Math.hypot(f, g);
  const angle = (Math.atan2(h, e) + Math.atan2(g, f)) / 2;
  return { rx: q + r, ry: Math.abs(q - r), angle: clean((angle * 180) / Math.PI) };
}

export type CircleProps = Paint & {
  /** Centre. */
  readonly center: Point;
  /** Radius in math units. */
  readonly radius: number;
  /** Fill colour (CSS); none by default. */
  readonly fill?: string;
};

/**
 * The SVG path of a circle in math units as drawn through `matrix`: an ellipse whenever the x and
 * y scales differ (or the frame is rotated and stretched), a circle otherwise.
 */
export function circlePath(matrix: Affine, center: Point, radius: number): string {
  const { rx, ry, angle } = unitCircleImage(matrix);
  const r = Math.max(0, radius);
  const cx = matrix.a * center.x + matrix.c * center.y + matrix.e;
  const cy = matrix.b * center.x + matrix.d * center.y + matrix.f;
  const theta = (angle * Math.PI) / 180;
  // The two ends of the long axis; two half-ellipse arcs join them.
  const ux = Math.cos(theta) * rx * r;
  const uy = Math.sin(theta) * rx * r;
  const arc = `A${rx * r},${ry * r} ${angle} 1,0`;
  return `M${cx + ux},${cy + uy}${arc} ${cx - ux},${cy - uy}${arc} ${cx + ux},${cy + uy}Z`;
}

/** A circle of a radius in math units (an ellipse on screen when the axes' scales differ). */
export function Circle({ center, radius, fill = 'none', className, ...paint }: CircleProps) {
  const { matrix } = useStage();
  return (
    <path
      className={className}
      d={circlePath(matrix, center, radius)}
      {...strokeProps(paint)}
      fill={fill}
      aria-hidden="true"
    />
  );
}

export type CapsuleProps = Paint & {
  /** The core segment's endpoints. */
  readonly from: Point;
  readonly to: Point;
  /** Radius in math units (the segment grown by a disk). */
  readonly radius: number;
  /** Fill colour (CSS); none by default. */
  readonly fill?: string;
};

/**
 * The SVG path of a capsule drawn through `matrix`: two straight sides tangent to the end disks'
 * images (ellipses when the scales differ) and the two half-ellipses around the ends. The sides
 * touch each end ellipse where its tangent is parallel to the segment: for a normal n on screen,
 * at M·Mᵀ·n / |Mᵀ·n| from the end's centre (M the matrix's linear part, scaled by the radius).
 */
export function capsulePath(matrix: Affine, from: Point, to: Point, radius: number): string | null {
  const r = Math.max(0, radius);
  const x1 = matrix.a * from.x + matrix.c * from.y + matrix.e;
  const y1 = matrix.b * from.x + matrix.d * from.y + matrix.f;
  const x2 = matrix.a * to.x + matrix.c * to.y + matrix.e;
  const y2 = matrix.b * to.x + matrix.d * to.y + matrix.f;
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length < 1e-9) return null;
  const nx = -(y2 - y1) / length;
  const ny = (x2 - x1) / length;
  // Mᵀ·n, then M·(Mᵀ·n) / |Mᵀ·n|, all times r.
  const tx = matrix.a * nx + matrix.b * ny;
  const ty = matrix.c * nx + matrix.d * ny;
  const norm = Math.hypot(tx, ty);
  if (norm === 0) return null;
  const ox = ((matrix.a * tx + matrix.c * ty) / norm) * r;
  const oy = ((matrix.b * tx + matrix.d * ty) / norm) * r;
  const { rx, ry, angle } = unitCircleImage(matrix);
  // From p + o round to p − o the end cap turns away from the other end: with o on the side of
  // n = (−dy, dx) on screen (y down), that is counter-clockwise on screen, sweep flag 0.
  const arc = `A${rx * r},${ry * r} ${angle} 0,0`;
  return (
    `M${x1 + ox},${y1 + oy}L${x2 + ox},${y2 + oy}${arc} ${x2 - ox},${y2 - oy}` +
    `L${x1 - ox},${y1 - oy}${arc} ${x1 + ox},${y1 + oy}Z`
  );
}

/** A capsule: every point within `radius` of a segment (the Minkowski sum of the segment and a disk). */
export function Capsule({ from, to, radius, fill = 'none', className, ...paint }: CapsuleProps) {
  const { matrix } = useStage();
  const d = capsulePath(matrix, from, to, radius);
  if (d === null)
    return <Circle center={from} radius={radius} fill={fill} className={className} {...paint} />;
  return (
    <path className={className} d={d} {...strokeProps(paint)} fill={fill} aria-hidden="true" />
  );
}

export type RectangleProps = Paint & {
  /** The closed axis-aligned box in math coordinates. */
  readonly box: {
    readonly xMin: number;
    readonly yMin: number;
    readonly xMax: number;
    readonly yMax: number;
  };
  /** Fill colour (CSS); none by default. */
  readonly fill?: string;
};

/** An axis-aligned rectangle (degenerate boxes draw as a line or a point); a parallelogram in a rotated or sheared frame. */
export function Rectangle({ box, fill = 'none', className, ...paint }: RectangleProps) {
  const { toSvg } = useStage();
  const corners = [
    toSvg(point(box.xMin, box.yMin)),
    toSvg(point(box.xMax, box.yMin)),
    toSvg(point(box.xMax, box.yMax)),
    toSvg(point(box.xMin, box.yMax)),
  ];
  const d = `M${corners.map(([x, y]) => `${x},${y}`).join('L')}Z`;
  return (
    <path
      className={className}
      d={d}
      {...strokeProps(paint)}
      strokeLinejoin="miter"
      fill={fill}
      aria-hidden="true"
    />
  );
}
