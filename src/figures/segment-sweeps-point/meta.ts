/**
 * The sweep figure in the registry. Its presets are the geometry core's fixtures for
 * sweepSegmentPoint (every case, miss reason and flag of algorithms.md §2 plus the source's
 * animation presets), which the unit tests and the browser contract also assert.
 */
import { sweepSegmentPointFixtures } from '../../geometry/fixtures';
import type { FigureMeta } from '../../kit/figure/model';

export const sweepPresets = sweepSegmentPointFixtures;

export const sweepMeta = {
  name: 'segment-sweeps-point',
  algorithm: 'sweepSegmentPoint',
  title: 'Moving segment vs moving point',
  article: '/articles/moving-segment-vs-point/',
  presets: sweepPresets,
} as const satisfies FigureMeta<(typeof sweepPresets)[number]>;
