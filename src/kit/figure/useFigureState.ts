/**
 * A figure instance's state: start (default or a preset), changes that re-render only when
 * something changed, presets, reset, and the page URL — restored once after hydration from this
 * instance's own keys, then mirrored with `history.replaceState` (never pushState: dragging a point
 * must not flood the back button) once the state has rested for a moment. A URL write costs the
 * browser several milliseconds (a same-document navigation; Chromium even reloads an SVG favicon),
 * so a drag writes once, when the pointer pauses or lets go, not on every step.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryString } from '../hooks';
import type { FigureModel, FigurePreset, WithPreset } from './model';

/** How long the state must rest before the URL is rewritten. */
const URL_WRITE_DELAY_MS = 300;

export type FigureStateOptions = {
  /** Preset id to start from (unknown ids are ignored). */
  readonly preset?: string | undefined;
  /**
   * Fields to start from on top of the preset, written as the figure's own permalink query
   * (`t=0`), read and validated exactly like a URL (invalid fields are ignored).
   */
  readonly query?: string | undefined;
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
  { preset, query, prefix, syncUrl }: FigureStateOptions,
): FigureStateApi<S> {
  const [start] = useState(() => {
    const fromPreset = model.start(preset);
    if (query === undefined) return fromPreset;
    return model.fromUrl(new URLSearchParams(query), '', fromPreset) ?? fromPreset;
  });
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
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const dirty = useRef(false);

  // The restore runs in the same effect flush as the frame's hydration flag, so the first render
  // that says `data-hydrated="true"` already shows the URL's state (tests read it then).
  useEffect(() => {
    const fromUrl = model.fromUrl(new URLSearchParams(window.location.search), prefix, start);
    if (fromUrl !== null) setState(fromUrl);
    restored.current = true;
  }, [model, prefix, start]);

  useEffect(() => {
    // Until the state first differs from the served one the URL is left alone: a reader who only
    // scrolls past keeps a clean address; after that every change is written, Reset included.
    if (state !== start) dirty.current = true;
    if (!syncUrl || !restored.current || !dirty.current) return;
    const flush = () => {
      timer.current = null;
      const params = model.toUrl(state, new URLSearchParams(window.location.search), prefix);
      const url = `${window.location.pathname}${queryString(params)}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', url);
    };
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(flush, URL_WRITE_DELAY_MS);
  }, [model, prefix, start, state, syncUrl]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return { state, start, update, load, reset };
}
