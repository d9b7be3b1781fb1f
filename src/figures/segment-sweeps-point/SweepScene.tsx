/**
 * The sweep figure's drawing: the segment and the point at time t, where they start and end, the
 * endpoint paths, ghosts along the step, each hit where it happens with its cut direction, and the
 * six handles. Shared by the interactive figure and the home page's static thumbnail.
 */
import { memo } from 'react';
import {
  cutDirection,
  normalize2,
  scale2,
  sub2,
  sweepStateAt,
  type SweepInput,
  type SweepResult,
  type SweepRoot,
} from '../../geometry';
import {
  Arrow,
  Axes,
  DecorLayer,
  Grid,
  HandleLayer,
  Label,
  Line,
  MotionPath,
  PointMark,
  Segment,
  SegmentAt,
  SignedArea,
  Stage,
  SweptSegment,
  MotionHandles,
  formatNumber,
  type Box,
  type MoveIntent,
  type MovingPoint,
  type Point,
} from '../../kit';

import { GRID_STEP, VIEW, type PointKey } from './state';

export type SweepSceneProps = {
  readonly input: SweepInput;
  readonly t: number;
  /** The core's answer, with every real root of the polynomial. */
  readonly result: SweepResult & { readonly roots: readonly SweepRoot[] };
  /**
   * Which layers to draw: grid, axes, ends (the segment at t = 0 and 1), paths, ghosts, scene
   * (the segment and the point at t), hits, area (u, w and their parallelogram at t), handles.
   */
  readonly show: (layer: string) => boolean;
  /** Called when a handle is dragged or moved by keys; absent for a static drawing. */
  readonly onMoveHandle?: ((key: PointKey, wanted: Point, intent: MoveIntent) => void) | undefined;
  /** The math region shown; defaults to the figure's view (a thumbnail zooms in). */
  readonly view?: Box;
};

const SEGMENT = 'var(--fig-blue)';
const POINT = 'var(--fig-vermillion)';
const HIT = 'var(--fig-green)';
const MISS = 'var(--fig-orange)';

const MOVING: readonly MovingPoint<PointKey>[] = [
  { start: 'p0', end: 'p1', name: 'P', words: 'first endpoint', color: SEGMENT, shape: 'circle' },
  { start: 'q0', end: 'q1', name: 'Q', words: 'second endpoint', color: SEGMENT, shape: 'square' },
  { start: 'c0', end: 'c1', name: 'C', words: 'point', color: POINT, shape: 'diamond' },
];

const GHOST_TIMES = [0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875];

/** Cut-direction arrows are drawn this long (math units): their direction is what matters. */
const CUT_ARROW_LENGTH = 1.6;

type MotionProps = {
  readonly input: SweepInput;
  readonly result: SweepSceneProps['result'];
  readonly show: (layer: string) => boolean;
};

/**
 * What depends on the motion but not on the time: where the segment starts and ends, the ghosts,
 * the paths and the hits. Memoised, so moving time (same input object) redraws only the scene.
 */
const MotionLayers = memo(function MotionLayers({ input, result, show }: MotionProps) {
  // Roots, hits and intervals exist only for a valid input, where every time has a position.
  const at = (t: number) => sweepStateAt(input, t) ?? { p: input.p0, q: input.q0, c: input.c0 };
  const misses = result.roots.filter((root) => root.inStep && !root.hit);
  return (
    <>
      <SweptSegment
        start={[input.p0, input.q0]}
        end={[input.p1, input.q1]}
        color={SEGMENT}
        ends={show('ends')}
        ghosts={show('ghosts') ? GHOST_TIMES : []}
      />
      {show('paths') && (
        <>
          <MotionPath from={input.p0} to={input.p1} color={SEGMENT} opacity={0.75} />
          <MotionPath from={input.q0} to={input.q1} color={SEGMENT} opacity={0.75} />
          <MotionPath from={input.c0} to={input.c1} color={POINT} opacity={0.85} />
        </>
      )}
      {show('hits') && (
        <>
          {misses.map(({ t }, index) => (
            <g key={`miss-${index}`}>
              <Segment from={at(t).p} to={at(t).q} color={MISS} width={2.5} stroke="dashed" />
              <Line
                through={[at(t).p, at(t).q]}
                color={MISS}
                width={1}
                stroke="dotted"
                opacity={0.8}
              />
              <PointMark at={at(t).c} radius={6} hollow color={MISS} />
            </g>
          ))}
          {result.intervals.map(({ t0, t1 }, index) => (
            <g key={`contact-${index}`}>
              <Segment from={at(t0).p} to={at(t0).q} color={HIT} width={3} opacity={0.7} />
              <Segment from={at(t0).c} to={at(t1).c} color={HIT} width={8} opacity={0.55} />
              <PointMark at={at(t0).c} radius={6} color={HIT} />
              <PointMark at={at(t1).c} radius={6} color={HIT} />
            </g>
          ))}
          {result.hits.map((hit, index) => {
            const { p, q, c } = at(hit.t);
            const cut = cutDirection(input, hit.s);
            return (
              <g key={`hit-${index}`}>
                <Segment from={p} to={q} color={HIT} width={3.5} />
                {cut !== null && (
                  <Arrow
                    from={c}
                    vector={scale2(normalize2(cut), CUT_ARROW_LENGTH)}
                    color={HIT}
                    width={2.5}
                  />
                )}
                <PointMark at={c} radius={7.5} hollow color={HIT} width={3} />
                <Label at={c} offset={[14, 26 + 18 * index]}>
                  {`t = ${formatNumber(hit.t)}, s = ${formatNumber(hit.s)}`}
                </Label>
              </g>
            );
          })}
        </>
      )}
    </>
  );
});

export function SweepScene({ input, t, result, show, onMoveHandle, view = VIEW }: SweepSceneProps) {
  const now = sweepStateAt(input, t);
  return (
    <Stage
      xDomain={[view.xMin, view.xMax]}
      yDomain={[view.yMin, view.yMax]}
      width={680}
      height={520}
      label={`Moving segment and moving point at t = ${formatNumber(t)}`}
      className="sp-scene"
    >
      <DecorLayer>
        {show('grid') && <Grid step={GRID_STEP} />}
        {show('axes') && <Axes labelStep={2} />}
        <MotionLayers input={input} result={result} show={show} />
        {show('scene') && now !== null && (
          <>
            <SegmentAt from={now.p} to={now.q} color={SEGMENT} />
            <PointMark at={now.c} radius={6} color={POINT} />
          </>
        )}
        {show('area') && now !== null && (
          // u = C − P and w = Q − P at t: their signed area is the polynomial's value now.
          <SignedArea
            from={now.p}
            u={sub2(now.c, now.p)}
            w={sub2(now.q, now.p)}
            uColor={POINT}
            wColor={SEGMENT}
          />
        )}
      </DecorLayer>
      {show('handles') && onMoveHandle !== undefined && (
        <HandleLayer>
          <MotionHandles points={input} moving={MOVING} step={GRID_STEP} onMove={onMoveHandle} />
        </HandleLayer>
      )}
    </Stage>
  );
}
