/**
 * The flagship figure: a moving segment sweeps a moving point. Drag where both endpoints and the
 * point start and end; scrub time in the scene's controls or on the polynomial's plot; every hit
 * is marked where it happens with its cut direction; the case label, the s number line and the
 * live derivation follow.
 *
 * Used in MDX as `<SegmentSweepsPointFigure client:visible />`; layers: grid, axes, ends, paths,
 * ghosts, scene, hits, handles, time, plot, numberLine, derivation, controls; and `area` (u, w
 * and their parallelogram at t), drawn only where an article asks for it.
 */
import { useCallback, useMemo } from 'react';
import { sweepSegmentPoint, type SweepInput, type SweepResult } from '../../geometry';
import {
  LiveDerivation,
  NumberLine,
  PolynomialPlot,
  TimeScrubber,
  formatNumber,
  type MoveIntent,
  type NumberLineMark,
  type Point,
} from '../../kit';
import { defineFigure, type FigureViewProps } from '../../kit/figure';
import '../../kit/kit.css';
import '../figures.css';
import {
  derivationRows,
  describeCase,
  positionAlong,
  rootsOf,
  slippedCoefficients,
  type RootInfo,
} from './model';
import { sweepMeta } from './meta';
import { SweepScene } from './SweepScene';
import {
  inPointsFrame,
  moveHandle,
  setTime,
  sweepModel,
  type PointKey,
  type SweepFields,
} from './state';

/** The core's answer with every real root of the polynomial (the scene, plot and line share it). */
type Shown = SweepResult & { readonly roots: readonly RootInfo[] };
type View = FigureViewProps<SweepFields, SweepInput, Shown>;

const SUB = ['₁', '₂'];

function Scene({ state, input, result, update, show }: View) {
  const onMoveHandle = useCallback(
    (key: PointKey, wanted: Point, intent: MoveIntent) =>
      update((s) => moveHandle(s, key, wanted, intent.free)),
    [update],
  );
  // In the point's frame the drawing is derived from the motion, so it has no handles: the reader
  // switches back to edit, which keeps every handle where the reader put it.
  const shown = useMemo(() => (state.frame ? inPointsFrame(input) : input), [state.frame, input]);
  return (
    <SweepScene
      input={shown}
      t={state.t}
      result={result}
      roots={result.roots}
      layers={{
        grid: show('grid'),
        axes: show('axes'),
        ends: show('ends'),
        paths: show('paths'),
        ghosts: show('ghosts') && state.ghosts,
        scene: show('scene'),
        hits: show('hits'),
        area: show('area'),
        handles: show('handles'),
      }}
      onMoveHandle={state.frame ? undefined : onMoveHandle}
    />
  );
}

function useTimeSetter(update: View['update']) {
  return useCallback((t: number) => update((s) => setTime(s, t)), [update]);
}

function Time({ state, result, update, show }: View) {
  const onTime = useTimeSetter(update);
  const contacts = useMemo(
    () => [...result.hits.map((h) => h.t), ...result.intervals.map((i) => i.t0)],
    [result],
  );
  return show('time') && <TimeScrubber t={state.t} onChange={onTime} contacts={contacts} />;
}

function Plot({ state, input, result, update, show }: View) {
  const onTime = useTimeSetter(update);
  const { a, b, c } = result.coefficients;
  const slipped = show('slipped');
  const compare = useMemo(
    () => (slipped ? slippedCoefficients(input) : undefined),
    [slipped, input],
  );
  return (
    <PolynomialPlot
      coefficients={result.coefficients}
      compare={compare}
      roots={result.roots.map((r) => ({ t: r.t, valid: r.hit }))}
      intervals={result.intervals}
      t={state.t}
      onScrub={onTime}
      label={`Plot of ${formatNumber(a)}t² + ${formatNumber(b)}t + ${formatNumber(c)} over t from −0.25 to 1.25`}
    />
  );
}

function SLine({ state, input, result }: View) {
  const sNow = positionAlong(input, state.t);
  const marks: NumberLineMark[] = [
    ...result.roots
      .filter((r) => r.inStep && r.s !== null)
      .map((r, i) => ({
        value: r.s ?? 0,
        tone: r.hit ? ('hit' as const) : ('miss' as const),
        label: `s${SUB[i] ?? ''}`,
      })),
    ...(sNow === null ? [] : [{ value: sNow, tone: 'current' as const }]),
  ];
  return (
    <NumberLine
      name="s"
      marks={marks}
      label={`Number line for s: ${
        marks.length === 0
          ? 'no values'
          : marks.map((m) => `${m.tone} at ${formatNumber(m.value)}`).join(', ')
      }`}
    />
  );
}

function Derivation({ input, result }: View) {
  const rows = useMemo(() => derivationRows(input, result), [input, result]);
  return (
    <LiveDerivation
      rows={rows}
      label="Derivation with the current numbers"
      className="sp-derivation"
    />
  );
}

export const SegmentSweepsPointFigure = defineFigure({
  ...sweepMeta,
  model: sweepModel,
  label: 'Moving segment sweeps a moving point',
  className: 'sp-figure',
  compute: (input: SweepInput): Shown => {
    const result = sweepSegmentPoint(input);
    return { ...result, roots: rootsOf(input) };
  },
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
    { layer: 'derivation', title: 'The numbers', usesState: false, Panel: Derivation },
  ],
  compactHides: ['numberLine', 'derivation', 'frameToggle'],
  optionalLayers: ['area', 'slipped'],
});
