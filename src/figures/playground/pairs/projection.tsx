/** A still point vs a still segment: the projection article's figure (s in [0, 1], distance 0). */
import { PointOnLineFigure } from '../../point-on-line/PointOnLineFigure';
import { definePairFigure } from '../pair-figure';

export const ProjectionPair = definePairFigure('point.segment', PointOnLineFigure.definition);
