/**
 * Named cases for `sweepSegmentPoint`: the presets of the figure "segment sweeps point" and the
 * cases the tests pin. One per kind, miss reason and flag of algorithms.md §2, plus the source's
 * animation presets (Simple, Sideways, Raise with 0/1/2 hits, Dive) and the article's additions.
 * Coordinates are small integers so the figure's grid shows them. Expected numbers are exact
 * (fractions written out) or, for irrational roots, the exact value rounded to a double.
 */

import type { Vec2 } from './vec2';
import type { SweepInput, SweepResult } from './sweep-segment-point';

export type SweepFixture = {
  /** kebab-case, stable: used in URLs. */
  readonly id: string;
  /** Label for the preset menu. */
  readonly name: string;
  /** One sentence: what this case shows. */
  readonly note: string;
  readonly input: SweepInput;
  readonly expected: SweepResult;
};

const at = (x: number, y: number): Vec2 => ({ x, y });
const still = (x: number, y: number) => ({ c0: at(x, y), c1: at(x, y) });
const hit = (t: number, s: number, tangent = false, degenerate = false) => ({
  t,
  s,
  tangent,
  degenerate,
});
const coefficients = (a: number, b: number, c: number) => ({ a, b, c });

// The source's motions, on the grid.
/** Simple: both endpoints move with one velocity, along the segment's normal. */
const SIMPLE = { p0: at(-2, -2), p1: at(-2, 2), q0: at(2, -2), q1: at(2, 2) };
/** Sideways: the segment slides along its own line. */
const SIDEWAYS = { p0: at(-4, 0), p1: at(0, 0), q0: at(0, 0), q1: at(4, 0) };
/** Raise: P moves vertically, Q horizontally — the segment lowers like a drawbridge. */
const RAISE = { p0: at(-4, 6), p1: at(-4, -2), q0: at(-2, -4), q1: at(6, -4) };
/** Dive: P dives diagonally through the middle while Q moves vertically. */
const DIVE = { p0: at(-6, 2), p1: at(2, -6), q0: at(6, 4), q1: at(6, -4) };
/** Both endpoints meet at the origin at t = 1/2, crossing over. */
const COLLAPSE = { p0: at(-2, -2), p1: at(2, 2), q0: at(2, -2), q1: at(-2, 2) };
/** The endpoints swap places along the x axis, passing through each other at t = 1/2. */
const SWAP = { p0: at(-3, 0), p1: at(3, 0), q0: at(3, 0), q1: at(-3, 0) };
/** A segment that does not move. */
const WALL = { p0: at(-3, 0), p1: at(-3, 0), q0: at(3, 0), q1: at(3, 0) };

export const sweepSegmentPointFixtures: readonly SweepFixture[] = [
  {
    id: 'simple',
    name: 'Simple',
    note: 'Both endpoints move up together: the polynomial is linear and the segment crosses the point once, at its middle.',
    input: { ...SIMPLE, ...still(0, 0) },
    expected: {
      kind: 'hit',
      hits: [hit(0.5, 0.5)],
      intervals: [],
      coefficients: coefficients(0, 16, -8),
    },
  },
  {
    id: 'sideways',
    name: 'Sideways',
    note: 'The segment slides along its own line over a point on that line: the polynomial is identically zero and contact lasts from t = 1/2 to the end (the source finds nothing).',
    input: { ...SIDEWAYS, ...still(2, 0) },
    expected: {
      kind: 'contact',
      hits: [],
      intervals: [{ t0: 0.5, t1: 1 }],
      coefficients: coefficients(0, 0, 0),
    },
  },
  {
    id: 'raise-two-hits',
    name: 'Raise: swept twice',
    note: 'The lowering segment crosses the point at t = 1/4 and its line turns back over it at t = 1/2: two hits.',
    input: { ...RAISE, ...still(-2, 0) },
    expected: {
      kind: 'hit',
      hits: [hit(0.25, 0.5), hit(0.5, 1 / 3)],
      intervals: [],
      coefficients: coefficients(-64, 48, -8),
    },
  },
  {
    id: 'raise-one-hit',
    name: 'Raise: swept once',
    note: 'The same motion sweeps this point once; the other root of the quadratic, t ≈ −0.047, lies just before the step.',
    input: { ...RAISE, ...still(-3, 0) },
    expected: {
      kind: 'hit',
      // t = (5 + √33)/16, the root of −64t² + 40t + 2 in [0, 1]; the other root, (5 − √33)/16, is negative.
      hits: [hit(0.6715351654086268, 0.13564322306091547)],
      intervals: [],
      coefficients: coefficients(-64, 40, 2),
    },
  },
  {
    id: 'raise-no-hit',
    name: 'Raise: never swept',
    note: 'The same motion never brings the line onto this point: the quadratic has no real root.',
    input: { ...RAISE, ...still(2, 4) },
    expected: {
      kind: 'miss',
      reason: 'no-real-roots',
      hits: [],
      intervals: [],
      coefficients: coefficients(-64, 48, -56),
    },
  },
  {
    id: 'dive',
    name: 'Dive',
    note: 'One endpoint dives diagonally through the middle while the other moves down: one hit at an irrational time.',
    input: { ...DIVE, ...still(0, 0) },
    expected: {
      kind: 'hit',
      // t = 1 − √7/4, the root of 64t² − 128t + 36 in [0, 1].
      hits: [hit(0.3385621722338524, 0.3542486889354094)],
      intervals: [],
      coefficients: coefficients(64, -128, 36),
    },
  },
  {
    id: 'tangent',
    name: 'Tangent',
    note: 'The line reaches the point at t = 1/2 and turns back: a double root, one hit flagged tangent.',
    input: { ...RAISE, ...still(-1, -1) },
    expected: {
      kind: 'hit',
      hits: [hit(0.5, 0.5, true)],
      intervals: [],
      coefficients: coefficients(-64, 64, -16),
    },
  },
  {
    id: 'collapse-hit',
    name: 'Collapsing onto the point',
    note: 'Both endpoints reach the point at t = 1/2, where the segment has no length: a hit with s = 0, flagged degenerate and tangent (the source divides by zero here).',
    input: { ...COLLAPSE, ...still(0, 0) },
    expected: {
      kind: 'hit',
      hits: [hit(0.5, 0, true, true)],
      intervals: [],
      coefficients: coefficients(-32, 32, -8),
    },
  },
  {
    id: 'collapse-away',
    name: 'Collapsing beside the point',
    note: 'The segment shrinks to a point on the line through C, but not at C: the root at t = 1/2 misses.',
    input: { ...COLLAPSE, ...still(3, 0) },
    expected: {
      kind: 'miss',
      reason: 'outside-segment',
      hits: [],
      intervals: [],
      coefficients: coefficients(-32, 32, -8),
    },
  },
  {
    id: 'static-segment',
    name: 'Static segment, moving point',
    note: 'Only the point moves: the test reduces to a moving point against a fixed segment (ray vs segment).',
    input: { ...WALL, c0: at(2, 2), c1: at(0, -2) },
    expected: {
      kind: 'hit',
      hits: [hit(0.5, 2 / 3)],
      intervals: [],
      coefficients: coefficients(0, 24, -12),
    },
  },
  {
    id: 'swept-twice',
    name: 'Swept twice',
    note: 'The segment turns over while it moves, so its line passes the point at t = 1/2 and again at t = 3/4.',
    input: { p0: at(-4, 4), p1: at(4, -4), q0: at(4, 4), q1: at(-4, 4), ...still(0, 1) },
    expected: {
      kind: 'hit',
      hits: [hit(0.5, 0.25), hit(0.75, 0.5)],
      intervals: [],
      coefficients: coefficients(64, -80, 24),
    },
  },
  {
    id: 'contact-endpoints-swap',
    name: 'Endpoints swap places',
    note: 'The endpoints pass through each other along the line: the point is covered until t = 1/6 and again from t = 5/6.',
    input: { ...SWAP, ...still(2, 0) },
    expected: {
      kind: 'contact',
      hits: [],
      intervals: [
        { t0: 0, t1: 1 / 6 },
        { t0: 5 / 6, t1: 1 },
      ],
      coefficients: coefficients(0, 0, 0),
    },
  },
  {
    id: 'contact-instants',
    name: 'Touching at two instants',
    note: 'The point sits where the endpoints start and end: contact is two single instants, t = 0 and t = 1.',
    input: { ...SWAP, ...still(3, 0) },
    expected: {
      kind: 'contact',
      hits: [],
      intervals: [
        { t0: 0, t1: 0 },
        { t0: 1, t1: 1 },
      ],
      coefficients: coefficients(0, 0, 0),
    },
  },
  {
    id: 'contact-point-segment',
    name: 'A segment of no length',
    note: 'Both endpoints coincide all step and pass through the point: contact only at that instant, t = 1/2.',
    input: { p0: at(-2, -1), p1: at(2, 1), q0: at(-2, -1), q1: at(2, 1), ...still(0, 0) },
    expected: {
      kind: 'contact',
      hits: [],
      intervals: [{ t0: 0.5, t1: 0.5 }],
      coefficients: coefficients(0, 0, 0),
    },
  },
  {
    id: 'contact-bead-on-rod',
    name: 'Bead on a turning rod',
    note: 'The rod turns a quarter turn about its middle, where the point sits: the polynomial is identically zero without any sliding, and contact lasts the whole step.',
    input: { p0: at(-2, 0), p1: at(0, -2), q0: at(2, 0), q1: at(0, 2), ...still(0, 0) },
    expected: {
      kind: 'contact',
      hits: [],
      intervals: [{ t0: 0, t1: 1 }],
      coefficients: coefficients(0, 0, 0),
    },
  },
  {
    id: 'miss-sideways-off-line',
    name: 'Sideways, off the line',
    note: 'The segment slides along its line and the point is not on it: the polynomial is a nonzero constant.',
    input: { ...SIDEWAYS, ...still(2, 2) },
    expected: {
      kind: 'miss',
      reason: 'no-real-roots',
      hits: [],
      intervals: [],
      coefficients: coefficients(0, 0, -8),
    },
  },
  {
    id: 'miss-outside-step',
    name: 'Stops short',
    note: 'The segment would reach the point at t = 3/2, after the step: a real root outside [0, 1].',
    input: { p0: at(-2, -3), p1: at(-2, -1), q0: at(2, -3), q1: at(2, -1), ...still(0, 0) },
    expected: {
      kind: 'miss',
      reason: 'outside-step',
      hits: [],
      intervals: [],
      coefficients: coefficients(0, 8, -12),
    },
  },
  {
    id: 'miss-outside-segment',
    name: 'Passes beside',
    note: 'The line crosses the point at t = 1/2, but beyond the endpoint Q (s = 3/2).',
    input: { ...SIMPLE, ...still(4, 0) },
    expected: {
      kind: 'miss',
      reason: 'outside-segment',
      hits: [],
      intervals: [],
      coefficients: coefficients(0, 16, -8),
    },
  },
  {
    id: 'miss-collinear-apart',
    name: 'Sideways, out of reach',
    note: 'The point is on the sliding line all step, but the segment never reaches it.',
    input: { ...SIDEWAYS, ...still(6, 0) },
    expected: {
      kind: 'miss',
      reason: 'collinear-apart',
      hits: [],
      intervals: [],
      coefficients: coefficients(0, 0, 0),
    },
  },
  {
    id: 'touch-at-end',
    name: 'Touch at the last instant',
    note: 'The point arrives on the endpoint Q exactly at t = 1: the step and the segment are closed, so it counts.',
    input: { ...WALL, c0: at(3, 3), c1: at(3, 0) },
    expected: {
      kind: 'hit',
      hits: [hit(1, 1)],
      intervals: [],
      coefficients: coefficients(0, 18, -18),
    },
  },
];
