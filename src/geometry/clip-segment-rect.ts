/**
 * Segment vs closed axis-aligned rectangle: the Liang–Barsky algorithm with every case told apart.
 * Kinds, reasons, flags, raw tEnter/tExit and exactness: README, `clipSegmentRect`; derived in the
 * article "Segment vs rectangle (Liang–Barsky)" (source: ChickenProp's gist and its comments).
 *
 * γ(t) = p0 + t·Δ. On each axis the segment crosses one boundary first (entering) and one last
 * (leaving); tEnter is the later entering time, tExit the earlier leaving one. One decision tree,
 * `clipSegmentRect`: which axis gives tEnter, which gives tExit, and the sign of tEnter − tExit,
 * each a float filter on the quotients, else the exact side of the line on which the corner of the
 * two boundaries lies; every other decision compares input doubles directly.
 */

import { crossOfDifferencesSign } from './differences';
import { EPSILON, filteredSign, noNegativeZero, type Sign } from './filter';
import { vec2, type Vec2 } from './vec2';

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
 * that (8ε, so the rounding of the difference and of the bound cannot matter) over the sum of all
 * four |q| (one bound for the three decisions), and 2^-1060 for the absolute part. A non-finite
 * quotient makes it Infinity or NaN: undecided.
 */
const QUOTIENT_ERROR = 8 * EPSILON;
const UNDERFLOW_ERROR = 2 ** -1060;

/** Reads an input field without trusting the input's type (it may come from a URL). */
type Loose = { readonly [key: string]: unknown } | null | undefined;

/**
 * Clips the segment p0→p1 against the closed rectangle and names the case: the one decision
 * tree. Total: invalid input (a non-finite or missing number, min > max) gives `invalid-input`.
 */
export function clipSegmentRect(input: ClipInput): ClipResult {
  // Runtime guard, field by field (input may come from a URL): each number is read once.
  if (typeof input !== 'object' || input === null) return invalidResult();
  const p0 = input.p0 as Loose;
  const p1 = input.p1 as Loose;
  const rect = input.rect as Loose;
  if (typeof p0 !== 'object' || p0 === null || typeof p1 !== 'object' || p1 === null) {
    return invalidResult();
  }
  if (typeof rect !== 'object' || rect === null) return invalidResult();
  const x0 = p0['x'] as number;
  const y0 = p0['y'] as number;
  const x1 = p1['x'] as number;
  const y1 = p1['y'] as number;
  const xMin = rect['xMin'] as number;
  const yMin = rect['yMin'] as number;
  const xMax = rect['xMax'] as number;
  const yMax = rect['yMax'] as number;
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

  // Δ's signs are exact: a difference of doubles is 0 only for equal doubles and never flips sign.
  const dx = x1 - x0;
  const dy = y1 - y0;
  if (dx === 0 && dy === 0) {
    // A point: no boundary constrains t, so the raw times stay at the loop's start values.
    if (x0 >= xMin && x0 <= xMax && y0 >= yMin && y0 <= yMax) {
      return {
        kind: 'inside',
        tEnter: -Infinity,
        tExit: Infinity,
        touches: false,
        alongEdge: false,
      };
    }
    return outside('point', -Infinity, Infinity);
  }

  // Each axis's entering and leaving boundary and the four times as float quotients. No filter
  // below accepts a quotient of a parallel axis (±Infinity or NaN) or of an overflowing Δ (NaN,
  // on purpose): the exact predicates decide those.
  const enterX = dx > 0 ? xMin : xMax;
  const enterY = dy > 0 ? yMin : yMax;
  const exitX = dx > 0 ? xMax : xMin;
  const exitY = dy > 0 ? yMax : yMin;
  const divX = dx + (dx - dx); // Δx, or NaN (∞ − ∞) where it overflowed
  const divY = dy + (dy - dy);
  const qEnterX = (enterX - x0) / divX;
  const qEnterY = (enterY - y0) / divY;
  const qExitX = (exitX - x0) / divX;
  const qExitY = (exitY - y0) / divY;

  // The decisions: which axis gives tEnter (the later entering time), which gives tExit (the
  // earlier leaving time), then the sign of tEnter − tExit. Each is read off the quotients when
  // they differ by more than their error, else decided exactly.
  const error =
    QUOTIENT_ERROR * (Math.abs(qEnterX) + Math.abs(qEnterY) + Math.abs(qExitX) + Math.abs(qExitY)) +
    UNDERFLOW_ERROR;
  const enterOrder = filteredSign(qEnterX - qEnterY, error) ?? rowOrder(input, ENTERING, ENTERING);
  const exitOrder = filteredSign(qExitX - qExitY, error) ?? rowOrder(input, LEAVING, LEAVING);
  const enterOnX = enterOrder >= 0; // both on a tie
  const enterOnY = enterOrder <= 0;
  const exitOnX = exitOrder <= 0;
  const exitOnY = exitOrder >= 0;
  const qEnter = enterOnX ? qEnterX : qEnterY;
  const qExit = exitOnX ? qExitX : qExitY;
  const relation = filteredSign(qEnter - qExit, error) ?? enterExitOrder(input, enterOnX, exitOnX);
  const touches = relation === 0;
  const tEnter =
    qEnter - qEnter === 0 ? noNegativeZero(qEnter) : rowTime(input, enterOnX, ENTERING);
  const tExit = touches
    ? tEnter
    : qExit - qExit === 0
      ? noNegativeZero(qExit)
      : rowTime(input, exitOnX, LEAVING);

  // The case. tEnter > tExit: the line misses, and both endpoints are outside. Otherwise t_k
  // against 0 or 1 is where p0 or p1 lies relative to boundary k: comparisons of input doubles.
  if (relation > 0) return outside('line-misses', tEnter, tExit);
  const p0Inside = x0 >= xMin && x0 <= xMax && y0 >= yMin && y0 <= yMax;
  const p1Inside = x1 >= xMin && x1 <= xMax && y1 >= yMin && y1 <= yMax;
  if (!p0Inside && !p1Inside) {
    const reason: ClipReason | undefined =
      (dx === 0 && (x0 < xMin || x0 > xMax)) || (dy === 0 && (y0 < yMin || y0 > yMax))
        ? 'parallel'
        : (dx > 0 ? x1 < xMin : x1 > xMax) || (dy > 0 ? y1 < yMin : y1 > yMax)
          ? 'ahead' // tEnter > 1: an entering boundary is still ahead of p1
          : (dx > 0 ? x0 > xMax : x0 < xMin) || (dy > 0 ? y0 > yMax : y0 < yMin)
            ? 'behind' // tExit < 0: a leaving boundary is already behind p0
            : undefined;
    if (reason !== undefined) return outside(reason, tEnter, tExit);
  }
  const kind = p0Inside ? (p1Inside ? 'inside' : 'exits') : p1Inside ? 'enters' : 'crosses';

  // Along an edge: the segment lies on a boundary line (Δy = 0 on yMin or yMax, Δx = 0 on xMin
  // or xMax) and its common part [max(tEnter, 0), min(tExit, 1)] has positive length.
  const alongEdge =
    ((dy === 0 && (y0 === yMin || y0 === yMax)) || (dx === 0 && (x0 === xMin || x0 === xMax))) &&
    (kind === 'inside' ||
      (kind === 'enters' && (enterOnX ? x1 !== enterX : y1 !== enterY)) || // not tEnter = 1
      (kind === 'exits' && (exitOnX ? x0 !== exitX : y0 !== exitY)) || // not tExit = 0
      (kind === 'crosses' && relation < 0));
  if (kind === 'inside') return { kind, tEnter, tExit, touches, alongEdge };

  // Points: a coordinate is a boundary's value where a row of its axis gives the time (both rows
  // at a corner, where tEnter = tExit), else interpolated; so a point lies on the rectangle.
  const atX = touches && (enterOnX || exitOnX);
  const atY = touches && (enterOnY || exitOnY);
  let enter: Vec2 | undefined;
  let exit: Vec2 | undefined;
  if (kind !== 'exits') {
    const along = alongBoundary(enterOnX, tEnter, x0, y0, x1, y1, dx, dy, xMin, yMin, xMax, yMax);
    enter = vec2(enterOnX ? enterX : atX ? exitX : along, enterOnY ? enterY : atY ? exitY : along);
  }
  if (kind !== 'enters') {
    const along = alongBoundary(exitOnX, tExit, x0, y0, x1, y1, dx, dy, xMin, yMin, xMax, yMax);
    exit = vec2(exitOnX ? exitX : atX ? enterX : along, exitOnY ? exitY : atY ? enterY : along);
  }
  if (enter === undefined) return { kind, tEnter, tExit, exit: exit!, touches, alongEdge };
  if (exit === undefined) return { kind, tEnter, tExit, enter, touches, alongEdge };
  return { kind, tEnter, tExit, enter, exit, touches, alongEdge };
}

/** The result for input that fails the guard. */
function invalidResult(): ClipResult {
  return { kind: 'invalid-input', tEnter: 0, tExit: 0, touches: false, alongEdge: false };
}

/** No common point, for the first reason that applies. */
function outside(reason: ClipReason, tEnter: number, tExit: number): ClipResult {
  return { kind: 'outside', reason, tEnter, tExit, touches: false, alongEdge: false };
}

// ---------------------------------------------------------------------------------------------
// The exact fallbacks (cold: each takes the validated input, so no number is boxed on the hot path)

/** A row's role, as the fallbacks' `leaving` flags. */
const ENTERING = false;
const LEAVING = true;

/** The boundary of a row: x (`onX`) or y, the one γ leaves through (`leaving`) or enters. */
function rowBoundary(input: ClipInput, onX: boolean, leaving: boolean): number {
  const { p0, p1, rect } = input;
  const forward = onX ? p1.x > p0.x : p1.y > p0.y;
  if (onX) return leaving === forward ? rect.xMax : rect.xMin;
  return leaving === forward ? rect.yMax : rect.yMin;
}

/**
 * Sign of t_x − t_y, exactly, for the x row and the y row given by their roles: with Δx, Δy ≠ 0,
 * t_x − t_y = −cross(Δ, corner − p0)/(Δx·Δy), the side of the line on which the corner of the two
 * boundaries lies. An axis along which γ does not move never reaches its boundary: its time
 * counts as −∞ among entering rows and +∞ among leaving ones.
 */
function rowOrder(input: ClipInput, xLeaving: boolean, yLeaving: boolean): Sign {
  const { p0, p1 } = input;
  if (p1.x === p0.x) return xLeaving ? 1 : -1;
  if (p1.y === p0.y) return yLeaving ? -1 : 1;
  const cornerX = rowBoundary(input, true, xLeaving);
  const cornerY = rowBoundary(input, false, yLeaving);
  const side = crossOfDifferencesSign(p1.x, p0.x, p1.y, p0.y, cornerX, p0.x, cornerY, p0.y);
  const sameDirections = p1.x > p0.x === p1.y > p0.y;
  return side === 0 ? 0 : side > 0 === sameDirections ? -1 : 1;
}

/** Sign of tEnter − tExit, exactly, given the axes of the rows that give them. */
function enterExitOrder(input: ClipInput, enterOnX: boolean, exitOnX: boolean): Sign {
  const { rect } = input;
  // The same axis: (enter − exit)/Δ = −(max − min)/|Δ|, zero only for a degenerate rectangle.
  if (enterOnX && exitOnX) return rect.xMin === rect.xMax ? 0 : -1;
  if (!enterOnX && !exitOnX) return rect.yMin === rect.yMax ? 0 : -1;
  if (enterOnX) return rowOrder(input, ENTERING, LEAVING);
  const order = rowOrder(input, LEAVING, ENTERING); // tExit − tEnter
  return order === 0 ? 0 : order > 0 ? -1 : 1;
}

/** A row's time where its float quotient is not finite: recomputed without overflow. */
function rowTime(input: ClipInput, onX: boolean, leaving: boolean): number {
  const { p0, p1 } = input;
  const a0 = onX ? p0.x : p0.y;
  const a1 = onX ? p1.x : p1.y;
  return ratioOfDifferences(rowBoundary(input, onX, leaving), a0, a1, a0);
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
  dx: number,
  dy: number,
  xMin: number,
  yMin: number,
  xMax: number,
  yMax: number,
): number {
  const a0 = onX ? y0 : x0;
  const a1 = onX ? y1 : x1;
  const delta = onX ? dy : dx;
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
  const enterOrder = rowOrder(input, ENTERING, ENTERING);
  const exitOrder = rowOrder(input, LEAVING, LEAVING);
  const { p0, p1, rect } = input;
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
