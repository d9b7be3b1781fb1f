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
  Capsule,
  ChoiceGroup,
  Circle,
  CircleBody,
  DecorLayer,
  Grid,
  Axes,
  Handle,
  HandleLayer,
  ImpactMarks,
  MotionPath,
  MovingCircleHandles,
  onDemandPart,
  PointMark,
  Segment,
  Stage,
  SweptCircle,
  TimeScrubber,
  Toggle,
  formatNumber,
  point,
  useModuleWhen,
  type Point,
} from '../../kit';
import { defineFigure, withTime, type FigureViewProps } from '../../kit/figure';
import '../../kit/kit.css';
import '../figures.css';
import { ALGORITHMS, toiMeta } from './meta';
import { DerivationPanel } from './derivation';
import { describeCase } from './model';
import { Plot } from './plot';
import {
  GRID_STEP,
  VIEW,
  computeToi,
  moveRadius,
  movePointRule,
  moveVelocity,
  toiModel,
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
// Inline: the kit's ./vectors and useTimeSetter would each be a chunk of their own on the page.
const alongVector = (p: Point, v: Point, k: number) => point(p.x + k * v.x, p.y + k * v.y);
const subtractPoints = (a: Point, b: Point) => point(a.x - b.x, a.y - b.y);
const useTimeSetter = (update: View['update']) =>
  useCallback((t: number) => update((s) => withTime(s, t)), [update]);

/** The drawing (also the home page's thumbnail, without handles). */
export function ToiScene(view: View) {
  const { state, result, show } = view;
  const { target, p, r, q, rq, t, a, b } = state;
  const relative = target === 'circles' && state.relative;
  // In the relative frame Q holds still and P moves by v − vQ with radius r + rQ.
  const v = relative ? subtractPoints(state.v, state.vq) : state.v;
  const vq = relative ? point(0, 0) : state.vq;
  const radius = relative ? r + rq : r;
  const sliding = state.slide && target === 'segment';
  const slide = useModuleWhen(loadSlide, sliding);
  const source = useModuleWhen(loadSource, state.source);
  const { t: hitT, point: hit, normal, feature } = result;
  // The contact seen from Q is Q's centre (the grown circle reaches it).
  const contact = relative ? q : hit;
  const circleAt = (time: number, color: string, stroke?: 'dotted' | 'dashed') => (
    <Circle
      center={alongVector(p, v, time)}
      radius={radius}
      color={color}
      width={2}
      stroke={stroke}
    />
  );
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
          <>
            <Capsule from={a} to={b} radius={r} color={OBSTACLE} fill={OBSTACLE_FILL} width={1} />
            <Segment from={a} to={b} color={OBSTACLE} width={4} />
            {feature === 'side' && normal !== undefined && (
              <Segment
                from={alongVector(a, normal, r)}
                to={alongVector(b, normal, r)}
                color={CONTACT}
                width={4}
              />
            )}
            {feature !== undefined && feature !== 'side' && (
              <Circle center={feature === 'cap-a' ? a : b} radius={r} color={CONTACT} width={3} />
            )}
          </>
        )}
        {target === 'point' && <PointMark at={q} radius={6} color={OBSTACLE} />}
        {target === 'circles' && (
          <>
            <MotionPath from={q} to={alongVector(q, vq, 1)} color={OBSTACLE} />
            <Circle
              center={alongVector(q, vq, t)}
              radius={relative ? 0 : rq}
              color={OBSTACLE}
              width={3}
            />
            {relative && <PointMark at={q} radius={5} color={OBSTACLE} />}
            {hitT !== undefined && !relative && (
              <Circle
                center={alongVector(q, vq, hitT)}
                radius={rq}
                color={OBSTACLE}
                width={1.5}
                stroke="dashed"
              />
            )}
          </>
        )}
        {!sliding && (
          <SweptCircle center={p} velocity={v} radius={radius} color={BODY} fill={BODY_FILL} />
        )}
        {source !== null && <source.SourceGhost state={state} circleAt={circleAt} />}
        {hitT !== undefined && contact !== undefined && normal !== undefined && (
          <ImpactMarks
            {...{ center: alongVector(p, v, hitT), radius, contact, normal, color: CONTACT }}
          />
        )}
        {!sliding && (
          <CircleBody
            at={alongVector(p, v, t)}
            {...{ radius, color: BODY, fill: BODY_FILL, inner: relative ? r : null }}
          />
        )}
      </DecorLayer>
      {sliding && slide !== null && <slide.SlideLayer {...view} />}
      {show('handles') && !relative && <ToiHandles {...view} />}
    </Stage>
  );
}

/** A moving circle's handles (P, or Q of two circles), through the state's rules. */
function BodyHandles({
  name,
  update,
  state,
}: Pick<View, 'update' | 'state'> & { name: 'P' | 'Q' }) {
  const [key, radiusKey, velocityKey] =
    name === 'P' ? (['p', 'r', 'v'] as const) : (['q', 'rq', 'vq'] as const);
  return (
    <MovingCircleHandles
      {...{
        name,
        suffixed: name === 'Q',
        step: GRID_STEP,
        shape: name === 'Q' ? 'diamond' : 'circle',
      }}
      {...{ center: state[key], radius: state[radiusKey], velocity: state[velocityKey] }}
      color={name === 'P' ? BODY : OBSTACLE}
      onCenter={(wanted, intent) => update((s) => movePointRule(s, key, wanted, intent.free))}
      onRadius={(wanted, intent) => update((s) => moveRadius(s, radiusKey, wanted, intent.free))}
      onVelocity={(wanted, intent) =>
        update((s) => moveVelocity(s, velocityKey, wanted, intent.free))
      }
    />
  );
}

const POINT_HANDLES = {
  Q: { key: 'q', shape: 'diamond', description: 'the point' },
  A: { key: 'a', shape: 'square', description: 'segment end' },
  B: { key: 'b', shape: 'square', description: 'segment end' },
} as const;

/** The point Q or a segment end. */
function PointHandle({
  name,
  at,
  update,
}: Pick<View, 'update'> & { name: 'Q' | 'A' | 'B'; at: Point }) {
  const { key, ...look } = POINT_HANDLES[name];
  return (
    <Handle
      {...{ label: name, at, step: GRID_STEP, color: OBSTACLE, ...look }}
      onMove={(wanted, intent) => update((s) => movePointRule(s, key, wanted, intent.free))}
    />
  );
}

/** The handles of the current target (none in the relative frame, which is derived). */
function ToiHandles({ state, update }: View) {
  const { target } = state;
  return (
    <HandleLayer>
      {target === 'segment' && <PointHandle name="A" at={state.a} update={update} />}
      {target === 'segment' && <PointHandle name="B" at={state.b} update={update} />}
      {target === 'point' && <PointHandle name="Q" at={state.q} update={update} />}
      {target === 'circles' && <BodyHandles name="Q" state={state} update={update} />}
      <BodyHandles name="P" state={state} update={update} />
    </HandleLayer>
  );
}

// In TARGETS' order (the menu's).
const TARGET_WORDS = { point: 'a point', segment: 'a segment', circles: 'a moving circle' };

function Controls(view: View) {
  const { state, result, update, show } = view;
  const onTime = useTimeSetter(update);
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
  ...toiMeta,
  model: toiModel,
  label: 'A moving circle against a point, a segment or another moving circle',
  className: 'toi-figure',
  algorithm: (state) => ALGORITHMS[state.target],
  compute: computeToi,
  describe: describeCase,
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
