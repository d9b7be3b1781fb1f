/**
 * The segment-vs-rectangle figure in the registry. Its presets are the geometry core's fixtures
 * for clipSegmentRect (every kind, outside reason and flag of algorithms.md §3, the comment
 * thread's questions [A] and [B], degenerate rectangles, point segments), which the unit tests and
 * the browser contract also assert. The malformed rectangle is left out: a figure whose handles
 * keep min ≤ max cannot show it (the core's tests cover it).
 */
import { clipSegmentRectFixtures } from '../../geometry/fixtures';
import type { FigureMeta } from '../../kit/figure/model';

export const rectPresets = clipSegmentRectFixtures.filter(
  (fixture) => fixture.expected.kind !== 'invalid-input',
);

export const rectMeta = {
  name: 'segment-vs-rect',
  algorithm: 'clipSegmentRect',
  title: 'Segment vs rectangle (Liang–Barsky)',
  article: '/articles/segment-vs-rect/',
  presets: rectPresets,
} as const satisfies FigureMeta<(typeof rectPresets)[number]>;
