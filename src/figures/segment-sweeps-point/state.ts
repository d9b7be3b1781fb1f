/**
 * State of the sweep figure and the pure rules that change it. Event handlers only turn pointer
 * and key input into calls of these functions; constraints (snap, stay in view) are applied here,
 * so a drag, a key press, a preset and a URL obey the same rules and the rules are unit-tested.
 */
import type { SweepInput, SweepResult } from '../../geometry';
import {
  booleanCodec,
  clampToBox,
  compose,
  hasAnyKey,
  numberCodec,
  point,
  pointCodec,
  readState,
  snapToGrid,
  writeState,
  type Constraint,
  type FieldCodec,
  type Point,
  type StateSchema,
} from '../../kit';
import { sweepPresets } from './presets';

export const FIGURE_NAME = 'segment-sweeps-point';

/** The six draggable positions, in the geometry core's field names. */
export const POINT_KEYS = ['p0', 'p1', 'q0', 'q1', 'c0', 'c1'] as const;
export type PointKey = (typeof POINT_KEYS)[number];

/** The figure's whole state (what the permalink holds). */
export type SweepState = {
  readonly p0: Point;
  readonly p1: Point;
  readonly q0: Point;
  readonly q1: Point;
  readonly c0: Point;
  readonly c1: Point;
  /** The scene's time in [0, 1]. */
  readonly t: number;
  /** Handles snap to the grid. */
  readonly snap: boolean;
  /** Faint copies of the segment along the step. */
  readonly ghosts: boolean;
  /** The preset the points still equal, or null once one was moved. */
  readonly preset: string | null;
};

/** The visible region (math units): every fixture fits with room for the handles. */
export const VIEW = { xMin: -8.5, xMax: 8.5, yMin: -6.5, yMax: 6.5 } as const;

/** Grid step for snapping and arrow keys. */
export const GRID_STEP = 1;

/** Coordinates beyond this are refused from the URL (the exactness range of the core). */
export const COORDINATE_BOUND = 1024;

/** The geometry input of a state. */
export function inputOf(state: SweepState): SweepInput {
  return { p0: state.p0, p1: state.p1, q0: state.q0, q1: state.q1, c0: state.c0, c1: state.c1 };
}

function sameInput(a: SweepInput, b: SweepInput): boolean {
  return POINT_KEYS.every((key) => a[key].x === b[key].x && a[key].y === b[key].y);
}

/** The preset whose input equals these points, if any. */
export function matchingPreset(input: SweepInput): string | null {
  return sweepPresets.find((p) => sameInput(p.input, input))?.id ?? null;
}

/** Where to put the time for a result: its first contact, else the middle of the step. */
export function interestingTime(result: SweepResult): number {
  return result.hits[0]?.t ?? result.intervals[0]?.t0 ?? 0.5;
}

const DEFAULT_PRESET = sweepPresets.find((p) => p.id === 'simple') ?? sweepPresets[0];

export const DEFAULT_STATE: SweepState = {
  ...(DEFAULT_PRESET?.input ?? {
    p0: point(-2, -2),
    p1: point(-2, 2),
    q0: point(2, -2),
    q1: point(2, 2),
    c0: point(0, 0),
    c1: point(0, 0),
  }),
  t: DEFAULT_PRESET === undefined ? 0.5 : interestingTime(DEFAULT_PRESET.expected),
  snap: true,
  ghosts: true,
  preset: DEFAULT_PRESET?.id ?? null,
};

/** Loads a preset and moves the time to its first contact (an unknown id changes nothing). */
export function applyPreset(state: SweepState, id: string): SweepState {
  const preset = sweepPresets.find((p) => p.id === id);
  if (preset === undefined) return state;
  return { ...state, ...preset.input, t: interestingTime(preset.expected), preset: preset.id };
}

/** The constraint of every handle: inside the view, and on the grid unless free. */
export function handleConstraint(snap: boolean): Constraint {
  if (snap) {
    // Snapped points stay on grid lines inside the view (6, not the view's edge at 6.5).
    const onGrid = (v: number, round: (x: number) => number) => round(v / GRID_STEP) * GRID_STEP;
    const gridBox = {
      xMin: onGrid(VIEW.xMin, Math.ceil),
      xMax: onGrid(VIEW.xMax, Math.floor),
      yMin: onGrid(VIEW.yMin, Math.ceil),
      yMax: onGrid(VIEW.yMax, Math.floor),
    };
    return compose(snapToGrid(GRID_STEP), clampToBox(gridBox));
  }
  // Free placement: three decimals are plenty for a picture and keep URLs short.
  return compose(clampToBox(VIEW), (p) => point(Number(p.x.toFixed(3)), Number(p.y.toFixed(3))));
}

/** Moves one handle; `free` (a modifier held) skips snapping for this move. */
export function moveHandle(
  state: SweepState,
  key: PointKey,
  wanted: Point,
  free: boolean,
): SweepState {
  const placed = handleConstraint(state.snap && !free)(wanted);
  const current = state[key];
  if (placed.x === current.x && placed.y === current.y) return state;
  const next = { ...state, [key]: placed };
  return { ...next, preset: matchingPreset(inputOf(next)) };
}

/** Sets the time, clamped to the step. */
export function setTime(state: SweepState, t: number): SweepState {
  if (!Number.isFinite(t)) return state;
  const clamped = Math.min(1, Math.max(0, t));
  return clamped === state.t ? state : { ...state, t: clamped };
}

// ---- Permalink ----

const presetCodec: FieldCodec<string | null> = {
  parse: (text) => sweepPresets.find((p) => p.id === text)?.id,
  format: (value) => value ?? '',
};

const coordinates = pointCodec(COORDINATE_BOUND);

export const URL_SCHEMA: StateSchema<SweepState> = {
  p0: coordinates,
  p1: coordinates,
  q0: coordinates,
  q1: coordinates,
  c0: coordinates,
  c1: coordinates,
  t: numberCodec(0, 1),
  snap: booleanCodec,
  ghosts: booleanCodec,
  preset: presetCodec,
};

/**
 * The state a URL asks for, or null when it says nothing for this figure. A valid preset loads
 * first (points and time); then every valid field overrides it; invalid fields keep the default.
 */
export function stateFromUrl(params: URLSearchParams): SweepState | null {
  if (!hasAnyKey(URL_SCHEMA, params)) return null;
  const presetId = presetCodec.parse(params.get('preset') ?? '');
  const base = typeof presetId === 'string' ? applyPreset(DEFAULT_STATE, presetId) : DEFAULT_STATE;
  const read = readState(URL_SCHEMA, params, base);
  return { ...read, preset: matchingPreset(inputOf(read)) };
}

/** Writes the state into a copy of the page's query; the preset is left out when there is none. */
export function stateToUrl(state: SweepState, params: URLSearchParams): URLSearchParams {
  return writeState(URL_SCHEMA, state, params, '', { preset: null });
}
