/**
 * State of the projection figure and the rule that moves its handles: the line's points s and t
 * and the point p, on the grid and inside the view unless free. Drags, keys, presets and URLs all
 * pass through `moveHandle`.
 */
import type { ProjectionInput, Vec2 } from '../../geometry';
import { booleanCodec, point, pointCodec, viewConstraint, type Point } from '../../kit';
import { figureModel, type WithPreset } from '../../kit/figure/model';
import { projectionPresets } from './meta';

export type ProjectionFields = {
  readonly point: Point;
  readonly s: Point;
  readonly t: Point;
  readonly snap: boolean;
};

export type ProjectionState = WithPreset<ProjectionFields>;

export type ProjectionHandle = 'point' | 's' | 't';

/** The visible region (math units): every preset fits with room for its handles. */
export const VIEW = { xMin: -7.5, xMax: 7.5, yMin: -5.5, yMax: 5.5 } as const;

export const GRID_STEP = 1;

const constrain = viewConstraint(VIEW, GRID_STEP);

export function moveHandle(
  state: ProjectionState,
  key: ProjectionHandle,
  wanted: Point,
  free: boolean,
): ProjectionState {
  const placed = constrain(state.snap && !free)(wanted);
  return projectionModel.settle(state, { ...state, [key]: placed });
}

const coordinates = pointCodec(1024);

export const projectionModel = figureModel({
  fields: { point: coordinates, s: coordinates, t: coordinates, snap: booleanCodec },
  defaults: { point: point(1, 3), s: point(0, 0), t: point(4, 2), snap: true },
  presets: projectionPresets,
  defaultPreset: 'on-segment',
  inputOf: ({ point: p, s, t }): ProjectionInput<Vec2> => ({ point: p, s, t }),
});
