/**
 * Segment vs closed axis-aligned rectangle: the Liang–Barsky algorithm with every case told apart.
 * Kinds, reasons, flags, raw tEnter/tExit and exactness: README, `clipSegmentRect`; derived in the
 * article "Segment vs rectangle (Liang–Barsky)" (source: ChickenProp's gist and its comments).
 *
 * γ(t) = p0 + t·Δ. On each axis the segment crosses one boundary first (entering) and one last
 * (leaving); tEnter is the later entering time, tExit the earlier leaving one. One decision tree,
 * `clipCase`: which axis gives tEnter, which gives tExit, and the sign of tEnter − tExit, each a
 * float filter on the quotients, else the exact side of the line on which the corner of the two
 * boundaries lies; every other decision compares input doubles directly.
 *
 * Two entry points, one algorithm: `clipSegmentRectInto` (the hot loop's: numbers in, a case code
 * out, the numbers written into the caller's Float64Array, no allocation; finite input and
 * min ≤ max are its precondition, `clipSegmentRectIntoChecked` checks them) and `clipSegmentRect`,
 * the object API over it. Both call the one decision tree, `clipCase`: the hot loop's entry point
 * stores its numbers in a module scratch array for it (no double crosses a call V8 may not inline,
 * where it would be boxed on the heap), the object API hands it the input object, which it
 * validates into locals; the tree writes the buffer or builds the object from the same locals, so
 * the object API makes no round trip through a buffer.
 */

import { crossOfDifferencesSign } from './differences';
import { filteredSign, noNegativeZero, type Sign } from './filter';
import type { Vec2 } from './vec2';

/** A closed axis-aligned rectangle, xMin ≤ x ≤ xMax and yMin ≤ y ≤ yMax. */
export type Rect = {
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
};

export type ClipInput = { readonly p0: Vec2; readonly p1: Vec2; readonly rect: Rect };

export type ClipKind = 'inside' | 'enters' | 'exits' | 'crosses' | 'outside' | 'invalid-input';

export type ClipReason = 'parallel' | 'line-misses' | 'ahead' | 'behind' | 'point';

export type ClipResult = {
  readonly kind: ClipKind;
  /** Only for `outside`: why there is no common point. */
  readonly reason?: ClipReason;
  /** Raw max of q_k/p_k over entering boundaries; −Infinity for a point segment, 0 if invalid. */
  readonly tEnter: number;
  /** Raw min of q_k/p_k over leaving boundaries; +Infinity for a point segment, 0 if invalid. */
  readonly tExit: number;
  /** Where the segment enters (`enters`, `crosses`). */
  readonly enter?: Vec2;
  /** Where the segment leaves (`exits`, `crosses`). */
  readonly exit?: Vec2;
  /** tEnter = tExit: the line meets the rectangle in one point. */
  readonly touches: boolean;
  /** A common part of positive length lies in the rectangle's boundary. */
  readonly alongEdge: boolean;
};

/** One boundary's line of the live Liang–Barsky table. */
export type LiangBarskyRow = {
  /** 1 = xMin (left in y-up), 2 = xMax, 3 = yMin, 4 = yMax. */
  readonly k: 1 | 2 | 3 | 4;
  readonly boundary: 'xMin' | 'xMax' | 'yMin' | 'yMax';
  readonly p: number;
  readonly q: number;
  /** q/p, the time γ(t) is on this boundary's line; absent when p = 0 (parallel). */
  readonly t?: number;
  readonly role: 'entering' | 'leaving' | 'parallel';
  /** Parallel and q < 0: the whole line is outside this boundary. */
  readonly rejects: boolean;
  /** This row's t is tEnter (entering row) or tExit (leaving row); both rows on a tie. */
  readonly decisive: boolean;
};

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * The float filter's error bound. With finite Δ each boundary time is q = fl(fl(b − a0)/fl(a1 −
 * a0)). A finite difference of doubles has relative error ≤ ε (one in the subnormal range is
 * exact) and the division adds ≤ ε more, so q = t·(1 + δ) with |δ| ≤ 3ε + O(ε²), plus an absolute
 * 2^-1075 when q itself is subnormal. Two true times are therefore ordered as their quotients are
 * when |q_a − q_b| exceeds 4ε·(|q_a| + |q_b|) plus that absolute term. The bound used is twice
 * that (QUOTIENT_ERROR = 8ε = 2^-50, so the rounding of the difference and of the bound cannot
 * matter) over the sum of all four |q| (one bound for the three decisions), and UNDERFLOW_ERROR =
 * 2^-1060 for the absolute part. A non-finite quotient makes it Infinity or NaN: undecided.
 */

/** Reads an input field without trusting the input's type (it may come from a URL). */
type Loose = { readonly [key: string]: unknown } | null | undefined;

// ---------------------------------------------------------------------------------------------
// The hot-loop entry point's case codes and buffer

/** Code of `invalid-input` (only the checked entry point returns it). */
export const CLIP_INVALID_INPUT = 0;
/** Code of `inside`: both endpoints in the rectangle. */
export const CLIP_INSIDE = 1;
/** Code of `enters`: p0 outside, p1 inside; the entry point is written. */
export const CLIP_ENTERS = 2;
/** Code of `exits`: p0 inside, p1 outside; the exit point is written. */
export const CLIP_EXITS = 3;
/** Code of `crosses`: both outside, the segment passes through; both points are written. */
export const CLIP_CROSSES = 4;
/** Code of `outside` / `parallel`: parallel to an axis and beside the rectangle. */
export const CLIP_OUTSIDE_PARALLEL = 5;
/** Code of `outside` / `line-misses`: the segment's line passes the rectangle by. */
export const CLIP_OUTSIDE_LINE_MISSES = 6;
/** Code of `outside` / `ahead`: the rectangle lies beyond p1. */
export const CLIP_OUTSIDE_AHEAD = 7;
/** Code of `outside` / `behind`: the rectangle lies before p0. */
export const CLIP_OUTSIDE_BEHIND = 8;
/** Code of `outside` / `point`: a zero-length segment outside the rectangle. */
export const CLIP_OUTSIDE_POINT = 9;

/** The `kind` of each case code: `CLIP_KINDS[code]`. */
export const CLIP_KINDS: readonly ClipKind[] = [
  'invalid-input',
  'inside',
  'enters',
  'exits',
  'crosses',
  'outside',
  'outside',
  'outside',
  'outside',
  'outside',
];

/** The `reason` of each case code (undefined where there is none): `CLIP_REASONS[code]`. */
export const CLIP_REASONS: readonly (ClipReason | undefined)[] = [
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  'parallel',
  'line-misses',
  'ahead',
  'behind',
  'point',
];

/** Length of the buffer `clipSegmentRectInto` writes. */
export const CLIP_OUT_LENGTH = 8;

/**
 * The problem's numbers, x0 y0 x1 y1 xMin yMin xMax yMax, as the hot-loop entry point hands them
 * to `clipCase`: stored here rather than passed, so no double crosses a call V8 does not inline
 * (it would be boxed on the heap).
 */
const IN = new Float64Array(8);

/**
 * The hot-loop entry point: `clipSegmentRect` for the segment (x0, y0)→(x1, y1) and the closed
 * rectangle [xMin, xMax] × [yMin, yMax], with no allocation. Returns the case code (`CLIP_INSIDE`,
 * `CLIP_ENTERS`, `CLIP_EXITS`, `CLIP_CROSSES`, `CLIP_OUTSIDE_PARALLEL` … `CLIP_OUTSIDE_POINT`;
 * `CLIP_KINDS[code]` and `CLIP_REASONS[code]` are the kind and reason; the segment meets the
 * rectangle exactly when `code <= CLIP_CROSSES`, as this entry point never returns
 * `CLIP_INVALID_INPUT`) and writes, exactly the numbers of `clipSegmentRect` (NaN where its field
 * is absent):
 *
 * | slot       | value                                                                  |
 * | ---------- | ---------------------------------------------------------------------- |
 * | `out[0]`   | tEnter, raw (−Infinity for a zero-length segment)                      |
 * | `out[1]`   | tExit, raw (+Infinity for a zero-length segment)                       |
 * | `out[2–3]` | the entry point (`enters`, `crosses`), else NaN                        |
 * | `out[4–5]` | the exit point (`exits`, `crosses`), else NaN                          |
 * | `out[6]`   | `touches`: 1 when tEnter = tExit (one common point), else 0            |
 * | `out[7]`   | `alongEdge`: 1 when a common part of positive length lies in the boundary, else 0 |
 *
 * Precondition: finite numbers, xMin ≤ xMax and yMin ≤ yMax (not checked; outside it the answer
 * is unspecified and the call may throw). `clipSegmentRectIntoChecked` checks it.
 *
 * In a hot loop: allocate `out` once (`new Float64Array(CLIP_OUT_LENGTH)`). This entry point only
 * stores its arguments and calls the decision tree, so V8 inlines it into a caller's optimized
 * loop and no argument is boxed.
 */
export function clipSegmentRectInto(
  out: Float64Array,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  xMin: number,
  yMin: number,
  xMax: number,
  yMax: number,
): number {
  IN[0] = x0;
  IN[1] = y0;
  IN[2] = x1;
  IN[3] = y1;
  IN[4] = xMin;
  IN[5] = yMin;
  IN[6] = xMax;
  IN[7] = yMax;
  return clipCase(out, undefined) as number;
}

/**
 * `clipSegmentRectInto` for any input: a non-finite number or min > max gives
 * `CLIP_INVALID_INPUT` with the numbers of `clipSegmentRect`'s `invalid-input` (tEnter = tExit =
 * 0, flags 0, no points).
 */
export function clipSegmentRectIntoChecked(
  out: Float64Array,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  xMin: number,
  yMin: number,
  xMax: number,
  yMax: number,
): number {
  if (isValidProblem(x0, y0, x1, y1, xMin, yMin, xMax, yMax)) {
    return clipSegmentRectInto(out, x0, y0, x1, y1, xMin, yMin, xMax, yMax);
  }
  out[0] = out[1] = 0;
  out[2] = out[3] = out[4] = out[5] = NaN;
  out[6] = out[7] = 0;
  return CLIP_INVALID_INPUT;
}

/**
 * Clips the segment p0→p1 against the closed rectangle and names the case: the one decision
 * tree, for both entry points. With `out` (the hot loop's) it reads the numbers from IN, writes
 * them into `out` (layout: `clipSegmentRectInto`) and returns the case code; without (the object
 * API's) it reads and checks `input` and returns the result object. Only the reading of the
 * numbers and the writing of the answer differ: every decision is made once, here.
 */
function clipCase(
  out: Float64Array | undefined,
  input: ClipInput | undefined,
): number | ClipResult {
  let x0: number, y0: number, x1: number, y1: number;
  let xMin: number, yMin: number, xMax: number, yMax: number;
  if (out !== undefined) {
    x0 = IN[0]!;
    y0 = IN[1]!;
    x1 = IN[2]!;
    y1 = IN[3]!;
    xMin = IN[4]!;
    yMin = IN[5]!;
    xMax = IN[6]!;
    yMax = IN[7]!;
  } else {
    // The object API's guard, field by field (input may come from a URL), each number read once.
    if (typeof input !== 'object' || input === null) return invalidResult();
    const p0 = input.p0 as Loose;
    const p1 = input.p1 as Loose;
    const rect = input.rect as Loose;
    if (!isObject(p0) || !isObject(p1) || !isObject(rect)) return invalidResult();
    x0 = p0['x'] as number;
    y0 = p0['y'] as number;
    x1 = p1['x'] as number;
    y1 = p1['y'] as number;
    xMin = rect['xMin'] as number;
    yMin = rect['yMin'] as number;
    xMax = rect['xMax'] as number;
    yMax = rect['yMax'] as number;
    if (!(
      Number.isFinite(x0) &&
      Number.isFinite(y0) &&
      Number.isFinite(x1) &&
      Number.isFinite(y1) &&
      Number.isFinite(xMin) &&
      Number.isFinite(yMin) &&
      Number.isFinite(xMax) &&
      Number.isFinite(yMax) &&
      xMin <= xMax &&
      yMin <= yMax
    )) {
      return invalidResult();
    }
  }

  // The answer: the case, the raw times, the points (NaN where absent) and the flags.
  let code: number;
  let tEnter = -Infinity;
  let tExit = Infinity;
  let enterX = NaN;
  let enterY = NaN;
  let exitX = NaN;
  let exitY = NaN;
  let touches = false;
  let alongEdge = false;

  // Δ's signs are exact: a difference of doubles is 0 only for equal doubles and never flips sign.
  const dx = x1 - x0;
  const dy = y1 - y0;
  if (dx === 0 && dy === 0) {
    // A point: no boundary constrains t, so the raw times stay at the loop's start values.
    code = x0 >= xMin && x0 <= xMax && y0 >= yMin && y0 <= yMax ? CLIP_INSIDE : CLIP_OUTSIDE_POINT;
  } else {
    // Each axis's entering and leaving boundary.
    const enterX0 = dx > 0 ? xMin : xMax;
    const enterY0 = dy > 0 ? yMin : yMax;
    const exitX0 = dx > 0 ? xMax : xMin;
    const exitY0 = dy > 0 ? yMax : yMin;

    // Each axis's times as float quotients. No filter below accepts the quotient of a parallel
    // axis (±∞ or NaN) or of an overflowing Δ (NaN, on purpose): the exact predicates decide those.
    const divX = dx + (dx - dx); // Δx, or NaN (∞ − ∞) where it overflowed
    const divY = dy + (dy - dy);
    const qEnterX = (enterX0 - x0) / divX;
    const qEnterY = (enterY0 - y0) / divY;
    const qExitX = (exitX0 - x0) / divX;
    const qExitY = (exitY0 - y0) / divY;

    // The decisions: which axis gives tEnter (the later entering time), which gives tExit (the
    // earlier leaving time), then the sign of tEnter − tExit. Each is read off the quotients when
    // they differ by more than their error (QUOTIENT_ERROR and UNDERFLOW_ERROR as literals, which
    // V8 folds), else decided exactly: t_x − t_y = −cross(Δ, corner − p0)/(Δx·Δy) is the side of
    // the segment's line on which the corner of the two boundaries lies (rowOrder).
    const error =
      2 ** -50 * (Math.abs(qEnterX) + Math.abs(qEnterY) + Math.abs(qExitX) + Math.abs(qExitY)) +
      2 ** -1060;
    const enterOrder =
      filteredSign(qEnterX - qEnterY, error) ??
      rowOrder(x0, y0, x1, y1, enterX0, enterY0, ENTERING, ENTERING);
    const exitOrder =
      filteredSign(qExitX - qExitY, error) ??
      rowOrder(x0, y0, x1, y1, exitX0, exitY0, LEAVING, LEAVING);
    const enterOnX = enterOrder >= 0; // both on a tie
    const enterOnY = enterOrder <= 0;
    const exitOnX = exitOrder <= 0;
    const exitOnY = exitOrder >= 0;
    const qEnter = enterOnX ? qEnterX : qEnterY;
    const qExit = exitOnX ? qExitX : qExitY;
    const relation =
      filteredSign(qEnter - qExit, error) ??
      enterExitOrder(x0, y0, x1, y1, enterX0, enterY0, exitX0, exitY0, enterOnX, exitOnX);
    tEnter =
      qEnter - qEnter === 0
        ? noNegativeZero(qEnter)
        : enterOnX
          ? ratioOfDifferences(enterX0, x0, x1, x0)
          : ratioOfDifferences(enterY0, y0, y1, y0);
    tExit =
      relation === 0
        ? tEnter
        : qExit - qExit === 0
          ? noNegativeZero(qExit)
          : exitOnX
            ? ratioOfDifferences(exitX0, x0, x1, x0)
            : ratioOfDifferences(exitY0, y0, y1, y0);

    // The case. tEnter > tExit: the line misses, and both endpoints are outside. Otherwise t_k
    // against 0 or 1 is where p0 or p1 lies relative to boundary k: comparisons of input doubles.
    const p0Inside = x0 >= xMin && x0 <= xMax && y0 >= yMin && y0 <= yMax;
    const p1Inside = x1 >= xMin && x1 <= xMax && y1 >= yMin && y1 <= yMax;
    code =
      relation > 0
        ? CLIP_OUTSIDE_LINE_MISSES
        : p0Inside
          ? p1Inside
            ? CLIP_INSIDE
            : CLIP_EXITS
          : p1Inside
            ? CLIP_ENTERS
            : (dx === 0 && (x0 < xMin || x0 > xMax)) || (dy === 0 && (y0 < yMin || y0 > yMax))
              ? CLIP_OUTSIDE_PARALLEL
              : (dx > 0 ? x1 < xMin : x1 > xMax) || (dy > 0 ? y1 < yMin : y1 > yMax)
                ? CLIP_OUTSIDE_AHEAD // tEnter > 1: an entering boundary is still ahead of p1
                : (dx > 0 ? x0 > xMax : x0 < xMin) || (dy > 0 ? y0 > yMax : y0 < yMin)
                  ? CLIP_OUTSIDE_BEHIND // tExit < 0: a leaving boundary is already behind p0
                  : CLIP_CROSSES;

    if (code <= CLIP_CROSSES) {
      touches = relation === 0;
      // Along an edge: the segment lies on a boundary line (Δy = 0 on yMin or yMax, Δx = 0 on
      // xMin or xMax) and its common part [max(tEnter, 0), min(tExit, 1)] has positive length.
      alongEdge =
        ((dy === 0 && (y0 === yMin || y0 === yMax)) ||
          (dx === 0 && (x0 === xMin || x0 === xMax))) &&
        (code === CLIP_INSIDE ||
          (code === CLIP_ENTERS && (enterOnX ? x1 !== enterX0 : y1 !== enterY0)) || // not tEnter = 1
          (code === CLIP_EXITS && (exitOnX ? x0 !== exitX0 : y0 !== exitY0)) || // not tExit = 0
          (code === CLIP_CROSSES && relation < 0));

      // Points: a coordinate is a boundary's value where a row of its axis gives the time (both
      // rows at a corner, where tEnter = tExit), else interpolated; so a point lies on the
      // rectangle.
      const atX = touches && (enterOnX || exitOnX);
      const atY = touches && (enterOnY || exitOnY);
      if (code === CLIP_ENTERS || code === CLIP_CROSSES) {
        const along = alongBoundary(enterOnX, tEnter, x0, y0, x1, y1, xMin, yMin, xMax, yMax);
        enterX = noNegativeZero(enterOnX ? enterX0 : atX ? exitX0 : along);
        enterY = noNegativeZero(enterOnY ? enterY0 : atY ? exitY0 : along);
      }
      if (code === CLIP_EXITS || code === CLIP_CROSSES) {
        const along = alongBoundary(exitOnX, tExit, x0, y0, x1, y1, xMin, yMin, xMax, yMax);
        exitX = noNegativeZero(exitOnX ? exitX0 : atX ? enterX0 : along);
        exitY = noNegativeZero(exitOnY ? exitY0 : atY ? enterY0 : along);
      }
    }
  }

  if (out !== undefined) {
    out[0] = tEnter;
    out[1] = tExit;
    out[2] = enterX;
    out[3] = enterY;
    out[4] = exitX;
    out[5] = exitY;
    out[6] = touches ? 1 : 0;
    out[7] = alongEdge ? 1 : 0;
    return code;
  }
  if (code > CLIP_CROSSES) {
    const reason = CLIP_REASONS[code]!;
    return { kind: 'outside', reason, tEnter, tExit, touches: false, alongEdge: false };
  }
  if (code === CLIP_INSIDE) return { kind: 'inside', tEnter, tExit, touches, alongEdge };
  if (code === CLIP_EXITS) {
    const exit = { x: exitX, y: exitY };
    return { kind: 'exits', tEnter, tExit, exit, touches, alongEdge };
  }
  const enter = { x: enterX, y: enterY };
  if (code === CLIP_ENTERS) return { kind: 'enters', tEnter, tExit, enter, touches, alongEdge };
  const exit = { x: exitX, y: exitY };
  return { kind: 'crosses', tEnter, tExit, enter, exit, touches, alongEdge };
}

/**
 * Clips the segment p0→p1 against the closed rectangle and names the case. Total: invalid input
 * (a non-finite or missing number, min > max) gives `invalid-input`. The object form of
 * `clipSegmentRectInto`: the same decision tree, answering with an object.
 */
export function clipSegmentRect(input: ClipInput): ClipResult {
  return clipCase(undefined, input) as ClipResult;
}

/** An input field that may hold a point or a rectangle (not null, which typeof calls an object). */
function isObject(value: Loose): value is { readonly [key: string]: unknown } {
  return typeof value === 'object' && value !== null;
}

/**
 * The precondition of `clipSegmentRectInto`: eight finite numbers (a field read from a loose
 * object may be anything else), xMin ≤ xMax and yMin ≤ yMax. Small, so V8 inlines it and no
 * number is boxed. `clipCase` writes the same test inline for the object API on purpose: called
 * there, it took V8's inlining budget from the tree (snapped queries 845 → 951 instructions).
 */
function isValidProblem(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  xMin: number,
  yMin: number,
  xMax: number,
  yMax: number,
): boolean {
  return (
    Number.isFinite(x0) &&
    Number.isFinite(y0) &&
    Number.isFinite(x1) &&
    Number.isFinite(y1) &&
    Number.isFinite(xMin) &&
    Number.isFinite(yMin) &&
    Number.isFinite(xMax) &&
    Number.isFinite(yMax) &&
    xMin <= xMax &&
    yMin <= yMax
  );
}

/** The result for input that fails the guard. */
function invalidResult(): ClipResult {
  return { kind: 'invalid-input', tEnter: 0, tExit: 0, touches: false, alongEdge: false };
}

// ---------------------------------------------------------------------------------------------
// The exact fallbacks (cold: their numbers are passed, and boxed only when they are called)

/** A row's role, as the fallbacks' `leaving` flags. */
const ENTERING = false;
const LEAVING = true;

/**
 * Sign of t_x − t_y, exactly, for the x row and the y row whose boundaries meet at the corner
 * (cornerX, cornerY), given their roles: with Δx, Δy ≠ 0, t_x − t_y = −cross(Δ, corner − p0)/
 * (Δx·Δy), the side of the line on which the corner lies. An axis along which γ does not move
 * never reaches its boundary: its time counts as −∞ among entering rows and +∞ among leaving
 * ones.
 */
function rowOrder(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  cornerX: number,
  cornerY: number,
  xLeaving: boolean,
  yLeaving: boolean,
): Sign {
  if (x1 === x0) return xLeaving ? 1 : -1;
  if (y1 === y0) return yLeaving ? -1 : 1;
  const side = crossOfDifferencesSign(x1, x0, y1, y0, cornerX, x0, cornerY, y0);
  const sameDirections = x1 > x0 === y1 > y0;
  return side === 0 ? 0 : side > 0 === sameDirections ? -1 : 1;
}

/**
 * Sign of tEnter − tExit, exactly, given the axes of the rows that give them and each axis's
 * entering and leaving boundary.
 */
function enterExitOrder(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  enterX: number,
  enterY: number,
  exitX: number,
  exitY: number,
  enterOnX: boolean,
  exitOnX: boolean,
): Sign {
  // The same axis: (enter − exit)/Δ = −(max − min)/|Δ|, zero only for a degenerate rectangle.
  if (enterOnX && exitOnX) return enterX === exitX ? 0 : -1;
  if (!enterOnX && !exitOnX) return enterY === exitY ? 0 : -1;
  if (enterOnX) return rowOrder(x0, y0, x1, y1, enterX, exitY, ENTERING, LEAVING);
  const order = rowOrder(x0, y0, x1, y1, exitX, enterY, LEAVING, ENTERING); // tExit − tEnter
  return order === 0 ? 0 : order > 0 ? -1 : 1;
}

/**
 * (a − b)/(c − d) for c ≠ d, never NaN: a difference that overflows is recomputed on halved
 * operands (exact scaling), so the result is ±Infinity only when the true ratio is out of range.
 */
function ratioOfDifferences(a: number, b: number, c: number, d: number): number {
  const numerator = a - b;
  const denominator = c - d;
  if (Number.isFinite(numerator) && Number.isFinite(denominator)) {
    return noNegativeZero(numerator / denominator);
  }
  const halfNumerator = a / 2 - b / 2;
  const halfDenominator = c / 2 - d / 2;
  if (Number.isFinite(numerator)) return noNegativeZero(numerator / 2 / halfDenominator);
  if (Number.isFinite(denominator)) return noNegativeZero((halfNumerator / denominator) * 2);
  return noNegativeZero(halfNumerator / halfDenominator);
}

/**
 * The coordinate at time t ∈ [0, 1] along a crossed boundary: y on an x boundary (`onX`), else x.
 * Interpolated from the nearer end (t = 0 and t = 1 give the endpoints exactly) and clamped to the
 * rectangle and to the segment's own range, both of which contain the exact value.
 */
function alongBoundary(
  onX: boolean,
  t: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  xMin: number,
  yMin: number,
  xMax: number,
  yMax: number,
): number {
  const a0 = onX ? y0 : x0;
  const a1 = onX ? y1 : x1;
  const delta = a1 - a0;
  const lo = onX ? yMin : xMin;
  const hi = onX ? yMax : xMax;
  const value =
    delta - delta === 0 // finite
      ? t <= 0.5
        ? a0 + t * delta
        : a1 - (1 - t) * delta
      : (1 - t) * a0 + t * a1;
  // Plain comparisons instead of Math.min/max: no NaN can occur here.
  const low = delta > 0 ? (lo > a0 ? lo : a0) : lo > a1 ? lo : a1;
  const high = delta > 0 ? (hi < a1 ? hi : a1) : hi < a0 ? hi : a0;
  return value < low ? low : value > high ? high : value;
}

// ---------------------------------------------------------------------------------------------
// The live table

/**
 * The four rows of the Liang–Barsky table (p_k, q_k, t_k and each row's role) for the live
 * figure, with the rows that give tEnter and tExit marked by clipSegmentRect's own predicate.
 * Invalid input gives an empty array. p and q are rounded differences (exact on snapped inputs);
 * they, and t, can be ±Infinity only when a true value lies beyond the double range; never NaN.
 */
export function liangBarskyTable(input: ClipInput): LiangBarskyRow[] {
  if (clipSegmentRect(input).kind === 'invalid-input') return [];
  // Which rows give tEnter and tExit: the tree's first two decisions, by its exact predicate (the
  // filter, where it decides, agrees). Both rows of an axis on a tie.
  const { p0, p1, rect } = input;
  const forwardX = p1.x > p0.x;
  const forwardY = p1.y > p0.y;
  const enterOrder = rowOrder(
    p0.x,
    p0.y,
    p1.x,
    p1.y,
    forwardX ? rect.xMin : rect.xMax,
    forwardY ? rect.yMin : rect.yMax,
    ENTERING,
    ENTERING,
  );
  const exitOrder = rowOrder(
    p0.x,
    p0.y,
    p1.x,
    p1.y,
    forwardX ? rect.xMax : rect.xMin,
    forwardY ? rect.yMax : rect.yMin,
    LEAVING,
    LEAVING,
  );
  const row = (
    k: LiangBarskyRow['k'],
    boundary: LiangBarskyRow['boundary'],
    from: number,
    to: number,
    value: number,
    givesEnter: boolean,
    givesExit: boolean,
  ): LiangBarskyRow => {
    // Boundary `value` of the axis from → to: p = ±Δ and q the distance to it, signed so that
    // p > 0 leaves (the max boundaries) and p < 0 enters.
    const isMax = k === 2 || k === 4;
    const p = noNegativeZero(isMax ? to - from : from - to);
    const q = noNegativeZero(isMax ? value - from : from - value);
    if (from === to) {
      return { k, boundary, p, q, role: 'parallel', rejects: q < 0, decisive: false };
    }
    const leaving = to > from === isMax;
    const role = leaving ? 'leaving' : 'entering';
    const t = isMax
      ? ratioOfDifferences(value, from, to, from)
      : ratioOfDifferences(from, value, from, to);
    return {
      k,
      boundary,
      p,
      q,
      role,
      t,
      rejects: false,
      decisive: leaving ? givesExit : givesEnter,
    };
  };
  return [
    row(1, 'xMin', p0.x, p1.x, rect.xMin, enterOrder >= 0, exitOrder <= 0),
    row(2, 'xMax', p0.x, p1.x, rect.xMax, enterOrder >= 0, exitOrder <= 0),
    row(3, 'yMin', p0.y, p1.y, rect.yMin, enterOrder <= 0, exitOrder >= 0),
    row(4, 'yMax', p0.y, p1.y, rect.yMax, enterOrder <= 0, exitOrder >= 0),
  ];
}
