/**
 * An SVG path through sampled points, broken where a point is not finite: d3-shape's linear
 * `line()` with `defined(finite)`, in one place, so the plots and the quadratic's curve draw the
 * same way. (d3 computes, React renders: callers put the string in a `<path d>`.)
 */
import { line } from 'd3-shape';

type XY = readonly [number, number];

const finiteLine = line<XY>().defined(([x, y]) => Number.isFinite(x) && Number.isFinite(y));

export function polylinePath(points: readonly XY[]): string {
  return finiteLine(points) ?? '';
}
