/**
 * A list of segments the reader edits (several walls): the segments, a handle on each end, the
 * end-moving rule that never makes a segment a point (the permalink's segmentCodec refuses one),
 * and the list control with names like "W1 from (0, 0) to (4, 0)".
 */
import { formatPoint } from './format';
import { Handle, type MoveIntent } from './Handle';
import { HandleLayer } from './layers';
import { ItemList, addItem, removeItem, replaceItem } from './lists';
import type { SegmentValue } from './permalink-lists';
import type { Point } from './point';
import { Segment } from './shapes';

/**
 * The list with one end of segment `index` at `placed` (already constrained by the owner); the
 * same list when nothing moves or the segment would shrink to a point.
 */
export function moveSegmentEnd(
  segments: readonly SegmentValue[],
  index: number,
  end: 'from' | 'to',
  placed: Point,
): readonly SegmentValue[] {
  const segment = segments[index];
  if (segment === undefined) return segments;
  const moved = { ...segment, [end]: placed };
  const same = placed.x === segment[end].x && placed.y === segment[end].y;
  if (same || (moved.from.x === moved.to.x && moved.from.y === moved.to.y)) return segments;
  return replaceItem(segments, index, moved);
}

/** The segments drawn as thick lines (no handles: put `SegmentListHandles` in the handle layer). */
export function SegmentLines(props: { segments: readonly SegmentValue[]; color: string }) {
  return props.segments.map((s, i) => (
    <Segment key={i} from={s.from} to={s.to} color={props.color} width={4} />
  ));
}

export type SegmentListHandlesProps = {
  readonly segments: readonly SegmentValue[];
  /** Label prefix: `W` names the ends W1a, W1b, W2a, … */
  readonly prefix: string;
  readonly color: string;
  readonly step: number;
  readonly description: string;
  readonly onMove: (index: number, end: 'from' | 'to', wanted: Point, intent: MoveIntent) => void;
};

/** A square handle on each end of each segment. */
export function SegmentListHandles(props: SegmentListHandlesProps) {
  const { segments, prefix, color, step, description, onMove } = props;
  return (
    <HandleLayer>
      {segments.flatMap((segment, index) =>
        (['from', 'to'] as const).map((end) => (
          <Handle
            key={`${index}${end}`}
            label={`${prefix}${index + 1}${end === 'from' ? 'a' : 'b'}`}
            at={segment[end]}
            step={step}
            color={color}
            shape="square"
            description={description}
            onMove={(wanted, intent) => onMove(index, end, wanted, intent)}
          />
        )),
      )}
    </HandleLayer>
  );
}

export type SegmentItemListProps = {
  readonly segments: readonly SegmentValue[];
  readonly prefix: string;
  /** What one segment is called ("wall"). */
  readonly noun: string;
  readonly max: number;
  /** The segment "Add" appends. */
  readonly added: SegmentValue;
  /** Stores the edited list. */
  readonly onChange: (segments: readonly SegmentValue[]) => void;
};

/** The list control: each segment by name and ends, with "Add" and "Remove". */
export function SegmentItemList({
  segments,
  prefix,
  noun,
  max,
  added,
  onChange,
}: SegmentItemListProps) {
  const names = segments.map(
    (s, i) => `${prefix}${i + 1} from ${formatPoint(s.from)} to ${formatPoint(s.to)}`,
  );
  return (
    <ItemList
      noun={noun}
      max={max}
      names={names}
      onAdd={() => onChange(addItem(segments, added, max))}
      onRemove={(i) => onChange(removeItem(segments, i, 0))}
    />
  );
}
