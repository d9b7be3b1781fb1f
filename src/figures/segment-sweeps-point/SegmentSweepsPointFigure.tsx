/**
 * The flagship figure: a moving segment sweeps a moving point. Drag where both endpoints and the
 * point start and end; scrub time under the scene or on the polynomial's plot; every hit is marked
 * where it happens with its cut direction; the case label, the s number line and the live
 * derivation follow.
 *
 * Used in MDX as `<SegmentSweepsPointFigure client:visible />`; layers: grid, axes, ends, paths,
 * ghosts, scene, hits, handles, time, plot, numberLine, derivation, controls; and `area` (u, w and
 * their parallelogram at t) and `slipped` (the source's expansion on the plot), drawn only where
 * an article asks for them.
 */
import { useCallback, useMemo } from 'react';
import {
  sweepSegmentPoint,
  sweepSegmentPointRoots,
  type SweepInput,
  type SweepResult,
  type SweepRoot,
} from '../../geometry';
import { NumberLine, PolynomialPlot, TimeScrubber, type NumberLineMark } from '../../kit';
import {
  defineFigure,
  derivationPanel,
  useHandleMover,
  useTimeSetter,
  type FigureViewProps,
} from '../../kit/figure';
import '../../kit/kit.css';
import '../figures.css';
import { derivationRows, describeCase, positionAlong, slippedCoefficients } from './model';
import { sweepMeta } from './meta';
import { SweepScene } from './SweepScene';
import { inPointsFrame, moveHandle, sweepModel, type SweepFields } from './state';

/** The core's answer with every real root of the polynomial (scene, plot and line share it). */
type Shown = SweepResult & { readonly roots: readonly SweepRoot[] };
type View = FigureViewProps<SweepFields, SweepInput, Shown>;
const SUBSCRIPTS = ['₁', '₂'];

function Scene({ state, input, result, update, show }: View) {
  const onMoveHandle = useHandleMover(update, moveHandle);
  // In the point's frame the drawing is derived from the motion, so it has no handles: the reader
  // switches back to edit, which keeps every handle where the reader put it.
  const shown = useMemo(() => (state.frame ? inPointsFrame(input) : input), [state.frame, input]);
  const { ghosts } = state;
  const layers = useCallback(
    (name: string) => show(name) && (name !== 'ghosts' || ghosts),
    [show, ghosts],
  );
  return (
    <SweepScene
      input={shown}
      t={state.t}
      result={result}
      show={layers}
      onMoveHandle={state.frame ? undefined : onMoveHandle}
    />
  );
}

function Time({ state, result, update, show }: View) {
  const onTime = useTimeSetter(update);
  // By value: a drag that keeps the contact times keeps the array, so the scrubber skips the render.
  const times = [...result.hits.map((h) => h.t), ...result.intervals.map((i) => i.t0)].join(' ');
  const contacts = useMemo(() => (times === '' ? [] : times.split(' ').map(Number)), [times]);
  return show('time') && <TimeScrubber t={state.t} onChange={onTime} contacts={contacts} />;
}

function Plot({ state, input, result, update, show }: View) {
  const onTime = useTimeSetter(update);
  const slipped = show('slipped');
  const compare = useMemo(
    () => (slipped ? slippedCoefficients(input) : undefined),
    [slipped, input],
  );
  const roots = useMemo(() => result.roots.map((r) => ({ t: r.t, valid: r.hit })), [result]);
  return (
    <PolynomialPlot
      coefficients={result.coefficients}
      compare={compare}
      roots={roots}
      intervals={result.intervals}
      t={state.t}
      onScrub={onTime}
    />
  );
}

function SLine({ state, input, result: { roots } }: View) {
  const marks: NumberLineMark[] = roots
    .filter((r) => r.inStep && r.s !== null)
    .map((r, i) => ({
      value: r.s ?? 0,
      tone: r.hit ? 'hit' : 'miss',
      label: `s${SUBSCRIPTS[i] ?? ''}`,
    }));
  const now = positionAlong(input, state.t);
  if (now !== null) marks.push({ value: now, tone: 'current' });
  return <NumberLine name="s" marks={marks} />;
}

export const SegmentSweepsPointFigure = defineFigure({
  ...sweepMeta,
  model: sweepModel,
  label: 'Moving segment sweeps a moving point',
  className: 'sp-figure',
  compute: (input: SweepInput): Shown => ({
    ...sweepSegmentPoint(input),
    roots: sweepSegmentPointRoots(input),
  }),
  describe: describeCase,
  customText: 'Drag any of the six points; the label above says what the algorithm finds.',
  toggles: [
    { field: 'ghosts', label: 'Ghosts' },
    { field: 'frame', label: "Point's frame", layer: 'frameToggle' },
  ],
  Scene,
  BelowScene: Time,
  panels: [
    {
      layer: 'plot',
      label: 'The polynomial in t',
      title: (
        <>
          Cross product in time: <i>a</i>t² + <i>b</i>t + <i>c</i>
        </>
      ),
      Panel: Plot,
    },
    {
      layer: 'numberLine',
      label: 'Where on the segment',
      title: 'Where on the segment: s',
      Panel: SLine,
    },
    derivationPanel(
      (input: SweepInput, result: Shown) => derivationRows(input, result, result.roots),
      { title: 'The numbers', className: 'sp-derivation' },
    ),
  ],
  compactHides: ['numberLine', 'derivation', 'frameToggle'],
  optionalLayers: ['area', 'slipped'],
});
