/**
 * The sweep figure's drawing: the segment and the point at time t, where they start and end,
 * the endpoint paths, ghosts along the step, each hit where it happens with its cut direction,
 * and the six handles. Shared by the interactive figure and the home page's static thumbnail.
 */
import { memo } from 'react';
import type { SweepInput, SweepResult } from '../../geometry';
import { cutDirection, sweepStateAt } from '../../geometry';
import {
  Arrow,
  Axes,
  Ghosts,
  Grid,
  Handle,
  Label,
  Line,
  MotionPath,
  PointMark,
  Polygon,
  Segment,
  Stage,
  clamp,
  formatNumber,
  point,
  type MoveIntent,
  type Point,
} from '../../kit';
import { useKeyedCallbacks } from '../../kit/figure/useKeyedCallbacks';
import type { RootInfo } from './model';
import { GRID_STEP, POINT_KEYS, VIEW, type PointKey } from './state';

/** Parts of the drawing a page can leave out. */
export type SceneLayers = {
  readonly grid: boolean;
  readonly axes: boolean;
  /** The segment at t = 0 and t = 1. */
  readonly ends: boolean;
  /** The straight paths of both endpoints and of the point. */
  readonly paths: boolean;
  /** Faint copies of the segment along the step. */
  readonly ghosts: boolean;
  /** The segment and the point at time t (and the segment's line, faint). */
  readonly scene: boolean;
  /** Each hit where it happens, with its cut direction; roots that miss, dashed. */
  readonly hits: boolean;
  /**
   * At time t, u = C − P and w = Q − P drawn from P, and the parallelogram they span, shaded by
   * the sign of its area u × w — the quantity the polynomial measures (off unless asked for).
   */
  readonly area?: boolean;
  readonly handles: boolean;
};

export type SweepSceneProps = {
  /** The six positions. */
  readonly input: SweepInput;
  /** The scene's time. */
  readonly t: number;
  /** The core's answer for the input. */
  readonly result: SweepResult;
  /** Every real root with its s and verdict. */
  readonly roots: readonly RootInfo[];
  /** Which layers to draw. */
  readonly layers: SceneLayers;
  /** Called when a handle is dragged or moved by keys; absent for a static drawing. */
  readonly onMoveHandle?: ((key: PointKey, wanted: Point, intent: MoveIntent) => void) | undefined;
  /** The math region shown; defaults to the figure's view (a thumbnail zooms in). */
  readonly view?: {
    readonly xMin: number;
    readonly xMax: number;
    readonly yMin: number;
    readonly yMax: number;
  };
};

export const SCENE_WIDTH = 680;
export const SCENE_HEIGHT = 520;

const SEGMENT = 'var(--fig-blue)';
const POINT = 'var(--fig-vermillion)';
const HIT = 'var(--fig-green)';
const MISS = 'var(--fig-orange)';

/** Label, colour, marker and words of each handle. */
const HANDLES: Readonly<
  Record<
    PointKey,
    {
      label: string;
      color: string;
      shape: 'circle' | 'square' | 'diamond';
      words: string;
      start: boolean;
    }
  >
> = {
  p0: {
    label: 'P0',
    color: SEGMENT,
    shape: 'circle',
    words: 'first endpoint at t = 0',
    start: true,
  },
  p1: {
    label: 'P1',
    color: SEGMENT,
    shape: 'circle',
    words: 'first endpoint at t = 1',
    start: false,
  },
  q0: {
    label: 'Q0',
    color: SEGMENT,
    shape: 'square',
    words: 'second endpoint at t = 0',
    start: true,
  },
  q1: {
    label: 'Q1',
    color: SEGMENT,
    shape: 'square',
    words: 'second endpoint at t = 1',
    start: false,
  },
  c0: { label: 'C0', color: POINT, shape: 'diamond', words: 'point at t = 0', start: true },
  c1: { label: 'C1', color: POINT, shape: 'diamond', words: 'point at t = 1', start: false },
};

/**
 * Hit radius (viewBox units) of a t = 1 handle sitting on its t = 0 twin (a still point): it is
 * drawn on top, so the pointer grabs it at the centre and the twin on the ring around it.
 */
const STACKED_HIT_RADIUS = 11;

const GHOST_TIMES = [0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875];

/** Cut-direction arrows are drawn this long (math units): their direction is what matters. */
const CUT_ARROW_LENGTH = 1.6;

function scaledTo(v: Point, length: number): Point | null {
  const norm = Math.hypot(v.x, v.y);
  return norm === 0 ? null : point((v.x / norm) * length, (v.y / norm) * length);
}

/** The t = 0 handle of a t = 1 handle (C1 → C0). */
function startOf(key: PointKey): PointKey | null {
  return key === 'p1' ? 'p0' : key === 'q1' ? 'q0' : key === 'c1' ? 'c0' : null;
}

/** True when a t = 1 handle sits on its t = 0 twin (a still point): one label says "C0 = C1". */
function onItsStart(key: PointKey, input: SweepInput): boolean {
  const start = startOf(key);
  return start !== null && input[start].x === input[key].x && input[start].y === input[key].y;
}

function stillTwin(key: PointKey, input: SweepInput): PointKey | null {
  const end = key === 'p0' ? 'p1' : key === 'q0' ? 'q1' : key === 'c0' ? 'c1' : null;
  return end !== null && onItsStart(end, input) ? end : null;
}

type MotionLayersProps = {
  readonly input: SweepInput;
  readonly result: SweepResult;
  readonly roots: readonly RootInfo[];
  readonly ends: boolean;
  readonly ghosts: boolean;
  readonly paths: boolean;
  readonly hits: boolean;
};

/**
 * The layers that depend on the motion but not on the time: where the segment starts and ends,
 * the ghosts, the paths and the hits. Memoised, so scrubbing or playing time (given the same
 * input object) redraws only the segment and the point at t.
 */
const MotionLayers = memo(function MotionLayers({
  input,
  result,
  roots,
  ends,
  ghosts,
  paths,
  hits,
}: MotionLayersProps) {
  const start = sweepStateAt(input, 0);
  const end = sweepStateAt(input, 1);
  return (
    <>
      {ends && start !== null && end !== null && (
        <g aria-hidden="true">
          <Segment from={start.p} to={start.q} color={SEGMENT} width={2} opacity={0.45} />
          <Segment
            from={end.p}
            to={end.q}
            color={SEGMENT}
            width={2}
            stroke="dashed"
            opacity={0.45}
          />
        </g>
      )}
      {ghosts && (
        <Ghosts
          times={GHOST_TIMES}
          opacity={0.16}
          render={(time) => {
            const ghost = sweepStateAt(input, time);
            return ghost === null ? null : (
              <Segment from={ghost.p} to={ghost.q} color={SEGMENT} width={2} />
            );
          }}
        />
      )}
      {paths && (
        <g aria-hidden="true">
          <MotionPath from={input.p0} to={input.p1} color={SEGMENT} opacity={0.75} />
          <MotionPath from={input.q0} to={input.q1} color={SEGMENT} opacity={0.75} />
          <MotionPath from={input.c0} to={input.c1} color={POINT} opacity={0.85} />
        </g>
      )}
      {hits && (
        <g aria-hidden="true">
          {roots
            .filter((root) => root.inStep && !root.hit)
            .map((root) => {
              const at = sweepStateAt(input, root.t);
              if (at === null) return null;
              return (
                <g key={`miss-${root.t}`}>
                  <Segment from={at.p} to={at.q} color={MISS} width={2.5} stroke="dashed" />
                  {!(at.p.x === at.q.x && at.p.y === at.q.y) && (
                    <Line
                      through={[at.p, at.q]}
                      color={MISS}
                      width={1}
                      stroke="dotted"
                      opacity={0.8}
                    />
                  )}
                  <PointMark at={at.c} radius={6} hollow color={MISS} />
                </g>
              );
            })}
          {result.intervals.map((interval) => {
            const from = sweepStateAt(input, interval.t0);
            const to = sweepStateAt(input, interval.t1);
            if (from === null || to === null) return null;
            return (
              <g key={`contact-${interval.t0}-${interval.t1}`}>
                <Segment from={from.p} to={from.q} color={HIT} width={3} opacity={0.7} />
                <Segment from={from.c} to={to.c} color={HIT} width={8} opacity={0.55} />
                <PointMark at={from.c} radius={6} color={HIT} />
                <PointMark at={to.c} radius={6} color={HIT} />
              </g>
            );
          })}
          {result.hits.map((hit, index) => {
            const at = sweepStateAt(input, hit.t);
            if (at === null) return null;
            const cut = cutDirection(input, hit.s);
            const arrow = cut === null ? null : scaledTo(cut, CUT_ARROW_LENGTH);
            return (
              <g key={`hit-${hit.t}`}>
                <Segment from={at.p} to={at.q} color={HIT} width={3.5} />
                {arrow !== null && <Arrow from={at.c} vector={arrow} color={HIT} width={2.5} />}
                <PointMark at={at.c} radius={7.5} hollow color={HIT} width={3} />
                <Label at={at.c} offset={[14, 26 + 18 * index]} color="var(--fig-ink)">
                  {`t = ${formatNumber(hit.t)}, s = ${formatNumber(hit.s)}`}
                </Label>
              </g>
            );
          })}
        </g>
      )}
    </>
  );
});

/** Colours of the signed area: one per sign, as in the plot (above the axis, below it). */
const AREA_POSITIVE = 'var(--fig-green)';
const AREA_NEGATIVE = 'var(--fig-orange)';

/**
 * u = C − P and w = Q − P from P at the scene's time, and the parallelogram they span: its
 * signed area u × w is the polynomial's value now, zero exactly when C is on the segment's line.
 */
function AreaLayer({ p, q, c }: { readonly p: Point; readonly q: Point; readonly c: Point }) {
  const u = point(c.x - p.x, c.y - p.y);
  const w = point(q.x - p.x, q.y - p.y);
  const area = u.x * w.y - u.y * w.x;
  const fill = area > 0 ? AREA_POSITIVE : area < 0 ? AREA_NEGATIVE : 'none';
  const far = point(p.x + u.x + w.x, p.y + u.y + w.y);
  return (
    <g aria-hidden="true">
      <Polygon
        points={[p, q, far, c]}
        color={fill === 'none' ? SEGMENT : fill}
        width={1}
        fill={fill}
        fillOpacity={0.18}
      />
      <Arrow from={p} vector={w} color={SEGMENT} width={2.5} />
      <Arrow from={p} vector={u} color={POINT} width={2.5} />
      <Label
        at={point((p.x + far.x) / 2, (p.y + far.y) / 2)}
        offset={[-34, 4]}
        color="var(--fig-ink)"
      >
        {`u × w = ${formatNumber(area)}`}
      </Label>
    </g>
  );
}

export function SweepScene({
  input,
  t,
  result,
  roots,
  layers,
  onMoveHandle,
  view = VIEW,
}: SweepSceneProps) {
  const moves = useKeyedCallbacks(POINT_KEYS, onMoveHandle);
  const now = sweepStateAt(input, t);
  return (
    <Stage
      xDomain={[view.xMin, view.xMax]}
      yDomain={[view.yMin, view.yMax]}
      width={SCENE_WIDTH}
      height={SCENE_HEIGHT}
      label={`Moving segment and moving point at t = ${formatNumber(t)}`}
      className="sp-scene"
    >
      {/* Everything drawn is decoration for the pointer: only the handles, on top, take it. */}
      <g className="kit-decor">
        {layers.grid && <Grid step={GRID_STEP} />}
        {layers.axes && <Axes labelStep={2} />}
        <MotionLayers
          input={input}
          result={result}
          roots={roots}
          ends={layers.ends}
          ghosts={layers.ghosts}
          paths={layers.paths}
          hits={layers.hits}
        />
        {layers.scene && now !== null && (
          <g aria-hidden="true">
            {!(now.p.x === now.q.x && now.p.y === now.q.y) && (
              <Line
                through={[now.p, now.q]}
                color={SEGMENT}
                width={1}
                stroke="dashed"
                opacity={0.35}
              />
            )}
            <Segment from={now.p} to={now.q} color={SEGMENT} width={4.5} />
            <PointMark at={now.p} radius={4} color={SEGMENT} />
            <PointMark at={now.q} radius={4} color={SEGMENT} />
            <PointMark at={now.c} radius={6} color={POINT} />
          </g>
        )}
        {layers.area === true && now !== null && <AreaLayer p={now.p} q={now.q} c={now.c} />}
      </g>
      {layers.handles && onMoveHandle !== undefined && (
        <g className="kit-handles">
          {POINT_KEYS.map((key) => {
            const spec = HANDLES[key];
            const at = input[key];
            const shown = point(
              clamp(at.x, VIEW.xMin + 0.2, VIEW.xMax - 0.2),
              clamp(at.y, VIEW.yMin + 0.2, VIEW.yMax - 0.2),
            );
            return (
              <Handle
                key={key}
                label={spec.label}
                at={at}
                displayAt={shown}
                step={GRID_STEP}
                color={spec.color}
                shape={spec.shape}
                variant={spec.start ? 'filled' : 'hollow'}
                labelOffset={[10, -11]}
                showLabel={!onItsStart(key, input)}
                labelText={
                  stillTwin(key, input) === null
                    ? spec.label
                    : `${spec.label} = ${HANDLES[stillTwin(key, input) ?? key].label}`
                }
                description={spec.words}
                hitRadius={onItsStart(key, input) ? STACKED_HIT_RADIUS : undefined}
                onMove={moves[key]}
              />
            );
          })}
        </g>
      )}
    </Stage>
  );
}
