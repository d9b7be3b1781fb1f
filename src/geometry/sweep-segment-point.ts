/**
 * When and where a moving segment sweeps a moving point over one step t ∈ [0, 1]. Cases, flags
 * and exactness: README, `sweepSegmentPoint`; derived in the article "Moving segment vs moving
 * point" (source: Craig Gidney, 2013).
 *
 * With u(t) = C − P = u0 + t·u1 and w(t) = Q − P = w0 + t·w1, the point is on the segment's line
 * iff cross(u, w) = a·t² + b·t + c = 0, and on the segment iff 0 ≤ dot(u, w) ≤ dot(w, w) there.
 * One decision tree, `decideSweep`, over module scratch: quadratic-step.ts decides the roots in
 * the step; each sign at a root is a float filter on u and w at the root's value, else exact.
 * The identically-zero case is sweep-contact.ts.
 *
 * Two entry points, one algorithm: `sweepSegmentPointInto` (the hot loop's: numbers in, a case
 * code out, the hits or the first contact interval written into the caller's Float64Array, no
 * allocation but in the identically-zero case; finite input is its precondition,
 * `sweepSegmentPointIntoChecked` checks it) and `sweepSegmentPoint`, the object API, which
 * validates its input object into locals. The hot loop's numbers are stored into a module input
 * object of the same shape (HOT), so both load the motion with `loadMotion` and run `decideSweep`,
 * which writes the hits into the buffer it is given.
 */

import {
  type Exact,
  exact,
  exactAdd,
  exactCross,
  exactDot,
  exactMul,
  exactRatioToNumber,
  exactSub,
} from './exact';
import {
  type Sign,
  filteredSign,
  finiteOrClamp,
  isSmallInteger,
  magnitudeSum,
  noNegativeZero,
  scaleIntoRange,
  timesPowerOfTwo,
} from './filter';
import {
  DOUBLE_ROOT,
  EVERY_T,
  STEP_EXTRAS,
  type ExactPolynomial,
  exactSignAtRoot,
  newStepQuadratic,
  rootAsRatio,
  rootCount,
  signAtRationalRoot,
  solveInStep,
} from './quadratic-step';
import { type ExactVec, contactIntervals } from './sweep-contact';
import { type Vec2, isFiniteVec2, vec2 } from './vec2';

export type SweepInput = {
  readonly p0: Vec2;
  readonly p1: Vec2;
  readonly q0: Vec2;
  readonly q1: Vec2;
  readonly c0: Vec2;
  readonly c1: Vec2;
};

export type SweepKind = 'hit' | 'contact' | 'miss' | 'invalid-input';
export type SweepMissReason =
  'no-real-roots' | 'outside-step' | 'outside-segment' | 'collinear-apart';

export type SweepHit = { t: number; s: number; tangent: boolean; degenerate: boolean };
export type SweepInterval = { t0: number; t1: number };
export type SweepCoefficients = { a: number; b: number; c: number };

export type SweepResult = {
  kind: SweepKind;
  /** Present only when kind is 'miss'. */
  reason?: SweepMissReason;
  hits: SweepHit[];
  intervals: SweepInterval[];
  coefficients: SweepCoefficients;
};

/** Why a root of the polynomial is a hit or not, decided exactly (`sweepSegmentPointRoots`). */
export type SweepRootVerdict = 'hit' | 'outside-step' | 'before-p' | 'beyond-q' | 'collapsed-apart';

export type SweepRoot = {
  /** The root (clamped into [0, 1] when it lies in the step, as a hit reports it). */
  t: number;
  /** dot(u, w)/dot(w, w) there, unclamped (a hit's own s); null where w = 0 but C is elsewhere. */
  s: number | null;
  inStep: boolean;
  hit: boolean;
  /** A double root: the line touches the point and turns back. */
  tangent: boolean;
  why: SweepRootVerdict;
};

// ---------------------------------------------------------------------------------------------
// The relative motion of the current call (module scratch: the function never re-enters itself)

const M = {
  u0x: 0,
  u0y: 0,
  u1x: 0,
  u1y: 0,
  w0x: 0,
  w0y: 0,
  w1x: 0,
  w1y: 0,
  /** ≥ S² where every component is ≤ S: bounds every product of two, the filters' unit. */
  scale: 0,
  /** Every component an integer of magnitude ≤ SNAPPED_COMPONENT: see there. */
  snapped: false,
  /** The true coefficients are the computed ones times 2^power (the motion was rescaled). */
  power: 0,
  /** Rescaled (the exact path reads UNSCALED), and whether that lost digits. */
  rescaled: false,
  lossy: false,
};
/** The motion before rescaling: what the exact path reads when M was rescaled. */
const UNSCALED = { ...M };

/**
 * Components up to 2^12 make a, c ≤ 2^25, b ≤ 2^26, D ≤ 2^53 and the dot polynomials ≤ 2^28:
 * integers all exact in doubles, which quadratic-step.ts and signAtRationalRoot rely on.
 */
const SNAPPED_COMPONENT = 2 ** 12;
/**
 * Coordinates whose Σ|coordinate| lies in [2^-196, 2^199] are used as they are: their differences
 * cannot overflow, and their products (≥ 2^-512 when nonzero) stay far above the subnormals.
 * Beyond, the motion vectors are rescaled instead (filter.ts's scaleIntoRange).
 */
const UNSCALED_LOW = 2 ** -196;
const UNSCALED_HIGH = 2 ** 199;
/** Error of a, b, c relative to Σ|product|: at most four roundings (4·2^-53, with margin). */
const COEFFICIENT_ERROR = 2 ** -50;
/** Covers products that underflow (each loses below 2^-1074). */
const UNDERFLOW_SLACK = 2 ** -1060;

// ---------------------------------------------------------------------------------------------
// The hot-loop entry point's case codes and buffer

/** Code of `invalid-input` (only the checked entry point returns it). */
export const SWEEP_INVALID_INPUT = 0;
/** Code of `hit`: one or two instants in the step at which the point is on the segment. */
export const SWEEP_HIT = 1;
/** Code of `contact`: the point stays on the segment's line; contact intervals. */
export const SWEEP_CONTACT = 2;
/** Code of `miss` / `no-real-roots`: the point is never on the segment's line. */
export const SWEEP_MISS_NO_REAL_ROOTS = 3;
/** Code of `miss` / `outside-step`: on the line only outside t ∈ [0, 1]. */
export const SWEEP_MISS_OUTSIDE_STEP = 4;
/** Code of `miss` / `outside-segment`: on the line within the step, but beside the segment. */
export const SWEEP_MISS_OUTSIDE_SEGMENT = 5;
/** Code of `miss` / `collinear-apart`: always on the line, never between the endpoints. */
export const SWEEP_MISS_COLLINEAR_APART = 6;

/** The `kind` of each case code: `SWEEP_KINDS[code]`. */
export const SWEEP_KINDS: readonly SweepKind[] = [
  'invalid-input',
  'hit',
  'contact',
  'miss',
  'miss',
  'miss',
  'miss',
];

/** The `reason` of each case code (undefined where there is none): `SWEEP_REASONS[code]`. */
export const SWEEP_REASONS: readonly (SweepMissReason | undefined)[] = [
  undefined,
  undefined,
  undefined,
  'no-real-roots',
  'outside-step',
  'outside-segment',
  'collinear-apart',
];

/** Bit of a hit's flags (`out[2]`, `out[5]`): the hit is a double root (`tangent`). */
export const SWEEP_TANGENT = 1;
/** Bit of a hit's flags: the segment has collapsed onto the point (`degenerate`; tangent too). */
export const SWEEP_DEGENERATE = 2;

/** Length of the buffer `sweepSegmentPointInto` writes: two hits and a count. */
export const SWEEP_OUT_LENGTH = 7;

/** Where the point is on the segment's line at a root (`judgeRoot`). */
const ON_SEGMENT = 0;
const COLLAPSED_ONTO = 1;
const BEFORE_P = 2;
const BEYOND_Q = 3;
const COLLAPSED_APART = 4;
/** The verdict of a root in the step, by where C is there. */
const VERDICTS = ['hit', 'hit', 'before-p', 'beyond-q', 'collapsed-apart'] as const;

/**
 * The object API's hits: t, s, flags (SWEEP_TANGENT, SWEEP_DEGENERATE) per hit, ascending t —
 * the layout decideSweep writes into the hot loop's buffer too.
 */
const HITS = new Float64Array(6);
let hitCount = 0;
let intervals: SweepInterval[] = [];
/** Filled only by sweepSegmentPointRoots. */
let explained: SweepRoot[] | undefined;

// Pure: a bundle that never reaches the sweep (an import of another function from the core's
// source, without the package's sideEffects flag) then drops STEP and its STEP_EXTRAS.
const STEP = /* @__PURE__ */ newStepQuadratic(() => exactMotion().coefficients, STEP_EXTRAS);

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * The hot-loop entry point: `sweepSegmentPoint` for the segment from p(t) to q(t) and the point
 * c(t), each moving linearly from its position at t = 0 (p0, q0, c0) to its position at t = 1
 * (p1, q1, c1), with no allocation on the float path. Returns the case code (`SWEEP_HIT`,
 * `SWEEP_CONTACT`, `SWEEP_MISS_NO_REAL_ROOTS`, `SWEEP_MISS_OUTSIDE_STEP`,
 * `SWEEP_MISS_OUTSIDE_SEGMENT`, `SWEEP_MISS_COLLINEAR_APART`; `SWEEP_KINDS[code]` and
 * `SWEEP_REASONS[code]` are the kind and reason; this entry point never returns
 * `SWEEP_INVALID_INPUT`) and writes, exactly the numbers of `sweepSegmentPoint`:
 *
 * | slot       | value                                                                           |
 * | ---------- | ------------------------------------------------------------------------------- |
 * | `out[0]`   | the first hit's t; for `contact` the first interval's t0; NaN for a miss       |
 * | `out[1]`   | the first hit's s; for `contact` the first interval's t1; NaN for a miss       |
 * | `out[2]`   | the first hit's flags: 0, `SWEEP_TANGENT`, or with `SWEEP_DEGENERATE` too; else NaN |
 * | `out[3–5]` | the second hit's t, s and flags when there are two; NaN otherwise               |
 * | `out[6]`   | the number of hits (1 or 2) or of contact intervals; NaN for a miss             |
 *
 * Not written (the object API has them): the coefficients a, b, c, and the contact intervals
 * after the first; every real root with its verdict is `sweepSegmentPointRoots`. The
 * identically-zero case (`contact`, `collinear-apart`) computes its intervals in exact rational
 * arithmetic, which allocates, as the object API does.
 *
 * Precondition: finite numbers (not checked; outside it the answer is unspecified and the call
 * may throw). `sweepSegmentPointIntoChecked` checks it.
 *
 * In a hot loop: allocate `out` once (`new Float64Array(SWEEP_OUT_LENGTH)`). This entry point
 * only stores its arguments and calls the decision tree, so V8 inlines it into a caller's
 * optimized loop and no argument is boxed.
 *
 * @example
 * const out = new Float64Array(SWEEP_OUT_LENGTH);
 * // A wall from (−3, 0) to (3, 0); the point falls from (1, 2) to (1, −2).
 * sweepSegmentPointInto(out, -3, 0, -3, 0, 3, 0, 3, 0, 1, 2, 1, -2);
 * // SWEEP_HIT; out: 0.5, 0.6666666666666667 (s = 2/3), 0, NaN, NaN, NaN, 1
 */
export function sweepSegmentPointInto(
  out: Float64Array,
  p0x: number,
  p0y: number,
  p1x: number,
  p1y: number,
  q0x: number,
  q0y: number,
  q1x: number,
  q1y: number,
  c0x: number,
  c0y: number,
  c1x: number,
  c1y: number,
): number {
  const { p0, p1, q0, q1, c0, c1 } = HOT;
  p0.x = p0x;
  p0.y = p0y;
  p1.x = p1x;
  p1.y = p1y;
  q0.x = q0x;
  q0.y = q0y;
  q1.x = q1x;
  q1.y = q1y;
  c0.x = c0x;
  c0.y = c0y;
  c1.x = c1x;
  c1.y = c1y;
  return sweepHot(out);
}

/** A point of HOT: a class of its own, so its fields hold doubles in place (stores allocate nothing). */
class HotPoint {
  x = 0.5;
  y = 0.5;
}

/**
 * The hot loop's input: its numbers are stored here and the object API's loader reads them, so
 * both entry points load the motion with the same code and no double crosses a call V8 may not
 * inline. The loader's checks cost the hot loop a few instructions (objects, number types).
 */
const HOT = {
  p0: /* @__PURE__ */ new HotPoint(),
  p1: /* @__PURE__ */ new HotPoint(),
  q0: /* @__PURE__ */ new HotPoint(),
  q1: /* @__PURE__ */ new HotPoint(),
  c0: /* @__PURE__ */ new HotPoint(),
  c1: /* @__PURE__ */ new HotPoint(),
};

/** The decision tree on HOT's numbers; the slots its case leaves empty get NaN. */
function sweepHot(out: Float64Array): number {
  if (!loadMotion(HOT)) return noAnswer(out, SWEEP_INVALID_INPUT); // outside the precondition
  const code = decideSweep(out, undefined);
  if (code === SWEEP_HIT) {
    if (hitCount === 1) out[3] = out[4] = out[5] = NaN;
    out[6] = hitCount;
    return code;
  }
  if (code !== SWEEP_CONTACT) return noAnswer(out, code);
  const first = intervals[0]!;
  out[0] = first.t0;
  out[1] = first.t1;
  out[2] = out[3] = out[4] = out[5] = NaN;
  out[6] = intervals.length;
  return code;
}

/**
 * `sweepSegmentPointInto` for any input: a non-finite coordinate gives `SWEEP_INVALID_INPUT` with
 * every slot NaN, as `sweepSegmentPoint` gives `invalid-input`.
 */
export function sweepSegmentPointIntoChecked(
  out: Float64Array,
  p0x: number,
  p0y: number,
  p1x: number,
  p1y: number,
  q0x: number,
  q0y: number,
  q1x: number,
  q1y: number,
  c0x: number,
  c0y: number,
  c1x: number,
  c1y: number,
): number {
  if (
    Number.isFinite(p0x) &&
    Number.isFinite(p0y) &&
    Number.isFinite(p1x) &&
    Number.isFinite(p1y) &&
    Number.isFinite(q0x) &&
    Number.isFinite(q0y) &&
    Number.isFinite(q1x) &&
    Number.isFinite(q1y) &&
    Number.isFinite(c0x) &&
    Number.isFinite(c0y) &&
    Number.isFinite(c1x) &&
    Number.isFinite(c1y)
  ) {
    return sweepSegmentPointInto(out, p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y, c0x, c0y, c1x, c1y);
  }
  return noAnswer(out, SWEEP_INVALID_INPUT);
}

/** A case without hits or intervals: every slot NaN. */
function noAnswer(out: Float64Array, code: number): number {
  out[0] = out[1] = out[2] = out[3] = out[4] = out[5] = out[6] = NaN;
  return code;
}

/**
 * When (t) and where (s) the moving segment p→q sweeps the moving point c during t ∈ [0, 1].
 * Total: never throws; invalid input gives kind 'invalid-input'. The object form of
 * `sweepSegmentPointInto` (which omits the coefficients and the intervals after the first).
 */
export function sweepSegmentPoint(input: SweepInput): SweepResult {
  if (!loadMotion(input)) {
    return { kind: 'invalid-input', hits: [], intervals: [], coefficients: { a: 0, b: 0, c: 0 } };
  }
  return resultOf(decideSweep(HITS, undefined));
}

/** The result of a decided case (apart: the entry function stays small enough to inline). */
function resultOf(decided: number): SweepResult {
  const coefficients = { a: reported(STEP.a), b: reported(STEP.b), c: reported(STEP.c) };
  if (decided === SWEEP_HIT) {
    // One or two hits: an array of its final length (pushing onto [] allocates room for 17).
    const hits = hitCount === 1 ? [hitAt(0)] : [hitAt(0), hitAt(3)];
    return { kind: 'hit', hits, intervals: [], coefficients };
  }
  if (decided === SWEEP_CONTACT) return { kind: 'contact', hits: [], intervals, coefficients };
  const reason = SWEEP_REASONS[decided]!;
  return { kind: 'miss', reason, hits: [], intervals: [], coefficients };
}

/** The hit whose t, s and flags start at HITS[i]. */
function hitAt(i: number): SweepHit {
  const flags = HITS[i + 2]!;
  return { t: HITS[i]!, s: HITS[i + 1]!, tangent: flags > 0, degenerate: flags > 1 };
}

/**
 * The figure's account of one real root (explainRoot). Passed to decideSweep as a function, not
 * as a flag, so that a bundle of sweepSegmentPoint alone leaves explainRoot and its verdicts out.
 */
type ExplainRoot = (i: number, inStep: boolean, hit: boolean, where: number) => void;

/**
 * The one decision tree: the polynomial's roots in the step, then for each the point's place on
 * the segment. Writes the hits into `hits` (t, s, flags per hit; with `explain`, every real root
 * is explained to it) and returns the case; a contact's intervals into `intervals`.
 */
function decideSweep(hits: Float64Array, explain: ExplainRoot | undefined): number {
  const { u0x, u0y, u1x, u1y, w0x, w0y, w1x, w1y } = M;
  const q = STEP;
  const a1 = u1x * w1y;
  const a2 = u1y * w1x;
  const b1 = u0x * w1y;
  const b2 = u0y * w1x;
  const b3 = u1x * w0y;
  const b4 = u1y * w0x;
  const c1 = u0x * w0y;
  const c2 = u0y * w0x;
  q.a = a1 - a2;
  q.b = b1 - b2 + (b3 - b4);
  q.c = c1 - c2;
  q.error = M.snapped
    ? 0
    : COEFFICIENT_ERROR *
        (Math.abs(a1) +
          Math.abs(a2) +
          Math.abs(c1) +
          Math.abs(c2) +
          (Math.abs(b1) + Math.abs(b2) + Math.abs(b3) + Math.abs(b4))) +
      UNDERFLOW_SLACK;
  if (M.lossy) q.error = Infinity; // every decision exact, on the motion before rescaling
  solveInStep(q, explain !== undefined);
  if (q.form === EVERY_T) {
    // The point stays on the line: contact where it lies between the endpoints.
    const { u0, u1, w0, w1 } = exactMotion();
    intervals = contactIntervals(u0, u1, w0, w1);
    return intervals.length > 0 ? SWEEP_CONTACT : SWEEP_MISS_COLLINEAR_APART;
  }
  const count = rootCount(q);
  const tangent = q.form === DOUBLE_ROOT;
  hitCount = 0;
  for (let i = 0; i < count; i++) {
    const inStep = ((q.inStep >> i) & 1) === 1;
    if (!inStep && explain === undefined) continue;
    const where = judgeRoot(i);
    const hit = inStep && (where === ON_SEGMENT || where === COLLAPSED_ONTO);
    if (hit) {
      hits[3 * hitCount] = Math.min(1, Math.max(0, q.time[i]!));
      hits[3 * hitCount + 1] = where === ON_SEGMENT ? AT.position : 0;
      hits[3 * hitCount + 2] = where === COLLAPSED_ONTO ? 3 : tangent ? 1 : 0; // SWEEP_DEGENERATE | SWEEP_TANGENT
      hitCount++;
    }
    explain?.(i, inStep, hit, where);
  }
  if (hitCount > 0) return SWEEP_HIT;
  if (count === 0) return SWEEP_MISS_NO_REAL_ROOTS;
  return q.inStep !== 0 ? SWEEP_MISS_OUTSIDE_SEGMENT : SWEEP_MISS_OUTSIDE_STEP;
}

/**
 * Where C is at root i: before P (dot(u, w) < 0), beyond Q (dot(w − u, w) < 0), on the segment
 * (s into AT.position; exactly 0 or 1 at an endpoint), or the segment collapsed (w = 0) onto C
 * or elsewhere. Each sign: the float value at the root's float time, whose distance from the
 * value at the exact root is bounded through the root's enclosure, else exact.
 */
function judgeRoot(i: number): number {
  const q = STEP;
  const t = q.time[i]!;
  evaluateAt(i);
  // With every component ≤ S, scale ≥ S², |t| ≤ 2 and |t − t*| ≤ W ≤ 2^-10, each component of
  // u(t*) is within 2S·(W + 3ε) of fl(u(t)); so dot(u*, w*) and |w*|² are within
  // scale·(26.1·W + 114.5·2^-50) of their floats, dot(w* − u*, w*) within twice that plus one
  // rounding: the bounds below, with margin. Rescaled values (tiny or huge u, w) go exact.
  const reach = Math.max(t - q.lo[i]!, q.hi[i]! - t) * (1 + 2 ** -40);
  const usable = q.lo[i]! >= -1 && q.hi[i]! <= 2 && reach <= 2 ** -10 && !AT.rescaled;
  const alongBound = usable ? M.scale * (32 * reach + 2 ** -42) : Number.NaN;
  const beyondBound = usable ? M.scale * (64 * reach + 2 ** -40) : Number.NaN;

  const alongFiltered = filteredSign(AT.along, alongBound);
  const fromP = alongFiltered ?? signOfDotAt(i, DU);
  if (fromP < 0) return BEFORE_P;
  if (fromP === 0) {
    // dot(u, w) = 0: at P, or the segment has collapsed to a point (a hit only if it is C).
    const length = filteredSign(AT.length, alongBound) ?? signOfDotAt(i, WW);
    if (length === 0) return signOfDotAt(i, UU) === 0 ? COLLAPSED_ONTO : COLLAPSED_APART;
    AT.position = 0;
    return ON_SEGMENT;
  }
  const beyondFiltered = filteredSign(AT.beyond, beyondBound);
  const fromQ = beyondFiltered ?? signOfDotAt(i, DV);
  if (fromQ < 0) return BEYOND_Q;
  // Floats that could not be signed may be mostly rounding (a segment nearly collapsed at the
  // hit makes s ill-conditioned in t): then s exactly, at a 400-bit root.
  const floatsTrusted = alongFiltered !== undefined && beyondFiltered !== undefined;
  AT.position = fromQ === 0 ? 1 : floatsTrusted ? positionAt() : exactPositionAt(i);
  return ON_SEGMENT;
}

// ---------------------------------------------------------------------------------------------
// Input, scaling, and the floats at a time

/**
 * Validates the input (six points of finite numbers: it may come from a URL) and loads u0, u1,
 * w0, w1 into M, rescaled by powers of two where needed; false for invalid input. Each coordinate
 * is read once, into a local, where it is validated (copied through an array and read back, they
 * cost a random query about 180 instructions more).
 */
function loadMotion(input: unknown): input is SweepInput {
  if (!isObject(input)) return false;
  const { p0, p1, q0, q1, c0, c1 } = input as Partial<SweepInput>;
  if (!isObject(p0) || !isObject(p1) || !isObject(q0) || !isObject(q1)) return false;
  if (!isObject(c0) || !isObject(c1)) return false;
  const { x: p0x, y: p0y } = p0;
  const { x: p1x, y: p1y } = p1;
  const { x: q0x, y: q0y } = q0;
  const { x: q1x, y: q1y } = q1;
  const { x: c0x, y: c0y } = c0;
  const { x: c1x, y: c1y } = c1;
  const startSum = absSum(p0x, p0y) + absSum(q0x, q0y) + absSum(c0x, c0y);
  const sum = startSum + absSum(p1x, p1y) + absSum(q1x, q1y) + absSum(c1x, c1y);
  // NaN or infinite: a coordinate that is not a finite number, or finite ones that overflowed.
  if (!(sum < Infinity) && ![p0, p1, q0, q1, c0, c1].every(isFiniteVec2)) return false;
  // Near the top of the double range a difference could overflow: the coordinates times 2^-4.
  const f = sum <= 2 ** 1020 ? 1 : 2 ** -4;
  // Velocities first, then their difference: reversing time negates u1 and w1 exactly.
  const pdx = f * p1x - f * p0x;
  const pdy = f * p1y - f * p0y;
  M.u0x = f * c0x - f * p0x;
  M.u0y = f * c0y - f * p0y;
  M.u1x = f * c1x - f * c0x - pdx;
  M.u1y = f * c1y - f * c0y - pdy;
  M.w0x = f * q0x - f * p0x;
  M.w0y = f * q0y - f * p0y;
  M.w1x = f * q1x - f * q0x - pdx;
  M.w1y = f * q1y - f * q0y - pdy;
  cachedExactMotion = undefined;
  M.rescaled = M.lossy = false;
  M.power = 0;
  // Every component is a difference of at most four coordinates: ≤ sum, after its roundings too.
  let size = sum;
  if (!(sum >= UNSCALED_LOW && sum <= UNSCALED_HIGH) && sum !== 0) size = rescaleMotion(f);
  M.scale = size * size * (1 + 2 ** -40);
  const { u0x, u0y, u1x, u1y, w0x, w0y, w1x, w1y } = M;
  M.snapped =
    small(u0x) &&
    small(u0y) &&
    small(u1x) &&
    small(u1y) &&
    small(w0x) &&
    small(w0y) &&
    small(w1x) &&
    small(w1y);
  return true;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
/** |x| + |y| for numbers, NaN for anything else (no coercion: Math.abs('3') would be 3). */
const absSum = (x: unknown, y: unknown): number =>
  typeof x === 'number' && typeof y === 'number' ? Math.abs(x) + Math.abs(y) : Number.NaN;

/**
 * Products of such components could overflow or underflow: the motion itself is brought near 1
 * (not the coordinates, whose tiny differences a far offset would flush to 0). Returns the new
 * magnitude sum of the components.
 */
function rescaleMotion(f: number): number {
  M.rescaled = true;
  Object.assign(UNSCALED, M);
  const k = scaleIntoRange(M, MOTION);
  M.power = 2 * ((f === 1 ? 0 : 4) - k); // f: 1 or the prescale 2^-4
  // A component 2^1074 below the largest is flushed: the floats no longer hold the motion.
  M.lossy = MOTION.some((key) => timesPowerOfTwo(M[key], -k) !== UNSCALED[key]);
  return magnitudeSum(M, MOTION);
}

const MOTION = ['u0x', 'u0y', 'u1x', 'u1y', 'w0x', 'w0y', 'w1x', 'w1y'] as const;
const small = (x: number) => isSmallInteger(x, SNAPPED_COMPONENT);

/** A coefficient in the input's units: never −0, and ±Number.MAX_VALUE beyond the double range. */
function reported(value: number): number {
  return M.power === 0 ? noNegativeZero(value) : finiteOrClamp(timesPowerOfTwo(value, M.power));
}

/**
 * dot(u, w), dot(w, w) and dot(w − u, w) at a root's float time (written by evaluateAt), and s of the
 * last root judged ON_SEGMENT.
 */
const AT = { along: 0, length: 0, beyond: 0, rescaled: false, position: 0 };

/** At root i's float time (the index, not the time: a number argument would be boxed). */
function evaluateAt(i: number): void {
  const t = STEP.time[i]!;
  let ux = M.u0x + t * M.u1x;
  let uy = M.u0y + t * M.u1y;
  let wx = M.w0x + t * M.w1x;
  let wy = M.w0y + t * M.w1y;
  // For t in [−1, 2], every root judgeRoot can use, each component is at most 3S ≤ 2^201: only
  // vanishing ones could want rescaling, and their filters fail and go exact anyway. So only the
  // figure's explanation (s of every root) and roots far outside the step check their size.
  const check = explained !== undefined || !(t >= -1 && t <= 2);
  const largest = check ? Math.max(Math.abs(ux), Math.abs(uy), Math.abs(wx), Math.abs(wy)) : 1;
  AT.rescaled = largest !== 0 && (largest < 2 ** -400 || largest > 2 ** 400);
  if (AT.rescaled) {
    // s is scale-free: bring tiny or huge vectors near 1 so their squares neither vanish nor overflow.
    ux /= largest;
    uy /= largest;
    wx /= largest;
    wy /= largest;
  }
  AT.along = ux * wx + uy * wy;
  AT.length = wx * wx + wy * wy;
  AT.beyond = AT.length - AT.along; // dot(Q − C, w): measuring from the nearer end keeps s accurate
}

/** s = dot(u, w)/dot(w, w) at root i (rootAsRatio), rounded once, in [0, 1]. */
function exactPositionAt(i: number): number {
  const [n, d] = rootAsRatio(STEP, i);
  const at = (g: ExactPolynomial) =>
    exactAdd(
      exactMul(exactAdd(exactMul(g[0], n), exactMul(g[1], d)), n),
      exactMul(g[2], exactMul(d, d)),
    );
  const s = exactRatioToNumber(at(exactDotPolynomial(DU)), at(exactDotPolynomial(WW)));
  return Math.min(1, Math.max(0, s));
}

/** s = dot(u, w)/dot(w, w) at the last evaluateAt, from whichever end is nearer, in [0, 1]. */
function positionAt(): number {
  const { along, length, beyond } = AT;
  const s = along <= beyond ? along / length : 1 - beyond / length;
  return Number.isFinite(s) ? noNegativeZero(Math.min(1, Math.max(0, s))) : 0;
}

// ---------------------------------------------------------------------------------------------
// Signs at a root: small integers in doubles, else exact

/** The dot polynomials signed at a root: dot(u, w), dot(w, w), dot(u, u), dot(w − u, w). */
const DU = 0;
const WW = 1;
const UU = 2;
const DV = 3;

function signOfDotAt(i: number, which: number): Sign {
  const rational = M.snapped ? rationalSignOfDotAt(i, which) : undefined;
  return rational ?? exactSignAtRoot(STEP, i, exactDotPolynomial(which));
}

/** The dot polynomial's coefficients are exact small integers here (SNAPPED_COMPONENT). */
function rationalSignOfDotAt(i: number, which: number): Sign | undefined {
  const { u0x, u0y, u1x, u1y, w0x, w0y, w1x, w1y } = M;
  // dot(x, y): x is u, w or w − u; y is w, or u for dot(u, u).
  const xw = which === WW;
  const xv = which === DV;
  const x0x = xw ? w0x : xv ? w0x - u0x : u0x;
  const x0y = xw ? w0y : xv ? w0y - u0y : u0y;
  const x1x = xw ? w1x : xv ? w1x - u1x : u1x;
  const x1y = xw ? w1y : xv ? w1y - u1y : u1y;
  const yu = which === UU;
  const y0x = yu ? u0x : w0x;
  const y0y = yu ? u0y : w0y;
  const y1x = yu ? u1x : w1x;
  const y1y = yu ? u1y : w1y;
  return signAtRationalRoot(
    STEP,
    i,
    x1x * y1x + x1y * y1y,
    x0x * y1x + x0y * y1y + (x1x * y0x + x1y * y0y),
    x0x * y0x + x0y * y0y,
  );
}

type ExactMotion = {
  readonly u0: ExactVec;
  readonly u1: ExactVec;
  readonly w0: ExactVec;
  readonly w1: ExactVec;
  readonly coefficients: ExactPolynomial;
};
let cachedExactMotion: ExactMotion | undefined;

/** The motion's floats as exact values, and the exact coefficients (built on first need). */
function exactMotion(): ExactMotion {
  if (cachedExactMotion !== undefined) return cachedExactMotion;
  const vector = (x: number, y: number): ExactVec => ({ x: exact(x), y: exact(y) });
  const m = M.rescaled ? UNSCALED : M;
  const u0 = vector(m.u0x, m.u0y);
  const u1 = vector(m.u1x, m.u1y);
  const w0 = vector(m.w0x, m.w0y);
  const w1 = vector(m.w1x, m.w1y);
  const b = exactAdd(exactCross(u0.x, u0.y, w1.x, w1.y), exactCross(u1.x, u1.y, w0.x, w0.y));
  const coefficients = [
    exactCross(u1.x, u1.y, w1.x, w1.y),
    b,
    exactCross(u0.x, u0.y, w0.x, w0.y),
  ] as const;
  cachedExactMotion = { u0, u1, w0, w1, coefficients };
  return cachedExactMotion;
}

function exactDotPolynomial(which: number): ExactPolynomial {
  const { u0, u1, w0, w1 } = exactMotion();
  const minus = (x: ExactVec, y: ExactVec) => ({ x: exactSub(x.x, y.x), y: exactSub(x.y, y.y) });
  const [x0, x1] =
    which === WW ? [w0, w1] : which === DV ? [minus(w0, u0), minus(w1, u1)] : [u0, u1];
  const [y0, y1] = which === UU ? [u0, u1] : [w0, w1];
  const dot = (x: ExactVec, y: ExactVec): Exact => exactDot(x.x, x.y, y.x, y.y);
  return [dot(x1, y1), exactAdd(dot(x0, y1), dot(x1, y0)), dot(x0, y0)];
}

// ---------------------------------------------------------------------------------------------
// For the figure and the tests

/**
 * Every real root of the polynomial (none when it is identically zero or the input is invalid),
 * ascending, with why it is a hit or not — the same decisions as sweepSegmentPoint.
 */
export function sweepSegmentPointRoots(input: SweepInput): SweepRoot[] {
  if (!loadMotion(input)) return [];
  explained = [];
  decideSweep(HITS, explainRoot);
  const roots = explained;
  explained = undefined;
  return roots;
}

function explainRoot(i: number, inStep: boolean, hit: boolean, where: number): void {
  const time = STEP.time[i]!;
  const raw = AT.along / AT.length;
  const s =
    where === COLLAPSED_APART
      ? null
      : where === COLLAPSED_ONTO
        ? 0
        : hit
          ? AT.position
          : finiteOrClamp(raw);
  const why = inStep ? VERDICTS[where]! : 'outside-step';
  explained?.push({
    t: inStep ? Math.min(1, Math.max(0, time)) : finiteOrClamp(time),
    s,
    inStep,
    hit,
    tangent: STEP.form === DOUBLE_ROOT,
    why,
  });
}

/** (1 − t)·a + t·b: exact at t = 0 and t = 1, no overflow for any finite endpoints in [0, 1]. */
function lerpExactEnds(a: Vec2, b: Vec2, t: number): Vec2 {
  return vec2((1 - t) * a.x + t * b.x, (1 - t) * a.y + t * b.y);
}

/** Positions of the endpoints P, Q and the point C at time t; null for invalid input or t. */
export function sweepStateAt(input: SweepInput, t: number): { p: Vec2; q: Vec2; c: Vec2 } | null {
  if (!loadMotion(input) || !Number.isFinite(t)) return null;
  return {
    p: lerpExactEnds(input.p0, input.p1, t),
    q: lerpExactEnds(input.q0, input.q1, t),
    c: lerpExactEnds(input.c0, input.c1, t),
  };
}

/**
 * Velocity of the segment's material point at s relative to the point (the "cut direction"):
 * lerp(P1 − P0, Q1 − Q0, s) − (C1 − C0). Null for invalid input or s; may be the zero vector.
 */
export function cutDirection(input: SweepInput, s: number): Vec2 | null {
  if (!loadMotion(input) || !Number.isFinite(s)) return null;
  const pd = { x: input.p1.x - input.p0.x, y: input.p1.y - input.p0.y };
  const qd = { x: input.q1.x - input.q0.x, y: input.q1.y - input.q0.y };
  const along = lerpExactEnds(pd, qd, s);
  return vec2(along.x - (input.c1.x - input.c0.x), along.y - (input.c1.y - input.c0.y));
}
