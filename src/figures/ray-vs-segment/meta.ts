/**
 * The ray figure in the registry. Its presets are the geometry core's fixtures for
 * intersectRaySegment (every case and miss reason of algorithms.md §4, the notes' "behind"
 * warning, zero-length segments and the zero direction), which the tests also assert.
 */
import { intersectRaySegmentFixtures } from '../../geometry/fixtures';
import type { FigureMeta } from '../../kit/figure/model';

export const rayPresets = intersectRaySegmentFixtures;

export const rayMeta = {
  name: 'ray-vs-segment',
  algorithm: 'intersectRaySegment',
  title: 'Ray vs segment',
  article: '/articles/ray-vs-segment/',
  presets: rayPresets,
} as const satisfies FigureMeta<(typeof rayPresets)[number]>;
