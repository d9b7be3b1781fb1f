/**
 * A 3D figure's state, pure (no React): the zoom that fits the scene's content (the camera's
 * field and its codec are in codec.ts, which a 2D page with a 3D switch loads), the fields every orbit figure has (snap, the depth-drag toggle, the camera), and the
 * rules that place a point in a cube and a radius on half steps.
 */
import { point, type Point } from '../point';
import { booleanCodec, numberCodec } from '../permalink';
import { point3Codec } from '../permalink-lists';
import { viewConstraint } from '../placement';
import { ZOOMS, orbitView, orbitViewCodec, type OrbitView } from './codec';
import { point3, type Occluder, type Orbit, type Point3 } from './projection';

/** The fitted content fills at most this share of the half height (room for labels). */
const FILL = 0.85;

/**
 * The largest zoom level (at least 1) at which every ball (a point: radius 0) lies within the
 * view of half height `extent` around the origin, from any side: orthographic, so a point at
 * distance ρ from the origin lands within ρ of the screen's centre.
 */
export function fitZoom(content: readonly Occluder[], extent: number): number {
  const reach = Math.max(
    0,
    ...content.map(({ center: c, radius }) => Math.hypot(c.x, c.y, c.z) + Math.max(0, radius)),
  );
  const ideal = reach > 0 ? (FILL * extent) / reach : ZOOMS[ZOOMS.length - 1]!;
  return Math.max(1, ...ZOOMS.filter((zoom) => zoom <= ideal));
}

/** The next zoom level in (`+1`) or out (`−1`) from `zoom`; the same at either end. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = direction > 0 ? ZOOMS.find((z) => z > zoom) : ZOOMS.findLast((z) => z < zoom);
  return next ?? zoom;
}

/**
 * A figure's camera and space: its home view, its extent (half the visible height at zoom 1),
 * what its scene holds (the balls and points the fit frames, read off the algorithm's input),
 * the cube [−bound, bound]³ its handles stay in, their grid step, and the floor's height.
 */
export function orbitCamera<I>(spec: {
  readonly home: Orbit;
  readonly extent: number;
  readonly content: (input: I) => readonly Occluder[];
  readonly bound: number;
  readonly step: number;
  readonly floor: number;
}) {
  const home = orbitView(spec.home);
  const fitted = (input: I) => fitZoom(spec.content(input), spec.extent);
  /** The zoom shown: the reader's, else the held fit, else the fit of this input. */
  const zoomOf = (view: OrbitView, input: I) => view.zoom ?? view.held ?? fitted(input);
  return {
    ...spec,
    home,
    zoomOf,
    /** Half the visible height for this camera and input. */
    extentOf: (view: OrbitView, input: I) => spec.extent / zoomOf(view, input),
    /** The camera before a point moves: a fitted zoom is held, so the drag keeps its scale. */
    hold: (view: OrbitView, input: I): OrbitView =>
      view.zoom !== null || view.held !== null ? view : { ...view, held: fitted(input) },
    /** The camera for a new scene (a preset): the zoom fits it again. */
    refit: (view: OrbitView): OrbitView =>
      view.zoom === null && view.held === null ? view : { ...view, zoom: null, held: null },
    /** Fields of every orbit figure, with their defaults (the view starts at home, fitted). */
    fields: { snap: booleanCodec, depth: booleanCodec, orbit: orbitViewCodec },
    defaults: { snap: true, depth: false, orbit: home },
  };
}

/** What `orbitCamera` returns. */
export type OrbitCamera<I> = ReturnType<typeof orbitCamera<I>>;

/** A point's coordinates in a link, bounded by the core's exactness range. */
export const point3Field = point3Codec(1024);
/** A radius in a link: negative ones stay readable (the invalid-input presets have one). */
export const radiusField = numberCodec(-1024, 1024);

/**
 * The rule for a 3D point handle: on the grid inside the cube [−bound, bound]³ when snapped,
 * three decimals inside it when free (the kit's 2D rule applied to (x, y) and to (z, 0)).
 */
export function cubeConstraint(bound: number, step: number) {
  const square = viewConstraint({ xMin: -bound, xMax: bound, yMin: -bound, yMax: bound }, step);
  return (snap: boolean) => {
    const place = square(snap);
    return (wanted: Point3): Point3 => {
      const xy: Point = place(point(wanted.x, wanted.y));
      return point3(xy.x, xy.y, place(point(wanted.z, 0)).x);
    };
  };
}

/** A radius snapped to half steps (three decimals when free), within [0, max]. */
export function placeRadius(wanted: number, snap: boolean, max: number): number {
  const placed = snap ? Math.round(wanted * 2) / 2 : Math.round(wanted * 1000) / 1000;
  return Math.max(0, Math.min(max, placed)) + 0;
}

/**
 * The move rules of an orbit figure's handles, pure: a point (its key among `points`) on the
 * camera's grid in its cube, a radius (among `radii`) on half steps up to the cube's bound; `free` (a modifier key) skips
 * the snapping (the key lists name the fields for the types). The camera holds its fitted zoom, and the model settles the state (the same state
 * back when nothing moved).
 */
export function orbitMoves<
  T extends { readonly snap: boolean; readonly orbit: OrbitView },
  I,
  P extends keyof T,
  R extends keyof T,
>(
  model: { readonly settle: (previous: T, next: T) => T; readonly inputOf: (state: T) => I },
  camera: Pick<OrbitCamera<I>, 'hold' | 'bound' | 'step'>,
  _keys: { readonly points: readonly P[]; readonly radii: readonly R[] },
) {
  const placement = cubeConstraint(camera.bound, camera.step);
  const moved = (state: T, key: P | R, value: Point3 | number) =>
    model.settle(state, {
      ...state,
      [key]: value,
      orbit: camera.hold(state.orbit, model.inputOf(state)),
    });
  return {
    movePoint: (state: T, key: P, wanted: Point3, free: boolean): T =>
      moved(state, key, placement(state.snap && !free)(wanted)),
    moveRadius: (state: T, key: R, wanted: number, free: boolean): T =>
      moved(state, key, placeRadius(wanted, state.snap && !free, camera.bound)),
  };
}
