// BENCH-ONLY: time-of-impact.ts as it was before the one-decision-tree rewrite (issue 9),
// restored from git (aed5672^) to time new ÷ legacy in the same run; deleted once that is recorded.
/**
 * Moving circle: time of impact against a point, a segment and another moving circle, plus the
 * slide response a game builds on top of it.
 *
 * Derived in the article 'Moving circles: time of impact', §Circle vs point, §The capsule (sides
 * and caps), §Two moving circles and §Sliding along walls (source: the DOOMolish devlog on
 * continuous circle vs line-segment collision).
 *
 * Conventions:
 * - Math axes, unitless coordinates. `velocity` is the displacement over the whole step: the
 *   centre is at `center + t·velocity` for t in the closed step [0, 1].
 * - Shapes are closed: touching counts, so a contact exactly at t = 1 and a grazing tangency (touch
 *   and leave) are hits.
 * - `hit`: first contact at `t` (with t = 0 when the circle starts touching and is approaching).
 *   `penetrating`: the circle starts overlapping (distance < radius) and is approaching; t = 0 so
 *   a game stops further penetration. Otherwise a `miss` with a `reason`: `no-motion` (zero
 *   velocity, checked first), `separating` (starts touching or overlapping but the distance is
 *   not shrinking, so a stuck object can leave), `no-contact` (no contact within the step).
 * - `point` is the obstacle's contact point at time t (t = 0 when penetrating): the point itself;
 *   for a segment its point closest to the centre (the endpoint at a cap); for two circles the
 *   point of B's circle facing A, `B(t) + r_B·normal`.
 * - `normal` is the unit vector from the contact point towards the centre. With radius 0 (or
 *   r_A + r_B = 0) the centre reaches the obstacle, and the normal is the limit just before
 *   contact: −velocity/|velocity| at a point or cap, the segment's normal on the side the centre
 *   came from at a side.
 * - `feature` (segment only): which part of the capsule (the segment grown by the radius) was
 *   reached first: `side`, or the cap around `a` (`cap-a`) or `b` (`cap-b`). When the contact lies
 *   exactly above an endpoint (the side and the cap are reached at the same instant, with the
 *   same contact point and normal), the label says where the centre came from: the foot of the
 *   centre on the segment's line just before contact lay on the segment (or stays on the
 *   endpoint, motion perpendicular to the segment) → `side`; it lay beyond the endpoint → that cap.
 *   This is also the radius → 0 limit, and it never flickers for a fixed input. A zero-length
 *   segment is the point case with feature `cap-a`.
 * - A miss carries only `kind` and `reason`; `invalid-input` (a non-finite or missing number, a
 *   negative radius, a non-object) carries only `kind`. Nothing throws; no NaN, no −0.
 *
 * Exactness: every decision (kind, reason, feature, whether a root lies in [0, 1], whether the
 * foot at an irrational side root lies within the segment, which cap comes first) is the sign of a
 * polynomial in the inputs, or of X + Y·√D with polynomial X, Y, D. A float evaluation with a
 * forward error bound decides when it can; otherwise the sign is computed exactly with BigInt
 * (exact.ts). So every label is exact for ALL finite inputs (relative motion and combined radius
 * of two circles included: the exact path never rounds vA − vB or rA + rB). Inputs whose largest
 * magnitude lies outside [2^-60, 2^60] are first rescaled by a power of two (exact, except that
 * components below 2^-1000 of the largest one may round when scaling down huge inputs).
 * Numbers: on snapped inputs (integers in [−1024, 1024] times one power of two) t comes from
 * exactly computed polynomials through one square root and two correctly rounded operations, so
 * t, point and normal are within a few ulps (well inside 1e-12 of the input's scale). Elsewhere
 * they are the stable formulas below; t is then as well conditioned as the geometry allows
 * (a near-grazing contact is inherently sensitive). Coordinates beyond the double range are
 * clamped to ±Number.MAX_VALUE.
 *
 * Speed: each function first tries a fast path (no rescaling, no intermediate objects, static
 * error bounds, exact float signs on small integer inputs; see "The fast path" below) and falls
 * back to the general path only when one of its filters cannot decide. Both compute the same
 * float formulas and exact decisions, so the result never depends on which one answered.
 */

import {
  type Exact,
  exact,
  exactAdd,
  exactMul,
  exactNeg,
  exactSign,
  exactSub,
  signOfSurd,
} from '../../src/geometry/exact';
import { type Vec2, clean, vec2 } from '../../src/geometry/vec2';

// ---------------------------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------------------------

export type TimeOfImpactKind = 'hit' | 'penetrating' | 'miss' | 'invalid-input';
export type TimeOfImpactReason = 'separating' | 'no-motion' | 'no-contact';
export type CapsuleFeature = 'side' | 'cap-a' | 'cap-b';

export type TimeOfImpact = {
  readonly kind: TimeOfImpactKind;
  readonly reason?: TimeOfImpactReason;
  /** Time of the first contact in [0, 1] (hit, penetrating). */
  readonly t?: number;
  /** The obstacle's contact point at time t (hit, penetrating). */
  readonly point?: Vec2;
  /** Unit vector from the contact point towards the centre (hit, penetrating). */
  readonly normal?: Vec2;
  /** Segment case: which part of the capsule was reached (hit, penetrating). */
  readonly feature?: CapsuleFeature;
};

export type CirclePointInput = {
  readonly center: Vec2;
  readonly radius: number;
  readonly velocity: Vec2;
  readonly point: Vec2;
};

export type CircleSegmentInput = {
  readonly center: Vec2;
  readonly radius: number;
  readonly velocity: Vec2;
  readonly a: Vec2;
  readonly b: Vec2;
};

export type MovingCircle = {
  readonly center: Vec2;
  readonly radius: number;
  readonly velocity: Vec2;
};

export type CirclesInput = { readonly a: MovingCircle; readonly b: MovingCircle };

// ---------------------------------------------------------------------------------------------
// Small shared helpers: validation, scaling, sign filters
// ---------------------------------------------------------------------------------------------

const INVALID: TimeOfImpact = Object.freeze({ kind: 'invalid-input' });
const NO_MOTION: TimeOfImpact = Object.freeze({ kind: 'miss', reason: 'no-motion' });
const SEPARATING: TimeOfImpact = Object.freeze({ kind: 'miss', reason: 'separating' });
const NO_CONTACT: TimeOfImpact = Object.freeze({ kind: 'miss', reason: 'no-contact' });

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isPoint(value: unknown): value is Vec2 {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { x?: unknown; y?: unknown };
  return isFiniteNumber(candidate.x) && isFiniteNumber(candidate.y);
}

function isRadius(value: unknown): value is number {
  return isFiniteNumber(value) && value >= 0;
}

function isMovingCircle(value: unknown): value is MovingCircle {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { center?: unknown; radius?: unknown; velocity?: unknown };
  return isPoint(candidate.center) && isRadius(candidate.radius) && isPoint(candidate.velocity);
}

/** Magnitudes inside [2^-60, 2^60] keep every product of degree 8 far from overflow/underflow. */
const SAFE_HIGH = 2 ** 60;
const SAFE_LOW = 2 ** -60;

/**
 * The power-of-two exponent k that brings the largest magnitude into [1, 2) when it lies outside
 * the safe range, else 0. Multiplying by 2^k is exact (barring underflow of tiny components).
 */
function scaleExponent(largest: number): number {
  if (largest === 0 || (largest >= SAFE_LOW && largest <= SAFE_HIGH)) return 0;
  return -Math.floor(Math.log2(largest));
}

/** x·2^k, in two steps so that 2^k itself never overflows or underflows. */
function timesPowerOfTwo(x: number, k: number): number {
  if (k === 0) return x;
  const half = Math.trunc(k / 2);
  return x * 2 ** half * 2 ** (k - half);
}

/** Reported coordinates: back to the caller's scale, clamped to the double range, no −0. */
function unscale(x: number, k: number): number {
  const value = timesPowerOfTwo(x, -k);
  if (value > Number.MAX_VALUE) return Number.MAX_VALUE;
  if (value < -Number.MAX_VALUE) return -Number.MAX_VALUE;
  return clean(value);
}

/** t for reporting: inside the closed step, never NaN. The decisions were made exactly. */
function clampStep(t: number): number {
  if (!(t > 0)) return 0;
  return t < 1 ? t : 1;
}

const UNSURE = 2;
type Sign = -1 | 0 | 1;
type FilteredSign = -1 | 1 | typeof UNSURE;

/**
 * Relative forward error allowed for a polynomial of degree ≤ 4 evaluated in doubles from inputs
 * that carry at most one rounding each: 32 units in the last place of its permanent (the same
 * expression with every term made positive) covers the ≈ 12 roundings on the longest path.
 */
const FILTER = 2 ** -48;
/** Absolute slack for underflow in products of small components (far below any snapped value). */
const TINY = 2 ** -900;

/** The sign of a float value if its error bound decides it, else UNSURE. */
function filtered(value: number, permanent: number): FilteredSign {
  const bound = permanent * FILTER + TINY;
  if (value > bound) return 1;
  if (value < -bound) return -1;
  return UNSURE;
}

/**
 * Sign of X + Y·√D from float approximations with absolute error bounds, or UNSURE.
 * √D is bracketed by √(D − eD) and √(D + eD), so the sum is bracketed too.
 */
function filteredSurd(
  x: number,
  xError: number,
  y: number,
  yError: number,
  d: number,
  dError: number,
): FilteredSign {
  const rootLow = d - dError > 0 ? Math.sqrt(d - dError) : 0;
  const rootHigh = Math.sqrt(Math.max(d + dError, 0));
  const yLow = y - yError;
  const yHigh = y + yError;
  const p1 = yLow * rootLow;
  const p2 = yLow * rootHigh;
  const p3 = yHigh * rootLow;
  const p4 = yHigh * rootHigh;
  const low = x - xError + Math.min(p1, p2, p3, p4);
  const high = x + xError + Math.max(p1, p2, p3, p4);
  const slack =
    (Math.abs(x) + xError + Math.abs(yHigh) * rootHigh + Math.abs(yLow) * rootHigh) * 2 ** -50 +
    TINY;
  if (low > slack) return 1;
  if (high < -slack) return -1;
  return UNSURE;
}

/**
 * The unit vector along (x, y), or along the fallback when (x, y) is zero. Dividing by the larger
 * component first keeps hypot away from overflow and from subnormal rounding.
 */
function unitOr(x: number, y: number, fallbackX: number, fallbackY: number): Vec2 {
  const largest = Math.max(Math.abs(x), Math.abs(y));
  if (largest > 0 && Number.isFinite(largest)) return unitAlong(x, y, largest);
  const fallbackLargest = Math.max(Math.abs(fallbackX), Math.abs(fallbackY));
  if (fallbackLargest > 0 && Number.isFinite(fallbackLargest)) {
    return unitAlong(fallbackX, fallbackY, fallbackLargest);
  }
  return vec2(0, 0);
}

/**
 * (x, y)/|(x, y)| given largest = max(|x|, |y|) > 0. One scaled component is exactly ±1, so
 * √(sx² + sy²) neither overflows nor underflows: it is what Math.hypot(sx, sy) computes (V8 sums
 * the squares of the components divided by their maximum, here 1), without the builtin call.
 */
function unitAlong(x: number, y: number, largest: number): Vec2 {
  const sx = x / largest;
  const sy = y / largest;
  const length = Math.sqrt(sx * sx + sy * sy);
  return vec2(sx / length, sy / length);
}

// ---------------------------------------------------------------------------------------------
// The point problem: |w + t·v|² = r², w = p − q, v = vA − vB, r = rA + rB
// ---------------------------------------------------------------------------------------------

/**
 * A circle (centre p, velocity va, radius ra) against a point q that may itself move (velocity
 * vb) and carry a radius (rb): the relative problem is w = p − q, v = va − vb, r = ra + rb. A
 * static point has vb = 0 and rb = 0, so nothing is rounded there. Kept as the raw (scaled)
 * numbers so the exact path can form w, v and r without rounding.
 */
type PointProblem = {
  px: number;
  py: number;
  qx: number;
  qy: number;
  vax: number;
  vay: number;
  vbx: number;
  vby: number;
  ra: number;
  rb: number;
};

/** Exact w, v and r of a point problem (built only when a float filter cannot decide). */
type PointExact = { wx: Exact; wy: Exact; vx: Exact; vy: Exact; r: Exact };

function pointExact(problem: PointProblem): PointExact {
  return {
    wx: exactSub(exact(problem.px), exact(problem.qx)),
    wy: exactSub(exact(problem.py), exact(problem.qy)),
    vx: exactSub(exact(problem.vax), exact(problem.vbx)),
    vy: exactSub(exact(problem.vay), exact(problem.vby)),
    r: exactAdd(exact(problem.ra), exact(problem.rb)),
  };
}

const sq = (x: Exact): Exact => exactMul(x, x);
const dot = (ax: Exact, ay: Exact, bx: Exact, by: Exact): Exact =>
  exactAdd(exactMul(ax, bx), exactMul(ay, by));
const cross = (ax: Exact, ay: Exact, bx: Exact, by: Exact): Exact =>
  exactSub(exactMul(ax, by), exactMul(ay, bx));

/** D/4 = r²|v|² − cross(v, w)² (Lagrange's identity applied to b² − 4ac, less cancellation). */
function discriminantQuarterOf(wx: number, wy: number, vx: number, vy: number, r: number): number {
  const crossVW = vx * wy - vy * wx;
  return r * r * (vx * vx + vy * vy) - crossVW * crossVW;
}

/** The permanent of D/4 from the magnitude bounds of w, v and r (its filter's scale). */
function discriminantPermanentOf(
  mwx: number,
  mwy: number,
  mvx: number,
  mvy: number,
  mr: number,
): number {
  const crossPermanent = mvx * mwy + mvy * mwx;
  return mr * mr * (mvx * mvx + mvy * mvy) + crossPermanent * crossPermanent;
}

/** The smaller root c / (−b' + √D'), b' = v·w < 0: no cancellation in the denominator. */
function firstRootOf(wx: number, wy: number, vx: number, vy: number, r: number): number {
  const c = wx * wx + wy * wy - r * r;
  const halfB = vx * wx + vy * wy;
  const root = Math.sqrt(Math.max(discriminantQuarterOf(wx, wy, vx, vy, r), 0));
  return clampStep(c / (root - halfB));
}

/** Float view of a point problem with a magnitude bound (for the error filters) per quantity. */
class PointFloats {
  readonly wx: number;
  readonly wy: number;
  readonly vx: number;
  readonly vy: number;
  readonly r: number;
  readonly mwx: number;
  readonly mwy: number;
  readonly mvx: number;
  readonly mvy: number;
  readonly mr: number;
  private exactCache: PointExact | undefined;

  constructor(readonly problem: PointProblem) {
    this.wx = problem.px - problem.qx;
    this.wy = problem.py - problem.qy;
    this.vx = problem.vax - problem.vbx;
    this.vy = problem.vay - problem.vby;
    this.r = problem.ra + problem.rb;
    this.mwx = Math.abs(problem.px) + Math.abs(problem.qx);
    this.mwy = Math.abs(problem.py) + Math.abs(problem.qy);
    this.mvx = Math.abs(problem.vax) + Math.abs(problem.vbx);
    this.mvy = Math.abs(problem.vay) + Math.abs(problem.vby);
    this.mr = problem.ra + problem.rb;
  }

  get exact(): PointExact {
    return (this.exactCache ??= pointExact(this.problem));
  }

  /** c = |w|² − r²: the squared distance minus r² at t = 0. */
  signStartGap(): Sign {
    const s = filtered(
      this.wx * this.wx + this.wy * this.wy - this.r * this.r,
      this.mwx * this.mwx + this.mwy * this.mwy + this.mr * this.mr,
    );
    if (s !== UNSURE) return s;
    const e = this.exact;
    return exactSign(exactSub(dot(e.wx, e.wy, e.wx, e.wy), sq(e.r)));
  }

  /** b/2 = v·w: half the rate of change of the squared distance at t = 0. */
  signApproach(): Sign {
    const s = filtered(
      this.vx * this.wx + this.vy * this.wy,
      this.mvx * this.mwx + this.mvy * this.mwy,
    );
    if (s !== UNSURE) return s;
    const e = this.exact;
    return exactSign(dot(e.vx, e.vy, e.wx, e.wy));
  }

  discriminantQuarter(): number {
    return discriminantQuarterOf(this.wx, this.wy, this.vx, this.vy, this.r);
  }

  discriminantPermanent(): number {
    return discriminantPermanentOf(this.mwx, this.mwy, this.mvx, this.mvy, this.mr);
  }

  discriminantExact(): Exact {
    const e = this.exact;
    return exactSub(
      exactMul(sq(e.r), dot(e.vx, e.vy, e.vx, e.vy)),
      sq(cross(e.vx, e.vy, e.wx, e.wy)),
    );
  }

  signDiscriminant(): Sign {
    const s = filtered(this.discriminantQuarter(), this.discriminantPermanent());
    return s !== UNSURE ? s : exactSign(this.discriminantExact());
  }

  /** f(1) = |w + v|² − r²: the squared distance minus r² at t = 1. */
  signEndGap(): Sign {
    const x = this.wx + this.vx;
    const y = this.wy + this.vy;
    const mx = this.mwx + this.mvx;
    const my = this.mwy + this.mvy;
    const s = filtered(x * x + y * y - this.r * this.r, mx * mx + my * my + this.mr * this.mr);
    if (s !== UNSURE) return s;
    const e = this.exact;
    const ex = exactAdd(e.wx, e.vx);
    const ey = exactAdd(e.wy, e.vy);
    return exactSign(exactSub(dot(ex, ey, ex, ey), sq(e.r)));
  }

  /** f'(1)/2 = v·(w + v): positive when the distance already grows at t = 1. */
  signEndSlope(): Sign {
    const s = filtered(
      this.vx * (this.wx + this.vx) + this.vy * (this.wy + this.vy),
      this.mvx * (this.mwx + this.mvx) + this.mvy * (this.mwy + this.mvy),
    );
    if (s !== UNSURE) return s;
    const e = this.exact;
    return exactSign(dot(e.vx, e.vy, exactAdd(e.wx, e.vx), exactAdd(e.wy, e.vy)));
  }

  /**
   * The first root of |w + t·v|² = r² when it lies in [0, 1], for a circle that starts strictly
   * outside (c > 0) and moves (v ≠ 0); −1 when there is none.
   *
   * Both roots are then on the same side of 0, so the earlier one is in [0, 1] iff the distance
   * shrinks at t = 0 (b < 0), the discriminant is ≥ 0, and either f(1) ≤ 0 (1 lies between the
   * roots or on one) or f'(1) > 0 (the minimum of f comes before 1).
   */
  entryTime(): number {
    if (this.signApproach() >= 0) return -1;
    if (this.signDiscriminant() < 0) return -1;
    const endGap = this.signEndGap();
    if (endGap < 0) return this.firstRoot();
    // f(1) ≥ 0: the earlier root is before 1 only if f is already rising at 1.
    if (this.signEndSlope() > 0) return this.firstRoot();
    return endGap === 0 ? 1 : -1; // f(1) = 0 and still falling: the earlier root is exactly 1
  }

  firstRoot(): number {
    return firstRootOf(this.wx, this.wy, this.vx, this.vy, this.r);
  }
}

type Contact = {
  kind: 'hit' | 'penetrating';
  t: number;
  pointX: number;
  pointY: number;
  normalX: number;
  normalY: number;
  feature?: CapsuleFeature;
};

type Outcome = Contact | TimeOfImpact;

function isContact(outcome: Outcome): outcome is Contact {
  return 'pointX' in outcome;
}

/**
 * Time of impact of a point problem (with the t = 0 rules). Returns the miss, or the contact time
 * and kind; the caller places the contact point and normal.
 */
type PointSolution = { kind: 'hit' | 'penetrating'; t: number };

function solvePoint(f: PointFloats): TimeOfImpact | PointSolution {
  if (f.vx === 0 && f.vy === 0) return NO_MOTION; // exact: a − b = 0 only when a = b
  const startGap = f.signStartGap();
  if (startGap <= 0) {
    if (f.signApproach() >= 0) return SEPARATING;
    return { kind: startGap < 0 ? 'penetrating' : 'hit', t: 0 };
  }
  const t = f.entryTime();
  return t < 0 ? NO_CONTACT : { kind: 'hit', t };
}

/**
 * Normal of a point problem at its contact time t: from the obstacle towards the centre.
 * At t = 0 it is w/|w|. At the entry root, w + t·v = (cross(v, w)·perp(v) − √D'·v)/|v|², a sum of
 * two orthogonal vectors, so it is computed without cancellation (w + t·v itself would lose
 * digits when the radius is small next to the coordinates). With r = 0 the centre reaches the
 * point and the normal is the limit −v/|v|.
 */
function pointNormal(f: PointFloats, t: number): Vec2 {
  return pointNormalOf(f.wx, f.wy, f.vx, f.vy, f.r, t);
}

function pointNormalOf(wx: number, wy: number, vx: number, vy: number, r: number, t: number): Vec2 {
  if (t === 0) return unitOr(wx, wy, -vx, -vy);
  if (r === 0) return unitOr(-vx, -vy, 0, 0);
  const crossVW = vx * wy - vy * wx;
  const root = Math.sqrt(Math.max(discriminantQuarterOf(wx, wy, vx, vy, r), 0));
  return unitOr(-crossVW * vy - root * vx, crossVW * vx - root * vy, -vx, -vy);
}

// ---------------------------------------------------------------------------------------------
// The fast path: the same float formulas on local numbers, giving up when a filter cannot decide
// ---------------------------------------------------------------------------------------------

/*
 * The classes above (float and exact views of a problem, rescaled) are the general path and the
 * reference. On almost every input the float filters alone settle every decision, so each public
 * function first runs a fast path: the same float formulas on plain numbers, no intermediate
 * objects, and only what the chosen contact needs (a cap's root only for the winning cap). It
 * runs only when the scale exponent is 0 (every magnitude already in the safe range, or all
 * zero), so its numbers are the very ones the general path would compute; and its decisions are
 * exact signs like the general path's, so they agree. When a filter cannot decide, it gives up
 * (undefined, or FAST_GIVE_UP) and the general path starts over: results are identical by
 * construction, and giving up only costs the float work done twice.
 *
 * Its filters use one static error bound per degree instead of per-quantity permanents. With m
 * the sum of the input magnitudes, every difference or sum of inputs the formulas form (w, v, r,
 * e, p − a, p + v − a, …) is at most m in magnitude, so the permanent that `filtered` scales is
 * at most 3·m² for each degree-2 polynomial signed (w·v, |w|² − r², g, h, v·e, h(1), f(1), f'(1))
 * and 6·m⁴ for each degree-4 one (D/4, h² − r²|e|²). Bounds of 8·m² and 16·m⁴ are thus rigorous
 * (twice over, which also covers the rounding of m itself), a little less sharp than the
 * dynamic ones, and cost no permanents. (The surds keep the general path's error terms.)
 *
 * Small integers: when every input is an integer and m ≤ 2^12, those polynomials are computed
 * exactly in doubles: the degree-2 quantities are at most 2·m², the degree-4 ones (and the surds'
 * X, at most 8·m⁴ = 2^51) stay below 2^53, so no operation rounds. A sign the filter leaves open
 * (a tangency, an endpoint: the zeros a snapping grid produces) is then the float's own sign,
 * and a surd X + Y·√D is signed by signOfSurd on the exact values of the float X, Y and D,
 * without the general path's BigInt problem. The bound is then 0 (see fastSign).
 */

/** Integer inputs whose magnitudes sum to at most this are computed exactly (see above). */
const EXACT_MAGNITUDE = 2 ** 12;
/** m ≥ this means the largest of at most 16 magnitudes is ≥ m/16 ≥ SAFE_LOW. */
const SAFE_MAGNITUDE_LOW = 16 * SAFE_LOW;

/** The static error bounds for degree 2 and 4 (see above), or 0 when the floats are exact. */
function staticBound2(magnitude: number, exactFloats: boolean): number {
  return exactFloats ? 0 : 8 * magnitude * magnitude * FILTER + TINY;
}
function staticBound4(magnitude: number, exactFloats: boolean): number {
  const square = magnitude * magnitude;
  return exactFloats ? 0 : 16 * square * square * FILTER + TINY;
}

/**
 * The sign of a float value whose error is at most `bound`, else UNSURE (the caller gives up).
 * On exactly computed values (small integer inputs) the bound is 0, and a value that is neither
 * positive nor negative is exactly 0. Kept tiny so that the JIT always inlines it.
 */
function fastSign(value: number, bound: number): FilteredSign | 0 {
  return value > bound ? 1 : value < -bound ? -1 : bound === 0 ? 0 : UNSURE;
}

/** filteredSurd(), and on exactly computed X, Y and D the exact sign of X + Y·√D. */
function fastSurd(
  x: number,
  xError: number,
  y: number,
  yError: number,
  d: number,
  dError: number,
  exactFloats: boolean,
): FilteredSign | 0 {
  const sign = filteredSurd(x, xError, y, yError, d, dError);
  if (sign !== UNSURE || !exactFloats) return sign;
  return signOfSurd(exact(x), exact(y), exact(d));
}

/** Outcomes of the fast solvers. */
const FAST_GIVE_UP = 0;
const FAST_HIT = 1;
const FAST_PENETRATING = 2;
const FAST_NO_MOTION = 3;
const FAST_SEPARATING = 4;
const FAST_NO_CONTACT = 5;
/** Entry of a circle starting strictly outside: at the first root, or exactly at t = 1. */
const FAST_ENTRY_AT_ROOT = 6;
const FAST_ENTRY_AT_END = 7;

/** The miss for a fast outcome code (FAST_NO_MOTION, FAST_SEPARATING, FAST_NO_CONTACT). */
function fastMiss(code: number): TimeOfImpact {
  return code === FAST_NO_MOTION ? NO_MOTION : code === FAST_SEPARATING ? SEPARATING : NO_CONTACT;
}

/**
 * True when the largest magnitude lies in the safe range (or all are 0), so the scale exponent is
 * 0, given their sum (a sum of nonnegative doubles is at least each term, even rounded). Using
 * the sum (adds, not Math.max) sends a few more borderline inputs to the general path; harmless.
 */
function inSafeRange(magnitude: number): boolean {
  return magnitude === 0 || (magnitude >= SAFE_MAGNITUDE_LOW && magnitude <= SAFE_HIGH);
}

/**
 * PointFloats for the fast path, as one reused instance (no allocation per call): a load method
 * reads the caller's input object and stores w, v, r, the sum of the input magnitudes and the
 * static bound in the fields; then outcome() decides and normal() builds the normal. The numbers
 * live in fields rather than in function arguments because a double passed to (or returned
 * from) a function the JIT does not inline is boxed on the heap; so the methods take objects or
 * nothing, and report t through a field. Calls never nest (everything here is synchronous).
 */
class FastPointProblem {
  wx = 0.5;
  wy = 0.5;
  vx = 0.5;
  vy = 0.5;
  r = 0.5;
  /** Sum of the input magnitudes w, v and r were formed from, and the static bound for degree 2. */
  magnitude = 0.5;
  bound2 = 0.5;
  exactFloats = false;

  /** The contact time, after outcome() = FAST_HIT or firstRoot(). */
  t = 0.5;

  /** Loads w, v and r, formed from inputs whose magnitudes sum to `magnitude`. */
  load(wx: number, wy: number, vx: number, vy: number, r: number, magnitude: number): void {
    this.wx = wx;
    this.wy = wy;
    this.vx = vx;
    this.vy = vy;
    this.r = r;
    this.magnitude = magnitude;
    this.bound2 = staticBound2(magnitude, this.exactFloats);
  }

  /**
   * Loads a circle against a static point (v − 0 = v, and r + 0 only ever enters squared or
   * compared with 0). False when the input is outside the safe range: take the general path.
   */
  loadCirclePoint(input: CirclePointInput): boolean {
    const px = input.center.x;
    const py = input.center.y;
    const vx = input.velocity.x;
    const vy = input.velocity.y;
    const qx = input.point.x;
    const qy = input.point.y;
    const r = input.radius;
    const magnitude =
      Math.abs(px) + Math.abs(py) + r + Math.abs(vx) + Math.abs(vy) + Math.abs(qx) + Math.abs(qy);
    if (!inSafeRange(magnitude)) return false;
    this.exactFloats =
      magnitude <= EXACT_MAGNITUDE &&
      Number.isInteger(px) &&
      Number.isInteger(py) &&
      Number.isInteger(qx) &&
      Number.isInteger(qy) &&
      Number.isInteger(vx) &&
      Number.isInteger(vy) &&
      Number.isInteger(r);
    this.load(px - qx, py - qy, vx, vy, r, magnitude);
    return true;
  }

  /** Loads two circles as the point problem in B's frame, as PointFloats forms it (or false). */
  loadCircles(input: CirclesInput): boolean {
    const a = input.a;
    const b = input.b;
    const pax = a.center.x;
    const pay = a.center.y;
    const vax = a.velocity.x;
    const vay = a.velocity.y;
    const ra = a.radius;
    const pbx = b.center.x;
    const pby = b.center.y;
    const vbx = b.velocity.x;
    const vby = b.velocity.y;
    const rb = b.radius;
    const magnitude =
      Math.abs(pax) +
      Math.abs(pay) +
      ra +
      Math.abs(vax) +
      Math.abs(vay) +
      Math.abs(pbx) +
      Math.abs(pby) +
      rb +
      Math.abs(vbx) +
      Math.abs(vby);
    if (!inSafeRange(magnitude)) return false;
    this.exactFloats =
      magnitude <= EXACT_MAGNITUDE &&
      Number.isInteger(pax) &&
      Number.isInteger(pay) &&
      Number.isInteger(pbx) &&
      Number.isInteger(pby) &&
      Number.isInteger(vax) &&
      Number.isInteger(vay) &&
      Number.isInteger(vbx) &&
      Number.isInteger(vby) &&
      Number.isInteger(ra) &&
      Number.isInteger(rb);
    this.load(pax - pbx, pay - pby, vax - vbx, vay - vby, ra + rb, magnitude);
    return true;
  }

  /** PointFloats.entryTime's decisions without the root: FAST_ENTRY_AT_ROOT/_END or a code. */
  entry(): number {
    const approach = fastSign(this.vx * this.wx + this.vy * this.wy, this.bound2);
    if (approach === UNSURE) return FAST_GIVE_UP;
    if (approach >= 0) return FAST_NO_CONTACT;
    return this.entryWhileApproaching();
  }

  /** entry() once the distance is known to shrink at t = 0 (w·v < 0). */
  entryWhileApproaching(): number {
    const { wx, wy, vx, vy, r, bound2 } = this;
    const bound4 = staticBound4(this.magnitude, this.exactFloats);
    const discriminant = fastSign(discriminantQuarterOf(wx, wy, vx, vy, r), bound4);
    if (discriminant === UNSURE) return FAST_GIVE_UP;
    if (discriminant < 0) return FAST_NO_CONTACT;
    const endX = wx + vx;
    const endY = wy + vy;
    const endGap = fastSign(endX * endX + endY * endY - r * r, bound2);
    if (endGap === UNSURE) return FAST_GIVE_UP;
    if (endGap < 0) return FAST_ENTRY_AT_ROOT;
    const endSlope = fastSign(vx * (wx + vx) + vy * (wy + vy), bound2);
    if (endSlope === UNSURE) return FAST_GIVE_UP;
    if (endSlope > 0) return FAST_ENTRY_AT_ROOT;
    return endGap === 0 ? FAST_ENTRY_AT_END : FAST_NO_CONTACT;
  }

  /** t = the first root (PointFloats.firstRoot). */
  firstRoot(): void {
    this.t = firstRootOf(this.wx, this.wy, this.vx, this.vy, this.r);
  }

  /** solvePoint: FAST_HIT (t in this.t), FAST_PENETRATING (t = 0) or a miss or FAST_GIVE_UP. */
  outcome(): number {
    const { wx, wy, vx, vy, r, bound2 } = this;
    if (vx === 0 && vy === 0) return FAST_NO_MOTION;
    const startGap = fastSign(wx * wx + wy * wy - r * r, bound2);
    if (startGap === UNSURE) return FAST_GIVE_UP;
    // Both branches need the approach sign; deciding it here keeps the common miss (moving away)
    // inside this method.
    const approach = fastSign(vx * wx + vy * wy, bound2);
    if (approach === UNSURE) return FAST_GIVE_UP;
    if (startGap <= 0) {
      if (approach >= 0) return FAST_SEPARATING;
      this.t = 0;
      return startGap < 0 ? FAST_PENETRATING : FAST_HIT;
    }
    if (approach >= 0) return FAST_NO_CONTACT;
    const entry = this.entryWhileApproaching();
    if (entry === FAST_ENTRY_AT_ROOT) this.firstRoot();
    else if (entry === FAST_ENTRY_AT_END) this.t = 1;
    else return entry;
    return FAST_HIT;
  }

  /** pointNormal at this.t. */
  normal(): Vec2 {
    return pointNormalOf(this.wx, this.wy, this.vx, this.vy, this.r, this.t);
  }
}

const FAST_POINT = new FastPointProblem();

// ---------------------------------------------------------------------------------------------
// Public: circle vs point
// ---------------------------------------------------------------------------------------------

/**
 * First contact of a moving circle with a fixed point: the earliest t in [0, 1] with
 * |center + t·velocity − point| = radius, under the t = 0 rules above.
 */
export function timeOfImpactCirclePoint(input: CirclePointInput): TimeOfImpact {
  if (typeof input !== 'object' || input === null) return INVALID;
  const { center, radius, velocity, point } = input;
  if (!isPoint(center) || !isRadius(radius) || !isPoint(velocity) || !isPoint(point)) {
    return INVALID;
  }
  // The fast path (see FastPointProblem); kept small so that callers can inline this function.
  const f = FAST_POINT;
  if (f.loadCirclePoint(input)) {
    const code = f.outcome();
    if (code === FAST_HIT || code === FAST_PENETRATING) {
      return {
        kind: code === FAST_HIT ? 'hit' : 'penetrating',
        t: clean(f.t),
        point: vec2(point.x, point.y),
        normal: f.normal(),
      };
    }
    if (code !== FAST_GIVE_UP) return fastMiss(code);
  }
  return generalCirclePoint(input);
}

/** timeOfImpactCirclePoint's general path (validated input). */
function generalCirclePoint(input: CirclePointInput): TimeOfImpact {
  const { center, radius, velocity, point } = input;
  const k = scaleExponent(
    Math.max(
      Math.abs(center.x),
      Math.abs(center.y),
      radius,
      Math.abs(velocity.x),
      Math.abs(velocity.y),
      Math.abs(point.x),
      Math.abs(point.y),
    ),
  );
  const s = (x: number): number => timesPowerOfTwo(x, k);
  const f = new PointFloats({
    px: s(center.x),
    py: s(center.y),
    qx: s(point.x),
    qy: s(point.y),
    vax: s(velocity.x),
    vay: s(velocity.y),
    vbx: 0,
    vby: 0,
    ra: s(radius),
    rb: 0,
  });
  const solved = solvePoint(f);
  if (solved.t === undefined) return solved as TimeOfImpact;
  const normal = pointNormal(f, solved.t);
  return {
    kind: solved.kind as 'hit' | 'penetrating',
    t: clean(solved.t),
    point: vec2(point.x, point.y),
    normal,
  };
}

// ---------------------------------------------------------------------------------------------
// Public: two moving circles
// ---------------------------------------------------------------------------------------------

/**
 * First contact of two moving circles: the point problem in B's frame (relative motion
 * vA − vB, combined radius rA + rB). The contact point lies on B's circle at time t.
 */
export function timeOfImpactCircles(input: CirclesInput): TimeOfImpact {
  if (typeof input !== 'object' || input === null) return INVALID;
  const { a, b } = input;
  if (!isMovingCircle(a) || !isMovingCircle(b)) return INVALID;
  // The fast path (see FastPointProblem); kept small so that callers can inline this function.
  const f = FAST_POINT;
  if (f.loadCircles(input)) {
    const code = f.outcome();
    if (code === FAST_HIT || code === FAST_PENETRATING) {
      const t = f.t;
      const normal = f.normal();
      // B's centre at time t, then out along the normal by B's radius (no rescaling to undo).
      const pointX = b.center.x + t * b.velocity.x + b.radius * normal.x;
      const pointY = b.center.y + t * b.velocity.y + b.radius * normal.y;
      return {
        kind: code === FAST_HIT ? 'hit' : 'penetrating',
        t: clean(t),
        point: vec2(pointX, pointY),
        normal,
      };
    }
    if (code !== FAST_GIVE_UP) return fastMiss(code);
  }
  return generalCircles(input);
}

/** timeOfImpactCircles' general path (validated input). */
function generalCircles(input: CirclesInput): TimeOfImpact {
  const { a, b } = input;
  const k = scaleExponent(
    Math.max(
      Math.abs(a.center.x),
      Math.abs(a.center.y),
      a.radius,
      Math.abs(a.velocity.x),
      Math.abs(a.velocity.y),
      Math.abs(b.center.x),
      Math.abs(b.center.y),
      b.radius,
      Math.abs(b.velocity.x),
      Math.abs(b.velocity.y),
    ),
  );
  const s = (x: number): number => timesPowerOfTwo(x, k);
  const problem: PointProblem = {
    px: s(a.center.x),
    py: s(a.center.y),
    qx: s(b.center.x),
    qy: s(b.center.y),
    vax: s(a.velocity.x),
    vay: s(a.velocity.y),
    vbx: s(b.velocity.x),
    vby: s(b.velocity.y),
    ra: s(a.radius),
    rb: s(b.radius),
  };
  const f = new PointFloats(problem);
  const solved = solvePoint(f);
  if (solved.t === undefined) return solved as TimeOfImpact;
  const t = solved.t;
  const normal = pointNormal(f, t);
  // B's centre at time t, then out along the normal by B's radius.
  const pointX = problem.qx + t * problem.vbx + problem.rb * normal.x;
  const pointY = problem.qy + t * problem.vby + problem.rb * normal.y;
  return {
    kind: solved.kind as 'hit' | 'penetrating',
    t: clean(t),
    point: vec2(unscale(pointX, k), unscale(pointY, k)),
    normal,
  };
}

// ---------------------------------------------------------------------------------------------
// The segment problem: the capsule = sides ∪ caps
// ---------------------------------------------------------------------------------------------

/**
 * Float quantities of a circle (centre p, velocity v, radius r) against segment a–b, e = b − a,
 * each with a magnitude bound for the error filters, and their exact twins on demand.
 *   g(t) = (p + t·v − a)·e   the centre's foot along e, scaled by |e|² (within [0, |e|²] = on it)
 *   h(t) = cross(e, p + t·v − a)   the signed distance to the line, scaled by |e|
 */
class SegmentFloats {
  readonly ex: number;
  readonly ey: number;
  readonly pax: number;
  readonly pay: number;
  readonly pbx: number;
  readonly pby: number;
  readonly mex: number;
  readonly mey: number;
  readonly mpax: number;
  readonly mpay: number;
  readonly mpbx: number;
  readonly mpby: number;
  readonly mvx: number;
  readonly mvy: number;
  readonly lengthSquared: number;
  readonly lengthSquaredPermanent: number;
  readonly g0: number;
  readonly g0Permanent: number;
  readonly h0: number;
  readonly h0Permanent: number;
  readonly hv: number;
  readonly hvPermanent: number;
  readonly gv: number;
  readonly gvPermanent: number;
  private exactCache: SegmentExact | undefined;

  constructor(
    readonly px: number,
    readonly py: number,
    readonly vx: number,
    readonly vy: number,
    readonly r: number,
    readonly ax: number,
    readonly ay: number,
    readonly bx: number,
    readonly by: number,
  ) {
    this.ex = bx - ax;
    this.ey = by - ay;
    this.pax = px - ax;
    this.pay = py - ay;
    this.pbx = px - bx;
    this.pby = py - by;
    this.mex = Math.abs(bx) + Math.abs(ax);
    this.mey = Math.abs(by) + Math.abs(ay);
    this.mpax = Math.abs(px) + Math.abs(ax);
    this.mpay = Math.abs(py) + Math.abs(ay);
    this.mpbx = Math.abs(px) + Math.abs(bx);
    this.mpby = Math.abs(py) + Math.abs(by);
    this.mvx = Math.abs(vx);
    this.mvy = Math.abs(vy);
    this.lengthSquared = this.ex * this.ex + this.ey * this.ey;
    this.lengthSquaredPermanent = this.mex * this.mex + this.mey * this.mey;
    this.g0 = this.pax * this.ex + this.pay * this.ey;
    this.g0Permanent = this.mpax * this.mex + this.mpay * this.mey;
    this.h0 = this.ex * this.pay - this.ey * this.pax;
    this.h0Permanent = this.mex * this.mpay + this.mey * this.mpax;
    this.hv = this.ex * vy - this.ey * vx;
    this.hvPermanent = this.mex * this.mvy + this.mey * this.mvx;
    this.gv = vx * this.ex + vy * this.ey;
    this.gvPermanent = this.mvx * this.mex + this.mvy * this.mey;
  }

  get exact(): SegmentExact {
    return (this.exactCache ??= segmentExact(this));
  }

  /** Sign of g(0): negative when the centre's foot lies before a. */
  signFootFromA(): Sign {
    const s = filtered(this.g0, this.g0Permanent);
    return s !== UNSURE ? s : exactSign(this.exact.g0);
  }

  /** Sign of g(0) − |e|² = (p − b)·e: positive when the foot lies beyond b. */
  signFootFromB(): Sign {
    const s = filtered(
      this.pbx * this.ex + this.pby * this.ey,
      this.mpbx * this.mex + this.mpby * this.mey,
    );
    return s !== UNSURE ? s : exactSign(this.exact.g0b);
  }

  signH0(): Sign {
    const s = filtered(this.h0, this.h0Permanent);
    return s !== UNSURE ? s : exactSign(this.exact.h0);
  }

  signHv(): Sign {
    const s = filtered(this.hv, this.hvPermanent);
    return s !== UNSURE ? s : exactSign(this.exact.hv);
  }

  signGv(): Sign {
    const s = filtered(this.gv, this.gvPermanent);
    return s !== UNSURE ? s : exactSign(this.exact.gv);
  }

  /** Sign of h(0)² − r²|e|²: the distance to the LINE at t = 0 against r. */
  signLineGapStart(): Sign {
    const s = filtered(
      this.h0 * this.h0 - this.r * this.r * this.lengthSquared,
      this.h0Permanent * this.h0Permanent + this.r * this.r * this.lengthSquaredPermanent,
    );
    if (s !== UNSURE) return s;
    const e = this.exact;
    return exactSign(exactSub(sq(e.h0), exactMul(sq(e.r), e.lengthSquared)));
  }

  /** h(1) = cross(e, p + v − a), and the sign of h(1)² − r²|e|². */
  h1(): number {
    return this.ex * (this.pay + this.vy) - this.ey * (this.pax + this.vx);
  }

  h1Permanent(): number {
    return this.mex * (this.mpay + this.mvy) + this.mey * (this.mpax + this.mvx);
  }

  signH1(): Sign {
    const s = filtered(this.h1(), this.h1Permanent());
    return s !== UNSURE ? s : exactSign(this.exact.h1);
  }

  signLineGapEnd(): Sign {
    const h1 = this.h1();
    const m = this.h1Permanent();
    const s = filtered(
      h1 * h1 - this.r * this.r * this.lengthSquared,
      m * m + this.r * this.r * this.lengthSquaredPermanent,
    );
    if (s !== UNSURE) return s;
    const e = this.exact;
    return exactSign(exactSub(sq(e.h1), exactMul(sq(e.r), e.lengthSquared)));
  }

  /** A circle problem against endpoint a or b (a static point: nothing rounded). */
  cap(end: 'a' | 'b'): PointFloats {
    return new PointFloats({
      px: this.px,
      py: this.py,
      qx: end === 'a' ? this.ax : this.bx,
      qy: end === 'a' ? this.ay : this.by,
      vax: this.vx,
      vay: this.vy,
      vbx: 0,
      vby: 0,
      ra: this.r,
      rb: 0,
    });
  }
}

type SegmentExact = {
  ex: Exact;
  ey: Exact;
  vx: Exact;
  vy: Exact;
  r: Exact;
  pax: Exact;
  pay: Exact;
  lengthSquared: Exact;
  g0: Exact;
  g0b: Exact;
  h0: Exact;
  hv: Exact;
  gv: Exact;
  h1: Exact;
};

function segmentExact(f: SegmentFloats): SegmentExact {
  const px = exact(f.px);
  const py = exact(f.py);
  const ax = exact(f.ax);
  const ay = exact(f.ay);
  const bx = exact(f.bx);
  const by = exact(f.by);
  const vx = exact(f.vx);
  const vy = exact(f.vy);
  const ex = exactSub(bx, ax);
  const ey = exactSub(by, ay);
  const pax = exactSub(px, ax);
  const pay = exactSub(py, ay);
  const pbx = exactSub(px, bx);
  const pby = exactSub(py, by);
  const h0 = cross(ex, ey, pax, pay);
  const hv = cross(ex, ey, vx, vy);
  return {
    ex,
    ey,
    vx,
    vy,
    r: exact(f.r),
    pax,
    pay,
    lengthSquared: dot(ex, ey, ex, ey),
    g0: dot(pax, pay, ex, ey),
    g0b: dot(pbx, pby, ex, ey),
    h0,
    hv,
    gv: dot(vx, vy, ex, ey),
    h1: exactAdd(h0, hv),
  };
}

/**
 * The feature for a contact whose foot lies exactly on endpoint `end` (the side and that cap are
 * reached at the same instant): it goes to where the foot was just before contact (see the file
 * comment), which only needs the sign of g'(t) = v·e — moving towards b (> 0) means the foot came
 * from beyond a; moving towards a (< 0) means it came from beyond b; 0 keeps it on the end: side.
 */
function featureAtEndpoint(end: 'a' | 'b', gvSign: Sign): CapsuleFeature {
  if (end === 'a') return gvSign > 0 ? 'cap-a' : 'side';
  return gvSign < 0 ? 'cap-b' : 'side';
}

/** The side's unit normal on the side of sign h0 (left of e when positive). */
function sideNormal(f: SegmentFloats, h0Sign: Sign): Vec2 {
  return sideNormalOf(f.ex, f.ey, h0Sign);
}

function sideNormalOf(ex: number, ey: number, h0Sign: Sign): Vec2 {
  return h0Sign >= 0 ? unitOr(-ey, ex, 0, 0) : unitOr(ey, -ex, 0, 0);
}

function contactFrom(
  kind: 'hit' | 'penetrating',
  t: number,
  point: { x: number; y: number },
  normal: Vec2,
  feature?: CapsuleFeature,
): Contact {
  const contact: Contact = {
    kind,
    t,
    pointX: point.x,
    pointY: point.y,
    normalX: normal.x,
    normalY: normal.y,
  };
  if (feature !== undefined) contact.feature = feature;
  return contact;
}

/** Contact already at t = 0 (hit when touching, penetrating when overlapping), or the miss. */
function segmentAtStart(f: SegmentFloats): Outcome | undefined {
  const fromA = f.signFootFromA();
  const fromB = fromA < 0 ? -1 : f.signFootFromB();
  if (fromA < 0 || fromB > 0) {
    // The closest point is an endpoint: the point problem at that cap.
    const end = fromA < 0 ? 'a' : 'b';
    const cap = f.cap(end);
    const gap = cap.signStartGap();
    if (gap > 0) return undefined;
    if (cap.signApproach() >= 0) return SEPARATING;
    const point = end === 'a' ? { x: f.ax, y: f.ay } : { x: f.bx, y: f.by };
    return contactFrom(
      gap < 0 ? 'penetrating' : 'hit',
      0,
      point,
      unitOr(cap.wx, cap.wy, -f.vx, -f.vy),
      end === 'a' ? 'cap-a' : 'cap-b',
    );
  }
  // The foot lies on the closed segment: the distance is the distance to the line.
  const gap = f.signLineGapStart();
  if (gap > 0) return undefined;
  const h0Sign = f.signH0();
  const hvSign = h0Sign === 0 ? 0 : f.signHv();
  if (h0Sign * hvSign >= 0) return SEPARATING;
  let feature: CapsuleFeature = 'side';
  let s = f.g0 / f.lengthSquared;
  if (fromA === 0) {
    feature = featureAtEndpoint('a', f.signGv());
    s = 0;
  } else if (fromB === 0) {
    feature = featureAtEndpoint('b', f.signGv());
    s = 1;
  }
  s = clampStep(s);
  const point = { x: f.ax + s * f.ex, y: f.ay + s * f.ey };
  return contactFrom(gap < 0 ? 'penetrating' : 'hit', 0, point, sideNormal(f, h0Sign), feature);
}

/**
 * The side candidate: the centre enters the strip |h| ≤ r|e| at
 *   t_side = (|h0| − r|e|)/|hv|,
 * and it counts when the foot then lies on the closed segment. g(t_side)·|hv| is
 *   (g0·|hv| + gv·|h0|) − gv·r·√(|e|²),
 * a surd whose sign is exact (signOfSurd); the same with g0 − |e|² checks the other end.
 * Returns the contact, 'none' (not entering the strip within the step: no contact at all, since
 * both caps lie inside the strip) or 'caps' (the foot misses the segment: try the caps).
 */
function segmentSide(f: SegmentFloats, h0Sign: Sign, hvSign: Sign): Contact | 'none' | 'caps' {
  const startGap = f.signLineGapStart();
  if (startGap < 0) return 'caps'; // already inside the strip, beyond an end
  // Enter the strip by t = 1: h(1) on the other side of the line (or on it), or |h(1)| ≤ r|e|.
  const h1Sign = f.signH1();
  const endGap = h1Sign === h0Sign ? f.signLineGapEnd() : -1;
  if (endGap > 0) return 'none';

  const absHv = hvSign * f.hv;
  const absH0 = h0Sign * f.h0;
  const x = f.g0 * absHv + f.gv * absH0;
  const xError = (f.g0Permanent * f.hvPermanent + f.gvPermanent * f.h0Permanent) * FILTER + TINY;
  const y = -f.gv * f.r;
  const yError = f.gvPermanent * f.r * FILTER + TINY;
  const dError = f.lengthSquaredPermanent * FILTER + TINY;
  let atA = filteredSurd(x, xError, y, yError, f.lengthSquared, dError) as Sign | typeof UNSURE;
  if (atA === UNSURE) {
    const e = f.exact;
    atA = signOfSurd(
      exactAdd(exactMul(e.g0, absExact(e.hv, hvSign)), exactMul(e.gv, absExact(e.h0, h0Sign))),
      exactNeg(exactMul(e.gv, e.r)),
      e.lengthSquared,
    );
  }
  if (atA < 0) return 'caps';
  const g0b = f.pbx * f.ex + f.pby * f.ey;
  const xb = g0b * absHv + f.gv * absH0;
  const xbError =
    ((f.mpbx * f.mex + f.mpby * f.mey) * f.hvPermanent + f.gvPermanent * f.h0Permanent) * FILTER +
    TINY;
  let atB = filteredSurd(xb, xbError, y, yError, f.lengthSquared, dError) as Sign | typeof UNSURE;
  if (atB === UNSURE) {
    const e = f.exact;
    atB = signOfSurd(
      exactAdd(exactMul(e.g0b, absExact(e.hv, hvSign)), exactMul(e.gv, absExact(e.h0, h0Sign))),
      exactNeg(exactMul(e.gv, e.r)),
      e.lengthSquared,
    );
  }
  if (atB > 0) return 'caps';

  // t_side = (h0² − r²|e|²) / (|hv|·(|h0| + r|e|)): the numerator is exact on snapped inputs.
  const length = Math.sqrt(f.lengthSquared);
  let t: number;
  if (startGap === 0) t = 0;
  else if (endGap === 0) t = 1;
  else {
    t = clampStep((f.h0 * f.h0 - f.r * f.r * f.lengthSquared) / (absHv * (absH0 + f.r * length)));
  }
  let feature: CapsuleFeature = 'side';
  let s: number;
  if (atA === 0) {
    feature = featureAtEndpoint('a', f.signGv());
    s = 0;
  } else if (atB === 0) {
    feature = featureAtEndpoint('b', f.signGv());
    s = 1;
  } else {
    s = clampStep((f.g0 + t * f.gv) / f.lengthSquared);
  }
  const point = { x: f.ax + s * f.ex, y: f.ay + s * f.ey };
  // At a side the normal is the side's; at a tie labelled as a cap with r = 0 it is the point
  // limit −v/|v| (the centre arrived from beyond the end); with r > 0 both coincide.
  const normal =
    feature !== 'side' && f.r === 0 ? unitOr(-f.vx, -f.vy, 0, 0) : sideNormal(f, h0Sign);
  return contactFrom('hit', t, point, normal, feature);
}

function absExact(value: Exact, sign: Sign): Exact {
  return sign >= 0 ? value : exactNeg(value);
}

/**
 * The cap candidates, when the side is not reached first: the first contact with the disk around
 * a or b. When both are reached within the step the earlier one is the cap whose entry point lies
 * beyond its end: with hv = 0 (motion parallel to the segment) that is the end the motion meets
 * first; otherwise the foot at t_a, g(t_a)·|v|² = hv·cross(p − a, v) − gv·√D'_a, decides
 * (negative: cap a is first).
 */
function segmentCaps(f: SegmentFloats): Outcome {
  const capA = f.cap('a');
  const capB = f.cap('b');
  const tA = capA.entryTime();
  const tB = capB.entryTime();
  if (tA < 0 && tB < 0) return NO_CONTACT;
  let end: 'a' | 'b';
  if (tB < 0) end = 'a';
  else if (tA < 0) end = 'b';
  else {
    const hvSign = f.signHv();
    if (hvSign === 0) end = f.signGv() > 0 ? 'a' : 'b';
    else {
      const crossWV = capA.wx * f.vy - capA.wy * f.vx;
      const crossPermanent = capA.mwx * f.mvy + capA.mwy * f.mvx;
      const x = f.hv * crossWV;
      const xError = f.hvPermanent * crossPermanent * FILTER + TINY;
      const y = -f.gv;
      const yError = f.gvPermanent * FILTER + TINY;
      const d = capA.discriminantQuarter();
      const dError = capA.discriminantPermanent() * FILTER + TINY;
      let sign = filteredSurd(x, xError, y, yError, d, dError) as Sign | typeof UNSURE;
      if (sign === UNSURE) {
        const e = f.exact;
        sign = signOfSurd(
          exactMul(e.hv, cross(e.pax, e.pay, e.vx, e.vy)),
          exactNeg(e.gv),
          capA.discriminantExact(),
        );
      }
      end = sign < 0 ? 'a' : 'b';
    }
  }
  const cap = end === 'a' ? capA : capB;
  const t = end === 'a' ? tA : tB;
  const point = end === 'a' ? { x: f.ax, y: f.ay } : { x: f.bx, y: f.by };
  return contactFrom('hit', t, point, pointNormal(cap, t), end === 'a' ? 'cap-a' : 'cap-b');
}

function solveSegment(f: SegmentFloats): Outcome {
  if (f.vx === 0 && f.vy === 0) return NO_MOTION;
  const atStart = segmentAtStart(f);
  if (atStart !== undefined) return atStart;
  // Strictly outside the capsule. The side comes first whenever its candidate is valid: before
  // entering the strip the centre is outside both caps, which lie inside the strip.
  const h0Sign = f.signH0();
  const hvSign = h0Sign === 0 ? 0 : f.signHv();
  if (h0Sign * hvSign < 0) {
    const side = segmentSide(f, h0Sign, hvSign);
    if (side === 'none') return NO_CONTACT;
    if (side !== 'caps') return side;
  }
  return segmentCaps(f);
}

/** A segment contact as the public result (no rescaling to undo: the scale exponent was 0). */
function segmentContact(
  kind: 'hit' | 'penetrating',
  t: number,
  pointX: number,
  pointY: number,
  normal: Vec2,
  feature: CapsuleFeature,
): TimeOfImpact {
  return { kind, t: clean(t), point: vec2(pointX, pointY), normal, feature };
}

/**
 * timeOfImpactCircleSegment's fast path (validated input, a ≠ b), or undefined to take the
 * general one. The same steps as solveSegment (segmentAtStart, segmentSide, segmentCaps) on local
 * numbers; the caps are decided first and only the winner's root and normal are computed.
 */
function fastCircleSegment(input: CircleSegmentInput): TimeOfImpact | undefined {
  const px = input.center.x;
  const py = input.center.y;
  const vx = input.velocity.x;
  const vy = input.velocity.y;
  const r = input.radius;
  const ax = input.a.x;
  const ay = input.a.y;
  const bx = input.b.x;
  const by = input.b.y;
  const magnitude =
    Math.abs(px) +
    Math.abs(py) +
    r +
    Math.abs(vx) +
    Math.abs(vy) +
    Math.abs(ax) +
    Math.abs(ay) +
    Math.abs(bx) +
    Math.abs(by);
  if (!inSafeRange(magnitude)) return undefined;
  if (vx === 0 && vy === 0) return NO_MOTION;
  const exactFloats =
    magnitude <= EXACT_MAGNITUDE &&
    Number.isInteger(px) &&
    Number.isInteger(py) &&
    Number.isInteger(ax) &&
    Number.isInteger(ay) &&
    Number.isInteger(bx) &&
    Number.isInteger(by) &&
    Number.isInteger(vx) &&
    Number.isInteger(vy) &&
    Number.isInteger(r);
  const bound2 = staticBound2(magnitude, exactFloats);
  const bound4 = staticBound4(magnitude, exactFloats);
  // SegmentFloats' quantities.
  const ex = bx - ax;
  const ey = by - ay;
  const pax = px - ax;
  const pay = py - ay;
  const pbx = px - bx;
  const pby = py - by;
  const lengthSquared = ex * ex + ey * ey;
  const g0 = pax * ex + pay * ey;
  const h0 = ex * pay - ey * pax;
  const hv = ex * vy - ey * vx;
  const gv = vx * ex + vy * ey;

  // segmentAtStart: contact at t = 0, or the miss.
  const fromA = fastSign(g0, bound2);
  if (fromA === UNSURE) return undefined;
  let fromB: Sign = -1;
  if (fromA >= 0) {
    const sign = fastSign(pbx * ex + pby * ey, bound2);
    if (sign === UNSURE) return undefined;
    fromB = sign;
  }
  let lineGapStart: FilteredSign | 0 = UNSURE;
  if (fromA < 0 || fromB > 0) {
    // The closest point is an endpoint: the point problem at that cap.
    const atA = fromA < 0;
    const wx = atA ? pax : pbx;
    const wy = atA ? pay : pby;
    const gap = fastSign(wx * wx + wy * wy - r * r, bound2);
    if (gap === UNSURE) return undefined;
    if (gap <= 0) {
      const approach = fastSign(vx * wx + vy * wy, bound2);
      if (approach === UNSURE) return undefined;
      if (approach >= 0) return SEPARATING;
      return segmentContact(
        gap < 0 ? 'penetrating' : 'hit',
        0,
        atA ? ax : bx,
        atA ? ay : by,
        unitOr(wx, wy, -vx, -vy),
        atA ? 'cap-a' : 'cap-b',
      );
    }
  } else {
    // The foot lies on the closed segment: the distance is the distance to the line.
    lineGapStart = fastSign(h0 * h0 - r * r * lengthSquared, bound4);
    if (lineGapStart === UNSURE) return undefined;
    if (lineGapStart <= 0) {
      const h0Sign = fastSign(h0, bound2);
      if (h0Sign === UNSURE) return undefined;
      const hvSign = h0Sign === 0 ? 0 : fastSign(hv, bound2);
      if (hvSign === UNSURE) return undefined;
      if (h0Sign * hvSign >= 0) return SEPARATING;
      let feature: CapsuleFeature = 'side';
      let s = g0 / lengthSquared;
      if (fromA === 0 || fromB === 0) {
        const gvSign = fastSign(gv, bound2);
        if (gvSign === UNSURE) return undefined;
        feature = featureAtEndpoint(fromA === 0 ? 'a' : 'b', gvSign);
        s = fromA === 0 ? 0 : 1;
      }
      s = clampStep(s);
      return segmentContact(
        lineGapStart < 0 ? 'penetrating' : 'hit',
        0,
        ax + s * ex,
        ay + s * ey,
        sideNormalOf(ex, ey, h0Sign),
        feature,
      );
    }
  }

  // Strictly outside the capsule: the side first, when the centre approaches the line.
  const h0Sign = fastSign(h0, bound2);
  if (h0Sign === UNSURE) return undefined;
  const hvSign = h0Sign === 0 ? 0 : fastSign(hv, bound2);
  if (hvSign === UNSURE) return undefined;
  // Magnitude bounds for the surds' error terms (as SegmentFloats forms them).
  const mex = Math.abs(bx) + Math.abs(ax);
  const mey = Math.abs(by) + Math.abs(ay);
  const mpax = Math.abs(px) + Math.abs(ax);
  const mpay = Math.abs(py) + Math.abs(ay);
  const mvx = Math.abs(vx);
  const mvy = Math.abs(vy);
  const hvPermanent = mex * mvy + mey * mvx;
  const gvPermanent = mvx * mex + mvy * mey;
  // segmentSide: the contact or NO_CONTACT; `break side` when the foot misses the segment.
  side: if (h0Sign * hvSign < 0) {
    if (lineGapStart === UNSURE) {
      lineGapStart = fastSign(h0 * h0 - r * r * lengthSquared, bound4);
      if (lineGapStart === UNSURE) return undefined;
    }
    if (lineGapStart < 0) break side; // already inside the strip, beyond an end
    const h1 = ex * (pay + vy) - ey * (pax + vx);
    const h1Sign = fastSign(h1, bound2);
    if (h1Sign === UNSURE) return undefined;
    let endGap: FilteredSign | 0 = -1;
    if (h1Sign === h0Sign) {
      endGap = fastSign(h1 * h1 - r * r * lengthSquared, bound4);
      if (endGap === UNSURE) return undefined;
    }
    if (endGap > 0) return NO_CONTACT;
    const absHv = hvSign * hv;
    const absH0 = h0Sign * h0;
    const mpbx = Math.abs(px) + Math.abs(bx);
    const mpby = Math.abs(py) + Math.abs(by);
    const lengthSquaredPermanent = mex * mex + mey * mey;
    const g0Permanent = mpax * mex + mpay * mey;
    const h0Permanent = mex * mpay + mey * mpax;
    const x = g0 * absHv + gv * absH0;
    const xError = (g0Permanent * hvPermanent + gvPermanent * h0Permanent) * FILTER + TINY;
    const y = -gv * r;
    const yError = gvPermanent * r * FILTER + TINY;
    const dError = lengthSquaredPermanent * FILTER + TINY;
    const atA = fastSurd(x, xError, y, yError, lengthSquared, dError, exactFloats);
    if (atA === UNSURE) return undefined;
    if (atA < 0) break side;
    const g0b = pbx * ex + pby * ey;
    const xb = g0b * absHv + gv * absH0;
    const xbError =
      ((mpbx * mex + mpby * mey) * hvPermanent + gvPermanent * h0Permanent) * FILTER + TINY;
    const atB = fastSurd(xb, xbError, y, yError, lengthSquared, dError, exactFloats);
    if (atB === UNSURE) return undefined;
    if (atB > 0) break side;
    const length = Math.sqrt(lengthSquared);
    let t: number;
    if (lineGapStart === 0) t = 0;
    else if (endGap === 0) t = 1;
    else {
      t = clampStep((h0 * h0 - r * r * lengthSquared) / (absHv * (absH0 + r * length)));
    }
    let feature: CapsuleFeature = 'side';
    let s: number;
    if (atA === 0 || atB === 0) {
      const gvSign = fastSign(gv, bound2);
      if (gvSign === UNSURE) return undefined;
      feature = featureAtEndpoint(atA === 0 ? 'a' : 'b', gvSign);
      s = atA === 0 ? 0 : 1;
    } else {
      s = clampStep((g0 + t * gv) / lengthSquared);
    }
    const normal =
      feature !== 'side' && r === 0 ? unitOr(-vx, -vy, 0, 0) : sideNormalOf(ex, ey, h0Sign);
    return segmentContact('hit', t, ax + s * ex, ay + s * ey, normal, feature);
  }

  // segmentCaps: decide which cap is reached first, then solve only that one.
  {
    const f = FAST_POINT;
    f.exactFloats = exactFloats;
    f.load(pax, pay, vx, vy, r, magnitude);
    const entryA = f.entry();
    if (entryA === FAST_GIVE_UP) return undefined;
    f.load(pbx, pby, vx, vy, r, magnitude);
    const entryB = f.entry();
    if (entryB === FAST_GIVE_UP) return undefined;
    if (entryA === FAST_NO_CONTACT && entryB === FAST_NO_CONTACT) return NO_CONTACT;
    let atA: boolean;
    if (entryB === FAST_NO_CONTACT) atA = true;
    else if (entryA === FAST_NO_CONTACT) atA = false;
    else {
      const motionAcross = h0Sign === 0 ? fastSign(hv, bound2) : hvSign;
      if (motionAcross === UNSURE) return undefined;
      if (motionAcross === 0) {
        const gvSign = fastSign(gv, bound2);
        if (gvSign === UNSURE) return undefined;
        atA = gvSign > 0;
      } else {
        const crossWV = pax * vy - pay * vx;
        const crossPermanent = mpax * mvy + mpay * mvx;
        const x = hv * crossWV;
        const xError = hvPermanent * crossPermanent * FILTER + TINY;
        const d = discriminantQuarterOf(pax, pay, vx, vy, r);
        const dError = discriminantPermanentOf(mpax, mpay, mvx, mvy, r) * FILTER + TINY;
        const sign = fastSurd(x, xError, -gv, gvPermanent * FILTER + TINY, d, dError, exactFloats);
        if (sign === UNSURE) return undefined;
        atA = sign < 0;
      }
    }
    if (atA) f.load(pax, pay, vx, vy, r, magnitude);
    if ((atA ? entryA : entryB) === FAST_ENTRY_AT_END) f.t = 1;
    else f.firstRoot();
    return segmentContact(
      'hit',
      f.t,
      atA ? ax : bx,
      atA ? ay : by,
      f.normal(),
      atA ? 'cap-a' : 'cap-b',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Public: circle vs segment
// ---------------------------------------------------------------------------------------------

/**
 * First contact of a moving circle with the closed segment a–b: the centre's first contact with
 * the capsule (the segment grown by the radius), sides and caps, under the t = 0 rules above.
 */
export function timeOfImpactCircleSegment(input: CircleSegmentInput): TimeOfImpact {
  if (typeof input !== 'object' || input === null) return INVALID;
  const { center, radius, velocity, a, b } = input;
  if (!isPoint(center) || !isRadius(radius) || !isPoint(velocity) || !isPoint(a) || !isPoint(b)) {
    return INVALID;
  }
  if (a.x === b.x && a.y === b.y) {
    const result = timeOfImpactCirclePoint({ center, radius, velocity, point: a });
    return result.t === undefined ? result : { ...result, feature: 'cap-a' };
  }
  return fastCircleSegment(input) ?? generalCircleSegment(input);
}

/** timeOfImpactCircleSegment's general path (validated input, a ≠ b). */
function generalCircleSegment(input: CircleSegmentInput): TimeOfImpact {
  const { center, radius, velocity, a, b } = input;
  const k = scaleExponent(
    Math.max(
      Math.abs(center.x),
      Math.abs(center.y),
      radius,
      Math.abs(velocity.x),
      Math.abs(velocity.y),
      Math.abs(a.x),
      Math.abs(a.y),
      Math.abs(b.x),
      Math.abs(b.y),
    ),
  );
  const s = (x: number): number => timesPowerOfTwo(x, k);
  const f = new SegmentFloats(
    s(center.x),
    s(center.y),
    s(velocity.x),
    s(velocity.y),
    s(radius),
    s(a.x),
    s(a.y),
    s(b.x),
    s(b.y),
  );
  const outcome = solveSegment(f);
  if (!isContact(outcome)) return outcome;
  const result: {
    kind: 'hit' | 'penetrating';
    t: number;
    point: Vec2;
    normal: Vec2;
    feature?: CapsuleFeature;
  } = {
    kind: outcome.kind,
    t: clean(outcome.t),
    point: vec2(unscale(outcome.pointX, k), unscale(outcome.pointY, k)),
    normal: vec2(outcome.normalX, outcome.normalY),
  };
  if (outcome.feature !== undefined) result.feature = outcome.feature;
  return result;
}

// ---------------------------------------------------------------------------------------------
// Public: the slide response (the game use)
// ---------------------------------------------------------------------------------------------

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
      time: clean(Math.min(done, 1)),
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
