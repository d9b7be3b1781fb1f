/**
 * Build-time syntax highlighting for the source listings: Shiki with GitHub's light and dark
 * themes, reshaped by one transformer so that long files stay light pages.
 *
 * - Every line is a block (`<span class="line">`) and the "\n" text nodes between lines are
 *   dropped, so a line can be hidden (the print cut), numbered by a CSS counter or highlighted as
 *   a whole. On the /source/ pages a line is its own anchor (`id="L120"`) and starts with a link
 *   to it (`href="#L120"`). (A block per line also keeps checkers linear: axe, for one, walks a
 *   link's whole enclosing block to decide whether it sits in running text.)
 * - Shiki writes both themes' colours inline on every token; here each colour pair becomes a short
 *   class, tokens in the default text colour lose their element altogether, and one small
 *   stylesheet per listing carries the colours, adjusted where a theme colour is below WCAG AA
 *   contrast on its background (GitHub's grey comments on the dark background, orange
 *   parameters on white).
 */
import { createHighlighter, type ShikiTransformer } from 'shiki';
import type { Element, ElementContent } from 'hast';

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
type Scheme = keyof typeof THEMES;

/** WCAG AA for normal text. */
const MINIMUM_CONTRAST = 4.5;

/** Background of the line an address points at (`#L120`), and the bar that marks it. */
const TARGET_BACKGROUND: Record<Scheme, string> = { light: '#fff5b1', dark: '#3d3a21' };
const TARGET_MARK: Record<Scheme, string> = { light: '#bf8700', dark: '#e3b341' };
/** Line numbers: quieter than the code, still readable. */
const LINE_NUMBER: Record<Scheme, string> = { light: '#6e7781', dark: '#8b949e' };

export interface HighlightOptions {
  /** The number of the first line in its file (listings of a piece keep the file's numbers). */
  readonly firstLine: number;
  /** A link per line to its own anchor (`#L<n>`), for the /source/ pages; else a CSS counter. */
  readonly lineLinks: boolean;
  /** Accessible name of the listing, a focusable scroll region. */
  readonly label: string;
}

export interface HighlightedCode {
  /** A `<pre class="listing">`, ready for `set:html`. */
  readonly html: string;
  /** The colours of exactly the classes that `html` uses, light and dark. */
  readonly css: string;
}

/** CSS declarations for one scheme, e.g. { color: '#d73a49', 'font-style': 'italic' }. */
type Declarations = Record<string, string>;
interface TokenStyle {
  readonly className: string;
  readonly light: Declarations;
  readonly dark: Declarations;
}

// ---------------------------------------------------------------------------------------------
// Contrast (WCAG 2.x relative luminance)

function channels(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full =
    digits.length === 3
      ? [...digits].map((digit) => digit + digit).join('')
      : digits.slice(0, 6).padEnd(6, '0');
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * `color` itself when it reaches `minimum` contrast on every background, else the first mix of it
 * towards black (light backgrounds) or white (dark ones), in steps of 2 %, that does: the hue stays,
 * only the lightness moves as little as needed.
 */
export function readableOn(
  color: string,
  backgrounds: readonly string[],
  minimum = MINIMUM_CONTRAST,
): string {
  const worst = (candidate: string) =>
    Math.min(...backgrounds.map((background) => contrastRatio(candidate, background)));
  if (worst(color) >= minimum) return color.toLowerCase();
  const darkBackground =
    backgrounds.reduce((sum, background) => sum + luminance(background), 0) / backgrounds.length <
    0.18;
  const towards = darkBackground ? 255 : 0;
  const rgb = channels(color);
  for (let step = 1; step <= 50; step += 1) {
    const weight = step / 50;
    const candidate = toHex(rgb.map((value) => value + (towards - value) * weight));
    if (worst(candidate) >= minimum) return candidate;
  }
  return darkBackground ? '#ffffff' : '#000000';
}

// ---------------------------------------------------------------------------------------------
// Shiki

let highlighter: ReturnType<typeof createHighlighter> | undefined;

function loadHighlighter() {
  highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: ['ts'] });
  return highlighter;
}

/**
 * Shiki's inline style of a token ("color:#D73A49;--shiki-dark:#F97583", plus font styles) split
 * into the light declarations and the dark ones.
 */
function parseTokenStyle(style: string): { light: Declarations; dark: Declarations } {
  const light: Declarations = {};
  const dark: Declarations = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (property === '--shiki-dark') dark['color'] = value;
    else if (property.startsWith('--shiki-dark-'))
      dark[property.slice('--shiki-dark-'.length)] = value;
    else light[property] = value;
  }
  return { light, dark };
}

/**
 * Token classes by Shiki style, shared by every listing of the build, so two listings on one page
 * agree on what `t3` means (each listing's stylesheet defines the classes it uses).
 */
const tokenStyles = new Map<string, TokenStyle>();

function tokenStyle(style: string): TokenStyle {
  const key = style.toLowerCase();
  let known = tokenStyles.get(key);
  if (known === undefined) {
    known = { className: `t${tokenStyles.size}`, ...parseTokenStyle(key) };
    tokenStyles.set(key, known);
  }
  return known;
}

function isDefaultColour(
  declarations: { light: Declarations; dark: Declarations },
  fg: Record<Scheme, string>,
) {
  const only = (set: Declarations, colour: string) =>
    Object.keys(set).length === 1 && set['color'] === colour.toLowerCase();
  return only(declarations.light, fg.light) && only(declarations.dark, fg.dark);
}

/** The transformer that reshapes Shiki's tree (see the module comment); records the classes used. */
function listingTransformer(
  options: HighlightOptions,
  lineCount: number,
  fg: Record<Scheme, string>,
  used: Set<TokenStyle>,
): ShikiTransformer {
  const digits = String(options.firstLine + lineCount - 1).length;
  return {
    name: 'source-listing',
    pre(node) {
      node.properties = {
        class: 'listing',
        tabindex: '0',
        role: 'region',
        'aria-label': options.label,
      };
    },
    code(node) {
      node.children = node.children.filter(
        (child) => !(child.type === 'text' && child.value === '\n'),
      );
      node.properties['style'] = options.lineLinks
        ? `--digits:${digits}`
        : `counter-reset:line ${options.firstLine - 1};--digits:${digits}`;
    },
    line(node, line) {
      node.children = node.children.map((child): ElementContent => {
        if (child.type !== 'element' || typeof child.properties['style'] !== 'string') return child;
        const style = tokenStyle(child.properties['style']);
        if (isDefaultColour(style, fg)) return { type: 'text', value: textOf(child) };
        used.add(style);
        return { ...child, properties: { class: style.className } };
      });
      if (options.lineLinks) {
        const number = options.firstLine + line - 1;
        node.properties['id'] = `L${number}`;
        node.children.unshift({
          type: 'element',
          tagName: 'a',
          properties: { class: 'ln', href: `#L${number}` },
          children: [{ type: 'text', value: String(number) }],
        });
      }
    },
  };
}

function textOf(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
}

function rule(selector: string, declarations: Declarations): string {
  const body = Object.entries(declarations)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  return `${selector}{${body}}`;
}

/** The stylesheet of one scheme: the listing's colours, then each token class used. */
function schemeRules(
  scheme: Scheme,
  bg: string,
  fg: string,
  used: ReadonlySet<TokenStyle>,
): string {
  const backgrounds = [bg, TARGET_BACKGROUND[scheme]];
  const rules = [
    rule('.listing', { background: bg, color: readableOn(fg, backgrounds) }),
    rule('.listing .line:target', {
      background: TARGET_BACKGROUND[scheme],
      'box-shadow': `inset 3px 0 0 ${TARGET_MARK[scheme]}`,
    }),
    rule('.listing .ln,.listing .line::before', {
      color: readableOn(LINE_NUMBER[scheme], backgrounds),
    }),
  ];
  for (const style of used) {
    const declarations = { ...style[scheme] };
    if (declarations['color'] !== undefined) {
      declarations['color'] = readableOn(declarations['color'], backgrounds);
    }
    rules.push(rule(`.listing .${style.className}`, declarations));
  }
  return rules.join('');
}

/**
 * TypeScript highlighted for a listing: the `<pre>` and its stylesheet. Print uses the light
 * colours whatever the reader's scheme (the dark ones apply on screens only).
 */
export async function highlightTypeScript(
  code: string,
  options: HighlightOptions,
): Promise<HighlightedCode> {
  const shiki = await loadHighlighter();
  const light = shiki.getTheme(THEMES.light);
  const dark = shiki.getTheme(THEMES.dark);
  const fg = { light: light.fg, dark: dark.fg };
  const used = new Set<TokenStyle>();
  const lineCount = code.split('\n').length;
  const html = shiki.codeToHtml(code, {
    lang: 'ts',
    themes: THEMES,
    defaultColor: 'light',
    mergeSameStyleTokens: true,
    transformers: [listingTransformer(options, lineCount, fg, used)],
  });
  const sorted = new Set([...used].sort((x, y) => x.className.localeCompare(y.className)));
  const css =
    schemeRules('light', light.bg, light.fg, sorted) +
    `@media screen and (prefers-color-scheme:dark){${schemeRules('dark', dark.bg, dark.fg, sorted)}}`;
  return { html, css };
}
