/**
 * Interactive figure for the article "Robust quadratic roots": drag three heights (or type a, b,
 * c) and watch the roots, the case and the derivation follow; below, the textbook formula loses
 * its digits as b² outgrows 4ac while the stable one keeps them.
 *
 * Used in MDX as `<QuadraticRootsFigure client:visible />`.
 */
import { useCallback, useMemo, useState } from 'react';
import { solveQuadratic, type QuadraticResult } from '../../geometry';
import {
  CaseLabel,
  FigureFrame,
  LiveDerivation,
  NumberField,
  PresetMenu,
  PresetNote,
  ResetButton,
  ShareMenu,
  Toggle,
  Toolbar,
  formatNumber,
  queryString,
  useUrlSync,
  type CaseLabelProps,
  type MoveIntent,
  type Point,
} from '../../kit';
import '../../kit/kit.css';
import '../figures.css';
import { derivationRows } from './derivation';
import { DigitsLost } from './DigitsLost';
import { quadraticPresets } from './presets';
import { QuadraticScene, type SceneLayers } from './QuadraticScene';
import {
  COEFFICIENT_BOUND,
  DEFAULT_STATE,
  FIGURE_NAME,
  URL_SCHEMA,
  applyPreset,
  moveHandle,
  setCoefficient,
  stateFromUrl,
  stateToUrl,
  type HandleX,
  type QuadraticState,
} from './state';
import { ownQuery } from '../../kit';

/** Layers and panels of the quadratic figure; each can be left out with `layers={{ name: false }}`. */
export type QuadraticLayer =
  keyof SceneLayers | 'coefficients' | 'derivation' | 'digits' | 'controls';

export type QuadraticRootsFigureProps = {
  /** Fixture id of the quadratic fixtures to start from (unknown ids are ignored). */
  readonly preset?: string;
  /**
   * Mirror the state in the page's URL and restore it on load (default true). Only one figure
   * per page may own the URL: a second instance on the same page passes false.
   */
  readonly syncUrl?: boolean;
  /**
   * Layers to leave out, e.g. `{ digits: false, derivation: false }` for a first, simpler view.
   * Every layer is shown unless set to false.
   */
  readonly layers?: Partial<Record<QuadraticLayer, boolean>>;
  /** Caption under the figure. */
  readonly caption?: string;
};

/** The case label's words for a result. */
export function describeCase(
  result: QuadraticResult,
  a: number,
  b: number,
  c: number,
): CaseLabelProps {
  const [first = 0, second = 0] = result.roots;
  switch (result.kind) {
    case 'two':
      return {
        kind: 'two roots',
        tone: 'contact',
        detail: `at x = ${formatNumber(first)} and x = ${formatNumber(second)}`,
      };
    case 'double':
      return {
        kind: 'double root',
        tone: 'contact',
        detail: `at x = ${formatNumber(first)}: the parabola touches the axis`,
      };
    case 'one':
      return {
        kind: 'one root',
        tone: 'contact',
        detail: `at x = ${formatNumber(first)}: a = 0, a straight line`,
      };
    case 'all':
      return { kind: 'every x', tone: 'neutral', detail: 'a = b = c = 0: the whole axis' };
    case 'none':
      return {
        kind: 'no real roots',
        tone: 'miss',
        detail:
          a === 0
            ? `a = b = 0 and c = ${formatNumber(c)}`
            : `D = ${formatNumber(b * b - 4 * a * c)} < 0`,
      };
    case 'invalid-input':
      return {
        kind: 'invalid input',
        tone: 'miss',
        detail: 'a coefficient is not a finite number',
      };
  }
}

function initialState(preset: string | undefined): QuadraticState {
  return preset === undefined ? DEFAULT_STATE : applyPreset(DEFAULT_STATE, preset);
}

export function QuadraticRootsFigure({
  preset,
  syncUrl = true,
  layers = {},
  caption,
}: QuadraticRootsFigureProps) {
  const [start] = useState(() => initialState(preset));
  const [state, setState] = useState(start);
  const show = (layer: QuadraticLayer) => layers[layer] !== false;

  useUrlSync({ enabled: syncUrl, state, read: stateFromUrl, write: stateToUrl, restore: setState });

  const onMoveHandle = useCallback(
    (x: HandleX, wanted: Point, intent: MoveIntent) =>
      setState((s) => moveHandle(s, x, wanted, intent.free)),
    [],
  );
  const { a, b, c } = state;
  // Kept while only the digits panel's k changes, so the derivation is not redrawn for it.
  const result = useMemo(() => solveQuadratic(a, b, c), [a, b, c]);
  const derivation = useMemo(() => derivationRows(a, b, c, result), [a, b, c, result]);
  const label = describeCase(result, a, b, c);
  const query = () => ownQuery(URL_SCHEMA, state, '', { preset: null });
  const sceneLayers: SceneLayers = {
    grid: show('grid'),
    axes: show('axes'),
    curve: show('curve'),
    roots: show('roots'),
    handles: show('handles'),
  };

  return (
    <FigureFrame
      name={FIGURE_NAME}
      state={{ a, b, c }}
      caseId={result.kind}
      caption={caption}
      label="Quadratic roots figure"
      className="qr-figure"
    >
      {show('controls') && (
        <Toolbar>
          <PresetMenu
            presets={quadraticPresets}
            value={state.preset}
            onSelect={(id) => setState((s) => applyPreset(s, id))}
          />
          <Toggle
            label="Snap to grid"
            hint="(Alt: free)"
            checked={state.snap}
            onChange={(snap) => setState((s) => ({ ...s, snap }))}
          />
          <ResetButton onReset={() => setState(start)} />
          <ShareMenu
            title="Quadratic roots — Intersections, explained"
            link={() =>
              `${window.location.origin}${window.location.pathname}${queryString(new URLSearchParams(query()))}`
            }
            embedLink={() =>
              `${window.location.origin}/embed/${FIGURE_NAME}/${queryString(new URLSearchParams(query()))}`
            }
          />
        </Toolbar>
      )}
      <div className="qr-main">
        <QuadraticScene
          state={state}
          result={result}
          layers={sceneLayers}
          onMoveHandle={onMoveHandle}
        />
        <div className="qr-side">
          <CaseLabel {...label} />
          <PresetNote
            presets={quadraticPresets}
            value={state.preset}
            customText="Drag the three heights or type a, b and c."
          />
          {show('coefficients') && (
            <div className="qr-coefficients" role="group" aria-label="Coefficients">
              {(['a', 'b', 'c'] as const).map((name) => (
                <NumberField
                  key={name}
                  label={name}
                  value={state[name]}
                  bound={COEFFICIENT_BOUND}
                  onChange={(value) => setState((s) => setCoefficient(s, name, value))}
                />
              ))}
            </div>
          )}
          {show('derivation') && (
            <LiveDerivation
              rows={derivation}
              label="Derivation with the current numbers"
              className="qr-derivation"
            />
          )}
        </div>
      </div>
      {show('digits') && (
        <DigitsLost k={state.k} onChange={(k) => setState((s) => ({ ...s, k }))} />
      )}
    </FigureFrame>
  );
}
