/**
 * State of the sweep figure and the pure rules that change it; constraints (snap, stay in view)
 * apply here, so a drag, a key, a preset and a URL obey the same rules, unit-tested.
 */
import type { SweepInput, SweepResult } from '../../geometry';
import { booleanCodec, numberCodec, point, pointCodec, type Point } from '../../kit';
import { movePoint, pointFields } from '../../kit/figure/fields';
import { viewConstraint } from '../../kit/placement';
import { figureModel, type WithPreset } from '../../kit/figure/model';
import { sweepPresets } from './meta';

/** The six draggable positions, in the geometry core's field names. */
export const POINT_KEYS = ['p0', 'p1', 'q0', 'q1', 'c0', 'c1'] as const;
export type PointKey = (typeof POINT_KEYS)[number];

export type SweepFields = SweepInput & {
  /** The scene's time in [0, 1]. */
  readonly t: number;
  readonly snap: boolean;
  /** Faint copies of the segment along the step. */
  readonly ghosts: boolean;
  /** The motion seen from the point (the article's "Relative motion"): drawn, not edited. */
  readonly frame: boolean;
};
export type SweepState = WithPreset<SweepFields>;

/** The visible region (math units): every fixture fits with room for the handles. */
export const VIEW = { xMin: -8.5, xMax: 8.5, yMin: -6.5, yMax: 6.5 } as const;
export const GRID_STEP = 1;
/** Snapped: on the grid lines inside the view; free: anywhere in it. */
const placement = viewConstraint(VIEW, GRID_STEP);
const ORIGIN = point(0, 0);

/** The geometry input of a state. */
export function inputOf({ p0, p1, q0, q1, c0, c1 }: SweepFields): SweepInput {
  return { p0, p1, q0, q1, c0, c1 };
}

/** The same motion seen from the point, which stays at the origin; t and s are unchanged. */
export function inPointsFrame({ p0, p1, q0, q1, c0, c1 }: SweepInput): SweepInput {
  const minus = (a: Point, b: Point) => point(a.x - b.x, a.y - b.y);
  return {
    p0: minus(p0, c0),
    p1: minus(p1, c1),
    q0: minus(q0, c0),
    q1: minus(q1, c1),
    c0: ORIGIN,
    c1: ORIGIN,
  };
}

/** Where a preset puts the time: its first contact, else the middle of the step. */
export function interestingTime(result: SweepResult): number {
  return result.hits[0]?.t ?? result.intervals[0]?.t0 ?? 0.5;
}

/** Moves one handle, on the grid and in view; `free` (a modifier held) skips the grid. */
export function moveHandle(state: SweepState, key: PointKey, wanted: Point, free: boolean) {
  const moved = movePoint(state, key, wanted, placement(state.snap && !free));
  return sweepModel.settle(state, moved);
}

/** Coordinates beyond the core's exactness range are refused from the URL. */
const coordinate = pointCodec(1024);

export const sweepModel = figureModel({
  fields: {
    ...pointFields(POINT_KEYS, coordinate),
    t: numberCodec(0, 1),
    snap: booleanCodec,
    ghosts: booleanCodec,
    frame: booleanCodec,
  },
  // Every point at the origin until the default preset places them.
  defaults: {
    ...{ p0: ORIGIN, p1: ORIGIN, q0: ORIGIN, q1: ORIGIN, c0: ORIGIN, c1: ORIGIN },
    t: 0.5,
    snap: true,
    ghosts: true,
    frame: false,
  },
  presets: sweepPresets,
  defaultPreset: 'simple',
  inputOf,
  withPresetInput: (state, preset) => ({
    ...state,
    ...preset.input,
    t: interestingTime(preset.expected),
  }),
});
