/**
 * Named cases of the moving-circle time of impact (algorithms.md §5): the presets the figures
 * offer and what the tests assert. One case for every kind, reason and feature, the tie rules,
 * radius 0, the source's slips, and invalid input. Small integer coordinates on the grid; the
 * expected numbers are the exact values (irrational ones written as the closed form).
 */

import type {
  CirclePointInput,
  CircleSegmentInput,
  CirclesInput,
  TimeOfImpact,
} from './time-of-impact';

export type TimeOfImpactFixture<Input> = {
  readonly id: string;
  readonly name: string;
  readonly note: string;
  readonly input: Input;
  readonly expected: TimeOfImpact;
};

const SQRT3 = Math.sqrt(3);
const HALF_SQRT2 = Math.SQRT1_2;

export const circlePointFixtures: readonly TimeOfImpactFixture<CirclePointInput>[] = [
  {
    id: 'point-hit',
    name: 'Hit',
    note: 'The circle runs head-on into the point halfway through the step.',
    input: { center: { x: -6, y: 0 }, radius: 2, velocity: { x: 8, y: 0 }, point: { x: 0, y: 0 } },
    expected: { kind: 'hit', t: 0.5, point: { x: 0, y: 0 }, normal: { x: -1, y: 0 } },
  },
  {
    id: 'point-hit-oblique',
    name: 'Hit off-centre',
    note: 'An irrational root t = (5 − √3)/8; the normal points from the point to the centre.',
    input: { center: { x: -5, y: 1 }, radius: 2, velocity: { x: 8, y: 0 }, point: { x: 0, y: 0 } },
    expected: {
      kind: 'hit',
      t: (5 - SQRT3) / 8,
      point: { x: 0, y: 0 },
      normal: { x: -SQRT3 / 2, y: 0.5 },
    },
  },
  {
    id: 'point-hit-at-end',
    name: 'Contact exactly at t = 1',
    note: 'The step is closed: touching at the very end of the step is a hit.',
    input: { center: { x: -6, y: 0 }, radius: 2, velocity: { x: 4, y: 0 }, point: { x: 0, y: 0 } },
    expected: { kind: 'hit', t: 1, point: { x: 0, y: 0 }, normal: { x: -1, y: 0 } },
  },
  {
    id: 'point-grazing',
    name: 'Grazing tangency',
    note: 'The circle touches the point and moves on (a double root): still a hit.',
    input: { center: { x: -4, y: 2 }, radius: 2, velocity: { x: 8, y: 0 }, point: { x: 0, y: 0 } },
    expected: { kind: 'hit', t: 0.5, point: { x: 0, y: 0 }, normal: { x: 0, y: 1 } },
  },
  {
    id: 'point-touching-approaching',
    name: 'Touching at t = 0, approaching',
    note: 'Distance equal to the radius and shrinking: a hit at t = 0.',
    input: { center: { x: -2, y: 0 }, radius: 2, velocity: { x: 1, y: 0 }, point: { x: 0, y: 0 } },
    expected: { kind: 'hit', t: 0, point: { x: 0, y: 0 }, normal: { x: -1, y: 0 } },
  },
  {
    id: 'point-penetrating',
    name: 'Penetrating start',
    note: 'Already overlapping and moving deeper: t = 0 so the game stops further penetration.',
    input: { center: { x: -1, y: 0 }, radius: 2, velocity: { x: 2, y: 0 }, point: { x: 0, y: 0 } },
    expected: { kind: 'penetrating', t: 0, point: { x: 0, y: 0 }, normal: { x: -1, y: 0 } },
  },
  {
    id: 'point-separating',
    name: 'Overlapping, moving apart',
    note: 'A stuck circle moving away is let go: a miss with reason separating.',
    input: { center: { x: -1, y: 0 }, radius: 2, velocity: { x: -2, y: 0 }, point: { x: 0, y: 0 } },
    expected: { kind: 'miss', reason: 'separating' },
  },
  {
    id: 'point-separating-tangential',
    name: 'Touching, moving sideways',
    note: 'Touching and moving perpendicular to the normal: the distance grows, so separating.',
    input: { center: { x: -2, y: 0 }, radius: 2, velocity: { x: 0, y: 3 }, point: { x: 0, y: 0 } },
    expected: { kind: 'miss', reason: 'separating' },
  },
  {
    id: 'point-no-motion',
    name: 'No motion',
    note: 'Zero velocity is reported first, even for an overlapping circle.',
    input: { center: { x: -1, y: 0 }, radius: 2, velocity: { x: 0, y: 0 }, point: { x: 0, y: 0 } },
    expected: { kind: 'miss', reason: 'no-motion' },
  },
  {
    id: 'point-too-short',
    name: 'Step too short',
    note: 'Heading for the point but the contact would come after t = 1.',
    input: { center: { x: -6, y: 0 }, radius: 2, velocity: { x: 3, y: 0 }, point: { x: 0, y: 0 } },
    expected: { kind: 'miss', reason: 'no-contact' },
  },
  {
    id: 'point-passes-by',
    name: 'Passes by',
    note: 'The path stays farther than the radius from the point (negative discriminant).',
    input: {
      center: { x: -6, y: 3 },
      radius: 2,
      velocity: { x: 12, y: 0 },
      point: { x: 0, y: 0 },
    },
    expected: { kind: 'miss', reason: 'no-contact' },
  },
  {
    id: 'point-moving-away',
    name: 'Moving away',
    note: 'Outside and moving away: by convexity there is no later contact.',
    input: { center: { x: -6, y: 0 }, radius: 2, velocity: { x: -2, y: 0 }, point: { x: 0, y: 0 } },
    expected: { kind: 'miss', reason: 'no-contact' },
  },
  {
    id: 'point-radius-zero',
    name: 'Radius 0',
    note: 'A moving point meets the point; the normal is the limit −v/|v|.',
    input: { center: { x: -3, y: -3 }, radius: 0, velocity: { x: 4, y: 4 }, point: { x: 0, y: 0 } },
    expected: {
      kind: 'hit',
      t: 0.75,
      point: { x: 0, y: 0 },
      normal: { x: -HALF_SQRT2, y: -HALF_SQRT2 },
    },
  },
  {
    id: 'point-invalid-radius',
    name: 'Negative radius',
    note: 'A negative radius is invalid input.',
    input: { center: { x: -6, y: 0 }, radius: -1, velocity: { x: 8, y: 0 }, point: { x: 0, y: 0 } },
    expected: { kind: 'invalid-input' },
  },
  {
    id: 'point-invalid-number',
    name: 'Non-finite number',
    note: 'An infinite coordinate is invalid input.',
    input: {
      center: { x: -Infinity, y: 0 },
      radius: 2,
      velocity: { x: 8, y: 0 },
      point: { x: 0, y: 0 },
    },
    expected: { kind: 'invalid-input' },
  },
];

const A = { x: -4, y: 0 };
const B = { x: 4, y: 0 };

export const circleSegmentFixtures: readonly TimeOfImpactFixture<CircleSegmentInput>[] = [
  {
    id: 'segment-side-hit',
    name: 'Side hit',
    note: 'The circle lands on the flat side of the capsule.',
    input: { center: { x: 0, y: 5 }, radius: 1, velocity: { x: 0, y: -8 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: 0.5,
      point: { x: 0, y: 0 },
      normal: { x: 0, y: 1 },
      feature: 'side',
    },
  },
  {
    id: 'segment-source-rhs-slip',
    name: "The source's right-hand side (r² |d − c|²)",
    note: 'With r = 2 the slip C·|q − p|² would give t = (6 − √2)/8; the right constant gives 1/2.',
    input: { center: { x: 1, y: 6 }, radius: 2, velocity: { x: 0, y: -8 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: 0.5,
      point: { x: 1, y: 0 },
      normal: { x: 0, y: 1 },
      feature: 'side',
    },
  },
  {
    id: 'segment-side-at-end',
    name: 'Side contact exactly at t = 1',
    note: 'The step is closed: the side is touched at the very end.',
    input: { center: { x: 2, y: 3 }, radius: 1, velocity: { x: 0, y: -2 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: 1,
      point: { x: 2, y: 0 },
      normal: { x: 0, y: 1 },
      feature: 'side',
    },
  },
  {
    id: 'segment-cap-a',
    name: 'Cap hit (end a)',
    note: "Moving along the line into end a: only the cap finds it (the source's snippet has no caps).",
    input: { center: { x: -8, y: 1 }, radius: 2, velocity: { x: 8, y: 0 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: (4 - SQRT3) / 8,
      point: { x: -4, y: 0 },
      normal: { x: -SQRT3 / 2, y: 0.5 },
      feature: 'cap-a',
    },
  },
  {
    id: 'segment-cap-b',
    name: 'Cap hit (end b)',
    note: 'The mirror image at end b.',
    input: { center: { x: 8, y: -1 }, radius: 2, velocity: { x: -8, y: 0 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: (4 - SQRT3) / 8,
      point: { x: 4, y: 0 },
      normal: { x: SQRT3 / 2, y: -0.5 },
      feature: 'cap-b',
    },
  },
  {
    id: 'segment-cap-grazing',
    name: 'Grazing a cap',
    note: 'The path is tangent to the cap beyond the end: a hit at the tangent point.',
    input: { center: { x: -5, y: 4 }, radius: 1, velocity: { x: 0, y: -8 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: 0.5,
      point: { x: -4, y: 0 },
      normal: { x: -1, y: 0 },
      feature: 'cap-a',
    },
  },
  {
    id: 'segment-tie-perpendicular',
    name: 'Straight down onto an end',
    note: 'Contact exactly above end a, arriving perpendicular: the foot stays on the end, so side.',
    input: { center: { x: -4, y: 5 }, radius: 1, velocity: { x: 0, y: -8 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: 0.5,
      point: { x: -4, y: 0 },
      normal: { x: 0, y: 1 },
      feature: 'side',
    },
  },
  {
    id: 'segment-tie-from-outside',
    name: 'Onto an end from beyond it',
    note: 'Contact exactly above end a, arriving from beyond the end: labelled cap-a.',
    input: { center: { x: -6, y: 3 }, radius: 1, velocity: { x: 4, y: -4 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: 0.5,
      point: { x: -4, y: 0 },
      normal: { x: 0, y: 1 },
      feature: 'cap-a',
    },
  },
  {
    id: 'segment-tie-from-inside',
    name: 'Onto an end from above the segment',
    note: 'Contact exactly above end a, arriving from over the segment: labelled side.',
    input: { center: { x: -2, y: 3 }, radius: 1, velocity: { x: -4, y: -4 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: 0.5,
      point: { x: -4, y: 0 },
      normal: { x: 0, y: 1 },
      feature: 'side',
    },
  },
  {
    id: 'segment-graze-along-side',
    name: 'Gliding onto the side',
    note: 'Moving parallel at distance r: first touch where the cap meets the side, labelled cap-a.',
    input: { center: { x: -8, y: 1 }, radius: 1, velocity: { x: 8, y: 0 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: 0.5,
      point: { x: -4, y: 0 },
      normal: { x: 0, y: 1 },
      feature: 'cap-a',
    },
  },
  {
    id: 'segment-touching-approaching',
    name: 'Touching at t = 0, approaching',
    note: 'Resting on the side and pushing into it: a hit at t = 0.',
    input: { center: { x: 0, y: 1 }, radius: 1, velocity: { x: 0, y: -1 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: 0,
      point: { x: 0, y: 0 },
      normal: { x: 0, y: 1 },
      feature: 'side',
    },
  },
  {
    id: 'segment-penetrating-side',
    name: 'Penetrating the side',
    note: 'Overlapping the side and moving deeper: penetrating at t = 0.',
    input: { center: { x: 1, y: 1 }, radius: 2, velocity: { x: 0, y: -1 }, a: A, b: B },
    expected: {
      kind: 'penetrating',
      t: 0,
      point: { x: 1, y: 0 },
      normal: { x: 0, y: 1 },
      feature: 'side',
    },
  },
  {
    id: 'segment-penetrating-cap',
    name: 'Penetrating a cap',
    note: 'Overlapping the cap around a and moving deeper: penetrating, contact at the endpoint.',
    input: { center: { x: -5, y: 0 }, radius: 2, velocity: { x: 1, y: 0 }, a: A, b: B },
    expected: {
      kind: 'penetrating',
      t: 0,
      point: { x: -4, y: 0 },
      normal: { x: -1, y: 0 },
      feature: 'cap-a',
    },
  },
  {
    id: 'segment-separating',
    name: 'Stuck, moving out',
    note: 'Overlapping but moving away: separating, so a stuck object can leave.',
    input: { center: { x: 1, y: 1 }, radius: 2, velocity: { x: 0, y: 3 }, a: A, b: B },
    expected: { kind: 'miss', reason: 'separating' },
  },
  {
    id: 'segment-separating-sliding',
    name: 'Sliding along the side',
    note: 'Touching and moving parallel to the side: the distance does not shrink, separating.',
    input: { center: { x: 0, y: 1 }, radius: 1, velocity: { x: 2, y: 0 }, a: A, b: B },
    expected: { kind: 'miss', reason: 'separating' },
  },
  {
    id: 'segment-no-motion',
    name: 'No motion',
    note: 'Zero velocity.',
    input: { center: { x: 0, y: 3 }, radius: 1, velocity: { x: 0, y: 0 }, a: A, b: B },
    expected: { kind: 'miss', reason: 'no-motion' },
  },
  {
    id: 'segment-too-short',
    name: 'Step too short',
    note: 'Heading for the side but contact would come after t = 1.',
    input: { center: { x: 0, y: 5 }, radius: 1, velocity: { x: 0, y: -2 }, a: A, b: B },
    expected: { kind: 'miss', reason: 'no-contact' },
  },
  {
    id: 'segment-parallel-apart',
    name: 'Parallel, too far',
    note: 'Moving parallel to the segment farther than the radius.',
    input: { center: { x: -8, y: 3 }, radius: 1, velocity: { x: 16, y: 0 }, a: A, b: B },
    expected: { kind: 'miss', reason: 'no-contact' },
  },
  {
    id: 'segment-beside-end',
    name: 'Past the end',
    note: 'Crossing the line beyond the end and missing the cap.',
    input: { center: { x: -7, y: 3 }, radius: 1, velocity: { x: 0, y: -6 }, a: A, b: B },
    expected: { kind: 'miss', reason: 'no-contact' },
  },
  {
    id: 'segment-moving-away',
    name: 'Moving away',
    note: 'Outside the capsule and moving away from it.',
    input: { center: { x: 0, y: 5 }, radius: 1, velocity: { x: 0, y: 2 }, a: A, b: B },
    expected: { kind: 'miss', reason: 'no-contact' },
  },
  {
    id: 'segment-zero-length',
    name: 'Zero-length segment',
    note: 'a = b is the point case, reported as cap-a.',
    input: {
      center: { x: -6, y: 0 },
      radius: 2,
      velocity: { x: 8, y: 0 },
      a: { x: 0, y: 0 },
      b: { x: 0, y: 0 },
    },
    expected: {
      kind: 'hit',
      t: 0.5,
      point: { x: 0, y: 0 },
      normal: { x: -1, y: 0 },
      feature: 'cap-a',
    },
  },
  {
    id: 'segment-radius-zero-side',
    name: 'Radius 0 through the side',
    note: 'A point crossing the segment: the normal is the side normal facing where it came from.',
    input: { center: { x: 1, y: 3 }, radius: 0, velocity: { x: 0, y: -6 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: 0.5,
      point: { x: 1, y: 0 },
      normal: { x: 0, y: 1 },
      feature: 'side',
    },
  },
  {
    id: 'segment-radius-zero-end-from-outside',
    name: 'Radius 0 through an end, from beyond',
    note: 'A point through end a arriving from beyond it: cap-a with the limit normal −v/|v|.',
    input: { center: { x: -6, y: 2 }, radius: 0, velocity: { x: 4, y: -4 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: 0.5,
      point: { x: -4, y: 0 },
      normal: { x: -HALF_SQRT2, y: HALF_SQRT2 },
      feature: 'cap-a',
    },
  },
  {
    id: 'segment-radius-zero-end-from-inside',
    name: 'Radius 0 through an end, from over the segment',
    note: 'A point through end a arriving from over the segment: side, with the side normal.',
    input: { center: { x: -2, y: 2 }, radius: 0, velocity: { x: -4, y: -4 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: 0.5,
      point: { x: -4, y: 0 },
      normal: { x: 0, y: 1 },
      feature: 'side',
    },
  },
  {
    id: 'segment-radius-zero-along-line',
    name: 'Radius 0 along the line',
    note: 'A point running along the line into end a: cap-a, normal −v/|v|.',
    input: { center: { x: -8, y: 0 }, radius: 0, velocity: { x: 8, y: 0 }, a: A, b: B },
    expected: {
      kind: 'hit',
      t: 0.5,
      point: { x: -4, y: 0 },
      normal: { x: -1, y: 0 },
      feature: 'cap-a',
    },
  },
  {
    id: 'segment-short-both-caps',
    name: 'Short segment, both caps in reach',
    note: 'Along the line of a short segment: both caps are reached, cap a first.',
    input: {
      center: { x: -8, y: 1 },
      radius: 2,
      velocity: { x: 16, y: 0 },
      a: { x: -1, y: 0 },
      b: { x: 1, y: 0 },
    },
    expected: {
      kind: 'hit',
      t: (7 - SQRT3) / 16,
      point: { x: -1, y: 0 },
      normal: { x: -SQRT3 / 2, y: 0.5 },
      feature: 'cap-a',
    },
  },
  {
    id: 'segment-second-corner',
    name: 'Into the far corner',
    note: 'The corner at end b is hit at t = (5 − √0.75)/10; the game code never tests that cap.',
    input: {
      center: { x: 0, y: 5.5 },
      radius: 1,
      velocity: { x: 10, y: 0 },
      a: { x: 5, y: -5 },
      b: { x: 5, y: 5 },
    },
    expected: {
      kind: 'hit',
      t: (5 - SQRT3 / 2) / 10,
      point: { x: 5, y: 5 },
      normal: { x: -SQRT3 / 2, y: 0.5 },
      feature: 'cap-b',
    },
  },
  {
    id: 'segment-invalid-radius',
    name: 'Negative radius',
    note: 'A negative radius is invalid input.',
    input: { center: { x: 0, y: 5 }, radius: -1, velocity: { x: 0, y: -8 }, a: A, b: B },
    expected: { kind: 'invalid-input' },
  },
  {
    id: 'segment-invalid-number',
    name: 'Non-finite number',
    note: 'A NaN endpoint is invalid input.',
    input: {
      center: { x: 0, y: 5 },
      radius: 1,
      velocity: { x: 0, y: -8 },
      a: { x: Number.NaN, y: 0 },
      b: B,
    },
    expected: { kind: 'invalid-input' },
  },
];

export const circlesFixtures: readonly TimeOfImpactFixture<CirclesInput>[] = [
  {
    id: 'circles-head-on',
    name: 'Head-on',
    note: 'Two circles meet halfway; the contact point lies on B at time t.',
    input: {
      a: { center: { x: -6, y: 0 }, radius: 2, velocity: { x: 8, y: 0 } },
      b: { center: { x: 6, y: 0 }, radius: 2, velocity: { x: -8, y: 0 } },
    },
    expected: { kind: 'hit', t: 0.5, point: { x: 0, y: 0 }, normal: { x: -1, y: 0 } },
  },
  {
    id: 'circles-chase',
    name: 'Catching up at t = 1',
    note: 'Same direction, A faster: only the relative motion counts; contact exactly at t = 1.',
    input: {
      a: { center: { x: -6, y: 0 }, radius: 1, velocity: { x: 8, y: 0 } },
      b: { center: { x: 0, y: 0 }, radius: 1, velocity: { x: 4, y: 0 } },
    },
    expected: { kind: 'hit', t: 1, point: { x: 3, y: 0 }, normal: { x: -1, y: 0 } },
  },
  {
    id: 'circles-static-target',
    name: 'Moving into a resting circle',
    note: 'B at rest: the point case with the combined radius; irrational t = (5 − √3)/8.',
    input: {
      a: { center: { x: -5, y: 1 }, radius: 1, velocity: { x: 8, y: 0 } },
      b: { center: { x: 0, y: 0 }, radius: 1, velocity: { x: 0, y: 0 } },
    },
    expected: {
      kind: 'hit',
      t: (5 - SQRT3) / 8,
      point: { x: -SQRT3 / 2, y: 0.5 },
      normal: { x: -SQRT3 / 2, y: 0.5 },
    },
  },
  {
    id: 'circles-grazing',
    name: 'Grazing',
    note: 'The circles touch and pass: a double root, still a hit.',
    input: {
      a: { center: { x: -4, y: 2 }, radius: 1, velocity: { x: 4, y: 0 } },
      b: { center: { x: 4, y: 0 }, radius: 1, velocity: { x: -4, y: 0 } },
    },
    expected: { kind: 'hit', t: 1, point: { x: 0, y: 1 }, normal: { x: 0, y: 1 } },
  },
  {
    id: 'circles-at-angle',
    name: 'Meeting at an angle',
    note: 'A climbs while B runs left: relative motion (8, 6), combined radius 3, contact at t = 1/2.',
    input: {
      a: { center: { x: -4, y: -3 }, radius: 1, velocity: { x: 4, y: 6 } },
      b: { center: { x: 3, y: 0 }, radius: 2, velocity: { x: -4, y: 0 } },
    },
    expected: { kind: 'hit', t: 0.5, point: { x: -1, y: 0 }, normal: { x: -1, y: 0 } },
  },
  {
    id: 'circles-penetrating',
    name: 'Overlapping, approaching',
    note: 'Already overlapping and closing in: penetrating at t = 0.',
    input: {
      a: { center: { x: -1, y: 0 }, radius: 2, velocity: { x: 1, y: 0 } },
      b: { center: { x: 1, y: 0 }, radius: 1, velocity: { x: 0, y: 0 } },
    },
    expected: { kind: 'penetrating', t: 0, point: { x: 0, y: 0 }, normal: { x: -1, y: 0 } },
  },
  {
    id: 'circles-separating',
    name: 'Overlapping, moving apart',
    note: 'Overlapping but drifting apart: separating.',
    input: {
      a: { center: { x: -1, y: 0 }, radius: 2, velocity: { x: -1, y: 0 } },
      b: { center: { x: 1, y: 0 }, radius: 1, velocity: { x: 1, y: 0 } },
    },
    expected: { kind: 'miss', reason: 'separating' },
  },
  {
    id: 'circles-same-velocity',
    name: 'Moving together',
    note: 'Equal velocities: no relative motion, so no-motion.',
    input: {
      a: { center: { x: -6, y: 0 }, radius: 1, velocity: { x: 3, y: 2 } },
      b: { center: { x: 0, y: 0 }, radius: 1, velocity: { x: 3, y: 2 } },
    },
    expected: { kind: 'miss', reason: 'no-motion' },
  },
  {
    id: 'circles-miss',
    name: 'Passing',
    note: 'The relative path stays farther apart than the combined radius.',
    input: {
      a: { center: { x: -6, y: 3 }, radius: 1, velocity: { x: 6, y: 0 } },
      b: { center: { x: 6, y: 0 }, radius: 1, velocity: { x: -6, y: 0 } },
    },
    expected: { kind: 'miss', reason: 'no-contact' },
  },
  {
    id: 'circles-points',
    name: 'Two points',
    note: 'Radii 0: the points meet; the normal is the limit −v/|v| of the relative motion.',
    input: {
      a: { center: { x: -4, y: -4 }, radius: 0, velocity: { x: 4, y: 4 } },
      b: { center: { x: 0, y: 0 }, radius: 0, velocity: { x: -4, y: -4 } },
    },
    expected: {
      kind: 'hit',
      t: 0.5,
      point: { x: -2, y: -2 },
      normal: { x: -HALF_SQRT2, y: -HALF_SQRT2 },
    },
  },
  {
    id: 'circles-invalid',
    name: 'Negative radius',
    note: 'A negative radius on either circle is invalid input.',
    input: {
      a: { center: { x: -6, y: 0 }, radius: 1, velocity: { x: 8, y: 0 } },
      b: { center: { x: 6, y: 0 }, radius: -2, velocity: { x: -8, y: 0 } },
    },
    expected: { kind: 'invalid-input' },
  },
];
