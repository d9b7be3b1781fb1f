/**
 * Things that move linearly during a step t in [0, 1]: `MotionHandles`, the start and end handles
 * of moving points, and `SweptSegment`, a moving segment drawn where it starts and ends and as
 * ghosts along the way.
 */
import { useMemo } from 'react';
import { useKeyedCallbacks } from './figure/useKeyedCallbacks';
import type { MoveIntent } from './gesture';
import { Handle, type MarkerShape } from './Handle';
import { clamp, lerpPoint, point, samePoint, type Point } from './point';
import { Line, PointMark, Segment, strokeProps } from './shapes';
import { useStage } from './Stage';

export type MovingPoint<K extends string> = {
  /** The state's keys of its start and end positions. */
  readonly start: K;
  readonly end: K;
  /** The letter of both handles: `'P'` names them P0 and P1. */
  readonly name: string;
  /** What it is, for the accessible names: "first endpoint" reads "first endpoint at t = 0". */
  readonly words: string;
  readonly color: string;
  readonly shape: MarkerShape;
};

export type MotionHandlesProps<K extends string> = {
  /** Every position, by key. */
  readonly points: Readonly<Record<K, Point>>;
  /** The moving points; keep the array constant (a module-level value). */
  readonly moving: readonly MovingPoint<K>[];
  /** Grid step of the arrow keys. */
  readonly step: number;
  /** Called with the key and the wanted position; the state setter applies the constraint. */
  readonly onMove: (key: K, wanted: Point, intent: MoveIntent) => void;
  /** Handles outside the view are drawn this far (math units) inside its edge. */
  readonly inset?: number;
};

/** Hit radius (viewBox units) of an end handle drawn on its start. */
const STACKED_HIT_RADIUS = 11;
const LABEL_OFFSET = [10, -11] as const;

/**
 * The handles of points that move during a step: each has a start (t = 0, filled marker) and an
 * end (t = 1, hollow), in one colour and shape. A still point's end sits on its start: it is drawn
 * on top with a smaller hit area, so the start stays grabbable on the ring around it, and one
 * label says "C0 = C1".
 */
export function MotionHandles<K extends string>({
  points,
  moving,
  step,
  onMove,
  inset = 0.2,
}: MotionHandlesProps<K>) {
  const { box } = useStage();
  const keys = useMemo(() => moving.flatMap((m) => [m.start, m.end]), [moving]);
  const moves = useKeyedCallbacks(keys, onMove);
  const shown = (at: Point) =>
    point(
      clamp(at.x, box.xMin + inset, box.xMax - inset),
      clamp(at.y, box.yMin + inset, box.yMax - inset),
    );
  return moving.flatMap(({ start, end, name, words, color, shape }) => {
    const still = samePoint(points[start], points[end]);
    const common = { step, color, shape, labelOffset: LABEL_OFFSET };
    return [
      <Handle
        key={start}
        {...common}
        label={`${name}0`}
        labelText={still ? `${name}0 = ${name}1` : `${name}0`}
        at={points[start]}
        displayAt={shown(points[start])}
        description={`${words} at t = 0`}
        onMove={moves[start]}
      />,
      <Handle
        key={end}
        {...common}
        label={`${name}1`}
        variant="hollow"
        showLabel={!still}
        hitRadius={still ? STACKED_HIT_RADIUS : undefined}
        at={points[end]}
        displayAt={shown(points[end])}
        description={`${words} at t = 1`}
        onMove={moves[end]}
      />,
    ];
  });
}

export type SweptSegmentProps = {
  /** The endpoints at t = 0. */
  readonly start: readonly [Point, Point];
  /** The endpoints at t = 1. */
  readonly end: readonly [Point, Point];
  readonly color: string;
  /** Draw the segment faint where it starts (solid) and ends (dashed). */
  readonly ends?: boolean;
  /** Times of faint copies along the step (none by default). */
  readonly ghosts?: readonly number[];
};

/**
 * Where a moving segment starts and ends, and faint copies along the step. Decorative. The ghosts
 * are one path under the group's opacity (overlaps do not darken, as with separate segments): a
 * drag step changes one attribute for all of them.
 */
export function SweptSegment({ start, end, color, ends = true, ghosts = [] }: SweptSegmentProps) {
  const { toSvg } = useStage();
  const ghostPath = ghosts
    .map((t) => {
      const [ax, ay] = toSvg(lerpPoint(start[0], end[0], t));
      const [bx, by] = toSvg(lerpPoint(start[1], end[1], t));
      return `M${ax},${ay}L${bx},${by}`;
    })
    .join('');
  return (
    <>
      {ends && <Segment from={start[0]} to={start[1]} color={color} width={2} opacity={0.45} />}
      {ends && (
        <Segment from={end[0]} to={end[1]} color={color} width={2} opacity={0.45} stroke="dashed" />
      )}
      {ghostPath !== '' && (
        <g className="kit-ghosts" opacity={0.16} aria-hidden="true">
          <path d={ghostPath} {...strokeProps({ color, width: 2 })} />
        </g>
      )}
    </>
  );
}

export type SegmentAtProps = {
  /** The segment's endpoints now. */
  readonly from: Point;
  readonly to: Point;
  readonly color: string;
  /** Draw the faint dashed line the segment lies on (default true). */
  readonly line?: boolean;
};

/** A moving segment where it is now: bold, its endpoints dotted, on the faint line it lies on. */
export function SegmentAt({ from, to, color, line = true }: SegmentAtProps) {
  return (
    <>
      {line && <Line through={[from, to]} color={color} width={1} stroke="dashed" opacity={0.35} />}
      <Segment from={from} to={to} color={color} width={4.5} />
      <PointMark at={from} radius={4} color={color} />
      <PointMark at={to} radius={4} color={color} />
    </>
  );
}
