/**
 * State of the quadratic figure and the pure rules that change it. The component only converts
 * events into calls of these functions, so every rule is unit-tested without a browser.
 *
 * The parabola is steered by three handles at x = −1, 0, 1 that move vertically: their heights
 * f(−1), f(0), f(1) fix a, b and c (three points determine a parabola), and every case is
 * reachable on the grid — two roots, a double root (vertex on the axis), none, the linear case
 * (three heights in a line) and "every x" (all three on the axis).
 */
import {
  booleanCodec,
  clamp,
  hasAnyKey,
  numberCodec,
  readState,
  snapValue,
  writeState,
  type FieldCodec,
  type Point,
  type StateSchema,
} from '../../kit';
import { quadraticPresets, type QuadraticPreset } from './presets';

export const FIGURE_NAME = 'quadratic-roots';

/** The figure's whole state (what the permalink holds). */
export type QuadraticState = {
  /** Coefficients of a·x² + b·x + c. */
  readonly a: number;
  readonly b: number;
  readonly c: number;
  /** Handles snap to the grid. */
  readonly snap: boolean;
  /** The preset the coefficients still equal, or null once moved. */
  readonly preset: string | null;
  /** The digits-lost panel's exponent: b = −10^k with a = c = 1. */
  readonly k: number;
};

/** The three handles, by the x where each sits. */
export const HANDLE_XS = [-1, 0, 1] as const;
export type HandleX = (typeof HANDLE_XS)[number];

/** The visible region of the main plot (math units). */
export const VIEW = { xMin: -7.5, xMax: 7.5, yMin: -6, yMax: 6 } as const;

/** Grid step for snapping and arrow keys. */
export const GRID_STEP = 1;

/** Coefficients beyond this magnitude are refused from the URL (presets may go further). */
export const COEFFICIENT_BOUND = 1e15;

export const K_MIN = 1;
export const K_MAX = 12;
export const DEFAULT_K = 8;

/** The default parabola: the first preset (x² − 3x + 2 = (x − 1)(x − 2), two roots on the grid). */
const DEFAULT_COEFFICIENTS = quadraticPresets[0]?.input ?? { a: 1, b: -3, c: 2 };

/** The preset whose input equals these coefficients, if any. */
export function matchingPreset(a: number, b: number, c: number): string | null {
  const found = quadraticPresets.find((p) => p.input.a === a && p.input.b === b && p.input.c === c);
  return found?.id ?? null;
}

export const DEFAULT_STATE: QuadraticState = {
  ...DEFAULT_COEFFICIENTS,
  snap: true,
  preset: matchingPreset(DEFAULT_COEFFICIENTS.a, DEFAULT_COEFFICIENTS.b, DEFAULT_COEFFICIENTS.c),
  k: DEFAULT_K,
};

/** f(x) for the state's coefficients. */
export function valueAt(state: Pick<QuadraticState, 'a' | 'b' | 'c'>, x: number): number {
  return (state.a * x + state.b) * x + state.c;
}

/** The heights of the three handles. */
export function handleHeights(state: QuadraticState): Record<HandleX, number> {
  return { [-1]: valueAt(state, -1), 0: state.c, 1: valueAt(state, 1) } as Record<HandleX, number>;
}

/** a, b, c from the heights at x = −1, 0, 1 (Lagrange interpolation on three nodes). */
export function coefficientsFromHeights(low: number, mid: number, high: number) {
  const clean = (v: number) => (v === 0 ? 0 : v);
  return { a: clean((high + low) / 2 - mid), b: clean((high - low) / 2), c: clean(mid) };
}

/**
 * The constraint of a handle: it stays on its vertical line, inside the view, and on the grid
 * unless snapping is off or the move asked to be free.
 */
export function constrainHeight(wanted: Point, snap: boolean): number {
  const y = clamp(wanted.y, VIEW.yMin, VIEW.yMax);
  return snap ? snapValue(y, GRID_STEP) : Number(y.toFixed(3));
}

/** Moves one handle; the others keep their heights. */
export function moveHandle(
  state: QuadraticState,
  x: HandleX,
  wanted: Point,
  free: boolean,
): QuadraticState {
  const heights = handleHeights(state);
  heights[x] = constrainHeight(wanted, state.snap && !free);
  const next = coefficientsFromHeights(heights[-1], heights[0], heights[1]);
  return { ...state, ...next, preset: matchingPreset(next.a, next.b, next.c) };
}

/** Sets one coefficient from a number field (already validated). */
export function setCoefficient(
  state: QuadraticState,
  name: 'a' | 'b' | 'c',
  value: number,
): QuadraticState {
  if (!Number.isFinite(value) || Math.abs(value) > COEFFICIENT_BOUND) return state;
  const next = { ...state, [name]: value === 0 ? 0 : value };
  return { ...next, preset: matchingPreset(next.a, next.b, next.c) };
}

/** Loads a preset (an unknown id leaves the state alone). */
export function applyPreset(state: QuadraticState, id: string): QuadraticState {
  const preset = quadraticPresets.find((p) => p.id === id);
  return preset === undefined ? state : { ...state, ...preset.input, preset: preset.id };
}

// ---- Permalink ----

const presetCodec: FieldCodec<string | null> = {
  parse: (text) => quadraticPresets.find((p: QuadraticPreset) => p.id === text)?.id,
  format: (value) => value ?? '',
};

const coefficient = numberCodec(-COEFFICIENT_BOUND, COEFFICIENT_BOUND);

export const URL_SCHEMA: StateSchema<QuadraticState> = {
  a: coefficient,
  b: coefficient,
  c: coefficient,
  snap: booleanCodec,
  preset: presetCodec,
  k: numberCodec(K_MIN, K_MAX, true),
};

/**
 * The state a URL asks for, or null when it says nothing for this figure. A valid preset loads
 * first; then every valid field overrides it; invalid fields keep the default (or the preset's).
 */
export function stateFromUrl(params: URLSearchParams): QuadraticState | null {
  if (!hasAnyKey(URL_SCHEMA, params)) return null;
  const presetId = presetCodec.parse(params.get('preset') ?? '');
  const base =
    presetId === undefined || presetId === null
      ? DEFAULT_STATE
      : applyPreset(DEFAULT_STATE, presetId);
  const read = readState(URL_SCHEMA, params, base);
  // The preset label is only true while the coefficients still equal it.
  return { ...read, preset: matchingPreset(read.a, read.b, read.c) };
}

/** Writes the state into a copy of the page's query; the preset is left out when there is none. */
export function stateToUrl(state: QuadraticState, params: URLSearchParams): URLSearchParams {
  return writeState(URL_SCHEMA, state, params, '', { preset: null });
}
