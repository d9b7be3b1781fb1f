// TEST-ONLY: clip-segment-rect.ts as it was before the one-decision-tree rewrite (issue 9), kept
// as the oracle of scripts/differential/clip-segment-rect.ts and as the "legacy" bench contender.
// Deleted once the differential passes and the benchmark is recorded.
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
 * - t_x against t_y (an x boundary against a y boundary) is first read off the float quotients
 *   themselves when they differ by more than their error bound (see quotientOrder; nearly always
 *   on random inputs). Otherwise it is the side of the line p0→p1 on which the corner (x_k, y_j)
 *   lies: the sign of cross(p1 − p0, corner − p0), decided by a forward error bound, then — when
 *   that cannot — in doubles if every coordinate is an integer below 2^25 in magnitude (differences,
 *   products and the determinant are then exact), else in BigInt arithmetic (exact.ts).
 * - Two t of the same axis compare as xMin against xMax.
 * So kinds, reasons and flags are exact for every finite input. Numbers: each t is one correctly
 * rounded division of two differences (exact differences on snapped inputs); a difference that
 * overflows is recomputed on halved operands, so a t overflows to ±Infinity only when its true
 * value lies beyond the double range. Enter and exit points land exactly on the boundary they
 * cross: the crossed coordinate is set to that boundary's value (both coordinates at a corner),
 * the other is interpolated from the nearer endpoint and clamped to the rectangle and the segment,
 * so a reported point always lies on the closed rectangle and t = 0 or 1 gives p0 or p1 exactly.
 */

import { crossOfDifferencesSign } from '../../exact';
import { EPSILON, filteredSign, noNegativeZero, type Sign } from '../../filter';
import { isFiniteVec2, vec2, type Vec2 } from '../../vec2';

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

// ---------------------------------------------------------------------------------------------
// Float filter on the times themselves

/**
 * With finite, nonzero Δx and Δy, each boundary time is computed as q = fl(fl(b − a0)/Δ̃) where
 * Δ̃ = fl(a1 − a0). A finite difference of doubles has relative error ≤ ε (one that lands in the
 * subnormal range is exact) and the division adds ≤ ε more, so q = t·(1 + δ) with |δ| ≤ 3ε + O(ε²),
 * plus an absolute 2^-1075 when the quotient itself is subnormal. Two true times t_a, t_b are
 * therefore ordered as their quotients are whenever |q_a − q_b| exceeds 4ε·(|q_a| + |q_b|) plus
 * that absolute term; the test below uses twice that (8ε) so the rounding of the difference and of
 * the bound itself cannot matter, and 2^-1060 for the absolute part. A non-finite quotient (an
 * overflowing numerator) makes the difference ±Infinity or NaN and the bound Infinity, so no
 * comparison succeeds and the exact corner predicate decides.
 */
const QUOTIENT_ERROR_FACTOR = 8 * EPSILON;
const QUOTIENT_ABSOLUTE_ERROR = 2 ** -1060;
/** Sign of t_a − t_b from the float quotients q_a, q_b, or undefined when they cannot tell. */
function quotientOrder(qa: number, qb: number): Sign | undefined {
  return filteredSign(
    qa - qb,
    QUOTIENT_ERROR_FACTOR * (Math.abs(qa) + Math.abs(qb)) + QUOTIENT_ABSOLUTE_ERROR,
  );
}

// ---------------------------------------------------------------------------------------------
// The decisive boundaries

/** Bits naming the boundary rows that give tEnter and tExit (both bits of an axis on a tie). */
const ENTER_X = 1;
const ENTER_Y = 2;
const EXIT_X = 4;
const EXIT_Y = 8;

function directionSign(from: number, to: number): Sign {
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
): Sign {
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
  sx: Sign,
  sy: Sign,
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
    return noNegativeZero(numerator / denominator);
  }
  const halfNumerator = a / 2 - b / 2;
  const halfDenominator = c / 2 - d / 2;
  if (Number.isFinite(numerator)) return noNegativeZero(numerator / 2 / halfDenominator);
  if (Number.isFinite(denominator)) return noNegativeZero((halfNumerator / denominator) * 2);
  return noNegativeZero(halfNumerator / halfDenominator);
}

/**
 * The coordinate at time t ∈ [0, 1] of a motion from a0 to a1, interpolated from the nearer end
 * (so t = 0 and t = 1 give the endpoints exactly) and clamped to [lo, hi] and to the segment's own
 * range, both of which contain the exact value.
 */
function coordinateAt(a0: number, a1: number, t: number, lo: number, hi: number): number {
  const delta = a1 - a0;
  const value =
    delta - delta === 0 // finite
      ? t <= 0.5
        ? a0 + t * delta
        : a1 - (1 - t) * delta
      : (1 - t) * a0 + t * a1;
  // Plain comparisons instead of Math.min/max: no NaN can occur, and a −0 bound is cleaned below.
  const segmentLow = a0 < a1 ? a0 : a1;
  const segmentHigh = a0 < a1 ? a1 : a0;
  const low = lo > segmentLow ? lo : segmentLow;
  const high = hi < segmentHigh ? hi : segmentHigh;
  return noNegativeZero(value < low ? low : value > high ? high : value);
}

/** coordinateAt for a finite delta = a1 − a0, with plain comparisons for min/max (no NaN here). */
function interpolateClamped(
  a0: number,
  a1: number,
  delta: number,
  t: number,
  lo: number,
  hi: number,
): number {
  const value = t <= 0.5 ? a0 + t * delta : a1 - (1 - t) * delta;
  const low = delta > 0 ? (lo > a0 ? lo : a0) : lo > a1 ? lo : a1;
  const high = delta > 0 ? (hi < a1 ? hi : a1) : hi < a0 ? hi : a0;
  return noNegativeZero(value < low ? low : value > high ? high : value);
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/** Reads an input field without trusting the input's type (it may come from a URL). */
type Loose = { readonly [key: string]: unknown } | null | undefined;

/**
 * Clips the segment p0→p1 against the closed rectangle and names the case.
 * See the file comment for conventions, every case and what exactness covers.
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

  // Fast path, the general position case: Δx and Δy nonzero and finite, and the float filter
  // orders tEnter's two candidates, tExit's two candidates and (across axes) tEnter against tExit
  // — which on random inputs is nearly always. It then gives exactly what the careful path below
  // gives (same rows, same relation, same quotients as values), with no bookkeeping of row bits.
  const dx = x1 - x0;
  const dy = y1 - y0;
  if (dx !== 0 && dy !== 0 && dx - dx === 0 && dy - dy === 0) {
    const enterXBoundary = dx > 0 ? xMin : xMax;
    const enterYBoundary = dy > 0 ? yMin : yMax;
    const exitXBoundary = dx > 0 ? xMax : xMin;
    const exitYBoundary = dy > 0 ? yMax : yMin;
    const qEnterX = (enterXBoundary - x0) / dx;
    const qEnterY = (enterYBoundary - y0) / dy;
    const qExitX = (exitXBoundary - x0) / dx;
    const qExitY = (exitYBoundary - y0) / dy;
    // One error bound for the three comparisons: 8ε times the sum of all four |q| is at least
    // quotientOrder's bound for any pair of them. Any non-finite quotient makes it Infinity or
    // NaN, so every test below fails and the careful path decides: past them all four quotients
    // are finite (and are then exactly ratioOfDifferences' values).
    const slack =
      QUOTIENT_ERROR_FACTOR *
        (Math.abs(qEnterX) + Math.abs(qEnterY) + Math.abs(qExitX) + Math.abs(qExitY)) +
      QUOTIENT_ABSOLUTE_ERROR;
    const enterGap = qEnterX - qEnterY;
    const exitGap = qExitX - qExitY;
    const enterIsX = enterGap > 0; // tEnter is the larger entering time
    const exitIsX = exitGap < 0; // tExit is the smaller leaving time
    const enterQuotient = enterIsX ? qEnterX : qEnterY;
    const exitQuotient = exitIsX ? qExitX : qExitY;
    const gap = enterQuotient - exitQuotient;
    // The sign of tEnter − tExit from the same filter, whether the two rows share an axis or
    // not; a tie (a degenerate rectangle on the decisive axis) is left to the careful path.
    if (Math.abs(enterGap) > slack && Math.abs(exitGap) > slack && Math.abs(gap) > slack) {
      // The same rules as clipCarefully with one entering and one leaving row and no tie, so
      // touches is false; a segment that is not axis-parallel cannot lie along an edge.
      const tEnter = noNegativeZero(enterQuotient);
      const tExit = noNegativeZero(exitQuotient);
      if (gap > 0) {
        // tEnter > tExit: the line misses the rectangle, so both endpoints are outside (an
        // endpoint inside would give tEnter ≤ its t ≤ tExit) and `line-misses` is the reason.
        return {
          kind: 'outside',
          reason: 'line-misses',
          tEnter,
          tExit,
          touches: false,
          alongEdge: false,
        };
      }
      const p0Inside = x0 >= xMin && x0 <= xMax && y0 >= yMin && y0 <= yMax;
      const p1Inside = x1 >= xMin && x1 <= xMax && y1 >= yMin && y1 <= yMax;
      if (p0Inside && p1Inside) {
        return { kind: 'inside', tEnter, tExit, touches: false, alongEdge: false };
      }
      if (!p0Inside && !p1Inside) {
        // The reasons of outsideReason after `line-misses`; `parallel` needs Δx = 0 or Δy = 0.
        const reason: ClipReason | undefined =
          (dx > 0 ? x1 < xMin : x1 > xMax) || (dy > 0 ? y1 < yMin : y1 > yMax)
            ? 'ahead'
            : (dx > 0 ? x0 > xMax : x0 < xMin) || (dy > 0 ? y0 > yMax : y0 < yMin)
              ? 'behind'
              : undefined;
        if (reason !== undefined) {
          return { kind: 'outside', reason, tEnter, tExit, touches: false, alongEdge: false };
        }
      }
      // The crossed coordinate is the boundary's value, the other one is interpolated (one call
      // site per point, with the axis chosen in its arguments: frequent enough for V8 to inline).
      let enter: Vec2 | undefined;
      let exit: Vec2 | undefined;
      if (!p0Inside) {
        const along = interpolateClamped(
          enterIsX ? y0 : x0,
          enterIsX ? y1 : x1,
          enterIsX ? dy : dx,
          tEnter,
          enterIsX ? yMin : xMin,
          enterIsX ? yMax : xMax,
        );
        enter = enterIsX
          ? { x: noNegativeZero(enterXBoundary), y: along }
          : { x: along, y: noNegativeZero(enterYBoundary) };
      }
      if (!p1Inside) {
        const along = interpolateClamped(
          exitIsX ? y0 : x0,
          exitIsX ? y1 : x1,
          exitIsX ? dy : dx,
          tExit,
          exitIsX ? yMin : xMin,
          exitIsX ? yMax : xMax,
        );
        exit = exitIsX
          ? { x: noNegativeZero(exitXBoundary), y: along }
          : { x: along, y: noNegativeZero(exitYBoundary) };
      }
      // p0 inside → exits, p1 inside → enters, neither → crosses (both inside returned above).
      if (enter === undefined) {
        if (exit !== undefined) {
          return { kind: 'exits', tEnter, tExit, exit, touches: false, alongEdge: false };
        }
      } else if (exit === undefined) {
        return { kind: 'enters', tEnter, tExit, enter, touches: false, alongEdge: false };
      } else {
        return { kind: 'crosses', tEnter, tExit, enter, exit, touches: false, alongEdge: false };
      }
    }
  }
  return clipCarefully(x0, y0, x1, y1, xMin, yMin, xMax, yMax);
}

/**
 * Every valid input, the float filter backed by the exact corner predicate: axis-parallel and
 * point segments, overflowing differences, and times too close for the filter (ties on snapped
 * inputs).
 */
function clipCarefully(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  xMin: number,
  yMin: number,
  xMax: number,
  yMax: number,
): ClipResult {
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

  const enterXBoundary = sx > 0 ? xMin : xMax;
  const enterYBoundary = sy > 0 ? yMin : yMax;
  const exitXBoundary = sx > 0 ? xMax : xMin;
  const exitYBoundary = sy > 0 ? yMax : yMin;

  // Which rows give tEnter and tExit (`rows`), the sign of tEnter − tExit (`relation`), and
  // their values (exactly ratioOfDifferences of the decisive rows).
  let rows: number;
  let relation: Sign;
  let tEnter: number;
  let tExit: number;
  if (sx === 0 || sy === 0) {
    // A parallel axis has no rows: the other axis gives both, and tEnter − tExit = ∓(max −
    // min)/|Δ| is zero only for a degenerate rectangle.
    if (sx === 0) {
      rows = ENTER_Y | EXIT_Y;
      relation = yMin === yMax ? 0 : -1;
      tEnter = ratioOfDifferences(enterYBoundary, y0, y1, y0);
      tExit = relation === 0 ? tEnter : ratioOfDifferences(exitYBoundary, y0, y1, y0);
    } else {
      rows = ENTER_X | EXIT_X;
      relation = xMin === xMax ? 0 : -1;
      tEnter = ratioOfDifferences(enterXBoundary, x0, x1, x0);
      tExit = relation === 0 ? tEnter : ratioOfDifferences(exitXBoundary, x0, x1, x0);
    }
  } else {
    const signProduct = sx === sy ? 1 : -1;
    const dx = x1 - x0;
    const dy = y1 - y0;
    // The four boundary times in floats, as ratioOfDifferences computes them when nothing
    // overflows. With an overflowing Δ (a difference of huge doubles) they mean nothing: NaN
    // keeps every filter below undecided, so the exact predicates decide.
    const finiteDelta = dx - dx === 0 && dy - dy === 0;
    const qEnterX = finiteDelta ? (enterXBoundary - x0) / dx : NaN;
    const qEnterY = finiteDelta ? (enterYBoundary - y0) / dy : NaN;
    const qExitX = finiteDelta ? (exitXBoundary - x0) / dx : NaN;
    const qExitY = finiteDelta ? (exitYBoundary - y0) / dy : NaN;

    const enterOrder =
      quotientOrder(qEnterX, qEnterY) ??
      compareCornerTimes(x0, y0, x1, y1, enterXBoundary, enterYBoundary, signProduct);
    const exitOrder =
      quotientOrder(qExitX, qExitY) ??
      compareCornerTimes(x0, y0, x1, y1, exitXBoundary, exitYBoundary, signProduct);
    rows = 0;
    if (enterOrder >= 0) rows |= ENTER_X;
    if (enterOrder <= 0) rows |= ENTER_Y;
    if (exitOrder <= 0) rows |= EXIT_X;
    if (exitOrder >= 0) rows |= EXIT_Y;

    // Sign of tEnter − tExit. Same axis: (enter − exit) = ∓(max − min)/|Δ|, zero only for a
    // degenerate rectangle. Across axes: the filter, else the corner (x_enter, y_exit) or
    // (x_exit, y_enter), whose side of the line orders the two times.
    if (rows & ENTER_X && rows & EXIT_X) relation = xMin === xMax ? 0 : -1;
    else if (rows & ENTER_Y && rows & EXIT_Y) relation = yMin === yMax ? 0 : -1;
    else if (rows & ENTER_X) {
      relation =
        quotientOrder(qEnterX, qExitY) ??
        compareCornerTimes(x0, y0, x1, y1, enterXBoundary, exitYBoundary, signProduct);
    } else {
      const order = quotientOrder(qEnterY, qExitX);
      if (order !== undefined) relation = order;
      else {
        const cornerOrder = compareCornerTimes(
          x0,
          y0,
          x1,
          y1,
          exitXBoundary,
          enterYBoundary,
          signProduct,
        );
        relation = cornerOrder === 0 ? 0 : cornerOrder > 0 ? -1 : 1;
      }
    }

    // A finite quotient is ratioOfDifferences' value (finite numerator and denominator);
    // otherwise it recomputes on halved operands.
    tEnter =
      rows & ENTER_X
        ? Number.isFinite(qEnterX)
          ? noNegativeZero(qEnterX)
          : ratioOfDifferences(enterXBoundary, x0, x1, x0)
        : Number.isFinite(qEnterY)
          ? noNegativeZero(qEnterY)
          : ratioOfDifferences(enterYBoundary, y0, y1, y0);
    tExit =
      relation === 0
        ? tEnter
        : rows & EXIT_X
          ? Number.isFinite(qExitX)
            ? noNegativeZero(qExitX)
            : ratioOfDifferences(exitXBoundary, x0, x1, x0)
          : Number.isFinite(qExitY)
            ? noNegativeZero(qExitY)
            : ratioOfDifferences(exitYBoundary, y0, y1, y0);
  }

  let kind: ClipKind;
  if (p0Inside) kind = p1Inside ? 'inside' : 'exits';
  else if (p1Inside) kind = 'enters';
  else {
    const reason = outsideReason(x0, y0, x1, y1, xMin, yMin, xMax, yMax, sx, sy, relation);
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

  // A common part in the boundary needs the segment on a boundary line: Δy = 0 on yMin/yMax or
  // Δx = 0 on xMin/xMax (never in the general case, so the length test is skipped there).
  const alongEdge =
    ((sy === 0 && (y0 === yMin || y0 === yMax)) || (sx === 0 && (x0 === xMin || x0 === xMax))) &&
    commonPartHasLength(
      kind,
      relation,
      rows,
      x0,
      y0,
      x1,
      y1,
      enterXBoundary,
      enterYBoundary,
      exitXBoundary,
      exitYBoundary,
    );

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
  xMin: number,
  yMin: number,
  xMax: number,
  yMax: number,
  sx: Sign,
  sy: Sign,
  relation: Sign,
): ClipReason | undefined {
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

/** [max(tEnter, 0), min(tExit, 1)] has positive length, for a kind other than outside. */
function commonPartHasLength(
  kind: ClipKind,
  relation: Sign,
  rows: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  enterXBoundary: number,
  enterYBoundary: number,
  exitXBoundary: number,
  exitYBoundary: number,
): boolean {
  switch (kind) {
    case 'inside':
      return true; // [0, 1]
    case 'enters':
      // [tEnter, 1]: empty length exactly when p1 sits on the entering boundary (tEnter = 1).
      return rows & ENTER_X ? x1 !== enterXBoundary : y1 !== enterYBoundary;
    case 'exits':
      // [0, tExit]: empty length exactly when p0 sits on the leaving boundary (tExit = 0).
      return rows & EXIT_X ? x0 !== exitXBoundary : y0 !== exitYBoundary;
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
    pSign: Sign,
    t: () => number,
    decisiveBit: number,
  ): LiangBarskyRow => {
    const role = pSign < 0 ? 'entering' : pSign > 0 ? 'leaving' : 'parallel';
    const base = { k, boundary, p: noNegativeZero(p), q: noNegativeZero(q), role } as const;
    if (pSign === 0) return { ...base, rejects: q < 0, decisive: false };
    return { ...base, t: t(), rejects: false, decisive: (rows & decisiveBit) !== 0 };
  };
  const negate = (sign: Sign): Sign => (sign === 0 ? 0 : sign > 0 ? -1 : 1);

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
