/**
 * Public test vectors for the moving-circle time of impact, kept as data with their source.
 * Each entry restates the library's case in this project's input shape; convention differences
 * are written next to it. The expected values are the libraries' own (their tolerances were
 * 1e-3 or 1e-6 in float; ours are checked to 1e-9 here since the values are simple).
 *
 * Shared convention differences:
 * - Colli2De's `normal` points from the moving shape to the target (A → B); ours points from the
 *   obstacle's contact point to the moving centre, so the sign flips.
 * - Colli2De sweeps a circle against a capsule of radius ρ; ours sweeps a circle of radius r
 *   against a segment, so the equivalent input uses radius r + ρ and our contact point lies on
 *   the segment (theirs on the capsule surface).
 * - Colli2De reports a zero translation while overlapping as a hit at fraction 0; ours reports
 *   `miss: no-motion` for any zero velocity (spec: v = 0 is a miss with reason no-motion).
 * - parry3d's velocities are per unit time with a max time of impact of Real::MAX; the case
 *   below reaches contact at 0.9 < 1, so it is the same number with velocity = displacement.
 */

import type { CircleSegmentInput, CirclesInput, TimeOfImpact } from '../../time-of-impact';

export type CirclesVector = {
  readonly source: string;
  readonly name: string;
  readonly note?: string;
  readonly input: CirclesInput;
  readonly expected: TimeOfImpact;
};

export type CircleSegmentVector = {
  readonly source: string;
  readonly name: string;
  readonly note?: string;
  readonly input: CircleSegmentInput;
  readonly expected: TimeOfImpact;
};

const COLLI2DE = 'alessandro-pignanelli/Colli2De, tests/geometry/test_SweepShapes.cpp';
const PARRY = 'dimforge/parry, parry3d/tests/geometry/ball_ball_toi.rs (issue #35)';
const CLOTH = 'flyingrobots/html-to-cloth, src/engine/ccd/__tests__/circleTOI.test.ts';

const still = { x: 0, y: 0 };

export const circlesVectors: readonly CirclesVector[] = [
  {
    source: COLLI2DE,
    name: 'Circle sweep hits stationary circle',
    note: 'normal (1, 0) there (A → B) is (−1, 0) here; contact point (0, 0) on both.',
    input: {
      a: { center: { x: -2, y: 0 }, radius: 1, velocity: { x: 4, y: 0 } },
      b: { center: { x: 1, y: 0 }, radius: 1, velocity: still },
    },
    expected: { kind: 'hit', t: 0.25, point: { x: 0, y: 0 }, normal: { x: -1, y: 0 } },
  },
  {
    source: COLLI2DE,
    name: 'Circle sweep starting overlapped',
    note: 'their fraction 0 with negative separation is our penetrating at t = 0; normal flips.',
    input: {
      a: { center: { x: 0, y: 0 }, radius: 1, velocity: { x: 2, y: 0 } },
      b: { center: { x: 1, y: 0 }, radius: 1, velocity: still },
    },
    expected: { kind: 'penetrating', t: 0, point: { x: 0, y: 0 }, normal: { x: -1, y: 0 } },
  },
  {
    source: COLLI2DE,
    name: 'Circle sweep misses target',
    note: 'moving away from outside: no result there, miss: no-contact here.',
    input: {
      a: { center: { x: -2, y: 0 }, radius: 1, velocity: { x: -3, y: 0 } },
      b: { center: { x: 1, y: 0 }, radius: 1, velocity: still },
    },
    expected: { kind: 'miss', reason: 'no-contact' },
  },
  {
    source: COLLI2DE,
    name: 'Circle sweep vertical motion hits target',
    input: {
      a: { center: { x: 0, y: -2 }, radius: 1, velocity: { x: 0, y: 4 } },
      b: { center: { x: 0, y: 1 }, radius: 1, velocity: still },
    },
    expected: { kind: 'hit', t: 0.25, point: { x: 0, y: 0 }, normal: { x: 0, y: -1 } },
  },
  {
    source: COLLI2DE,
    name: 'Circle sweep diagonal motion hits target',
    note: 'their fraction ≈ 0.3964 (float, margin 1e-3) is exactly 3/4 − 1/(2√2).',
    input: {
      a: { center: { x: -3, y: -3 }, radius: 1, velocity: { x: 4, y: 4 } },
      b: { center: { x: 0, y: 0 }, radius: 1, velocity: still },
    },
    expected: {
      kind: 'hit',
      t: 0.75 - 1 / (2 * Math.SQRT2),
      point: { x: -Math.SQRT1_2, y: -Math.SQRT1_2 },
      normal: { x: -Math.SQRT1_2, y: -Math.SQRT1_2 },
    },
  },
  {
    source: COLLI2DE,
    name: 'Circle sweep with zero translation and separation',
    note: 'no result there; here the zero velocity is reported as no-motion.',
    input: {
      a: { center: { x: -2, y: 0 }, radius: 1, velocity: still },
      b: { center: { x: 1, y: 0 }, radius: 1, velocity: still },
    },
    expected: { kind: 'miss', reason: 'no-motion' },
  },
  {
    source: COLLI2DE,
    name: 'Circle sweep zero translation while overlapping',
    note: 'a hit at fraction 0 there; no-motion here (spec: v = 0 is always a miss).',
    input: {
      a: { center: { x: 0, y: 0 }, radius: 1, velocity: still },
      b: { center: { x: 1, y: 0 }, radius: 1, velocity: still },
    },
    expected: { kind: 'miss', reason: 'no-motion' },
  },
  {
    source: PARRY,
    name: 'test_ball_ball_toi',
    note: '3D balls along y, restated in the plane; toi 0.9 there and here.',
    input: {
      a: { center: { x: 0, y: 0 }, radius: 0.5, velocity: { x: 0, y: 10 } },
      b: { center: { x: 0, y: 10 }, radius: 0.5, velocity: still },
    },
    expected: { kind: 'hit', t: 0.9, point: { x: 0, y: 9.5 }, normal: { x: 0, y: -1 } },
  },
  {
    source: CLOTH,
    name: 'computes t for head-on approach with unit velocities',
    note: 'contact exactly at t = 1 (dt = 1): a hit here too, since the step is closed.',
    input: {
      a: { center: { x: 0, y: 0 }, radius: 0.5, velocity: { x: 1, y: 0 } },
      b: { center: { x: 3, y: 0 }, radius: 0.5, velocity: { x: -1, y: 0 } },
    },
    expected: { kind: 'hit', t: 1, point: { x: 1.5, y: 0 }, normal: { x: -1, y: 0 } },
  },
  {
    source: CLOTH,
    name: 'returns false when diverging',
    input: {
      a: { center: { x: 0, y: 0 }, radius: 0.5, velocity: { x: -1, y: 0 } },
      b: { center: { x: 3, y: 0 }, radius: 0.5, velocity: { x: 1, y: 0 } },
    },
    expected: { kind: 'miss', reason: 'no-contact' },
  },
];

export const circleSegmentVectors: readonly CircleSegmentVector[] = [
  {
    source: COLLI2DE,
    name: 'Circle sweep hits capsule',
    note: 'circle r 0.5 vs capsule (2,−1)–(2,1) of radius 0.5 = our circle r 1 vs the segment; their contact point (1.5, 0) is on the capsule surface, ours (2, 0) on the segment; normal flips.',
    input: {
      center: { x: 0, y: 0 },
      radius: 1,
      velocity: { x: 2, y: 0 },
      a: { x: 2, y: -1 },
      b: { x: 2, y: 1 },
    },
    expected: {
      kind: 'hit',
      t: 0.5,
      point: { x: 2, y: 0 },
      normal: { x: -1, y: 0 },
      feature: 'side',
    },
  },
];
