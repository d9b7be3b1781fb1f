/**
 * State of the segment-vs-rectangle figure and the pure rules that change it: handles report where
 * they want to go, and these functions snap, keep them in view and keep min ≤ max, so a drag, a
 * key press, a preset and a URL obey the same rules.
 */
import type { ClipInput } from '../../geometry';
import {
  booleanCodec,
  boxCodec,
  viewConstraint,
  placeBox,
  point,
  pointCodec,
  type Box,
  type Point,
} from '../../kit';
import { figureModel, type WithPreset } from '../../kit/figure/model';
import type { FieldsOf } from '../../kit/figure/model-parts';
import { rectPresets } from './meta';

export type RectFields = FieldsOf<typeof rectModel>;
export type RectState = WithPreset<RectFields>;

/** The visible region (math units): every fixture fits with room for the handles. */
export const VIEW = { xMin: -8.5, xMax: 8.5, yMin: -5.5, yMax: 5.5 } as const;

export const GRID_STEP = 1;

/** Coordinates beyond this are refused from the URL (the core's exactness range). */
export const COORDINATE_BOUND = 1024;

const placement = viewConstraint(VIEW, GRID_STEP);

/** What a handle moves: an endpoint, or the rectangle (a corner or an edge). */
export type Part = 'p0' | 'p1' | 'rect';
export const PARTS: readonly Part[] = ['p0', 'p1', 'rect'];

/**
 * Moves an endpoint or the rectangle where its handle asked, snapped (unless `free`: a modifier
 * held) and in view; snapping is monotone, so the rectangle keeps min ≤ max.
 */
export function moveTo(
  state: RectState,
  part: Part,
  wanted: Point | Box,
  free: boolean,
): RectState {
  const place = placement(state.snap && !free);
  const placed = part === 'rect' ? placeBox(wanted as Box, place) : place(wanted as Point);
  // settle returns the state itself when nothing changed: a move within a cell re-renders nothing.
  return rectModel.settle(state, { ...state, [part]: placed });
}

const coordinates = pointCodec(COORDINATE_BOUND);

export const rectModel = figureModel({
  fields: {
    p0: coordinates,
    p1: coordinates,
    rect: boxCodec(COORDINATE_BOUND),
    snap: booleanCodec,
    yDown: booleanCodec,
    source: booleanCodec,
  },
  defaults: {
    p0: point(-5, 0),
    p1: point(1, 4),
    rect: { xMin: -3, yMin: -2, xMax: 3, yMax: 2 },
    /** Handles snap to the grid. */
    snap: true,
    /** Screen axes: y points down and yMin is the top edge. The algorithm does not change. */
    yDown: false,
    /** Show what the source's code answers beside the case. */
    source: false,
  },
  presets: rectPresets,
  defaultPreset: 'gist-example',
  // The algorithm's input (`data-state`), in the core's own shape.
  inputOf: ({ p0, p1, rect }): ClipInput => ({ p0, p1, rect }),
});
