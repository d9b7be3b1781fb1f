/**
 * What the segment-vs-sphere figure shows besides the core's answer, as pure functions: the case
 * label's words, the half-chord l, the rows of the t number line, and where the source's slipped
 * formula puts its two points.
 */
import type { SegmentSphereInput, SegmentSphereResult } from '../../geometry';
import {
  formatNumber,
  point3,
  type CaseLabelProps,
  type IntervalRow,
  type Point3,
} from '../../kit';

/** One colour per part, the same in the scene, the number line, the table and the article. */
export const LINE = 'var(--fig-vermillion)';
export const BALL = 'var(--fig-blue)';
export const INSIDE = 'var(--fig-green)';
/** n, from the centre to its foot. */
export const N_COLOR = 'var(--fig-purple)';
/** l, from the foot to each point. */
export const L_COLOR = 'var(--fig-orange)';

const t = (value: number | undefined) => formatNumber(value ?? NaN, 3);

export function describeCase(result: SegmentSphereResult): CaseLabelProps {
  const { kind, reason, tEnter, tExit } = result;
  if (kind === 'invalid-input') {
    return { kind: 'invalid input', tone: 'miss', detail: 'a negative radius is no sphere' };
  }
  if (kind === 'outside') {
    const detail = {
      point: 'a zero-length segment, outside the ball',
      'line-misses': `n = ${t(result.distance)} is more than r: the line misses`,
      ahead: `tEnter = ${t(tEnter)} > 1: the ball is beyond the end`,
      behind: `tExit = ${t(tExit)} < 0: the ball is behind the start`,
    }[reason ?? 'point'];
    return { kind: `outside: ${reason ?? ''}`, tone: 'miss', detail };
  }
  const detail =
    tEnter === undefined
      ? 'a zero-length segment in the ball'
      : `the line is in the ball for t in [${t(tEnter)}, ${t(tExit)}]`;
  return { kind, tone: 'contact', detail: result.touches ? `${detail} · touches` : detail };
}

/** The half-chord l = √(r² − n²) from the foot to each point; null when the line has no points. */
export function halfChord(input: SegmentSphereInput, result: SegmentSphereResult): number | null {
  if (result.tEnter === undefined) return null;
  return Math.sqrt(Math.max(0, input.radius ** 2 - result.distance ** 2));
}

/** The line's point at parameter t: from + t·(to − from). */
export const lineAt = ({ from, to }: SegmentSphereInput, at: number): Point3 =>
  point3(
    from.x + at * (to.x - from.x),
    from.y + at * (to.y - from.y),
    from.z + at * (to.z - from.z),
  );

/**
 * The source's two points, sᵢ = p + l(p − s) and tᵢ = p + l(p − t) with p the foot: its steps are
 * scaled by |p − s| and |p − t| instead of one unit, and sᵢ goes towards t. `sourceCase` says
 * whether both still land on the sphere (only when both distances are 1, or l = 0).
 */
export function sourcePoints(input: SegmentSphereInput, result: SegmentSphereResult) {
  const l = halfChord(input, result);
  if (l === null) return null;
  const { foot } = result;
  const step = (end: Point3) =>
    point3(
      foot.x + l * (foot.x - end.x),
      foot.y + l * (foot.y - end.y),
      foot.z + l * (foot.z - end.z),
    );
  const points = [step(input.from), step(input.to)] as const;
  const { x, y, z } = input.center;
  const onSphere = points.every(
    (p) =>
      Math.abs(Math.hypot(p.x - x, p.y - y, p.z - z) - input.radius) <= 1e-9 * (1 + input.radius),
  );
  return { points, sourceCase: onSphere ? 'on-sphere' : 'off-sphere' } as const;
}

/** The t number line: where the line is in the ball, the segment's window [0, 1], their overlap. */
export function timeRows({ kind, tEnter, tExit }: SegmentSphereResult): IntervalRow[] {
  const meets = tEnter !== undefined && tExit !== undefined;
  const [from, to] = meets ? [tEnter, tExit] : [1, 0];
  const both = meets && kind !== 'outside';
  return [
    { id: 'line', label: meets ? 'line in ball' : 'line misses', from, to, color: BALL },
    { id: 'window', label: 'segment', from: 0, to: 1, color: LINE, dashed: true },
    {
      id: 'inside',
      label: 'both',
      ...(both ? { from: Math.max(from, 0), to: Math.min(to, 1) } : { from: 1, to: 0 }),
      color: INSIDE,
      emphasis: true,
    },
  ];
}
