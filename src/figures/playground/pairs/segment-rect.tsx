/**
 * Segment vs rectangle, and a moving point vs a rectangle (its path P0P1 clipped by the box): the
 * Liang–Barsky article's figure itself, as two playground pairs.
 */
import { SegmentVsRectFigure } from '../../segment-vs-rect/SegmentVsRectFigure';
import { definePairFigure } from '../pair-figure';

export const SegmentRectPair = definePairFigure(
  'segment.rectangle',
  SegmentVsRectFigure.definition,
);
export const MovingPointRectPair = definePairFigure(
  'moving-point.rectangle',
  SegmentVsRectFigure.definition,
);
