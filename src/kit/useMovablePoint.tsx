/**
 * Mafs' one-liner for small inline demos: a point with its own state and its handle, no state
 * module and no permalink. A figure with presets and a URL keeps its state in one place instead.
 */
import { useState, type ReactElement } from 'react';
import type { MoveIntent } from './gesture';
import { Handle, type HandleProps } from './Handle';
import { samePoint, snapToGrid, type Constraint, type Point } from './point';

export type MovablePointOptions = Omit<HandleProps, 'at' | 'onMove' | 'constrain'> & {
  /** Where the point may go (applied to every move); by default the grid of `step`. */
  readonly constrain?: Constraint | undefined;
};

/**
 * `const { point, element } = useMovablePoint(start, { label: 'P', color })`: draw `element` in a
 * handle layer, use `point` anywhere. Moves are snapped to the grid of `step` (or `constrain`)
 * unless free (Alt, Ctrl or Meta).
 */
export function useMovablePoint(
  start: Point,
  { constrain, ...handle }: MovablePointOptions,
): { readonly point: Point; readonly element: ReactElement } {
  const [point, setPoint] = useState(start);
  const rule = constrain ?? snapToGrid(handle.step ?? 1);
  const onMove = (wanted: Point, intent: MoveIntent) => {
    const next = intent.free && constrain === undefined ? wanted : rule(wanted);
    setPoint((old) => (samePoint(old, next) ? old : next));
  };
  return {
    point,
    element: <Handle {...handle} at={point} constrain={rule} onMove={onMove} />,
  };
}
