/**
 * A moving circle's time of impact against a point, a segment (its capsule) or a second moving
 * circle: the swept path, a ghost and the contact at the time of impact, the feature hit, the
 * relative frame for two circles; the slide along walls and the source's version are modules
 * loaded when switched on (slide.tsx, source.tsx).
 *
 * Used in MDX as `<CircleTimeOfImpactFigure client:visible />`; layers: handles, plot,
 * candidates, derivation, targets (the obstacle switch and its toggles), controls (the toolbar).
 * The hooks describe one api.md call (state.ts, inputOf).
 */
import { useCallback } from 'react';
import type { TimeOfImpact } from '../../geometry';
import {
  CapsuleObstacle,
  ChoiceGroup,
  CircleFieldHandles,
  CircleObstacle,
  DecorLayer,
  Grid,
  Axes,
  Handle,
  HandleLayer,
  ImpactingCircle,
  impactCaseLabel,
  movingCircleOf,
  onDemandPart,
  PointMark,
  relativeCircle,
  Stage,
  TimeScrubber,
  Toggle,
  formatNumber,
  useModuleWhen,
  type MarkerShape,
} from '../../kit';
import { defineFigure, useHandleMover, withTime, type FigureViewProps } from '../../kit/figure';
import '../../kit/kit.css';
import '../figures.css';
import { ALGORITHMS, NAME, TITLE, type Target } from './meta';
import { DerivationPanel } from './derivation';
import { Plot } from './plot';
import {
  GRID_STEP,
  P,
  Q,
  VIEW,
  computeToi,
  moveRadius,
  movePointRule,
  moveVelocity,
  toiModel,
  type PointKey,
  type ToiFields,
  type ToiInput,
} from './state';

export type View = FigureViewProps<ToiFields, ToiInput, TimeOfImpact>;

export const BODY = 'var(--fig-blue)';
export const OBSTACLE = 'var(--fig-vermillion)';
const CONTACT = 'var(--fig-green)';
export const BODY_FILL = 'var(--fig-fill)';
const OBSTACLE_FILL = 'color-mix(in srgb, var(--fig-vermillion) 8%, transparent)';

const loadSlide = () => import('./slide');
const loadSource = () => import('./source');

/** The drawing (also the home page's thumbnail, without handles). */
export function ToiScene(view: View) {
  const { state, result, show } = view;
  const { target, q, t, a, b } = state;
  const relative = target === 'circles' && state.relative;
  // In the relative frame Q holds still and P moves by v − vQ with radius r + rQ.
  const obstacle = movingCircleOf(state, Q);
  const body = relative
    ? relativeCircle(movingCircleOf(state, P), obstacle)
    : movingCircleOf(state, P);
  const sliding = state.slide && target === 'segment';
  const slide = useModuleWhen(loadSlide, sliding);
  const source = useModuleWhen(loadSource, state.source);
  const { t: hitT, normal, feature } = result;
  // The contact seen from Q is Q's centre (the grown circle reaches it).
  const impact = relative ? { ...result, point: q } : result;
  return (
    <Stage
      xDomain={[VIEW.xMin, VIEW.xMax]}
      yDomain={[VIEW.yMin, VIEW.yMax]}
      width={680}
      height={453}
      label={`Moving circle at t = ${formatNumber(t)}`}
      className="toi-scene"
    >
      <DecorLayer>
        <Grid step={1} />
        <Axes labelStep={2} />
        {target === 'segment' && (
          <CapsuleObstacle
            {...{ a, b, radius: state.r, feature, normal, color: OBSTACLE }}
            {...{ fill: OBSTACLE_FILL, contactColor: CONTACT }}
          />
        )}
        {target === 'circles' && !relative ? (
          <CircleObstacle circle={obstacle} t={t} impactT={hitT} color={OBSTACLE} />
        ) : (
          target !== 'segment' && <PointMark at={q} radius={relative ? 5 : 6} color={OBSTACLE} />
        )}
        <ImpactingCircle
          {...{ circle: body, t, impact, color: BODY, fill: BODY_FILL, contactColor: CONTACT }}
          {...{ moving: !sliding, inner: relative ? state.r : null }}
        >
          {source !== null && <source.SourceGhost state={state} circle={body} />}
        </ImpactingCircle>
      </DecorLayer>
      {sliding && slide !== null && <slide.SlideLayer {...view} />}
      {show('handles') && !relative && <ToiHandles {...view} />}
    </Stage>
  );
}

type PointLook = { key: PointKey; label: string; shape: MarkerShape; description: string };
/** The point Q or the segment's ends A and B, by target. */
const POINT_HANDLES: Readonly<Record<Target, readonly PointLook[]>> = {
  point: [{ key: 'q', label: 'Q', shape: 'diamond', description: 'the point' }],
  segment: [
    { key: 'a', label: 'A', shape: 'square', description: 'segment end' },
    { key: 'b', label: 'B', shape: 'square', description: 'segment end' },
  ],
  circles: [],
};

/** The handles of the current target (none in the relative frame, which is derived). */
function ToiHandles({ state, update }: View) {
  const onPoint = useHandleMover(update, movePointRule);
  const moves = {
    onCenter: onPoint,
    onRadius: useHandleMover(update, moveRadius),
    onVelocity: useHandleMover(update, moveVelocity),
    step: GRID_STEP,
  };
  return (
    <HandleLayer>
      {POINT_HANDLES[state.target].map(({ key, ...look }) => (
        <Handle
          key={key}
          {...{ at: state[key], step: GRID_STEP, color: OBSTACLE, ...look }}
          onMove={(wanted, intent) => onPoint(key, wanted, intent)}
        />
      ))}
      {state.target === 'circles' && (
        <CircleFieldHandles
          {...{ name: 'Q', suffixed: true, shape: 'diamond', color: OBSTACLE, ...moves }}
          {...{ keys: Q, circle: movingCircleOf(state, Q) }}
        />
      )}
      <CircleFieldHandles
        {...{ name: 'P', suffixed: false, color: BODY, keys: P, ...moves }}
        circle={movingCircleOf(state, P)}
      />
    </HandleLayer>
  );
}

// In TARGETS' order (the menu's).
const TARGET_WORDS = { point: 'a point', segment: 'a segment', circles: 'a moving circle' };

function Controls(view: View) {
  const { state, result, update, show } = view;
  const onTime = useCallback((time: number) => update((s) => withTime(s, time)), [update]);
  const slide = useModuleWhen(
    loadSlide,
    state.slide && state.target === 'segment' && show('targets'),
  );
  const source = useModuleWhen(loadSource, state.source);
  const set = (change: Partial<ToiFields>) =>
    update((s) => toiModel.settle(s, { ...s, ...change }));
  const toggle = (label: string, field: 'relative' | 'slide' | 'source') => (
    <Toggle label={label} checked={state[field]} onChange={(on) => set({ [field]: on })} />
  );
  return (
    <div className="toi-controls">
      <TimeScrubber
        t={state.t}
        onChange={onTime}
        contacts={result.t === undefined ? [] : [result.t]}
      />
      {show('targets') && (
        <ChoiceGroup
          className="toi-targets"
          legend="Against"
          options={TARGET_WORDS}
          value={state.target}
          onChange={(target) => set({ target })}
        >
          {state.target === 'circles' && toggle('Relative frame', 'relative')}
          {state.target === 'segment' && toggle('Slide along walls', 'slide')}
          {toggle("The source's version", 'source')}
        </ChoiceGroup>
      )}
      {state.source && source !== null && <source.SourceNote {...view} />}
      {slide !== null && <slide.WallList {...view} />}
    </div>
  );
}

// The plot (with the candidates) and the derivation: the server's markup until the state (the
// input) first changes, then their module (on-demand.ts).
const PlotPanel = onDemandPart<View>({
  className: 'toi-plot',
  Server: import.meta.env.SSR ? Plot : null,
  load: () => import('./on-demand').then((parts) => parts.Plot),
  follows: (view) => view.state,
});
const Derivation = onDemandPart<View>({
  className: 'toi-derivation',
  Server: import.meta.env.SSR ? DerivationPanel : null,
  load: () => import('./on-demand').then((parts) => parts.DerivationPanel),
  follows: (view) => view.input,
});

export const CircleTimeOfImpactFigure = defineFigure({
  name: NAME,
  title: TITLE,
  model: toiModel,
  label: 'A moving circle against a point, a segment or another moving circle',
  className: 'toi-figure',
  algorithm: (state) => ALGORITHMS[state.target],
  compute: computeToi,
  describe: (_, result) => impactCaseLabel(result),
  customText: 'Drag the centre P, the radius knob r, the motion’s tip v and the obstacle.',
  Scene: ToiScene,
  BelowScene: Controls,
  panels: [
    {
      layer: 'plot',
      label: 'The distance in t',
      title: 'Squared distance minus r² (dashed: to the line)',
      Panel: PlotPanel,
    },
    { layer: 'derivation', title: 'The numbers', usesState: false, Panel: Derivation },
  ],
  compactHides: ['derivation', 'candidates', 'targets'],
});
