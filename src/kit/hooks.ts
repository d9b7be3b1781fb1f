/**
 * Small React hooks every figure shares: hydration flag, reduced-motion preference and the
 * URL synchronisation of a figure's state.
 */
import { useEffect, useRef, useState } from 'react';

/**
 * False during server rendering and the hydrating render, true once the island is interactive.
 * The figure root exposes it as `data-hydrated`, which the browser tests wait for.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
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

/** How often the URL may be rewritten while a handle is dragged (browsers throttle replaceState too). */
const URL_WRITE_INTERVAL_MS = 250;

/** Builds `?query` keeping commas readable (`p0=1,2`, not `p0=1%2C2`). */
export function queryString(params: URLSearchParams): string {
  const text = params.toString().replaceAll('%2C', ',');
  return text.length > 0 ? `?${text}` : '';
}

export type UrlSyncOptions<S> = {
  /** Off for a second figure on the same page: only one figure owns the URL. */
  readonly enabled: boolean;
  /** The current state, written to the URL (throttled) whenever it changes after the first restore. */
  readonly state: S;
  /** Reads the state from the page's query, or `null` when the URL says nothing for this figure. */
  readonly read: (params: URLSearchParams) => S | null;
  /** Writes the state into a copy of the page's query (leaving other keys alone). */
  readonly write: (state: S, params: URLSearchParams) => URLSearchParams;
  /** Applies a restored state (the figure's setter, which validates it like any other change). */
  readonly restore: (state: S) => void;
};

/**
 * Restores the figure's state from the URL once after hydration, then mirrors every change with
 * `history.replaceState` (never pushState: dragging a point must not flood the back button),
 * throttled so a drag writes a few times a second, with a trailing write so the final position is
 * always in the URL.
 *
 * The restore runs in the same effect flush as `useHydrated` in the figure's frame, and React
 * commits both updates together: the first render that says `data-hydrated="true"` already shows
 * the URL's state, so tests can read it then instead of sleeping.
 */
export function useUrlSync<S>({ enabled, state, read, write, restore }: UrlSyncOptions<S>): void {
  const restored = useRef(false);
  const lastWrite = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const initialState = useRef(state);
  const dirty = useRef(false);
  const latest = useRef({ read, write, restore, state });
  // Updated after each commit, before the effects below read it (effects run in order); never
  // written during render, which React may repeat or throw away.
  useEffect(() => {
    latest.current = { read, write, restore, state };
  });

  useEffect(() => {
    if (!enabled) return;
    const fromUrl = latest.current.read(new URLSearchParams(window.location.search));
    if (fromUrl !== null) latest.current.restore(fromUrl);
    restored.current = true;
  }, [enabled]);

  useEffect(() => {
    // Before the restore, and while the state is still the one the page was served with, the URL
    // is left untouched: a reader who only scrolls past a figure keeps a clean address.
    if (state !== initialState.current) dirty.current = true;
    if (!enabled || !restored.current || !dirty.current) return;
    const flush = () => {
      timer.current = null;
      lastWrite.current = Date.now();
      const params = latest.current.write(
        latest.current.state,
        new URLSearchParams(window.location.search),
      );
      const url = `${window.location.pathname}${queryString(params)}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', url);
    };
    const wait = lastWrite.current + URL_WRITE_INTERVAL_MS - Date.now();
    if (wait <= 0) flush();
    else if (timer.current === null) timer.current = setTimeout(flush, wait);
  }, [enabled, state]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
}
