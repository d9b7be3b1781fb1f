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
  numberCodec,
  point,
  pointCodec,
  snapToGrid,
  type Constraint,
  type Point,
} from '../../kit';
import { figureModel, type WithPreset } from '../../kit/figure/model';
import { sweepMeta, sweepPresets } from './meta';

export const FIGURE_NAME = sweepMeta.name;

/** The six draggable positions, in the geometry core's field names. */
export const POINT_KEYS = ['p0', 'p1', 'q0', 'q1', 'c0', 'c1'] as const;
export type PointKey = (typeof POINT_KEYS)[number];

/** The figure's whole state (what the permalink holds), with the preset it still equals. */
export type SweepState = WithPreset<SweepFields>;

export type SweepFields = {
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
  /**
   * Draw the motion as seen from the point (it sits still at the origin, each endpoint moves with
   * its velocity minus the point's): the reduction of the article's "Relative motion" section.
   */
  readonly frame: boolean;
};

/** The visible region (math units): every fixture fits with room for the handles. */
export const VIEW = { xMin: -8.5, xMax: 8.5, yMin: -6.5, yMax: 6.5 } as const;

/** Grid step for snapping and arrow keys. */
export const GRID_STEP = 1;

/** Coordinates beyond this are refused from the URL (the exactness range of the core). */
export const COORDINATE_BOUND = 1024;

/** The geometry input of a state. */
export function inputOf(state: SweepFields): SweepInput {
  return { p0: state.p0, p1: state.p1, q0: state.q0, q1: state.q1, c0: state.c0, c1: state.c1 };
}

/** Where to put the time for a result: its first contact, else the middle of the step. */
/**
 * The same motion seen from the point: every position minus the point's at the same instant, so
 * the point stays at the origin. t and s are unchanged (the article's "Relative motion").
 */
export function inPointsFrame(input: SweepInput): SweepInput {
  const minus = (a: Point, b: Point) => point(a.x - b.x, a.y - b.y);
  const origin = point(0, 0);
  return {
    p0: minus(input.p0, input.c0),
    p1: minus(input.p1, input.c1),
    q0: minus(input.q0, input.c0),
    q1: minus(input.q1, input.c1),
    c0: origin,
    c1: origin,
  };
}

export function interestingTime(result: SweepResult): number {
  return result.hits[0]?.t ?? result.intervals[0]?.t0 ?? 0.5;
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
  return sweepModel.settle(state, { ...state, [key]: placed });
}

/** Sets the time, clamped to the step. */
export function setTime(state: SweepState, t: number): SweepState {
  if (!Number.isFinite(t)) return state;
  const clamped = Math.min(1, Math.max(0, t));
  return clamped === state.t ? state : { ...state, t: clamped };
}

// ---- Presets and permalink ----

const coordinates = pointCodec(COORDINATE_BOUND);

export const sweepModel = figureModel({
  fields: {
    p0: coordinates,
    p1: coordinates,
    q0: coordinates,
    q1: coordinates,
    c0: coordinates,
    c1: coordinates,
    t: numberCodec(0, 1),
    snap: booleanCodec,
    ghosts: booleanCodec,
    frame: booleanCodec,
  },
  defaults: {
    p0: point(-2, -2),
    p1: point(-2, 2),
    q0: point(2, -2),
    q1: point(2, 2),
    c0: point(0, 0),
    c1: point(0, 0),
    t: 0.5,
    snap: true,
    ghosts: true,
    frame: false,
  },
  presets: sweepPresets,
  defaultPreset: 'simple',
  inputOf,
  // A preset also moves the time to its first contact.
  withPresetInput: (state, preset) => ({
    ...state,
    ...preset.input,
    t: interestingTime(preset.expected),
  }),
});

export const DEFAULT_STATE: SweepState = sweepModel.initial;

/** Loads a preset and moves the time to its first contact (an unknown id changes nothing). */
export const applyPreset = sweepModel.applyPreset;

/** The state a URL asks for (unprefixed keys), or null when it says nothing for this figure. */
export const stateFromUrl = (params: URLSearchParams) => sweepModel.fromUrl(params);

/** Writes the state into a copy of the page's query; the preset is left out when there is none. */
export const stateToUrl = (state: SweepState, params: URLSearchParams) =>
  sweepModel.toUrl(state, params);
