/**
 * Ray vs segment: where a ray from `origin` along `direction` first meets the segment a–b.
 *
 * Derived in the article 'Ray vs segment', §Projections and similar triangles and §The same answer
 * from cross products (source: the notes "Line segment and Ray intersect math").
 *
 * Conventions:
 * - The ray is origin + λ·direction, λ ≥ 0, closed at the origin; direction ≠ 0 need not be unit.
 *   `distance` is measured along direction/|direction| (so it is |direction|·λ), `s` ∈ [0, 1] is
 *   the position on a→b (0 at a, 1 at b), `point` is the first common point.
 * - Projections of a − origin and b − origin on the unit direction are b1, b2; on its normal
 *   (the direction turned a quarter turn counter-clockwise) c1, c2 (`raySegmentProjections`).
 * - Kinds: `hit` or `miss`; a miss says why (the first that applies):
 *   `parallel` — the segment's line is parallel to the ray and apart from it (also a zero-length
 *   segment off the ray's line: its direction is zero, so cross(direction, b − a) = 0);
 *   `behind` — collinear with nothing ahead of the origin, or the lines cross within the segment
 *   but at negative distance (the case the notes warn passes both sign checks);
 *   `beside` — the lines cross outside the segment (also when that crossing is behind the origin:
 *   `beside` wins over `behind`).
 * - Hits: a crossing (s from the similar triangles, |c1|/(|c1| + |c2|)); through an endpoint
 *   (s = 0 or 1, point = that endpoint exactly); the origin on the segment (distance 0, point =
 *   origin exactly); collinear and overlapping (flagged `collinear`: the origin itself with s = its
 *   position on a→b when it lies on the segment, else the nearer end ahead, s = 0 or 1); a
 *   zero-length segment on the ray (s = 0, flagged `collinear`).
 * - `collinear` is true whenever the segment lies on the ray's line — also for a `behind` miss —
 *   and false otherwise. Misses carry no distance, point or s.
 * - `invalid-input` (a missing field, a non-number, NaN, ±Infinity, a zero direction):
 *   `{ kind: 'invalid-input', collinear: false }`.
 *
 * Exactness: every decision is the sign of a cross or dot product of input differences —
 * cross(d, a − o), cross(d, b − o), cross(d, b − a), cross(a − o, b − o), dot(d, a − o),
 * dot(d, b − o), dot(d, b − a). On integers in [−1024, 1024] (and such integers times one power of
 * two) all of these are exact in doubles; for any other finite doubles a forward error bound
 * decides, and BigInt arithmetic (exact.ts) when it cannot. So kinds, reasons and the collinear
 * flag are exact for every finite input. Numbers: s = c1/(c1 − c2) (similar triangles) and
 * λ = cross(a − o, b − o)/cross(d, b − a) (cross products; distance = λ·|d|) are formed from the
 * float products when their error bound is below 2^-46 of their value and otherwise from the
 * exact BigInt values (on snapped inputs the products are exact either way, so s and λ are one
 * division of exact values); s and distance are thus within ~1e-13 relative for every finite
 * input, however close to parallel the lines are. Points are the endpoint or the origin exactly when the decision says
 * so, otherwise interpolated on the segment from its nearer end. Tiny inputs (below 2^-400) are
 * scaled up by a power of two (exact); huge ones (above 2^400) are measured from the origin, the
 * differences a − o and b − o rescaled, so a tiny segment far from the origin keeps its digits.
 * A true distance beyond the double range is clamped to Number.MAX_VALUE.
 *
 * Two entry points, one algorithm (`raySegmentCase`): `intersectRaySegmentInto` (the hot loop's:
 * numbers in, a case code out, the hit written into the caller's Float64Array, no allocation;
 * finite input and d ≠ 0 are its precondition, `intersectRaySegmentIntoChecked` checks them) and
 * `intersectRaySegment`, the object API over it. The hot loop's entry point stores its numbers in
 * a module scratch array for the tree (no double crosses a call V8 may not inline, where it would
 * be boxed on the heap); the object API hands the tree its input, which it validates into locals,
 * and the tree builds the object from the same locals it would write into the buffer. The rare
 * cases (zero-length or collinear segments, extreme magnitudes) read the scratch array.
 */

import {
  crossOfDifferencesSign as crossSign,
  dotOfDifferencesSign as dotSign,
} from './differences';
import {
  exact,
  exactCross,
  exactDot,
  exactSub,
  exactMul,
  exactRatioToNumber,
  type Exact,
} from './exact';
import {
  EPSILON,
  binaryExponent,
  filteredSign,
  finiteOrClamp,
  noNegativeZero,
  timesPowerOfTwo,
  type Sign,
} from './filter';
import { isFiniteVec2, type Vec2 } from './vec2';

export type RaySegmentInput = {
  readonly origin: Vec2;
  readonly direction: Vec2;
  readonly a: Vec2;
  readonly b: Vec2;
};

export type RaySegmentKind = 'hit' | 'miss' | 'invalid-input';

export type RaySegmentReason = 'parallel' | 'beside' | 'behind';

export type RaySegmentResult = {
  readonly kind: RaySegmentKind;
  /** Only for `miss`. */
  readonly reason?: RaySegmentReason;
  /** Along direction/|direction|, ≥ 0; only for `hit`. */
  readonly distance?: number;
  /** The first common point; only for `hit`. */
  readonly point?: Vec2;
  /** Position of `point` on a→b; only for `hit`. */
  readonly s?: number;
  /** The segment lies on the ray's line. */
  readonly collinear: boolean;
};

/** The similar-triangles ingredients of the article, per unit length of the direction. */
export type RaySegmentProjections = {
  readonly kind: 'projections' | 'invalid-input';
  /** (a − origin)·d̂ and (b − origin)·d̂: signed distances along the ray. */
  readonly b1: number;
  readonly b2: number;
  /** (a − origin)·n̂ and (b − origin)·n̂, n̂ = d̂ turned counter-clockwise: signed offsets. */
  readonly c1: number;
  readonly c2: number;
  /**
   * The cross-product form's parameter λ = cross(a − o, b − a)/cross(d, b − a) of the lines'
   * crossing o + λ·d; absent when the lines are parallel (cross(d, b − a) = 0).
   */
  readonly lambda?: number;
  /** |direction|, so that distance = |direction|·λ. */
  readonly directionLength: number;
};

// ---------------------------------------------------------------------------------------------
// Input checks

function isValidRayInput(input: unknown): input is RaySegmentInput {
  if (typeof input !== 'object' || input === null) return false;
  const candidate = input as Record<string, unknown>;
  const direction = candidate['direction'] as Vec2 | undefined;
  return (
    isFiniteVec2(candidate['origin'] as Vec2 | undefined) &&
    isFiniteVec2(direction) &&
    isFiniteVec2(candidate['a'] as Vec2 | undefined) &&
    isFiniteVec2(candidate['b'] as Vec2 | undefined) &&
    (direction.x !== 0 || direction.y !== 0)
  );
}

// ---------------------------------------------------------------------------------------------
// Exact predicates on differences of inputs

/**
 * A cross or dot product of two rounded differences errs by at most (3ε + 16ε²)·(|left| + |right|)
 * (Shewchuk's orient2d bound); 4ε leaves room, including a product that lands in the subnormals.
 */
const PRODUCT_ERROR_FACTOR = 4 * EPSILON;
/** Below this magnitude underflow could break the relative bound: decide exactly instead. */
const UNDERFLOW_GUARD = 2 ** -1000;

/**
 * The sign of a computed value whose rounding error is below 4ε·terms, or undefined. (The
 * constants are written as literals, 2^-1000 and 4ε = 2^-51: V8 folds them where it inlines this,
 * where module constants would be loaded and type-checked at every call.)
 */
function productSign(value: number, terms: number): Sign | undefined {
  // An overflow makes terms infinite: undecided, and the caller decides exactly.
  return terms >= 2 ** -1000 ? filteredSign(value, 2 ** -51 * terms) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Numbers, on a frame rescaled by powers of two when magnitudes are extreme

const SAFE_LOW = 2 ** -400;
const SAFE_HIGH = 2 ** 400;

/** The exponent e such that dividing by 2^e brings `magnitude` near 1; 0 when already safe. */
function rescaleExponent(magnitude: number): number {
  if (magnitude === 0 || (magnitude >= SAFE_LOW && magnitude <= SAFE_HIGH)) return 0;
  return binaryExponent(magnitude);
}

/** The input's coordinates in a frame where products neither overflow nor underflow. */
type Frame = {
  ox: number;
  oy: number;
  dx: number;
  dy: number;
  ax: number;
  ay: number;
  bx: number;
  by: number;
  /** Positions were divided by 2^positionExponent. */
  positionExponent: number;
};

/** One frame reused by every call (the functions are synchronous): no allocation per call. */
const sharedFrame: Frame = {
  ox: 0,
  oy: 0,
  dx: 0,
  dy: 0,
  ax: 0,
  ay: 0,
  bx: 0,
  by: 0,
  positionExponent: 0,
};

/** The frame of the problem in IN. */
function numericFrame(): Frame {
  const ox = IN[0]!;
  const oy = IN[1]!;
  const ax = IN[4]!;
  const ay = IN[5]!;
  const bx = IN[6]!;
  const by = IN[7]!;
  const positionMagnitude = Math.max(
    Math.abs(ox),
    Math.abs(oy),
    Math.abs(ax),
    Math.abs(ay),
    Math.abs(bx),
    Math.abs(by),
  );
  const directionMagnitude = Math.max(Math.abs(IN[2]!), Math.abs(IN[3]!));
  const de = rescaleExponent(directionMagnitude);
  const frame = sharedFrame;
  frame.dx = de === 0 ? IN[2]! : timesPowerOfTwo(IN[2]!, -de);
  frame.dy = de === 0 ? IN[3]! : timesPowerOfTwo(IN[3]!, -de);
  if (positionMagnitude <= SAFE_HIGH) {
    // Scaling up (tiny positions) is exact: the frame is the input times a power of two.
    const pe = rescaleExponent(positionMagnitude);
    frame.positionExponent = pe;
    frame.ox = timesPowerOfTwo(ox, -pe);
    frame.oy = timesPowerOfTwo(oy, -pe);
    frame.ax = timesPowerOfTwo(ax, -pe);
    frame.ay = timesPowerOfTwo(ay, -pe);
    frame.bx = timesPowerOfTwo(bx, -pe);
    frame.by = timesPowerOfTwo(by, -pe);
    return frame;
  }
  return differenceFrame(frame);
}

/**
 * Huge positions: the frame's origin is the ray's origin, and a − o, b − o (exact or correctly
 * rounded) are scaled by a power of two chosen from them, not from the positions — a tiny
 * segment far from the origin would otherwise lose its digits to underflow. Differences that
 * overflow are taken from the quartered positions (exact at that size; the smaller ones lose only
 * bits far below the result's precision).
 */
function differenceFrame(frame: Frame): Frame {
  const ox = IN[0]!;
  const oy = IN[1]!;
  let pre = 0;
  let ax = IN[4]! - ox;
  let ay = IN[5]! - oy;
  let bx = IN[6]! - ox;
  let by = IN[7]! - oy;
  if (!Number.isFinite(ax + ay + bx + by)) {
    pre = 2;
    const quarter = (p: number, q: number) => timesPowerOfTwo(p, -2) - timesPowerOfTwo(q, -2);
    ax = quarter(IN[4]!, ox);
    ay = quarter(IN[5]!, oy);
    bx = quarter(IN[6]!, ox);
    by = quarter(IN[7]!, oy);
  }
  const pe = rescaleExponent(Math.max(Math.abs(ax), Math.abs(ay), Math.abs(bx), Math.abs(by)));
  frame.positionExponent = pe + pre;
  frame.ox = 0;
  frame.oy = 0;
  frame.ax = timesPowerOfTwo(ax, -pe);
  frame.ay = timesPowerOfTwo(ay, -pe);
  frame.bx = timesPowerOfTwo(bx, -pe);
  frame.by = timesPowerOfTwo(by, -pe);
  return frame;
}

/** A signed length computed in the frame, back in input units, clamped to the double range. */
function toInputUnits(value: number, frame: Frame): number {
  return finiteOrClamp(timesPowerOfTwo(value, frame.positionExponent));
}

/** A non-negative distance computed in the frame, back in input units. */
function frameDistance(distance: number, frame: Frame): number {
  return noNegativeZero(Math.max(toInputUnits(distance, frame), 0));
}

/** Relative accuracy demanded of the float s and λ before they are trusted (else exact). */
const RATIO_TOLERANCE = 2 ** -46;

/** The raw numbers of IN as exact values: o, d, a − o, b − o (x, y each). */
function exactOrigin(axis: number): Exact {
  return exact(IN[axis]!);
}
function exactFromOrigin(slot: number): Exact {
  return exactSub(exact(IN[slot]!), exactOrigin(slot % 2));
}

/**
 * s = c1/(c1 − c2) with c = cross(d, endpoint − o): where the segment's line crosses the ray's
 * line (similar triangles). c1 and c2 have strictly opposite signs here, so the division has no
 * cancellation; when rounding could have eaten their digits, they are recomputed exactly.
 */
function crossingParameter(frame: Frame): number {
  const { ox, oy, dx, dy, ax, ay, bx, by } = frame;
  const leftA = dx * (ay - oy);
  const rightA = dy * (ax - ox);
  const leftB = dx * (by - oy);
  const rightB = dy * (bx - ox);
  const c1 = leftA - rightA;
  const c2 = leftB - rightB;
  const terms = Math.abs(leftA) + Math.abs(rightA) + Math.abs(leftB) + Math.abs(rightB);
  if (
    terms >= UNDERFLOW_GUARD &&
    PRODUCT_ERROR_FACTOR * terms <= RATIO_TOLERANCE * (Math.abs(c1) + Math.abs(c2))
  ) {
    return c1 / (c1 - c2);
  }
  // Exactly, from the raw input: the rescaled frame may have lost a tiny component.
  const exactDx = exact(IN[2]!);
  const exactDy = exact(IN[3]!);
  const exactC1 = exactCross(exactDx, exactDy, exactFromOrigin(A_X), exactFromOrigin(A_Y));
  const exactC2 = exactCross(exactDx, exactDy, exactFromOrigin(B_X), exactFromOrigin(B_Y));
  return exactRatioToNumber(exactC1, exactSub(exactC1, exactC2));
}

/**
 * The crossing's distance along the unit direction: |d|·λ with λ = cross(a − o, b − o) /
 * cross(d, b − a) (the cross-product form; cross(a − o, b − a) = cross(a − o, b − o)). Recomputed
 * exactly when the float error bound of either cross product is not small against its value.
 */
function crossingDistance(frame: Frame): number {
  const { ox, oy, dx, dy, ax, ay, bx, by } = frame;
  const leftN = (ax - ox) * (by - oy);
  const rightN = (ay - oy) * (bx - ox);
  const leftD = dx * (by - ay);
  const rightD = dy * (bx - ax);
  const numerator = leftN - rightN;
  const denominator = leftD - rightD;
  const termsN = Math.abs(leftN) + Math.abs(rightN);
  const termsD = Math.abs(leftD) + Math.abs(rightD);
  if (
    termsN >= UNDERFLOW_GUARD &&
    termsD >= UNDERFLOW_GUARD &&
    PRODUCT_ERROR_FACTOR * termsN <= RATIO_TOLERANCE * Math.abs(numerator) &&
    PRODUCT_ERROR_FACTOR * termsD <= RATIO_TOLERANCE * Math.abs(denominator)
  ) {
    const length = Math.sqrt(dx * dx + dy * dy);
    return toInputUnits((numerator / denominator) * length, frame);
  }
  // Exactly, from the raw input: |d|·λ = (m·λ)·√((dx/m)² + (dy/m)²) with m = max |d_i|, the
  // exact m·λ rounded once, the root in [1, √2].
  const exactAx = exactFromOrigin(A_X);
  const exactAy = exactFromOrigin(A_Y);
  const exactBx = exactFromOrigin(B_X);
  const exactBy = exactFromOrigin(B_Y);
  const exactNumerator = exactCross(exactAx, exactAy, exactBx, exactBy);
  const exactDenominator = exactCross(
    exact(IN[2]!),
    exact(IN[3]!),
    exactSub(exactBx, exactAx),
    exactSub(exactBy, exactAy),
  );
  const m = Math.max(Math.abs(IN[2]!), Math.abs(IN[3]!));
  const ux = IN[2]! / m;
  const uy = IN[3]! / m;
  const scaledLambda = exactRatioToNumber(exactMul(exactNumerator, exact(m)), exactDenominator);
  return finiteOrClamp(scaledLambda * Math.sqrt(ux * ux + uy * uy));
}

function clamp01(value: number): number {
  return noNegativeZero(value < 0 ? 0 : value > 1 ? 1 : value);
}

// ---------------------------------------------------------------------------------------------
// The hot-loop entry point's case codes and buffer

/** Code of `invalid-input` (only the checked entry point returns it). */
export const RAY_SEGMENT_INVALID_INPUT = 0;
/** Code of `hit`: distance, point, s written; `collinear` in out[4]. */
export const RAY_SEGMENT_HIT = 1;
/** Code of `miss` / `parallel`: parallel and apart (or a zero-length segment off the line). */
export const RAY_SEGMENT_MISS_PARALLEL = 2;
/** Code of `miss` / `beside`: the lines cross outside the segment. */
export const RAY_SEGMENT_MISS_BESIDE = 3;
/** Code of `miss` / `behind`: collinear with nothing ahead, or the crossing is behind the origin. */
export const RAY_SEGMENT_MISS_BEHIND = 4;

/** The `kind` of each case code: `RAY_SEGMENT_KINDS[code]`. */
export const RAY_SEGMENT_KINDS: readonly RaySegmentKind[] = [
  'invalid-input',
  'hit',
  'miss',
  'miss',
  'miss',
];

/** The `reason` of each case code (undefined where there is none): `RAY_SEGMENT_REASONS[code]`. */
export const RAY_SEGMENT_REASONS: readonly (RaySegmentReason | undefined)[] = [
  undefined,
  undefined,
  'parallel',
  'beside',
  'behind',
];

/** Length of the buffer `intersectRaySegmentInto` writes. */
export const RAY_SEGMENT_OUT_LENGTH = 5;

/**
 * The problem's numbers: origin, direction, a, b (x, y each). The entry points store them here and
 * `raySegmentCase` reads them, so no double crosses a call V8 may not inline (it would be boxed).
 */
const IN = new Float64Array(8);

/** Slots of IN. */
const A_X = 4;
const A_Y = 5;
const B_X = 6;
const B_Y = 7;

/**
 * The hot-loop entry point: `intersectRaySegment` for the ray from (ox, oy) along (dx, dy) and the
 * segment (ax, ay)–(bx, by), with no allocation. Returns the case code (`RAY_SEGMENT_HIT`,
 * `RAY_SEGMENT_MISS_PARALLEL`, `RAY_SEGMENT_MISS_BESIDE`, `RAY_SEGMENT_MISS_BEHIND`;
 * `RAY_SEGMENT_KINDS[code]` and `RAY_SEGMENT_REASONS[code]` are the kind and reason) and writes,
 * exactly the numbers of `intersectRaySegment` (NaN where its field is absent):
 *
 * | slot       | value                                                      |
 * | ---------- | ---------------------------------------------------------- |
 * | `out[0]`   | the distance along direction/\|direction\| (a hit), else NaN |
 * | `out[1–2]` | the first common point (a hit), else NaN                   |
 * | `out[3]`   | s, the point's position on a→b (a hit), else NaN            |
 * | `out[4]`   | `collinear`: 1 when the segment lies on the ray's line, else 0 |
 *
 * Precondition: finite numbers and a nonzero direction (not checked; outside it the answer is
 * unspecified and the call may throw). `intersectRaySegmentIntoChecked` checks it.
 *
 * In a hot loop: allocate `out` once (`new Float64Array(RAY_SEGMENT_OUT_LENGTH)`). This entry
 * point only stores its arguments and calls the decision tree, so V8 inlines it into a caller's
 * optimized loop and no argument is boxed.
 */
export function intersectRaySegmentInto(
  out: Float64Array,
  ox: number,
  oy: number,
  dx: number,
  dy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  store(ox, oy, dx, dy, ax, ay, bx, by);
  return raySegmentCase(out, undefined) as number;
}

/**
 * `intersectRaySegmentInto` for any input: a non-finite number or a zero direction gives
 * `RAY_SEGMENT_INVALID_INPUT` (collinear 0, every other slot NaN), as `intersectRaySegment` gives
 * `invalid-input`.
 */
export function intersectRaySegmentIntoChecked(
  out: Float64Array,
  ox: number,
  oy: number,
  dx: number,
  dy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  if (
    Number.isFinite(ox) &&
    Number.isFinite(oy) &&
    Number.isFinite(dx) &&
    Number.isFinite(dy) &&
    Number.isFinite(ax) &&
    Number.isFinite(ay) &&
    Number.isFinite(bx) &&
    Number.isFinite(by) &&
    (dx !== 0 || dy !== 0)
  ) {
    return intersectRaySegmentInto(out, ox, oy, dx, dy, ax, ay, bx, by);
  }
  return miss(out, RAY_SEGMENT_INVALID_INPUT, false);
}

/** A case without a hit: every number NaN, the collinear flag. */
function miss(out: Float64Array, code: number, collinear: boolean): number {
  out[0] = out[1] = out[2] = out[3] = NaN;
  out[4] = collinear ? 1 : 0;
  return code;
}

/**
 * A hit whose point is in out[1…2] and s in out[3]: its distance (a double: where V8 does not
 * inline this, it is boxed, so the tree's common path writes its hit without this) and flag.
 */
function hit(out: Float64Array, distance: number, collinear: boolean): number {
  out[0] = distance;
  out[4] = collinear ? 1 : 0;
  return RAY_SEGMENT_HIT;
}

/** An input point (origin, a or b: its x slot in IN) into out[1…2], cleaned of −0. */
function setPoint(out: Float64Array, slot: number): void {
  out[1] = noNegativeZero(IN[slot]!);
  out[2] = noNegativeZero(IN[slot + 1]!);
}

/**
 * The problem's numbers into IN, where the exact fallbacks and the rare cases read them (a small
 * function, inlined: its doubles are not boxed).
 */
function store(
  ox: number,
  oy: number,
  dx: number,
  dy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): void {
  IN[0] = ox;
  IN[1] = oy;
  IN[2] = dx;
  IN[3] = dy;
  IN[4] = ax;
  IN[5] = ay;
  IN[6] = bx;
  IN[7] = by;
}

/**
 * The one decision tree, for both entry points. With `out` (the hot loop's) it reads the numbers
 * from IN, writes the hit's numbers into `out` (layout: `intersectRaySegmentInto`) and returns
 * the case code; without (the object API's) it reads and checks `input` and returns the result
 * object. Only the reading of the numbers and the writing of the answer differ: every decision
 * is made once, here, on numbers held in locals. The rare cases (a zero-length or collinear
 * segment, the frame for extreme magnitudes) read IN, stored for them first. See the file comment
 * for every case.
 */
function raySegmentCase(
  out: Float64Array | undefined,
  input: RaySegmentInput | undefined,
): number | RaySegmentResult {
  let ox: number;
  let oy: number;
  let dx: number;
  let dy: number;
  let ax: number;
  let ay: number;
  let bx: number;
  let by: number;
  if (out !== undefined) {
    ox = IN[0]!;
    oy = IN[1]!;
    dx = IN[2]!;
    dy = IN[3]!;
    ax = IN[4]!;
    ay = IN[5]!;
    bx = IN[6]!;
    by = IN[7]!;
  } else {
    if (!isValidRayInput(input)) return { kind: 'invalid-input', collinear: false };
    const { origin, direction, a, b } = input;
    ox = origin.x;
    oy = origin.y;
    dx = direction.x;
    dy = direction.y;
    ax = a.x;
    ay = a.y;
    bx = b.x;
    by = b.y;
  }
  const aox = ax - ox;
  const aoy = ay - oy;
  const box = bx - ox;
  const boy = by - oy;

  // Which side of the ray's line each endpoint lies on: the signs of c1 and c2 (times |d|).
  // The float values are kept: on the common path they also give s and λ below.
  const leftA = dx * aoy;
  const rightA = dy * aox;
  const offsetA = leftA - rightA;
  const termsA = Math.abs(leftA) + Math.abs(rightA);
  const leftB = dx * boy;
  const rightB = dy * box;
  const offsetB = leftB - rightB;
  const termsB = Math.abs(leftB) + Math.abs(rightB);
  const sideA = productSign(offsetA, termsA) ?? crossSign(dx, 0, dy, 0, ax, ox, ay, oy);
  const sideB = productSign(offsetB, termsB) ?? crossSign(dx, 0, dy, 0, bx, ox, by, oy);

  if ((ax === bx && ay === by) || (sideA === 0 && sideB === 0)) {
    // Rare: a zero-length or collinear segment, answered through a buffer.
    store(ox, oy, dx, dy, ax, ay, bx, by);
    const buffer = out ?? OUT;
    const code =
      ax === bx && ay === by ? zeroLengthSegment(buffer, sideA) : collinearSegment(buffer);
    return out !== undefined ? code : resultFromBuffer(code);
  }
  if (sideA === sideB) {
    // Both endpoints strictly on one side: the lines are parallel, or cross beyond an endpoint.
    const parallel = crossSign(dx, 0, dy, 0, bx, ax, by, ay) === 0;
    const code = parallel ? RAY_SEGMENT_MISS_PARALLEL : RAY_SEGMENT_MISS_BESIDE;
    return out !== undefined ? miss(out, code, false) : missResult(code);
  }

  // The segment's line crosses the ray's line at s ∈ [0, 1]. λ = cross(a − o, b − a) /
  // cross(d, b − a); the denominator is c2 − c1 (times |d|), whose sign the sides give, and
  // cross(a − o, b − a) = cross(a − o, b − o).
  const leftN = aox * boy;
  const rightN = aoy * box;
  const numerator = leftN - rightN;
  const termsN = Math.abs(leftN) + Math.abs(rightN);
  const numeratorSign = productSign(numerator, termsN) ?? crossSign(ax, ox, ay, oy, bx, ox, by, oy);
  const denominatorSign = sideB > sideA ? 1 : -1;
  if (numeratorSign !== 0 && numeratorSign !== denominatorSign) {
    return out !== undefined
      ? miss(out, RAY_SEGMENT_MISS_BEHIND, false)
      : missResult(RAY_SEGMENT_MISS_BEHIND);
  }

  // Numbers. Common path: the float c1, c2 and numerator are trusted when their error bounds are
  // tiny against their values (c1 and c2 have opposite signs, so c2 − c1 adds magnitudes).
  const offsets = Math.abs(offsetA) + Math.abs(offsetB);
  // (UNDERFLOW_GUARD, PRODUCT_ERROR_FACTOR and RATIO_TOLERANCE as literals V8 folds.)
  const trusted =
    termsA + termsB >= 2 ** -1000 &&
    termsN >= 2 ** -1000 &&
    termsA + termsB + termsN < Infinity && // an overflow (or NaN) fails here
    2 ** -51 * (termsA + termsB) <= 2 ** -46 * offsets &&
    2 ** -51 * termsN <= 2 ** -46 * Math.abs(numerator);
  if (!trusted) store(ox, oy, dx, dy, ax, ay, bx, by);
  const frame = trusted ? undefined : numericFrame();

  // s, and the point: the origin where it lies on the segment, else the point at s on a→b — an
  // endpoint exactly, or interpolated from the nearer end (overflow-safe).
  const s =
    sideA === 0
      ? 0
      : sideB === 0
        ? 1
        : clamp01(frame === undefined ? offsetA / (offsetA - offsetB) : crossingParameter(frame));
  let x = ox;
  let y = oy;
  if (numeratorSign !== 0) {
    if (sideA === 0) {
      x = ax;
      y = ay;
    } else if (sideB === 0) {
      x = bx;
      y = by;
    } else {
      const abx = bx - ax;
      const aby = by - ay;
      if (abx - abx === 0 && aby - aby === 0) {
        x = s <= 0.5 ? ax + s * abx : bx - (1 - s) * abx;
        y = s <= 0.5 ? ay + s * aby : by - (1 - s) * aby;
      } else {
        x = (1 - s) * ax + s * bx;
        y = (1 - s) * ay + s * by;
      }
    }
  }
  x = noNegativeZero(x);
  y = noNegativeZero(y);

  let distance: number;
  if (numeratorSign === 0) distance = 0;
  else if (frame !== undefined) distance = noNegativeZero(Math.max(crossingDistance(frame), 0));
  else {
    const lambda = numerator / (offsetB - offsetA);
    const lengthSquared = dx * dx + dy * dy;
    let along: number;
    if (lengthSquared >= 2 ** -1000 && lengthSquared < Infinity) {
      along = lambda * Math.sqrt(lengthSquared);
    } else {
      // |d| near the ends of the double range: |d| = m·√((dx/m)² + (dy/m)²) with m = max |d_i|,
      // multiplied in an order that cannot form 0·∞.
      const m = Math.max(Math.abs(dx), Math.abs(dy));
      const ux = dx / m;
      const uy = dy / m;
      along = lambda * m * Math.sqrt(ux * ux + uy * uy);
    }
    distance = noNegativeZero(Math.min(Math.max(along, 0), Number.MAX_VALUE));
  }
  if (out === undefined) {
    return { kind: 'hit', distance, point: { x, y }, s, collinear: false };
  }
  out[0] = distance;
  out[1] = x;
  out[2] = y;
  out[3] = s;
  out[4] = 0; // not collinear
  return RAY_SEGMENT_HIT;
}

/** The numbers of a rare case's answer for the object API. */
const OUT = new Float64Array(RAY_SEGMENT_OUT_LENGTH);

/** The object API's result for a miss without a collinear segment. */
function missResult(code: number): RaySegmentResult {
  return { kind: 'miss', reason: RAY_SEGMENT_REASONS[code]!, collinear: false };
}

/** The object API's result from a code and the numbers in OUT. */
function resultFromBuffer(code: number): RaySegmentResult {
  const collinear = OUT[4] !== 0;
  if (code !== RAY_SEGMENT_HIT) {
    return { kind: 'miss', reason: RAY_SEGMENT_REASONS[code]!, collinear };
  }
  return {
    kind: 'hit',
    distance: OUT[0]!,
    point: { x: OUT[1]!, y: OUT[2]! },
    s: OUT[3]!,
    collinear,
  };
}

/**
 * The first point where the ray meets the closed segment a–b, or why it does not.
 * See the file comment for conventions, every case and what exactness covers. The object form of
 * `intersectRaySegmentInto`: the same decision tree, answering with an object.
 */
export function intersectRaySegment(input: RaySegmentInput): RaySegmentResult {
  return raySegmentCase(undefined, input) as RaySegmentResult;
}

/** A validated input's numbers into IN. */
function loadInput({ origin, direction, a, b }: RaySegmentInput): void {
  IN[0] = origin.x;
  IN[1] = origin.y;
  IN[2] = direction.x;
  IN[3] = direction.y;
  IN[4] = a.x;
  IN[5] = a.y;
  IN[6] = b.x;
  IN[7] = b.y;
}

/** a = b: a hit (s = 0, collinear) exactly when the point lies on the ray. */
function zeroLengthSegment(out: Float64Array, side: Sign): number {
  if (side !== 0) return miss(out, RAY_SEGMENT_MISS_PARALLEL, false);
  const ahead = dotSign(IN[2]!, 0, IN[3]!, 0, IN[4]!, IN[0]!, IN[5]!, IN[1]!);
  if (ahead < 0) return miss(out, RAY_SEGMENT_MISS_BEHIND, true);
  const frame = numericFrame();
  setPoint(out, A_X);
  out[3] = 0;
  return hit(out, alongRay(frame, frame.ax, frame.ay), true);
}

/** Distance of a frame point from the frame origin along the unit direction, in input units. */
function alongRay(frame: Frame, x: number, y: number): number {
  const length = Math.sqrt(frame.dx * frame.dx + frame.dy * frame.dy);
  const projection = frame.dx * (x - frame.ox) + frame.dy * (y - frame.oy);
  return frameDistance(projection / length, frame);
}

/** The segment (a ≠ b) lies on the ray's line: the nearest common point, if any is ahead. */
function collinearSegment(out: Float64Array): number {
  const ox = IN[0]!;
  const oy = IN[1]!;
  const dx = IN[2]!;
  const dy = IN[3]!;
  const aheadA = dotSign(dx, 0, dy, 0, IN[4]!, ox, IN[5]!, oy);
  const aheadB = dotSign(dx, 0, dy, 0, IN[6]!, ox, IN[7]!, oy);
  if (aheadA < 0 && aheadB < 0) return miss(out, RAY_SEGMENT_MISS_BEHIND, true);
  if (aheadA <= 0 || aheadB <= 0) {
    // The projections straddle (or touch) 0: the origin is on the segment.
    const frame = numericFrame();
    let s: number;
    if (aheadA === 0) s = 0;
    else if (aheadB === 0) s = 1;
    else {
      s = clamp01(collinearParameter(frame));
    }
    setPoint(out, 0);
    out[3] = s;
    return hit(out, 0, true);
  }
  // Both ends ahead: the nearer one is where dot(d, b − a) says the segment starts.
  const aNearer = dotSign(dx, 0, dy, 0, IN[6]!, IN[4]!, IN[7]!, IN[5]!) > 0;
  const frame = numericFrame();
  if (aNearer) {
    setPoint(out, A_X);
    out[3] = 0;
    return hit(out, alongRay(frame, frame.ax, frame.ay), true);
  }
  setPoint(out, B_X);
  out[3] = 1;
  return hit(out, alongRay(frame, frame.bx, frame.by), true);
}

/**
 * The origin's position on a→b when both lie on one line: p1/(p1 − p2) with p = dot(d, end − o),
 * of opposite signs, so no cancellation; exact when the products are too small to trust.
 */
function collinearParameter(frame: Frame): number {
  const { ox, oy, dx, dy, ax, ay, bx, by } = frame;
  const projectionA = dx * (ax - ox) + dy * (ay - oy);
  const projectionB = dx * (bx - ox) + dy * (by - oy);
  if (Math.abs(projectionA) + Math.abs(projectionB) >= UNDERFLOW_GUARD) {
    return projectionA / (projectionA - projectionB);
  }
  const exactDx = exact(IN[2]!);
  const exactDy = exact(IN[3]!);
  const exactA = exactDot(exactDx, exactDy, exactFromOrigin(A_X), exactFromOrigin(A_Y));
  const exactB = exactDot(exactDx, exactDy, exactFromOrigin(B_X), exactFromOrigin(B_Y));
  return exactRatioToNumber(exactA, exactSub(exactA, exactB));
}

/**
 * The notes' projections b1, b2 (along the unit direction) and c1, c2 (along its normal), with the
 * cross-product form's λ, for the article's side-by-side derivation. Numbers only: the decisions
 * belong to intersectRaySegment. Invalid input gives zeros and no λ; values beyond the double
 * range are clamped to ±Number.MAX_VALUE.
 */
export function raySegmentProjections(input: RaySegmentInput): RaySegmentProjections {
  if (!isValidRayInput(input)) {
    return { kind: 'invalid-input', b1: 0, b2: 0, c1: 0, c2: 0, directionLength: 0 };
  }
  loadInput(input);
  const frame = numericFrame();
  const length = Math.sqrt(frame.dx * frame.dx + frame.dy * frame.dy);
  const ux = frame.dx / length;
  const uy = frame.dy / length;
  const inUnits = (value: number): number => toInputUnits(value, frame);

  const ax = frame.ax - frame.ox;
  const ay = frame.ay - frame.oy;
  const bx = frame.bx - frame.ox;
  const by = frame.by - frame.oy;
  const { direction } = input;
  const directionLength = Math.min(Math.hypot(direction.x, direction.y), Number.MAX_VALUE);
  const result = {
    kind: 'projections' as const,
    b1: inUnits(ux * ax + uy * ay),
    b2: inUnits(ux * bx + uy * by),
    c1: inUnits(ux * ay - uy * ax),
    c2: inUnits(ux * by - uy * bx),
    directionLength,
  };
  const { a, b } = input;
  if (crossSign(direction.x, 0, direction.y, 0, b.x, a.x, b.y, a.y) === 0) return result;
  // λ = distance/|d|, the distance taken from the same guarded computation as the hit's.
  const distance = crossingDistance(frame);
  const lambda = noNegativeZero(
    Math.min(Math.max(distance / directionLength, -Number.MAX_VALUE), Number.MAX_VALUE),
  );
  return { ...result, lambda };
}
