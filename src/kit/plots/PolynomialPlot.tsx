/**
 * The polynomial in t over a window a little wider than the step [0, 1]: the curve, its roots,
 * the step shaded, the valid contact intervals, and the current time as a draggable line. Linked
 * both ways with the scene: `t` comes in, `onScrub` goes out.
 */
import { line } from 'd3-shape';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { formatNumber } from '../format';
import { useNoTouchPan } from '../Handle';
import { Stage, useStage } from '../Stage';
import {
  evaluateQuadratic,
  plotRange,
  sampleTimes,
  scalarKeyTarget,
  type Quadratic,
} from './scrub';

/** A root of the polynomial and whether it is a real contact (inside the step and the shape). */
export type RootMark = {
  /** The root's t. */
  readonly t: number;
  /** A contact (filled, green) or a root that misses (hollow, vermillion). */
  readonly valid: boolean;
};

export type PolynomialPlotProps = {
  /** Coefficients of a·t² + b·t + c. */
  readonly coefficients: Quadratic;
  /** The polynomial's real roots with their verdict. */
  readonly roots: readonly RootMark[];
  /** Closed intervals of continuous contact (the identically-zero case). */
  readonly intervals?: readonly { readonly t0: number; readonly t1: number }[];
  /** The current time, drawn as a vertical line with a knob. */
  readonly t: number;
  /** Called with a new time (clamped to [0, 1]) when the reader scrubs the plot or uses the knob's keys. */
  readonly onScrub: (t: number) => void;
  /** The t range drawn; a little wider than [0, 1] so roots just outside the step are visible. */
  readonly window?: readonly [number, number];
  /** Accessible name of the plot. */
  readonly label?: string;
  /** Name of the function for the axis (e.g. "f(t)"). */
  readonly functionName?: string;
};

const WIDTH = 360;
const HEIGHT = 200;
const MARGIN = { top: 14, right: 14, bottom: 26, left: 14 };

export function PolynomialPlot({
  coefficients,
  roots,
  intervals = [],
  t,
  onScrub,
  window = [-0.25, 1.25],
  label = 'Plot of the polynomial in t',
  functionName = 'f(t)',
}: PolynomialPlotProps) {
  const yDomain = plotRange(coefficients, window);
  return (
    <Stage
      xDomain={window}
      yDomain={yDomain}
      width={WIDTH}
      height={HEIGHT}
      margin={MARGIN}
      label={label}
      className="kit-plot"
    >
      <PlotBody
        coefficients={coefficients}
        roots={roots}
        intervals={intervals}
        t={t}
        onScrub={onScrub}
        window={window}
        functionName={functionName}
      />
    </Stage>
  );
}

type BodyProps = Required<Omit<PolynomialPlotProps, 'label'>>;

function PlotBody({ coefficients, roots, intervals, t, onScrub, window, functionName }: BodyProps) {
  const { x, y, box } = useStage();
  const pressed = useRef<number | null>(null);
  const knobRef = useNoTouchPan<SVGGElement>();
  const [left, right] = x.range() as [number, number];
  const [bottom, top] = y.range() as [number, number];
  const zero = y(0);
  const path =
    line<number>()
      .x((time) => x(time))
      .y((time) => y(evaluateQuadratic(coefficients, time)))(sampleTimes(window, 64)) ?? '';
  const clampT = (value: number) => Math.min(1, Math.max(0, value));
  const stage = useStage();

  const scrubTo = (event: PointerEvent<SVGElement>) =>
    onScrub(clampT(stage.clientToMath(event.clientX, event.clientY).x));
  const onPointerDown = (event: PointerEvent<SVGElement>) => {
    if (event.button !== 0) return;
    pressed.current = event.pointerId;
    event.currentTarget.setPointerCapture(event.pointerId);
    scrubTo(event);
  };
  const onPointerMove = (event: PointerEvent<SVGElement>) => {
    if (pressed.current === event.pointerId) scrubTo(event);
  };
  const release = () => {
    pressed.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    const next = scalarKeyTarget(event.key, event.shiftKey, t, 0.01, 0, 1);
    if (next === null) return;
    event.preventDefault();
    onScrub(next);
  };
  const tx = x(clampT(t));
  const knobY = top + 8;
  return (
    <>
      <rect
        className="kit-plot-step"
        x={x(0)}
        y={top}
        width={x(1) - x(0)}
        height={bottom - top}
        aria-hidden="true"
      />
      <path className="kit-axis" d={`M${left},${zero}H${right}`} aria-hidden="true" />
      {[0, 0.5, 1].map((tick) => (
        <g key={tick} aria-hidden="true">
          <path className="kit-axis" d={`M${x(tick)},${bottom}v5`} />
          <text className="kit-tick" x={x(tick)} y={bottom + 17} textAnchor="middle">
            {formatNumber(tick)}
          </text>
        </g>
      ))}
      <text className="kit-axis-name" x={right} y={bottom + 17} textAnchor="end" aria-hidden="true">
        t
      </text>
      <text className="kit-axis-name" x={left + 4} y={top + 12} aria-hidden="true">
        {functionName}
      </text>
      {/* The scrub surface: pressing anywhere on the plot sets the time. */}
      <rect
        className="kit-plot-surface"
        x={left}
        y={top}
        width={right - left}
        height={bottom - top}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={release}
        onPointerCancel={release}
        aria-hidden="true"
      />
      <path className="kit-plot-curve" d={path} aria-hidden="true" />
      {intervals.map((interval) => (
        <path
          key={`${interval.t0}-${interval.t1}`}
          className="kit-plot-interval"
          d={`M${x(Math.max(box.xMin, interval.t0))},${zero}H${x(Math.min(box.xMax, interval.t1))}`}
          aria-hidden="true"
        />
      ))}
      {roots
        .filter((root) => root.t >= box.xMin && root.t <= box.xMax)
        .map((root) => (
          <circle
            key={root.t}
            className={root.valid ? 'kit-root is-valid' : 'kit-root'}
            cx={x(root.t)}
            cy={zero}
            r={5.5}
            aria-hidden="true"
          />
        ))}
      <g
        ref={knobRef}
        className="kit-time-knob"
        tabIndex={0}
        role="slider"
        aria-label={`t at ${formatNumber(t)}`}
        aria-valuemin={0}
        aria-valuemax={1}
        aria-valuenow={t}
        aria-valuetext={`t = ${formatNumber(t)}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={release}
        onPointerCancel={release}
        onKeyDown={onKeyDown}
      >
        <path className="kit-time-line" d={`M${tx},${top}V${bottom}`} />
        <circle
          className="kit-time-dot"
          cx={tx}
          cy={y(evaluateQuadratic(coefficients, clampT(t)))}
          r={4}
        />
        <rect className="kit-time-grip" x={tx - 9} y={knobY - 8} width={18} height={16} rx={4} />
        <circle className="kit-handle-hit" cx={tx} cy={knobY} r={16} />
      </g>
    </>
  );
}
