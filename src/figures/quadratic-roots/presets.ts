/**
 * The preset menu of the quadratic figure: the geometry core's fixtures for solveQuadratic, by
 * name. The same fixtures are asserted by the unit tests and, through this menu, the browser tests.
 */
import { quadraticFixtures } from '../../geometry/quadratic.fixtures';

export type QuadraticPreset = {
  readonly id: string;
  readonly name: string;
  readonly note: string;
  readonly input: { readonly a: number; readonly b: number; readonly c: number };
  readonly expected: { readonly kind: string };
};

export const quadraticPresets: readonly QuadraticPreset[] = quadraticFixtures;
