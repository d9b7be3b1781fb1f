/**
 * State of the projection figure and the rule that moves its handles: the line's points s and t
 * and the point p, each with a height z that only the 3D view puts in the input, on the grid and
 * inside the view unless free; the view, the camera and the depth-drag toggle. Drags, keys,
 * presets and URLs all pass through `moveHandle` and the model.
 */
import type { ProjectionInput, Vec2, Vec3 } from '../../geometry';
import { booleanCodec, orbitView, orbitViewCodec, point, point3, point3Codec } from '../../kit';
import { pointCodec } from '../../kit';
import { viewConstraint, type FieldCodec, type Point, type Point3 } from '../../kit';
import { figureModel, type WithPreset } from '../../kit/figure/model';
import type { FieldsOf } from '../../kit/figure/model-parts';
import { projectionPresets } from './meta';

export type ProjectionFields = FieldsOf<typeof projectionModel>;
export type ProjectionState = WithPreset<ProjectionFields>;
export type ProjectionHandle = 'point' | 's' | 't';

/** The visible region (math units): every preset fits with room for its handles. */
export const VIEW = { xMin: -7.5, xMax: 7.5, yMin: -5.5, yMax: 5.5 } as const;
/** The 3D view's camera at first and after "Reset view". */
export const HOME = orbitView({ yaw: -25, pitch: 35 });
export const GRID_STEP = 1;

const constrain = viewConstraint(VIEW, GRID_STEP);
/** Heights from the floor (z = 0, where the 2D picture lies) to 6. */
const constrainHeight = viewConstraint({ xMin: 0, xMax: 6, yMin: 0, yMax: 0 }, GRID_STEP);

/** A 2D handle keeps the point's z; a 3D one sets it (not for s and t while they have none). */
export function moveHandle(
  state: ProjectionState,
  key: ProjectionHandle,
  wanted: Point | Point3,
  free: boolean,
): ProjectionState {
  const snap = state.snap && !free;
  const { x, y } = constrain(snap)(wanted);
  const lifts = 'z' in wanted && !(state.mixed && key !== 'point');
  const z = lifts ? constrainHeight(snap)(point(wanted.z, 0)).x : state[key].z;
  return projectionModel.settle(state, { ...state, [key]: point3(x, y, z) });
}

/** `x,y,z`, or `x,y` for z = 0 (so the 2D figure's links read, and write, as they did). */
const [inSpace, inPlane] = [point3Codec(1024), pointCodec(1024)];
const coordinates: FieldCodec<Point3> = {
  parse: (text) => {
    const p = inPlane.parse(text);
    return p === undefined ? inSpace.parse(text) : point3(p.x, p.y, 0);
  },
  format: (p) => (p.z === 0 ? inPlane : inSpace).format(p),
};

const flat = ({ x, y }: Point): Vec2 => ({ x, y });
/** A point with a z, 0 for a 2D one. */
export const lift = (p: Vec2 | Vec3): Point3 => point3(p.x, p.y, 'z' in p ? p.z : 0);

export const projectionModel = figureModel({
  fields: {
    ...{ point: coordinates, s: coordinates, t: coordinates, snap: booleanCodec },
    ...{ space: booleanCodec, mixed: booleanCodec, orbit: orbitViewCodec, depth: booleanCodec },
  },
  defaults: {
    ...{ point: point3(1, 3, 0), s: point3(0, 0, 0), t: point3(4, 2, 0), snap: true },
    /** The 3D view (the orbit view); the 2D view leaves every z out of the input. */
    space: false,
    /** s and t given without z beside a 3D p: the mix of 2D and 3D that the core rejects. */
    mixed: false,
    orbit: HOME,
    /** Drags move a point along the viewing direction (the touch toggle for Shift). */
    depth: false,
  },
  presets: projectionPresets,
  defaultPreset: 'on-segment',
  inputOf: ({ point: p, s, t, space, mixed }): ProjectionInput => {
    if (!space) return { point: flat(p), s: flat(s), t: flat(t) };
    return mixed ? { point: p, s: flat(s), t: flat(t) } : { point: p, s, t };
  },
  // A preset in space opens the 3D view; one whose s has no z is the mix.
  withPresetInput: (state, { input }) => ({
    ...state,
    point: lift(input.point),
    s: lift(input.s),
    t: lift(input.t),
    space: 'z' in input.point,
    mixed: 'z' in input.point && !('z' in input.s),
  }),
});
