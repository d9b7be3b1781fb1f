/** Ray vs segment: the article's figure itself (scene, panels, toggles), as a playground pair. */
import { RayVsSegmentFigure } from '../../ray-vs-segment/RayVsSegmentFigure';
import { definePairFigure } from '../pair-figure';

export const RaySegmentPair = definePairFigure('ray.segment', RayVsSegmentFigure.definition);
