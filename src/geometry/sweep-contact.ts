/**
 * The sweep's identically-zero case: the point stays on the segment's line for the whole step,
 * and contact is a set of closed intervals of t, computed in exact rational arithmetic.
 * Conventions: README, `sweepSegmentPoint` ("Identically zero"); the vectors are those of
 * sweep-segment-point.ts, u(t) = C − P = u0 + t·u1 and w(t) = Q − P = w0 + t·w1.
 */

import {
  type Exact,
  EXACT_ZERO,
  exactAdd,
  exactCompare,
  exactCross,
  exactDot,
  exactMul,
  exactNeg,
  exactRatioToNumber,
  exactSign,
  exactSub,
} from './exact';

export type ExactVec = { readonly x: Exact; readonly y: Exact };

/** A time n/d with d > 0, both exact dyadics. */
type Time = { readonly n: Exact; readonly d: Exact };

const ONE: Exact = { mantissa: 1n, exponent: 0 };
const START: Time = { n: EXACT_ZERO, d: ONE };
const END: Time = { n: ONE, d: ONE };

/**
 * The contact set {t ∈ [0, 1] : (w ≠ 0 and 0 ≤ dot(u, w) ≤ dot(w, w)) or (w = 0 and u = 0)}
 * when cross(u(t), w(t)) ≡ 0, as closed intervals, ascending and disjoint (t0 = t1 for an
 * instant). Then u ∥ w at every t, so dot(u, w) changes sign only where u or w vanishes, and
 * dot(w − u, w) only where w − u or w does. Those instants (a linear vector vanishes once, never
 * or always) cut [0, 1] into pieces on which membership is constant: test each instant and each
 * piece's midpoint, and join the runs of members.
 */
export function contactIntervals(
  u0: ExactVec,
  u1: ExactVec,
  w0: ExactVec,
  w1: ExactVec,
): { t0: number; t1: number }[] {
  const v0 = { x: exactSub(w0.x, u0.x), y: exactSub(w0.y, u0.y) };
  const v1 = { x: exactSub(w1.x, u1.x), y: exactSub(w1.y, u1.y) };
  const contains = (time: Time): boolean => {
    const u = vectorAt(u0, u1, time);
    const w = vectorAt(w0, w1, time);
    if (isZero(w)) return isZero(u);
    const v = vectorAt(v0, v1, time);
    return (
      exactSign(exactDot(u.x, u.y, w.x, w.y)) >= 0 && exactSign(exactDot(v.x, v.y, w.x, w.y)) >= 0
    );
  };

  const breakpoints: Time[] = [START, END];
  for (const time of [vanishingTime(u0, u1), vanishingTime(v0, v1), vanishingTime(w0, w1)]) {
    if (time === undefined || compare(time, START) <= 0 || compare(time, END) >= 0) continue;
    if (!breakpoints.some((other) => compare(other, time) === 0)) breakpoints.push(time);
  }
  breakpoints.sort(compare);

  // The cells in order — each breakpoint, then the open piece up to the next — and the maximal
  // runs of member cells. The set is closed, so a member piece brings both its ends along.
  const intervals: { t0: number; t1: number }[] = [];
  let run: [Time, Time] | undefined;
  const extend = (from: Time, to: Time) => {
    run = [run?.[0] ?? from, to];
  };
  const close = () => {
    if (run !== undefined) intervals.push({ t0: timeToNumber(run[0]), t1: timeToNumber(run[1]) });
    run = undefined;
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

function time(n: Exact, d: Exact): Time {
  return exactSign(d) < 0 ? { n: exactNeg(n), d: exactNeg(d) } : { n, d };
}

function compare(x: Time, y: Time): -1 | 0 | 1 {
  return exactCompare(exactMul(x.n, y.d), exactMul(y.n, x.d));
}

function midpoint(x: Time, y: Time): Time {
  const sum = exactAdd(exactMul(x.n, y.d), exactMul(y.n, x.d));
  return time(sum, exactMul({ mantissa: 2n, exponent: 0 }, exactMul(x.d, y.d)));
}

function timeToNumber(x: Time): number {
  return Math.min(1, Math.max(0, exactRatioToNumber(x.n, x.d)));
}

function isZero(v: ExactVec): boolean {
  return exactSign(v.x) === 0 && exactSign(v.y) === 0;
}

/** d·(x0 + (n/d)·x1) = d·x0 + n·x1: the vector at time n/d, scaled by d > 0. */
function vectorAt(x0: ExactVec, x1: ExactVec, at: Time): ExactVec {
  return {
    x: exactAdd(exactMul(at.d, x0.x), exactMul(at.n, x1.x)),
    y: exactAdd(exactMul(at.d, x0.y), exactMul(at.n, x1.y)),
  };
}

/** The one time at which x0 + t·x1 = 0, if there is exactly one: x1 ≠ 0, x0 ∥ x1. */
function vanishingTime(x0: ExactVec, x1: ExactVec): Time | undefined {
  if (isZero(x1) || exactSign(exactCross(x0.x, x0.y, x1.x, x1.y)) !== 0) return undefined;
  return time(exactNeg(exactDot(x0.x, x0.y, x1.x, x1.y)), exactDot(x1.x, x1.y, x1.x, x1.y));
}
