/**
 * State of the segment-vs-sphere figure and the pure rules that change it: the segment's ends, the
 * sphere, the camera and the reader's toggles. Snapping and the bounds live here, so a drag, a
 * key, a preset and a URL obey the same rule.
 */
import type { SegmentSphereInput } from '../../geometry';
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
import { spherePresets } from './meta';

export type SphereFields = {
  readonly from: Point3;
  readonly to: Point3;
  readonly center: Point3;
  readonly radius: number;
  readonly snap: boolean;
  /** Draw the line ahead of `to` as the spell's ray (the picture only; the call is the segment's). */
  readonly ray: boolean;
  /** Show where the source's formula puts the two points. */
  readonly source: boolean;
  /** Drags move a point along the viewing direction (the touch toggle for Shift). */
  readonly depth: boolean;
  /** Show the top and front views beside the orbit view. */
  readonly sides: boolean;
  readonly orbit: Orbit;
};

export type SphereState = WithPreset<SphereFields>;
export type SphereHandle = 'from' | 'to' | 'center';

/** The camera the figure starts from and "Reset view" returns to: most fixtures lie in z = 0. */
export const HOME: Orbit = { yaw: -20, pitch: 55 };
/** Handles stay in this cube, so they stay on screen from every side. */
export const BOUND = 9;
export const GRID_STEP = 1;
/** The floor under the scene: every fixture's points lie above it. */
export const FLOOR = -6;

/** The grid and the cube, as the kit's 2D rule applied to (x, y) and to (z, 0). */
const placement = viewConstraint(
  { xMin: -BOUND, xMax: BOUND, yMin: -BOUND, yMax: BOUND },
  GRID_STEP,
);

/** Moves one point handle: snapped to the grid (unless free) and kept in the cube. */
export function moveHandle(
  state: SphereState,
  key: SphereHandle,
  wanted: Point3,
  free: boolean,
): SphereState {
  const place = placement(state.snap && !free);
  const xy = place(point(wanted.x, wanted.y));
  const placed = point3(xy.x, xy.y, place(point(wanted.z, 0)).x);
  return sphereModel.settle(state, { ...state, [key]: placed });
}

/** Sets the radius: snapped to half steps (unless free), never negative, at most the cube's. */
export function moveRadius(state: SphereState, wanted: number, free: boolean): SphereState {
  const snapped =
    state.snap && !free ? Math.round(wanted * 2) / 2 : Math.round(wanted * 1000) / 1000;
  return sphereModel.settle(state, { ...state, radius: Math.max(0, Math.min(BOUND, snapped)) });
}

const origin = point3(0, 0, 0);
/** Coordinates beyond the core's exactness range are refused from a URL. */
const coordinates = point3Codec(1024);

export const sphereModel = figureModel({
  fields: {
    from: coordinates,
    to: coordinates,
    center: coordinates,
    // Negative radii stay readable from a link: the invalid-input preset has one.
    radius: numberCodec(-1024, 1024),
    snap: booleanCodec,
    ray: booleanCodec,
    source: booleanCodec,
    depth: booleanCodec,
    sides: booleanCodec,
    orbit: orbitCodec,
  },
  // The points come from the default preset, the source's spell.
  defaults: {
    from: origin,
    to: origin,
    center: origin,
    radius: 0,
    snap: true,
    ray: false,
    source: false,
    depth: false,
    sides: false,
    orbit: HOME,
  },
  presets: spherePresets,
  defaultPreset: 'spell-pierces-target',
  inputOf: ({ from, to, center, radius }): SegmentSphereInput => ({ from, to, center, radius }),
});
