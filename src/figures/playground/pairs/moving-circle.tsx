/**
 * The moving circle's three pairs, made of kit pieces: a circle moving by v during the step
 * against a still point (`timeOfImpactCirclePoint`), a still segment (`timeOfImpactCircleSegment`)
 * or another moving circle (`timeOfImpactCircles`, a still one being velocity 0). Each scene shows,
 * with the kit's moving-circle pieces (as the article's figure does), the band each circle sweeps
 * and its centre's path, the circle at the scrubbed time, and the ghost at the time of impact with
 * the contact point and normal. Presets: the core's time-of-impact fixtures.
 */
import type { ComponentType, ReactNode } from 'react';
import {
  timeOfImpactCirclePoint,
  timeOfImpactCircleSegment,
  timeOfImpactCircles,
  type CirclePointInput,
  type CircleSegmentInput,
  type CirclesInput,
  type MovingCircle,
  type TimeOfImpact,
} from '../../../geometry';
import {
  Capsule,
  Circle,
  CircleBody,
  DecorLayer,
  HandleLayer,
  ImpactMarks,
  Label,
  MovingCircleHandles,
  PointHandles,
  PointMark,
  Segment,
  SweptCircle,
  TimeScrubber,
  ViewStage,
  booleanCodec,
  formatNumber,
  numberCodec,
  point,
  pointCodec,
  viewConstraint,
  type CaseLabelProps,
  type Point,
  type PointHandleSpec,
} from '../../../kit';
import {
  figureModel,
  movePoint,
  pointFields,
  useTimeSetter,
  type FigureModel,
  type FigurePreset,
  type FigureViewProps,
} from '../../../kit/figure';
import { definePairFigure } from '../pair-figure';
import { circlePointPresets, circleSegmentPresets, movingCirclesPresets } from '../toi-presets';
import { placeRadius } from './radius-knob';

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
const time = numberCodec(0, 1);
const ORIGIN = point(0, 0);

type Update<S> = (change: (state: S) => S) => void;
type Body = { readonly c: Point; readonly r: number; readonly v: Point };

const centreAt = ({ c, v }: Body, t: number) => point(c.x + t * v.x, c.y + t * v.y);
const asCircle = ({ c, r, v }: Body): MovingCircle => ({ center: c, radius: r, velocity: v });
const tint = (color: string) => `color-mix(in srgb, ${color} 10%, transparent)`;

/** A moving circle (the kit's pieces): the band it sweeps, its centre's path, where it is at t. */
function MovingBody({ body, t, color }: { body: Body; t: number; color: string }) {
  const { c, r, v } = body;
  return (
    <>
      <SweptCircle center={c} velocity={v} radius={r} color={color} fill={tint(color)} />
      <CircleBody at={centreAt(body, t)} radius={r} color={color} fill={tint(color)} />
    </>
  );
}

/** The first contact: the ghosts at its time (the first with the contact point and normal). */
function Impact({ result, ghosts }: { result: TimeOfImpact; ghosts: readonly Body[] }) {
  const { t, point: at, normal } = result;
  if (t === undefined || at === undefined || normal === undefined) return null;
  const contact = point(at.x, at.y);
  const [first, ...others] = ghosts.map((body) => ({ center: centreAt(body, t), r: body.r }));
  return (
    <>
      {others.map(({ center, r }, i) => (
        <Circle key={i} center={center} radius={r} color={MEET} width={2} stroke="dashed" />
      ))}
      {first !== undefined && (
        <ImpactMarks center={first.center} radius={first.r} {...{ contact, normal }} color={MEET} />
      )}
      <Label at={contact} offset={[10, 18]} color={MEET}>
        {`t = ${formatNumber(t)}`}
      </Label>
    </>
  );
}

/**
 * A moving circle's handles (the kit's): radius knob, velocity tip and centre, by the pair's
 * rules: the centre on the grid inside the view, the tip on the grid, the radius whole, unless
 * snapping is off or the move is free.
 */
function BodyHandles<S extends { readonly snap: boolean }>(props: {
  readonly name: string;
  readonly suffixed: boolean;
  readonly body: Body;
  readonly keys: readonly [centre: string, radius: string, velocity: string];
  readonly color: string;
  readonly update: Update<S>;
}) {
  const { name, suffixed, body, keys, color, update } = props;
  const [centre, radiusKey, velocity] = keys;
  type Points = S & Record<string, Point>;
  return (
    <MovingCircleHandles
      {...{ name, suffixed, center: body.c, radius: body.r, velocity: body.v, color, step: 1 }}
      onCenter={(wanted, intent) =>
        update((s) => movePoint(s as Points, centre, wanted, place(s.snap && !intent.free)))
      }
      onRadius={(wanted, intent) =>
        update((s) => {
          const r = placeRadius(wanted, s.snap && !intent.free);
          return r === (s as S & Record<string, number>)[radiusKey] ? s : { ...s, [radiusKey]: r };
        })
      }
      onVelocity={(wanted, intent) =>
        update((s) =>
          movePoint(s as Points, velocity, wanted, placeVelocity(s.snap && !intent.free)),
        )
      }
    />
  );
}

function Stage({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ViewStage view={VIEW} grid={1} width={600} height={420} label={label}>
      {children}
    </ViewStage>
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

const WORDS: Readonly<Record<string, string>> = {
  hit: 'first contact during the step',
  penetrating: 'already overlapping at t = 0 and moving further in',
  'miss:separating': 'touching or overlapping at t = 0, but moving apart',
  'miss:no-motion': 'nothing moves relative to the obstacle',
  'miss:no-contact': 'no contact during the step',
  'invalid-input': 'not a valid input',
};
const FEATURES: Readonly<Record<string, string>> = {
  side: 'on the segment’s side',
  'cap-a': 'at end A',
  'cap-b': 'at end B',
};

function describeImpact(_: unknown, result: TimeOfImpact): CaseLabelProps {
  const key = result.reason === undefined ? result.kind : `${result.kind}:${result.reason}`;
  const details = [
    WORDS[key] ?? key,
    result.feature === undefined ? '' : (FEATURES[result.feature] ?? result.feature),
    result.t === undefined ? '' : `at t = ${formatNumber(result.t)}`,
  ];
  return {
    kind: key,
    tone: result.t === undefined ? 'miss' : 'contact',
    detail: details.filter((words) => words !== '').join(', '),
  };
}

const bodyOf = (c: Point, r: number, v: Point): Body => ({ c, r, v });
const fromCircle = ({ center, radius: r, velocity }: MovingCircle) =>
  bodyOf(point(center.x, center.y), r, point(velocity.x, velocity.y));

/** A pair of this module: the shared case words and time scrubber, under the pair's name. */
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
    describe: describeImpact,
    BelowScene: Time,
  });
}

/** A lone moving circle (fields c, r, v) and a still obstacle: its drawing and its handles. */
type LoneFields = { c: Point; r: number; v: Point; t: number; snap: boolean };

function LoneCircleStage<K extends string, S extends LoneFields & Record<K, Point>>(props: {
  readonly label: string;
  readonly state: S;
  readonly result: TimeOfImpact;
  readonly update: Update<S>;
  readonly obstacle: ReactNode;
  readonly handles: readonly PointHandleSpec<K>[];
}) {
  const { label, state, result, update, obstacle, handles } = props;
  const body = bodyOf(state.c, state.r, state.v);
  return (
    <Stage label={label}>
      <DecorLayer>
        {obstacle}
        <MovingBody body={body} t={state.t} color={MOVER} />
        <Impact result={result} ghosts={[body]} />
      </DecorLayer>
      <HandleLayer>
        <PointHandles
          step={1}
          handles={handles}
          onMove={(key: K, wanted, intent) =>
            update((s) => movePoint(s, key, wanted, place(s.snap && !intent.free)))
          }
        />
        <BodyHandles<S>
          {...{ name: 'C', suffixed: false, body, keys: ['c', 'r', 'v'], color: MOVER, update }}
        />
      </HandleLayer>
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
type PointFields = { c: Point; r: number; v: Point; q: Point; t: number; snap: boolean };
const pointModel = figureModel({
  fields: {
    ...pointFields(['c', 'v', 'q'] as const, coordinates),
    r: radius,
    t: time,
    snap: booleanCodec,
  },
  defaults: { c: ORIGIN, r: 0, v: ORIGIN, q: ORIGIN, t: 0, snap: true },
  presets: circlePointPresets,
  defaultPreset: 'point-hit',
  inputOf: ({ c, r, v, q }: PointFields): CirclePointInput => ({
    ...asCircle({ c, r, v }),
    point: q,
  }),
  withPresetInput: (state, { input }) => ({
    ...state,
    ...fromCircle(input),
    q: point(input.point.x, input.point.y),
  }),
});
type PointView = FigureViewProps<PointFields, CirclePointInput, TimeOfImpact>;

function PointScene({ state, result, update }: PointView) {
  return (
    <LoneCircleStage<'q', PointFields>
      label="A circle moving by v, and a point"
      state={state}
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
type SegmentFields = {
  c: Point;
  r: number;
  v: Point;
  a: Point;
  b: Point;
  t: number;
  snap: boolean;
};
const segmentModel = figureModel({
  fields: {
    ...pointFields(['c', 'v', 'a', 'b'] as const, coordinates),
    r: radius,
    t: time,
    snap: booleanCodec,
  },
  defaults: { c: ORIGIN, r: 0, v: ORIGIN, a: ORIGIN, b: ORIGIN, t: 0, snap: true },
  presets: circleSegmentPresets,
  defaultPreset: 'segment-side-hit',
  inputOf: ({ c, r, v, a, b }: SegmentFields): CircleSegmentInput => ({
    ...asCircle({ c, r, v }),
    a,
    b,
  }),
  withPresetInput: (state, { input }) => ({
    ...state,
    ...fromCircle(input),
    a: point(input.a.x, input.a.y),
    b: point(input.b.x, input.b.y),
  }),
});
type SegmentView = FigureViewProps<SegmentFields, CircleSegmentInput, TimeOfImpact>;

function SegmentScene({ state, result, update }: SegmentView) {
  const { a, b } = state;
  return (
    <LoneCircleStage<'a' | 'b', SegmentFields>
      label="A circle moving by v, and a segment"
      state={state}
      result={result}
      update={update}
      obstacle={
        <>
          <Capsule from={a} to={b} radius={state.r} color={OBSTACLE} stroke="dotted" />
          <Segment from={a} to={b} color={OBSTACLE} width={2.5} />
        </>
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

// Two moving circles (B still when vB = 0): in B's frame, A's centre against a circle rA + rB.
type CirclesFields = { a: Point; ra: number; va: Point; b: Point; rb: number; vb: Point } & {
  t: number;
  snap: boolean;
};
const circlesModel = figureModel({
  fields: {
    ...pointFields(['a', 'va', 'b', 'vb'] as const, coordinates),
    ra: radius,
    rb: radius,
    t: time,
    snap: booleanCodec,
  },
  defaults: { a: ORIGIN, ra: 0, va: ORIGIN, b: ORIGIN, rb: 0, vb: ORIGIN, t: 0, snap: true },
  presets: movingCirclesPresets,
  defaultPreset: 'circles-head-on',
  inputOf: ({ a, ra, va, b, rb, vb }: CirclesFields): CirclesInput => ({
    a: asCircle(bodyOf(a, ra, va)),
    b: asCircle(bodyOf(b, rb, vb)),
  }),
  withPresetInput: (state, { input }) => {
    const a = fromCircle(input.a);
    const b = fromCircle(input.b);
    return { ...state, a: a.c, ra: a.r, va: a.v, b: b.c, rb: b.r, vb: b.v };
  },
});

/**
 * The reduction in the scene: around B's centre at the time shown (the impact's, else t), the
 * circle of radius rA + rB that A's centre meets at the impact.
 */
function GrownCircle({ a, b, t }: { a: Body; b: Body; t: number }) {
  const centre = centreAt(b, t);
  const r = a.r + b.r;
  return (
    <>
      <Circle center={centre} radius={r} color={OBSTACLE} width={1} stroke="dotted" />
      <Label at={point(centre.x, centre.y + r)} offset={[6, -6]} color={OBSTACLE}>
        rA + rB
      </Label>
      <PointMark at={centreAt(a, t)} radius={3} color={MOVER} />
    </>
  );
}

function CirclesScene({
  state,
  result,
  update,
}: FigureViewProps<CirclesFields, CirclesInput, TimeOfImpact>) {
  const a = bodyOf(state.a, state.ra, state.va);
  const b = bodyOf(state.b, state.rb, state.vb);
  const movers = [
    { name: 'A', body: a, keys: ['a', 'ra', 'va'], color: MOVER },
    { name: 'B', body: b, keys: ['b', 'rb', 'vb'], color: OBSTACLE },
  ] as const;
  return (
    <Stage label="Two circles moving during the step">
      <DecorLayer>
        <MovingBody body={b} t={state.t} color={OBSTACLE} />
        <MovingBody body={a} t={state.t} color={MOVER} />
        <GrownCircle a={a} b={b} t={result.t ?? state.t} />
        <Impact result={result} ghosts={[a, b]} />
      </DecorLayer>
      <HandleLayer>
        {movers.map((mover) => (
          <BodyHandles<CirclesFields> key={mover.name} {...mover} suffixed update={update} />
        ))}
      </HandleLayer>
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
