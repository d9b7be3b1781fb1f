/**
 * The slide response, the game use of the time of impact: move a circle among static walls,
 * stopping at each contact and keeping the motion's tangential part. Built on the public
 * timeOfImpactCircleSegment (its decisions are exact); positions after the first contact are
 * rounded floats, a game helper rather than an exact construction. Conventions: README §Time of
 * impact.
 */

import {
  type CapsuleFeature,
  type TimeOfImpact,
  isPoint,
  isRadius,
  timeOfImpactCircleSegment,
} from './time-of-impact';
import { noNegativeZero } from './filter';
import { type Vec2, vec2 } from './vec2';

export type SlideCircle = { readonly center: Vec2; readonly radius: number };
export type SlideWall = { readonly a: Vec2; readonly b: Vec2 };

export type SlideContact = {
  /** Index of the wall in the input list. */
  readonly wall: number;
  readonly kind: 'hit' | 'penetrating';
  /** Fraction of the whole step's motion done when this contact happened, in [0, 1]. */
  readonly time: number;
  /** The centre at the contact. */
  readonly position: Vec2;
  readonly point: Vec2;
  readonly normal: Vec2;
  readonly feature: CapsuleFeature;
};

export type SlideResult = {
  /**
   * free: no wall touched; slid: walls touched and the motion continued along them to its end;
   * blocked: the remaining motion vanished (straight into a wall, or into a corner between two);
   * exhausted: maxIterations contacts were resolved and motion remains (the circle stays at the
   * last contact, never inside a wall it did not start in); invalid-input.
   */
  readonly kind: 'free' | 'slid' | 'blocked' | 'exhausted' | 'invalid-input';
  /** The centre's path: the start, the centre at every contact, and the end (when it moved on). */
  readonly positions: Vec2[];
  /** contacts[i] happened at positions[i + 1]. */
  readonly contacts: SlideContact[];
};

/** Most contacts a single slide resolves, whatever maxIterations says (bounded work). */
export const SLIDE_MAX_ITERATIONS = 64;

/**
 * |m·n| at or below this fraction of |m| counts as tangent: the projection below leaves a
 * rounding-sized normal component, which must not register as a new contact at t = 0.
 */
const TANGENT_TOLERANCE = 2 ** -30;

/**
 * Moves a circle by `velocity` among static walls, sliding along them: find the earliest time of
 * impact over all walls (ties: the lower index), move to it, remove the remaining motion's
 * component along the contact normal (project it on the contact tangent), and repeat with what
 * is left, at most `maxIterations` times (capped at SLIDE_MAX_ITERATIONS).
 *
 * A wall that reports a contact at t = 0 while the remaining motion is tangent to it (within
 * rounding) is being slid along and does not stop the motion. When the projected motion would
 * push into a wall touched at the same position (a corner), the motion stops (`blocked`): in the
 * plane two independent constraints leave no direction to slide in.
 *
 * Pure and total: invalid input (non-finite numbers, negative radius, a non-array of walls, a
 * malformed wall, maxIterations not a non-negative integer) gives kind 'invalid-input' with empty
 * lists. The decisions of each step are the exact ones of timeOfImpactCircleSegment; positions
 * after the first contact are rounded floats (a game helper, not an exact construction).
 */
export function slideAlongWalls(
  circle: SlideCircle,
  velocity: Vec2,
  segments: readonly SlideWall[],
  maxIterations: number,
): SlideResult {
  const invalid: SlideResult = { kind: 'invalid-input', positions: [], contacts: [] };
  if (typeof circle !== 'object' || circle === null) return invalid;
  if (!isPoint(circle.center) || !isRadius(circle.radius) || !isPoint(velocity)) return invalid;
  if (!Array.isArray(segments)) return invalid;
  for (const wall of segments as unknown[]) {
    if (typeof wall !== 'object' || wall === null) return invalid;
    const candidate = wall as { a?: unknown; b?: unknown };
    if (!isPoint(candidate.a) || !isPoint(candidate.b)) return invalid;
  }
  if (!Number.isInteger(maxIterations) || maxIterations < 0) return invalid;

  const radius = circle.radius;
  let position = vec2(circle.center.x, circle.center.y);
  let motion = vec2(velocity.x, velocity.y);
  let done = 0; // fraction of the original step consumed so far
  const positions: Vec2[] = [position];
  const contacts: SlideContact[] = [];
  // Normals of the walls touched at the current position (reset once the circle moves on).
  let activeNormals: Vec2[] = [];
  const iterations = Math.min(maxIterations, SLIDE_MAX_ITERATIONS);

  for (let iteration = 0; ; iteration += 1) {
    if (motion.x === 0 && motion.y === 0) {
      // Nothing to do (zero velocity), or the last contact absorbed all the remaining motion.
      return { kind: contacts.length === 0 ? 'free' : 'blocked', positions, contacts };
    }
    if (iteration >= iterations) return { kind: 'exhausted', positions, contacts };
    const motionLength = Math.hypot(motion.x, motion.y);
    let bestWall = -1;
    let best: TimeOfImpact | undefined;
    for (let wall = 0; wall < segments.length; wall += 1) {
      const segment = segments[wall]!;
      const toi = timeOfImpactCircleSegment({
        center: position,
        radius,
        velocity: motion,
        a: segment.a,
        b: segment.b,
      });
      if (toi.t === undefined || toi.normal === undefined) continue;
      const normalSpeed = motion.x * toi.normal.x + motion.y * toi.normal.y;
      if (toi.t === 0 && normalSpeed >= -TANGENT_TOLERANCE * motionLength) continue; // sliding
      if (best === undefined || toi.t < best.t!) {
        best = toi;
        bestWall = wall;
      }
    }
    if (best === undefined) {
      positions.push(vec2(position.x + motion.x, position.y + motion.y));
      return { kind: contacts.length === 0 ? 'free' : 'slid', positions, contacts };
    }
    const t = best.t!;
    const normal = best.normal!;
    if (t > 0) {
      position = vec2(position.x + t * motion.x, position.y + t * motion.y);
      activeNormals = [];
      positions.push(position);
    }
    done += (1 - done) * t;
    contacts.push({
      wall: bestWall,
      kind: best.kind as 'hit' | 'penetrating',
      time: noNegativeZero(Math.min(done, 1)),
      position,
      point: best.point!,
      normal,
      feature: best.feature ?? 'cap-a',
    });
    if (t === 1) return { kind: 'slid', positions, contacts }; // touched exactly at the end
    // The rest of the motion, with its component into the wall removed.
    const rest = 1 - t;
    let mx = motion.x * rest;
    let my = motion.y * rest;
    const into = mx * normal.x + my * normal.y;
    if (into < 0) {
      mx -= into * normal.x;
      my -= into * normal.y;
    }
    const restLength = Math.hypot(mx, my);
    if (restLength <= TANGENT_TOLERANCE * motionLength * rest) {
      mx = 0; // straight into the wall: what is left is rounding noise
      my = 0;
    }
    for (const previous of activeNormals) {
      if (mx * previous.x + my * previous.y < -TANGENT_TOLERANCE * restLength) {
        mx = 0; // a corner: sliding along this wall pushes into one touched at the same spot
        my = 0;
        break;
      }
    }
    activeNormals.push(normal);
    motion = vec2(mx, my);
  }
}
