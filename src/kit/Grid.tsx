/**
 * Grid and axes layers for a Stage. Separate components so a figure (or an article showing step k
 * of a construction) can leave either out.
 */
import { memo } from 'react';
import { formatNumber } from './format';
import { useStage, type StageTransform } from './Stage';

/** `M x0,y0 L x1,y1` between two math points of the frame (any frame: rotated, flipped). */
function segmentPath({ toSvg }: StageTransform, x0: number, y0: number, x1: number, y1: number) {
  const [ax, ay] = toSvg({ x: x0, y: y0 });
  const [bx, by] = toSvg({ x: x1, y: y1 });
  return `M${ax},${ay}L${bx},${by}`;
}

/** Multiples of `step` inside [min, max], computed from integers so 0.1 steps do not drift. */
export function gridValues(min: number, max: number, step: number): number[] {
  if (!(step > 0) || !(max >= min)) return [];
  const first = Math.ceil(min / step - 1e-9);
  const last = Math.floor(max / step + 1e-9);
  const values: number[] = [];
  for (let i = first; i <= last && values.length < 1000; i += 1)
    values.push(i * step === 0 ? 0 : i * step);
  return values;
}

export type GridProps = {
  /** Spacing of the faint lines in math units (the snapping step, so snapped points sit on lines). */
  readonly step?: number;
};

/**
 * Faint lines at every grid step. Decorative: hidden from assistive technology and from the
 * pointer. Memoised: it depends only on the stage, so a drag never re-renders it.
 */
export const Grid = memo(function Grid({ step = 1 }: GridProps) {
  const stage = useStage();
  const { box } = stage;
  const path = [
    ...gridValues(box.xMin, box.xMax, step).map((v) =>
      segmentPath(stage, v, box.yMin, v, box.yMax),
    ),
    ...gridValues(box.yMin, box.yMax, step).map((v) =>
      segmentPath(stage, box.xMin, v, box.xMax, v),
    ),
  ].join('');
  return <path className="kit-grid" d={path} aria-hidden="true" />;
});

export type AxesProps = {
  /** Spacing of the numbered ticks in math units (0 = no numbers). */
  readonly labelStep?: number;
  /** Names written at the positive ends of the axes. */
  readonly xName?: string;
  readonly yName?: string;
  /** Where the axes cross; defaults to the origin, clamped into view. */
  readonly origin?: { readonly x: number; readonly y: number };
};

const ORIGIN = { x: 0, y: 0 } as const;

/**
 * The x and y axes through the origin (clamped into view) with numbered ticks. The numbers are
 * drawn as SVG text in the muted ink colour, which meets contrast on both themes. Memoised like
 * the grid: a static layer.
 */
export const Axes = memo(function Axes({
  labelStep = 2,
  xName,
  yName,
  origin = ORIGIN,
}: AxesProps) {
  const stage = useStage();
  const { box, toSvg } = stage;
  const ox = Math.min(box.xMax, Math.max(box.xMin, origin.x));
  const oy = Math.min(box.yMax, Math.max(box.yMin, origin.y));
  // Where a label goes: beside its tick in screen units, whatever the frame's orientation.
  const at = (mx: number, my: number, dx: number, dy: number) => {
    const [sx, sy] = toSvg({ x: mx, y: my });
    return { x: sx + dx, y: sy + dy };
  };
  // Numbers right at the edge would be cut in half by the frame: leave a margin of a third of a step.
  const inset = labelStep / 3;
  const xTicks = labelStep > 0 ? gridValues(box.xMin + inset, box.xMax - inset, labelStep) : [];
  const yTicks = labelStep > 0 ? gridValues(box.yMin + inset, box.yMax - inset, labelStep) : [];
  return (
    <g className="kit-axes" aria-hidden="true">
      <path
        className="kit-axis"
        d={
          segmentPath(stage, box.xMin, oy, box.xMax, oy) +
          segmentPath(stage, ox, box.yMin, ox, box.yMax)
        }
      />
      {xTicks
        .filter((v) => v !== origin.x)
        .map((v) => (
          <text key={`x${v}`} className="kit-tick" {...at(v, oy, 0, 14)} textAnchor="middle">
            {formatNumber(v)}
          </text>
        ))}
      {yTicks
        .filter((v) => v !== origin.y)
        .map((v) => (
          <text key={`y${v}`} className="kit-tick" {...at(ox, v, -6, 4)} textAnchor="end">
            {formatNumber(v)}
          </text>
        ))}
      {xName !== undefined && (
        <text className="kit-axis-name" {...at(box.xMax, oy, -4, -6)} textAnchor="end">
          {xName}
        </text>
      )}
      {yName !== undefined && (
        <text className="kit-axis-name" {...at(ox, box.yMax, 6, 12)}>
          {yName}
        </text>
      )}
    </g>
  );
});
