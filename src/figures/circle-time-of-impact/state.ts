/**
 * State of the moving-circle figure and the pure rules that change it: circle P (radius r, motion
 * v over the step) against a point Q, a segment A–B (with more walls for the slide) or a second
 * moving circle Q (radius rQ, motion vQ). Drags, keys, presets and URLs obey the same rules.
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
  circleFields,
  enumCodec,
  listCodec,
  movingCircleOf,
  numberCodec,
  placeRadius,
  placeTip,
  point,
  pointCodec,
  segmentCodec,
  viewConstraint,
  type Point,
  type SegmentValue,
} from '../../kit';
import { figureModel, movePoint, type FieldsOf, type WithPreset } from '../../kit/figure';
import { TARGETS, toiPresets, type Target } from './meta';

export type ToiInput = CirclePointInput | CircleSegmentInput | CirclesInput;

export const VIEW = { xMin: -10, xMax: 11, yMin: -7, yMax: 7 } as const;
export const GRID_STEP = 0.5;
const MAX_RADIUS = 6;
export const MAX_WALLS = 4;
export const place = viewConstraint(VIEW, GRID_STEP);
/** The state's fields of circle P and of the second circle Q. */
export const P = ['p', 'r', 'v'] as const;
export const Q = ['q', 'rq', 'vq'] as const;

/** What the call the hooks describe reads from the state. */
type CallFields = Readonly<Record<'p' | 'v' | 'q' | 'vq' | 'a' | 'b', Point>> &
  Readonly<Record<'r' | 'rq', number>> & {
    readonly target: Target;
    readonly slide: boolean;
    readonly walls: readonly SegmentValue[];
  };

/** The walls of the slide: A–B first, then the extra ones. */
export function slideOf(state: CallFields) {
  const walls = [{ a: state.a, b: state.b }, ...state.walls.map((w) => ({ a: w.from, b: w.to }))];
  return { walls, ...slideAlongWalls({ center: state.p, radius: state.r }, state.v, walls, 16) };
}

/** The core's answer for an input of any target. */
export function computeToi(input: ToiInput): TimeOfImpact {
  if ('point' in input) return timeOfImpactCirclePoint(input);
  if ('center' in input) return timeOfImpactCircleSegment(input);
  return timeOfImpactCircles(input);
}

const coordinates = pointCodec(1024);
const radius = numberCodec(0, MAX_RADIUS);
const origin = point(0, 0);

export const toiModel = figureModel({
  fields: {
    target: enumCodec(TARGETS),
    ...{ p: coordinates, r: radius, v: coordinates, q: coordinates, rq: radius, vq: coordinates },
    ...{ a: coordinates, b: coordinates },
    /** Walls besides A–B that the slide meets (a list in the permalink). */
    walls: listCodec(segmentCodec(1024), { max: MAX_WALLS }),
    t: numberCodec(0, 1),
    // relative: two circles seen from Q (Q still, P moving by v − vQ with radius r + rQ); slide:
    // the segment's motion goes on after impact along the walls; source: the source's answer too.
    ...{ snap: booleanCodec, relative: booleanCodec, slide: booleanCodec, source: booleanCodec },
  },
  defaults: {
    target: 'segment' as Target,
    ...{ p: origin, r: 1, v: origin, q: origin, rq: 1, vq: origin },
    ...{ a: point(-4, 0), b: point(4, 0) },
    walls: [{ from: point(4, 0), to: point(8, 4) }] as readonly SegmentValue[],
    ...{ t: 0, snap: true, relative: false, slide: false, source: false },
  },
  presets: toiPresets,
  defaultPreset: 'segment-cap-a',
  /**
   * The one time-of-impact call the hooks describe. With the slide on: the call that found the
   * first contact (A–B when no wall is touched), as site.md asks.
   */
  inputOf: (state: CallFields): ToiInput => {
    const circle = movingCircleOf(state, P);
    if (state.target === 'point') return { ...circle, point: state.q };
    if (state.target === 'circles') return { a: circle, b: movingCircleOf(state, Q) };
    const slide = state.slide ? slideOf(state) : undefined;
    const wall = slide?.walls[slide.contacts[0]?.wall ?? 0] ?? state;
    return { ...circle, a: wall.a, b: wall.b };
  },
  // A preset also sets its target, turns the slide off and moves the time to its contact.
  withPresetInput: (state, { input, target }) => {
    const base = { ...state, target, slide: false, t: computeToi(input).t ?? 1 };
    if ('point' in input) return { ...base, ...circleFields(P, input), q: input.point };
    if ('center' in input) return { ...base, ...circleFields(P, input), a: input.a, b: input.b };
    return { ...base, ...circleFields(P, input.a), ...circleFields(Q, input.b) };
  },
});

export type ToiFields = FieldsOf<typeof toiModel>;
export type ToiState = WithPreset<ToiFields>;
export type PointKey = 'p' | 'q' | 'a' | 'b';

/** Moves a centre, the point or a segment end: inside the view, on the half grid unless free. */
export function movePointRule(state: ToiState, key: PointKey, wanted: Point, free: boolean) {
  return toiModel.settle(state, movePoint(state, key, wanted, place(state.snap && !free)));
}

/** Sets a velocity from its wanted vector: the tip is placed like a point. */
export function moveVelocity(state: ToiState, key: 'v' | 'vq', wanted: Point, free: boolean) {
  const from = key === 'v' ? state.p : state.q;
  const velocity = placeTip(from, wanted, place(state.snap && !free));
  return toiModel.settle(state, { ...state, [key]: velocity });
}

export function moveRadius(state: ToiState, key: 'r' | 'rq', wanted: number, free: boolean) {
  const r = placeRadius(wanted, state.snap && !free, GRID_STEP, MAX_RADIUS);
  return toiModel.settle(state, { ...state, [key]: r });
}
