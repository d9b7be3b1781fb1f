/**
 * A figure's point handles from a table (their usual constraint is `viewConstraint`): the scene
 * lists each handle once (key, label, colour, marker, words) instead of writing out one `Handle`
 * element per point, and a handle that sits on an earlier one is grabbed at its centre while the
 * one below stays grabbable on the ring.
 */
import { useMemo } from 'react';
import { Handle, type MarkerShape } from './Handle';
import type { MoveIntent } from './gesture';
import { useKeyedCallbacks } from './figure/useKeyedCallbacks';
import { samePoint, type Point } from './point';

export type PointHandleSpec<K extends string> = {
  /** Passed back to `onMove`. */
  readonly key: K;
  readonly label: string;
  readonly at: Point;
  readonly color: string;
  readonly shape: MarkerShape;
  /** The label's offset from the point, viewBox units. */
  readonly labelOffset: readonly [number, number];
  /** Words after the label in the accessible name ("ray origin"). */
  readonly description: string;
};

export type PointHandlesProps<K extends string> = {
  /** Drawn in order: a later handle on an earlier one's place is on top. */
  readonly handles: readonly PointHandleSpec<K>[];
  /** Grid step for arrow keys. */
  readonly step: number;
  readonly onMove: (key: K, wanted: Point, intent: MoveIntent) => void;
};

/** Hit radius (viewBox units) of a handle drawn on top of another at the same place. */
const STACKED_HIT_RADIUS = 11;

export function PointHandles<K extends string>({ handles, step, onMove }: PointHandlesProps<K>) {
  // One callback per key, stable while the same keys are drawn: handles that did not move skip
  // rendering during a drag.
  const keyList = handles.map((handle) => handle.key).join(' ');
  const keys = useMemo(() => keyList.split(' ') as K[], [keyList]);
  const moves = useKeyedCallbacks(keys, onMove);
  return handles.map(({ key, ...handle }, index) => (
    <Handle
      key={key}
      {...handle}
      step={step}
      hitRadius={
        handles.slice(0, index).some((below) => samePoint(below.at, handle.at))
          ? STACKED_HIT_RADIUS
          : undefined
      }
      onMove={moves[key]}
    />
  ));
}
