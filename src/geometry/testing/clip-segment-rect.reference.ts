/**
 * Exact reference for clipSegmentRect (test-only), written straight from algorithms.md §3 in
 * rational arithmetic: the p/q loop, tEnter/tExit as exact rationals, then the case table read
 * top to bottom. It shares no code with the production file (which decides by endpoint positions
 * and corner orientations instead of forming the ratios), so agreement between the two means
 * something.
 */

import { R, Rational } from './rational';

type RationalPoint = { x: Rational; y: Rational };

export type ClipReference = {
  kind: 'inside' | 'enters' | 'exits' | 'crosses' | 'outside';
  reason?: 'parallel' | 'line-misses' | 'ahead' | 'behind' | 'point';
  /** null = −∞ (no entering boundary). */
  tEnter: Rational | null;
  /** null = +∞ (no leaving boundary). */
  tExit: Rational | null;
  enter?: RationalPoint;
  exit?: RationalPoint;
  touches: boolean;
  alongEdge: boolean;
};

export type PlainClipInput = {
  p0: { x: number; y: number };
  p1: { x: number; y: number };
  rect: { xMin: number; yMin: number; xMax: number; yMax: number };
};

const maxOf = (a: Rational, b: Rational) => (a.ge(b) ? a : b);
const minOf = (a: Rational, b: Rational) => (a.le(b) ? a : b);

/** Requires a valid input (finite numbers, min ≤ max). */
export function clipSegmentRectReference(input: PlainClipInput): ClipReference {
  const x0 = R(input.p0.x);
  const y0 = R(input.p0.y);
  const dx = R(input.p1.x).sub(x0);
  const dy = R(input.p1.y).sub(y0);
  const xMin = R(input.rect.xMin);
  const yMin = R(input.rect.yMin);
  const xMax = R(input.rect.xMax);
  const yMax = R(input.rect.yMax);

  const p = [dx.neg(), dx, dy.neg(), dy];
  const q = [x0.sub(xMin), xMax.sub(x0), y0.sub(yMin), yMax.sub(y0)];

  if (dx.isZero() && dy.isZero()) {
    const inside = q.every((value) => value.sign() >= 0);
    const base = { tEnter: null, tExit: null, touches: false, alongEdge: false };
    return inside ? { kind: 'inside', ...base } : { kind: 'outside', reason: 'point', ...base };
  }

  let tEnter: Rational | null = null;
  let tExit: Rational | null = null;
  let parallelOutside = false;
  for (let k = 0; k < 4; k++) {
    const pk = p[k]!;
    const qk = q[k]!;
    if (pk.isZero()) {
      if (qk.sign() < 0) parallelOutside = true;
      continue;
    }
    const t = qk.div(pk);
    if (pk.sign() < 0) tEnter = tEnter === null ? t : maxOf(tEnter, t);
    else tExit = tExit === null ? t : minOf(tExit, t);
  }
  // Δ ≠ 0, so some axis is not parallel and gives both an entering and a leaving boundary.
  const enterT = tEnter!;
  const exitT = tExit!;
  const zero = Rational.zero;
  const one = Rational.one;

  const outside = (reason: NonNullable<ClipReference['reason']>): ClipReference => ({
    kind: 'outside',
    reason,
    tEnter: enterT,
    tExit: exitT,
    touches: false,
    alongEdge: false,
  });
  if (parallelOutside) return outside('parallel');
  if (enterT.gt(exitT)) return outside('line-misses');
  if (enterT.gt(one)) return outside('ahead');
  if (exitT.lt(zero)) return outside('behind');

  let kind: ClipReference['kind'];
  if (enterT.le(zero) && exitT.ge(one)) kind = 'inside';
  else if (enterT.le(zero)) kind = 'exits';
  else if (exitT.ge(one)) kind = 'enters';
  else kind = 'crosses';

  const at = (t: Rational): RationalPoint => ({ x: x0.add(t.mul(dx)), y: y0.add(t.mul(dy)) });
  const onBoundaryLine =
    (dy.isZero() && (y0.eq(yMin) || y0.eq(yMax))) || (dx.isZero() && (x0.eq(xMin) || x0.eq(xMax)));
  const commonStart = maxOf(enterT, zero);
  const commonEnd = minOf(exitT, one);

  const result: ClipReference = {
    kind,
    tEnter: enterT,
    tExit: exitT,
    touches: enterT.eq(exitT),
    alongEdge: onBoundaryLine && commonStart.lt(commonEnd),
  };
  if (kind === 'enters' || kind === 'crosses') result.enter = at(enterT);
  if (kind === 'exits' || kind === 'crosses') result.exit = at(exitT);
  return result;
}
