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
