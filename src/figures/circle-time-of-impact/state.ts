/**
 * State of the moving-circle figure and the pure rules that change it: one circle P (radius r,
 * motion v over the step) against a point Q, a segment A–B (with extra walls for the slide) or a
 * second moving circle Q (radius rQ, motion vQ). Constraints live here, so drags, keys, presets and
 * URLs obey the same rules.
 */
import {
  slideAlongWalls,
  timeOfImpactCirclePoint,
  timeOfImpactCircleSegment,
  timeOfImpactCircles,
  type CirclePointInput,
  type CircleSegmentInput,
  type CirclesInput,
  type TimeOfImpact,
} from '../../geometry';
import {
  booleanCodec,
  clamp,
  enumCodec,
  listCodec,
  numberCodec,
  point,
  pointCodec,
  segmentCodec,
  replaceItem,
  type Point,
  type SegmentValue,
} from '../../kit';
import { figureModel, type WithPreset } from '../../kit/figure/model';
import { TARGETS, toiPresets, type Target } from './meta';

export type ToiFields = {
  readonly target: Target;
  readonly p: Point;
  readonly r: number;
  readonly v: Point;
  readonly q: Point;
  readonly rq: number;
  readonly vq: Point;
  readonly a: Point;
  readonly b: Point;
  /** Walls besides A–B that the slide meets (a list in the permalink). */
  readonly walls: readonly SegmentValue[];
  readonly t: number;
  readonly snap: boolean;
  /** Two circles seen from Q: Q still, P moving by v − vQ with radius r + rQ. */
  readonly relative: boolean;
  /** Segment: continue the motion after impact along the walls (slideAlongWalls). */
  readonly slide: boolean;
  /** Show the source's answer beside the core's. */
  readonly source: boolean;
};
export type ToiState = WithPreset<ToiFields>;
export type ToiInput = CirclePointInput | CircleSegmentInput | CirclesInput;

export const VIEW = { xMin: -10, xMax: 11, yMin: -7, yMax: 7 } as const;
export const GRID_STEP = 0.5;
export const MAX_RADIUS = 6;
export const MAX_WALLS = 4;
const BOUND = 1024;

/** The walls of the slide: A–B first, then the extra ones. */
export function slideWalls(state: ToiFields) {
  return [{ a: state.a, b: state.b }, ...state.walls.map((w) => ({ a: w.from, b: w.to }))];
}

export function slideOf(state: ToiFields) {
  return slideAlongWalls({ center: state.p, radius: state.r }, state.v, slideWalls(state), 16);
}

/**
 * The one time-of-impact call the hooks describe. With the slide on: the call that found the
 * first contact (A–B when no wall is touched), as site.md asks.
 */
export function inputOf(state: ToiFields): ToiInput {
  const circle = { center: state.p, radius: state.r, velocity: state.v };
  if (state.target === 'point') return { ...circle, point: state.q };
  if (state.target === 'circles') {
    return { a: circle, b: { center: state.q, radius: state.rq, velocity: state.vq } };
  }
  const first = state.slide ? slideOf(state).contacts[0]?.wall : undefined;
  const wall = slideWalls(state)[first ?? 0] ?? { a: state.a, b: state.b };
  return { ...circle, a: wall.a, b: wall.b };
}

/** The core's answer for an input of any target. */
export function computeToi(input: ToiInput): TimeOfImpact {
  if ('point' in input) return timeOfImpactCirclePoint(input);
  if ('center' in input) return timeOfImpactCircleSegment(input);
  return timeOfImpactCircles(input);
}

const coordinates = pointCodec(BOUND);
const radius = numberCodec(0, MAX_RADIUS);

export const toiModel = figureModel({
  fields: {
    target: enumCodec(TARGETS),
    p: coordinates,
    r: radius,
    v: coordinates,
    q: coordinates,
    rq: radius,
    vq: coordinates,
    a: coordinates,
    b: coordinates,
    walls: listCodec(segmentCodec(BOUND), { max: MAX_WALLS }),
    t: numberCodec(0, 1),
    snap: booleanCodec,
    relative: booleanCodec,
    slide: booleanCodec,
    source: booleanCodec,
  },
  defaults: {
    target: 'segment',
    p: point(0, 0),
    r: 1,
    v: point(0, 0),
    q: point(0, 0),
    rq: 1,
    vq: point(0, 0),
    a: point(-4, 0),
    b: point(4, 0),
    walls: [{ from: point(4, 0), to: point(8, 4) }],
    t: 0,
    snap: true,
    relative: false,
    slide: false,
    source: false,
  },
  presets: toiPresets,
  defaultPreset: 'segment-cap-a',
  inputOf,
  // A preset also sets its target, turns the slide off and moves the time to its contact.
  withPresetInput: (state, preset): ToiFields => {
    const { input, target } = preset;
    const base = { ...state, target, slide: false, t: computeToi(input).t ?? 1 };
    if ('point' in input) {
      return { ...base, p: input.center, r: input.radius, v: input.velocity, q: input.point };
    }
    if ('center' in input) {
      return {
        ...base,
        p: input.center,
        r: input.radius,
        v: input.velocity,
        a: input.a,
        b: input.b,
      };
    }
    const { a, b } = input;
    return {
      ...base,
      p: a.center,
      r: a.radius,
      v: a.velocity,
      q: b.center,
      rq: b.radius,
      vq: b.velocity,
    };
  },
});

/** The constraint of every handle: inside the view, on the half grid unless free. */
export function place(wanted: Point, snap: boolean): Point {
  const round = (value: number) =>
    snap ? Math.round(value / GRID_STEP) * GRID_STEP : Number(value.toFixed(3));
  return point(
    clamp(round(wanted.x), VIEW.xMin, VIEW.xMax),
    clamp(round(wanted.y), VIEW.yMin, VIEW.yMax),
  );
}

export function placeRadius(wanted: number, snap: boolean): number {
  const rounded = snap ? Math.round(wanted / GRID_STEP) * GRID_STEP : Number(wanted.toFixed(3));
  return clamp(rounded, 0, MAX_RADIUS);
}

export type PointField = 'p' | 'q' | 'a' | 'b';

/** Moves a point; velocities keep their tips' grid positions relative to their bodies. */
export function movePoint(state: ToiState, key: PointField, wanted: Point, free: boolean) {
  const placed = place(wanted, state.snap && !free);
  const current = state[key];
  if (placed.x === current.x && placed.y === current.y) return state;
  return toiModel.settle(state, { ...state, [key]: placed });
}

/** Moves one end of an extra wall; a wall never shrinks to a point (the permalink refuses it). */
export function moveWallEnd(
  state: ToiState,
  index: number,
  end: 'from' | 'to',
  wanted: Point,
  free: boolean,
): ToiState {
  const wall = state.walls[index];
  if (wall === undefined) return state;
  const moved = { ...wall, [end]: place(wanted, state.snap && !free) };
  const same = moved[end].x === wall[end].x && moved[end].y === wall[end].y;
  if (same || (moved.from.x === moved.to.x && moved.from.y === moved.to.y)) return state;
  return toiModel.settle(state, { ...state, walls: replaceItem(state.walls, index, moved) });
}

/** Sets a velocity from its wanted vector: the tip is placed like a point. */
export function moveVelocity(state: ToiState, key: 'v' | 'vq', wanted: Point, free: boolean) {
  const from = key === 'v' ? state.p : state.q;
  const tip = place(point(from.x + wanted.x, from.y + wanted.y), state.snap && !free);
  const vector = point(tip.x - from.x, tip.y - from.y);
  return toiModel.settle(state, { ...state, [key]: vector });
}

export function moveRadius(state: ToiState, key: 'r' | 'rq', wanted: number, free: boolean) {
  return toiModel.settle(state, { ...state, [key]: placeRadius(wanted, state.snap && !free) });
}

export function setTime(state: ToiState, t: number): ToiState {
  if (!Number.isFinite(t)) return state;
  const clamped = clamp(t, 0, 1);
  return clamped === state.t ? state : { ...state, t: clamped };
}
