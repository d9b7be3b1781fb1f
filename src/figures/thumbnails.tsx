/**
 * Static thumbnails for the home page's gallery: each registered figure in a telling state as plain
 * SVG, rendered at build time (no JavaScript). Keyed by the figure's name, which an article's front
 * matter names in its `figure` field; the type asks for one per registered figure. Each thumbnail
 * reuses its figure's scene without the handles, so the gallery shows what the figure really draws.
 */
import type { ComponentType } from 'react';
import {
  clipSegmentRect,
  intersectRaySegment,
  intersectSegmentSphere,
  intersectSpheres,
  liangBarskyTable,
  projectPointOnLine,
  raySegmentProjections,
  solveQuadratic,
  sweepSegmentPoint,
  sweepSegmentPointRoots,
} from '../geometry';
import { ProjectionScene } from './point-on-line/ProjectionScene';
import { projectionModel } from './point-on-line/state';
import { ToiScene } from './circle-time-of-impact/CircleTimeOfImpactFigure';
import { computeToi, toiModel } from './circle-time-of-impact/state';
import { QuadraticScene } from './quadratic-roots/QuadraticScene';
import { quadraticModel } from './quadratic-roots/state';
import { RayScene } from './ray-vs-segment/RayScene';
import { rayModel } from './ray-vs-segment/state';
import { RectScene } from './segment-vs-rect/RectScene';
import { rectModel } from './segment-vs-rect/state';
import { SphereScene } from './segment-vs-sphere/SphereScene';
import { sphereModel } from './segment-vs-sphere/state';
import type { FigureName } from './registry';
import { PairScene } from './sphere-vs-sphere/PairScene';
import { pairModel } from './sphere-vs-sphere/state';
import { SweepScene } from './segment-sweeps-point/SweepScene';
import { sweepModel } from './segment-sweeps-point/state';
import '../kit/kit.css';
import './figures.css';

function QuadraticThumbnail() {
  const { a, b, c } = quadraticModel.inputOf(quadraticModel.initial);
  return (
    <QuadraticScene
      coefficients={{ a, b, c }}
      result={solveQuadratic(a, b, c)}
      layers={{ grid: true, axes: false, curve: true, roots: true, handles: false }}
    />
  );
}

/**
 * Not the default state (Simple: a bar moving up, which says little at card size) but "Raise:
 * swept twice", whose ghosts show the segment turning and its two hits.
 */
const SWEEP_THUMBNAIL_PRESET = 'raise-two-hits';

function SweepThumbnail() {
  const state = sweepModel.applyPreset(sweepModel.initial, SWEEP_THUMBNAIL_PRESET);
  const input = sweepModel.inputOf(state);
  const result = { ...sweepSegmentPoint(input), roots: sweepSegmentPointRoots(input) };
  return (
    <SweepScene
      input={input}
      t={0.375}
      result={result}
      view={{ xMin: -6.5, xMax: 8.5, yMin: -5.25, yMax: 6.25 }}
      show={(layer) => !['axes', 'area', 'handles'].includes(layer)}
    />
  );
}

/** The circle running along the segment's line into the cap at A: the capsule, the ghost, the normal. */
function ToiThumbnail() {
  const state = toiModel.applyPreset(toiModel.initial, 'segment-cap-a');
  const input = toiModel.inputOf(state);
  return (
    <ToiScene
      state={state}
      input={input}
      result={computeToi(input)}
      update={() => {}}
      show={(layer) => layer !== 'handles'}
    />
  );
}

/** The slanted crossing: the ray's frame, the b and c bars and both similar triangles. */
function RayThumbnail() {
  const input = rayModel.inputOf(rayModel.applyPreset(rayModel.initial, 'crossing-slanted'));
  const result = { ...intersectRaySegment(input), projections: raySegmentProjections(input) };
  return (
    <RayScene
      input={input}
      result={result}
      cross={false}
      step={false}
      layers={{ grid: true, construction: true }}
    />
  );
}

/** "Beyond t": the foot past the segment's end, and the closest point clamped back to t. */
function ProjectionThumbnail() {
  const input = projectionModel.inputOf(
    projectionModel.applyPreset(projectionModel.initial, 'after'),
  );
  return <ProjectionScene input={input} result={projectPointOnLine(input)} grid />;
}

/** The default state, the gist's example: in through the left edge, out through the top. */
function RectThumbnail() {
  const input = rectModel.inputOf(rectModel.initial);
  return (
    <RectScene
      input={input}
      result={clipSegmentRect(input)}
      rows={liangBarskyTable(input)}
      yDown={false}
      show={(layer) => layer !== 'axes'}
    />
  );
}

/** The source's spell: the line through the ball, n, l and the two points, from above and aside. */
function SphereThumbnail() {
  const state = sphereModel.initial;
  const input = sphereModel.inputOf(state);
  return (
    <SphereScene
      input={input}
      result={intersectSegmentSphere(input)}
      orbit={state.orbit}
      ray={false}
      source={false}
    />
  );
}

/** The source's meteor: both balls, the triangle, x and the crater's circle, from above and aside. */
function PairThumbnail() {
  const state = pairModel.initial;
  const input = pairModel.inputOf(state);
  return (
    <PairScene input={input} result={intersectSpheres(input)} orbit={state.orbit} basis={false} />
  );
}

export const thumbnails: Readonly<Record<FigureName, ComponentType>> = {
  'quadratic-roots': QuadraticThumbnail,
  'segment-sweeps-point': SweepThumbnail,
  'circle-time-of-impact': ToiThumbnail,
  'ray-vs-segment': RayThumbnail,
  'point-on-line': ProjectionThumbnail,
  'segment-vs-rect': RectThumbnail,
  'segment-vs-sphere': SphereThumbnail,
  'sphere-vs-sphere': PairThumbnail,
  // The playground opens on ray vs segment.
  playground: RayThumbnail,
};
