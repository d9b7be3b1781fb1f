/**
 * Every registered figure, by name: plain metadata (no React), read at build time by the home
 * page's gallery, the `/embed/<figure>/` routes, the content schema (an article's `figure:` must be
 * one of these names) and the generated browser contract (tests/e2e/figures-contract.spec.ts).
 * It never reaches a client bundle: each figure's component imports only its own `meta.ts`.
 *
 * Adding a figure: its folder with `meta.ts` and the component, one line here, one thumbnail in
 * `thumbnails.tsx` and one branch in the embed page (the types and a unit test point at each).
 */
import { playgroundMeta } from './playground/meta';
import { toiMeta } from './circle-time-of-impact/meta';
import { projectionMeta } from './point-on-line/meta';
import { quadraticMeta } from './quadratic-roots/meta';
import { rayMeta } from './ray-vs-segment/meta';
import { sweepMeta } from './segment-sweeps-point/meta';
import { rectMeta } from './segment-vs-rect/meta';
import { sphereMeta } from './segment-vs-sphere/meta';
import { pairMeta } from './sphere-vs-sphere/meta';

export const figures = [
  quadraticMeta,
  sweepMeta,
  toiMeta,
  rayMeta,
  projectionMeta,
  rectMeta,
  sphereMeta,
  pairMeta,
  playgroundMeta,
] as const;

export type RegisteredFigure = (typeof figures)[number];
export type FigureName = RegisteredFigure['name'];

export const figureNames = figures.map((figure) => figure.name) as [FigureName, ...FigureName[]];

/** The figure of that name (a name from the registry's own type is always found). */
export function figureByName(name: FigureName): RegisteredFigure {
  const found = figures.find((figure) => figure.name === name);
  if (found === undefined) throw new Error(`figureByName: no figure named "${name}"`);
  return found;
}
