/**
 * The real roots of a quadratic over one step t ∈ [0, 1], decided exactly: which roots exist,
 * which lie in the step, their values, and the sign of another polynomial at one of them. Shared
 * by the moving algorithms (the sweep, the time of impact); `solveQuadratic` takes its
 * cancellation-free root and exact discriminant from here. Conventions: README, "What "exact"
 * covers".
 *
 * A caller keeps one `StepQuadratic` as module scratch (`newStepQuadratic`), writes the float
 * coefficients and their error bound into it, and calls `solveInStep`. Every decision there is
 * `filteredSign(…) ?? exactSign(…)` on the caller's exact coefficients, fetched only when a
 * filter cannot tell. No root is formed to decide whether it lies in the step: the signs of
 * p(0), p(1), p′(0) and p′(1) place 0 and 1 among the roots.
 */

import {
  type Exact,
  exactAdd,
  exactMul,
  exactNeg,
  exactRatioToNumber,
  exactSign,
  exactSub,
  exactToNumber,
  reduceModuloQuadratic,
  signAtQuadraticRoot,
} from './exact';
import {
  EPSILON,
  type Sign,
  bigintSqrt,
  bitLength,
  filteredSign,
  noNegativeZero,
  timesPowerOfTwo,
} from './filter';

/** Exact coefficients, highest degree first: [A, B, C] of A·t² + B·t + C (also any g to sign). */
export type ExactPolynomial = readonly [Exact, Exact, Exact];

/** `knownSignD` when the caller has not decided D's sign. */
export const UNDECIDED = 2;

/** What `solveInStep` found (`form`). */
export const NO_REAL_ROOTS = 0;
/** A = 0, B ≠ 0: one simple root −C/B. */
export const LINEAR_ROOT = 1;
/** D = 0: the root −B/(2A), touching and turning back. */
export const DOUBLE_ROOT = 2;
/** D > 0: two simple roots. */
export const TWO_ROOTS = 3;
/** A = B = C = 0: every t is a root. */
export const EVERY_T = 4;

export type StepQuadratic = {
  /** Input: the float coefficients. */
  a: number;
  b: number;
  c: number;
  /**
   * Input: a bound on |a − A|, |b − B| and |c − C|. 0 promises that a, b, c are exact integers
   * with |a|, |c| ≤ 2^25 and |b| ≤ 2^26: then p(1), p′(1) and D = b² − 4ac are exact in doubles.
   */
  error: number;
  /**
   * Input: D's sign when the caller has already decided it (the time of impact, by its own
   * filter on Lagrange's form), else UNDECIDED.
   */
  knownSignD: number;
  /** The exact A, B, C of the current call; set once by the caller, called only when needed. */
  readonly exactCoefficients: () => ExactPolynomial;
  /**
   * `STEP_EXTRAS` for callers whose A can be 0 and that sign other polynomials at a root (the
   * sweep): the linear case, verified enclosures of the roots in the step (`lo`, `hi`) and two
   * simple rational roots' `numerator`s; undefined for the time of impact, which needs none.
   */
  readonly extras: StepExtras | undefined;
  /** Output: NO_REAL_ROOTS, LINEAR_ROOT, DOUBLE_ROOT, TWO_ROOTS or EVERY_T. */
  form: number;
  /** Output: bit i is set when root i (ascending) lies in [0, 1]. */
  inStep: number;
  /** Output: the roots that are exactly an end of the step (ROOT_0_AT_0, …). */
  pins: number;
  /**
   * Output: root values, ascending (index 0, 1); exactly 0 or 1 at an end of the step. Only the
   * roots in the step (every root with `everyRoot`) are computed; the rest are stale.
   */
  readonly time: Float64Array;
  /**
   * Output: [lo, hi] ∋ the exact root i, verified for the roots in the step when enclosures are
   * asked for; NaN when no enclosure in [−1, 2] could be verified.
   */
  readonly lo: Float64Array;
  readonly hi: Float64Array;
  /** Sign of A (the smaller of two roots is (−B − sign(A)·√D)/(2A)). */
  signA: Sign;
  /** When error = 0 and root i is rational: numerator i and the common denominator; else 0. */
  readonly numerator: Float64Array;
  denominator: number;
  /** Whether D was decided by the exact path (then the float D is too coarse for root values). */
  exactD: boolean;
  /** Cache of the exact coefficients for the current call. */
  exact: ExactPolynomial | undefined;
};

/**
 * The parts of the root finder that only some callers reach: the linear case (A = 0) and, for
 * callers that sign other polynomials at a root, the enclosures and rational roots. Reached only
 * through a StepQuadratic's `extras`, never called by name from the decisions or the root values,
 * so that a bundle whose callers pass none (an import of the time of impact alone) leaves this
 * code out.
 */
export type StepExtras = {
  /** decideInStep when A = 0. */
  readonly linearInStep: (q: StepQuadratic) => void;
  /** rootValues of the linear root. */
  readonly linearRoot: (q: StepQuadratic) => void;
  /** twoRoots when the coefficients are exact integers (error 0). */
  readonly integerRoots: (q: StepQuadratic, wanted: number) => void;
  /** Verified enclosures of the roots in the step, for a spread of the coefficients' errors. */
  readonly enclose: (q: StepQuadratic, spread: number) => void;
};

/** `extras` given no default: a default would keep STEP_EXTRAS in every caller's bundle. */
export function newStepQuadratic(
  exactCoefficients: () => ExactPolynomial,
  extras?: StepExtras,
): StepQuadratic {
  return {
    a: 0,
    b: 0,
    c: 0,
    error: 0,
    knownSignD: UNDECIDED,
    exactCoefficients,
    extras,
    form: NO_REAL_ROOTS,
    inStep: 0,
    pins: 0,
    time: new Float64Array(2),
    lo: new Float64Array(2),
    hi: new Float64Array(2),
    signA: 0,
    numerator: new Float64Array(2),
    denominator: 0,
    exactD: false,
    exact: undefined,
  };
}

export function rootCount(q: StepQuadratic): number {
  return q.form === TWO_ROOTS ? 2 : q.form === LINEAR_ROOT || q.form === DOUBLE_ROOT ? 1 : 0;
}

/** Relative error of the sums and products below (at most two roundings each, with margin). */
const ROUNDOFF = 4 * EPSILON;
/**
 * Relative error of Horner's (a·x + b)·x + c (four roundings, with margin): 8·EPSILON = 2^-50.
 * This and ENCLOSURE serve only the enclosures, and are written as literals: esbuild keeps an
 * unused `8 * EPSILON` or `2 ** -36` in every bundle of the module, and drops a literal.
 */
const HORNER = 8.881784197001252e-16;
/** Covers the rounding of a bound's own computation (a few roundings of positive terms). */
const MARGIN = 1 + 2 ** -40;
/** Covers products that underflow (each loses below 2^-1074). */
const UNDERFLOW_SLACK = 2 ** -1000;
/** Below this share of b² + 4|ac| a rounded D keeps too few digits for accurate root values. */
const ACCURATE_D = 2 ** -11;
/**
 * b² + |4ac| in [2^-900, 2^900]: the float D (rounded or not) keeps its digits. Below, b² and 4ac
 * may be subnormal, rounded to a fixed 2^-1075 instead of relatively: a D with a few digits left
 * then passed the accuracy test and moved roots by up to 3e-4 (issue 9, arbitrary bit patterns).
 * Above, they may overflow. (Both ends are named: 1 / FLOAT_D_HIGH was a division on every call.)
 */
const FLOAT_D_LOW = 2 ** -900;
const FLOAT_D_HIGH = 2 ** 900;
/** Float roots are kept when the coefficients' errors move a root in [0, 1] by at most this. */
const ROOT_ACCURACY = 2 ** -41;
/**
 * 256·error/√D, the spread an enclosure allows for the coefficients' errors, at its largest when
 * the float roots are kept (3·error ≤ ROOT_ACCURACY·√D): a constant radius, no division per call.
 */
const ACCURATE_SPREAD = (256 * ROOT_ACCURACY) / 3;
/** Half-width of a simple root's enclosure, relative to 1 + |t|, before its sign-change check. */
const ENCLOSURE = 1.4551915228366852e-11; // 2^-36
/** A rational root is one correctly rounded division: within half an ulp. */
const RATIONAL_RADIUS = 2 ** -52;

/** Bits of `pins`: root 0 or 1 is exactly 0 or 1. */
const ROOT_0_AT_0 = 1;
const ROOT_0_AT_1 = 2;
const ROOT_1_AT_0 = 4;
const ROOT_1_AT_1 = 8;

/** Where 0 or 1 lies among the roots r0 ≤ r1 (ordered, so root i ∈ [0, 1] compares numbers). */
const LEFT = 0;
const AT_LOW = 1;
const BETWEEN = 2;
const AT_HIGH = 3;
const RIGHT = 4;

/**
 * Decides the roots' form and which roots lie in [0, 1]; computes the values (and enclosures) of
 * the roots in the step, or of every real root when `everyRoot` (a figure listing them all).
 */
export function solveInStep(q: StepQuadratic, everyRoot: boolean): void {
  decideInStep(q);
  rootValues(q, everyRoot ? 3 : q.inStep);
}

/**
 * The decisions of solveInStep without the values: a caller that needs only some roots (the time
 * of impact, only the entry of the cap it reaches first) asks rootValues for them afterwards.
 */
export function decideInStep(q: StepQuadratic): void {
  const { a, b, c, error } = q;
  reset(q);
  const signA = filteredSign(a, error) ?? exactSign(exactOf(q)[0]);
  q.signA = signA;
  if (signA === 0) {
    // A = 0 exactly: the linear case, carried only by the callers whose A can vanish (STEP_EXTRAS;
    // the time of impact's A = |v|² with v ≠ 0 exactly never does). Without it: no root.
    q.form = NO_REAL_ROOTS;
    q.extras?.linearInStep(q);
    return;
  }
  // p(0) and p(1) of opposite signs: exactly one root lies in the step, so p has two distinct
  // real roots (at a double root p keeps its sign) and D needs no deciding. p goes from A's sign
  // to the opposite across the smaller root.
  const atStart = filteredSign(c, error) ?? exactSign(exactOf(q)[2]);
  const atEnd = valueAtEnd(q);
  if (atStart * atEnd < 0) {
    q.form = TWO_ROOTS;
    q.inStep = atStart === signA ? 1 : 2;
    return;
  }
  const signD = q.knownSignD === UNDECIDED ? discriminantSign(q) : q.knownSignD;
  if (signD < 0) {
    q.form = NO_REAL_ROOTS;
    return;
  }
  if (signD === 0) {
    // The root −b/(2a) is in [0, 1] ⇔ p′(0) = b points towards it (or is 0), and so does
    // p′(1) = 2a + b. An end where the slope is 0 is the root, exactly.
    q.form = DOUBLE_ROOT;
    const slopeStart = filteredSign(b, error) ?? exactSign(exactOf(q)[1]);
    const slopeEnd = slopeAtEnd(q);
    q.inStep = slopeStart * signA <= 0 && slopeEnd * signA >= 0 ? 1 : 0;
    q.pins = (slopeStart === 0 ? ROOT_0_AT_0 : 0) | (slopeEnd === 0 ? ROOT_0_AT_1 : 0);
    return;
  }
  // Two roots r0 < r1: p has A's sign outside [r0, r1] and the opposite sign between them; at a
  // root or outside, the slope tells which side (p′ is 0 only at the vertex, between the roots).
  q.form = TWO_ROOTS;
  const start =
    atStart === -signA
      ? BETWEEN
      : placeOutside(atStart, signA, filteredSign(b, error) ?? exactSign(exactOf(q)[1]));
  const end = atEnd === -signA ? BETWEEN : placeOutside(atEnd, signA, slopeAtEnd(q));
  q.inStep =
    (start <= AT_LOW && end >= AT_LOW ? 1 : 0) | (start <= AT_HIGH && end >= AT_HIGH ? 2 : 0);
  // An end of the step that is a root is that root, exactly.
  q.pins =
    (start === AT_LOW ? ROOT_0_AT_0 : end === AT_LOW ? ROOT_0_AT_1 : 0) |
    (start === AT_HIGH ? ROOT_1_AT_0 : end === AT_HIGH ? ROOT_1_AT_1 : 0);
}

/**
 * The values (and, for the sweep, verified enclosures) of the `wanted` roots (bit i: root i,
 * ascending) after decideInStep; roots at an end of the step are that end, exactly.
 */
export function rootValues(q: StepQuadratic, wanted: number): void {
  if (wanted === 0) return;
  if (q.form === TWO_ROOTS) twoRoots(q, wanted);
  else if (q.form === LINEAR_ROOT) q.extras?.linearRoot(q);
  else if (q.form === DOUBLE_ROOT) doubleRoot(q);
  const pins = q.pins;
  if (pins === 0) return;
  if ((pins & ROOT_0_AT_0) !== 0) pinRoot(q, 0, 0);
  if ((pins & ROOT_0_AT_1) !== 0) pinRoot(q, 0, 1);
  if ((pins & ROOT_1_AT_0) !== 0) pinRoot(q, 1, 0);
  if ((pins & ROOT_1_AT_1) !== 0) pinRoot(q, 1, 1);
}

/**
 * A = 0: no root, every t (B = C = 0), or −C/B, in [0, 1] ⇔ C and B + C bracket 0 by B's sign
 * (where one of them is 0, the root is that end).
 */
function linearInStep(q: StepQuadratic): void {
  const signB = filteredSign(q.b, q.error) ?? exactSign(exactOf(q)[1]);
  const atStart = filteredSign(q.c, q.error) ?? exactSign(exactOf(q)[2]);
  if (signB === 0) {
    q.form = atStart === 0 ? EVERY_T : NO_REAL_ROOTS;
    return;
  }
  q.form = LINEAR_ROOT;
  const atEnd = valueAtEnd(q);
  q.inStep = atStart * signB <= 0 && atEnd * signB >= 0 ? 1 : 0;
  q.pins = (atStart === 0 ? ROOT_0_AT_0 : 0) | (atEnd === 0 ? ROOT_0_AT_1 : 0);
}

/** The sign of D = b² − 4ac: the coefficients' errors and the roundings, else exact. */
function discriminantSign(q: StepQuadratic): Sign {
  const { a, b, c, error } = q;
  const square = b * b;
  const product = 4 * a * c;
  const discriminant = square - product;
  const bound =
    error === 0
      ? 0
      : ((2 * Math.abs(b) + 4 * (Math.abs(a) + Math.abs(c)) + 5 * error) * error +
          ROUNDOFF * (square + Math.abs(product)) +
          UNDERFLOW_SLACK) *
        MARGIN;
  const sign = filteredSign(discriminant, bound);
  if (sign !== undefined) return sign;
  q.exactD = true;
  return exactSign(exactDiscriminant(exactOf(q)));
}

/** The sign of p(1) = a + b + c: the coefficients' errors plus two roundings. */
function valueAtEnd(q: StepQuadratic): Sign {
  const { a, b, c, error } = q;
  const bound =
    error === 0
      ? 0
      : 4 * error + ROUNDOFF * (Math.abs(a) + Math.abs(b) + Math.abs(c)) + UNDERFLOW_SLACK;
  return filteredSign(a + b + c, bound) ?? exactSign(exactSum(q));
}

/** The sign of p′(1) = 2a + b: the coefficients' errors plus one rounding. */
function slopeAtEnd(q: StepQuadratic): Sign {
  const slope = 2 * q.a + q.b;
  const bound = q.error === 0 ? 0 : 4 * q.error + ROUNDOFF * Math.abs(slope) + UNDERFLOW_SLACK;
  return filteredSign(slope, bound) ?? exactSign(exactSlopeAtEnd(q));
}

function reset(q: StepQuadratic): void {
  q.exact = undefined;
  q.inStep = 0;
  q.pins = 0;
  q.denominator = 0;
  q.exactD = false;
}

/** An end of the step where p(e) is 0 or has A's sign: a root or outside, by the slope there. */
function placeOutside(sign: Sign, signA: Sign, slope: Sign): number {
  const towards = slope * signA;
  if (sign === 0) return towards < 0 ? AT_LOW : AT_HIGH;
  return towards < 0 ? LEFT : RIGHT;
}

/** The exact sign of g2·t² + g1·t + g0 at root i. */
export function exactSignAtRoot(q: StepQuadratic, i: number, g: ExactPolynomial): Sign {
  const [a, b, c] = exactOf(q);
  if (q.form === LINEAR_ROOT) return signAtRatio(g, exactNeg(c), b);
  if (q.form === DOUBLE_ROOT) return signAtRatio(g, exactNeg(b), exactAdd(a, a));
  const { u, v } = reduceModuloQuadratic(g, a, b, c);
  const branch = i === 0 ? -q.signA : q.signA;
  return signAtQuadraticRoot(u, v, a, b, c, branch === 1 ? 1 : -1);
}

/**
 * The sign of g2·t² + g1·t + g0 at root i when the root is a known rational n/d (error = 0) and
 * g2, g1, g0 are exact integers (the caller's promise); undefined when the root is not known to
 * be rational. The sign of d²·g(n/d), in doubles when every term stays below 2^53, else BigInt.
 */
export function signAtRationalRoot(
  q: StepQuadratic,
  i: number,
  g2: number,
  g1: number,
  g0: number,
): Sign | undefined {
  const d = q.denominator;
  if (d === 0) return undefined;
  const n = q.numerator[i]!;
  // Below 2^52 in total (computed with far less than 2^-50 relative error), every product and
  // partial sum is an integer below 2^53: exact.
  const size = Math.abs(g2) * (n * n) + Math.abs(g1) * Math.abs(n * d) + Math.abs(g0) * (d * d);
  if (size <= 2 ** 52) {
    const value = g2 * n * n + g1 * n * d + g0 * d * d;
    return value > 0 ? 1 : value < 0 ? -1 : 0;
  }
  const [bn, bd] = [BigInt(n), BigInt(d)];
  const value = BigInt(g2) * bn * bn + BigInt(g1) * bn * bd + BigInt(g0) * bd * bd;
  return value > 0n ? 1 : value < 0n ? -1 : 0;
}

/** Bits of a surd root's approximation beyond the coefficients' own: far below any rounding. */
const ROOT_BITS = 400;

/**
 * Root i as a ratio [n, d] of exact values: exactly for a linear or double root, and within
 * 2^-400 (relative to |B/A|) for a surd, from the integer square root of the exact D. For
 * numbers that are ill-conditioned in t, such as s where the segment nearly collapses.
 */
export function rootAsRatio(q: StepQuadratic, i: number): [Exact, Exact] {
  const [a, b, c] = exactOf(q);
  if (q.form === LINEAR_ROOT) return [exactNeg(c), b];
  if (q.form === DOUBLE_ROOT) return [exactNeg(b), exactAdd(a, a)];
  // Integers A', B', C' = (A, B, C)·2^-e, then (−B' ± √D')/(2A') with √D' to m more bits.
  const e = Math.min(...[a, b, c].filter((x) => x.mantissa !== 0n).map((x) => x.exponent));
  const [ia, ib, ic] = [a, b, c].map((x) => x.mantissa << BigInt(x.exponent - e)) as [
    bigint,
    bigint,
    bigint,
  ];
  const m = BigInt(ROOT_BITS + Math.max(0, bitLength(ib) - bitLength(ia)));
  const sqrtD = bigintSqrt((ib * ib - 4n * ia * ic) << (2n * m));
  const branch = (i === 0 ? -q.signA : q.signA) === 1 ? sqrtD : -sqrtD;
  return [
    { mantissa: -(ib << m) + branch, exponent: 0 },
    { mantissa: (2n * ia) << m, exponent: 0 },
  ];
}

// ---------------------------------------------------------------------------------------------
// Root values

function linearRoot(q: StepQuadratic): void {
  if (q.error === 0) {
    setRational(q, 0, -q.c / q.b);
    q.numerator[0] = -q.c;
    q.denominator = q.b;
  } else {
    // A was decided 0 exactly, so the float b and c may both be rounding noise: −C/B exactly.
    const [, b, c] = exactOf(q);
    setRational(q, 0, exactRatioToNumber(exactNeg(c), b));
  }
}

function doubleRoot(q: StepQuadratic): void {
  if (q.error === 0) {
    setRational(q, 0, -q.b / (2 * q.a));
    q.numerator[0] = -q.b;
    q.denominator = 2 * q.a;
  } else {
    const [a, b] = exactOf(q);
    setRational(q, 0, exactRatioToNumber(exactNeg(b), exactAdd(a, a)));
  }
}

/**
 * The `wanted` roots of D > 0 (bit i: root i, ascending), each with an enclosure verified by a
 * sign change of p.
 */
function twoRoots(q: StepQuadratic, wanted: number): void {
  const { a, b, c, error, extras } = q;
  // Apart, so that this function stays small enough for V8 to inline into solveInStep. Only
  // callers that sign at a root need the rational forms; for the others, exact integers pass the
  // float path's accuracy test (error 0) with the same values.
  if (error === 0 && extras !== undefined) return extras.integerRoots(q, wanted);
  // solveInStep's D, recomputed: the same operations give the same double, and numbers passed to
  // a call that is not inlined would each be boxed on the heap.
  const square = b * b;
  const product = 4 * a * c;
  const discriminant = square - product;
  const size = square + Math.abs(product);
  // Near a double root a rounded D has few correct digits: then D of the float coefficients
  // rounded once. A root moves by about |p's error at t|/|p′(t)| ≤ error·(1 + |t| + t²)/√D: at
  // most 3·spread in the step, spread = error/√D. Outside [FLOAT_D_LOW, FLOAT_D_HIGH] the float
  // D may have lost its digits to underflow or overflow: NaN, so the exact path. With error 0, D
  // is exact.
  const rounded = error === 0 || (!q.exactD && discriminant >= ACCURATE_D * size);
  // (Each branch takes its own root: a call's result merged with the rounded D would box it.)
  const floatSqrtD = !(size >= FLOAT_D_LOW && size <= FLOAT_D_HIGH)
    ? Number.NaN
    : rounded
      ? Math.sqrt(discriminant)
      : Math.sqrt(unroundedDiscriminant(a, b, c));
  if (3 * error <= ROOT_ACCURACY * floatSqrtD) {
    storeRootPair(q, a, b, c, floatSqrtD, wanted);
    extras?.enclose(q, ACCURATE_SPREAD);
    return;
  }
  // Coefficients that cancelled have few correct digits themselves: the values from the exact
  // A, B, C then.
  exactRootPair(q, wanted);
  extras?.enclose(q, 0);
}

/** twoRoots when a, b, c are exact integers: so is D, and a perfect square gives rational roots. */
function integerRoots(q: StepQuadratic, wanted: number): void {
  const { a, b, c } = q;
  const discriminant = b * b - 4 * a * c;
  const sqrtD = Math.sqrt(discriminant);
  storeRootPair(q, a, b, c, sqrtD, wanted);
  if (Number.isInteger(sqrtD) && sqrtD * sqrtD === discriminant) {
    setRational(q, 0, q.time[0]!);
    setRational(q, 1, q.time[1]!);
    // (−B + branch·√D)/(2A), the smaller root with branch −sign(A).
    q.numerator[0] = -b - q.signA * sqrtD;
    q.numerator[1] = -b + q.signA * sqrtD;
    q.denominator = 2 * a;
  } else {
    enclose(q, 0);
  }
}

/** Veltkamp's splitter, 2^27 + 1: x·SPLITTER − (x·SPLITTER − x) keeps x's upper 26 bits. */
const SPLITTER = 134217729;

/** x·y − p for p = fl(x·y), exactly (Dekker; no fused multiply-add in JavaScript). */
function productError(x: number, y: number, p: number): number {
  const sx = SPLITTER * x;
  const sy = SPLITTER * y;
  const xHigh = sx - (sx - x);
  const yHigh = sy - (sy - y);
  const xLow = x - xHigh;
  const yLow = y - yHigh;
  return xLow * yLow - (p - xHigh * yHigh - xLow * yHigh - xHigh * yLow);
}

/**
 * b² − 4ac of the float coefficients, rounded once: the products' and the difference's rounding
 * errors recovered exactly and added back. For b² + |4ac| in [FLOAT_D_LOW, FLOAT_D_HIGH]; NaN on
 * overflow (the caller then goes exact); products below 2^-969 lose bits far below any D the root
 * accuracy test accepts.
 */
function unroundedDiscriminant(a: number, b: number, c: number): number {
  const square = b * b;
  const product = 4 * a * c;
  const difference = square - product;
  const part = difference - square;
  const differenceError = square - (difference - part) - (product + part);
  const d =
    difference + (differenceError + productError(b, b, square) - productError(4 * a, c, product));
  return d < Infinity ? d : Number.NaN;
}

/** q = −(b + sign(b)·√D)/2 (sign(0) = +1): a sum of two numbers of one sign, no cancellation. */
export function stableQ(b: number, sqrtD: number): number {
  // × 0.5 rather than / 2: the same correctly rounded value, without a division's latency.
  return -(b + (b >= 0 ? sqrtD : -sqrtD)) * 0.5;
}

/**
 * The `wanted` roots (bit i: root i, ascending) into q.time: q/a and c/q with
 * q = −(b + sign(b)·√D)/2 (no cancellation). Their difference is −sign(b)·√D/a, so q/a is the
 * smaller when b (sign(0) = +1) and A have one sign: A's exact sign, for a tiny A may round to a
 * float a of 0 (then q/a is ±∞, the far root, and c/q the near one).
 */
function storeRootPair(
  q: StepQuadratic,
  a: number,
  b: number,
  c: number,
  sqrtD: number,
  wanted: number,
): void {
  const half = stableQ(b, sqrtD);
  const quotientFirst = b >= 0 === q.signA > 0;
  if ((wanted & 1) !== 0) q.time[0] = pairRoot(half, a, c, quotientFirst);
  if ((wanted & 2) !== 0) q.time[1] = pairRoot(half, a, c, !quotientFirst);
}

/** q/a or c/q; half = 0 only when b and √D both underflowed: then both roots round to 0. */
function pairRoot(half: number, a: number, c: number, quotient: boolean): number {
  return half === 0 ? 0 : noNegativeZero(quotient ? half / a : c / half);
}

function setRational(q: StepQuadratic, i: number, t: number): void {
  const radius = RATIONAL_RADIUS * Math.abs(t) + Number.MIN_VALUE;
  q.time[i] = noNegativeZero(t);
  q.lo[i] = t - radius;
  q.hi[i] = t + radius;
}

/** Root i is exactly the end `t` of the step (p(t) = 0 there, decided exactly). */
function pinRoot(q: StepQuadratic, i: number, t: number): void {
  q.time[i] = t;
  q.lo[i] = t;
  q.hi[i] = t;
}

/**
 * [t − r, t + r] around each root in the step, r = ENCLOSURE·(1 + |t|) + spread·(1 + |t|)², kept
 * when it lies in [−1, 2] (where the sweep can use it) and p's values at its ends settle the sign
 * change of that root: p goes from A's sign to the opposite across the smaller root and back
 * across the larger, so such an interval holds exactly its own root, whatever the other does.
 */
function enclose(q: StepQuadratic, spread: number): void {
  q.lo[0] = q.hi[0] = q.lo[1] = q.hi[1] = Number.NaN;
  // One bound for p anywhere in [−1, 2]: the coefficients' errors times 1 + |x| + x² ≤ 7, plus
  // Horner's rounding of (|a|·|x| + |b|)·|x| + |c| ≤ 4|a| + 2|b| + |c|.
  const size = 4 * Math.abs(q.a) + 2 * Math.abs(q.b) + Math.abs(q.c);
  const bound = (7 * q.error + HORNER * size + UNDERFLOW_SLACK) * MARGIN;
  // Only the roots in the step need one (the others are judged exactly, for figures only).
  if ((q.inStep & 1) !== 0) verifyEnclosure(q, 0, spread, bound);
  if ((q.inStep & 2) !== 0) verifyEnclosure(q, 1, spread, bound);
}

function verifyEnclosure(q: StepQuadratic, i: number, spread: number, bound: number): void {
  const t = q.time[i]!;
  const reach = 1 + Math.abs(t);
  const radius = (ENCLOSURE + spread * reach) * reach;
  const lo = t - radius;
  const hi = t + radius;
  if (!(lo >= -1 && hi <= 2)) return;
  const { a, b, c } = q;
  // p's sign at lo times this is positive before its own root, negative after.
  const side = i === 0 ? q.signA : -q.signA;
  const atLo = side * ((a * lo + b) * lo + c);
  const atHi = side * ((a * hi + b) * hi + c);
  if (atLo > bound && atHi < -bound) {
    q.lo[i] = lo;
    q.hi[i] = hi;
  }
}

/** The sweep's extras (newStepQuadratic's second argument). */
export const STEP_EXTRAS: StepExtras = { linearInStep, linearRoot, integerRoots, enclose };

// ---------------------------------------------------------------------------------------------
// The exact side

function exactOf(q: StepQuadratic): ExactPolynomial {
  q.exact ??= q.exactCoefficients();
  return q.exact;
}

/** p(1) = A + B + C. */
function exactSum(q: StepQuadratic): Exact {
  const [a, b, c] = exactOf(q);
  return exactAdd(exactAdd(a, b), c);
}

/** p′(1) = 2A + B. */
function exactSlopeAtEnd(q: StepQuadratic): Exact {
  const [a, b] = exactOf(q);
  return exactAdd(exactAdd(a, a), b);
}

/** D = B² − 4AC, exactly. */
export function exactDiscriminant([a, b, c]: ExactPolynomial): Exact {
  const fourAC = exactMul(exactMul(a, c), { mantissa: 4n, exponent: 0 });
  return exactSub(exactMul(b, b), fourAC);
}

/** Sign of g at n/d (d ≠ 0): the sign of d²·g(n/d) = g2·n² + g1·n·d + g0·d². */
function signAtRatio(g: ExactPolynomial, n: Exact, d: Exact): Sign {
  const terms = exactAdd(exactMul(g[0], exactMul(n, n)), exactMul(g[1], exactMul(n, d)));
  return exactSign(exactAdd(terms, exactMul(g[2], exactMul(d, d))));
}

/**
 * Root values from the exact A, B, C divided by one power of two that brings the largest near 1
 * (the roots do not change), and √D from the exact D likewise.
 */
function exactRootPair(q: StepQuadratic, wanted: number): void {
  const [a, b, c] = exactOf(q);
  const top = (x: Exact) => (x.mantissa === 0n ? -Infinity : x.exponent + bitLength(x.mantissa));
  const scale = Math.max(top(a), top(b), top(c));
  const scaled = (x: Exact, k: number) =>
    exactToNumber({ mantissa: x.mantissa, exponent: x.exponent - k });
  const d = exactDiscriminant(exactOf(q));
  // √(m·2^e) = √(m·2^(e mod 2))·2^⌊e/2⌋, keeping about 100 bits of m.
  const drop = Math.max(0, 2 * Math.ceil((bitLength(d.mantissa) - 100) / 2));
  let mantissa = d.mantissa >> BigInt(drop);
  let exponent = d.exponent + drop - 2 * scale;
  if (exponent % 2 !== 0) {
    mantissa <<= 1n;
    exponent -= 1;
  }
  const sqrtD = timesPowerOfTwo(Math.sqrt(Number(mantissa)), exponent / 2);
  storeRootPair(q, scaled(a, scale), scaled(b, scale), scaled(c, scale), sqrtD, wanted);
}
