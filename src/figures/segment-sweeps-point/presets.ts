/**
 * The preset menu of the sweep figure: the geometry core's fixtures for sweepSegmentPoint (every
 * case, miss reason and flag of algorithms.md §2 plus the source's animation presets). The same
 * fixtures are asserted by the unit tests and, through this menu, by the browser tests.
 */
import {
  sweepSegmentPointFixtures,
  type SweepFixture,
} from '../../geometry/sweep-segment-point.fixtures';

export type SweepPreset = SweepFixture;

export const sweepPresets: readonly SweepPreset[] = sweepSegmentPointFixtures;
