/** A moving point vs a moving segment (and either held still): the sweep article's figure. */
import { SegmentSweepsPointFigure } from '../../segment-sweeps-point/SegmentSweepsPointFigure';
import { definePairFigure } from '../pair-figure';

export const SweepPair = definePairFigure(
  'moving-point.moving-segment',
  SegmentSweepsPointFigure.definition,
);
