/**
 * A linear scale: the one piece of d3-scale the figures use, as a few lines of code.
 *
 * Why not d3-scale's `scaleLinear`: it brings d3-interpolate, d3-color (with its table of CSS
 * colour names), d3-format and d3-array into the page for tick formatting and colour
 * interpolation the kit never uses — about 10 KB of gzip JavaScript before the reader does
 * anything, a tenth of the page budget. This scale has the same calling convention
 * (`scale(v)`, `scale.invert(px)`, `scale.domain()`, `scale.range()`), so layers read like d3 code.
 */

export type LinearScale = {
  /** Domain value → range value. */
  (value: number): number;
  /** Range value → domain value. */
  readonly invert: (value: number) => number;
  /** The domain as given. */
  readonly domain: () => readonly [number, number];
  /** The range as given. */
  readonly range: () => readonly [number, number];
};

/** Maps [d0, d1] onto [r0, r1] linearly (a zero-width domain maps everything to the range's middle). */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  const k = span === 0 ? 0 : (r1 - r0) / span;
  const scale = (value: number) => (span === 0 ? (r0 + r1) / 2 : r0 + (value - d0) * k);
  return Object.assign(scale, {
    invert: (value: number) => (k === 0 ? (d0 + d1) / 2 : d0 + (value - r0) / k),
    domain: () => domain,
    range: () => range,
  });
}

/**
 * An affine map of the plane, in the SVG/DOMMatrix convention: x' = a·x + c·y + e,
 * y' = b·x + d·y + f. The Stage's math → viewBox transform is one; a nested `<Transform>`
 * composes another onto it, and pointer positions go back through the inverse.
 */
export type Affine = {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly e: number;
  readonly f: number;
};

export const IDENTITY: Affine = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

/** `m` applied to (x, y). */
export function applyAffine(m: Affine, x: number, y: number): [number, number] {
  return [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
}

/** The inverse map, or `null` for a singular one (a frame squashed to a line). */
export function invertAffine(m: Affine): Affine | null {
  const det = m.a * m.d - m.b * m.c;
  if (det === 0 || !Number.isFinite(det)) return null;
  return {
    a: m.d / det,
    b: -m.b / det,
    c: -m.c / det,
    d: m.a / det,
    e: (m.c * m.f - m.d * m.e) / det,
    f: (m.b * m.e - m.a * m.f) / det,
  };
}
