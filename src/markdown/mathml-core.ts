/**
 * KaTeX's MathML, adapted to MathML Core — the part of MathML that every current browser renders
 * (Chromium since 109, Firefox, Safari).
 *
 * Every formula on the site is MathML only: the browser lays it out, screen readers read it, and
 * a page carries about half the elements and a third of the bytes of KaTeX's HTML rendering
 * (measured on the moving-segment article: 6,412 elements and 188 KB for its formulas, against
 * 10,526 and 436 KB as HTML, or 14,472 and 534 KB as HTML plus MathML).
 *
 * KaTeX writes full MathML; two of its habits fall outside Core:
 *
 * - `mathvariant` other than `normal` (`\mathbf`, `\boldsymbol`, `\mathbb`, `\mathcal`, …). Core
 *   styles letters by their Unicode code points instead (U+1D400–1D7FF, "Mathematical
 *   Alphanumeric Symbols"), so a token whose every character has such a form is rewritten to it
 *   and loses the attribute. Anything else keeps the attribute, which the site's stylesheet turns
 *   into bold or italic type (`src/styles/math.css`); so does text (`mtext`), which screen readers
 *   should read as words, not as "bold h, bold e, …".
 * - `columnalign`, `rowspacing` and `columnspacing` on `mtable` (the `aligned` and `cases`
 *   environments): handled by the stylesheet too, by attribute selectors.
 *
 * And one habit of MathML itself: it spaces an operator by its place in its row, so the minus
 * of `= -b` or `(-b` gets the spacing of a binary minus. TeX knows that a binary operator after a
 * relation, an opening bracket, punctuation or another operator is a sign; `toMathmlCore` says
 * so explicitly (`lspace` and `rspace` 0), as TeX would set it.
 */

/** The styles KaTeX writes as `mathvariant` that have their own Unicode letters. */
type Variant =
  | 'bold'
  | 'italic'
  | 'bold-italic'
  | 'script'
  | 'fraktur'
  | 'double-struck'
  | 'sans-serif'
  | 'bold-sans-serif'
  | 'sans-serif-italic'
  | 'monospace';

/**
 * Where each style's block starts: capital A, small a, digit 0, capital Alpha (each `undefined`
 * where Unicode has no such letters, e.g. no script digits). Small Greek follows capital Greek
 * 26 code points later, as in every style of the block.
 */
const STARTS: Record<
  Variant,
  {
    latin: number;
    small: number;
    digit: number | undefined;
    greek: number | undefined;
  }
> = {
  bold: { latin: 0x1d400, small: 0x1d41a, digit: 0x1d7ce, greek: 0x1d6a8 },
  italic: { latin: 0x1d434, small: 0x1d44e, digit: undefined, greek: 0x1d6e2 },
  'bold-italic': { latin: 0x1d468, small: 0x1d482, digit: undefined, greek: 0x1d71c },
  script: { latin: 0x1d49c, small: 0x1d4b6, digit: undefined, greek: undefined },
  fraktur: { latin: 0x1d504, small: 0x1d51e, digit: undefined, greek: undefined },
  'double-struck': { latin: 0x1d538, small: 0x1d552, digit: 0x1d7d8, greek: undefined },
  'sans-serif': { latin: 0x1d5a0, small: 0x1d5ba, digit: 0x1d7e2, greek: undefined },
  'bold-sans-serif': { latin: 0x1d5d4, small: 0x1d5ee, digit: 0x1d7ec, greek: 0x1d756 },
  'sans-serif-italic': { latin: 0x1d608, small: 0x1d622, digit: undefined, greek: undefined },
  monospace: { latin: 0x1d670, small: 0x1d68a, digit: 0x1d7f6, greek: undefined },
};

/**
 * Letters that Unicode had encoded before the block (in Letterlike Symbols): the block leaves
 * their places empty, and the older code point is the one to use.
 */
const HOLES: Partial<Record<Variant, Record<string, number>>> = {
  italic: { h: 0x210e },
  script: {
    B: 0x212c,
    E: 0x2130,
    F: 0x2131,
    H: 0x210b,
    I: 0x2110,
    L: 0x2112,
    M: 0x2133,
    R: 0x211b,
    e: 0x212f,
    g: 0x210a,
    o: 0x2134,
  },
  fraktur: { C: 0x212d, H: 0x210c, I: 0x2111, R: 0x211c, Z: 0x2128 },
  'double-struck': {
    C: 0x2102,
    H: 0x210d,
    N: 0x2115,
    P: 0x2119,
    Q: 0x211a,
    R: 0x211d,
    Z: 0x2124,
  },
};

/** Greek letters in the order of the block: Α–Ω (with the gap at U+03A2), then α–ω. */
const GREEK_CAPITAL_ALPHA = 0x391;
const GREEK_CAPITAL_OMEGA = 0x3a9;
const GREEK_SMALL_ALPHA = 0x3b1;
const GREEK_SMALL_OMEGA = 0x3c9;

function isVariant(name: string): name is Variant {
  return Object.hasOwn(STARTS, name);
}

/** The styled code point of one character, or undefined when Unicode has none. */
function styledCodePoint(char: string, variant: Variant): number | undefined {
  const hole = HOLES[variant]?.[char];
  if (hole !== undefined) return hole;
  const code = char.codePointAt(0)!;
  const start = STARTS[variant];
  if (code >= 0x41 && code <= 0x5a) return start.latin + (code - 0x41);
  if (code >= 0x61 && code <= 0x7a) return start.small + (code - 0x61);
  if (code >= 0x30 && code <= 0x39) {
    return start.digit === undefined ? undefined : start.digit + (code - 0x30);
  }
  if (start.greek === undefined) return undefined;
  if (code >= GREEK_CAPITAL_ALPHA && code <= GREEK_CAPITAL_OMEGA && code !== 0x3a2) {
    return start.greek + (code - GREEK_CAPITAL_ALPHA);
  }
  if (code >= GREEK_SMALL_ALPHA && code <= GREEK_SMALL_OMEGA) {
    return start.greek + 26 + (code - GREEK_SMALL_ALPHA);
  }
  return undefined;
}

/**
 * The text in the given style's Unicode letters, or undefined when some character has no styled
 * form (then the caller keeps `mathvariant` and the stylesheet approximates it).
 */
export function styledText(text: string, variant: string): string | undefined {
  if (!isVariant(variant) || text.length === 0) return undefined;
  let result = '';
  for (const char of text) {
    const code = styledCodePoint(char, variant);
    if (code === undefined) return undefined;
    result += String.fromCodePoint(code);
  }
  return result;
}

/**
 * An identifier or number with a `mathvariant` and plain text inside (KaTeX escapes `&`, `<` and
 * `>` in text, and writes no markup inside token elements). Text with an entity is left alone.
 */
const STYLED_TOKEN = /<(mi|mn)([^>]*?) mathvariant="([a-z-]+)"([^>]*)>([^<&]*)<\/\1>/g;

/** Operators that TeX sets as a sign, unspaced, where no operand precedes them. */
const SIGNS = new Set(['+', '−', '±', '∓']);

/**
 * Operators after which a sign is unary: relations, opening brackets, punctuation and binary
 * operators (KaTeX escapes `<` and `>`).
 */
const BEFORE_A_SIGN = new Set([
  ...'=≠≈≡∼≃≤≥≪≫∈∉∋⊂⊃⊆⊇→←↔⇒⇐⇔⟹⟸⟺↦:≔',
  '&lt;',
  '&gt;',
  ...'([{⟨⌊⌈',
  ...',;',
  ...'+−±∓×⋅∗∘/÷',
]);

/** Every `<mo>`, with its attributes and text. */
const OPERATOR = /<mo(\s[^>]*)?>([^<]*)<\/mo>/g;

/** Marks each sign that directly follows an operator of BEFORE_A_SIGN as unary (see above). */
function unspacedSigns(markup: string): string {
  let result = '';
  let copied = 0;
  let previousEnd = -1;
  let previousText = '';
  for (const match of markup.matchAll(OPERATOR)) {
    const [token, attributes = '', text = ''] = match;
    const start = match.index;
    const isSign =
      SIGNS.has(text) &&
      start === previousEnd &&
      BEFORE_A_SIGN.has(previousText) &&
      !attributes.includes('space=');
    if (isSign) {
      result += `${markup.slice(copied, start)}<mo${attributes} lspace="0em" rspace="0em">${text}</mo>`;
      copied = start + token.length;
    }
    previousEnd = start + token.length;
    previousText = text;
  }
  return result + markup.slice(copied);
}

/**
 * KaTeX's MathML markup for MathML Core: styled identifiers and numbers in Unicode letters, and
 * signs unspaced (see above).
 */
export function toMathmlCore(markup: string): string {
  const styled = markup.replace(
    STYLED_TOKEN,
    (token, tag: string, before: string, variant: string, after: string, text: string) => {
      const letters = styledText(text, variant);
      if (letters === undefined) return token;
      return `<${tag}${before}${after}>${letters}</${tag}>`;
    },
  );
  return unspacedSigns(styled);
}
