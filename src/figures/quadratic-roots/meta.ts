/**
 * The quadratic figure in the registry. Its presets are the geometry core's fixtures for
 * solveQuadratic, which the unit tests and the browser contract also assert.
 */
import { quadraticFixtures } from '../../geometry/fixtures';
import type { FigureMeta } from '../../kit/figure/model';

export const quadraticPresets = quadraticFixtures;

export const quadraticMeta = {
  name: 'quadratic-roots',
  algorithm: 'solveQuadratic',
  title: 'Robust quadratic roots',
  article: '/articles/quadratic-roots/',
  presets: quadraticPresets,
} as const satisfies FigureMeta<(typeof quadraticPresets)[number]>;
