/**
 * Stage: an SVG in math coordinates (x right, y up) and the one place the coordinate transform
 * lives. Every layer inside reads the transform from context, so a figure never converts by hand
 * and two layers can never disagree about where (1, 2) is.
 *
 * The SVG has a fixed viewBox and scales with its container (width 100%), so the same picture is
 * drawn on the server and on a phone; pointer positions are converted back through the SVG's
 * current screen matrix, which already accounts for that scaling, zoom and scrolling.
 */
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { point, type Box, type Point } from './point';
import { applyAffine, invertAffine, linearScale, type Affine, type LinearScale } from './scale';

export type StageTransform = {
  /**
   * Math x → SVG x (viewBox units). Exact for the Stage and for unrotated `<Transform>` frames;
   * inside a rotated frame use `toSvg` (every kit shape does).
   */
  readonly x: LinearScale;
  /** Math y → SVG y; the range is flipped so y points up (same caveat as `x`). */
  readonly y: LinearScale;
  /** This frame's math → viewBox map (the Stage's, composed with every enclosing `<Transform>`). */
  readonly matrix: Affine;
  /** The visible math region, in this frame's coordinates (its bounding box when rotated). */
  readonly box: Box;
  /** The viewBox size. */
  readonly width: number;
  readonly height: number;
  /** Viewbox units per math unit along x (for sizes given in math units, e.g. radii). */
  readonly unitX: number;
  /** Viewbox units per math unit along y. */
  readonly unitY: number;
  /** A point in math coordinates → `[svgX, svgY]`. */
  readonly toSvg: (p: Point) => readonly [number, number];
  /** A viewBox position → math coordinates of this frame (the centre for a singular frame). */
  readonly fromSvg: (svgX: number, svgY: number) => Point;
  /** A pointer event's client position → math coordinates (NaN-free: falls back to the box centre). */
  readonly clientToMath: (clientX: number, clientY: number) => Point;
};

const StageContext = createContext<StageTransform | null>(null);

/** Provides a frame's transform to the layers inside (the Stage's own, or a nested frame's). */
export const FrameProvider = StageContext.Provider;

/** The transform of the enclosing Stage. Layers call this; using one outside a Stage is a bug. */
export function useStage(): StageTransform {
  const stage = useContext(StageContext);
  if (stage === null) throw new Error('useStage: this layer must be inside a <Stage>');
  return stage;
}

export type StageProps = {
  /** The math x range shown, left to right. */
  readonly xDomain: readonly [number, number];
  /** The math y range shown, bottom to top. */
  readonly yDomain: readonly [number, number];
  /** ViewBox width in SVG units; the rendered size follows the container. */
  readonly width: number;
  /** ViewBox height in SVG units. */
  readonly height: number;
  /** Blank border (viewBox units) around the plotted region, for tick labels. */
  readonly margin?: {
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
    readonly left: number;
  };
  /** Accessible name of the drawing (the SVG is a group, so its handles stay reachable). */
  readonly label: string;
  /** Extra class on the <svg>. */
  readonly className?: string;
  /** The layers, drawn in order (later on top). */
  readonly children: ReactNode;
};

const NO_MARGIN = { top: 0, right: 0, bottom: 0, left: 0 } as const;

/** The viewBox position of a pointer event, through the SVG's current screen matrix. */
type ClientToSvg = (clientX: number, clientY: number) => readonly [number, number] | null;

/**
 * A frame's transform from its math → viewBox matrix, the visible box in its coordinates and the
 * root's client → viewBox conversion. Shared by the Stage and every nested `<Transform>`, so a
 * drag inside any frame maps back through the same inverse.
 */
export function frameTransform(
  matrix: Affine,
  box: Box,
  width: number,
  height: number,
  clientToSvg: ClientToSvg,
): StageTransform {
  const inverse = invertAffine(matrix);
  const centre = point((box.xMin + box.xMax) / 2, (box.yMin + box.yMax) / 2);
  const fromSvg = (svgX: number, svgY: number): Point => {
    if (inverse === null) return centre;
    const [mx, my] = applyAffine(inverse, svgX, svgY);
    return Number.isFinite(mx) && Number.isFinite(my) ? point(mx, my) : centre;
  };
  return {
    x: linearScale([0, 1], [matrix.e, matrix.a + matrix.e]),
    y: linearScale([0, 1], [matrix.f, matrix.d + matrix.f]),
    matrix,
    box,
    width,
    height,
    unitX: Math.hypot(matrix.a, matrix.b),
    unitY: Math.hypot(matrix.c, matrix.d),
    toSvg: (p) => applyAffine(matrix, p.x, p.y),
    fromSvg,
    clientToMath: (clientX, clientY) => {
      const local = clientToSvg(clientX, clientY);
      return local === null ? centre : fromSvg(local[0], local[1]);
    },
  };
}

/** Builds the transform without React, for tests and for static thumbnails. */
export function makeTransform(
  xDomain: readonly [number, number],
  yDomain: readonly [number, number],
  width: number,
  height: number,
  margin: StageProps['margin'] = NO_MARGIN,
  svg: () => SVGSVGElement | null = () => null,
): StageTransform {
  const x = linearScale(xDomain, [margin.left, width - margin.right]);
  const y = linearScale(yDomain, [height - margin.bottom, margin.top]);
  const box: Box = { xMin: xDomain[0], xMax: xDomain[1], yMin: yDomain[0], yMax: yDomain[1] };
  // x(v) = x(0) + v·(x(1) − x(0)), and the same for y: the scales as one affine map.
  const matrix: Affine = { a: x(1) - x(0), b: 0, c: 0, d: y(1) - y(0), e: x(0), f: y(0) };
  const clientToSvg: ClientToSvg = (clientX, clientY) => {
    const element = svg();
    const screen = element?.getScreenCTM();
    if (!element || !screen) return null;
    const local = new DOMPoint(clientX, clientY).matrixTransform(screen.inverse());
    return [local.x, local.y];
  };
  return { ...frameTransform(matrix, box, width, height, clientToSvg), x, y };
}

/** The SVG and its transform context. */
export function Stage({
  xDomain,
  yDomain,
  width,
  height,
  margin = NO_MARGIN,
  label,
  className,
  children,
}: StageProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const getSvg = useCallback(() => svgRef.current, []);
  const [x0, x1] = xDomain;
  const [y0, y1] = yDomain;
  const { top, right, bottom, left } = margin;
  // `getSvg` reads the ref only when a pointer event asks for a position, never during render: the
  // memoised transform stays valid when the <svg> element is created or replaced.
  const transform = useMemo(
    () => makeTransform([x0, x1], [y0, y1], width, height, { top, right, bottom, left }, getSvg),
    [x0, x1, y0, y1, width, height, top, right, bottom, left, getSvg],
  );
  return (
    <svg
      ref={svgRef}
      className={className === undefined ? 'kit-stage' : `kit-stage ${className}`}
      viewBox={`0 0 ${width} ${height}`}
      role="group"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
    >
      <StageContext.Provider value={transform}>{children}</StageContext.Provider>
    </svg>
  );
}
