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
 *   keeps its sign on the whole interval. Otherwise it is decided exactly in BigInt (./exact):
 *   at a rational root n/d by the sign of d²·p(n/d), at an irrational one by reducing p modulo
 *   the quadratic to u·t + v and signing u·(−B ± √D) + 2A·v by comparing squares.
 * - Numbers: t is within a few ulps of the exact root; s is computed from u and w at that t and
 *   clamped to [0, 1] (it is exactly 0 or 1 when the point is exactly at an endpoint); its error
 *   is the error of t times ds/dt, below 1e-12 unless the segment is nearly collapsed at the hit.
 *   Inputs beyond 2^±200 are rescaled by a power of two first (t and s do not change).
 */

import { type Vec2, clean, isFiniteVec2, vec2 } from './vec2';
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
} from './exact';
import { binaryExponent, scaleByPowerOfTwo, stableRootPair } from './quadratic';

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
  const value = (g.g2 * t + g.g1) * t + g.g0;
  const reach = Math.max(Math.abs(lo), Math.abs(hi));
  const width = Math.max(t - lo, hi - t);
  const slope = 2 * (Math.abs(g.g2) + g.e2) * reach + Math.abs(g.g1) + g.e1;
  const size = (Math.abs(g.g2) * reach + Math.abs(g.g1)) * reach + Math.abs(g.g0);
  const coefficientError = (g.e2 * reach + g.e1) * reach + g.e0;
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
    if (root.form !== 'surd' && this.integer) {
      // Everything is a small integer: d²·g(n/d) in BigInt, without building the exact model.
      const g = this.poly(name);
      const [n, d] = root.form === 'linear' ? [-this.c, this.b] : [-this.b, 2 * this.a];
      const bn = BigInt(n);
      const bd = BigInt(d);
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
    let ux = this.u0x + t * this.u1x;
    let uy = this.u0y + t * this.u1y;
    let wx = this.w0x + t * this.w1x;
    let wy = this.w0y + t * this.w1y;
    const largest = Math.max(Math.abs(ux), Math.abs(uy), Math.abs(wx), Math.abs(wy));
    if (largest === 0) return 0;
    if (largest < 2 ** -400 || largest > 2 ** 400) {
      // s is scale-free: bring tiny or huge vectors near 1 so their squares neither vanish nor overflow.
      [ux, uy, wx, wy] = [ux / largest, uy / largest, wx / largest, wy / largest];
    }
    const along = ux * wx + uy * wy;
    const length = wx * wx + wy * wy;
    const beyond = length - along; // dot(Q − C, w): measuring from the nearer end keeps s accurate
    const s = along <= beyond ? along / length : 1 - beyond / length;
    return Number.isFinite(s) ? clean(Math.min(1, Math.max(0, s))) : 0;
  }
}

function isSmallInteger(value: number): boolean {
  return Number.isInteger(value) && Math.abs(value) <= INTEGER_LIMIT;
}

// ---------------------------------------------------------------------------------------------
// Roots

const NO_ENCLOSURE = Number.NaN;

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
function roundedRational(t: number, form: 'linear' | 'double'): Root {
  const radius = 2 ** -52 * Math.abs(t) + 2 ** -1074;
  return { form, t, lo: t - radius, hi: t + radius, branch: 1 };
}

/** The real roots (ascending), or 'zero' when the polynomial vanishes identically. */
function findRoots(motion: Motion): Root[] | 'zero' {
  const { a, b, c } = motion;
  const signA = coefficientSign(a, motion.ea, motion, 'a');
  if (signA === 0) {
    const signB = coefficientSign(b, motion.eb, motion, 'b');
    if (signB === 0) return coefficientSign(c, motion.ec, motion, 'c') === 0 ? 'zero' : [];
    if (motion.integer) return [roundedRational(clean(-c / b), 'linear')];
    // Otherwise B was just decided exactly: −C/B from the exact values, verified like any
    // simple root by the sign change of the (linear) polynomial around it.
    const t = ratioToNumber(exactSub(EXACT_ZERO, motion.exact.c), motion.exact.b);
    const [lo, hi] = enclose(t, motion.cross);
    return [{ form: 'linear', t, lo, hi, branch: 1 }];
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
    if (motion.integer) return [roundedRational(clean(-b / (2 * a)), 'double')];
    // D = 0 was decided exactly: −B/(2A) from the exact values, decisions exact too (a double
    // root has no sign change to verify an enclosure by).
    const t = ratioToNumber(exactSub(EXACT_ZERO, motion.exact.b), exactMul(TWO, motion.exact.a));
    return [{ form: 'double', t, lo: NO_ENCLOSURE, hi: NO_ENCLOSURE, branch: 1 }];
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
  return [
    { form: 'surd', t: low, lo: lowLo, hi: lowHi, branch: lowBranch },
    { form: 'surd', t: high, lo: highLo, hi: highHi, branch: lowBranch === 1 ? -1 : 1 },
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
  if (!isValidInput(input)) return invalidResult();
  const exponent = scaleExponent(input);
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
