/**
 * The orbit view's math, pure (no React, no DOM): an orthographic camera turned by a yaw about
 * the vertical z axis and a pitch above the floor, the projection of a 3D point into screen
 * coordinates (x right, y up, and a depth that grows towards the viewer), its inverse onto the
 * plane through a point parallel to the screen, and the depth order and occlusion tests that the
 * drawing's depth cues need. Angles are degrees; world axes are right-handed, z up.
 */
import { point, type Point } from '../point';
import type { Affine } from '../scale';

/** A point or a displacement in space (the kit's own type: the kit imports nothing from geometry). */
export type Point3 = { readonly x: number; readonly y: number; readonly z: number };

/** The camera: `yaw` turns the scene about z, `pitch` lifts the eye above the floor (0 to 90). */
export type Orbit = { readonly yaw: number; readonly pitch: number };

/** A projected point: screen coordinates in world units and its depth (larger is nearer). */
export type Projected = Point & { readonly depth: number };

export const MIN_PITCH = 0;
export const MAX_PITCH = 90;

/** Builds a point, normalising −0 to +0 (a link or a label never shows "−0"). */
export function point3(x: number, y: number, z: number): Point3 {
  return { x: x + 0, y: y + 0, z: z + 0 };
}

/** The same orbit with yaw in (−180, 180] and pitch clamped into [0, 90]. */
export function normalizeOrbit({ yaw, pitch }: Orbit): Orbit {
  const turned = ((((yaw + 180) % 360) + 360) % 360) - 180;
  return {
    yaw: turned === -180 ? 180 : turned + 0,
    pitch: Math.min(MAX_PITCH, Math.max(MIN_PITCH, pitch)) + 0,
  };
}

/** The camera's unit vectors in world coordinates: screen right, screen up, towards the viewer. */
export type ViewBasis = {
  readonly right: Point3;
  readonly up: Point3;
  readonly toward: Point3;
};

/**
 * The basis of the last camera asked for: a scene projects a few hundred points per render
 * through one camera, and four cosines and sines per point were a fifth of a drag step's script.
 */
let lastBasis: { readonly yaw: number; readonly pitch: number; readonly basis: ViewBasis } | null =
  null;

/** The camera's unit vectors in world coordinates: screen right, screen up, towards the viewer. */
export function viewBasis({ yaw, pitch }: Orbit): ViewBasis {
  if (lastBasis !== null && lastBasis.yaw === yaw && lastBasis.pitch === pitch) {
    return lastBasis.basis;
  }
  const basis = computeBasis(yaw, pitch);
  lastBasis = { yaw, pitch, basis };
  return basis;
}

function computeBasis(yaw: number, pitch: number): ViewBasis {
  const a = (yaw * Math.PI) / 180;
  const b = (pitch * Math.PI) / 180;
  const [ca, sa, cb, sb] = [Math.cos(a), Math.sin(a), Math.cos(b), Math.sin(b)];
  // At yaw 0 and pitch 0 the eye looks along +y: x is right, z is up, −y is towards the viewer.
  return {
    right: point3(ca, sa, 0),
    up: point3(-sa * sb, ca * sb, cb),
    toward: point3(sa * cb, -ca * cb, sb),
  };
}

const dot = (p: Point3, q: Point3) => p.x * q.x + p.y * q.y + p.z * q.z;

/** Where a point lands on the screen (orthographic: lengths in the screen plane are kept). */
export function project(p: Point3, orbit: Orbit): Projected {
  const { right, up, toward } = viewBasis(orbit);
  return { x: dot(p, right) + 0, y: dot(p, up) + 0, depth: dot(p, toward) + 0 };
}

/**
 * The point that projects to `screen` in the plane through `through` parallel to the screen: a
 * drag moves a point there, so it follows the pointer and keeps its depth.
 */
export function unproject(screen: Point, orbit: Orbit, through: Point3): Point3 {
  const { right, up, toward } = viewBasis(orbit);
  const depth = dot(through, toward);
  const along = (axis: 'x' | 'y' | 'z') =>
    screen.x * right[axis] + screen.y * up[axis] + depth * toward[axis];
  return point3(along('x'), along('y'), along('z'));
}

/**
 * The plane z = height as a 2D frame: the affine map from its (x, y) to the screen, so any 2D kit
 * shape drawn inside `<Transform matrix={…}>` lies flat on it (a disk becomes its shadow ellipse).
 */
export function planeFrame(orbit: Orbit, height: number): Affine {
  const { right, up } = viewBasis(orbit);
  return { a: right.x, b: up.x, c: right.y, d: up.y, e: height * right.z, f: height * up.z };
}

/** The point moved by `amount` along the viewing direction (positive: towards the viewer). */
export function alongDepth(p: Point3, orbit: Orbit, amount: number): Point3 {
  const { toward } = viewBasis(orbit);
  return point3(p.x + amount * toward.x, p.y + amount * toward.y, p.z + amount * toward.z);
}

/** The items ordered far to near (paint order); ties keep their order. */
export function farToNear<T>(items: readonly T[], depthOf: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, depth: depthOf(item) }))
    .sort((a, b) => a.depth - b.depth || a.index - b.index)
    .map(({ item }) => item);
}

/** A ball that hides what lies behind it. */
export type Occluder = { readonly center: Point3; readonly radius: number };

/** True when a sphere of the scene hides `p` (behind its front surface, within its outline). */
export function isHidden(p: Point3, occluders: readonly Occluder[], orbit: Orbit): boolean {
  const q = project(p, orbit);
  return occluders.some(({ center, radius }) => {
    const c = project(center, orbit);
    const across = (q.x - c.x) ** 2 + (q.y - c.y) ** 2;
    const r2 = radius * radius;
    return across < r2 && q.depth < c.depth + Math.sqrt(r2 - across);
  });
}

/** Pieces of a path, split where it passes behind something (drawn dashed there). */
export type Piece = { readonly hidden: boolean; readonly points: readonly Point3[] };

/**
 * Cuts the path `at(s)`, s in [0, 1], sampled at `count + 1` parameters, into visible and hidden
 * pieces (a cut lies within 1/count of the true one: a dash that starts a pixel late is
 * invisible, an exact solve is not worth its bytes). Consecutive pieces share their end sample,
 * so the path stays unbroken.
 */
export function splitPath(
  at: (s: number) => Point3,
  hidden: (p: Point3) => boolean,
  count = 48,
): Piece[] {
  const pieces: { hidden: boolean; points: Point3[] }[] = [];
  for (let i = 0; i <= count; i += 1) {
    const p = at(i / count);
    const behind = hidden(p);
    const last = pieces[pieces.length - 1];
    if (last !== undefined && last.hidden === behind) last.points.push(p);
    else {
      const previous = last?.points[last.points.length - 1];
      pieces.push({ hidden: behind, points: previous === undefined ? [p] : [previous, p] });
    }
  }
  return pieces;
}

/**
 * A segment's pieces in front of and behind the spheres of the scene. Each piece is straight, so
 * it keeps only its two ends (the samples only find where it is cut): a path of 2 points, not 49,
 * is what the browser parses, bounds and paints on every drag step.
 */
export function occludedPieces(
  from: Point3,
  to: Point3,
  occluders: readonly Occluder[],
  orbit: Orbit,
): Piece[] {
  if (occluders.length === 0) return [{ hidden: false, points: [from, to] }];
  const at = (s: number) =>
    point3(
      from.x + s * (to.x - from.x),
      from.y + s * (to.y - from.y),
      from.z + s * (to.z - from.z),
    );
  return splitPath(at, (p) => isHidden(p, occluders, orbit)).map(({ hidden, points }) => {
    const first = points[0];
    const last = points[points.length - 1];
    return {
      hidden,
      points: first === undefined || last === undefined || last === first ? points : [first, last],
    };
  });
}

/**
 * The circle with `center`, unit `normal` and `radius` as a path: two unit vectors orthogonal to
 * the normal (Gram–Schmidt from the axis least aligned with it) turn an angle into a point.
 */
export function circleAt(center: Point3, normal: Point3, radius: number): (s: number) => Point3 {
  const axis =
    Math.abs(normal.x) <= Math.abs(normal.y) && Math.abs(normal.x) <= Math.abs(normal.z)
      ? point3(1, 0, 0)
      : Math.abs(normal.y) <= Math.abs(normal.z)
        ? point3(0, 1, 0)
        : point3(0, 0, 1);
  const k = dot(axis, normal);
  const raw = point3(axis.x - k * normal.x, axis.y - k * normal.y, axis.z - k * normal.z);
  const length = Math.hypot(raw.x, raw.y, raw.z) || 1;
  const u = point3(raw.x / length, raw.y / length, raw.z / length);
  const v = point3(
    normal.y * u.z - normal.z * u.y,
    normal.z * u.x - normal.x * u.z,
    normal.x * u.y - normal.y * u.x,
  );
  return (s) => {
    const [c, n] = [Math.cos(2 * Math.PI * s) * radius, Math.sin(2 * Math.PI * s) * radius];
    return point3(
      center.x + c * u.x + n * v.x,
      center.y + c * u.y + n * v.y,
      center.z + c * u.z + n * v.z,
    );
  };
}

/** A circle's near and far halves (the far one, behind its centre's depth, is drawn dashed). */
export function circlePieces(
  center: Point3,
  normal: Point3,
  radius: number,
  orbit: Orbit,
): Piece[] {
  const middle = project(center, orbit).depth;
  return splitPath(
    circleAt(center, normal, radius),
    (p) => project(p, orbit).depth < middle - 1e-9,
  );
}

/** The screen point of a projected point (drops the depth). */
export const onScreen = (p: Projected): Point => point(p.x, p.y);
