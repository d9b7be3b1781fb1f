/**
 * Segment vs closed axis-aligned rectangle: the Liang–Barsky algorithm, with every case told apart.
 *
 * Derived in the article 'Segment vs rectangle (Liang–Barsky)', §Four boundaries, two times and
 * §Every case (source: ChickenProp's gist and its comment thread, questions [A] and [B]).
 *
 * Conventions:
 * - The segment runs from `p0` (t = 0) to `p1` (t = 1): γ(t) = p0 + t·Δ with Δ = p1 − p0.
 * - The rectangle is the closed set xMin ≤ x ≤ xMax, yMin ≤ y ≤ yMax. Touching counts: a point on
 *   the boundary is inside. Only min/max names are used, so the algorithm is the same whether y
 *   points up (maths) or down (screens): mirroring the picture mirrors the answer.
 * - A degenerate rectangle (xMin = xMax or yMin = yMax) is a valid closed set (a segment or a
 *   point). min > max is `invalid-input`.
 * - For each boundary k: p = [−Δx, Δx, −Δy, Δy], q = [x0 − xMin, xMax − x0, y0 − yMin, yMax − y0].
 *   p_k < 0 enters, p_k > 0 leaves, p_k = 0 is parallel (outside for good when q_k < 0).
 *   `tEnter` = max of t_k = q_k/p_k over entering boundaries (−∞ when there are none), `tExit` =
 *   min over leaving ones (+∞ when none). They are the raw values: they are reported for every
 *   valid kind, parallel boundaries simply do not contribute, so they may lie outside [0, 1] and
 *   tEnter may exceed tExit.
 *
 * Kinds (exhaustive and exclusive; settles the comment thread's questions [A] and [B]):
 * - `inside`: p0 and p1 both in the rectangle (tEnter ≤ 0 and tExit ≥ 1). No points.
 * - `enters`: p0 outside, p1 inside; `enter` at tEnter ∈ (0, 1].
 * - `exits`: p0 inside, p1 outside; `exit` at tExit ∈ [0, 1).
 * - `crosses`: both outside and they meet, 0 < tEnter ≤ tExit < 1; `enter` and `exit` (the same
 *   point when it grazes a corner).
 * - `outside`: no common point; `reason` is the first that applies: `point` (Δ = 0), `parallel`
 *   (p_k = 0 and q_k < 0), `line-misses` (tEnter > tExit), `ahead` (tEnter > 1: heading towards
 *   it), `behind` (tExit < 0: heading away).
 * - A point segment (Δ = 0) is `inside` or `outside` with reason `point` by position; no boundary
 *   constrains its t, so tEnter = −Infinity and tExit = +Infinity (the loop's start values), both
 *   flags false, no points. These two infinities are the only non-finite numbers ever returned.
 * - Flags, on every kind (false for `outside` and for a point segment): `touches` is tEnter = tExit
 *   (the line meets the rectangle in exactly one point: a corner graze, also possible for
 *   `enters` at t = 1 and `exits` at t = 0, or a crossing of a degenerate rectangle); `alongEdge`
 *   is a common part of positive length lying in the boundary (Δy = 0 with y0 on yMin or yMax, or
 *   Δx = 0 with x0 on xMin or xMax).
 * - `invalid-input` (a missing field, a non-number, NaN, ±Infinity, min > max): tEnter = tExit = 0,
 *   flags false, no points, no reason.
 *
 * Exactness. Every decision is a comparison of some t_k with 0, 1 or another t_j:
 * - t_k against 0 or 1 is where p0 or p1 lies relative to boundary k: a comparison of two input
 *   doubles, exact as it stands (e.g. t_xMin ≤ 1 for Δx > 0 ⇔ x1 ≥ xMin).
 * - t_x against t_y (an x boundary against a y boundary) is the side of the line p0→p1 on which the
 *   corner (x_k, y_j) lies: the sign of cross(p1 − p0, corner − p0). On integers in [−1024, 1024]
 *   (and those scaled by one power of two) every difference and product is exact in doubles; for
 *   other doubles a forward error bound decides, and BigInt arithmetic (exact.ts) when it cannot.
 * - Two t of the same axis compare as xMin against xMax.
 * So kinds, reasons and flags are exact for every finite input. Numbers: each t is one correctly
 * rounded division of two differences (exact differences on snapped inputs); a difference that
 * overflows is recomputed on halved operands, so a t overflows to ±Infinity only when its true
 * value lies beyond the double range. Enter and exit points land exactly on the boundary they
 * cross: the crossed coordinate is set to that boundary's value (both coordinates at a corner),
 * the other is interpolated from the nearer endpoint and clamped to the rectangle and the segment,
 * so a reported point always lies on the closed rectangle and t = 0 or 1 gives p0 or p1 exactly.
 */

import { exact, exactCross, exactSign, exactSub } from './exact';
import { clean, isFiniteVec2, vec2, type Vec2 } from './vec2';

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
// Input checks

function isFiniteRect(rect: unknown): rect is Rect {
  if (typeof rect !== 'object' || rect === null) return false;
  const r = rect as Record<string, unknown>;
  return (
    Number.isFinite(r['xMin']) &&
    Number.isFinite(r['yMin']) &&
    Number.isFinite(r['xMax']) &&
    Number.isFinite(r['yMax'])
  );
}

/** Runtime guard: input may come from a URL, so every field is checked, not trusted. */
function isValidClipInput(input: unknown): input is ClipInput {
  if (typeof input !== 'object' || input === null) return false;
  const candidate = input as Record<string, unknown>;
  const rect = candidate['rect'];
  return (
    isFiniteVec2(candidate['p0'] as Vec2 | undefined) &&
    isFiniteVec2(candidate['p1'] as Vec2 | undefined) &&
    isFiniteRect(rect) &&
    rect.xMin <= rect.xMax &&
    rect.yMin <= rect.yMax
  );
}

function invalidResult(): ClipResult {
  return { kind: 'invalid-input', tEnter: 0, tExit: 0, touches: false, alongEdge: false };
}

// ---------------------------------------------------------------------------------------------
// Exact predicate: which side of the segment's line a corner lies on

const EPSILON = 2 ** -53;
/**
 * (a − b)·(c − d) − (e − f)·(g − h) with rounded differences and products errs by at most
 * (3ε + 16ε²)·(|left| + |right|) (Shewchuk's orient2d bound); 4ε leaves room, including the
 * absolute error of a product that lands in the subnormal range.
 */
const CROSS_ERROR_FACTOR = 4 * EPSILON;
/** Below this magnitude underflow could break the relative bound: decide exactly instead. */
const UNDERFLOW_GUARD = 2 ** -1000;

/** Sign of (ux1 − ux0)·(vy1 − vy0) − (uy1 − uy0)·(vx1 − vx0), exact for all finite doubles. */
function crossOfDifferencesSign(
  ux1: number,
  ux0: number,
  uy1: number,
  uy0: number,
  vx1: number,
  vx0: number,
  vy1: number,
  vy0: number,
): -1 | 0 | 1 {
  const left = (ux1 - ux0) * (vy1 - vy0);
  const right = (uy1 - uy0) * (vx1 - vx0);
  const determinant = left - right;
  const magnitude = Math.abs(left) + Math.abs(right);
  if (magnitude >= UNDERFLOW_GUARD) {
    // Also skipped when an overflow made magnitude infinite: the comparisons below are false.
    const bound = CROSS_ERROR_FACTOR * magnitude;
    if (determinant > bound) return 1;
    if (determinant < -bound) return -1;
  }
  return exactCrossOfDifferencesSign(ux1, ux0, uy1, uy0, vx1, vx0, vy1, vy0);
}

function exactCrossOfDifferencesSign(
  ux1: number,
  ux0: number,
  uy1: number,
  uy0: number,
  vx1: number,
  vx0: number,
  vy1: number,
  vy0: number,
): -1 | 0 | 1 {
  // A float difference is zero exactly when its operands are equal, so two vanishing products
  // with a zero factor each are an exact zero without BigInt.
  const factorZeroLeft = ux1 === ux0 || vy1 === vy0;
  const factorZeroRight = uy1 === uy0 || vx1 === vx0;
  if (factorZeroLeft && factorZeroRight) return 0;
  return exactSign(
    exactCross(
      exactSub(exact(ux1), exact(ux0)),
      exactSub(exact(uy1), exact(uy0)),
      exactSub(exact(vx1), exact(vx0)),
      exactSub(exact(vy1), exact(vy0)),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// The decisive boundaries

/** Bits naming the boundary rows that give tEnter and tExit (both bits of an axis on a tie). */
const ENTER_X = 1;
const ENTER_Y = 2;
const EXIT_X = 4;
const EXIT_Y = 8;

function directionSign(from: number, to: number): -1 | 0 | 1 {
  return to > from ? 1 : to < from ? -1 : 0;
}

/**
 * Sign of t_x − t_y, where t_x is when γ reaches x = cornerX and t_y when it reaches y = cornerY
 * (Δx, Δy ≠ 0). t_x − t_y = −cross(Δ, corner − p0)/(Δx·Δy): the corner's side of the line.
 */
function compareCornerTimes(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  cornerX: number,
  cornerY: number,
  signProduct: -1 | 1,
): -1 | 0 | 1 {
  const side = crossOfDifferencesSign(x1, x0, y1, y0, cornerX, x0, cornerY, y0);
  if (side === 0) return 0;
  return side === signProduct ? -1 : 1;
}

/**
 * Which rows give tEnter (the max over entering rows) and tExit (the min over leaving rows),
 * decided exactly. Requires Δ ≠ 0. A parallel axis has no rows, so the other axis gives both.
 */
function decisiveRows(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  rect: Rect,
  sx: -1 | 0 | 1,
  sy: -1 | 0 | 1,
): number {
  if (sx === 0) return ENTER_Y | EXIT_Y;
  if (sy === 0) return ENTER_X | EXIT_X;
  const signProduct = sx === sy ? 1 : -1;
  const enterX = sx > 0 ? rect.xMin : rect.xMax;
  const enterY = sy > 0 ? rect.yMin : rect.yMax;
  const exitX = sx > 0 ? rect.xMax : rect.xMin;
  const exitY = sy > 0 ? rect.yMax : rect.yMin;
  const enterOrder = compareCornerTimes(x0, y0, x1, y1, enterX, enterY, signProduct);
  const exitOrder = compareCornerTimes(x0, y0, x1, y1, exitX, exitY, signProduct);
  let rows = 0;
  if (enterOrder >= 0) rows |= ENTER_X;
  if (enterOrder <= 0) rows |= ENTER_Y;
  if (exitOrder <= 0) rows |= EXIT_X;
  if (exitOrder >= 0) rows |= EXIT_Y;
  return rows;
}

/** Sign of tEnter − tExit, exactly. */
function compareEnterExit(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  rect: Rect,
  sx: -1 | 0 | 1,
  sy: -1 | 0 | 1,
  rows: number,
): -1 | 0 | 1 {
  // Same axis: (enter − exit) = ∓(max − min)/|Δ| — equal only for a degenerate rectangle.
  if (rows & ENTER_X && rows & EXIT_X) return rect.xMin === rect.xMax ? 0 : -1;
  if (rows & ENTER_Y && rows & EXIT_Y) return rect.yMin === rect.yMax ? 0 : -1;
  const signProduct = sx === sy ? 1 : -1;
  if (rows & ENTER_X) {
    const enterX = sx > 0 ? rect.xMin : rect.xMax;
    const exitY = sy > 0 ? rect.yMax : rect.yMin;
    return compareCornerTimes(x0, y0, x1, y1, enterX, exitY, signProduct);
  }
  const exitX = sx > 0 ? rect.xMax : rect.xMin;
  const enterY = sy > 0 ? rect.yMin : rect.yMax;
  const order = compareCornerTimes(x0, y0, x1, y1, exitX, enterY, signProduct);
  return order === 0 ? 0 : order > 0 ? -1 : 1;
}

// ---------------------------------------------------------------------------------------------
// Numbers

/**
 * (a − b)/(c − d) for c ≠ d, never NaN: a difference that overflows is recomputed on halved
 * operands (exact scaling), so the result is ±Infinity only when the true ratio is out of range.
 */
function ratioOfDifferences(a: number, b: number, c: number, d: number): number {
  const numerator = a - b;
  const denominator = c - d;
  if (Number.isFinite(numerator) && Number.isFinite(denominator)) {
    return clean(numerator / denominator);
  }
  const halfNumerator = a / 2 - b / 2;
  const halfDenominator = c / 2 - d / 2;
  if (Number.isFinite(numerator)) return clean(numerator / 2 / halfDenominator);
  if (Number.isFinite(denominator)) return clean((halfNumerator / denominator) * 2);
  return clean(halfNumerator / halfDenominator);
}

/**
 * The coordinate at time t ∈ [0, 1] of a motion from a0 to a1, interpolated from the nearer end
 * (so t = 0 and t = 1 give the endpoints exactly) and clamped to [lo, hi] and to the segment's own
 * range, both of which contain the exact value.
 */
function coordinateAt(a0: number, a1: number, t: number, lo: number, hi: number): number {
  const delta = a1 - a0;
  const value = Number.isFinite(delta)
    ? t <= 0.5
      ? a0 + t * delta
      : a1 - (1 - t) * delta
    : (1 - t) * a0 + t * a1;
  const low = Math.max(lo, Math.min(a0, a1));
  const high = Math.min(hi, Math.max(a0, a1));
  return clean(value < low ? low : value > high ? high : value);
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * Clips the segment p0→p1 against the closed rectangle and names the case.
 * See the file comment for conventions, every case and what exactness covers.
 */
export function clipSegmentRect(input: ClipInput): ClipResult {
  if (!isValidClipInput(input)) return invalidResult();
  const { p0, p1, rect } = input;
  const x0 = p0.x;
  const y0 = p0.y;
  const x1 = p1.x;
  const y1 = p1.y;
  const { xMin, yMin, xMax, yMax } = rect;

  const p0Inside = x0 >= xMin && x0 <= xMax && y0 >= yMin && y0 <= yMax;
  const p1Inside = x1 >= xMin && x1 <= xMax && y1 >= yMin && y1 <= yMax;
  const sx = directionSign(x0, x1);
  const sy = directionSign(y0, y1);

  if (sx === 0 && sy === 0) {
    // A point: no boundary constrains t, so the raw values stay at the loop's start.
    return p0Inside
      ? { kind: 'inside', tEnter: -Infinity, tExit: Infinity, touches: false, alongEdge: false }
      : {
          kind: 'outside',
          reason: 'point',
          tEnter: -Infinity,
          tExit: Infinity,
          touches: false,
          alongEdge: false,
        };
  }

  const rows = decisiveRows(x0, y0, x1, y1, rect, sx, sy);
  const relation = compareEnterExit(x0, y0, x1, y1, rect, sx, sy, rows);

  const enterXBoundary = sx > 0 ? xMin : xMax;
  const enterYBoundary = sy > 0 ? yMin : yMax;
  const exitXBoundary = sx > 0 ? xMax : xMin;
  const exitYBoundary = sy > 0 ? yMax : yMin;

  const tEnter =
    rows & ENTER_X
      ? ratioOfDifferences(enterXBoundary, x0, x1, x0)
      : ratioOfDifferences(enterYBoundary, y0, y1, y0);
  const tExit =
    relation === 0
      ? tEnter
      : rows & EXIT_X
        ? ratioOfDifferences(exitXBoundary, x0, x1, x0)
        : ratioOfDifferences(exitYBoundary, y0, y1, y0);

  let kind: ClipKind;
  if (p0Inside) kind = p1Inside ? 'inside' : 'exits';
  else if (p1Inside) kind = 'enters';
  else {
    const reason = outsideReason(x0, y0, x1, y1, rect, sx, sy, relation);
    if (reason !== undefined) {
      return { kind: 'outside', reason, tEnter, tExit, touches: false, alongEdge: false };
    }
    kind = 'crosses';
  }

  // Points: a coordinate whose boundary is crossed at that time is that boundary's value.
  const touches = relation === 0;
  let enter: Vec2 | undefined;
  let exit: Vec2 | undefined;
  if (kind === 'enters' || kind === 'crosses') {
    const x =
      rows & ENTER_X
        ? enterXBoundary
        : touches && rows & EXIT_X
          ? exitXBoundary
          : coordinateAt(x0, x1, tEnter, xMin, xMax);
    const y =
      rows & ENTER_Y
        ? enterYBoundary
        : touches && rows & EXIT_Y
          ? exitYBoundary
          : coordinateAt(y0, y1, tEnter, yMin, yMax);
    enter = vec2(x, y);
  }
  if (kind === 'exits' || kind === 'crosses') {
    const x =
      rows & EXIT_X
        ? exitXBoundary
        : touches && rows & ENTER_X
          ? enterXBoundary
          : coordinateAt(x0, x1, tExit, xMin, xMax);
    const y =
      rows & EXIT_Y
        ? exitYBoundary
        : touches && rows & ENTER_Y
          ? enterYBoundary
          : coordinateAt(y0, y1, tExit, yMin, yMax);
    exit = vec2(x, y);
  }

  const alongEdge =
    liesOnBoundaryLine(x0, y0, rect, sx, sy) &&
    commonPartHasLength(kind, relation, rows, x0, y0, x1, y1, rect, sx, sy);

  // One object literal per shape (no properties added later): cheaper to build and to read.
  if (enter !== undefined && exit !== undefined) {
    return { kind, tEnter, tExit, enter, exit, touches, alongEdge };
  }
  if (enter !== undefined) return { kind, tEnter, tExit, enter, touches, alongEdge };
  if (exit !== undefined) return { kind, tEnter, tExit, exit, touches, alongEdge };
  return { kind, tEnter, tExit, touches, alongEdge };
}

/** Both endpoints are outside: the first reason that applies, or undefined when they meet. */
function outsideReason(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  rect: Rect,
  sx: -1 | 0 | 1,
  sy: -1 | 0 | 1,
  relation: -1 | 0 | 1,
): ClipReason | undefined {
  const { xMin, yMin, xMax, yMax } = rect;
  if ((sx === 0 && (x0 < xMin || x0 > xMax)) || (sy === 0 && (y0 < yMin || y0 > yMax))) {
    return 'parallel';
  }
  if (relation > 0) return 'line-misses';
  // tEnter > 1: some entering boundary is still ahead of p1.
  const enterAfterEnd =
    (sx > 0 && x1 < xMin) ||
    (sx < 0 && x1 > xMax) ||
    (sy > 0 && y1 < yMin) ||
    (sy < 0 && y1 > yMax);
  if (enterAfterEnd) return 'ahead';
  // tExit < 0: some leaving boundary is already behind p0.
  const exitBeforeStart =
    (sx > 0 && x0 > xMax) ||
    (sx < 0 && x0 < xMin) ||
    (sy > 0 && y0 > yMax) ||
    (sy < 0 && y0 < yMin);
  if (exitBeforeStart) return 'behind';
  return undefined;
}

/** The segment runs along one of the rectangle's boundary lines (horizontal or vertical). */
function liesOnBoundaryLine(
  x0: number,
  y0: number,
  rect: Rect,
  sx: -1 | 0 | 1,
  sy: -1 | 0 | 1,
): boolean {
  return (
    (sy === 0 && (y0 === rect.yMin || y0 === rect.yMax)) ||
    (sx === 0 && (x0 === rect.xMin || x0 === rect.xMax))
  );
}

/** [max(tEnter, 0), min(tExit, 1)] has positive length, for a kind other than outside. */
function commonPartHasLength(
  kind: ClipKind,
  relation: -1 | 0 | 1,
  rows: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  rect: Rect,
  sx: -1 | 0 | 1,
  sy: -1 | 0 | 1,
): boolean {
  switch (kind) {
    case 'inside':
      return true; // [0, 1]
    case 'enters':
      // [tEnter, 1]: empty length exactly when p1 sits on the entering boundary (tEnter = 1).
      return rows & ENTER_X
        ? x1 !== (sx > 0 ? rect.xMin : rect.xMax)
        : y1 !== (sy > 0 ? rect.yMin : rect.yMax);
    case 'exits':
      // [0, tExit]: empty length exactly when p0 sits on the leaving boundary (tExit = 0).
      return rows & EXIT_X
        ? x0 !== (sx > 0 ? rect.xMax : rect.xMin)
        : y0 !== (sy > 0 ? rect.yMax : rect.yMin);
    case 'crosses':
      return relation < 0;
    default:
      return false;
  }
}

/**
 * The four rows of the Liang–Barsky table (p_k, q_k, t_k and each row's role) for the live
 * figure, with the rows that give tEnter and tExit marked (decided exactly, like the algorithm).
 * Invalid input gives an empty array. p and q are rounded differences (exact on snapped inputs);
 * they, and t, can be ±Infinity only when a true value lies beyond the double range; never NaN.
 */
export function liangBarskyTable(input: ClipInput): LiangBarskyRow[] {
  if (!isValidClipInput(input)) return [];
  const { p0, p1, rect } = input;
  const x0 = p0.x;
  const y0 = p0.y;
  const x1 = p1.x;
  const y1 = p1.y;
  const sx = directionSign(x0, x1);
  const sy = directionSign(y0, y1);
  const rows = sx === 0 && sy === 0 ? 0 : decisiveRows(x0, y0, x1, y1, rect, sx, sy);
  const dx = x1 - x0;
  const dy = y1 - y0;

  const row = (
    k: 1 | 2 | 3 | 4,
    boundary: LiangBarskyRow['boundary'],
    p: number,
    q: number,
    pSign: -1 | 0 | 1,
    t: () => number,
    decisiveBit: number,
  ): LiangBarskyRow => {
    const role = pSign < 0 ? 'entering' : pSign > 0 ? 'leaving' : 'parallel';
    const base = { k, boundary, p: clean(p), q: clean(q), role } as const;
    if (pSign === 0) return { ...base, rejects: q < 0, decisive: false };
    return { ...base, t: t(), rejects: false, decisive: (rows & decisiveBit) !== 0 };
  };
  const negate = (sign: -1 | 0 | 1): -1 | 0 | 1 => (sign === 0 ? 0 : sign > 0 ? -1 : 1);

  return [
    row(
      1,
      'xMin',
      -dx,
      x0 - rect.xMin,
      negate(sx),
      () => ratioOfDifferences(x0, rect.xMin, x0, x1),
      sx > 0 ? ENTER_X : EXIT_X,
    ),
    row(
      2,
      'xMax',
      dx,
      rect.xMax - x0,
      sx,
      () => ratioOfDifferences(rect.xMax, x0, x1, x0),
      sx > 0 ? EXIT_X : ENTER_X,
    ),
    row(
      3,
      'yMin',
      -dy,
      y0 - rect.yMin,
      negate(sy),
      () => ratioOfDifferences(y0, rect.yMin, y0, y1),
      sy > 0 ? ENTER_Y : EXIT_Y,
    ),
    row(
      4,
      'yMax',
      dy,
      rect.yMax - y0,
      sy,
      () => ratioOfDifferences(rect.yMax, y0, y1, y0),
      sy > 0 ? EXIT_Y : ENTER_Y,
    ),
  ];
}
