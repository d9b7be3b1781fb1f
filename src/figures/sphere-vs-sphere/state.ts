/**
 * State of the sphere-vs-sphere figure and the pure rules that change it: both spheres, the
 * camera and the reader's toggles. Snapping and the bounds live here, so a drag, a key, a preset
 * and a URL obey the same rule.
 */
import type { SpheresInput } from '../../geometry';
import {
  booleanCodec,
  numberCodec,
  orbitCodec,
  point,
  point3,
  point3Codec,
  viewConstraint,
  type Orbit,
  type Point3,
} from '../../kit';
import { figureModel, type WithPreset } from '../../kit/figure/model';
import { pairPresets } from './meta';

export type PairFields = {
  readonly c1: Point3;
  readonly r1: number;
  readonly c2: Point3;
  readonly r2: number;
  readonly snap: boolean;
  /** Show the two Gram–Schmidt vectors u and v that draw the circle. */
  readonly basis: boolean;
  /** Drags move a point along the viewing direction (the touch toggle for Shift). */
  readonly depth: boolean;
  readonly orbit: Orbit;
};

export type PairState = WithPreset<PairFields>;
export type PairHandle = 'c1' | 'c2';
export type PairRadius = 'r1' | 'r2';

/** The camera the figure starts from and ⌂ returns to: most fixtures lie in z = 0. */
export const HOME: Orbit = { yaw: -25, pitch: 60 };
/** Centres stay in this cube and radii below it, so the scene stays on screen. */
export const BOUND = 9;
export const GRID_STEP = 1;
/** The floor under the scene: every fixture's centres lie above it. */
export const FLOOR = -7;

const cube = { xMin: -BOUND, xMax: BOUND, yMin: -BOUND, yMax: BOUND };
const placement = viewConstraint(cube, GRID_STEP);

/** Moves a centre: snapped to the grid (unless free) and kept in the cube. */
export function moveCentre(
  state: PairState,
  key: PairHandle,
  wanted: Point3,
  free: boolean,
): PairState {
  const place = placement(state.snap && !free);
  const xy = place(point(wanted.x, wanted.y));
  const placed = point3(xy.x, xy.y, place(point(wanted.z, 0)).x);
  return pairModel.settle(state, { ...state, [key]: placed });
}

/** Sets a radius: snapped to half steps (unless free), never negative, at most the cube's. */
export function moveRadius(
  state: PairState,
  key: PairRadius,
  wanted: number,
  free: boolean,
): PairState {
  const snapped =
    state.snap && !free ? Math.round(wanted * 2) / 2 : Math.round(wanted * 1000) / 1000;
  return pairModel.settle(state, { ...state, [key]: Math.max(0, Math.min(BOUND, snapped)) });
}

const origin = point3(0, 0, 0);
/** Coordinates beyond the core's exactness range are refused from a URL. */
const coordinates = point3Codec(1024);
/** Negative radii stay readable from a link: the invalid-input preset has one. */
const radius = numberCodec(-1024, 1024);

export const pairModel = figureModel({
  fields: {
    c1: coordinates,
    r1: radius,
    c2: coordinates,
    r2: radius,
    snap: booleanCodec,
    basis: booleanCodec,
    depth: booleanCodec,
    orbit: orbitCodec,
  },
  // The spheres come from the default preset, the source's meteor.
  defaults: {
    c1: origin,
    r1: 0,
    c2: origin,
    r2: 0,
    snap: true,
    basis: true,
    depth: false,
    orbit: HOME,
  },
  presets: pairPresets,
  defaultPreset: 'meteor-impact',
  withPresetInput: (state, { input: { a, b } }) => ({
    ...state,
    c1: a.center,
    r1: a.radius,
    c2: b.center,
    r2: b.radius,
  }),
  inputOf: ({ c1, r1, c2, r2 }): SpheresInput => ({
    a: { center: c1, radius: r1 },
    b: { center: c2, radius: r2 },
  }),
});
