/**
 * One stable callback per key (e.g. per handle) that forwards to `callback(key, …)`: a scene
 * passes `moves[key]` to each handle instead of a fresh arrow, so memoised handles that did not
 * move skip rendering during a drag.
 */
import { useMemo } from 'react';

export function useKeyedCallbacks<K extends PropertyKey, A extends unknown[]>(
  keys: readonly K[],
  callback: ((key: K, ...args: A) => void) | undefined,
): Readonly<Record<K, (...args: A) => void>> {
  return useMemo(
    () =>
      Object.fromEntries(
        keys.map((key) => [key, (...args: A) => callback?.(key, ...args)]),
      ) as Record<K, (...args: A) => void>,
    [keys, callback],
  );
}
