/**
 * A figure instance's state: start (default or a preset), changes that re-render only when
 * something changed, presets, reset, and the page URL — restored from this instance's own keys
 * and mirrored once the state rests, by the kit's one `useUrlSync`.
 */
import { useCallback, useState } from 'react';
import { useUrlSync } from '../hooks';
import type { FigureModel, FigurePreset, WithPreset } from './model';

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

  const read = useCallback(
    (params: URLSearchParams) => model.fromUrl(params, prefix, start),
    [model, prefix, start],
  );
  const write = useCallback(
    (current: WithPreset<S>, params: URLSearchParams) => model.toUrl(current, params, prefix),
    [model, prefix],
  );
  useUrlSync({ enabled: syncUrl, state, read, write, restore: setState });

  return { state, start, update, load, reset };
}
