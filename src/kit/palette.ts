/**
 * Colour as text. The figure palette (global.css `--fig-*`) is tuned for strokes and marks, which
 * need 3:1 against the background; a 13 px label needs 4.5:1, which orange (4.08:1 on white), sky
 * blue (3.89:1) and vermillion (4.25:1 on the soft background) miss. Each of those has a darker
 * text shade of the same hue (`--fig-*-text`, the same colour in the dark theme), which the
 * formulas already use; a label drawn in a palette colour takes that shade, so a symbol keeps one
 * hue in the scene, the prose and the formula.
 */

const TEXT_SHADES: ReadonlyMap<string, string> = new Map([
  ['var(--fig-orange)', 'var(--fig-orange-text)'],
  ['var(--fig-sky)', 'var(--fig-sky-text)'],
  ['var(--fig-vermillion)', 'var(--fig-vermillion-text)'],
]);

/** The colour to draw text in for a colour of the palette (any other colour is returned as is). */
export function textShade(color: string): string {
  return TEXT_SHADES.get(color) ?? color;
}
