/**
 * State of the ray figure and the pure rules that change it: the ray's origin and direction, the
 * segment's ends, and the reader's toggles. Constraints (snap, stay in view) live here, so a drag,
 * a key, a preset and a URL obey the same rule.
 */
import type { RaySegmentInput } from '../../geometry';
import { booleanCodec, point, pointCodec, viewConstraint, type Point } from '../../kit';
import { figureModel, type WithPreset } from '../../kit/figure/model';
import { presetInput, type FieldsOf } from '../../kit/figure/model-parts';
import { rayPresets } from './meta';

export type RayFields = FieldsOf<typeof rayModel>;
export type RayState = WithPreset<RayFields>;

/** The handles: the origin, the direction's tip and the segment's ends. */
export type RayHandle = 'origin' | 'tip' | 'a' | 'b';

/** The visible region (math units): every fixture fits with room for its handles. */
export const VIEW = { xMin: -7.5, xMax: 8.5, yMin: -4.5, yMax: 8.5 } as const;

export const GRID_STEP = 1;

const constrain = viewConstraint(VIEW, GRID_STEP);

/** Moves one handle. Moving the origin carries the tip along (the direction is kept). */
export function moveHandle(
  state: RayState,
  key: RayHandle,
  wanted: Point,
  free: boolean,
): RayState {
  const placed = constrain(state.snap && !free)(wanted);
  if (key === 'tip') {
    const direction = point(placed.x - state.origin.x, placed.y - state.origin.y);
    return rayModel.settle(state, { ...state, direction });
  }
  return rayModel.settle(state, { ...state, [key]: placed });
}

/** Coordinates beyond the core's exactness range are refused from a URL. */
const coordinates = pointCodec(1024);

export const rayModel = figureModel({
  fields: {
    origin: coordinates,
    direction: coordinates,
    a: coordinates,
    b: coordinates,
    snap: booleanCodec,
    cross: booleanCodec,
    step: booleanCodec,
  },
  defaults: {
    // The ray's direction has any length: its tip handle sits at origin + direction.
    ...presetInput(rayPresets, 'crossing'),
    snap: true,
    /** Show the cross-product form instead of the projections. */
    cross: false,
    /** Read the ray as one step of a moving point, from origin to origin + direction. */
    step: false,
  },
  presets: rayPresets,
  defaultPreset: 'crossing',
  inputOf: ({ origin, direction, a, b }): RaySegmentInput => ({ origin, direction, a, b }),
});
