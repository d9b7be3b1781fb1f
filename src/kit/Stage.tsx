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
import { linearScale, type LinearScale } from './scale';

export type StageTransform = {
  /** Math x → SVG x (viewBox units). */
  readonly x: LinearScale;
  /** Math y → SVG y; the range is flipped so y points up. */
  readonly y: LinearScale;
  /** The visible math region. */
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
  /** A pointer event's client position → math coordinates (NaN-free: falls back to the box centre). */
  readonly clientToMath: (clientX: number, clientY: number) => Point;
};

const StageContext = createContext<StageTransform | null>(null);

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
  const centre = point((box.xMin + box.xMax) / 2, (box.yMin + box.yMax) / 2);
  return {
    x,
    y,
    box,
    width,
    height,
    unitX: Math.abs(x(1) - x(0)),
    unitY: Math.abs(y(1) - y(0)),
    toSvg: (p) => [x(p.x), y(p.y)],
    clientToMath: (clientX, clientY) => {
      const element = svg();
      const matrix = element?.getScreenCTM();
      if (!element || !matrix) return centre;
      const local = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
      const result = point(x.invert(local.x), y.invert(local.y));
      return Number.isFinite(result.x) && Number.isFinite(result.y) ? result : centre;
    },
  };
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
