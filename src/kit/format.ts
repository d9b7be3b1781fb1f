/**
 * Number formatting for labels, announcements and the live numbers of derivations. One place, so a
 * number reads the same in the picture, the case label and the derivation.
 */

/** The typographic minus: screen readers say "minus" and it lines up with the plus sign. */
const MINUS = '\u2212';

/**
 * A short decimal: at most `decimals` places, trailing zeros dropped, −0 shown as 0, and a real
 * minus sign. Very large or very small magnitudes switch to scientific notation so a label never
 * grows past a few characters.
 */
export function formatNumber(value: number, decimals = 2): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : `${MINUS}∞`;
  const magnitude = Math.abs(value);
  let text: string;
  if (magnitude !== 0 && (magnitude >= 1e6 || magnitude < 10 ** -decimals / 2)) {
    const [mantissa = '0', exponent = '0'] = magnitude.toExponential(decimals).split('e');
    text = `${trimZeros(mantissa)}e${exponent.replace('+', '')}`;
  } else {
    text = trimZeros(magnitude.toFixed(decimals));
  }
  if (text === '0') return '0';
  return value < 0 ? `${MINUS}${text.replace('-', MINUS)}` : text.replace('-', MINUS);
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** "(1, −2)": a point for labels and accessible names. */
export function formatPoint(p: { readonly x: number; readonly y: number }, decimals = 2): string {
  return `(${formatNumber(p.x, decimals)}, ${formatNumber(p.y, decimals)})`;
}

/** Superscript forms of the characters an exponent can hold. */
const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  [MINUS]: '⁻',
};

/**
 * A number as it reads in typeset math, for the live slots of a derivation: like formatNumber,
 * but scientific notation is written `1.5 × 10⁻⁸` (Unicode superscripts, so it stays plain text
 * a screen reader can read and React can render without KaTeX).
 */
export function mathNumber(value: number, decimals = 3): string {
  const text = formatNumber(value, decimals);
  const match = /^(\u2212?)([\d.]+)e(\u2212?\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', mantissa = '', exponent = ''] = match;
  const power = `10${[...exponent].map((ch) => SUPERSCRIPT[ch] ?? ch).join('')}`;
  return mantissa === '1' ? `${sign}${power}` : `${sign}${mantissa} × ${power}`;
}

/** mathNumber in parentheses when negative, for products like `2 · (−3)`. */
export function mathFactor(value: number, decimals = 3): string {
  const text = mathNumber(value, decimals);
  return text.startsWith(MINUS) ? `(${text})` : text;
}
