/**
 * The parts of a segment query's picture (a segment p0 → p1, t from 0 to 1, against a rectangle,
 * a circle, a sphere's section): the two end handles, the labelled marks where the segment enters
 * and leaves the body, and marks at given times along its line.
 */
import type { MoveIntent } from './gesture';
import { Handle } from './Handle';
import { useKeyedCallbacks } from './figure/useKeyedCallbacks';
import type { LabelledMark } from './marks';
import { lerpPoint, samePoint, type Point } from './point';

/** The ends' keys, passed back to `onMove`. */
export type SegmentEnd = 'p0' | 'p1';
const ENDS: readonly SegmentEnd[] = ['p0', 'p1'];

export type SegmentHandlesProps = {
  readonly p0: Point;
  readonly p1: Point;
  readonly color: string;
  /** Grid step for arrow keys. */
  readonly step: number;
  readonly onMove: (end: SegmentEnd, wanted: Point, intent: MoveIntent) => void;
};

/**
 * P0 (t = 0) filled and P1 (t = 1) hollow. On a point segment P1 sits on top, grabbed at its
 * centre with its label below, while P0 stays grabbable on the ring around it.
 */
export function SegmentHandles({ p0, p1, color, step, onMove }: SegmentHandlesProps) {
  const moves = useKeyedCallbacks(ENDS, onMove);
  const stacked = samePoint(p0, p1);
  return ENDS.map((end, t) => (
    <Handle
      key={end}
      label={end.toUpperCase()}
      labelText={`${end.toUpperCase()} (t = ${t})`}
      at={t === 0 ? p0 : p1}
      step={step}
      color={color}
      variant={t === 0 ? 'filled' : 'hollow'}
      hitRadius={stacked && t === 1 ? 11 : undefined}
      labelOffset={stacked && t === 1 ? [10, 20] : [10, -10]}
      description={`${t === 0 ? 'start' : 'end'} of the segment`}
      onMove={moves[end]}
    />
  ));
}

/**
 * The entry and exit points as labelled marks (filled, in their colours, words in ink; "entry"
 * written to the left, "exit" to the right); a point the result does not have draws nothing.
 */
export function entryExitMarks(
  entry: Point | null | undefined,
  exit: Point | null | undefined,
  colors: { readonly entry: string; readonly exit: string },
): LabelledMark[] {
  const words = { radius: 5.5, textColor: 'var(--fig-ink)' };
  return [
    { ...words, at: entry, text: 'entry', color: colors.entry, offset: [-9, -10], anchor: 'end' },
    { ...words, at: exit, text: 'exit', color: colors.exit, offset: [8, -10] },
  ];
}

/** A time on the segment's line to mark, with its words and colour (a root, a t_k). */
export type LineTime = {
  readonly t: number | undefined;
  readonly text: string;
  readonly color: string;
};

/**
 * Small rings at times along the line p0 + t·(p1 − p0), worded in their colour below the line;
 * a time that is absent, or so large that its point is off any drawing, is left out.
 */
export function marksAlong(p0: Point, p1: Point, times: readonly LineTime[]): LabelledMark[] {
  return times.flatMap(({ t, text, color }) =>
    t === undefined || Math.abs(t) > 1e6
      ? []
      : [
          {
            at: lerpPoint(p0, p1, t),
            text,
            color,
            radius: 4,
            hollow: true,
            offset: [8, 16] as const,
          },
        ],
  );
}
