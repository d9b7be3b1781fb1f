/**
 * The site's one way from TeX to the page: KaTeX at build time, MathML only, adapted to MathML
 * Core (see `mathml-core.ts` for why MathML alone). The articles' static formulas (through
 * `rehype-math.ts`) and the static pieces of the figures' live derivations (`LiveDerivation`, on
 * the server) both come from here, so a symbol looks the same in prose and in a figure. No KaTeX
 * reaches the browser.
 */
import katex from 'katex';
import coverage from './math-font-coverage.json';
import { styledText, toMathmlCore } from './mathml-core';
import { NOTATION_MACROS } from './notation';

export type TypesetOptions = {
  /** A display formula (its own centred block) rather than one inside a line of text. */
  readonly display: boolean;
  /**
   * What a TeX error does: 'throw' (the articles: a formula that cannot be typeset fails the
   * build) or 'show' (KaTeX writes the source in red in its place).
   */
  readonly onError: 'throw' | 'show';
};

/** The formula as MathML markup: `<span class="katex"><math>…</math></span>`. */
export function typesetTex(tex: string, { display, onError }: TypesetOptions): string {
  const markup = toMathmlCore(
    katex.renderToString(tex, {
      displayMode: display,
      output: 'mathml',
      throwOnError: onError === 'throw',
      // Unicode text and other non-LaTeX conveniences are fine on a web page.
      strict: 'ignore',
      // No \href, \url or \htmlClass: formulas never carry links or markup of their own.
      trust: false,
      // A copy: KaTeX adds a formula's own \gdef definitions to the object it is given.
      macros: { ...NOTATION_MACROS },
    }),
  );
  const missing = charactersMissingFromFont(markup);
  if (missing.length > 0) {
    throw new Error(
      `the formula ${tex} uses ${missing.map(describe).join(', ')}, which the site's math font ` +
        `does not have: add its Unicode block to scripts/fonts/subset-math-font.mjs and run ` +
        `npm run fonts`,
    );
  }
  return markup;
}

function describe(char: string): string {
  return `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

function isCovered(char: string): boolean {
  const code = char.codePointAt(0)!;
  return coverage.ranges.some(([from, to]) => from! <= code && code <= to!);
}

/**
 * The characters the browser will draw with the math font for this markup that the font's
 * subset lacks: the text of every token element (the TeX source in `<annotation>` is never
 * drawn), plus the italic letter that MathML Core draws for a one-letter identifier.
 */
export function charactersMissingFromFont(markup: string): string[] {
  const missing = new Set<string>();
  const drawn = markup.replace(/<annotation[\s\S]*?<\/annotation>/g, '');
  for (const [, tag, attributes, raw] of drawn.matchAll(
    /<(mi|mn|mo|mtext|ms)(\s[^>]*)?>([^<]*)<\/\1>/g,
  )) {
    const text = raw!.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name]!);
    const chars = [...text];
    const autoItalic = tag === 'mi' && chars.length === 1 && !attributes?.includes('mathvariant');
    for (const char of chars) {
      const italic = autoItalic ? styledText(char, 'italic') : undefined;
      for (const drawnChar of italic === undefined ? [char] : [char, italic]) {
        if (!isCovered(drawnChar)) missing.add(drawnChar);
      }
    }
  }
  return [...missing];
}
