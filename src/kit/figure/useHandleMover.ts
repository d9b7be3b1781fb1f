/**
 * The one callback a scene's handles call, `(key, wanted, intent)`, turned into a state change
 * by the figure's pure move rule (`wanted`: a point, a 3D point, a radius); a modifier key (`intent.free`) skips the snapping.
 */
import { useCallback } from 'react';
import type { MoveIntent } from '../gesture';
import type { Point } from '../point';

export function useHandleMover<S, K, W = Point>(
  update: (change: (state: S) => S) => void,
  move: (state: S, key: K, wanted: W, free: boolean) => S,
): (key: K, wanted: W, intent: MoveIntent) => void {
  return useCallback(
    (key: K, wanted: W, intent: MoveIntent) =>
      update((state) => move(state, key, wanted, intent.free)),
    [update, move],
  );
}
