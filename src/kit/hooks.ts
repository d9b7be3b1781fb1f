/**
 * Small React hooks every figure shares: hydration flag, reduced-motion preference and the
 * URL synchronisation of a figure's state.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False during server rendering and the hydrating render, true once the island is interactive
 * (React renders once more with the client's value right after hydrating). The figure root
 * exposes it as `data-hydrated`, which the browser tests wait for.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The reader's `prefers-reduced-motion` setting, live (false on the server). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * How long a state must rest before the URL is rewritten. A URL write costs the browser several
 * milliseconds (a same-document navigation; Chromium even reloads an SVG favicon), so a drag
 * writes once, after the pointer lets go, not on every step.
 */
const URL_WRITE_DELAY_MS = 300;

/**
 * Pointers pressed anywhere on the page. While one is down (a drag, even one that pauses) the URL
 * waits: the write is a task of its own that would otherwise land between two moves of the drag.
 */
const pressedPointers = new Set<number>();
let trackingPointers = false;

function trackPressedPointers(): void {
  if (trackingPointers) return;
  trackingPointers = true;
  const release = (event: PointerEvent) => pressedPointers.delete(event.pointerId);
  // Capture phase on the window: seen before any handle captures or stops the event.
  window.addEventListener('pointerdown', (event) => pressedPointers.add(event.pointerId), true);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
  window.addEventListener('blur', () => pressedPointers.clear());
}

/** Builds `?query` keeping commas readable (`p0=1,2`, not `p0=1%2C2`). */
export function queryString(params: URLSearchParams): string {
  const text = params.toString().replaceAll('%2C', ',');
  return text.length > 0 ? `?${text}` : '';
}

export type UrlSyncOptions<S> = {
  /**
   * Mirror changes into the address bar. Off for a figure that should not own the URL (a second
   * copy on a page); restoring from the URL happens either way, so its own link still works.
   */
  readonly enabled: boolean;
  /** The current state, written to the URL once it rests, after the first restore. */
  readonly state: S;
  /** Reads the state from the page's query, or `null` when the URL says nothing for this figure. */
  readonly read: (params: URLSearchParams) => S | null;
  /** Writes the state into a copy of the page's query (leaving other keys alone). */
  readonly write: (state: S, params: URLSearchParams) => URLSearchParams;
  /** Applies a restored state (the figure's setter, which validates it like any other change). */
  readonly restore: (state: S) => void;
};

/**
 * Restores the state from the URL once after hydration, then mirrors every change with
 * `history.replaceState` (never pushState: dragging a point must not flood the back button) once
 * the state has rested for a moment and no pointer is pressed. Until the state first differs from
 * the served one the URL is left alone: a reader who only scrolls past keeps a clean address;
 * after that every change is written, a reset included.
 *
 * The restore happens in the render that first says hydrated (React re-renders at once with the
 * restored state, before committing): the first commit that says `data-hydrated="true"` in the
 * figure's frame already shows the URL's state, so tests can read it then instead of sleeping.
 */
export function useUrlSync<S>({ enabled, state, read, write, restore }: UrlSyncOptions<S>): void {
  const hydrated = useHydrated();
  const [restored, setRestored] = useState(false);
  if (hydrated && !restored) {
    setRestored(true);
    const fromUrl = read(new URLSearchParams(window.location.search));
    if (fromUrl !== null) restore(fromUrl);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const initialState = useRef(state);
  const dirty = useRef(false);
  const latest = useRef({ write, state });
  // Updated after each commit, before the effect below reads it (effects run in order); never
  // written during render, which React may repeat or throw away.
  useEffect(() => {
    latest.current = { write, state };
  });

  useEffect(() => {
    if (state !== initialState.current) dirty.current = true;
    if (!enabled || !restored) return;
    // Listening from hydration on, not from the first change: the drag that makes the first
    // change pressed its pointer before, and its pauses would otherwise write the URL mid-drag.
    trackPressedPointers();
    if (!dirty.current) return;
    const flush = () => {
      if (pressedPointers.size > 0) {
        timer.current = setTimeout(flush, URL_WRITE_DELAY_MS);
        return;
      }
      timer.current = null;
      const params = latest.current.write(
        latest.current.state,
        new URLSearchParams(window.location.search),
      );
      const url = `${window.location.pathname}${queryString(params)}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', url);
    };
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(flush, URL_WRITE_DELAY_MS);
  }, [enabled, state, restored]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
}
