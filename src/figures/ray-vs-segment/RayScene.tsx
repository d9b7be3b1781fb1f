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
  DecorLayer,
  HandleLayer,
  Label,
  LabelledPoint,
  Line,
  MotionPath,
  PointHandles,
  PointMark,
  ProjectionBars,
  Ray,
  Segment,
  ShadedArea,
  UnitFrameArrows,
  VelocityHandle,
  ViewStage,
  addPoints,
  alongVector,
  formatNumber,
  samePoint,
  subtractPoints,
  unitFrame,
  type MoveIntent,
  type Point,
  type PointHandleSpec,
} from '../../kit';
import { crossForm, stepReading, type RayShown } from './model';
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
/** The names of the unit vectors along the ray and across it. */
const FRAME = ['d̂', 'n̂'] as const;

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

/** The notes' construction: bars b1, b2 along the ray, c1, c2 across, the similar triangles. */
function Projections({ input, result }: { input: RaySegmentInput; result: RayShown }) {
  const { along } = unitFrame(input.direction);
  const crossing = crossForm(input).point;
  // Each b bar runs along the ray's line, nudged across it (by its own amount) to stay visible.
  const ends = [
    { end: input.a, b: result.projections.b1, nudge: -0.2, name: '₁', dash: undefined },
    { end: input.b, b: result.projections.b2, nudge: -0.45, name: '₂', dash: 'dashed' as const },
  ];
  return ends.map(({ end, b, nudge, name, dash }, index) => (
    <g key={name}>
      {crossing !== null && (
        <ShadedArea
          points={[end, alongVector(input.origin, along, b), crossing]}
          color={TRIANGLE}
        />
      )}
      <ProjectionBars
        origin={input.origin}
        direction={input.direction}
        distance={b}
        point={end}
        nudge={nudge}
        stroke={dash}
        along={{ name: `b${name}`, color: ALONG, width: 4, offset: [0, 16 + 14 * index] }}
        across={{ name: `c${name}`, color: ACROSS, width: 3 }}
      />
    </g>
  ));
}

/** The cross-product form: two parallelograms on the base b − a, areas in the ratio λ. */
function CrossProducts({ input }: { input: RaySegmentInput }) {
  const { origin: o, direction: d, a, b } = input;
  const base = subtractPoints(b, a);
  const { numerator, denominator } = crossForm(input);
  const far = addPoints(o, d);
  return (
    <>
      <ShadedArea points={[o, a, b, addPoints(o, base)]} color={ALONG} />
      <ShadedArea points={[o, far, addPoints(far, base), addPoints(o, base)]} color={RAY} />
      <Arrow from={o} vector={subtractPoints(a, o)} color={ALONG} width={2.5} />
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
  const tip = addPoints(origin, direction);
  const crossing = crossForm(input).point;
  return (
    <ViewStage
      view={VIEW}
      grid={layers.grid && GRID_STEP}
      width={640}
      height={520}
      label={`Ray from (${formatNumber(origin.x)}, ${formatNumber(origin.y)}) and segment`}
      className="rs-scene"
    >
      <DecorLayer>
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
          <UnitFrameArrows at={origin} direction={direction} names={FRAME} colors={[RAY, MISSED]} />
        )}
        {valid && step && (
          <>
            <MotionPath from={origin} to={tip} color={RAY} />
            <LabelledPoint at={tip} radius={6} hollow color={RAY} offset={[8, 18]}>
              t = 1
            </LabelledPoint>
          </>
        )}
        <Segment from={a} to={b} color={SEGMENT} width={4.5} />
        <PointMark at={a} radius={4} color={SEGMENT} />
        <PointMark at={b} radius={4} color={SEGMENT} />
        {result.kind === 'miss' && crossing !== null && (
          <LabelledPoint at={crossing} radius={7} hollow color={MISSED} offset={[10, -12]}>
            {`${result.reason ?? ''}: λ = ${formatNumber(crossForm(input).lambda ?? 0)}`}
          </LabelledPoint>
        )}
        {result.kind === 'hit' && result.point !== undefined && (
          <LabelledPoint
            at={result.point}
            radius={8}
            hollow
            color={HIT}
            width={3}
            offset={[12, -14]}
            textColor="var(--fig-ink)"
          >
            {hitWords(input, result, step)}
          </LabelledPoint>
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
            onMove={(wanted, intent) => onMoveHandle('tip', addPoints(origin, wanted), intent)}
          />
        </HandleLayer>
      )}
    </ViewStage>
  );
}
