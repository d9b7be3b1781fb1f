/**
 * A figure's state machinery, pure (no React, no DOM): the start state, presets, the "nothing
 * changed" test that keeps a pointer move from re-rendering, and the permalink codec scoped to one
 * figure of a page. `defineFigure` builds one from a figure's fields; its rules are unit-tested
 * here once instead of in every figure.
 */
import type { PresetOption } from '../controls';
import {
  hasAnyKey,
  ownQuery,
  readState,
  writeState,
  type FieldCodec,
  type StateSchema,
} from '../permalink';

/** A preset of the menu: a geometry fixture with its input in the core's own shape. */
export type FigurePreset<I> = PresetOption & { readonly input: I };

/**
 * What the registry knows of a figure (plain data, no React): enough for the home page's gallery,
 * the embed routes, the content schema and the generated browser contract.
 */
export type FigureMeta<P extends { readonly id: string } = FigurePreset<unknown>> = {
  /** `data-figure`: one of site.md's figure names. */
  readonly name: string;
  /** The figure in words (share title, embed heading). */
  readonly title: string;
  /** The article that explains it (the embed links back to it). */
  readonly article: string;
  /** The geometry core function (api.md name) whose result it shows by default. */
  readonly algorithm: string;
  /** The preset menu: the geometry fixtures, each with the result it expects. */
  readonly presets: readonly P[];
};

/** The default `data-case`: `kind`, or `kind:reason` where the result gives a reason. */
export function caseIdOf(result: {
  readonly kind: string;
  readonly reason?: string | undefined;
}): string {
  return result.reason === undefined ? result.kind : `${result.kind}:${result.reason}`;
}

/** Every figure's state carries the preset it still equals (null once the reader moved away). */
export type WithPreset<S> = S & { readonly preset: string | null };

export type FigureModelSpec<S extends object, I, P extends FigurePreset<I>> = {
  /** One codec per permalink field of the state (the preset's codec is added here). */
  readonly fields: StateSchema<S>;
  /** The state's fields before any preset is loaded. */
  readonly defaults: S;
  /** The preset menu: the geometry fixtures of the figure's algorithm. */
  readonly presets: readonly P[];
  /** The preset the figure starts in (default: none, the `defaults` as they are). */
  readonly defaultPreset?: string | undefined;
  /** The algorithm's input for a state (`data-state`). */
  readonly inputOf: (state: S) => I;
  /** Loads a preset's input into a state (default: its fields copied over the state's). */
  readonly withPresetInput?: ((state: S, preset: P) => S) | undefined;
};

export type FigureModel<S extends object, I, P extends FigurePreset<I>> = {
  readonly presets: readonly P[];
  /** The start state, from a preset id when given and known. */
  readonly start: (presetId?: string) => WithPreset<S>;
  /** The default start state. */
  readonly initial: WithPreset<S>;
  /** Loads a preset; an unknown id leaves the state alone. */
  readonly applyPreset: (state: WithPreset<S>, id: string) => WithPreset<S>;
  /**
   * The state after a change: the previous object itself when no field changed (so React skips
   * the render), otherwise the new one with its preset re-derived from its input.
   */
  readonly settle: (previous: WithPreset<S>, next: S) => WithPreset<S>;
  /** The algorithm's input, the same object for states that share it (memo-friendly). */
  readonly inputOf: (state: WithPreset<S>) => I;
  /** The preset whose input equals this one, if any. */
  readonly matchingPreset: (input: I) => string | null;
  /**
   * The state a URL asks for under `prefix`, or null when it says nothing for this figure: a valid
   * preset loads first, then every valid field overrides it; an invalid field keeps `fallback`'s.
   */
  readonly fromUrl: (
    params: URLSearchParams,
    prefix?: string,
    fallback?: WithPreset<S>,
  ) => WithPreset<S> | null;
  /** Writes the state into a copy of `params` under `prefix`, leaving other keys alone. */
  readonly toUrl: (
    state: WithPreset<S>,
    params: URLSearchParams,
    prefix?: string,
  ) => URLSearchParams;
  /** Only this figure's keys, as a query string without `?`. */
  readonly query: (state: WithPreset<S>, prefix?: string) => string;
};

/** Structural equality of plain data (numbers, strings, booleans, arrays, plain objects). */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.every((key) => key in recordB && sameData(recordA[key], recordB[key]));
}

export function figureModel<S extends object, I, P extends FigurePreset<I>>(
  spec: FigureModelSpec<S, I, P>,
): FigureModel<S, I, P> {
  const { fields, presets, inputOf: computeInput } = spec;
  const withPresetInput =
    spec.withPresetInput ?? ((state: S, preset: P) => ({ ...state, ...preset.input }) as S);
  const presetCodec: FieldCodec<string | null> = {
    parse: (text) => presets.find((p) => p.id === text)?.id,
    format: (value) => value ?? '',
  };
  const schema = { ...fields, preset: presetCodec } as StateSchema<WithPreset<S>>;
  const fieldNames = Object.keys(schema) as (keyof WithPreset<S> & string)[];
  // Inputs are cached per state object, and a settled state whose input did not change shares
  // its predecessor's: layers memoised on the input then survive a change of time or a toggle.
  const inputs = new WeakMap<object, I>();

  const inputOf = (state: WithPreset<S>): I => {
    const cached = inputs.get(state);
    if (cached !== undefined) return cached;
    const input = computeInput(state);
    inputs.set(state, input);
    return input;
  };
  const matchingPreset = (input: I) => presets.find((p) => sameData(p.input, input))?.id ?? null;
  const applyPreset = (state: WithPreset<S>, id: string): WithPreset<S> => {
    const preset = presets.find((p) => p.id === id);
    return preset === undefined ? state : { ...withPresetInput(state, preset), preset: preset.id };
  };
  const base: WithPreset<S> = { ...spec.defaults, preset: null };
  const initial =
    spec.defaultPreset === undefined
      ? { ...base, preset: matchingPreset(computeInput(base)) }
      : applyPreset(base, spec.defaultPreset);
  const start = (presetId?: string) =>
    presetId === undefined ? initial : applyPreset(initial, presetId);

  const settle = (previous: WithPreset<S>, next: S): WithPreset<S> => {
    if (next === previous) return previous;
    const candidate = next as WithPreset<S>;
    // Two states are the same when every field reads the same in a link: the permalink is the
    // figure's whole state, and codecs spell each value one way.
    const changed = fieldNames.some(
      (key) =>
        key !== 'preset' &&
        (schema[key] as FieldCodec<unknown>).format(candidate[key]) !==
          (schema[key] as FieldCodec<unknown>).format(previous[key]),
    );
    if (!changed) return previous;
    const before = inputOf(previous);
    const after = computeInput(candidate);
    if (sameData(before, after)) {
      const settled = { ...candidate, preset: previous.preset };
      inputs.set(settled, before);
      return settled;
    }
    const settled = { ...candidate, preset: matchingPreset(after) };
    inputs.set(settled, after);
    return settled;
  };

  const fromUrl = (
    params: URLSearchParams,
    prefix = '',
    fallback = initial,
  ): WithPreset<S> | null => {
    if (!hasAnyKey(schema, params, prefix)) return null;
    const presetId = presetCodec.parse(params.get(`${prefix}preset`) ?? '');
    const from = typeof presetId === 'string' ? applyPreset(fallback, presetId) : fallback;
    const read = readState(schema, params, from, prefix);
    const input = computeInput(read);
    // The preset label stays only while the input still equals the preset's.
    const named = presets.find((p) => p.id === presetId);
    const preset =
      named !== undefined && sameData(named.input, input) ? named.id : matchingPreset(input);
    return { ...read, preset };
  };
  const toUrl = (state: WithPreset<S>, params: URLSearchParams, prefix = '') =>
    writeState(schema, state, params, prefix, { preset: null } as Partial<WithPreset<S>>);
  const query = (state: WithPreset<S>, prefix = '') =>
    ownQuery(schema, state, prefix, { preset: null } as Partial<WithPreset<S>>);

  return {
    presets,
    start,
    initial,
    applyPreset,
    settle,
    inputOf,
    matchingPreset,
    fromUrl,
    toUrl,
    query,
  };
}

/**
 * The query-key prefix of a figure instance: the first figure of a name on a page (its id is the
 * name) keeps the unprefixed keys of the original link format; any other instance scopes its keys
 * by its id (`sideways.t=0.4`), so several figures share one URL without clobbering each other.
 */
export function queryPrefix(name: string, id: string): string {
  if (id === name) return '';
  return `${id.startsWith(`${name}--`) ? id.slice(name.length + 2) : id}.`;
}

/**
 * The default id of a figure instance: its name for the first one (no preset prop), else name and
 * preset (`segment-sweeps-point--sideways`, query keys `sideways.…`). Pass `id` to tell apart two
 * instances with the same preset.
 */
export function instanceId(name: string, preset: string | undefined): string {
  return preset === undefined ? name : `${name}--${preset}`;
}
