/**
 * State of the segment-vs-rectangle figure and the pure rules that change it: handles report where
 * they want to go, and these functions snap, keep them in view and keep min ≤ max, so a drag, a
 * key press, a preset and a URL obey the same rules.
 */
import type { ClipInput, Rect } from '../../geometry';
import {
  booleanCodec,
  boxCodec,
  clampToBox,
  compose,
  placeBox,
  point,
  pointCodec,
  sameBox,
  snapToGrid,
  type Box,
  type Constraint,
  type Point,
} from '../../kit';
import { figureModel, type WithPreset } from '../../kit/figure/model';
import { rectPresets } from './meta';

export type RectFields = {
  readonly p0: Point;
  readonly p1: Point;
  readonly rect: Rect;
  /** Handles snap to the grid. */
  readonly snap: boolean;
  /** Screen axes: y points down and yMin is the top edge. The algorithm does not change. */
  readonly yDown: boolean;
  /** Show what the source's code answers beside the case. */
  readonly source: boolean;
};

export type RectState = WithPreset<RectFields>;

/** The visible region (math units): every fixture fits with room for the handles. */
export const VIEW = { xMin: -8.5, xMax: 8.5, yMin: -5.5, yMax: 5.5 } as const;

/** Where snapped handles may go: grid lines inside the view. */
const GRID_BOX: Box = { xMin: -8, xMax: 8, yMin: -5, yMax: 5 };

export const GRID_STEP = 1;

/** Coordinates beyond this are refused from the URL (the core's exactness range). */
export const COORDINATE_BOUND = 1024;

/** The handle constraint: in view, and on the grid unless free (then three decimals). */
export function placement(snap: boolean): Constraint {
  return snap
    ? compose(snapToGrid(GRID_STEP), clampToBox(GRID_BOX))
    : compose(clampToBox(VIEW), (p) => point(Number(p.x.toFixed(3)), Number(p.y.toFixed(3))));
}

export type EndpointKey = 'p0' | 'p1';
export const ENDPOINT_KEYS: readonly EndpointKey[] = ['p0', 'p1'];

/** Moves an endpoint; `free` (a modifier held) skips snapping for this move. */
export function moveEndpoint(
  state: RectState,
  key: EndpointKey,
  wanted: Point,
  free: boolean,
): RectState {
  const placed = placement(state.snap && !free)(wanted);
  const current = state[key];
  if (placed.x === current.x && placed.y === current.y) return state;
  return rectModel.settle(state, { ...state, [key]: placed });
}

/** Sets the rectangle (a corner or an edge moved), its sides placed like the endpoints. */
export function moveRect(state: RectState, wanted: Box, free: boolean): RectState {
  const rect = placeBox(wanted, placement(state.snap && !free));
  return sameBox(rect, state.rect) ? state : rectModel.settle(state, { ...state, rect });
}

const coordinates = pointCodec(COORDINATE_BOUND);

/** The algorithm's input of a state (`data-state`), in the core's own shape. */
export function inputOf(state: RectFields): ClipInput {
  return { p0: state.p0, p1: state.p1, rect: state.rect };
}

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
    snap: true,
    yDown: false,
    source: false,
  },
  presets: rectPresets,
  defaultPreset: 'gist-example',
  inputOf,
});
