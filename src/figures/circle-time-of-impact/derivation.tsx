/**
 * The figure's "The numbers" panel, loaded at the first change of the input (on-demand.ts): the
 * kit's live derivation of a time of impact reduced to a point (impact-derivation.ts), each target
 * as the point problem or the capsule. The problem also feeds the plot (plot.tsx).
 */
import { impactNumbers, impactRows } from '../../kit';
import { liveDerivationOf } from '../../kit/figure';
import type { ToiInput } from './state';

/** Every target as the point problem or the capsule: centre, motion, radius and the obstacle. */
export function problemOf(input: ToiInput) {
  const point = { relative: false, segment: null };
  if ('point' in input) return { ...input, ...point, q: input.point };
  if ('center' in input) return { ...input, q: input.a, relative: false, segment: input };
  // Two circles as the point problem in Q's frame (relativeCircle, inlined: the kit module is in
  // the figure's first chunk, and sharing it with this one would split it into a chunk of its own).
  const { a, b } = input;
  const velocity = { x: a.velocity.x - b.velocity.x, y: a.velocity.y - b.velocity.y };
  const relative = { center: a.center, velocity, radius: a.radius + b.radius, q: b.center };
  return { ...relative, relative: true, segment: null };
}

export const derivationNumbers = (input: ToiInput) => impactNumbers(problemOf(input));
export const derivationRows = impactRows;

export const DerivationPanel = liveDerivationOf((input: ToiInput) =>
  derivationRows(derivationNumbers(input)),
);
