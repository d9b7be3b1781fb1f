/**
 * A piecewise function of t with the step and an overlap band shaded, marks on the axis, a number
 * line, and the time scrubber: hovering, pressing or dragging the plot moves t, and so do the
 * knob's keys and the scrubber.
 */
import { useState } from 'react';
import {
  FigureFrame,
  FunctionPlot,
  NumberLine,
  TimeScrubber,
  formatNumber,
  polynomial,
  type PlotPiece,
} from '../../../kit';

/** A cubic until t = 0.6, then a constant: a contact that ends in a rest (the jump is not bridged). */
const CUBIC = polynomial([-0.3, 2.2, -3, 0.8]);
const PIECES: readonly PlotPiece[] = [
  { t0: -0.25, t1: 0.6, f: CUBIC },
  { t0: 0.6, t1: 1.25, f: () => 0.1 },
];
const ROOTS = [0.16, 0.52];
const STEP_BAND = [{ t0: 0, t1: 1 }];
const OVERLAP = [{ t0: 0.16, t1: 0.52 }];

export function PlotDemo() {
  const [t, setT] = useState(0.3);
  const setTime = (next: number) => setT((old) => (old === next ? old : next));
  const s = 0.2 + t;
  return (
    <FigureFrame
      name="kit-plot"
      state={{ t }}
      caseId={t >= 0.16 && t <= 0.52 ? 'overlap' : 'apart'}
      label="Kit demo: plots and time"
      caption="Hover or drag the plot to move t; the knob takes arrow keys, Home and End."
    >
      <FunctionPlot
        f={PIECES}
        bands={STEP_BAND}
        axisIntervals={OVERLAP}
        marks={ROOTS.map((root) => ({ t: root, valid: true }))}
        t={t}
        onScrub={setTime}
        functionName="d(t)"
        label="Plot of a piecewise distance d(t)"
      />
      <NumberLine
        name="s"
        domain={[-0.5, 1.5]}
        marks={[{ value: s, tone: 'current', label: `s = ${formatNumber(s)}` }]}
        label="Number line for s"
      />
      <TimeScrubber t={t} onChange={setTime} contacts={ROOTS} />
    </FigureFrame>
  );
}
