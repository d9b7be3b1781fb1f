/**
 * A plot of a function of t: any function, polynomial or piecewise (pieces drawn apart, so a jump
 * shows as a jump), shaded bands (the step [0, 1], the times a shape overlaps), thick intervals on
 * the t axis (continuous contact), marks on the axis (roots, hits, misses), and the current time
 * as a line with a knob. Linked both ways with the scene: `t` comes in; hovering, pressing or
 * dragging anywhere on the plot, or the knob's keys, send a new time out through `onScrub`.
 */
import type { KeyboardEvent } from 'react';
import { formatNumber } from '../format';
import { usePointerDrag } from '../gesture';
import { clamp, type Point } from '../point';
import { polylinePath } from '../polyline';
import { Stage, useStage } from '../Stage';
import { sampleTimes, sampledRange, scalarKeyTarget, type Interval, type PlotPiece } from './scrub';

/** A value of t marked on the axis: a contact (filled, green) or a root that misses (hollow). */
export type RootMark = {
  /** The root's t. */
  readonly t: number;
  /** A contact (filled, green) or a root that misses (hollow, vermillion). */
  readonly valid: boolean;
};

export type FunctionPlotProps = {
  /** The function, as one function of t over the whole window or as pieces on their own intervals. */
  readonly f: ((t: number) => number) | readonly PlotPiece[];
  /** The t range drawn. */
  readonly window?: readonly [number, number] | undefined;
  /** The value range drawn; by default sampled from the function, with 0 in view. */
  readonly yDomain?: readonly [number, number] | undefined;
  /** Bands shaded across the plot's height (e.g. the step [0, 1]). */
  readonly bands?: readonly Interval[] | undefined;
  /** Thick intervals on the t axis (e.g. continuous contact). */
  readonly axisIntervals?: readonly Interval[] | undefined;
  /** Marks on the t axis (roots with their verdict). */
  readonly marks?: readonly RootMark[] | undefined;
  /** Numbered ticks on the t axis. */
  readonly ticks?: readonly number[] | undefined;
  /** The current time, drawn as a vertical line with a knob; none for a static plot. */
  readonly t?: number | undefined;
  /** Called with a new time (kept in `scrubRange`) when the reader hovers, presses or drags the plot or uses the knob's keys. */
  readonly onScrub?: ((t: number) => void) | undefined;
  /** The times the knob may take (default the step [0, 1]). */
  readonly scrubRange?: readonly [number, number] | undefined;
  /** Key step of the knob (Shift: ten); pointer times are rounded to it too. */
  readonly keyStep?: number | undefined;
  /** Accessible name of the plot. */
  readonly label?: string | undefined;
  /**
   * A second function drawn dashed for comparison (a source's slipped formula beside the right
   * one); it takes no part in scrubbing or marks. Include it in `yDomain` when you give one.
   */
  readonly compare?: ((t: number) => number) | undefined;
  /** Name of the function for the axis (e.g. "f(t)"). */
  readonly functionName?: string | undefined;
  /** Name of the variable, drawn at the right end of the axis and in the knob's name. */
  readonly variable?: string | undefined;
  /** ViewBox size; the drawing scales with its container. */
  readonly width?: number | undefined;
  readonly height?: number | undefined;
};

const MARGIN = { top: 14, right: 14, bottom: 26, left: 14 };
const DEFAULT_WINDOW: readonly [number, number] = [-0.25, 1.25];
const DEFAULT_TICKS: readonly number[] = [0, 0.5, 1];
const STEP_RANGE: readonly [number, number] = [0, 1];

/** The pieces of a plot, whichever way the function was given. */
export function plotPieces(
  f: FunctionPlotProps['f'],
  window: readonly [number, number],
): readonly PlotPiece[] {
  return typeof f === 'function' ? [{ t0: window[0], t1: window[1], f }] : f;
}

/** The SVG path of the pieces, each sampled on its part of the window; gaps where a value is not finite. */
export function piecesPath(
  pieces: readonly PlotPiece[],
  window: readonly [number, number],
  toSvg: (p: Point) => readonly [number, number],
  samples = 64,
): string {
  return pieces
    .map((piece) => {
      const from = Math.max(window[0], piece.t0);
      const to = Math.min(window[1], piece.t1);
      if (!(to >= from)) return '';
      const points = sampleTimes([from, to], samples).map((t) => toSvg({ x: t, y: piece.f(t) }));
      return polylinePath(points);
    })
    .join('');
}

export function FunctionPlot({
  f,
  window = DEFAULT_WINDOW,
  yDomain,
  label = 'Plot of a function of t',
  width = 360,
  height = 200,
  ...body
}: FunctionPlotProps) {
  const pieces = plotPieces(f, window);
  const compared = body.compare === undefined ? [] : plotPieces(body.compare, window);
  return (
    <Stage
      xDomain={window}
      yDomain={yDomain ?? sampledRange([...pieces, ...compared], window)}
      width={width}
      height={height}
      margin={MARGIN}
      label={label}
      className="kit-plot"
    >
      <PlotBody pieces={pieces} window={window} {...body} />
    </Stage>
  );
}

type BodyProps = Omit<FunctionPlotProps, 'f' | 'yDomain' | 'label' | 'width' | 'height'> & {
  readonly pieces: readonly PlotPiece[];
  readonly window: readonly [number, number];
};

function PlotBody({
  pieces,
  window,
  bands = [],
  axisIntervals = [],
  marks = [],
  ticks = DEFAULT_TICKS,
  t,
  onScrub,
  compare,
  scrubRange = STEP_RANGE,
  keyStep = 0.01,
  functionName = 'f(t)',
  variable = 't',
}: BodyProps) {
  const { x, y, box, toSvg } = useStage();
  const [left, right] = x.range() as [number, number];
  const [bottom, top] = y.range() as [number, number];
  const zero = y(0);
  const [low, high] = scrubRange;
  // A pointer picks times on the knob's key grid, so hovering gives the same tidy values as keys.
  // A hover that stays on the same time sends nothing: no re-render for a move that changes nothing.
  const scrub = (pointer: Point) => {
    const next = clamp(Number((Math.round(pointer.x / keyStep) * keyStep).toFixed(10)), low, high);
    if (next !== t) onScrub?.(next);
  };
  // One gesture for the surface and the knob: pressing either starts the same drag.
  const { ref, handlers } = usePointerDrag({ onStart: scrub, onDrag: scrub, onHover: scrub });
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (t === undefined || onScrub === undefined) return;
    const next = scalarKeyTarget(event.key, event.shiftKey, t, keyStep, low, high);
    if (next === null) return;
    event.preventDefault();
    onScrub(next);
  };
  const current = t === undefined ? undefined : clamp(t, low, high);
  const piece = pieces.find(
    (candidate) => current !== undefined && current >= candidate.t0 && current <= candidate.t1,
  );
  const tx = current === undefined ? 0 : x(current);
  const knobY = top + 8;
  return (
    <>
      {bands.map((band) => (
        <rect
          key={`${band.t0}-${band.t1}`}
          className="kit-plot-step"
          x={x(Math.max(box.xMin, band.t0))}
          y={top}
          width={Math.max(0, x(Math.min(box.xMax, band.t1)) - x(Math.max(box.xMin, band.t0)))}
          height={bottom - top}
          aria-hidden="true"
        />
      ))}
      <path className="kit-axis" d={`M${left},${zero}H${right}`} aria-hidden="true" />
      {ticks.map((tick) => (
        <g key={tick} aria-hidden="true">
          <path className="kit-axis" d={`M${x(tick)},${bottom}v5`} />
          <text className="kit-tick" x={x(tick)} y={bottom + 17} textAnchor="middle">
            {formatNumber(tick)}
          </text>
        </g>
      ))}
      <text className="kit-axis-name" x={right} y={bottom + 17} textAnchor="end" aria-hidden="true">
        {variable}
      </text>
      <text className="kit-axis-name" x={left + 4} y={top + 12} aria-hidden="true">
        {functionName}
      </text>
      {onScrub !== undefined && (
        // The scrub surface: hovering, pressing or dragging anywhere on the plot sets the time.
        <rect
          className="kit-plot-surface"
          x={left}
          y={top}
          width={right - left}
          height={bottom - top}
          {...handlers}
          aria-hidden="true"
        />
      )}
      {compare !== undefined && (
        <path
          className="kit-plot-compare"
          d={piecesPath(plotPieces(compare, window), window, toSvg)}
          aria-hidden="true"
        />
      )}
      <path className="kit-plot-curve" d={piecesPath(pieces, window, toSvg)} aria-hidden="true" />
      {axisIntervals.map((interval) => (
        <path
          key={`${interval.t0}-${interval.t1}`}
          className="kit-plot-interval"
          d={`M${x(Math.max(box.xMin, interval.t0))},${zero}H${x(Math.min(box.xMax, interval.t1))}`}
          aria-hidden="true"
        />
      ))}
      {marks
        .filter((mark) => mark.t >= box.xMin && mark.t <= box.xMax)
        .map((mark, index) => (
          // Keyed by place, not by value: a drag that moves a root moves its circle instead of
          // replacing it.
          <circle
            key={index}
            className={mark.valid ? 'kit-root is-valid' : 'kit-root'}
            cx={x(mark.t)}
            cy={zero}
            r={5.5}
            aria-hidden="true"
          />
        ))}
      {current !== undefined && onScrub === undefined && (
        <path className="kit-time-line" d={`M${tx},${top}V${bottom}`} aria-hidden="true" />
      )}
      {current !== undefined && onScrub !== undefined && (
        <g
          ref={ref}
          className="kit-time-knob"
          tabIndex={0}
          role="slider"
          aria-label={`${variable} at ${formatNumber(current)}`}
          aria-valuemin={low}
          aria-valuemax={high}
          aria-valuenow={current}
          aria-valuetext={`${variable} = ${formatNumber(current)}`}
          {...handlers}
          onKeyDown={onKeyDown}
        >
          {/*
           * The whole line takes the pointer, not only the grip: the knob is then the topmost
           * element at its own centre (over the scrub surface and the curve), so a pointer that
           * presses the line drags the knob.
           */}
          <rect
            className="kit-time-hit"
            x={tx - 8}
            y={top}
            width={16}
            height={Math.max(0, bottom - top)}
          />
          <path className="kit-time-line" d={`M${tx},${top}V${bottom}`} />
          {piece !== undefined && Number.isFinite(piece.f(current)) && (
            <circle className="kit-time-dot" cx={tx} cy={y(piece.f(current))} r={4} />
          )}
          <rect className="kit-time-grip" x={tx - 9} y={knobY - 8} width={18} height={16} rx={4} />
          <circle className="kit-handle-hit" cx={tx} cy={knobY} r={16} />
        </g>
      )}
    </>
  );
}
