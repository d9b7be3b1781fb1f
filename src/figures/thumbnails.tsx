/**
 * Static thumbnails for the home page's gallery: each figure's default state as plain SVG, rendered
 * at build time (no JavaScript). Keyed by the figure's name (`data-figure`), which an article's
 * front matter names in its `figure` field. Each thumbnail reuses its figure's scene without the
 * handles, so the gallery always shows what the figure really draws.
 */
import type { ComponentType } from 'react';
import { QuadraticScene, solveFor } from './quadratic-roots/QuadraticScene';
import {
  DEFAULT_STATE as QUADRATIC_DEFAULT,
  FIGURE_NAME as QUADRATIC_NAME,
} from './quadratic-roots/state';
import { sweepSegmentPoint } from '../geometry';
import { rootsOf } from './segment-sweeps-point/model';
import { SweepScene } from './segment-sweeps-point/SweepScene';
import {
  DEFAULT_STATE as SWEEP_DEFAULT,
  FIGURE_NAME as SWEEP_NAME,
  inputOf,
} from './segment-sweeps-point/state';
import '../kit/kit.css';
import './figures.css';

function QuadraticThumbnail() {
  return (
    <QuadraticScene
      state={QUADRATIC_DEFAULT}
      result={solveFor(QUADRATIC_DEFAULT)}
      layers={{ grid: true, axes: false, curve: true, roots: true, handles: false }}
    />
  );
}

function SweepThumbnail() {
  const input = inputOf(SWEEP_DEFAULT);
  const result = sweepSegmentPoint(input);
  return (
    <SweepScene
      input={input}
      t={SWEEP_DEFAULT.t}
      result={result}
      roots={rootsOf(input, result)}
      view={{ xMin: -4.25, xMax: 4.25, yMin: -3.25, yMax: 3.25 }}
      layers={{
        grid: true,
        axes: false,
        ends: true,
        paths: true,
        ghosts: true,
        scene: true,
        hits: true,
        handles: false,
      }}
    />
  );
}

export const thumbnails: Readonly<Record<string, ComponentType>> = {
  [QUADRATIC_NAME]: QuadraticThumbnail,
  [SWEEP_NAME]: SweepThumbnail,
};
