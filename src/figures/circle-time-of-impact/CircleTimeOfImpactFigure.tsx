/**
 * A moving circle's time of impact against a point, a segment (its capsule) or a second moving
 * circle: the swept path, a ghost and the contact at the time of impact, the feature hit, the
 * relative frame for two circles, the slide along walls, and the source's version beside the case.
 *
 * Used in MDX as `<CircleTimeOfImpactFigure client:visible />`; layers: handles, plot,
 * candidates, derivation, targets (the obstacle switch and its toggles), controls (the toolbar).
 * The hooks describe one api.md call (state.ts, inputOf).
 */
import { useCallback, useId, useMemo } from 'react';
import type { TimeOfImpact } from '../../geometry';
import {
  Arrow,
  Axes,
  Capsule,
  Circle,
  DecorLayer,
  FunctionPlot,
  Grid,
  Handle,
  HandleLayer,
  ItemList,
  LiveDerivation,
  MotionPath,
  PointMark,
  RadiusHandle,
  Segment,
  Stage,
  TimeScrubber,
  Toggle,
  VelocityHandle,
  addItem,
  formatNumber,
  formatPoint,
  point,
  removeItem,
  type MoveIntent,
  type Point,
} from '../../kit';
import { defineFigure, type FigureViewProps } from '../../kit/figure';
import '../../kit/kit.css';
import '../figures.css';
import { ALGORITHMS, TARGETS, toiMeta } from './meta';
import { candidatesOf, derivationRows, describeCase, distanceFunctions } from './model';
import { sourceCirclePoint, sourceCircleSegment } from './source';
import {
  GRID_STEP,
  MAX_WALLS,
  VIEW,
  computeToi,
  moveRadius,
  moveWallEnd,
  movePoint,
  moveVelocity,
  setTime,
  slideOf,
  toiModel,
  type ToiFields,
  type ToiInput,
} from './state';

type View = FigureViewProps<ToiFields, ToiInput, TimeOfImpact>;

const BODY = 'var(--fig-blue)';
const OBSTACLE = 'var(--fig-vermillion)';
const CONTACT = 'var(--fig-green)';
const SOURCE = 'var(--fig-orange)';
const BODY_FILL = 'var(--fig-fill)';
const OBSTACLE_FILL = 'color-mix(in srgb, var(--fig-vermillion) 8%, transparent)';
const along = (p: Point, v: Point, t: number) => point(p.x + t * v.x, p.y + t * v.y);
const minus = (a: Point, b: Point) => point(a.x - b.x, a.y - b.y);

/** The source's time of impact for the state, or null when it reports no collision in the step. */
export function sourceTime({ target, p, r, v, q, rq, vq, a, b }: ToiFields): number | null {
  if (target === 'segment') return sourceCircleSegment(p, r, v, a, b);
  const t =
    target === 'point'
      ? sourceCirclePoint(p, r, v, q)
      : sourceCirclePoint(p, r + rq, minus(v, vq), q);
  return t !== null && t <= 1 ? t : null;
}

/** The drawing (also the home page's thumbnail, without handles). */
export function ToiScene({ state, result, update, show }: View) {
  const { target, p, r, q, rq, t, a, b } = state;
  const relative = target === 'circles' && state.relative;
  // In the relative frame Q holds still and P moves by v − vQ with radius r + rQ.
  const v = relative ? minus(state.v, state.vq) : state.v;
  const vq = relative ? point(0, 0) : state.vq;
  // The contact, seen from Q: the grown circle reaches Q's centre.
  const shift = (x: Point) => (relative ? q : x);
  const slide = useMemo(
    () => (state.slide && target === 'segment' ? slideOf(state) : null),
    [state, target],
  );
  const source = state.source ? sourceTime(state) : null;
  const contactT = result.t;
  const body = (time: number) => along(p, v, time);
  const shownRadius = relative ? r + rq : r;
  // The circle where it stops: at the time of impact, or where the source's code says.
  const ghost = (time: number, color: string, stroke: 'dotted' | 'dashed') => (
    <Circle center={body(time)} radius={shownRadius} color={color} width={2} stroke={stroke} />
  );
  // The slide's centre at t: along the path through its contacts (t is the fraction of the step).
  const now = slide === null ? body(t) : slidePosition(slide, t);
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
            {result.feature === 'side' && result.normal !== undefined && (
              <Segment
                from={along(a, result.normal, r)}
                to={along(b, result.normal, r)}
                color={CONTACT}
                width={4}
              />
            )}
            {result.feature !== undefined && result.feature !== 'side' && (
              <Circle
                center={result.feature === 'cap-a' ? a : b}
                radius={r}
                color={CONTACT}
                width={3}
              />
            )}
          </>
        )}
        {slide !== null &&
          state.walls.map((wall, i) => (
            <Segment key={i} from={wall.from} to={wall.to} color={OBSTACLE} width={4} />
          ))}
        {target === 'point' && <PointMark at={q} radius={6} color={OBSTACLE} />}
        {target === 'circles' && (
          <>
            <MotionPath from={q} to={along(q, vq, 1)} color={OBSTACLE} />
            <Circle
              center={along(q, vq, t)}
              radius={relative ? 0 : rq}
              color={OBSTACLE}
              width={3}
            />
            {relative && <PointMark at={q} radius={5} color={OBSTACLE} />}
            {contactT !== undefined && !relative && (
              <Circle
                center={along(q, vq, contactT)}
                radius={rq}
                color={OBSTACLE}
                width={1.5}
                stroke="dashed"
              />
            )}
          </>
        )}
        {slide === null ? (
          <>
            <Capsule
              from={p}
              to={body(1)}
              radius={shownRadius}
              color={BODY}
              fill={BODY_FILL}
              width={1}
              stroke="dashed"
            />
            <MotionPath from={p} to={body(1)} color={BODY} />
          </>
        ) : (
          slide.positions
            .slice(1)
            .map((to, i) => (
              <MotionPath
                key={i}
                from={slide.positions[i] ?? p}
                to={to}
                color={BODY}
                arrow={i === slide.positions.length - 2}
              />
            ))
        )}
        {source !== null && ghost(source, SOURCE, 'dotted')}
        {contactT !== undefined && result.point !== undefined && result.normal !== undefined && (
          <>
            {ghost(contactT, CONTACT, 'dashed')}
            <PointMark at={shift(result.point)} radius={5} color={CONTACT} />
            <Arrow
              from={shift(result.point)}
              vector={along(point(0, 0), result.normal, 1.5)}
              color={CONTACT}
              width={2.5}
            />
          </>
        )}
        <Circle center={now} radius={shownRadius} color={BODY} width={3} fill={BODY_FILL} />
        {relative && <Circle center={now} radius={r} color={BODY} width={1} stroke="dotted" />}
        <PointMark at={now} radius={3.5} color={BODY} />
      </DecorLayer>
      {show('handles') && !relative && <ToiHandles state={state} update={update} />}
    </Stage>
  );
}

type BodyProps = Pick<View, 'update'> & {
  readonly name: 'P' | 'Q';
  readonly center: Point;
  readonly radius: number;
  readonly velocity: Point;
};

/** Hit radius (viewBox units) of a centre with its radius knob or motion tip on top of it. */
const STACKED_HIT_RADIUS = 11;

/** A moving circle's three handles: its radius knob, the tip of its motion and its centre. */
function BodyHandles({ name, center, radius, velocity, update }: BodyProps) {
  const [key, radiusKey, velocityKey] =
    name === 'P' ? (['p', 'r', 'v'] as const) : (['q', 'rq', 'vq'] as const);
  const color = name === 'P' ? BODY : OBSTACLE;
  const suffix = name === 'P' ? '' : 'Q';
  // The centre is drawn last, on top: when the knob or the tip sits on it (radius 0, no motion)
  // it takes a smaller hit area, so the pointer grabs the centre in the middle, the other on the ring.
  const stacked = radius === 0 || (velocity.x === 0 && velocity.y === 0);
  return (
    <>
      <RadiusHandle
        label={`r${suffix}`}
        center={center}
        radius={radius}
        step={GRID_STEP}
        color={color}
        onMove={(wanted, intent) => update((s) => moveRadius(s, radiusKey, wanted, intent.free))}
      />
      <VelocityHandle
        label={`v${suffix}`}
        from={center}
        vector={velocity}
        step={GRID_STEP}
        color={color}
        description={`motion of ${name} over the step`}
        onMove={(wanted, intent) =>
          update((s) => moveVelocity(s, velocityKey, wanted, intent.free))
        }
      />
      <Handle
        label={name}
        at={center}
        step={GRID_STEP}
        color={color}
        shape={name === 'P' ? 'circle' : 'diamond'}
        description={`centre of circle ${name} at t = 0`}
        onMove={(wanted, intent) => update((s) => movePoint(s, key, wanted, intent.free))}
        hitRadius={stacked ? STACKED_HIT_RADIUS : undefined}
      />
    </>
  );
}

/** The handles of the current target (none in the relative frame, which is derived). */
function ToiHandles({ state, update }: Pick<View, 'state' | 'update'>) {
  const { target } = state;
  const end = (label: string, at: Point, onMove: (wanted: Point, intent: MoveIntent) => void) => (
    <Handle
      key={label}
      label={label}
      at={at}
      step={GRID_STEP}
      color={OBSTACLE}
      shape="square"
      description="segment end"
      onMove={onMove}
    />
  );
  return (
    <HandleLayer>
      {target === 'segment' &&
        end('A', state.a, (w, i) => update((s) => movePoint(s, 'a', w, i.free)))}
      {target === 'segment' &&
        end('B', state.b, (w, i) => update((s) => movePoint(s, 'b', w, i.free)))}
      {target === 'segment' &&
        state.slide &&
        state.walls.flatMap((wall, index) =>
          (['from', 'to'] as const).map((which) =>
            end(`W${index + 1}${which === 'from' ? 'a' : 'b'}`, wall[which], (w, i) =>
              update((s) => moveWallEnd(s, index, which, w, i.free)),
            ),
          ),
        )}
      {target === 'point' && (
        <Handle
          label="Q"
          at={state.q}
          step={GRID_STEP}
          color={OBSTACLE}
          shape="diamond"
          description="the point"
          onMove={(w, i) => update((s) => movePoint(s, 'q', w, i.free))}
        />
      )}
      {target === 'circles' && (
        <BodyHandles
          name="Q"
          center={state.q}
          radius={state.rq}
          velocity={state.vq}
          update={update}
        />
      )}
      <BodyHandles name="P" center={state.p} radius={state.r} velocity={state.v} update={update} />
    </HandleLayer>
  );
}

/** The centre at time t of a slide: linear between the contacts. */
function slidePosition(slide: ReturnType<typeof slideOf>, t: number): Point {
  const times = [0, ...slide.contacts.filter((c) => c.time > 0).map((c) => c.time), 1];
  const { positions } = slide;
  for (let i = 0; i + 1 < positions.length; i += 1) {
    const [t0 = 0, t1 = 1] = [times[i], times[i + 1]];
    const [from = positions[0]!, to = from] = [positions[i], positions[i + 1]];
    if (t <= t1 || i + 2 === positions.length) {
      const f = t1 > t0 ? Math.min(1, Math.max(0, (t - t0) / (t1 - t0))) : 1;
      return along(from, minus(to, from), f);
    }
  }
  return positions[0] ?? point(0, 0);
}

const TARGET_WORDS = { point: 'a point', segment: 'a segment', circles: 'a moving circle' };

function Controls({ state, result, update, show }: View) {
  const onTime = useCallback((time: number) => update((s) => setTime(s, time)), [update]);
  const source = sourceTime(state);
  const group = useId();
  const set = (change: Partial<ToiFields>) =>
    update((s) => toiModel.settle(s, { ...s, ...change }));
  const words =
    source === null ? 'no collision in the step' : `hit at t = ${formatNumber(source, 3)}`;
  return (
    <div className="toi-controls">
      <TimeScrubber
        t={state.t}
        onChange={onTime}
        contacts={result.t === undefined ? [] : [result.t]}
      />
      {show('targets') && (
        <fieldset className="toi-targets">
          <legend>Against</legend>
          {TARGETS.map((target) => (
            <label key={target}>
              <input
                type="radio"
                name={group}
                checked={state.target === target}
                onChange={() => set({ target })}
              />
              {TARGET_WORDS[target]}
            </label>
          ))}
          {state.target === 'circles' && (
            <Toggle
              label="Relative frame"
              checked={state.relative}
              onChange={(relative) => set({ relative })}
            />
          )}
          {state.target === 'segment' && (
            <Toggle
              label="Slide along walls"
              checked={state.slide}
              onChange={(slide) => set({ slide })}
            />
          )}
          <Toggle
            label="The source's version"
            checked={state.source}
            onChange={(on) => set({ source: on })}
          />
        </fieldset>
      )}
      {state.source && (
        <p className="toi-source" data-source-case={source === null ? 'miss' : 'hit'}>
          The source&rsquo;s code: {words}
          {(source === null) !== (result.t === undefined) ||
          (source !== null && Math.abs(source - (result.t ?? 0)) > 1e-9)
            ? ' — it disagrees.'
            : '.'}
        </p>
      )}
      {state.slide && state.target === 'segment' && show('targets') && (
        <ItemList
          noun="wall"
          max={MAX_WALLS}
          names={state.walls.map(
            (w, i) => `W${i + 1} from ${formatPoint(w.from)} to ${formatPoint(w.to)}`,
          )}
          onAdd={() =>
            update((s) => ({
              ...s,
              walls: addItem(s.walls, { from: point(-6, -4), to: point(6, -4) }, MAX_WALLS),
            }))
          }
          onRemove={(i) => update((s) => ({ ...s, walls: removeItem(s.walls, i, 0) }))}
        />
      )}
    </div>
  );
}

function Plot({ state, input, result, update, show }: View) {
  const onTime = useCallback((time: number) => update((s) => setTime(s, time)), [update]);
  const { f, line } = useMemo(() => distanceFunctions(input), [input]);
  const candidates = useMemo(() => candidatesOf(input, result), [input, result]);
  return (
    <>
      <FunctionPlot
        f={f}
        compare={line}
        bands={[{ t0: 0, t1: 1 }]}
        t={state.t}
        onScrub={onTime}
        marks={candidates.flatMap((c) => (c.t === null ? [] : [{ t: c.t, valid: c.valid }]))}
        label="Squared distance to the obstacle minus the squared radius, over t from −0.25 to 1.25"
      />
      {show('candidates') && (
        <ul className="toi-candidates" aria-label="Candidate roots">
          {candidates.map((c) => (
            <li key={c.name} className={c.valid ? 'is-valid' : undefined}>
              {c.valid ? '✓' : '✗'} {c.name}
              {c.t === null ? '' : ` t = ${formatNumber(c.t, 3)}`}: {c.why}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Derivation({ input }: View) {
  const rows = useMemo(() => derivationRows(input), [input]);
  return <LiveDerivation rows={rows} label="Derivation with the current numbers" />;
}

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
      Panel: Plot,
    },
    { layer: 'derivation', title: 'The numbers', usesState: false, Panel: Derivation },
  ],
  compactHides: ['derivation', 'candidates', 'targets'],
});
