/**
 * The moving circle's three pairs, made of kit pieces: a circle moving by v during the step
 * against a still point (`timeOfImpactCirclePoint`), a still segment (`timeOfImpactCircleSegment`)
 * or another moving circle (`timeOfImpactCircles`, a still one being velocity 0). Each scene shows,
 * with the article's figure's pieces (moving-circle-parts.tsx), the band each circle sweeps and its
 * centre's path, the circle at the scrubbed time, and the ghost at the time of impact with the
 * contact point and normal; the segment grows into its capsule, the part hit marked. Presets: the
 * core's time-of-impact fixtures.
 */
import type { ComponentType, ReactNode } from 'react';
import {
  timeOfImpactCirclePoint,
  timeOfImpactCircleSegment,
  timeOfImpactCircles,
  type CirclePointInput,
  type CircleSegmentInput,
  type CirclesInput,
  type TimeOfImpact,
} from '../../../geometry';
import {
  CapsuleObstacle,
  Circle,
  CircleFieldHandles,
  DecorLayer,
  HandleLayer,
  ImpactingCircle,
  Label,
  PointHandles,
  PointMark,
  TimeScrubber,
  ViewStage,
  alongVector,
  booleanCodec,
  formatNumber,
  impactCaseLabel,
  numberCodec,
  point,
  pointCodec,
  viewConstraint,
  type CircleKeys,
  type MovingCircleValue,
  type Point,
  type PointHandleSpec,
} from '../../../kit';
import {
  figureModel,
  movePoint,
  pointFields,
  useHandleMover,
  useTimeSetter,
  type FigureModel,
  type FigurePreset,
  type FigureViewProps,
} from '../../../kit/figure';
import { definePairFigure } from '../pair-figure';
import { circlePointPresets, circleSegmentPresets, movingCirclesPresets } from '../toi-presets';
import { moveRadius, type Snapped, type Update } from './radius-knob';

const VIEW = { xMin: -10, xMax: 10, yMin: -7, yMax: 7 } as const;
/** A velocity may reach beyond the view (its tip is drawn at the edge): the codec's range. */
const VELOCITIES = { xMin: -1024, xMax: 1024, yMin: -1024, yMax: 1024 } as const;
const MOVER = 'var(--fig-blue)';
const OBSTACLE = 'var(--fig-vermillion)';
const MEET = 'var(--fig-green)';
const place = viewConstraint(VIEW, 1);
const placeVelocity = viewConstraint(VELOCITIES, 1);
const coordinates = pointCodec(1024);
const radius = numberCodec(0, 1024);
/** Every pair's time shown and snap toggle. */
const STEP = { t: numberCodec(0, 1), snap: booleanCodec };
const STEP_DEFAULTS = { t: 0, snap: true };
type Step = { t: number; snap: boolean };
const ORIGIN = point(0, 0);
// The state's fields of the lone circle, and of the two circles A and B. The scenes read the
// circles from the input: the kit's `movingCircleOf` and `circleFields` (moving-circle-state.ts)
// imported here would move that module out of the moving-circle figure's chunk, about 60 B of
// gzip more on pages that cannot afford them.
const C = ['c', 'r', 'v'] as const;
const A = ['a', 'ra', 'va'] as const;
const B = ['b', 'rb', 'vb'] as const;

const tint = (color: string) => `color-mix(in srgb, ${color} 10%, transparent)`;

/** The still parts of a moving circle's picture: its colour and the contact's. */
const looks = (color: string) => ({ color, fill: tint(color), contactColor: MEET, inner: null });

// The pairs' rules: a centre or an obstacle's point on the grid inside the view, a velocity on
// the grid, a radius whole (radius-knob.tsx), unless snapping is off or the move is free.
type PointsOf<K extends string> = Snapped & Readonly<Record<K, Point>>;
const movedBy =
  (rule: typeof place) =>
  <K extends string, S extends PointsOf<K>>(state: S, key: K, wanted: Point, free: boolean) =>
    movePoint(state, key, wanted, rule(state.snap && !free));
const movePointRule = movedBy(place);
const moveVelocity = movedBy(placeVelocity);

/** A circle's handles: its name, its fields and their values, its colour. */
type CircleSpec<Ck extends string, R extends string, V extends string> = {
  readonly name: string;
  readonly keys: CircleKeys<Ck, R, V>;
  readonly circle: MovingCircleValue;
  readonly color: string;
};

/**
 * The handles of a scene: the obstacle's points, then each circle's radius knob, velocity tip and
 * centre (the kit's), all moved by the rules above.
 */
function Handles<
  K extends string,
  Ck extends string,
  R extends string,
  V extends string,
  S extends PointsOf<K | Ck | V> & Readonly<Record<R, number>>,
>(props: {
  readonly update: Update<S>;
  readonly points: readonly PointHandleSpec<K>[];
  readonly circles: readonly CircleSpec<Ck, R, V>[];
}) {
  const { update, circles } = props;
  const onPoint = useHandleMover(update, movePointRule<K | Ck, S>);
  const moves = {
    onCenter: onPoint,
    onRadius: useHandleMover(update, moveRadius<R, S>),
    onVelocity: useHandleMover(update, moveVelocity<V, S>),
    step: 1,
    suffixed: circles.length > 1,
  };
  return (
    <HandleLayer>
      <PointHandles step={1} handles={props.points} onMove={onPoint} />
      {circles.map(({ name, ...circle }) => (
        <CircleFieldHandles<Ck, R, V> key={name} {...{ name, ...circle, ...moves }} />
      ))}
    </HandleLayer>
  );
}

function Stage({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ViewStage view={VIEW} grid={1} width={600} height={420} label={label}>
      {children}
    </ViewStage>
  );
}

/** The time of impact written at the contact point. */
function ContactTime({ result }: { readonly result: TimeOfImpact }) {
  const { t, point: at } = result;
  if (t === undefined || at === undefined) return null;
  return (
    <Label at={at} offset={[10, 18]} color={MEET}>
      {`t = ${formatNumber(t)}`}
    </Label>
  );
}

/** The time scrubber under every moving-circle scene; "next contact" jumps to the impact. */
function Time<S extends { readonly t: number }>({
  state,
  result,
  update,
}: FigureViewProps<S, unknown, TimeOfImpact>) {
  const onTime = useTimeSetter(update);
  const contacts = result.t === undefined ? [] : [result.t];
  return <TimeScrubber t={state.t} onChange={onTime} contacts={contacts} />;
}

/** A pair of this module: the kit's case words of a time of impact and the time scrubber. */
function impactPair<
  S extends { readonly snap: boolean; readonly t: number },
  I,
  P extends FigurePreset<I>,
>(
  id: string,
  spec: {
    readonly title: string;
    readonly algorithm: string;
    readonly model: FigureModel<S, I, P>;
    readonly compute: (input: I) => TimeOfImpact;
    readonly customText: string;
    readonly Scene: ComponentType<FigureViewProps<S, I, TimeOfImpact>>;
  },
) {
  return definePairFigure(id, {
    ...spec,
    name: 'playground',
    label: spec.title,
    describe: (_, result) => impactCaseLabel(result),
    BelowScene: Time,
  });
}

/** A lone moving circle (fields c, r, v) and a still obstacle: its drawing and its handles. */
type LoneFields = { c: Point; r: number; v: Point } & Step;

function LoneCircleStage<K extends string, S extends LoneFields & Record<K, Point>>(props: {
  readonly label: string;
  readonly state: S;
  /** The circle as the input holds it. */
  readonly circle: MovingCircleValue;
  readonly result: TimeOfImpact;
  readonly update: Update<S>;
  readonly obstacle: ReactNode;
  readonly handles: readonly PointHandleSpec<K>[];
}) {
  const { label, state, circle, result, update } = props;
  return (
    <Stage label={label}>
      <DecorLayer>
        {props.obstacle}
        <ImpactingCircle
          {...{ circle, t: state.t, impact: result, moving: true }}
          {...looks(MOVER)}
        />
        <ContactTime result={result} />
      </DecorLayer>
      <Handles
        {...{ update, points: props.handles }}
        circles={[{ name: 'C', keys: C, circle, color: MOVER }]}
      />
    </Stage>
  );
}

const obstacleHandle = <K extends string>(key: K, label: string, at: Point, description: string) =>
  ({
    key,
    label,
    at,
    description,
    color: OBSTACLE,
    shape: 'square',
    labelOffset: [10, -10],
  }) as const;

// A moving circle against a still point.
type PointFields = LoneFields & { q: Point };
const pointModel = figureModel({
  fields: {
    ...pointFields(['c', 'v', 'q'] as const, coordinates),
    r: radius,
    ...STEP,
  },
  defaults: { c: ORIGIN, r: 0, v: ORIGIN, q: ORIGIN, ...STEP_DEFAULTS },
  presets: circlePointPresets,
  defaultPreset: 'point-hit',
  inputOf: ({ c, r, v, q }: PointFields): CirclePointInput => ({
    center: c,
    radius: r,
    velocity: v,
    point: q,
  }),
  withPresetInput: (state, { input }) => ({
    ...state,
    ...{ c: input.center, r: input.radius, v: input.velocity },
    q: input.point,
  }),
});
type PointView = FigureViewProps<PointFields, CirclePointInput, TimeOfImpact>;

function PointScene({ state, input, result, update }: PointView) {
  return (
    <LoneCircleStage<'q', PointFields>
      label="A circle moving by v, and a point"
      state={state}
      circle={input}
      result={result}
      update={update}
      obstacle={<PointMark at={state.q} radius={5} color={OBSTACLE} />}
      handles={[obstacleHandle('q', 'Q', state.q, 'the still point')]}
    />
  );
}

export const MovingCirclePointPair = impactPair('moving-circle.point', {
  title: 'A moving circle and a point',
  algorithm: 'timeOfImpactCirclePoint',
  model: pointModel,
  compute: timeOfImpactCirclePoint,
  customText: 'Drag the centre C, the velocity’s tip v, the radius knob r, or the point Q.',
  Scene: PointScene,
});

// A moving circle against a still segment: its centre against the capsule the segment grows into.
type SegmentFields = LoneFields & { a: Point; b: Point };
const segmentModel = figureModel({
  fields: {
    ...pointFields(['c', 'v', 'a', 'b'] as const, coordinates),
    r: radius,
    ...STEP,
  },
  defaults: { c: ORIGIN, r: 0, v: ORIGIN, a: ORIGIN, b: ORIGIN, ...STEP_DEFAULTS },
  presets: circleSegmentPresets,
  defaultPreset: 'segment-side-hit',
  inputOf: ({ c, r, v, a, b }: SegmentFields): CircleSegmentInput => ({
    center: c,
    radius: r,
    velocity: v,
    a,
    b,
  }),
  withPresetInput: (state, { input }) => ({
    ...state,
    ...{ c: input.center, r: input.radius, v: input.velocity },
    ...{ a: input.a, b: input.b },
  }),
});
type SegmentView = FigureViewProps<SegmentFields, CircleSegmentInput, TimeOfImpact>;

function SegmentScene({ state, input, result, update }: SegmentView) {
  const { a, b } = state;
  return (
    <LoneCircleStage<'a' | 'b', SegmentFields>
      label="A circle moving by v, and a segment"
      state={state}
      circle={input}
      result={result}
      update={update}
      obstacle={
        <CapsuleObstacle
          {...{ a, b, radius: state.r, feature: result.feature, normal: result.normal }}
          {...looks(OBSTACLE)}
        />
      }
      handles={[
        obstacleHandle('a', 'A', a, 'end A of the still segment'),
        obstacleHandle('b', 'B', b, 'end B of the still segment'),
      ]}
    />
  );
}

export const MovingCircleSegmentPair = impactPair('moving-circle.segment', {
  title: 'A moving circle and a segment',
  algorithm: 'timeOfImpactCircleSegment',
  model: segmentModel,
  compute: timeOfImpactCircleSegment,
  customText: 'Drag the centre C, the velocity’s tip v, the radius knob r, or the ends A and B.',
  Scene: SegmentScene,
});

const NO_POINTS: readonly PointHandleSpec<never>[] = [];

// Two moving circles (B still when vB = 0): in B's frame, A's centre against a circle rA + rB.
type CirclesFields = { a: Point; ra: number; va: Point; b: Point; rb: number; vb: Point } & Step;
const circlesModel = figureModel({
  fields: {
    ...pointFields(['a', 'va', 'b', 'vb'] as const, coordinates),
    ra: radius,
    rb: radius,
    ...STEP,
  },
  defaults: { a: ORIGIN, ra: 0, va: ORIGIN, b: ORIGIN, rb: 0, vb: ORIGIN, ...STEP_DEFAULTS },
  presets: movingCirclesPresets,
  defaultPreset: 'circles-head-on',
  inputOf: ({ a, ra, va, b, rb, vb }: CirclesFields): CirclesInput => ({
    a: { center: a, radius: ra, velocity: va },
    b: { center: b, radius: rb, velocity: vb },
  }),
  withPresetInput: (state, { input: { a, b } }) => ({
    ...state,
    ...{ a: a.center, ra: a.radius, va: a.velocity },
    ...{ b: b.center, rb: b.radius, vb: b.velocity },
  }),
});

/**
 * The reduction in the scene: around B's centre at the time shown (the impact's, else t), the
 * circle of radius rA + rB that A's centre meets at the impact.
 */
function GrownCircle({ a, b, t }: { a: MovingCircleValue; b: MovingCircleValue; t: number }) {
  const centre = alongVector(b.center, b.velocity, t);
  const r = a.radius + b.radius;
  return (
    <>
      <Circle center={centre} radius={r} color={OBSTACLE} width={1} stroke="dotted" />
      <Label at={point(centre.x, centre.y + r)} offset={[6, -6]} color={OBSTACLE}>
        rA + rB
      </Label>
      <PointMark at={alongVector(a.center, a.velocity, t)} radius={3} color={MOVER} />
    </>
  );
}

function CirclesScene({
  state,
  input: { a, b },
  result,
  update,
}: FigureViewProps<CirclesFields, CirclesInput, TimeOfImpact>) {
  const { t } = state;
  return (
    <Stage label="Two circles moving during the step">
      <DecorLayer>
        {/* B has no contact marks of its own: A's are drawn at the same time. */}
        <ImpactingCircle {...{ circle: b, t, impact: {}, moving: true }} {...looks(OBSTACLE)}>
          {result.t !== undefined && (
            <Circle
              center={alongVector(b.center, b.velocity, result.t)}
              {...{ radius: b.radius, color: MEET, width: 2, stroke: 'dashed' }}
            />
          )}
        </ImpactingCircle>
        <ImpactingCircle {...{ circle: a, t, impact: result, moving: true }} {...looks(MOVER)} />
        <GrownCircle a={a} b={b} t={result.t ?? t} />
        <ContactTime result={result} />
      </DecorLayer>
      <Handles
        {...{ update, points: NO_POINTS }}
        circles={[
          { name: 'A', keys: A, circle: a, color: MOVER },
          { name: 'B', keys: B, circle: b, color: OBSTACLE },
        ]}
      />
    </Stage>
  );
}

export const MovingCirclesPair = impactPair('moving-circle.moving-circle', {
  title: 'Two moving circles',
  algorithm: 'timeOfImpactCircles',
  model: circlesModel,
  compute: timeOfImpactCircles,
  customText:
    'Drag the centres A and B, the velocities’ tips vA and vB, or the radius knobs rA and rB.',
  Scene: CirclesScene,
});
