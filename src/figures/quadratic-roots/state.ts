/**
 * State of the quadratic figure and the pure rules that change it. The component only converts
 * events into calls of these functions, so every rule is unit-tested without a browser.
 *
 * The parabola is steered by three handles at x = −1, 0, 1 that move vertically: their heights
 * f(−1), f(0), f(1) fix a, b and c (three points determine a parabola), and every case is
 * reachable on the grid — two roots, a double root (vertex on the axis), none, the linear case
 * (three heights in a line) and "every x" (all three on the axis).
 */
import {
  booleanCodec,
  clamp,
  evaluateQuadratic,
  numberCodec,
  snapValue,
  type Point,
} from '../../kit';
import { figureModel, type WithPreset } from '../../kit/figure/model';
import { quadraticPresets } from './meta';

/** The algorithm's input: the coefficients of a·x² + b·x + c (`data-state`). */
export type Coefficients = { readonly a: number; readonly b: number; readonly c: number };

/** The figure's whole state (what the permalink holds), with the preset it still equals. */
export type QuadraticState = WithPreset<QuadraticFields>;

export type QuadraticFields = {
  /** Coefficients of a·x² + b·x + c. */
  readonly a: number;
  readonly b: number;
  readonly c: number;
  /** Handles snap to the grid. */
  readonly snap: boolean;
  /** The digits-lost panel's exponent: b = −10^k with a = c = 1. */
  readonly k: number;
};

/** The three handles, by the x where each sits. */
export const HANDLE_XS = [-1, 0, 1] as const;
export type HandleX = (typeof HANDLE_XS)[number];

/** The visible region of the main plot (math units). */
export const VIEW = { xMin: -7.5, xMax: 7.5, yMin: -6, yMax: 6 } as const;

/** Grid step for snapping and arrow keys. */
export const GRID_STEP = 1;

/** Coefficients beyond this magnitude are refused from the URL (presets may go further). */
export const COEFFICIENT_BOUND = 1e15;

export const K_MIN = 1;
export const K_MAX = 12;
export const DEFAULT_K = 8;

/** The heights of the three handles. */
export function handleHeights(state: Coefficients): Record<HandleX, number> {
  return {
    [-1]: evaluateQuadratic(state, -1),
    0: state.c,
    1: evaluateQuadratic(state, 1),
  } as Record<HandleX, number>;
}

/** a, b, c from the heights at x = −1, 0, 1 (Lagrange interpolation on three nodes). */
export function coefficientsFromHeights(low: number, mid: number, high: number) {
  const clean = (v: number) => (v === 0 ? 0 : v);
  return { a: clean((high + low) / 2 - mid), b: clean((high - low) / 2), c: clean(mid) };
}

/**
 * The constraint of a handle: it stays on its vertical line, inside the view, and on the grid
 * unless snapping is off or the move asked to be free.
 */
export function constrainHeight(wanted: Point, snap: boolean): number {
  const y = clamp(wanted.y, VIEW.yMin, VIEW.yMax);
  return snap ? snapValue(y, GRID_STEP) : Number(y.toFixed(3));
}

/** Moves one handle; the others keep their heights. */
export function moveHandle(
  state: QuadraticState,
  x: HandleX,
  wanted: Point,
  free: boolean,
): QuadraticState {
  const heights = handleHeights(state);
  const height = constrainHeight(wanted, state.snap && !free);
  // A pointer move within the same grid cell changes nothing: the same state, so no re-render.
  if (height === heights[x]) return state;
  heights[x] = height;
  return settle(state, {
    ...state,
    ...coefficientsFromHeights(heights[-1], heights[0], heights[1]),
  });
}

/** Sets one coefficient from a number field (already validated). */
export function setCoefficient(
  state: QuadraticState,
  name: 'a' | 'b' | 'c',
  value: number,
): QuadraticState {
  if (!Number.isFinite(value) || Math.abs(value) > COEFFICIENT_BOUND) return state;
  return settle(state, { ...state, [name]: value === 0 ? 0 : value });
}

// ---- Presets and permalink ----

const coefficient = numberCodec(-COEFFICIENT_BOUND, COEFFICIENT_BOUND);

export const quadraticModel = figureModel({
  fields: {
    a: coefficient,
    b: coefficient,
    c: coefficient,
    snap: booleanCodec,
    k: numberCodec(K_MIN, K_MAX, true),
  },
  // The default parabola is the first preset: x² − 3x + 2 = (x − 1)(x − 2), two roots on the grid.
  defaults: { ...(quadraticPresets[0]?.input ?? { a: 1, b: -3, c: 2 }), snap: true, k: DEFAULT_K },
  presets: quadraticPresets,
  inputOf: ({ a, b, c }): Coefficients => ({ a, b, c }),
});

const { settle } = quadraticModel;
