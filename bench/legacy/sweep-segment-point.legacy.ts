// BENCH-ONLY: sweep-segment-point.ts as it was before the one-decision-tree rewrite (issue 9),
// restored from git (4dd8adb^) to time new ÷ legacy in the same run; deleted once that is recorded.
/**
 * When and where a moving segment sweeps a moving point, over one step t ∈ [0, 1].
 * Derived in the article "Moving segment vs moving point" (§Relative motion, §The cross product
 * is a quadratic in t, §Where on the segment, §The degenerate cases, §Exact answers on snapped
 * input). Source: Craig Gidney,
 * "Determining exactly if/when/where a moving line intersected a moving point" (2013).
 *
 * Conventions
 * - Endpoints move linearly: P(t) = lerp(p0, p1, t), Q(t) = lerp(q0, q1, t); the point moves
 *   C(t) = lerp(c0, c1, t). "When" is t ∈ [0, 1]; "where" is s ∈ [0, 1] from P towards Q.
 * - The segment is closed: touching an endpoint counts, so does t = 0 or t = 1.
 * - Only relative motion matters: u(t) = C − P = u0 + t·u1 and w(t) = Q − P = w0 + t·w1.
 *   The point is on the segment's line iff cross(u, w) = 0, a polynomial in t:
 *   a·t² + b·t + c with a = cross(u1, w1), b = cross(u0, w1) + cross(u1, w0), c = cross(u0, w0).
 *   At a root, s = dot(u, w)/dot(w, w); it is a hit iff 0 ≤ dot(u, w) ≤ dot(w, w).
 *
 * Result (plain data)
 * - `hit`: `hits` ordered by t (one or two; two distinct roots closer than the spacing of
 *   doubles can carry the same rounded t). A double root is `tangent` (touches, turns back).
 *   A segment collapsed onto the point (w = 0 and u = 0 at t) is a hit with s = 0, flagged
 *   `degenerate` and `tangent` (it is always a double root). `intervals` is empty.
 * - `contact`: the polynomial is identically zero (the point stays on the segment's line all
 *   step). `intervals` lists the closed intervals {t0, t1} ⊆ [0, 1] of contact, ascending and
 *   disjoint (t0 = t1 for a single instant). `hits` is empty: contact is not a finite set of
 *   instants. (Spec api.md: "contact: the identically-zero case, with intervals".)
 * - `miss`: `hits` and `intervals` empty; `reason` is the first that applies:
 *   `collinear-apart` (identically zero, never between the endpoints), `outside-segment` (a
 *   root in [0, 1], but the point is off the segment then — including a segment that collapses
 *   away from the point), `outside-step` (real roots, none in [0, 1]), `no-real-roots`.
 * - `invalid-input`: a missing field or non-finite coordinate; `hits` and `intervals` empty,
 *   `coefficients` all 0, no `reason`.
 * - `coefficients` {a, b, c}: the polynomial in t, in the input's units (for plots), always
 *   present; saturated to ±Number.MAX_VALUE if it exceeds the double range. No field of any
 *   result is ever NaN or −0.
 *
 * Exactness
 * - Every decision (the polynomial's degree, the sign of its discriminant, whether a root lies
 *   in [0, 1], the signs of dot(u, w), dot(w, w) − dot(u, w) and |w|² at a root, the contact
 *   intervals) is exact for the relative motion vectors u0, u1, w0, w1 as computed in floating
 *   point. On snapped inputs (integers in [−1024, 1024], or such integers times one power of two)
 *   those vectors are exact, so every kind, reason, hit count and flag equals real arithmetic's.
 *   Elsewhere each vector is the correctly rounded (u1, w1: twice rounded) difference of inputs.
 * - How: floating point with rigorous error bounds first. When every vector component is an
 *   integer of magnitude ≤ 2^12 (a snapped grid with unit step), all coefficients and the
 *   discriminant are computed without rounding, so those decisions are plain sign tests. A root
 *   t* is enclosed in a small interval (verified by a sign change of the polynomial, or by the
 *   division's rounding bound for a rational root); p(t*) ≥ 0 is decided in floating point when p
 *   keeps its sign on the whole interval. Otherwise it is decided exactly: at a rational root n/d
 *   by the sign of d²·p(n/d) (in doubles when every term is an integer below 2^53, else BigInt),
 *   at an irrational one, in BigInt (./exact), by reducing p modulo
 *   the quadratic to u·t + v and signing u·(−B ± √D) + 2A·v by comparing squares.
 * - Fast path (inputs within 2^±200): the same decisions on plain numbers, no per-call objects
 *   but the result. Error bounds there are semi-static (one scale, the square of Σ|coordinate|,
 *   bounds every product); which roots lie in the step follows from the signs of p(0), p(1) and
 *   the vertex; signs at an irrational root come from u and w evaluated at its float value with
 *   a bound for the distance to the exact root. In integer mode a rational root n/d (linear,
 *   double, or D a perfect square) is judged by d²·g(n/d) in doubles when that is exact. What it
 *   cannot settle goes to the general path; both give identical results.
 * - Numbers: t is within a few ulps of the exact root; s is computed from u and w at that t and
 *   clamped to [0, 1] (it is exactly 0 or 1 when the point is exactly at an endpoint); its error
 *   is the error of t times ds/dt, below 1e-12 unless the segment is nearly collapsed at the hit.
 *   Inputs beyond 2^±200 are rescaled by a power of two first (t and s do not change).
 */

import { type Vec2, clean, isFiniteVec2, vec2 } from '../../src/geometry/vec2';
import {
  type Exact,
  EXACT_ZERO,
  exact,
  exactAdd,
  exactCompare,
  exactCross,
  exactDot,
  exactMul,
  exactSign,
  exactSub,
  exactToNumber,
  reduceModuloQuadratic,
  signAtQuadraticRoot,
} from '../../src/geometry/exact';

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

// ---------------------------------------------------------------------------------------------
// Floating-point error bounds

/** Relative error bound per expression: ≥ 8 units of roundoff, generous for every sum below. */
const GAMMA = 2 ** -50;
/** Absolute slack covering products that underflow (their error is below 2^-1074 each). */
const UNDERFLOW_SLACK = 2 ** -1000;
/** Inputs whose largest coordinate lies within 2^±200 are used as they are. */
const UNSCALED_HIGH = 2 ** 200;
const UNSCALED_LOW = 2 ** -200;
/** Half-width of an irrational root's enclosure, relative to 1 + |t|. */
const ENCLOSURE = 2 ** -36;
/** Below this fraction of b² + 4|ac|, a rounded D leaves too few digits for accurate roots. */
const ROOT_ACCURACY = 2 ** -11;
/** Integer vector components up to this size make every coefficient and D exact in doubles. */
const INTEGER_LIMIT = 2 ** 12;

/** A polynomial g2·t² + g1·t + g0 with a bound on the error of each float coefficient. */
type Poly = {
  readonly g2: number;
  readonly g1: number;
  readonly g0: number;
  readonly e2: number;
  readonly e1: number;
  readonly e0: number;
};

/** dot(a0 + t·a1, b0 + t·b1); `exactly` when the inputs make every product and sum exact. */
function dotPoly(
  ax0: number,
  ay0: number,
  ax1: number,
  ay1: number,
  bx0: number,
  by0: number,
  bx1: number,
  by1: number,
  exactly: boolean,
): Poly {
  const g2 = ax1 * bx1 + ay1 * by1;
  const g1 = ax0 * bx1 + ay0 * by1 + (ax1 * bx0 + ay1 * by0);
  const g0 = ax0 * bx0 + ay0 * by0;
  if (exactly) return { g2, g1, g0, e2: 0, e1: 0, e0: 0 };
  const m2 = Math.abs(ax1 * bx1) + Math.abs(ay1 * by1);
  const m1 = Math.abs(ax0 * bx1) + Math.abs(ay0 * by1) + Math.abs(ax1 * bx0) + Math.abs(ay1 * by0);
  const m0 = Math.abs(ax0 * bx0) + Math.abs(ay0 * by0);
  return {
    g2,
    g1,
    g0,
    e2: GAMMA * m2 + UNDERFLOW_SLACK,
    e1: GAMMA * m1 + UNDERFLOW_SLACK,
    e0: GAMMA * m0 + UNDERFLOW_SLACK,
  };
}

function subtractPoly(left: Poly, right: Poly, exactly: boolean): Poly {
  const g2 = left.g2 - right.g2;
  const g1 = left.g1 - right.g1;
  const g0 = left.g0 - right.g0;
  if (exactly) return { g2, g1, g0, e2: 0, e1: 0, e0: 0 };
  return {
    g2,
    g1,
    g0,
    e2: left.e2 + right.e2 + GAMMA * Math.abs(g2),
    e1: left.e1 + right.e1 + GAMMA * Math.abs(g1),
    e0: left.e0 + right.e0 + GAMMA * Math.abs(g0),
  };
}

const T_POLY: Poly = { g2: 0, g1: 1, g0: 0, e2: 0, e1: 0, e0: 0 };
const ONE_MINUS_T_POLY: Poly = { g2: 0, g1: -1, g0: 1, e2: 0, e1: 0, e0: 0 };

/**
 * Sign of g(τ) for every τ in [lo, hi] (which contains the root), or 0 when floating point
 * cannot tell (then the caller decides exactly). Bounds: the spread of g over the interval
 * (mean value theorem), the coefficients' own errors, and Horner's rounding.
 */
function signOnInterval(g: Poly, t: number, lo: number, hi: number): -1 | 0 | 1 {
  return signNear(g.g2, g.g1, g.g0, g.e2, g.e1, g.e0, t, lo, hi);
}

/** signOnInterval on the coefficients g2, g1, g0 and their error bounds e2, e1, e0. */
function signNear(
  g2: number,
  g1: number,
  g0: number,
  e2: number,
  e1: number,
  e0: number,
  t: number,
  lo: number,
  hi: number,
): -1 | 0 | 1 {
  const value = (g2 * t + g1) * t + g0;
  const reach = Math.max(Math.abs(lo), Math.abs(hi));
  const width = Math.max(t - lo, hi - t);
  const slope = 2 * (Math.abs(g2) + e2) * reach + Math.abs(g1) + e1;
  const size = (Math.abs(g2) * reach + Math.abs(g1)) * reach + Math.abs(g0);
  const coefficientError = (e2 * reach + e1) * reach + e0;
  const bound = (slope * width + coefficientError + GAMMA * size + UNDERFLOW_SLACK) * (1 + GAMMA);
  if (value > bound) return 1;
  if (value < -bound) return -1;
  return 0;
}

// ---------------------------------------------------------------------------------------------
// Exact helpers

function bitLength(value: bigint): number {
  return (value < 0n ? -value : value).toString(2).length;
}

/**
 * n/d as the nearest double (within an ulp or two) for exact n, d ≠ 0 of any size: the quotient
 * of the mantissas to 64 bits, then the power of two. Converting n and d separately could give
 * Infinity/Infinity or 0/0 when they lie beyond the double range.
 */
function ratioToNumber(n: Exact, d: Exact): number {
  if (exactSign(n) === 0 || exactSign(d) === 0) return 0;
  const shift = bitLength(d.mantissa) - bitLength(n.mantissa) + 64;
  const quotient =
    shift >= 0
      ? (n.mantissa << BigInt(shift)) / d.mantissa
      : n.mantissa / (d.mantissa << BigInt(-shift));
  return clean(scaleByPowerOfTwo(Number(quotient), n.exponent - d.exponent - shift));
}

/** √value for an exact value > 0 of any size (halving the exponent, not converting first). */
function sqrtOfExact(value: Exact): number {
  let mantissa = value.mantissa;
  let exponent = value.exponent;
  const bits = bitLength(mantissa);
  if (bits > 100) {
    const drop = 2 * Math.ceil((bits - 100) / 2); // keep ~100 bits, an even shift
    mantissa >>= BigInt(drop);
    exponent += drop;
  }
  if (exponent % 2 !== 0) {
    mantissa <<= 1n;
    exponent -= 1;
  }
  return scaleByPowerOfTwo(Math.sqrt(Number(mantissa)), exponent / 2);
}

/** The exact value times 2^-shift, exactly. */
function shifted(value: Exact, shift: number): Exact {
  return { mantissa: value.mantissa, exponent: value.exponent - shift };
}

/** Position of the leading bit: |value| < 2^top. */
function topBit(value: Exact): number {
  return exactSign(value) === 0 ? -Infinity : value.exponent + bitLength(value.mantissa);
}

const TWO: Exact = { mantissa: 2n, exponent: 0 };
const FOUR: Exact = { mantissa: 4n, exponent: 0 };
const ONE: Exact = { mantissa: 1n, exponent: 0 };
const MINUS_ONE: Exact = { mantissa: -1n, exponent: 0 };

type ExactVec = { readonly x: Exact; readonly y: Exact };
type ExactPoly = readonly [Exact, Exact, Exact];
type PolyName = 'du' | 'ww' | 'dv' | 'uu' | 't' | '1-t';

const EXACT_T: ExactPoly = [EXACT_ZERO, ONE, EXACT_ZERO];
const EXACT_ONE_MINUS_T: ExactPoly = [EXACT_ZERO, MINUS_ONE, ONE];

function exactVec(x: number, y: number): ExactVec {
  return { x: exact(x), y: exact(y) };
}

function exactDotPoly(a0: ExactVec, a1: ExactVec, b0: ExactVec, b1: ExactVec): ExactPoly {
  return [
    exactDot(a1.x, a1.y, b1.x, b1.y),
    exactAdd(exactDot(a0.x, a0.y, b1.x, b1.y), exactDot(a1.x, a1.y, b0.x, b0.y)),
    exactDot(a0.x, a0.y, b0.x, b0.y),
  ];
}

/** The relative motion and every polynomial derived from it, exactly (built on first need). */
class ExactModel {
  readonly u0: ExactVec;
  readonly u1: ExactVec;
  readonly w0: ExactVec;
  readonly w1: ExactVec;
  readonly a: Exact;
  readonly b: Exact;
  readonly c: Exact;
  private polys: Partial<Record<PolyName, ExactPoly>> = { t: EXACT_T, '1-t': EXACT_ONE_MINUS_T };

  constructor(m: Motion) {
    this.u0 = exactVec(m.u0x, m.u0y);
    this.u1 = exactVec(m.u1x, m.u1y);
    this.w0 = exactVec(m.w0x, m.w0y);
    this.w1 = exactVec(m.w1x, m.w1y);
    const { u0, u1, w0, w1 } = this;
    this.a = exactCross(u1.x, u1.y, w1.x, w1.y);
    this.b = exactAdd(exactCross(u0.x, u0.y, w1.x, w1.y), exactCross(u1.x, u1.y, w0.x, w0.y));
    this.c = exactCross(u0.x, u0.y, w0.x, w0.y);
  }

  get discriminant(): Exact {
    return exactSub(exactMul(this.b, this.b), exactMul(FOUR, exactMul(this.a, this.c)));
  }

  poly(name: PolyName): ExactPoly {
    const cached = this.polys[name];
    if (cached !== undefined) return cached;
    let poly: ExactPoly;
    if (name === 'du') poly = exactDotPoly(this.u0, this.u1, this.w0, this.w1);
    else if (name === 'ww') poly = exactDotPoly(this.w0, this.w1, this.w0, this.w1);
    else if (name === 'uu') poly = exactDotPoly(this.u0, this.u1, this.u0, this.u1);
    else {
      const ww = this.poly('ww');
      const du = this.poly('du');
      poly = [exactSub(ww[0], du[0]), exactSub(ww[1], du[1]), exactSub(ww[2], du[2])];
    }
    this.polys[name] = poly;
    return poly;
  }

  /**
   * Root values from exact A, B, C divided by a common power of two so the largest is near 1
   * (the roots do not change), √D from the exact D likewise. Used when the float coefficients
   * were too close to a degeneracy (or too small) to trust for the numbers.
   */
  rootPair(): [number, number] {
    const scale = Math.max(topBit(this.a), topBit(this.b), topBit(this.c));
    const a = exactToNumber(shifted(this.a, scale));
    const b = exactToNumber(shifted(this.b, scale));
    const c = exactToNumber(shifted(this.c, scale));
    return stableRootPair(a, b, c, sqrtOfExact(shifted(this.discriminant, 2 * scale)));
  }
}

/** Sign of the exact polynomial g at the rational n/d: sign of g2·n² + g1·n·d + g0·d². */
function signAtRational(g: ExactPoly, n: Exact, d: Exact): -1 | 0 | 1 {
  return exactSign(
    exactAdd(
      exactAdd(exactMul(g[0], exactMul(n, n)), exactMul(g[1], exactMul(n, d))),
      exactMul(g[2], exactMul(d, d)),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// The relative motion in floating point

/**
 * A real root of the polynomial: its float value, a verified enclosure [lo, hi] of the exact
 * root (NaN bounds when none could be verified), and what the exact decisions need — the root
 * is −c/b (`linear`), −b/(2a) (`double`) or (−b + branch·√D)/(2a) (`surd`).
 */
type Root = {
  readonly form: 'linear' | 'double' | 'surd';
  readonly t: number;
  readonly lo: number;
  readonly hi: number;
  readonly branch: -1 | 1;
  /**
   * In integer mode, a rational root as n/d with integers n and d ≠ 0 (exact doubles): −c/b,
   * −b/(2a), or (−b + branch·√D)/(2a) when D is a perfect square. d = 0 when not known.
   */
  readonly n: number;
  readonly d: number;
};

/** u0, u1, w0, w1 as floats, the coefficients with their error bounds, and lazy extras. */
class Motion {
  readonly u0x: number;
  readonly u0y: number;
  readonly u1x: number;
  readonly u1y: number;
  readonly w0x: number;
  readonly w0y: number;
  readonly w1x: number;
  readonly w1y: number;
  /** Every component an integer of magnitude ≤ 2^12: coefficients and D are exact. */
  readonly integer: boolean;
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly ea: number;
  readonly eb: number;
  readonly ec: number;
  private du: Poly | undefined;
  private ww: Poly | undefined;
  private dv: Poly | undefined;
  private uu: Poly | undefined;
  private exactModel: ExactModel | undefined;

  constructor(input: SweepInput, exponent: number) {
    const { p0, p1, q0, q1, c0, c1 } = input;
    // Velocities first, then their difference: reversing time negates u1 and w1 exactly.
    const pdx = p1.x - p0.x;
    const pdy = p1.y - p0.y;
    let u0x = c0.x - p0.x;
    let u0y = c0.y - p0.y;
    let u1x = c1.x - c0.x - pdx;
    let u1y = c1.y - c0.y - pdy;
    let w0x = q0.x - p0.x;
    let w0y = q0.y - p0.y;
    let w1x = q1.x - q0.x - pdx;
    let w1y = q1.y - q0.y - pdy;
    if (exponent !== 0) {
      // Far outside 2^±200 the differences themselves could overflow: rescale the inputs first.
      const f = (value: number) => scaleByPowerOfTwo(value, -exponent);
      const [p0x, p0y, p1x, p1y] = [f(p0.x), f(p0.y), f(p1.x), f(p1.y)];
      const [q0x, q0y, q1x, q1y] = [f(q0.x), f(q0.y), f(q1.x), f(q1.y)];
      const [c0x, c0y, c1x, c1y] = [f(c0.x), f(c0.y), f(c1.x), f(c1.y)];
      const sx = p1x - p0x;
      const sy = p1y - p0y;
      [u0x, u0y, u1x, u1y] = [c0x - p0x, c0y - p0y, c1x - c0x - sx, c1y - c0y - sy];
      [w0x, w0y, w1x, w1y] = [q0x - p0x, q0y - p0y, q1x - q0x - sx, q1y - q0y - sy];
    }
    this.u0x = u0x;
    this.u0y = u0y;
    this.u1x = u1x;
    this.u1y = u1y;
    this.w0x = w0x;
    this.w0y = w0y;
    this.w1x = w1x;
    this.w1y = w1y;
    this.integer =
      isSmallInteger(u0x) &&
      isSmallInteger(u0y) &&
      isSmallInteger(u1x) &&
      isSmallInteger(u1y) &&
      isSmallInteger(w0x) &&
      isSmallInteger(w0y) &&
      isSmallInteger(w1x) &&
      isSmallInteger(w1y);

    const a1 = u1x * w1y;
    const a2 = u1y * w1x;
    const b1 = u0x * w1y;
    const b2 = u0y * w1x;
    const b3 = u1x * w0y;
    const b4 = u1y * w0x;
    const c1p = u0x * w0y;
    const c2p = u0y * w0x;
    this.a = a1 - a2;
    this.b = b1 - b2 + (b3 - b4);
    this.c = c1p - c2p;
    if (this.integer) {
      this.ea = 0;
      this.eb = 0;
      this.ec = 0;
    } else {
      this.ea = GAMMA * (Math.abs(a1) + Math.abs(a2)) + UNDERFLOW_SLACK;
      this.eb =
        GAMMA * (Math.abs(b1) + Math.abs(b2) + Math.abs(b3) + Math.abs(b4)) + UNDERFLOW_SLACK;
      this.ec = GAMMA * (Math.abs(c1p) + Math.abs(c2p)) + UNDERFLOW_SLACK;
    }
  }

  get exact(): ExactModel {
    this.exactModel ??= new ExactModel(this);
    return this.exactModel;
  }

  get cross(): Poly {
    return { g2: this.a, g1: this.b, g0: this.c, e2: this.ea, e1: this.eb, e0: this.ec };
  }

  poly(name: PolyName): Poly {
    switch (name) {
      case 't':
        return T_POLY;
      case '1-t':
        return ONE_MINUS_T_POLY;
      case 'du':
        this.du ??= dotPoly(
          this.u0x,
          this.u0y,
          this.u1x,
          this.u1y,
          this.w0x,
          this.w0y,
          this.w1x,
          this.w1y,
          this.integer,
        );
        return this.du;
      case 'ww':
        this.ww ??= dotPoly(
          this.w0x,
          this.w0y,
          this.w1x,
          this.w1y,
          this.w0x,
          this.w0y,
          this.w1x,
          this.w1y,
          this.integer,
        );
        return this.ww;
      case 'uu':
        this.uu ??= dotPoly(
          this.u0x,
          this.u0y,
          this.u1x,
          this.u1y,
          this.u0x,
          this.u0y,
          this.u1x,
          this.u1y,
          this.integer,
        );
        return this.uu;
      case 'dv':
        this.dv ??= subtractPoly(this.poly('ww'), this.poly('du'), this.integer);
        return this.dv;
    }
  }

  /** Exact sign of the polynomial `name` at the root. */
  signAt(root: Root, name: PolyName): -1 | 0 | 1 {
    if (root.lo <= root.hi) {
      const sign = signOnInterval(this.poly(name), root.t, root.lo, root.hi);
      if (sign !== 0) return sign;
    }
    if (root.d !== 0) {
      // Everything is a small integer: d²·g(n/d), exactly in doubles when small enough, else
      // in BigInt, without building the exact model.
      const g = this.poly(name);
      const sign = signAtIntegerRatio(g.g2, g.g1, g.g0, root.n, root.d);
      if (sign !== UNDECIDED) return sign;
      const bn = BigInt(root.n);
      const bd = BigInt(root.d);
      const value = BigInt(g.g2) * bn * bn + BigInt(g.g1) * bn * bd + BigInt(g.g0) * bd * bd;
      return value > 0n ? 1 : value < 0n ? -1 : 0;
    }
    const model = this.exact;
    const g = model.poly(name);
    if (root.form === 'linear') return signAtRational(g, exactSub(EXACT_ZERO, model.c), model.b);
    if (root.form === 'double') {
      return signAtRational(g, exactSub(EXACT_ZERO, model.b), exactMul(TWO, model.a));
    }
    const { u, v } = reduceModuloQuadratic(g, model.a, model.b, model.c);
    return signAtQuadraticRoot(u, v, model.a, model.b, model.c, root.branch);
  }

  /** s at time t from u(t) and w(t), clamped into [0, 1] (the decisions put it there). */
  positionAt(t: number): number {
    return positionAt(
      this.u0x,
      this.u0y,
      this.u1x,
      this.u1y,
      this.w0x,
      this.w0y,
      this.w1x,
      this.w1y,
      t,
    );
  }
}

/** s at time t from u(t) = u0 + t·u1 and w(t) = w0 + t·w1, clamped into [0, 1]. */
function positionAt(
  u0x: number,
  u0y: number,
  u1x: number,
  u1y: number,
  w0x: number,
  w0y: number,
  w1x: number,
  w1y: number,
  t: number,
): number {
  let ux = u0x + t * u1x;
  let uy = u0y + t * u1y;
  let wx = w0x + t * w1x;
  let wy = w0y + t * w1y;
  const largest = Math.max(Math.abs(ux), Math.abs(uy), Math.abs(wx), Math.abs(wy));
  if (largest === 0) return 0;
  if (largest < 2 ** -400 || largest > 2 ** 400) {
    // s is scale-free: bring tiny or huge vectors near 1 so their squares neither vanish nor overflow.
    ux /= largest;
    uy /= largest;
    wx /= largest;
    wy /= largest;
  }
  const along = ux * wx + uy * wy;
  const length = wx * wx + wy * wy;
  const beyond = length - along; // dot(Q − C, w): measuring from the nearer end keeps s accurate
  return positionFrom(along, length, beyond);
}

/** s = dot(u, w)/dot(w, w), from whichever end is nearer, clamped into [0, 1]. */
function positionFrom(along: number, length: number, beyond: number): number {
  const s = along <= beyond ? along / length : 1 - beyond / length;
  return Number.isFinite(s) ? clean(Math.min(1, Math.max(0, s))) : 0;
}

function isSmallInteger(value: number): boolean {
  return Number.isInteger(value) && Math.abs(value) <= INTEGER_LIMIT;
}

// ---------------------------------------------------------------------------------------------
// Roots

const NO_ENCLOSURE = Number.NaN;

/** Stands for "floating point cannot tell" among the signs −1, 0, 1. */
const UNDECIDED = 2;
type Decision = -1 | 0 | 1 | typeof UNDECIDED;

/**
 * Exact sign of d²·g(n/d) = g2·n² + g1·n·d + g0·d² for integers g2, g1, g0, n and d ≠ 0 (exact
 * doubles), or UNDECIDED when that could round. When the sum of the terms' magnitudes is at most
 * 2^52 (computed with a relative error far below 2^-50, so truly below 2^53), every product —
 * and every partial product, as |n|, |d| ≥ 1 or n = 0 — and every partial sum is an integer
 * below 2^53: all exact, so the sign is exact. Small grids always land here.
 */
function signAtIntegerRatio(g2: number, g1: number, g0: number, n: number, d: number): Decision {
  const size = Math.abs(g2) * (n * n) + Math.abs(g1) * Math.abs(n * d) + Math.abs(g0) * (d * d);
  if (!(size <= 2 ** 52)) return UNDECIDED;
  const value = g2 * n * n + g1 * n * d + g0 * d * d;
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

/**
 * √D when the integer D > 0 (an exact double below 2^53, as in integer mode) is a perfect
 * square, else −1. Math.sqrt is correctly rounded, so for D = k² it returns k exactly; and an
 * integer k with k·k = D (exact: below 2^53) proves D = k².
 */
function integerSquareRoot(discriminant: number): number {
  const root = Math.sqrt(discriminant);
  return Number.isInteger(root) && root * root === discriminant ? root : -1;
}

/** Exact sign of a float coefficient whose error is at most `error`, else 0 or from `exactly`. */
function coefficientSign(value: number, error: number, motion: Motion, name: 'a' | 'b' | 'c') {
  if (value > error) return 1;
  if (value < -error) return -1;
  if (error === 0) return 0;
  return exactSign(motion.exact[name]);
}

/** [t − r, t + r] with r = ENCLOSURE·(1 + |t|) when the polynomial provably changes sign in it. */
function enclose(t: number, cross: Poly): [number, number] {
  const radius = ENCLOSURE * (1 + Math.abs(t));
  const lo = t - radius;
  const hi = t + radius;
  const atLo = signOnInterval(cross, lo, lo, lo);
  const atHi = signOnInterval(cross, hi, hi, hi);
  return atLo !== 0 && atHi !== 0 && atLo !== atHi ? [lo, hi] : [NO_ENCLOSURE, NO_ENCLOSURE];
}

/**
 * A rational root computed as one correctly rounded division of exact integers (integer mode):
 * within 2^-53·|t| of the truth, so [t − 2^-52·|t|, t + 2^-52·|t|] encloses it.
 */
function roundedRational(t: number, form: 'linear' | 'double', n: number, d: number): Root {
  const radius = 2 ** -52 * Math.abs(t) + 2 ** -1074;
  return { form, t, lo: t - radius, hi: t + radius, branch: 1, n, d };
}

/** The real roots (ascending), or 'zero' when the polynomial vanishes identically. */
function findRoots(motion: Motion): Root[] | 'zero' {
  const { a, b, c } = motion;
  const signA = coefficientSign(a, motion.ea, motion, 'a');
  if (signA === 0) {
    const signB = coefficientSign(b, motion.eb, motion, 'b');
    if (signB === 0) return coefficientSign(c, motion.ec, motion, 'c') === 0 ? 'zero' : [];
    if (motion.integer) return [roundedRational(clean(-c / b), 'linear', -c, b)];
    // Otherwise B was just decided exactly: −C/B from the exact values, verified like any
    // simple root by the sign change of the (linear) polynomial around it.
    const t = ratioToNumber(exactSub(EXACT_ZERO, motion.exact.c), motion.exact.b);
    const [lo, hi] = enclose(t, motion.cross);
    return [{ form: 'linear', t, lo, hi, branch: 1, n: 0, d: 0 }];
  }

  const square = b * b;
  const product = 4 * a * c;
  const floatD = square - product;
  // |D − fl(D)| ≤ the coefficients' errors carried through b² − 4ac, plus its own rounding.
  const { ea, eb, ec } = motion;
  const errorD = motion.integer
    ? 0
    : (2 * Math.abs(b) * eb +
        eb * eb +
        4 * (Math.abs(a) * ec + Math.abs(c) * ea + ea * ec) +
        GAMMA * (square + Math.abs(product)) +
        UNDERFLOW_SLACK) *
      (1 + GAMMA);
  let signD: -1 | 0 | 1;
  let exactD = false;
  if (floatD > errorD) signD = 1;
  else if (floatD < -errorD) signD = -1;
  else if (errorD === 0) signD = 0;
  else {
    exactD = true;
    signD = exactSign(motion.exact.discriminant);
  }
  if (signD < 0) return [];
  if (signD === 0) {
    if (motion.integer) return [roundedRational(clean(-b / (2 * a)), 'double', -b, 2 * a)];
    // D = 0 was decided exactly: −B/(2A) from the exact values, decisions exact too (a double
    // root has no sign change to verify an enclosure by).
    const t = ratioToNumber(exactSub(EXACT_ZERO, motion.exact.b), exactMul(TWO, motion.exact.a));
    return [{ form: 'double', t, lo: NO_ENCLOSURE, hi: NO_ENCLOSURE, branch: 1, n: 0, d: 0 }];
  }
  // Near a double root (D small against b² + 4|ac|) a rounded D has few correct digits, and
  // tiny coefficients may have lost bits to underflow: take the root values from the exact
  // model then, as solveQuadratic does. Integer mode computes D exactly and needs neither.
  const accurateD =
    motion.integer || (!exactD && floatD >= ROOT_ACCURACY * (square + Math.abs(product)));
  const [low, high] = accurateD
    ? stableRootPair(a, b, c, Math.sqrt(floatD))
    : motion.exact.rootPair();
  // (−B + branch·√D)/(2A): the smaller root takes branch −sign(A).
  const lowBranch: -1 | 1 = signA > 0 ? -1 : 1;
  const cross = motion.cross;
  let [lowLo, lowHi] = enclose(low, cross);
  let [highLo, highHi] = enclose(high, cross);
  if (!(lowHi < highLo)) {
    // Overlapping (or unverified) enclosures cannot tell the two roots apart.
    [lowLo, lowHi, highLo, highHi] = [NO_ENCLOSURE, NO_ENCLOSURE, NO_ENCLOSURE, NO_ENCLOSURE];
  }
  const highBranch = lowBranch === 1 ? -1 : 1;
  // In integer mode a perfect-square D makes both roots rational: decide them as such.
  const root = motion.integer ? integerSquareRoot(floatD) : -1;
  const d = root >= 0 ? 2 * a : 0;
  return [
    { form: 'surd', t: low, lo: lowLo, hi: lowHi, branch: lowBranch, n: -b + lowBranch * root, d },
    {
      form: 'surd',
      t: high,
      lo: highLo,
      hi: highHi,
      branch: highBranch,
      n: -b + highBranch * root,
      d,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The algorithm

function isValidInput(input: unknown): input is SweepInput {
  if (typeof input !== 'object' || input === null) return false;
  const r = input as Record<string, Vec2 | undefined>;
  return (
    isFiniteVec2(r['p0']) &&
    isFiniteVec2(r['p1']) &&
    isFiniteVec2(r['q0']) &&
    isFiniteVec2(r['q1']) &&
    isFiniteVec2(r['c0']) &&
    isFiniteVec2(r['c1'])
  );
}

/**
 * 0 when the largest coordinate lies within 2^±200 (products of four coordinates can neither
 * overflow nor underflow), else the binary exponent that brings it near 1.
 */
function scaleExponent({ p0, p1, q0, q1, c0, c1 }: SweepInput): number {
  const largest = Math.max(
    Math.abs(p0.x),
    Math.abs(p0.y),
    Math.abs(p1.x),
    Math.abs(p1.y),
    Math.abs(q0.x),
    Math.abs(q0.y),
    Math.abs(q1.x),
    Math.abs(q1.y),
    Math.abs(c0.x),
    Math.abs(c0.y),
    Math.abs(c1.x),
    Math.abs(c1.y),
  );
  if (largest === 0 || (largest >= UNSCALED_LOW && largest <= UNSCALED_HIGH)) return 0;
  return binaryExponent(largest);
}

/** The polynomial's coefficients in the input's units: scaled back by 2^(2e), never ±Infinity. */
function reportedCoefficients(motion: Motion, exponent: number): SweepCoefficients {
  if (exponent === 0) return { a: clean(motion.a), b: clean(motion.b), c: clean(motion.c) };
  const back = (value: number) => {
    const scaled = scaleByPowerOfTwo(value, 2 * exponent);
    if (scaled === Infinity) return Number.MAX_VALUE;
    if (scaled === -Infinity) return -Number.MAX_VALUE;
    return clean(scaled);
  };
  return { a: back(motion.a), b: back(motion.b), c: back(motion.c) };
}

function invalidResult(): SweepResult {
  return { kind: 'invalid-input', hits: [], intervals: [], coefficients: { a: 0, b: 0, c: 0 } };
}

/**
 * When (t) and where (s) the moving segment p→q sweeps the moving point c during t ∈ [0, 1].
 * Total: never throws; invalid input gives kind 'invalid-input'.
 */
export function sweepSegmentPoint(input: SweepInput): SweepResult {
  // The checks of isValidInput, field by field, keeping the coordinates in locals.
  if (typeof input !== 'object' || input === null) return invalidResult();
  const { p0, p1, q0, q1, c0, c1 } = input;
  if (
    typeof p0 !== 'object' ||
    p0 === null ||
    typeof p1 !== 'object' ||
    p1 === null ||
    typeof q0 !== 'object' ||
    q0 === null ||
    typeof q1 !== 'object' ||
    q1 === null ||
    typeof c0 !== 'object' ||
    c0 === null ||
    typeof c1 !== 'object' ||
    c1 === null
  ) {
    return invalidResult();
  }
  const p0x = p0.x;
  const p0y = p0.y;
  const p1x = p1.x;
  const p1y = p1.y;
  const q0x = q0.x;
  const q0y = q0.y;
  const q1x = q1.x;
  const q1y = q1.y;
  const c0x = c0.x;
  const c0y = c0.y;
  const c1x = c1.x;
  const c1y = c1.y;
  if (
    !Number.isFinite(p0x) ||
    !Number.isFinite(p0y) ||
    !Number.isFinite(p1x) ||
    !Number.isFinite(p1y) ||
    !Number.isFinite(q0x) ||
    !Number.isFinite(q0y) ||
    !Number.isFinite(q1x) ||
    !Number.isFinite(q1y) ||
    !Number.isFinite(c0x) ||
    !Number.isFinite(c0y) ||
    !Number.isFinite(c1x) ||
    !Number.isFinite(c1y)
  ) {
    return invalidResult();
  }
  // Σ|coordinate|, branch-free. Its rounding is below 12·2^-53 relative, so a sum in
  // [2^-196, 2^199] puts the largest coordinate (≥ sum/12, ≤ sum) within 2^±200: exponent 0.
  const sum =
    Math.abs(p0x) +
    Math.abs(p0y) +
    Math.abs(p1x) +
    Math.abs(p1y) +
    Math.abs(q0x) +
    Math.abs(q0y) +
    Math.abs(q1x) +
    Math.abs(q1y) +
    Math.abs(c0x) +
    Math.abs(c0y) +
    Math.abs(c1x) +
    Math.abs(c1y);
  const exponent = sum >= 2 ** -196 && sum <= 2 ** 199 ? 0 : scaleExponent(input);
  if (exponent === 0) {
    // The relative motion exactly as Motion computes it (unscaled): velocities first.
    const pdx = p1x - p0x;
    const pdy = p1y - p0y;
    // Every component of u0, u1, w0, w1 is a difference of at most four coordinates, so
    // ≤ Ŝ = sum·(1 + 2^-48) even after rounding; `scale` ≥ Ŝ² bounds every product of two of
    // them, and lies in [2^-392, 2^399]: the fast path's error bounds are multiples of it.
    const result = sweepFast(
      sum * sum * (1 + 2 ** -45),
      c0x - p0x,
      c0y - p0y,
      c1x - c0x - pdx,
      c1y - c0y - pdy,
      q0x - p0x,
      q0y - p0y,
      q1x - q0x - pdx,
      q1y - q0y - pdy,
    );
    if (result !== undefined) return result;
  }
  return sweepCareful(input, exponent);
}

/**
 * The general path: every decision the fast path leaves open, settled with verified enclosures
 * and, where they cannot tell, exact arithmetic; also inputs beyond 2^±200.
 */
function sweepCareful(input: SweepInput, exponent: number): SweepResult {
  const motion = new Motion(input, exponent);
  const coefficients = reportedCoefficients(motion, exponent);

  const roots = findRoots(motion);
  if (roots === 'zero') {
    const intervals = contactIntervals(motion.exact);
    return intervals.length > 0
      ? { kind: 'contact', hits: [], intervals, coefficients }
      : { kind: 'miss', reason: 'collinear-apart', hits: [], intervals: [], coefficients };
  }
  if (roots.length === 0) {
    return { kind: 'miss', reason: 'no-real-roots', hits: [], intervals: [], coefficients };
  }

  const hits: SweepHit[] = [];
  let rootInStep = false;
  for (const root of roots) {
    // A verified enclosure inside or outside [0, 1] settles the step at once.
    if (root.hi < 0 || root.lo > 1) continue;
    const inStep =
      (root.lo >= 0 && root.hi <= 1) ||
      (motion.signAt(root, 't') >= 0 && motion.signAt(root, '1-t') >= 0);
    if (!inStep) continue;
    rootInStep = true;
    const t = clean(Math.min(1, Math.max(0, root.t)));
    const tangent = root.form === 'double';
    if (motion.signAt(root, 'ww') === 0) {
      // The segment is a single point at t: a hit only if that point is C (then u = 0 too).
      if (motion.signAt(root, 'uu') === 0) hits.push({ t, s: 0, tangent, degenerate: true });
      continue;
    }
    const fromP = motion.signAt(root, 'du');
    if (fromP < 0) continue;
    const fromQ = motion.signAt(root, 'dv');
    if (fromQ < 0) continue;
    const s = fromP === 0 ? 0 : fromQ === 0 ? 1 : motion.positionAt(root.t);
    hits.push({ t, s, tangent, degenerate: false });
  }
  if (hits.length > 0) return { kind: 'hit', hits, intervals: [], coefficients };
  const reason: SweepMissReason = rootInStep ? 'outside-segment' : 'outside-step';
  return { kind: 'miss', reason, hits: [], intervals: [], coefficients };
}

// ---------------------------------------------------------------------------------------------
// The fast path: inputs within 2^±200, plain numbers in a reused scratch state

/**
 * The general path's decisions, on numbers only: no per-call objects besides the result. It
 * settles what floating point with a rigorous error bound (or, in integer mode, exact integer
 * arithmetic in doubles) can settle, and returns undefined for the rest — a coefficient or D
 * within its error bound of 0, a D too small for accurate roots, a root whose enclosure is
 * unverified or straddles 0 or 1, a sign at a root within its error bound of 0, integers too
 * large for doubles, the identically-zero polynomial — which the general path then decides
 * exactly. Every decision it does take is exact, and every number it reports comes from the
 * same expressions as there (the same roots, positionAt's s), so both paths return identical
 * results.
 */
class FastState {
  u0x = 0;
  u0y = 0;
  u1x = 0;
  u1y = 0;
  w0x = 0;
  w0y = 0;
  w1x = 0;
  w1y = 0;
  /** Integer mode: every component an integer of magnitude ≤ 2^12, all polynomials exact. */
  exactly = false;
  /** The exact dot polynomials below belong to the current call (integer mode only). */
  dotsReady = false;
  ww2 = 0;
  ww1 = 0;
  ww0 = 0;
  du2 = 0;
  du1 = 0;
  du0 = 0;

  /** du = dot(u, w) and ww = dot(w, w), exact in integer mode (as dotPoly builds them). */
  prepareDots(): void {
    if (this.dotsReady) return;
    this.dotsReady = true;
    const { u0x, u0y, u1x, u1y, w0x, w0y, w1x, w1y } = this;
    this.ww2 = w1x * w1x + w1y * w1y;
    this.ww1 = w0x * w1x + w0y * w1y + (w1x * w0x + w1y * w0y);
    this.ww0 = w0x * w0x + w0y * w0y;
    this.du2 = u1x * w1x + u1y * w1y;
    this.du1 = u0x * w1x + u0y * w1y + (u1x * w0x + u1y * w0y);
    this.du0 = u0x * w0x + u0y * w0y;
  }

  /**
   * A rational root n/d of integer mode (integers, d ≠ 0) as the general loop judges it:
   * OUTSIDE_STEP, IN_STEP (a hit pushed onto `hits`, or none) or UNDECIDED. Every sign is
   * d²·g(n/d) for an integer polynomial g, exact in doubles (signAtIntegerRatio).
   */
  judgeRational(value: number, n: number, d: number, tangent: boolean, hits: SweepHit[]): number {
    const afterStart = signAtIntegerRatio(0, 1, 0, n, d); // t ≥ 0
    const beforeEnd = signAtIntegerRatio(0, -1, 1, n, d); // 1 − t ≥ 0
    if (afterStart === UNDECIDED || beforeEnd === UNDECIDED) return UNDECIDED;
    if (afterStart < 0 || beforeEnd < 0) return OUTSIDE_STEP;
    const t = clean(Math.min(1, Math.max(0, value)));
    this.prepareDots();
    const length = signAtIntegerRatio(this.ww2, this.ww1, this.ww0, n, d);
    if (length === UNDECIDED) return UNDECIDED;
    if (length === 0) {
      // The segment is a single point at t: a hit only if that point is C (u = 0 too).
      const { u0x, u0y, u1x, u1y } = this;
      const apart = signAtIntegerRatio(
        u1x * u1x + u1y * u1y,
        u0x * u1x + u0y * u1y + (u1x * u0x + u1y * u0y),
        u0x * u0x + u0y * u0y,
        n,
        d,
      );
      if (apart === UNDECIDED) return UNDECIDED;
      if (apart === 0) hits.push({ t, s: 0, tangent, degenerate: true });
      return IN_STEP;
    }
    const fromP = signAtIntegerRatio(this.du2, this.du1, this.du0, n, d);
    if (fromP === UNDECIDED) return UNDECIDED;
    if (fromP < 0) return IN_STEP;
    const fromQ = signAtIntegerRatio(
      this.ww2 - this.du2,
      this.ww1 - this.du1,
      this.ww0 - this.du0,
      n,
      d,
    );
    if (fromQ === UNDECIDED) return UNDECIDED;
    if (fromQ < 0) return IN_STEP;
    const s =
      fromP === 0
        ? 0
        : fromQ === 0
          ? 1
          : positionAt(
              this.u0x,
              this.u0y,
              this.u1x,
              this.u1y,
              this.w0x,
              this.w0y,
              this.w1x,
              this.w1y,
              value,
            );
    hits.push({ t, s, tangent, degenerate: false });
    return IN_STEP;
  }

  /**
   * A simple root known only through a verified enclosure [lo, hi] ∋ t* around its float value
   * t: the same verdicts as judgeRational. The signs of |w|², dot(u, w) and dot(w − u, w) at t*
   * come from u and w evaluated at t itself — the very numbers positionAt forms for s — with a
   * bound on their distance from the values at t*: the motion over |t − t*| ≤ W, plus rounding.
   * (At such a root none of them is exactly 0: u, w and w − u vanish only at rational times, and
   * cross = 0 with dot = 0 needs one of them to vanish; but near-zero values stay UNDECIDED.)
   */
  judgeEnclosed(
    scale: number,
    t: number,
    lo: number,
    hi: number,
    inside: boolean,
    hits: SweepHit[],
  ): number {
    if (!inside) {
      // Is the root in the step? Settled when the enclosure lies inside or outside [0, 1].
      if (hi < 0 || lo > 1) return OUTSIDE_STEP;
      if (!(lo >= 0 && hi <= 1)) return UNDECIDED;
    } else if (!(lo >= -1 && hi <= 2)) {
      return UNDECIDED; // a float root far from its exact value: the bounds below need |t| ≤ 2
    }
    const { u0x, u0y, u1x, u1y, w0x, w0y, w1x, w1y } = this;
    const ux = u0x + t * u1x;
    const uy = u0y + t * u1y;
    const wx = w0x + t * w1x;
    const wy = w0y + t * w1y;
    const along = ux * wx + uy * wy;
    // With every component ≤ Ŝ, scale ≥ Ŝ², |t| ≤ 2 and |t − t*| ≤ W: each component of u(t*)
    // is within E = 2Ŝ·(W + 3γ) + slack of fl(u(t)) (the motion over W, two roundings),
    // Σ|fl(u(t))ᵢ| ≤ 6.01·Ŝ, and so dot(u*, w*) and |w*|² are within
    // 13.03·Ŝ·E + 36.2·γ·Ŝ² ≤ scale·(26.1·W + 114.5·γ) of their float values, and
    // dot(w* − u*, w*) within twice that plus the subtraction's rounding (≤ 73.2·γ·scale):
    // the bounds below, with margin (γ = 2^-50; the slack, ≤ 2^-1000, is far below 2^-800·Ŝ).
    const reach = Math.max(t - lo, hi - t) * (1 + MARGIN);
    if (!(reach <= 2 ** -10)) return UNDECIDED; // the bounds also assume E ≤ Ŝ
    const errorAlong = scale * (32 * reach + 2 ** -42);
    // dot(u, w) ≠ 0 implies w ≠ 0, so |w|² > 0 needs no test of its own (the general path's
    // first one): a sign of dot(u, w) settles it.
    if (along < -errorAlong) return IN_STEP; // before P
    if (!(along > errorAlong)) return UNDECIDED;
    const length = wx * wx + wy * wy;
    const beyond = length - along;
    const errorBeyond = scale * (64 * reach + 2 ** -40);
    if (beyond < -errorBeyond) return IN_STEP; // beyond Q
    if (!(beyond > errorBeyond)) return UNDECIDED;
    const sizeU = Math.abs(ux) + Math.abs(uy);
    const sizeW = Math.abs(wx) + Math.abs(wy);
    // positionAt rescales outside [2^-400, 2^400]; keep to its unscaled branch.
    if (!(sizeW >= 2 ** -399 && sizeU <= 2 ** 399 && sizeW <= 2 ** 399)) return UNDECIDED;
    // Strictly inside: positionAt's s from these very numbers.
    hits.push({
      t: clean(Math.min(1, Math.max(0, t))), // the root is inside, its float value may not be
      s: positionFrom(along, length, beyond),
      tangent: false,
      degenerate: false,
    });
    return IN_STEP;
  }
}

const OUTSIDE_STEP = 0;
const IN_STEP = 1;
/** Relative margin on every fast-path error bound, covering the bound's own rounding. */
const MARGIN = 2 ** -40;

/** One state for every call: the function never re-enters itself, so nothing is shared. */
const FAST = new FastState();

/** The fast path's result, or undefined to let the general path decide (see FastState). */
function sweepFast(
  scale: number,
  u0x: number,
  u0y: number,
  u1x: number,
  u1y: number,
  w0x: number,
  w0y: number,
  w1x: number,
  w1y: number,
): SweepResult | undefined {
  const exactly =
    isSmallInteger(u0x) &&
    isSmallInteger(u0y) &&
    isSmallInteger(u1x) &&
    isSmallInteger(u1y) &&
    isSmallInteger(w0x) &&
    isSmallInteger(w0y) &&
    isSmallInteger(w1x) &&
    isSmallInteger(w1y);
  const state = FAST;
  state.u0x = u0x;
  state.u0y = u0y;
  state.u1x = u1x;
  state.u1y = u1y;
  state.w0x = w0x;
  state.w0y = w0y;
  state.w1x = w1x;
  state.w1y = w1y;
  state.exactly = exactly;
  state.dotsReady = false;

  // The coefficients exactly as Motion computes them.
  const a = u1x * w1y - u1y * w1x;
  const b = u0x * w1y - u0y * w1x + (u1x * w0y - u1y * w0x);
  const c = u0x * w0y - u0y * w0x;
  const coefficients = { a: clean(a), b: clean(b), c: clean(c) };
  const hits: SweepHit[] = [];
  let verdict: number;

  if (exactly) {
    // Integer mode: a, b, c and D are exact, so every test on them is a plain sign test.
    if (a === 0) {
      if (b === 0) {
        // Identically zero: the contact intervals are computed exactly by the general path.
        if (c === 0) return undefined;
        return { kind: 'miss', reason: 'no-real-roots', hits, intervals: [], coefficients };
      }
      verdict = state.judgeRational(clean(-c / b), -c, b, false, hits);
    } else {
      const discriminant = b * b - 4 * a * c;
      if (discriminant < 0) {
        return { kind: 'miss', reason: 'no-real-roots', hits, intervals: [], coefficients };
      }
      if (discriminant === 0) {
        verdict = state.judgeRational(clean(-b / (2 * a)), -b, 2 * a, true, hits);
      } else {
        verdict = twoRoots(state, scale, a, b, c, 0, 0, 0, discriminant, true, hits);
      }
    }
  } else {
    // Semi-static bounds (see sweepSegmentPoint's scale): ea, ec ≥ 2^-49·scale + slack and
    // eb ≥ 2^-48·scale + slack, the general path's per-term bounds (γ·Σ|product| + slack) at
    // their largest.
    const ea = 2 ** -47 * scale;
    const eb = 2 ** -46 * scale;
    const ec = ea;
    // A quadratic term that may be 0 (linear or degenerate motion) is for the general path.
    if (!(a > ea || a < -ea)) return undefined;
    const square = b * b;
    const product = 4 * a * c;
    const discriminant = square - product;
    // At least the general path's bound on |D − fl(D)|, which is below 2^-42.7·scale² with
    // |a|, |c| ≤ 2.01·scale and |b| ≤ 4.01·scale: beyond it the general path decides D in floats
    // too, and takes its roots from them when D is accurate.
    const errorD = 2 ** -41 * (scale * scale);
    if (discriminant < -errorD) {
      return { kind: 'miss', reason: 'no-real-roots', hits, intervals: [], coefficients };
    }
    // D within its error bound of 0: the general path decides it exactly.
    if (!(discriminant > errorD)) return undefined;
    // Too small against b² + 4|ac| for accurate roots: the general path takes their values
    // from the exact model (the fast path may still tell that no root lies in the step).
    const accurate = discriminant >= ROOT_ACCURACY * (square + Math.abs(product));
    verdict = twoRoots(state, scale, a, b, c, ea, eb, ec, discriminant, accurate, hits);
  }

  if (verdict === UNDECIDED) return undefined;
  if (hits.length > 0) return { kind: 'hit', hits, intervals: [], coefficients };
  const reason: SweepMissReason = verdict === IN_STEP ? 'outside-segment' : 'outside-step';
  return { kind: 'miss', reason, hits, intervals: [], coefficients };
}

/**
 * Both simple roots of a·t² + b·t + c (D > 0; ea, eb, ec bound the coefficients' errors;
 * `accurate` when the float D gives the general path's root values), judged in ascending
 * order: IN_STEP if either lies in [0, 1], else OUTSIDE_STEP; UNDECIDED if either cannot be
 * judged here.
 */
function twoRoots(
  state: FastState,
  scale: number,
  a: number,
  b: number,
  c: number,
  ea: number,
  eb: number,
  ec: number,
  discriminant: number,
  accurate: boolean,
  hits: SweepHit[],
): number {
  // In integer mode a perfect-square D makes both roots rational, (−b + branch·√D)/(2a), the
  // smaller one with branch −sign(a).
  const root = state.exactly ? integerSquareRoot(discriminant) : -1;
  if (root >= 0) {
    // The roots as stableRootPair computes them (√D = root exactly); q ≠ 0 as D > 0.
    const q = stableQ(b, root);
    const first = q / a;
    const second = c / q;
    const low = first <= second ? first : second;
    const high = first <= second ? second : first;
    const lowBranch = a > 0 ? -1 : 1;
    const lowVerdict = state.judgeRational(low, -b + lowBranch * root, 2 * a, false, hits);
    if (lowVerdict === UNDECIDED) return UNDECIDED;
    const highVerdict = state.judgeRational(high, -b - lowBranch * root, 2 * a, false, hits);
    if (highVerdict === UNDECIDED) return UNDECIDED;
    return lowVerdict === IN_STEP || highVerdict === IN_STEP ? IN_STEP : OUTSIDE_STEP;
  }

  // Which exact roots r1 < r2 lie in the step, from signs alone. The polynomial has the sign of
  // a outside [r1, r2] and the opposite one inside, so the signs of p(0) = c and p(1) = a + b + c
  // place 0 and 1 among the roots; when both lie outside [r1, r2] on one side, the vertex
  // −b/(2a) (the roots' midpoint) tells whether the roots are before 0 (b has a's sign), after 1
  // (2a + b has the sign opposite to a's) or both inside. Each sign is taken only when the float
  // value exceeds its error bound (the coefficients' errors plus ≤ 2 roundings of ≤ 2^-53).
  const signA = a > 0 ? 1 : -1;
  const atStart = c > ec ? 1 : c < -ec ? -1 : 0;
  // p(1) and p′(1) = 2a + b: coefficient errors plus two roundings, below 2^-44.7·scale.
  const errorAtEnd = 2 ** -43 * scale;
  const valueAtEnd = a + b + c;
  const atEnd = valueAtEnd > errorAtEnd ? 1 : valueAtEnd < -errorAtEnd ? -1 : 0;
  let lowInside = false;
  let highInside = false;
  let placed = atStart !== 0 && atEnd !== 0;
  if (placed) {
    if (atStart !== signA) {
      highInside = atEnd === signA; // r1 < 0 < r2: is r2 < 1?
    } else if (atEnd !== signA) {
      lowInside = true; // 0 < r1 < 1 < r2
    } else {
      const signB = b > eb ? 1 : b < -eb ? -1 : 0;
      const slope = 2 * a + b; // p′(1)
      const errorSlope = errorAtEnd;
      const signSlope = slope > errorSlope ? 1 : slope < -errorSlope ? -1 : 0;
      if (signB === signA || signSlope === -signA) {
        // Both before 0 or both after 1.
      } else if (signB === -signA && signSlope === signA) {
        lowInside = highInside = true;
      } else {
        placed = false;
      }
    }
    // No root in the step: the miss needs neither their values nor their enclosures.
    if (placed && !lowInside && !highInside) return OUTSIDE_STEP;
  }
  if (!accurate) return UNDECIDED;

  // The roots exactly as stableRootPair computes them.
  const sqrtD = Math.sqrt(discriminant);
  const q = stableQ(b, sqrtD);
  if (q === 0) return UNDECIDED; // both roots underflowed
  const first = q / a;
  const second = c / q;
  const low = first <= second ? first : second;
  const high = first <= second ? second : first;
  // Enclosures as `enclose` builds them, widened so that the polynomial, whose slope at a root
  // is ±√D, clears the static bound of `verified` (2^-42·scale) at their ends four times over;
  // disjoint, each verified by a sign change. (Only the decisions use them, never the numbers.)
  const spread = (2 ** -40 * scale) / sqrtD;
  const lowRadius = ENCLOSURE * (1 + Math.abs(low)) + spread;
  const highRadius = ENCLOSURE * (1 + Math.abs(high)) + spread;
  const lowLo = low - lowRadius;
  const lowHi = low + lowRadius;
  const highLo = high - highRadius;
  const highHi = high + highRadius;
  if (!(lowHi < highLo)) return UNDECIDED;
  let lowVerdict = OUTSIDE_STEP;
  if (!placed || lowInside) {
    if (!verified(a, b, c, ea, eb, ec, scale, lowLo, lowHi)) return UNDECIDED;
    lowVerdict = state.judgeEnclosed(scale, low, lowLo, lowHi, lowInside, hits);
    if (lowVerdict === UNDECIDED) return UNDECIDED;
  }
  let highVerdict = OUTSIDE_STEP;
  if (!placed || highInside) {
    if (!verified(a, b, c, ea, eb, ec, scale, highLo, highHi)) return UNDECIDED;
    highVerdict = state.judgeEnclosed(scale, high, highLo, highHi, highInside, hits);
    if (highVerdict === UNDECIDED) return UNDECIDED;
  }
  return lowVerdict === IN_STEP || highVerdict === IN_STEP ? IN_STEP : OUTSIDE_STEP;
}

/**
 * Whether a·t² + b·t + c provably changes sign across [lo, hi] (as `enclose`). Within
 * [−1, 2] one static bound covers the evaluation: the coefficients' errors and Horner's
 * rounding are below 2^-43.5·scale there (|a|, |c| ≤ 2.01·scale, |b| ≤ 4.01·scale).
 */
function verified(
  a: number,
  b: number,
  c: number,
  ea: number,
  eb: number,
  ec: number,
  scale: number,
  lo: number,
  hi: number,
): boolean {
  if (lo >= -1 && hi <= 2) {
    const bound = 2 ** -42 * scale;
    const atLo = (a * lo + b) * lo + c;
    const atHi = (a * hi + b) * hi + c;
    return (atLo > bound && atHi < -bound) || (atLo < -bound && atHi > bound);
  }
  return signAtPoint(a, b, c, ea, eb, ec, lo) * signAtPoint(a, b, c, ea, eb, ec, hi) === -1;
}

/** signOnInterval on the single point x: the sign of a·x² + b·x + c, or 0 when unsure. */
function signAtPoint(
  a: number,
  b: number,
  c: number,
  ea: number,
  eb: number,
  ec: number,
  x: number,
): -1 | 0 | 1 {
  const value = (a * x + b) * x + c;
  const reach = Math.abs(x);
  const size = (Math.abs(a) * reach + Math.abs(b)) * reach + Math.abs(c);
  const bound = ((ea * reach + eb) * reach + ec + GAMMA * size + UNDERFLOW_SLACK) * (1 + GAMMA);
  if (value > bound) return 1;
  if (value < -bound) return -1;
  return 0;
}

// ---------------------------------------------------------------------------------------------
// The identically-zero case: contact intervals, in exact rational arithmetic

/** A rational n/d with d > 0, both exact dyadics. */
type Rational = { readonly n: Exact; readonly d: Exact };

function rational(n: Exact, d: Exact): Rational {
  return exactSign(d) < 0 ? { n: exactSub(EXACT_ZERO, n), d: exactSub(EXACT_ZERO, d) } : { n, d };
}

function compareRational(x: Rational, y: Rational): -1 | 0 | 1 {
  return exactCompare(exactMul(x.n, y.d), exactMul(y.n, x.d));
}

function midpoint(x: Rational, y: Rational): Rational {
  return rational(
    exactAdd(exactMul(x.n, y.d), exactMul(y.n, x.d)),
    exactMul({ mantissa: 2n, exponent: 0 }, exactMul(x.d, y.d)),
  );
}

function rationalToNumber(x: Rational): number {
  return clean(Math.min(1, Math.max(0, ratioToNumber(x.n, x.d))));
}

const ZERO_T: Rational = { n: EXACT_ZERO, d: { mantissa: 1n, exponent: 0 } };
const ONE_T: Rational = { n: { mantissa: 1n, exponent: 0 }, d: { mantissa: 1n, exponent: 0 } };

function isZeroVec(v: ExactVec): boolean {
  return exactSign(v.x) === 0 && exactSign(v.y) === 0;
}

/** d·(x0 + (n/d)·x1) = d·x0 + n·x1: the vector at time n/d, scaled by d > 0. */
function vecAt(x0: ExactVec, x1: ExactVec, time: Rational): ExactVec {
  return {
    x: exactAdd(exactMul(time.d, x0.x), exactMul(time.n, x1.x)),
    y: exactAdd(exactMul(time.d, x0.y), exactMul(time.n, x1.y)),
  };
}

/**
 * The one time at which x0 + t·x1 = 0, if there is exactly one: x1 ≠ 0, x0 ∥ x1, and then
 * t = −dot(x0, x1)/dot(x1, x1).
 */
function vanishingTime(x0: ExactVec, x1: ExactVec): Rational | undefined {
  if (isZeroVec(x1)) return undefined;
  if (exactSign(exactCross(x0.x, x0.y, x1.x, x1.y)) !== 0) return undefined;
  return rational(
    exactSub(EXACT_ZERO, exactDot(x0.x, x0.y, x1.x, x1.y)),
    exactDot(x1.x, x1.y, x1.x, x1.y),
  );
}

/**
 * Contact set {t ∈ [0, 1] : (w ≠ 0 and 0 ≤ dot(u, w) ≤ dot(w, w)) or (w = 0 and u = 0)} when
 * cross(u(t), w(t)) ≡ 0. Then u(t) ∥ w(t) at every t, so dot(u, w) can change sign only where
 * u or w vanishes, and dot(w − u, w) only where w − u or w vanishes. Those instants (each
 * vector is linear in t, so it vanishes at one rational time, never, or always) split [0, 1]
 * into pieces on which membership is constant: test each instant and each piece's midpoint.
 */
function contactIntervals(model: ExactModel): SweepInterval[] {
  const { u0, u1, w0, w1 } = model;
  const v0 = { x: exactSub(w0.x, u0.x), y: exactSub(w0.y, u0.y) };
  const v1 = { x: exactSub(w1.x, u1.x), y: exactSub(w1.y, u1.y) };

  const contains = (time: Rational): boolean => {
    const u = vecAt(u0, u1, time);
    const w = vecAt(w0, w1, time);
    if (isZeroVec(w)) return isZeroVec(u);
    const v = vecAt(v0, v1, time);
    return (
      exactSign(exactDot(u.x, u.y, w.x, w.y)) >= 0 && exactSign(exactDot(v.x, v.y, w.x, w.y)) >= 0
    );
  };

  const breakpoints: Rational[] = [ZERO_T, ONE_T];
  for (const time of [vanishingTime(u0, u1), vanishingTime(v0, v1), vanishingTime(w0, w1)]) {
    if (time === undefined) continue;
    if (compareRational(time, ZERO_T) <= 0 || compareRational(time, ONE_T) >= 0) continue;
    if (breakpoints.some((other) => compareRational(other, time) === 0)) continue;
    breakpoints.push(time);
  }
  breakpoints.sort(compareRational);

  // Walk the cells — each breakpoint, then the open piece up to the next one — in order and
  // gather maximal runs of cells inside the set. The set is closed, so a piece inside it brings
  // both its ends along, and every run is a closed interval.
  const intervals: SweepInterval[] = [];
  let runStart: Rational | undefined;
  let runEnd: Rational | undefined;
  const extend = (from: Rational, to: Rational) => {
    runStart ??= from;
    runEnd = to;
  };
  const close = () => {
    if (runStart !== undefined && runEnd !== undefined) {
      intervals.push({ t0: rationalToNumber(runStart), t1: rationalToNumber(runEnd) });
    }
    runStart = undefined;
    runEnd = undefined;
  };
  breakpoints.forEach((time, index) => {
    if (contains(time)) extend(time, time);
    else close();
    const next = breakpoints[index + 1];
    if (next === undefined) return;
    if (contains(midpoint(time, next))) extend(time, next);
    else close();
  });
  close();
  return intervals;
}

// ---------------------------------------------------------------------------------------------
// Helpers for the figure

/** (1 − t)·a + t·b: exact at t = 0 and t = 1, no overflow for any finite endpoints in [0, 1]. */
function lerpExactEnds(a: Vec2, b: Vec2, t: number): Vec2 {
  return vec2((1 - t) * a.x + t * b.x, (1 - t) * a.y + t * b.y);
}

/** Positions of the endpoints P, Q and the point C at time t; null for invalid input or t. */
export function sweepStateAt(input: SweepInput, t: number): { p: Vec2; q: Vec2; c: Vec2 } | null {
  if (!isValidInput(input) || !Number.isFinite(t)) return null;
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
  if (!isValidInput(input) || !Number.isFinite(s)) return null;
  const pd = { x: input.p1.x - input.p0.x, y: input.p1.y - input.p0.y };
  const qd = { x: input.q1.x - input.q0.x, y: input.q1.y - input.q0.y };
  const along = lerpExactEnds(pd, qd, s);
  return vec2(along.x - (input.c1.x - input.c0.x), along.y - (input.c1.y - input.c0.y));
}

// ---------------------------------------------------------------------------------------------
// Frozen copies of the quadratic.ts helpers used above (as they were at the rewrite)

function scaleByPowerOfTwo(value: number, k: number): number {
  let result = value;
  let remaining = k;
  while (remaining > 1000) {
    result *= 2 ** 1000;
    remaining -= 1000;
  }
  while (remaining < -1000) {
    result *= 2 ** -1000;
    remaining += 1000;
  }
  return result * 2 ** remaining;
}

function binaryExponent(value: number): number {
  return Math.floor(Math.log2(Math.abs(value)));
}

function stableQ(b: number, sqrtD: number): number {
  return -(b + (b >= 0 ? sqrtD : -sqrtD)) * 0.5;
}

function stableRootPair(a: number, b: number, c: number, sqrtD: number): [number, number] {
  const q = stableQ(b, sqrtD);
  if (q === 0) return [0, 0];
  const first = q / a;
  const second = c / q;
  return first <= second ? [first, second] : [second, first];
}
