/**
 * The setter a time control (scrubber, plot, play) calls in a figure whose state has a time `t`:
 * stable while `update` is, clamped to the step, and a no-op for the time it already shows.
 */
import { useCallback } from 'react';
import { withTime } from './fields';

export function useTimeSetter<S extends { readonly t: number }>(
  update: (change: (state: S) => S) => void,
): (t: number) => void {
  return useCallback((t: number) => update((state) => withTime(state, t)), [update]);
}
