/**
 * Named cases of `intersectSpheres`: every kind, both orders of an internal tangency, spheres of
 * radius 0 (which settle the order of the tests), a diagonal in space, and the source's meteor
 * preset. Figures offer them as presets; the tests assert every one.
 */

import type { SpheresInput, SpheresResult } from './spheres';

export type SpheresFixture = {
  readonly id: string;
  readonly name: string;
  readonly note: string;
  readonly input: SpheresInput;
  readonly expected: SpheresResult;
};

const p = (x: number, y: number, z = 0) => ({ x, y, z });
const sphere = (center: { x: number; y: number; z: number }, radius: number) => ({
  center,
  radius,
});
const ORIGIN = p(0, 0);
const X = p(1, 0);
const MINUS_X = p(-1, 0);

export const spheresFixtures: readonly SpheresFixture[] = [
  {
    id: 'meteor-impact',
    name: 'Meteor impact (the source’s example)',
    note: 'A meteor of radius 3 sinks into a planet of radius 6: the crater rim is the circle of intersection.',
    input: { a: sphere(ORIGIN, 6), b: sphere(p(5, 5), 3) },
    expected: {
      kind: 'circle',
      center: p(3.85, 3.85),
      radius: Math.sqrt(1271 / 200),
      normal: p(Math.SQRT1_2, Math.SQRT1_2),
    },
  },
  {
    id: 'circle',
    name: 'Circle',
    note: 'Equal radii 5 at distance 6: the plane is halfway, x = 3, and the radius is √(25 − 9) = 4.',
    input: { a: sphere(ORIGIN, 5), b: sphere(p(6, 0), 5) },
    expected: { kind: 'circle', center: p(3, 0), radius: 4, normal: X },
  },
  {
    id: 'circle-through-center',
    name: 'Circle around the smaller centre',
    note: 'x = (d² − r2² + r1²)/(2d) = (9 − 16 + 25)/6 = 3: the circle’s plane passes through b’s centre.',
    input: { a: sphere(ORIGIN, 5), b: sphere(p(3, 0), 4) },
    expected: { kind: 'circle', center: p(3, 0), radius: 4, normal: X },
  },
  {
    id: 'circle-diagonal',
    name: 'Circle in space',
    note: 'Unit spheres at (1, 1, 1) and the origin: the normal points from a to b, along −(1, 1, 1).',
    input: { a: sphere(p(1, 1, 1), 1), b: sphere(ORIGIN, 1) },
    expected: {
      kind: 'circle',
      center: p(0.5, 0.5, 0.5),
      radius: 0.5,
      normal: p(-1 / Math.sqrt(3), -1 / Math.sqrt(3), -1 / Math.sqrt(3)),
    },
  },
  {
    id: 'separate',
    name: 'Separate',
    note: 'd = 6 is more than r1 + r2 = 5: the spheres do not meet.',
    input: { a: sphere(ORIGIN, 2), b: sphere(p(6, 0), 3) },
    expected: { kind: 'separate' },
  },
  {
    id: 'external-tangent',
    name: 'Touching from outside',
    note: 'd = r1 + r2 exactly: a single point, reported as a circle of radius 0.',
    input: { a: sphere(ORIGIN, 2), b: sphere(p(5, 0), 3) },
    expected: { kind: 'external-tangent', center: p(2, 0), radius: 0, normal: X },
  },
  {
    id: 'external-tangent-space',
    name: 'Touching from outside, in space',
    note: 'Centres 7 apart along (2, 3, 6), radii 1 and 6: the point is one seventh of the way.',
    input: { a: sphere(ORIGIN, 1), b: sphere(p(2, 3, 6), 6) },
    expected: {
      kind: 'external-tangent',
      center: p(2 / 7, 3 / 7, 6 / 7),
      radius: 0,
      normal: p(2 / 7, 3 / 7, 6 / 7),
    },
  },
  {
    id: 'contained',
    name: 'One inside the other',
    note: 'd = 1 is less than r1 − r2 = 3: the small ball floats inside the large one, surfaces apart.',
    input: { a: sphere(ORIGIN, 5), b: sphere(p(1, 0), 2) },
    expected: { kind: 'contained' },
  },
  {
    id: 'concentric',
    name: 'Concentric, different radii',
    note: 'Same centre (d = 0) but different radii: contained, not coincident.',
    input: { a: sphere(ORIGIN, 5), b: sphere(ORIGIN, 2) },
    expected: { kind: 'contained' },
  },
  {
    id: 'internal-tangent',
    name: 'Touching from inside',
    note: 'd = r1 − r2 = 3: the small sphere touches the large one from inside at (5, 0, 0).',
    input: { a: sphere(ORIGIN, 5), b: sphere(p(3, 0), 2) },
    expected: { kind: 'internal-tangent', center: p(5, 0), radius: 0, normal: X },
  },
  {
    id: 'internal-tangent-swapped',
    name: 'Touching from inside, small sphere first',
    note: 'The same pair swapped: the point is unchanged and the normal flips.',
    input: { a: sphere(p(3, 0), 2), b: sphere(ORIGIN, 5) },
    expected: { kind: 'internal-tangent', center: p(5, 0), radius: 0, normal: MINUS_X },
  },
  {
    id: 'coincident',
    name: 'Coincident',
    note: 'Same centre and radius: every point of the surface is shared, so no single circle.',
    input: { a: sphere(p(1, 2, 3), 4), b: sphere(p(1, 2, 3), 4) },
    expected: { kind: 'coincident' },
  },
  {
    id: 'coincident-points',
    name: 'Two equal points',
    note: 'Two zero-radius spheres at the same place are coincident, tested before anything else.',
    input: { a: sphere(p(1, 1, 1), 0), b: sphere(p(1, 1, 1), 0) },
    expected: { kind: 'coincident' },
  },
  {
    id: 'point-on-sphere',
    name: 'A point on the sphere',
    note: 'A zero-radius sphere on the other’s surface meets both tangency tests; the order makes it external.',
    input: { a: sphere(p(5, 0), 0), b: sphere(ORIGIN, 5) },
    expected: { kind: 'external-tangent', center: p(5, 0), radius: 0, normal: MINUS_X },
  },
  {
    id: 'point-inside-sphere',
    name: 'A point inside the sphere',
    note: 'A zero-radius sphere strictly inside the other: contained.',
    input: { a: sphere(p(1, 0), 0), b: sphere(ORIGIN, 5) },
    expected: { kind: 'contained' },
  },
  {
    id: 'point-outside-sphere',
    name: 'A point outside the sphere',
    note: 'A zero-radius sphere beyond the other’s surface: separate.',
    input: { a: sphere(p(7, 0), 0), b: sphere(ORIGIN, 5) },
    expected: { kind: 'separate' },
  },
  {
    id: 'invalid-negative-radius',
    name: 'Invalid: negative radius',
    note: 'A negative radius describes no sphere: the input is rejected.',
    input: { a: sphere(ORIGIN, -1), b: sphere(p(3, 0), 2) },
    expected: { kind: 'invalid-input' },
  },
];
