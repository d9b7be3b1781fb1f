/**
 * The moving circle against its obstacle, from the pieces the moving-circle figure is built of
 * (moving-circle-parts.tsx, impact-label.ts, plots/CandidatePlot.tsx,
 * plots/distance.ts, bent-motion.tsx): a circle kept in three state fields with
 * `CircleFieldHandles`, against a capsule (`CapsuleObstacle`) or a second moving circle
 * (`CircleObstacle`), `ImpactingCircle` at the scrubbed time, the candidate roots with their
 * verdicts and the case label. The geometry core answers, as in the figures; the demo only wires.
 */
// The kit's styles: this page has no other demo to bring them (the page was unstyled without).
import '../../../kit/kit.css';
import { useCallback } from 'react';
import {
  timeOfImpactCircleSegment,
  timeOfImpactCircles,
  type CircleSegmentInput,
  type CirclesInput,
  type TimeOfImpact,
} from '../../../geometry';
import {
  circleSegmentFixtures,
  circlesFixtures,
  type TimeOfImpactFixture,
} from '../../../geometry/fixtures';
import {
  BentMotion,
  CapsuleObstacle,
  ChoiceGroup,
  CircleFieldHandles,
  CircleObstacle,
  DecorLayer,
  HandleLayer,
  ImpactingCircle,
  PointHandles,
  TimeScrubber,
  Toggle,
  ViewStage,
  booleanCodec,
  clamp,
  enumCodec,
  impactCaseLabel,
  numberCodec,
  onDemandPart,
  point,
  pointCodec,
  snapValue,
  viewConstraint,
  type MovingCircleValue,
  type Point,
} from '../../../kit';
import {
  defineFigure,
  figureModel,
  movePoint,
  useHandleMover,
  withTime,
  type FieldsOf,
  type FigureViewProps,
  type WithPreset,
} from '../../../kit/figure';
import { CandidatesPanel } from './impact-candidates-part';

const VIEW = { xMin: -10, xMax: 10, yMin: -7, yMax: 7 } as const;
const STEP = 0.5;
const place = viewConstraint(VIEW, STEP);
const P = ['p', 'r', 'v'] as const;
const Q = ['q', 'rq', 'vq'] as const;
const OBSTACLES = ['segment', 'circle'] as const;
type Obstacle = (typeof OBSTACLES)[number];
type Input = CircleSegmentInput | CirclesInput;

const BODY = 'var(--fig-blue)';
const FILL = 'var(--fig-fill)';
const OBSTACLE = 'var(--fig-vermillion)';
const OBSTACLE_FILL = 'color-mix(in srgb, var(--fig-vermillion) 8%, transparent)';
const CONTACT = 'var(--fig-green)';
const END = {
  color: OBSTACLE,
  shape: 'square',
  labelOffset: [10, -10],
  description: 'segment end',
} as const;

// The circles' fields read and written here, not with movingCircleOf, circleFields, placeTip and
// placeRadius (moving-circle-state.ts): a second importer would split that module out of the
// moving-circle figure's chunk, about 120 B on its pages, which are at their budget.
const bodyOf = (s: CircleState): MovingCircleValue => ({ center: s.p, radius: s.r, velocity: s.v });
const otherOf = (s: CircleState): MovingCircleValue => ({
  center: s.q,
  radius: s.rq,
  velocity: s.vq,
});
const bodyFields = ({ center, radius, velocity }: MovingCircleValue) => ({
  p: center,
  r: radius,
  v: velocity,
});
const otherFields = ({ center, radius, velocity }: MovingCircleValue) => ({
  q: center,
  rq: radius,
  vq: velocity,
});

/** The core's fixtures (its cases), each tagged with the obstacle it loads; no invalid input. */
function tagged<I extends Input>(obstacle: Obstacle, fixtures: readonly TimeOfImpactFixture<I>[]) {
  return fixtures
    .filter((fixture) => fixture.expected.kind !== 'invalid-input')
    .map(({ id, name, note, input }) => ({ id, name, note, input: input as Input, obstacle }));
}
const PRESETS = [...tagged('segment', circleSegmentFixtures), ...tagged('circle', circlesFixtures)];

type CircleState = Readonly<Record<'p' | 'v' | 'q' | 'vq', Point>> &
  Readonly<Record<'r' | 'rq', number>>;
type CallFields = CircleState &
  Readonly<Record<'a' | 'b', Point>> & { readonly obstacle: Obstacle };

/** The one call the hooks describe: the circle against the segment, or the two circles. */
function inputOf(state: CallFields): Input {
  const body = bodyOf(state);
  return state.obstacle === 'segment'
    ? { ...body, a: state.a, b: state.b }
    : { a: body, b: otherOf(state) };
}

function compute(input: Input): TimeOfImpact {
  return 'center' in input ? timeOfImpactCircleSegment(input) : timeOfImpactCircles(input);
}

const coordinates = pointCodec(50);
const radius = numberCodec(0, 4);
const model = figureModel({
  fields: {
    obstacle: enumCodec(OBSTACLES),
    ...{ p: coordinates, r: radius, v: coordinates, q: coordinates, rq: radius, vq: coordinates },
    ...{ a: coordinates, b: coordinates },
    t: numberCodec(0, 1),
    snap: booleanCodec,
    /** Hold the circle at its first contact (the path bends there) rather than pass through. */
    stop: booleanCodec,
  },
  defaults: {
    obstacle: 'segment' as Obstacle,
    ...{ p: point(0, 0), r: 1, v: point(0, 0) },
    ...{ q: point(3, 0), rq: 1, vq: point(0, 0) },
    ...{ a: point(-4, 0), b: point(4, 0) },
    ...{ t: 0.5, snap: true, stop: false },
  },
  presets: PRESETS,
  defaultPreset: 'segment-side-hit',
  inputOf,
  // A preset sets its obstacle and moves the time to its contact (or the step's end).
  withPresetInput: (state, { input, obstacle }) => {
    const base = { ...state, obstacle, t: compute(input).t ?? 1 };
    if ('center' in input) return { ...base, ...bodyFields(input), a: input.a, b: input.b };
    return { ...base, ...bodyFields(input.a), ...otherFields(input.b) };
  },
});
type Fields = FieldsOf<typeof model>;
type State = WithPreset<Fields>;
export type ImpactView = FigureViewProps<Fields, Input, TimeOfImpact>;
type View = ImpactView;

// The move rules: on the half grid inside the view unless free; a velocity by its tip.
const moveAt = (s: State, key: 'p' | 'q' | 'a' | 'b', wanted: Point, free: boolean) =>
  model.settle(s, movePoint(s, key, wanted, place(s.snap && !free)));
const moveVelocity = (s: State, key: 'v' | 'vq', wanted: Point, free: boolean) => {
  const from = key === 'v' ? s.p : s.q;
  const tip = place(s.snap && !free)(point(from.x + wanted.x, from.y + wanted.y));
  return model.settle(s, { ...s, [key]: point(tip.x - from.x, tip.y - from.y) });
};
const moveRadius = (s: State, key: 'r' | 'rq', wanted: number, free: boolean) =>
  model.settle(s, {
    ...s,
    [key]: clamp(s.snap && !free ? snapValue(wanted, STEP) : Number(wanted.toFixed(3)), 0, 4),
  });

const along = ({ center, velocity }: MovingCircleValue, t: number) =>
  point(center.x + t * velocity.x, center.y + t * velocity.y);

function Scene({ state, result, update }: View) {
  const onPoint = useHandleMover(update, moveAt);
  const moves = {
    onCenter: onPoint,
    onRadius: useHandleMover(update, moveRadius),
    onVelocity: useHandleMover(update, moveVelocity),
    step: STEP,
  };
  const body = bodyOf(state);
  const other = otherOf(state);
  const { t, obstacle } = state;
  const hitT = result.t;
  // Held at the first contact: the path to there, then still (a slide would bend it again).
  const stopped = state.stop && hitT !== undefined;
  const at = along(body, hitT ?? 1);
  return (
    <ViewStage
      view={VIEW}
      grid={1}
      width={560}
      height={350}
      label="A moving circle and its obstacle"
    >
      <DecorLayer>
        {obstacle === 'segment' ? (
          <CapsuleObstacle
            {...{ a: state.a, b: state.b, radius: state.r, color: OBSTACLE, fill: OBSTACLE_FILL }}
            {...{ feature: result.feature, normal: result.normal, contactColor: CONTACT }}
          />
        ) : (
          <CircleObstacle circle={other} t={t} impactT={hitT} color={OBSTACLE} />
        )}
        <ImpactingCircle
          {...{ circle: body, t, impact: result, color: BODY, fill: FILL, contactColor: CONTACT }}
          {...{ moving: !stopped, inner: null }}
        />
        {stopped && (
          <BentMotion
            {...{ positions: [body.center, at, at], times: [hitT], t, radius: state.r }}
            {...{ color: BODY, fill: FILL }}
          />
        )}
      </DecorLayer>
      <HandleLayer>
        {obstacle === 'segment' ? (
          <PointHandles
            step={STEP}
            onMove={onPoint}
            handles={[
              { key: 'a', label: 'A', at: state.a, ...END },
              { key: 'b', label: 'B', at: state.b, ...END },
            ]}
          />
        ) : (
          <CircleFieldHandles
            {...{ name: 'Q', suffixed: true, shape: 'diamond', color: OBSTACLE, ...moves }}
            {...{ keys: Q, circle: other }}
          />
        )}
        <CircleFieldHandles
          {...{ name: 'P', suffixed: false, color: BODY, keys: P, circle: body, ...moves }}
        />
      </HandleLayer>
    </ViewStage>
  );
}

const OBSTACLE_WORDS = { segment: 'a segment (its capsule)', circle: 'a moving circle' };

function Controls({ state, result, update }: View) {
  const onTime = useCallback((time: number) => update((s) => withTime(s, time)), [update]);
  const set = (change: Partial<Fields>) => update((s) => model.settle(s, { ...s, ...change }));
  return (
    <>
      <TimeScrubber
        t={state.t}
        onChange={onTime}
        contacts={result.t === undefined ? [] : [result.t]}
      />
      <ChoiceGroup
        className="kit-choices"
        legend="Against"
        options={OBSTACLE_WORDS}
        value={state.obstacle}
        onChange={(obstacle) => set({ obstacle })}
      >
        <Toggle
          label="Stop at the contact"
          checked={state.stop}
          onChange={(stop) => set({ stop })}
        />
      </ChoiceGroup>
    </>
  );
}

// The candidates' plot: the server's markup until the input first changes, then its module.
const Candidates = onDemandPart<View>({
  className: 'kit-impact-candidates',
  Server: import.meta.env.SSR ? CandidatesPanel : null,
  load: () => import('./impact-parts').then((parts) => parts.CandidatesPanel),
  follows: (view) => view.input,
});

export const ImpactDemo = defineFigure({
  name: 'kit-impact',
  title: 'Kit demo: a moving circle against its obstacle',
  label: 'Kit demo: a moving circle against a segment or a second moving circle',
  algorithm: (state) =>
    state.obstacle === 'segment' ? 'timeOfImpactCircleSegment' : 'timeOfImpactCircles',
  model,
  compute,
  describe: (_, result) => impactCaseLabel(result),
  customText: 'Drag the centre P, the radius knob r, the motion’s tip v and the obstacle.',
  Scene,
  BelowScene: Controls,
  panels: [
    {
      layer: 'candidates',
      label: 'The candidate roots',
      title: 'Squared distance minus r² (dashed: to the line), and each candidate root',
      Panel: Candidates,
    },
  ],
});
