/**
 * A figure instance's state: start (default or a preset), changes that re-render only when
 * something changed, presets, reset, and the page URL — restored once after hydration from this
 * instance's own keys, then mirrored with `history.replaceState` (never pushState: dragging a point
 * must not flood the back button), throttled, with a trailing write so the last position is kept.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryString } from '../hooks';
import type { FigureModel, FigurePreset, WithPreset } from './model';

/** How often the URL may be rewritten while a handle is dragged (browsers throttle replaceState too). */
const URL_WRITE_INTERVAL_MS = 250;

export type FigureStateOptions = {
  /** Preset id to start from (unknown ids are ignored). */
  readonly preset?: string | undefined;
  /** This instance's query-key prefix (`''` for the first figure of its name on the page). */
  readonly prefix: string;
  /** Mirror changes into the address bar (restoring from the URL happens either way). */
  readonly syncUrl: boolean;
};

export type FigureStateApi<S extends object> = {
  readonly state: WithPreset<S>;
  /** The state the instance started in (Reset returns to it). */
  readonly start: WithPreset<S>;
  /** Applies a change; a change that changes nothing keeps the same state object (no render). */
  readonly update: (change: (state: WithPreset<S>) => S) => void;
  /** Loads a preset by id. */
  readonly load: (id: string) => void;
  readonly reset: () => void;
};

export function useFigureState<S extends object, I, P extends FigurePreset<I>>(
  model: FigureModel<S, I, P>,
  { preset, prefix, syncUrl }: FigureStateOptions,
): FigureStateApi<S> {
  const [start] = useState(() => model.start(preset));
  const [state, setState] = useState(start);
  const update = useCallback(
    (change: (state: WithPreset<S>) => S) =>
      setState((previous) => model.settle(previous, change(previous))),
    [model],
  );
  const load = useCallback(
    (id: string) => setState((previous) => model.applyPreset(previous, id)),
    [model],
  );
  const reset = useCallback(() => setState(start), [start]);

  const restored = useRef(false);
  const lastWrite = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(state);
  const dirty = useRef(false);

  // The restore runs in the same effect flush as the frame's hydration flag, so the first render
  // that says `data-hydrated="true"` already shows the URL's state (tests read it then).
  useEffect(() => {
    const fromUrl = model.fromUrl(new URLSearchParams(window.location.search), prefix, start);
    if (fromUrl !== null) setState(fromUrl);
    restored.current = true;
  }, [model, prefix, start]);

  useEffect(() => {
    latest.current = state;
    // Until the state first differs from the served one the URL is left alone: a reader who only
    // scrolls past keeps a clean address; after that every change is written, Reset included.
    if (state !== start) dirty.current = true;
    if (!syncUrl || !restored.current || !dirty.current) return;
    const flush = () => {
      timer.current = null;
      lastWrite.current = Date.now();
      const params = model.toUrl(
        latest.current,
        new URLSearchParams(window.location.search),
        prefix,
      );
      const url = `${window.location.pathname}${queryString(params)}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', url);
    };
    const wait = lastWrite.current + URL_WRITE_INTERVAL_MS - Date.now();
    if (wait <= 0) flush();
    else timer.current ??= setTimeout(flush, wait);
  }, [model, prefix, start, state, syncUrl]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return { state, start, update, load, reset };
}
