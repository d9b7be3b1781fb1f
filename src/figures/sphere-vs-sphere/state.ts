/**
 * State of the sphere-vs-sphere figure and the pure rules that change it: both spheres, the
 * camera and the reader's toggles. Snapping and the bounds live here, so a drag, a key, a preset
 * and a URL obey the same rule.
 */
import type { SpheresInput } from '../../geometry';
import { booleanCodec, orbitCamera, orbitMoves, point3, point3Field, radiusField } from '../../kit';
import { figureModel, type WithPreset } from '../../kit/figure/model';
import type { FieldsOf } from '../../kit/figure/model-parts';
import { pairPresets } from './meta';

export type PairFields = FieldsOf<typeof pairModel>;
export type PairState = WithPreset<PairFields>;
export type PairHandle = 'c1' | 'c2';
export type PairRadius = 'r1' | 'r2';

/** The camera: it starts (and ⌂ returns) above the fixtures' plane z = 0, fitted to the balls. */
export const camera = orbitCamera({
  home: { yaw: -25, pitch: 60 },
  extent: 10,
  // Centres stay in the cube and radii below it; the floor lies under every fixture's centres.
  ...{ bound: 9, step: 1, floor: -7 },
  content: ({ a, b }: SpheresInput) => [a, b],
});

const origin = point3(0, 0, 0);

export const pairModel = figureModel({
  fields: {
    ...{ c1: point3Field, r1: radiusField, c2: point3Field, r2: radiusField },
    basis: booleanCodec,
    ...camera.fields,
  },
  // The spheres come from the default preset, the source's meteor.
  defaults: {
    ...{ c1: origin, r1: 0, c2: origin, r2: 0 },
    /** Show the two Gram–Schmidt vectors u and v that draw the circle. */
    basis: true,
    ...camera.defaults,
  },
  presets: pairPresets,
  defaultPreset: 'meteor-impact',
  withPresetInput: (state, { input: { a, b } }) => ({
    ...state,
    ...{ c1: a.center, r1: a.radius, c2: b.center, r2: b.radius },
    orbit: camera.refit(state.orbit),
  }),
  inputOf: ({ c1, r1, c2, r2 }): SpheresInput => ({
    a: { center: c1, radius: r1 },
    b: { center: c2, radius: r2 },
  }),
});

/** Moves a centre (on the grid in the cube unless free) or sets a radius (half steps, ≥ 0). */
export const { movePoint: moveCentre, moveRadius } = orbitMoves(pairModel, camera, {
  points: ['c1', 'c2'] as PairHandle[],
  radii: ['r1', 'r2'] as PairRadius[],
});
