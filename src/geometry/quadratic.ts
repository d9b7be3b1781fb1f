/**
 * Real roots of a·x² + b·x + c = 0 — the tool every swept test in this project shares.
 * Derived in the article "Robust quadratic roots" (§The outcomes, and why callers need each one;
 * §The cancellation-free formula; §Overflow, and scaling by a power of two; §Deciding the case
 * exactly).
 *
 * Conventions: roots ascending; a root is never −0; every outcome is told apart by `kind`:
 * - `none`: no real root (a ≠ 0 and D = b² − 4ac < 0, or a = b = 0 and c ≠ 0);
 * - `one`: the linear case a = 0, b ≠ 0 — one simple root −c/b (never flagged double);
 * - `double`: a ≠ 0 and D = 0 — the root −b/(2a), reported once (a sweep touches and turns back);
 * - `two`: a ≠ 0 and D > 0 — two distinct roots;
 * - `all`: a = b = c = 0, every x is a root (`roots` is empty);
 * - `invalid-input`: a non-finite coefficient (`roots` is empty).
 *
 * Guarantees, for every finite double input:
 * - the outcome is exact: the sign of D is decided by a floating-point filter with a rigorous
 *   error bound, and by exact BigInt arithmetic (./exact) when the filter cannot tell;
 * - no overflow or underflow in intermediate steps: coefficients whose magnitudes all lie in
 *   [2^-300, 2^300] (or are 0) are used as they are, since nothing can then leave the normal range;
 *   otherwise x = 2^m·y rescales the unknown and the coefficients are multiplied by 2^k (both
 *   exact) so that b² − 4ac is formed from numbers near 1;
 * - no cancellation: q = −(b + sign(b)·√D)/2 and the roots q/a, c/q;
 * - each root is within a few units in the last place of the exact root of the given doubles
 *   (tested to 1e-13 relative over the whole double range): near a double root, where a rounded
 *   D would have few correct digits, D is recomputed exactly, and q never cancels;
 * - a root whose magnitude exceeds the largest double is reported as ±Number.MAX_VALUE (the
 *   outcome stays exact; only that number saturates), one below the smallest subnormal as 0.
 *
 * Two entry points, one algorithm: `solveQuadraticInto` is the decision tree (numbers in, a case
 * code out, the roots written into a caller's Float64Array, no allocation; finite coefficients
 * are its precondition, `solveQuadraticIntoChecked` checks them), and `solveQuadratic` is the
 * object API over it (validate, call it, build the result from the code and the buffer).
 */

import {
  binaryExponent,
  finiteOrClamp,
  isSmallInteger,
  noNegativeZero,
  timesPowerOfTwo,
} from './filter';
import { exact, exactSign, exactToNumber, type Exact } from './exact';
import { exactDiscriminant, stableQ } from './quadratic-step';

export type QuadraticKind = 'none' | 'one' | 'double' | 'two' | 'all' | 'invalid-input';

export type QuadraticResult = {
  kind: QuadraticKind;
  /** Ascending. `one` and `double` hold one root, `two` holds two, the others none. */
  roots: number[];
};

// ---------------------------------------------------------------------------------------------
// The hot-loop entry point's case codes and buffer

/** Code of `invalid-input` (only the checked entry point returns it). */
export const QUADRATIC_INVALID_INPUT = 0;
/** Code of `none`: no real root. */
export const QUADRATIC_NONE = 1;
/** Code of `one`: the linear root −c/b in `out[0]`. */
export const QUADRATIC_ONE = 2;
/** Code of `double`: the double root −b/(2a) in `out[0]`. */
export const QUADRATIC_DOUBLE = 3;
/** Code of `two`: the roots in `out[0] < out[1]`. */
export const QUADRATIC_TWO = 4;
/** Code of `all`: a = b = c = 0, every x is a root. */
export const QUADRATIC_ALL = 5;

/** The `kind` of each case code: `QUADRATIC_KINDS[code]`. */
export const QUADRATIC_KINDS: readonly QuadraticKind[] = [
  'invalid-input',
  'none',
  'one',
  'double',
  'two',
  'all',
];

/** Length of the buffer `solveQuadraticInto` writes: the two roots. */
export const QUADRATIC_OUT_LENGTH = 2;

/** value·2^k when that is exact (finite, nonzero, no bits lost to underflow), else undefined. */
function exactlyScaled(value: number, k: number): number | undefined {
  const scaled = timesPowerOfTwo(value, k);
  return Number.isFinite(scaled) && scaled !== 0 && timesPowerOfTwo(scaled, -k) === value
    ? scaled
    : undefined;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

const INVALID: QuadraticResult = { kind: 'invalid-input', roots: [] };

/** b² − 4ac of the given doubles, exactly (quadratic-step.ts, shared with the moving algorithms). */
function exactDiscriminantOf(a: number, b: number, c: number): Exact {
  return exactDiscriminant([exact(a), exact(b), exact(c)]);
}

/**
 * Relative size of the float discriminant below which it is recomputed exactly. The rounding
 * error of b² − 4ac is below 2^-50·(b² + 4|ac|); demanding 2^-11 leaves 39 correct bits for the
 * sign (so the decision is exact) and for the value (so √D is accurate near a double root).
 * (Written as a literal in the entry point: V8 folds it there, where a module constant would be
 * loaded and type-checked at every call.)
 */
const DISCRIMINANT_FILTER = 2 ** -11;

/**
 * Snapped coefficients: integers of magnitude ≤ 2^25 have b² ≤ 2^50 and 4|ac| ≤ 2^52, integers
 * below 2^53, so the float D is computed without any rounding — it is the exact D, the very
 * number the exact path would return.
 */
const SNAPPED_LIMIT = 2 ** 25;

function isSmallIntegerTriple(a: number, b: number, c: number): boolean {
  return (
    isSmallInteger(a, SNAPPED_LIMIT) &&
    isSmallInteger(b, SNAPPED_LIMIT) &&
    isSmallInteger(c, SNAPPED_LIMIT)
  );
}

/**
 * The hot-loop entry point: the real roots of a·x² + b·x + c = 0, decided exactly as by
 * `solveQuadratic` (the same decisions, the same roots bit for bit), with no allocation.
 * Returns the case code (`QUADRATIC_NONE`, `QUADRATIC_ONE`, `QUADRATIC_DOUBLE`,
 * `QUADRATIC_TWO`, `QUADRATIC_ALL`; `QUADRATIC_KINDS[code]` is the kind) and writes the roots:
 *
 * | slot     | value                                                        |
 * | -------- | ------------------------------------------------------------ |
 * | `out[0]` | the smaller root (`one`, `double`, `two`), else NaN          |
 * | `out[1]` | the larger root (`two`), else NaN                            |
 *
 * Precondition: a, b and c are finite (not checked; outside it the answer is unspecified and the
 * call may throw). `solveQuadraticIntoChecked` checks it. Roots are never −0; a root beyond the
 * double range is ±Number.MAX_VALUE.
 *
 * In a hot loop: allocate `out` once (`new Float64Array(QUADRATIC_OUT_LENGTH)`) and pass numbers
 * from locals or a Float64Array. This function is small enough for V8 to inline into a caller's
 * optimized loop (about 400 bytes of bytecode, under V8's limit of 460 even where a large
 * bundle's module scope makes its references wider: the common case, every coefficient within
 * 2^±300, is written out here; near a double root and for extreme coefficients it calls out). Called through a wrapper V8 does not inline,
 * each double argument would be boxed on the heap: call it directly from the loop.
 */
export function solveQuadraticInto(out: Float64Array, a: number, b: number, c: number): number {
  // b·x + c = 0, or x·(a·x + b) = 0 (D = b²: a double root 0 when b = 0, else 0 and −b/a).
  if (a === 0) return solveLinear(out, b, c);
  if (c === 0) return solveWithRootZero(out, a, b);
  // Coefficient magnitudes in [2^-300, 2^300] (b may be 0) need no rescaling. Then b² and 4|ac|
  // lie in [2^-600, 2^602], √D and q in [2^-301, 2^302], and the roots q/a, c/q in
  // [2^-602, 2^602]: every intermediate is a normal double, far from overflow and underflow. A
  // nonzero exact D is a multiple of 2^-704 (the products' lowest bits), so it converts to a
  // normal double too. Multiplying normal doubles by a power of two is exact and commutes with
  // correct rounding, so every step below yields exactly what the rescaled path computes, times
  // that power of two, and the same result. (Where that path's scaled b′² or 4a′c′ underflows,
  // the other term is ≈ 1, so the lost bits lie far below half an ulp of D′ and D′ rounds to the
  // same value.) Other magnitudes are rescaled apart. The bounds are literals, which V8 folds
  // into the code (a module constant is loaded at every call).
  const absA = Math.abs(a);
  const absB = Math.abs(b);
  const absC = Math.abs(c);
  if (!(
    absA >= 2 ** -300 &&
    absA <= 2 ** 300 &&
    absC >= 2 ** -300 &&
    absC <= 2 ** 300 &&
    (b === 0 || (absB >= 2 ** -300 && absB <= 2 ** 300))
  )) {
    return solveRescaled(out, a, b, c);
  }
  const square = b * b;
  const product = 4 * a * c;
  let discriminant = square - product;
  // DISCRIMINANT_FILTER = 2^-11.
  if (!(Math.abs(discriminant) > 2 ** -11 * (square + Math.abs(product)))) {
    // Too close to a double root for floating point: decide (and measure) exactly.
    discriminant = nearDoubleRoot(a, b, c, discriminant);
  }
  if (discriminant < 0) {
    out[0] = out[1] = NaN;
    return QUADRATIC_NONE;
  }
  const q = stableQ(b, Math.sqrt(discriminant)); // −b/2 for the double root
  const first = noNegativeZero(q / a); // finite and normal: no saturation needed
  if (discriminant === 0) {
    out[0] = first;
    out[1] = NaN;
    return QUADRATIC_DOUBLE;
  }
  const second = noNegativeZero(c / q);
  out[0] = first <= second ? first : second;
  out[1] = first <= second ? second : first;
  return QUADRATIC_TWO;
}

/**
 * D where the filter failed (coefficients in the safe range): the float D itself for
 * snapped coefficients, whose D is exact in doubles, else the exact D rounded (0 when it is 0).
 */
function nearDoubleRoot(a: number, b: number, c: number, discriminant: number): number {
  if (isSmallIntegerTriple(a, b, c)) return discriminant;
  const exactD = exactDiscriminantOf(a, b, c);
  return exactSign(exactD) === 0 ? 0 : exactToNumber(exactD);
}

/** b·x + c = 0 (a = 0): the root into out[0]. */
function solveLinear(out: Float64Array, b: number, c: number): number {
  out[1] = NaN;
  if (b !== 0) {
    out[0] = finiteOrClamp(-c / b);
    return QUADRATIC_ONE;
  }
  out[0] = NaN;
  return c !== 0 ? QUADRATIC_NONE : QUADRATIC_ALL;
}

/** x·(a·x + b) = 0 (c = 0, a ≠ 0): D = b², so a double root 0 when b = 0, else 0 and −b/a. */
function solveWithRootZero(out: Float64Array, a: number, b: number): number {
  if (b === 0) {
    out[0] = 0;
    out[1] = NaN;
    return QUADRATIC_DOUBLE;
  }
  const other = finiteOrClamp(-b / a);
  out[0] = other < 0 ? other : 0;
  out[1] = other < 0 ? 0 : other;
  return QUADRATIC_TWO;
}

/**
 * `solveQuadraticInto` for any input: a non-finite coefficient gives `QUADRATIC_INVALID_INPUT`
 * with both slots NaN, as `solveQuadratic` gives `invalid-input`.
 */
export function solveQuadraticIntoChecked(
  out: Float64Array,
  a: number,
  b: number,
  c: number,
): number {
  if (!(Number.isFinite(a) && Number.isFinite(b) && Number.isFinite(c))) {
    out[0] = out[1] = NaN;
    return QUADRATIC_INVALID_INPUT;
  }
  return solveQuadraticInto(out, a, b, c);
}

/** The roots of the object API, read from the hot-loop buffer. */
const ROOTS = new Float64Array(QUADRATIC_OUT_LENGTH);

/**
 * Real roots of a·x² + b·x + c = 0 with an exact outcome and stable, overflow-free roots.
 * Total: never throws, never NaN or −0. The object form of `solveQuadraticInto`.
 */
export function solveQuadratic(a: number, b: number, c: number): QuadraticResult {
  if (!isFiniteNumber(a) || !isFiniteNumber(b) || !isFiniteNumber(c)) return INVALID;
  const code = solveQuadraticInto(ROOTS, a, b, c);
  // Literal kinds (QUADRATIC_KINDS[code]) per code: no lookup of a module array.
  if (code === QUADRATIC_TWO) return { kind: 'two', roots: [ROOTS[0]!, ROOTS[1]!] };
  if (code === QUADRATIC_DOUBLE) return { kind: 'double', roots: [ROOTS[0]!] };
  if (code === QUADRATIC_ONE) return { kind: 'one', roots: [ROOTS[0]!] };
  return { kind: code === QUADRATIC_NONE ? 'none' : 'all', roots: [] };
}

/**
 * solveQuadraticInto for a, c ≠ 0 with some coefficient outside the safe range: rescaled first.
 * (A function of its own keeps the entry point small enough for callers to inline; its doubles,
 * boxed for the call, are paid only on this rare path.)
 */
function solveRescaled(out: Float64Array, a: number, b: number, c: number): number {
  // Substitute x = 2^m·y so that the y-polynomial's outer coefficients a·2^(2m) and c are of one
  // size, then multiply through by 2^k so that the largest coefficient is near 1. Both steps
  // multiply by powers of two: exact, and neither changes the outcome.
  const exponentA = binaryExponent(a);
  const exponentC = binaryExponent(c);
  const m = Math.round((exponentC - exponentA) / 2);
  const top = Math.max(exponentA + 2 * m, exponentC, b === 0 ? -Infinity : binaryExponent(b) + m);
  const k = -top;
  const scaledA = timesPowerOfTwo(a, 2 * m + k);
  const scaledB = timesPowerOfTwo(b, m + k);
  const scaledC = timesPowerOfTwo(c, k);
  // The scaled discriminant is D·2^(2s) with s = m + k.
  const s = m + k;

  const square = scaledB * scaledB;
  const product = 4 * scaledA * scaledC;
  let discriminant = square - product;
  if (!(Math.abs(discriminant) > DISCRIMINANT_FILTER * (square + Math.abs(product)))) {
    // Too close to a double root for floating point: decide (and measure) exactly.
    const exactD = exactDiscriminantOf(a, b, c);
    if (exactSign(exactD) === 0) discriminant = 0;
    else
      discriminant = exactToNumber({
        mantissa: exactD.mantissa,
        exponent: exactD.exponent + 2 * s,
      });
  }

  if (discriminant < 0) {
    out[0] = out[1] = NaN;
    return QUADRATIC_NONE;
  }
  // The roots are q/a and c/q with q = q'·2^-s, q' = stableQ(b', √D') built from the scaled
  // numbers. Whichever form is exact rounds once: q/a and c/q with the original a and c when q
  // is a representable double (nearly always); else q'/(a·2^s) and c·2^s/q' when those scalings
  // are exact; else 2^m·(q'/a') and 2^m·(c'/q') (roots at the very ends of the double range).
  const scaledQ = stableQ(scaledB, Math.sqrt(discriminant)); // −b'/2 for the double root
  const q = exactlyScaled(scaledQ, -s);
  const aForRoots = exactlyScaled(a, s);
  const cForRoots = exactlyScaled(c, s);
  const first = finiteOrClamp(
    q !== undefined
      ? q / a
      : aForRoots !== undefined
        ? scaledQ / aForRoots
        : timesPowerOfTwo(scaledQ / scaledA, m),
  );
  if (discriminant === 0) {
    out[0] = first;
    out[1] = NaN;
    return QUADRATIC_DOUBLE;
  }
  const second = finiteOrClamp(
    q !== undefined
      ? c / q
      : cForRoots !== undefined
        ? cForRoots / scaledQ
        : timesPowerOfTwo(scaledC / scaledQ, m),
  );
  out[0] = first <= second ? first : second;
  out[1] = first <= second ? second : first;
  return QUADRATIC_TWO;
}

/**
 * THE WRONG WAY, kept for the article's cancellation demo: the textbook (−b ± √D)/(2a) in plain
 * floating point, with D = b² − 4ac decided by its rounded sign.
 *
 * When b² ≫ 4|ac|, √D ≈ |b| and −b ± √D subtracts two nearly equal numbers: the small root loses
 * most or all of its digits (a = 1, b = −1e8, c = 1 gives 7.45e-9 instead of 1e-8). With huge or
 * tiny coefficients b² overflows or underflows. The rounded D can also have the wrong sign near
 * a double root. Use `solveQuadratic`.
 *
 * Total like everything here: when an intermediate overflows so the formula produces no finite
 * answer, the result is `{ kind: 'invalid-input', roots: [] }` rather than NaN or Infinity.
 */
export function solveQuadraticNaive(a: number, b: number, c: number): QuadraticResult {
  if (!isFiniteNumber(a) || !isFiniteNumber(b) || !isFiniteNumber(c)) return INVALID;
  if (a === 0) return solveQuadratic(a, b, c); // the linear case, as solveQuadratic has it
  const discriminant = b * b - 4 * a * c;
  if (!Number.isFinite(discriminant)) return INVALID;
  if (discriminant < 0) return { kind: 'none', roots: [] };
  let roots: number[];
  let kind: QuadraticKind;
  if (discriminant === 0) {
    kind = 'double';
    roots = [-b / (2 * a)];
  } else {
    kind = 'two';
    const root = Math.sqrt(discriminant);
    roots = [(-b - root) / (2 * a), (-b + root) / (2 * a)].sort((x, y) => x - y);
  }
  if (!roots.every(Number.isFinite)) return INVALID;
  return { kind, roots: roots.map(noNegativeZero) };
}
