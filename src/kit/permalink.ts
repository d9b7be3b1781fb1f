/**
 * Permalink state: a figure's whole state in the URL query, parsed field by field.
 *
 * Everything in a URL is hostile until proven otherwise: a link in course notes can be edited by
 * anyone. Each field has a codec whose `parse` accepts only a short, plain spelling of a valid
 * value (a finite number within bounds, a known enum value) and returns `undefined` otherwise; the
 * figure then keeps that field's default. Parsed values are numbers, booleans or members of a
 * fixed list, so nothing from the URL can reach the page as markup.
 */
import { point, type Point } from './point';

/** Reads and writes one field of a figure's state as a query-string value. */
export type FieldCodec<T> = {
  /** The value, or `undefined` when the text is not a valid spelling of one (the default wins). */
  readonly parse: (text: string) => T | undefined;
  /** The canonical, short spelling of a value. */
  readonly format: (value: T) => string;
};

/** A plain decimal or scientific number, nothing else: no hex, no "Infinity", no whitespace. */
const NUMBER_PATTERN = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d{1,3})?$/i;

/** Longest number spelling accepted; longer text is refused before any parsing work. */
export const MAX_NUMBER_LENGTH = 40;

/** Parses one number strictly; `undefined` for anything that is not a finite number in [min, max]. */
export function parseNumber(text: string, min: number, max: number): number | undefined {
  if (text.length === 0 || text.length > MAX_NUMBER_LENGTH || !NUMBER_PATTERN.test(text)) {
    return undefined;
  }
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) return undefined;
  return value === 0 ? 0 : value;
}

/** Shortest spelling that reads back as the same double (JavaScript's own `String`). */
export function formatNumberForUrl(value: number): string {
  return String(value === 0 ? 0 : value);
}

/** A number in [min, max]; with `integer`, only whole numbers. */
export function numberCodec(min: number, max: number, integer = false): FieldCodec<number> {
  return {
    parse: (text) => {
      const value = parseNumber(text, min, max);
      return value !== undefined && integer && !Number.isInteger(value) ? undefined : value;
    },
    format: formatNumberForUrl,
  };
}

/**
 * Exactly `count` comma-separated numbers, each within ±`bound`, or `undefined`. The length is
 * checked before any parsing, so a hostile megabyte of commas costs nothing.
 */
export function parseNumbers(text: string, count: number, bound: number): number[] | undefined {
  if (text.length > count * (MAX_NUMBER_LENGTH + 1)) return undefined;
  const parts = text.split(',');
  if (parts.length !== count) return undefined;
  const values: number[] = [];
  for (const part of parts) {
    const value = parseNumber(part, -bound, bound);
    if (value === undefined) return undefined;
    values.push(value);
  }
  return values;
}

/** Numbers as `a,b,c` in their shortest spelling. */
export function formatNumbers(values: readonly number[]): string {
  return values.map(formatNumberForUrl).join(',');
}

/** A point written `x,y`, each coordinate within ±`bound`. */
export function pointCodec(bound: number): FieldCodec<Point> {
  return {
    parse: (text) => {
      const values = parseNumbers(text, 2, bound);
      return values === undefined ? undefined : point(values[0]!, values[1]!);
    },
    format: (p) => formatNumbers([p.x, p.y]),
  };
}

/** One of a fixed list of strings (e.g. preset ids); anything else is refused. */
export function enumCodec<T extends string>(values: readonly T[]): FieldCodec<T> {
  return {
    parse: (text) => values.find((value) => value === text),
    format: (value) => value,
  };
}

/** A toggle written `1` or `0`. */
export const booleanCodec: FieldCodec<boolean> = {
  parse: (text) => (text === '1' ? true : text === '0' ? false : undefined),
  format: (value) => (value ? '1' : '0'),
};

/** One codec per field of a state object. */
export type StateSchema<S> = { readonly [K in keyof S]-?: FieldCodec<S[K]> };

/**
 * Reads the fields present in `params` over `fallback`: every field that is missing or invalid
 * keeps the fallback's value. `prefix` namespaces the keys (`prefix + key`) when several figures
 * share one URL.
 */
export function readState<S extends object>(
  schema: StateSchema<S>,
  params: URLSearchParams,
  fallback: S,
  prefix = '',
): S {
  const result: S = { ...fallback };
  for (const key of Object.keys(schema) as (keyof S & string)[]) {
    const text = params.get(prefix + key);
    if (text === null) continue;
    const value = schema[key].parse(text);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/** True when `params` holds at least one of the schema's keys (the URL speaks for this figure). */
export function hasAnyKey<S extends object>(
  schema: StateSchema<S>,
  params: URLSearchParams,
  prefix = '',
): boolean {
  return Object.keys(schema).some((key) => params.has(prefix + key));
}

/**
 * Writes `state` into a copy of `params`, replacing this figure's keys and leaving every other
 * key alone (another figure's state, analytics tags). Fields equal to their value in `omit` are
 * left out, which keeps links short.
 */
export function writeState<S extends object>(
  schema: StateSchema<S>,
  state: S,
  params: URLSearchParams,
  prefix = '',
  omit: Partial<S> = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(schema) as (keyof S & string)[]) {
    const codec = schema[key];
    const value = state[key];
    const omitted = key in omit && omit[key] === value;
    if (omitted) next.delete(prefix + key);
    else next.set(prefix + key, codec.format(value));
  }
  return next;
}

/** The query string (without `?`) holding only this figure's keys, for share links and embeds. */
export function ownQuery<S extends object>(
  schema: StateSchema<S>,
  state: S,
  prefix = '',
  omit: Partial<S> = {},
): string {
  return writeState(schema, state, new URLSearchParams(), prefix, omit)
    .toString()
    .replaceAll('%2C', ',');
}
