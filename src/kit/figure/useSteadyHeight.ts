/**
 * Keeps a figure's body from shrinking while its width stays the same.
 *
 * Why: a drag step changes the figure's words and numbers (the case label, the derivation's rows
 * and line breaks), and with them its height. Every change of height moves the whole article
 * below the figure: the browser lays it out and paints it again on that step, which cost more
 * than everything else the step did (a trace of the sweep figure: layout, pre-paint, paint and
 * layerize fell from about 3 ms to 0.7 ms per state change once the height stayed put), and the
 * text under the reader's eyes jumps. So the body grows when it must and never shrinks back
 * until its width changes (a resize, a rotation) or the owner calls `restart` (a preset chosen, a
 * reset): then it starts again from its natural height. Never during a drag: a restart lays out
 * the figure twice and moves the article below it.
 */
import { useEffect, useRef } from 'react';

/** What the hook remembers: the width it last saw and the tallest height at that width. */
export type SteadyHeight = { readonly width: number; readonly tallest: number };

/**
 * The next state for an observed size: a new width starts again (null: clear the minimum and
 * measure the natural height); a taller height raises the minimum; anything else keeps it.
 */
export function nextSteadyHeight(
  previous: SteadyHeight | null,
  width: number,
  height: number,
): SteadyHeight | null {
  if (previous === null || width !== previous.width) return null;
  return height > previous.tallest ? { width, tallest: height } : previous;
}

/**
 * `ref` for the element whose height must hold (its `min-height` is set inline); `restart.current`
 * (set once mounted) starts again from the natural height in the next frame.
 */
export function useSteadyHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const restartRef = useRef<() => void>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    let state: SteadyHeight | null = null;
    let frame = 0;
    // Sizes of the border box: the site sizes every box by its border box, min-height included.
    const restart = (width: number) => {
      frame = 0;
      element.style.minHeight = '';
      const { height } = element.getBoundingClientRect();
      state = { width, tallest: height };
      element.style.minHeight = `${height}px`;
    };
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.borderBoxSize[0];
      if (box === undefined) return;
      const next = nextSteadyHeight(state, box.inlineSize, box.blockSize);
      if (next === null) {
        // A new width: start again from the natural height, in the next frame (a size changed
        // inside this callback would be an error: a resize-observer loop).
        const width = box.inlineSize;
        state = { width, tallest: Infinity };
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => restart(width));
      } else if (next !== state) {
        // Taller: hold it (the same height as now, so nothing moves and nothing is observed).
        state = next;
        element.style.minHeight = `${next.tallest}px`;
      }
    });
    observer.observe(element);
    restartRef.current = () => {
      const width = state?.width;
      if (width === undefined || frame !== 0) return;
      frame = requestAnimationFrame(() => restart(width));
    };
    return () => {
      restartRef.current = null;
      observer.disconnect();
      cancelAnimationFrame(frame);
      element.style.minHeight = '';
    };
  }, []);
  return { ref, restart: restartRef };
}
