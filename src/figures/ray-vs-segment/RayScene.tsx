/**
 * The ray figure's drawing, shared by the interactive figure and the home page's thumbnail: the
 * ray with its frame (d̂ along, n̂ across), the segment, and one of two constructions of the same
 * answer — the notes' projections (bars b1, b2 along the ray, c1, c2 across it, and the two similar
 * triangles that place the crossing) or the cross-product form (two parallelograms on the base
 * b − a whose areas give λ) — then the hit or the crossing that missed, and the handles.
 */
import type { RaySegmentInput } from '../../geometry';
import {
  Arrow,
  Axes,
  DecorLayer,
  Grid,
  HandleLayer,
  Label,
  Line,
  MotionPath,
  PointHandles,
  PointMark,
  Polygon,
  Ray,
  Segment,
  Stage,
  VelocityHandle,
  formatNumber,
  point,
  samePoint,
  type MoveIntent,
  type Point,
  type PointHandleSpec,
} from '../../kit';
import { crossForm, crossingPoint, rayFrame, stepReading, type RayShown } from './model';
import { GRID_STEP, VIEW, type RayHandle } from './state';

export const RAY = 'var(--fig-vermillion)';
export const SEGMENT = 'var(--fig-blue)';
/** b1, b2 (along the ray) and the area cross(a − o, b − a). */
export const ALONG = 'var(--fig-purple)';
/** c1, c2 (across the ray). */
export const ACROSS = 'var(--fig-orange)';
const HIT = 'var(--fig-green)';
/** The two similar triangles. */
const TRIANGLE = 'var(--fig-sky)';
const MISSED = 'var(--fig-muted)';

export type RaySceneProps = {
  readonly input: RaySegmentInput;
  readonly result: RayShown;
  /** Show the cross-product form instead of the projections. */
  readonly cross: boolean;
  /** Draw the ray as one step of a moving point, o to o + d. */
  readonly step: boolean;
  readonly layers: { readonly grid: boolean; readonly construction: boolean };
  /** Absent for a static drawing (the thumbnail). */
  readonly onMoveHandle?: ((key: RayHandle, wanted: Point, intent: MoveIntent) => void) | undefined;
};

const offset = (p: Point, v: Point, k: number) => point(p.x + v.x * k, p.y + v.y * k);
const plus = (p: Point, v: Point) => point(p.x + v.x, p.y + v.y);
const minus = (p: Point, q: Point) => point(p.x - q.x, p.y - q.y);
const middle = (p: Point, q: Point) => point((p.x + q.x) / 2, (p.y + q.y) / 2);

/** A lightly shaded polygon: a triangle or a parallelogram of a construction. */
const Area = ({ points, color }: { points: readonly Point[]; color: string }) => (
  <Polygon points={points} color={color} width={1} fill={color} fillOpacity={0.15} />
);

/** The notes' construction: bars b1, b2 along the ray, c1, c2 across, the similar triangles. */
function Projections({ input, result }: { input: RaySegmentInput; result: RayShown }) {
  const { along, across } = rayFrame(input.direction);
  const crossing = crossingPoint(input);
  // Each b bar runs along the ray's line, nudged across it (by its own amount) to stay visible.
  const ends = [
    { end: input.a, b: result.projections.b1, nudge: -0.2, name: '₁', dash: undefined },
    { end: input.b, b: result.projections.b2, nudge: -0.45, name: '₂', dash: 'dashed' as const },
  ];
  return ends.map(({ end, b, nudge, name, dash }, index) => {
    const foot = offset(input.origin, along, b);
    const bar = [offset(input.origin, across, nudge), offset(foot, across, nudge)] as const;
    return (
      <g key={name}>
        {crossing !== null && <Area points={[end, foot, crossing]} color={TRIANGLE} />}
        <Segment from={bar[0]} to={bar[1]} color={ALONG} width={4} stroke={dash} />
        <Label at={middle(...bar)} offset={[0, 16 + 14 * index]} color={ALONG} anchor="middle">
          {`b${name}`}
        </Label>
        <Segment from={foot} to={end} color={ACROSS} width={3} stroke={dash} />
        <Label at={middle(foot, end)} offset={[8, 4]} color={ACROSS}>
          {`c${name}`}
        </Label>
      </g>
    );
  });
}

/** The cross-product form: two parallelograms on the base b − a, areas in the ratio λ. */
function CrossProducts({ input }: { input: RaySegmentInput }) {
  const { origin: o, direction: d, a, b } = input;
  const base = minus(b, a);
  const { numerator, denominator } = crossForm(input);
  const far = plus(o, d);
  return (
    <>
      <Area points={[o, a, b, plus(o, base)]} color={ALONG} />
      <Area points={[o, far, plus(far, base), plus(o, base)]} color={RAY} />
      <Arrow from={o} vector={minus(a, o)} color={ALONG} width={2.5} />
      <Arrow from={o} vector={base} color={SEGMENT} width={2} stroke="dashed" />
      <Label at={a} offset={[-12, 20]} color={ALONG} anchor="end">
        {`(a − o) × (b − a) = ${formatNumber(numerator)}`}
      </Label>
      <Label at={far} offset={[8, 20]} color={RAY}>
        {`d × (b − a) = ${formatNumber(denominator)}`}
      </Label>
    </>
  );
}

/** A segment end's handle (and, with other words and looks, the origin's). */
const segmentEnd = (key: RayHandle, at: Point): PointHandleSpec<RayHandle> => ({
  key,
  label: key.toUpperCase(),
  at,
  color: SEGMENT,
  shape: 'square',
  labelOffset: key === 'origin' ? [-18, -11] : [10, -11],
  description: key === 'origin' ? 'ray origin' : `segment end ${key}`,
});

/** The words at the hit: its distance and s, or its time when the ray is read as one step. */
function hitWords(input: RaySegmentInput, result: RayShown, step: boolean): string {
  if (!step)
    return `distance ${formatNumber(result.distance ?? 0)}, s = ${formatNumber(result.s ?? 0)}`;
  const { caseId, t = 0 } = stepReading(input, result);
  return `${caseId === 'hit' ? 'hit at' : 'beyond the step:'} t = ${formatNumber(t)}`;
}

export function RayScene({ input, result, cross, step, layers, onMoveHandle }: RaySceneProps) {
  const { origin, direction, a, b } = input;
  const valid = result.kind !== 'invalid-input';
  const tip = plus(origin, direction);
  const { along, across } = rayFrame(direction);
  const crossing = crossingPoint(input);
  return (
    <Stage
      xDomain={[VIEW.xMin, VIEW.xMax]}
      yDomain={[VIEW.yMin, VIEW.yMax]}
      width={640}
      height={520}
      label={`Ray from (${formatNumber(origin.x)}, ${formatNumber(origin.y)}) and segment`}
      className="rs-scene"
    >
      <DecorLayer>
        {layers.grid && <Grid step={GRID_STEP} />}
        {layers.grid && <Axes labelStep={2} />}
        {valid && (
          <Line through={[origin, tip]} color={RAY} width={1} stroke="dotted" opacity={0.6} />
        )}
        {!samePoint(a, b) && (
          <Line through={[a, b]} color={SEGMENT} width={1} stroke="dashed" opacity={0.35} />
        )}
        {/* One step shows the motion instead: the construction would hide it. */}
        {valid &&
          layers.construction &&
          !step &&
          (cross ? <CrossProducts input={input} /> : <Projections input={input} result={result} />)}
        {valid && <Ray origin={origin} direction={direction} color={RAY} width={3} />}
        {valid && !step && (
          <>
            <Arrow from={origin} vector={along} color={RAY} width={2.5} />
            <Arrow from={origin} vector={across} color={MISSED} width={2} />
            <Label at={plus(origin, along)} offset={[4, -6]} color={RAY}>
              d̂
            </Label>
            <Label at={plus(origin, across)} offset={[4, -4]} color={MISSED}>
              n̂
            </Label>
          </>
        )}
        {valid && step && (
          <>
            <MotionPath from={origin} to={tip} color={RAY} />
            <PointMark at={tip} radius={6} hollow color={RAY} />
            <Label at={tip} offset={[8, 18]} color={RAY}>
              t = 1
            </Label>
          </>
        )}
        <Segment from={a} to={b} color={SEGMENT} width={4.5} />
        <PointMark at={a} radius={4} color={SEGMENT} />
        <PointMark at={b} radius={4} color={SEGMENT} />
        {result.kind === 'miss' && crossing !== null && (
          <>
            <PointMark at={crossing} radius={7} hollow color={MISSED} />
            <Label at={crossing} offset={[10, -12]} color={MISSED}>
              {`${result.reason ?? ''}: λ = ${formatNumber(crossForm(input).lambda ?? 0)}`}
            </Label>
          </>
        )}
        {result.kind === 'hit' && result.point !== undefined && (
          <>
            <PointMark at={result.point} radius={8} hollow color={HIT} width={3} />
            <Label at={result.point} offset={[12, -14]} color="var(--fig-ink)">
              {hitWords(input, result, step)}
            </Label>
          </>
        )}
      </DecorLayer>
      {onMoveHandle !== undefined && (
        <HandleLayer>
          <PointHandles
            step={GRID_STEP}
            onMove={onMoveHandle}
            handles={[
              segmentEnd('a', a),
              segmentEnd('b', b),
              { ...segmentEnd('origin', origin), label: 'O', color: RAY, shape: 'circle' },
            ]}
          />
          <VelocityHandle
            label="D"
            from={origin}
            vector={direction}
            step={GRID_STEP}
            color={RAY}
            description="tip of the direction, o + d"
            onMove={(wanted, intent) => onMoveHandle('tip', plus(origin, wanted), intent)}
          />
        </HandleLayer>
      )}
    </Stage>
  );
}
