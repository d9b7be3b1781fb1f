/**
 * The graph of y = f(x) across the whole view of the enclosing Stage (an unrotated frame: it
 * reads the x and y scales). Decorative.
 */
import { clamp } from './point';
import { polylinePath } from './polyline';
import { useStage } from './Stage';

export type FunctionGraphProps = {
  /** The function; a value that is not a number leaves a gap. */
  readonly f: (x: number) => number;
  /** Intervals sampled across the view's x range (one more point than this). */
  readonly samples?: number;
  /** Stroke and the rest of its look (e.g. a figure's `qr-curve`). */
  readonly className?: string;
};

/**
 * Values far off the view are pinned a view's height beyond its edges, which the drawing clips:
 * the SVG never holds coordinates in the millions, and no clip path of its own makes each change
 * repaint the whole view. Give it a memoised parent: it samples on every render.
 */
export function FunctionGraph({ f, samples = 240, className }: FunctionGraphProps) {
  const { box, height, x, y } = useStage();
  const points = Array.from({ length: samples + 1 }, (_, i) => {
    const v = box.xMin + ((box.xMax - box.xMin) * i) / samples;
    return [x(v), clamp(y(f(v)), -height, 2 * height)] as const;
  });
  return <path className={className} d={polylinePath(points)} aria-hidden="true" />;
}
