/**
 * The playground in the registry: it opens on the default pair, so its presets are that pair's;
 * `pairs` gives every live pair's presets (the core's fixtures for the pair's function), so the
 * oracle spec walks each pair, and `algorithms` every function the playground may name.
 */
import type { FigureMeta } from '../../kit/figure/model';
import { rayPresets } from '../ray-vs-segment/meta';
import { pairs, type Pair } from './pairs';
import { circlePresets, pathPresets } from './plane-presets';
import { circlePointPresets, circleSegmentPresets, movingCirclesPresets } from './toi-presets';
import { rectPresets } from '../segment-vs-rect/meta';
import { sweepPresets } from '../segment-sweeps-point/meta';
import { projectionPresets } from '../point-on-line/meta';

/** The presets of each live pair's function: the core's fixtures for it, shown in the plane. */
const presetsByFunction: Readonly<Record<string, FigureMeta['presets']>> = {
  intersectRaySegment: rayPresets,
  clipSegmentRect: rectPresets,
  sweepSegmentPoint: sweepPresets,
  projectPointOnLine: projectionPresets,
  intersectSpheres: circlePresets,
  intersectSegmentSphere: pathPresets,
  timeOfImpactCirclePoint: circlePointPresets,
  timeOfImpactCircleSegment: circleSegmentPresets,
  timeOfImpactCircles: movingCirclesPresets,
};

const live = pairs.filter((pair: Pair) => pair.status === 'live' && pair.fn in presetsByFunction);

export const playgroundMeta = {
  name: 'playground',
  algorithm: 'intersectRaySegment',
  algorithms: [...new Set(live.map((pair) => pair.fn))],
  title: 'Playground',
  article: '/playground/',
  presets: rayPresets,
  pairs: live.map((pair) => ({ id: pair.id, presets: presetsByFunction[pair.fn] ?? [] })),
} as const satisfies FigureMeta<(typeof rayPresets)[number]> & {
  readonly algorithms: readonly string[];
  readonly pairs: readonly { readonly id: string; readonly presets: FigureMeta['presets'] }[];
};
