/**
 * State of the segment-vs-sphere figure and the pure rules that change it: the segment's ends, the
 * sphere, the camera and the reader's toggles. Snapping and the bounds live here, so a drag, a
 * key, a preset and a URL obey the same rule.
 */
import type { SegmentSphereInput } from '../../geometry';
import { booleanCodec, orbitCamera, orbitMoves, point3, point3Field, radiusField } from '../../kit';
import { figureModel, type WithPreset } from '../../kit/figure/model';
import type { FieldsOf } from '../../kit/figure/model-parts';
import { spherePresets } from './meta';

export type SphereFields = FieldsOf<typeof sphereModel>;
export type SphereState = WithPreset<SphereFields>;
export type SphereHandle = 'from' | 'to' | 'center';

/** The camera: it starts (and "Reset view" returns) above the fixtures' plane z = 0, fitted. */
export const camera = orbitCamera({
  home: { yaw: -20, pitch: 55 },
  extent: 9.5,
  // Handles stay in the cube, so they stay on screen from every side; the floor lies under
  // every fixture's points.
  ...{ bound: 9, step: 1, floor: -6 },
  content: ({ from, to, center, radius }: SegmentSphereInput) => [
    { center, radius },
    ...[from, to].map((end) => ({ center: end, radius: 0 })),
  ],
});

const origin = point3(0, 0, 0);

export const sphereModel = figureModel({
  fields: {
    ...{ from: point3Field, to: point3Field, center: point3Field, radius: radiusField },
    ...{ ray: booleanCodec, source: booleanCodec, sides: booleanCodec },
    ...camera.fields,
  },
  // The points come from the default preset, the source's spell.
  defaults: {
    ...{ from: origin, to: origin, center: origin, radius: 0 },
    /** Draw the line ahead of `to` as the spell's ray (the picture only; the call is the segment's). */
    ray: false,
    /** Show where the source's formula puts the two points. */
    source: false,
    /** Show the top and front views beside the orbit view. */
    sides: false,
    ...camera.defaults,
  },
  presets: spherePresets,
  defaultPreset: 'spell-pierces-target',
  inputOf: ({ from, to, center, radius }): SegmentSphereInput => ({ from, to, center, radius }),
  // A new scene: the zoom fits it again.
  withPresetInput: (state, { input }) => ({ ...state, ...input, orbit: camera.refit(state.orbit) }),
});

/** Moves an end or the centre (on the grid in the cube unless free) or sets the radius. */
export const { movePoint: moveHandle, moveRadius } = orbitMoves(sphereModel, camera, {
  points: ['from', 'to', 'center'] as SphereHandle[],
  radii: ['radius'] as const,
});
