/**
 * A value that follows another a frame later: when `value` stops being `same` as what is shown,
 * the newest value is shown two animation frames later (the first paints the urgent part of the
 * page, the second this). Changes meanwhile join that update, so a continuous drag updates it
 * every other frame, never starving it; a value that is `same` shows at once, with no render.
 */
import { useEffect, useRef, useState } from 'react';

export function useNextFrame<T>(value: T, same: (shown: T, value: T) => boolean = Object.is): T {
  const [shown, setShown] = useState(value);
  const behind = !same(shown, value);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    if (!behind) return undefined;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setShown(() => latest.current));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
    // `shown` too: a delivery whose render also brings a newer value (typing a, b, c in a row
    // batches them) leaves it behind again, and only a new frame chain catches that value up.
  }, [behind, shown]);
  return behind ? shown : value;
}
