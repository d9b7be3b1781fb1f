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
  Handle,
  HandleLayer,
  Label,
  Line,
  MotionPath,
  PointMark,
  Polygon,
  Ray,
  Segment,
  Stage,
  VelocityHandle,
  formatNumber,
  point,
  type MoveIntent,
  type Point,
} from '../../kit';
import { useKeyedCallbacks } from '../../kit/figure/useKeyedCallbacks';
import { alongRay, crossForm, crossingPoint, rayFrame, stepReading, type RayShown } from './model';
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

const HANDLE_KEYS: readonly RayHandle[] = ['origin', 'tip', 'a', 'b'];
/** A handle sitting on another one is grabbed at its centre; the one below on the ring. */
const STACKED_HIT_RADIUS = 11;

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
/** The middle of p–q, shifted k along v. */
const mid = (p: Point, q: Point, v: Point, k: number) =>
  offset(point((p.x + q.x) / 2, (p.y + q.y) / 2), v, k);
const same = (p: Point, q: Point) => p.x === q.x && p.y === q.y;

/** The notes' construction: bars b1, b2 along the ray, c1, c2 across, the similar triangles. */
function Projections({ input, result }: { input: RaySegmentInput; result: RayShown }) {
  const { b1, b2 } = result.projections;
  const { across } = rayFrame(input.direction);
  const footA = alongRay(input, b1);
  const footB = alongRay(input, b2);
  const crossing = crossingPoint(input);
  // The b bars run along the ray's line, nudged apart across it so both stay visible.
  const barA = -0.2;
  const barB = -0.45;
  return (
    <>
      {crossing !== null && (
        <>
          <Polygon
            points={[input.a, footA, crossing]}
            color={TRIANGLE}
            width={1}
            fill={TRIANGLE}
            fillOpacity={0.16}
          />
          <Polygon
            points={[input.b, footB, crossing]}
            color={TRIANGLE}
            width={1}
            fill={TRIANGLE}
            fillOpacity={0.16}
          />
        </>
      )}
      <Segment
        from={offset(input.origin, across, barA)}
        to={offset(footA, across, barA)}
        color={ALONG}
        width={4}
      />
      <Segment
        from={offset(input.origin, across, barB)}
        to={offset(footB, across, barB)}
        color={ALONG}
        width={4}
        stroke="dashed"
      />
      <Label
        at={mid(input.origin, footA, across, barA)}
        offset={[0, 16]}
        color={ALONG}
        anchor="middle"
      >
        b₁
      </Label>
      <Label
        at={mid(input.origin, footB, across, barB)}
        offset={[0, 30]}
        color={ALONG}
        anchor="middle"
      >
        b₂
      </Label>
      <Segment from={footA} to={input.a} color={ACROSS} width={3} />
      <Segment from={footB} to={input.b} color={ACROSS} width={3} stroke="dashed" />
      <Label
        at={point((footA.x + input.a.x) / 2, (footA.y + input.a.y) / 2)}
        offset={[8, 4]}
        color={ACROSS}
      >
        c₁
      </Label>
      <Label
        at={point((footB.x + input.b.x) / 2, (footB.y + input.b.y) / 2)}
        offset={[8, 4]}
        color={ACROSS}
      >
        c₂
      </Label>
    </>
  );
}

/** The cross-product form: two parallelograms on the base b − a, areas in the ratio λ. */
function CrossProducts({ input }: { input: RaySegmentInput }) {
  const { origin: o, direction: d, a, b } = input;
  const base = minus(b, a);
  const { numerator, denominator } = crossForm(input);
  return (
    <>
      <Polygon
        points={[o, a, b, plus(o, base)]}
        color={ALONG}
        width={1}
        fill={ALONG}
        fillOpacity={0.14}
      />
      <Polygon
        points={[o, plus(o, d), plus(plus(o, d), base), plus(o, base)]}
        color={RAY}
        width={1}
        fill={RAY}
        fillOpacity={0.14}
      />
      <Arrow from={o} vector={minus(a, o)} color={ALONG} width={2.5} />
      <Arrow from={o} vector={base} color={SEGMENT} width={2} stroke="dashed" />
      <Label at={a} offset={[-12, 20]} color={ALONG} anchor="end">
        {`(a − o) × (b − a) = ${formatNumber(numerator)}`}
      </Label>
      <Label
        at={plus(o, d)}
        offset={[8, 20]}
        color={RAY}
      >{`d × (b − a) = ${formatNumber(denominator)}`}</Label>
    </>
  );
}

export function RayScene({ input, result, cross, step, layers, onMoveHandle }: RaySceneProps) {
  const moves = useKeyedCallbacks(HANDLE_KEYS, onMoveHandle);
  const { origin, direction, a, b } = input;
  const valid = result.kind !== 'invalid-input';
  const tip = plus(origin, direction);
  const { along, across } = rayFrame(direction);
  const crossing = crossingPoint(input);
  const reading = stepReading(input, result);
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
        {!same(a, b) && (
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
            <Label
              at={crossing}
              offset={[10, -12]}
              color={MISSED}
            >{`${result.reason ?? ''}: λ = ${formatNumber(crossForm(input).lambda ?? 0)}`}</Label>
          </>
        )}
        {result.kind === 'hit' && result.point !== undefined && (
          <>
            <PointMark at={result.point} radius={8} hollow color={HIT} width={3} />
            <Label at={result.point} offset={[12, -14]} color="var(--fig-ink)">
              {step
                ? reading.caseId === 'hit'
                  ? `hit at t = ${formatNumber(reading.t ?? 0)}`
                  : `beyond the step: t = ${formatNumber(reading.t ?? 0)}`
                : `distance ${formatNumber(result.distance ?? 0)}, s = ${formatNumber(result.s ?? 0)}`}
            </Label>
          </>
        )}
      </DecorLayer>
      {onMoveHandle !== undefined && (
        <HandleLayer>
          <Handle
            label="A"
            at={a}
            step={GRID_STEP}
            color={SEGMENT}
            shape="square"
            labelOffset={[10, -11]}
            description="segment end a"
            onMove={moves.a}
          />
          <Handle
            label="B"
            at={b}
            step={GRID_STEP}
            color={SEGMENT}
            shape="square"
            labelOffset={[10, -11]}
            description="segment end b"
            hitRadius={same(a, b) ? STACKED_HIT_RADIUS : undefined}
            onMove={moves.b}
          />
          <Handle
            label="O"
            at={origin}
            step={GRID_STEP}
            color={RAY}
            labelOffset={[-18, -11]}
            description="ray origin"
            hitRadius={same(origin, a) || same(origin, b) ? STACKED_HIT_RADIUS : undefined}
            onMove={moves.origin}
          />
          <VelocityHandle
            label="D"
            from={origin}
            vector={direction}
            step={GRID_STEP}
            color={RAY}
            description="tip of the direction, o + d"
            onMove={(wanted, intent) => moves.tip(plus(origin, wanted), intent)}
          />
        </HandleLayer>
      )}
    </Stage>
  );
}
