/**
 * The quadratic in t over a window a little wider than the step [0, 1]: a `FunctionPlot` with the
 * step shaded, the y range fitted to the parabola's extremes, the roots and the valid contact
 * intervals. Linked both ways with the scene: `t` comes in, `onScrub` goes out.
 */
import { formatNumber } from '../format';
import { FunctionPlot, type RootMark } from './FunctionPlot';
import { evaluateQuadratic, plotRange, type Interval, type Quadratic } from './scrub';

export type { RootMark } from './FunctionPlot';

export type PolynomialPlotProps = {
  /** Coefficients of a·t² + b·t + c. */
  readonly coefficients: Quadratic;
  /** The polynomial's real roots with their verdict. */
  readonly roots: readonly RootMark[];
  /** Closed intervals of continuous contact (the identically-zero case). */
  readonly intervals?: readonly { readonly t0: number; readonly t1: number }[];
  /** The current time, drawn as a vertical line with a knob. */
  readonly t: number;
  /** Called with a new time (clamped to [0, 1]) when the reader hovers, scrubs the plot or uses the knob's keys. */
  readonly onScrub: (t: number) => void;
  /** The t range drawn; a little wider than [0, 1] so roots just outside the step are visible. */
  readonly window?: readonly [number, number];
  /** Accessible name of the plot; by default the polynomial with its numbers and the window. */
  readonly label?: string;
  /** Name of the function for the axis (e.g. "f(t)"). */
  readonly functionName?: string;
  /** A second quadratic drawn dashed for comparison (e.g. a source's slipped coefficients). */
  readonly compare?: Quadratic | undefined;
};

const STEP: readonly Interval[] = [{ t0: 0, t1: 1 }];
const NO_INTERVALS: readonly Interval[] = [];

function defaultLabel({ a, b, c }: Quadratic, [from, to]: readonly [number, number]): string {
  const [fa, fb, fc, ff, ft] = [a, b, c, from, to].map((v) => formatNumber(v));
  return `Plot of ${fa}t² + ${fb}t + ${fc} over t from ${ff} to ${ft}`;
}

export function PolynomialPlot({
  coefficients,
  roots,
  intervals = NO_INTERVALS,
  t,
  onScrub,
  window = [-0.25, 1.25],
  label,
  functionName = 'f(t)',
  compare,
}: PolynomialPlotProps) {
  const range = plotRange(coefficients, window);
  const compareRange = compare === undefined ? range : plotRange(compare, window);
  return (
    <FunctionPlot
      f={(time) => evaluateQuadratic(coefficients, time)}
      compare={compare === undefined ? undefined : (time) => evaluateQuadratic(compare, time)}
      window={window}
      yDomain={[Math.min(range[0], compareRange[0]), Math.max(range[1], compareRange[1])]}
      bands={STEP}
      axisIntervals={intervals}
      marks={roots}
      t={t}
      onScrub={onScrub}
      label={label ?? defaultLabel(coefficients, window)}
      functionName={functionName}
    />
  );
}
