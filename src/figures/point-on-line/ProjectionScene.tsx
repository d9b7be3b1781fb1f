/**
 * The projection figure's drawing, shared by the interactive figure and the home page's thumbnail:
 * the line through s and t, the segment, v = p − s, its shadow on the line (from s to the foot),
 * the perpendicular from p to the foot, and the segment's closest point with its distance.
 */
import type { ProjectionInput, ProjectionResult } from '../../geometry';
import {
  Arrow,
  DecorLayer,
  HandleLayer,
  Label,
  Line,
  PointHandles,
  PointMark,
  Segment,
  ViewStage,
  formatNumber,
  point,
  samePoint,
  type MoveIntent,
  type Point,
} from '../../kit';
import { GRID_STEP, VIEW, type ProjectionHandle } from './state';

export const LINE = 'var(--fig-blue)';
export const POINT = 'var(--fig-vermillion)';
/** The shadow of v on the line, u·(t − s). */
export const SHADOW = 'var(--fig-purple)';
export const CLOSEST = 'var(--fig-green)';

/** The handles of both views: s and t (u = 0 and 1) and p. */
export const HANDLES = (
  [
    ['s', 's', LINE, 'square', [-16, -10], 'start of the line, u = 0'],
    ['t', 't', LINE, 'square', [10, -10], 'second point of the line, u = 1'],
    ['point', 'p', POINT, 'circle', [10, -10], 'the point to project'],
  ] as const
).map(([key, label, color, shape, labelOffset, description]) => {
  return { key, label, color, shape, labelOffset, description };
});

export type ProjectionSceneProps = {
  /** 2D points, or the x and y of 3D ones. */
  readonly input: ProjectionInput;
  readonly result: ProjectionResult;
  readonly grid: boolean;
  /** Absent for a static drawing (the thumbnail). */
  readonly onMoveHandle?:
    ((key: ProjectionHandle, wanted: Point, intent: MoveIntent) => void) | undefined;
};

/** The point k units (math) across the line s → t from p, on the left; p itself when s = t. */
function besideLine(p: Point, s: Point, t: Point, k: number): Point {
  const length = Math.hypot(t.x - s.x, t.y - s.y);
  if (length === 0) return p;
  return point(p.x - ((t.y - s.y) / length) * k, p.y + ((t.x - s.x) / length) * k);
}

export function ProjectionScene({ input, result, grid, onMoveHandle }: ProjectionSceneProps) {
  const { point: p, s, t } = input;
  const { foot, closest } = result;
  const degenerate = result.kind === 'degenerate';
  // The shadow runs along the line, nudged off it so the segment stays visible beneath.
  const shadowFrom = besideLine(s, s, t, -0.25);
  const shadowTo = besideLine(foot, s, t, -0.25);
  return (
    <ViewStage
      view={VIEW}
      grid={grid && GRID_STEP}
      width={600}
      height={440}
      label={`Point p at (${formatNumber(p.x)}, ${formatNumber(p.y)}) and the line through s and t`}
      className="pl-scene"
    >
      <DecorLayer>
        {!degenerate && (
          <Line through={[s, t]} color={LINE} width={1} stroke="dotted" opacity={0.6} />
        )}
        <Segment from={s} to={t} color={LINE} width={4.5} />
        <Arrow
          from={s}
          vector={point(p.x - s.x, p.y - s.y)}
          color={POINT}
          width={1.5}
          stroke="dashed"
          opacity={0.7}
        />
        {!degenerate && !samePoint(s, foot) && (
          <>
            <Segment from={shadowFrom} to={shadowTo} color={SHADOW} width={4} />
            <Label at={shadowTo} offset={[0, 22]} color={SHADOW} anchor="middle">
              {`u = ${formatNumber(result.u)}`}
            </Label>
          </>
        )}
        {!samePoint(p, foot) && (
          <Segment from={p} to={foot} color={POINT} width={1.5} stroke="dotted" />
        )}
        <PointMark at={foot} radius={6} hollow color={POINT} width={2} />
        {!samePoint(p, closest) && <Segment from={p} to={closest} color={CLOSEST} width={2.5} />}
        <PointMark at={closest} radius={5} color={CLOSEST} />
        {!samePoint(closest, foot) && (
          <Label at={closest} offset={[8, 20]} color={CLOSEST}>
            closest
          </Label>
        )}
        <Label at={foot} offset={[10, -10]} color={POINT}>
          foot
        </Label>
      </DecorLayer>
      {onMoveHandle !== undefined && (
        <HandleLayer>
          <PointHandles
            step={GRID_STEP}
            onMove={onMoveHandle}
            handles={HANDLES.map((h) => ({ ...h, at: input[h.key] }))}
          />
        </HandleLayer>
      )}
    </ViewStage>
  );
}
