/**
 * The segment-vs-sphere figure in the registry. Its presets are the geometry core's fixtures for
 * intersectSegmentSphere (every kind and reason of algorithms.md §6, tangents, endpoints on the
 * sphere, point segments, a zero and a negative radius), which the tests also assert.
 */
import { segmentSphereFixtures } from '../../geometry/fixtures';
import type { FigureMeta } from '../../kit/figure/model';

export const spherePresets = segmentSphereFixtures;

export const sphereMeta = {
  name: 'segment-vs-sphere',
  algorithm: 'intersectSegmentSphere',
  title: 'Segment vs sphere',
  article: '/articles/segment-vs-sphere/',
  presets: spherePresets,
} as const satisfies FigureMeta<(typeof spherePresets)[number]>;
