/**
 * The flagship figure: a moving segment sweeps a moving point. Drag where both endpoints and the
 * point start and end; scrub time in the scene's controls or on the polynomial's plot; every hit
 * is marked where it happens with its cut direction; the case label, the s number line and the
 * live derivation follow.
 *
 * Used in MDX as `<SegmentSweepsPointFigure client:visible />`.
 */
import { useCallback, useMemo, useState } from 'react';
import { sweepSegmentPoint, type SweepInput } from '../../geometry';
import {
  CaseLabel,
  FigureFrame,
  LiveDerivation,
  NumberLine,
  PolynomialPlot,
  PresetMenu,
  PresetNote,
  ResetButton,
  ShareMenu,
  TimeScrubber,
  Toggle,
  Toolbar,
  formatNumber,
  ownQuery,
  queryString,
  useUrlSync,
  type MoveIntent,
  type NumberLineMark,
  type Point,
} from '../../kit';
import '../../kit/kit.css';
import '../figures.css';
import { caseId, derivationRows, describeCase, positionAlong, rootsOf } from './model';
import { sweepPresets } from './presets';
import { SweepScene, type SceneLayers } from './SweepScene';
import {
  DEFAULT_STATE,
  FIGURE_NAME,
  URL_SCHEMA,
  applyPreset,
  moveHandle,
  setTime,
  stateFromUrl,
  stateToUrl,
  type PointKey,
  type SweepState,
} from './state';

/** Layers and panels of the sweep figure; each can be left out with `layers={{ name: false }}`. */
export type SweepLayer =
  keyof SceneLayers | 'plot' | 'numberLine' | 'derivation' | 'time' | 'controls';

export type SegmentSweepsPointFigureProps = {
  /** Fixture id of the sweep fixtures to start from, e.g. "raise-two-hits" (unknown ids are ignored). */
  readonly preset?: string;
  /**
   * Mirror the state in the page's URL and restore it on load (default true). Only one figure
   * per page may own the URL: a second instance on the same page passes false.
   */
  readonly syncUrl?: boolean;
  /**
   * Layers to leave out, e.g. `{ plot: false, derivation: false }` to show an early step of the
   * article. Every layer is shown unless set to false.
   */
  readonly layers?: Partial<Record<SweepLayer, boolean>>;
  /** Caption under the figure. */
  readonly caption?: string;
};

const SUB = ['₁', '₂'];

export function SegmentSweepsPointFigure({
  preset,
  syncUrl = true,
  layers = {},
  caption,
}: SegmentSweepsPointFigureProps) {
  const [start] = useState<SweepState>(() =>
    preset === undefined ? DEFAULT_STATE : applyPreset(DEFAULT_STATE, preset),
  );
  const [state, setState] = useState(start);
  const show = (layer: SweepLayer) => layers[layer] !== false;

  useUrlSync({ enabled: syncUrl, state, read: stateFromUrl, write: stateToUrl, restore: setState });

  // The core answers in microseconds, but the motion (and what depends only on it: the result,
  // the roots, the derivation, the time-independent layers) is kept while only the time changes,
  // so scrubbing and playing redraw just the scene at t.
  const { p0, p1, q0, q1, c0, c1 } = state;
  const input: SweepInput = useMemo(() => ({ p0, p1, q0, q1, c0, c1 }), [p0, p1, q0, q1, c0, c1]);
  const result = useMemo(() => sweepSegmentPoint(input), [input]);
  const roots = useMemo(() => rootsOf(input, result), [input, result]);
  const derivation = useMemo(() => derivationRows(input, result), [input, result]);
  const onMoveHandle = useCallback(
    (key: PointKey, wanted: Point, intent: MoveIntent) =>
      setState((s) => moveHandle(s, key, wanted, intent.free)),
    [],
  );
  const onTime = useCallback((t: number) => setState((s) => setTime(s, t)), []);

  const label = describeCase(input, result);
  const contacts = [...result.hits.map((h) => h.t), ...result.intervals.map((i) => i.t0)];
  const sNow = positionAlong(input, state.t);
  const marks: NumberLineMark[] = [
    ...roots
      .filter((r) => r.inStep && r.s !== null)
      .map((r, i) => ({
        value: r.s ?? 0,
        tone: r.hit ? ('hit' as const) : ('miss' as const),
        label: `s${SUB[i] ?? ''}`,
      })),
    ...(sNow === null ? [] : [{ value: sNow, tone: 'current' as const }]),
  ];
  const query = () => ownQuery(URL_SCHEMA, state, '', { preset: null });
  const sceneLayers: SceneLayers = {
    grid: show('grid'),
    axes: show('axes'),
    ends: show('ends'),
    paths: show('paths'),
    ghosts: show('ghosts') && state.ghosts,
    scene: show('scene'),
    hits: show('hits'),
    handles: show('handles'),
  };

  return (
    <FigureFrame
      name={FIGURE_NAME}
      state={input}
      caseId={caseId(result)}
      caption={caption}
      label="Moving segment sweeps a moving point"
      className="sp-figure"
    >
      {show('controls') && (
        <Toolbar>
          <PresetMenu
            presets={sweepPresets}
            value={state.preset}
            onSelect={(id) => setState((s) => applyPreset(s, id))}
          />
          <Toggle
            label="Snap to grid"
            hint="(Alt: free)"
            checked={state.snap}
            onChange={(snap) => setState((s) => ({ ...s, snap }))}
          />
          <Toggle
            label="Ghosts"
            checked={state.ghosts}
            onChange={(ghosts) => setState((s) => ({ ...s, ghosts }))}
          />
          <ResetButton onReset={() => setState(start)} />
          <ShareMenu
            title="Moving segment vs moving point — Intersections, explained"
            link={() =>
              `${window.location.origin}${window.location.pathname}${queryString(new URLSearchParams(query()))}`
            }
            embedLink={() =>
              `${window.location.origin}/embed/${FIGURE_NAME}/${queryString(new URLSearchParams(query()))}`
            }
          />
        </Toolbar>
      )}
      <div className="sp-layout">
        <div className="sp-stage-column">
          <SweepScene
            input={input}
            t={state.t}
            result={result}
            roots={roots}
            layers={sceneLayers}
            onMoveHandle={onMoveHandle}
          />
          {show('time') && <TimeScrubber t={state.t} onChange={onTime} contacts={contacts} />}
          <CaseLabel {...label} />
          <PresetNote
            presets={sweepPresets}
            value={state.preset}
            customText="Drag any of the six points; the label above says what the algorithm finds."
          />
        </div>
        <div className="sp-panels">
          {show('plot') && (
            <div className="sp-panel" role="group" aria-label="The polynomial in t">
              <p className="sp-panel-title">
                Cross product in time: <i>a</i>t² + <i>b</i>t + <i>c</i>
              </p>
              <PolynomialPlot
                coefficients={result.coefficients}
                roots={roots.map((r) => ({ t: r.t, valid: r.hit }))}
                intervals={result.intervals}
                t={state.t}
                onScrub={onTime}
                label={`Plot of ${formatNumber(result.coefficients.a)}t² + ${formatNumber(result.coefficients.b)}t + ${formatNumber(result.coefficients.c)} over t from −0.25 to 1.25`}
              />
            </div>
          )}
          {show('numberLine') && (
            <div className="sp-panel" role="group" aria-label="Where on the segment">
              <p className="sp-panel-title">Where on the segment: s</p>
              <NumberLine
                name="s"
                marks={marks}
                label={`Number line for s: ${
                  marks.length === 0
                    ? 'no values'
                    : marks.map((m) => `${m.tone} at ${formatNumber(m.value)}`).join(', ')
                }`}
              />
            </div>
          )}
          {show('derivation') && (
            <div className="sp-panel">
              <p className="sp-panel-title">The numbers</p>
              <LiveDerivation
                rows={derivation}
                label="Derivation with the current numbers"
                className="sp-derivation"
              />
            </div>
          )}
        </div>
      </div>
    </FigureFrame>
  );
}
