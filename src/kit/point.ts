/**
 * Points in math coordinates (x right, y up) and the pure constraint functions that handles use.
 *
 * The kit knows no algorithm, so it has its own point type; it is structurally the same as the
 * geometry core's `Vec2`, so figures pass values between the two without conversion.
 *
 * A constraint is a pure function from where the pointer (or a key press) asked the point to go to
 * where it may go. Figures compose them (snap, then clamp to the view, then onto a line) and apply
 * them in the state setter, never in an event handler, so a drag, a key press, a preset and a URL
 * all obey the same rules.
 */

/** A point or displacement in math coordinates. */
export type Point = { readonly x: number; readonly y: number };

/** A constraint: where a point that was asked to move to `wanted` actually goes. */
export type Constraint = (wanted: Point) => Point;

/** Turns −0 into 0 so labels never read "−0" and serialised state compares equal. */
export function clean(value: number): number {
  return value === 0 ? 0 : value;
}

/** Builds a point with −0 cleaned away. */
export function point(x: number, y: number): Point {
  return { x: clean(x), y: clean(y) };
}

/** Rounds to the nearest multiple of `step`, with a tidy-up so 0.1 steps do not print 0.30000000000000004. */
export function snapValue(value: number, step: number): number {
  if (!(step > 0)) return value;
  const snapped = Math.round(value / step) * step;
  // Steps like 0.1 are not exact binary fractions; round to the step's own decimals.
  const decimals = Math.max(0, Math.min(12, -Math.floor(Math.log10(step)) + 1));
  return clean(Number(snapped.toFixed(decimals)));
}

/** Snaps both coordinates to a square grid of the given step. */
export function snapToGrid(step: number): Constraint {
  return (wanted) => point(snapValue(wanted.x, step), snapValue(wanted.y, step));
}

/** An axis-aligned box in math coordinates, e.g. the visible part of a stage. */
export type Box = {
  readonly xMin: number;
  readonly xMax: number;
  readonly yMin: number;
  readonly yMax: number;
};

/** Clamps a number into [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Keeps a point inside a box (the handle never leaves the view where it could not be grabbed). */
export function clampToBox(box: Box): Constraint {
  return (wanted) =>
    point(clamp(wanted.x, box.xMin, box.xMax), clamp(wanted.y, box.yMin, box.yMax));
}

/** Keeps a point on the vertical line x = `x` (a handle that only sets a height). */
export function onVerticalLine(x: number): Constraint {
  return (wanted) => point(x, wanted.y);
}

/** Applies constraints left to right. */
export function compose(...constraints: readonly Constraint[]): Constraint {
  return (wanted) => constraints.reduce((p, constrain) => constrain(p), wanted);
}

/** True when both coordinates are finite numbers (a pointer outside the window can give NaN). */
export function isFinitePoint(p: Point): boolean {
  return Number.isFinite(p.x) && Number.isFinite(p.y);
}

/** Linear interpolation between two points: a moving endpoint at time t. */
export function lerpPoint(a: Point, b: Point, t: number): Point {
  return point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
}

export function samePoint(a: Point, b: Point): boolean {
  return a.x === b.x && a.y === b.y;
}
