/**
 * Rehype plugin: wraps each part of an article that starts at a second-level heading, up to the
 * next one, in `<section class="article-section">`, with an estimate of its height.
 *
 * Why: a long article is mostly formulas and figures far below the screen. The stylesheet gives
 * these sections (all but the first, src/layouts/ArticleLayout.astro) `content-visibility: auto`, so the browser styles, lays out and paints only the
 * ones near the screen — at load and again on every change a figure makes while it is dragged.
 * A skipped section still takes room in the page (so the scroll bar and links to headings work):
 * `contain-intrinsic-block-size: auto <estimate>`; once it has been shown, the browser remembers
 * its real height instead. It stays in the accessibility tree and in find-in-page.
 *
 * The estimate is written per section at build time from what it holds (lines of text, display
 * formulas, figures, listings), twice: for the desktop column (about 735 px) and for a phone's
 * (about 380 px), where text takes twice the lines and figures stack their panels. The page
 * picks one by the viewport's width (`--estimate-wide` / `--estimate-narrow`, ArticleLayout).
 * An estimate errs on the high side: a skipped section whose content is taller than its box
 * overflows it, onto the next section, and a tool that lays out skipped content without
 * scrolling to it (Lighthouse's target-size audit does) then sees the two overlap. The browser
 * tests check every section of every article against its real height at both widths.
 */
import { readFileSync } from 'node:fs';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { extractListings, sourceLines } from '../components/source-listing';

/**
 * Pixel heights in one column width, at the site's 17px body text and 1.6 line height
 * (src/styles/global.css), measured on the built articles (2026-11-29). Characters per line are
 * the tenth percentile of the paragraphs' (most lines hold more), so text errs high.
 */
export type Column = {
  readonly line: number;
  readonly charactersPerLine: number;
  /** Space between blocks. */
  readonly block: number;
  /** A second-level heading: one line, its margins, and the characters that fit in a line. */
  readonly headingLine: number;
  readonly headingMargins: number;
  readonly headingCharactersPerLine: number;
  readonly displayFormulaRow: number;
  /** A listing: its caption and frame, then a line of code (long lines scroll, never wrap). */
  readonly listingFrame: number;
  readonly codeLine: number;
  /** The padding and title of a note or an errata box. */
  readonly box: number;
  /** A folded `<details>`: its summary line in its frame. */
  readonly folded: number;
  /** Each figure component's tallest instance in this column; `figureInBox` inside a note. */
  readonly figures: Readonly<Record<string, number>>;
  readonly figure: number;
  readonly figureInBox: number;
};

const FIGURES_WIDE = {
  CircleTimeOfImpactFigure: 770,
  SegmentSweepsPointFigure: 1330,
  PointOnLineFigure: 790,
  QuadraticRootsFigure: 870,
  RayVsSegmentFigure: 680,
  SegmentVsRectFigure: 800,
  SegmentVsSphereFigure: 750,
  SphereVsSphereFigure: 730,
};

const FIGURES_NARROW = {
  CircleTimeOfImpactFigure: 1360,
  SegmentSweepsPointFigure: 1310,
  PointOnLineFigure: 1120,
  QuadraticRootsFigure: 1170,
  RayVsSegmentFigure: 990,
  SegmentVsRectFigure: 1220,
  SegmentVsSphereFigure: 1380,
  SphereVsSphereFigure: 1270,
};

/** The desktop column (48rem less the page's padding: about 735 px). */
export const WIDE: Column = {
  line: 27.2,
  charactersPerLine: 60,
  block: 17,
  headingLine: 32,
  headingMargins: 61,
  headingCharactersPerLine: 55,
  displayFormulaRow: 34,
  listingFrame: 60,
  codeLine: 21,
  box: 56,
  folded: 50,
  figures: FIGURES_WIDE,
  figure: Math.max(...Object.values(FIGURES_WIDE)),
  // A figure in a note's narrower column stacks its panels as on a phone, and then some.
  figureInBox: 1550,
};

/** A phone's column (about 380 px at a 412 px viewport). */
export const NARROW: Column = {
  ...WIDE,
  charactersPerLine: 30,
  headingCharactersPerLine: 20,
  listingFrame: 100,
  folded: 80,
  figures: FIGURES_NARROW,
  figure: Math.max(...Object.values(FIGURES_NARROW)),
};

/**
 * A node of an MDX document's tree: hast, plus MDX's own kinds (`mdxJsxFlowElement` for a
 * component such as a figure, `mdxjsEsm` for imports), which hast's types do not list.
 */
type Node = {
  readonly type: string;
  readonly tagName?: string;
  readonly name?: string | null;
  readonly properties?: Record<string, unknown>;
  readonly attributes?: readonly { readonly name?: string; readonly value?: unknown }[];
  readonly children?: readonly Node[];
  readonly value?: string;
};

/** A folded `<details>` (MDX writes it as a JSX element): only its summary takes room. */
function isFolded(node: Node): boolean {
  return (
    node.type === 'mdxJsxFlowElement' &&
    node.name === 'details' &&
    !(node.attributes ?? []).some((attribute) => attribute.name === 'open')
  );
}

/** The text a reader sees: not the TeX sources of formulas, nor folded parts (counted apart). */
function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  if (hasClass(node, 'katex') || node.tagName === 'annotation' || isFolded(node)) return '';
  return (node.children ?? []).map(textOf).join('');
}

/** The folded `<details>` inside a block (an exercise's answer): each shows a summary line. */
function foldedIn(node: Node): number {
  if (isFolded(node)) return 1;
  return (node.children ?? []).reduce((sum, child) => sum + foldedIn(child), 0);
}

function count(node: Node, tagName: string): number {
  const own = node.tagName === tagName ? 1 : 0;
  return own + (node.children ?? []).reduce((sum, child) => sum + count(child, tagName), 0);
}

function hasClass(node: Node, name: string): boolean {
  const className = node.properties?.['className'];
  return Array.isArray(className) && className.includes(name);
}

function attribute(node: Node, name: string): unknown {
  return (node.attributes ?? []).find((candidate) => candidate.name === name)?.value;
}

/**
 * The lines a `<SourceCode file names />` listing shows, read from the file it lists (the same
 * cut as the component's, src/components/source-listing.ts); each piece is a listing of its own.
 */
function listingLines(node: Node): readonly number[] {
  const file = attribute(node, 'file');
  if (typeof file !== 'string') return [];
  const source = readFileSync(new URL(`../geometry/${file}`, import.meta.url), 'utf8');
  const names = attribute(node, 'names');
  // `names={['a', 'b']}`: MDX keeps the expression's source text.
  const expression =
    typeof names === 'object' && names !== null && 'value' in names ? String(names.value) : '';
  const listed = [...expression.matchAll(/'([^']+)'|"([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? '');
  if (listed.length === 0) return [sourceLines(source).length];
  return extractListings(source, listed, file).map((piece) => piece.lastLine - piece.firstLine + 1);
}

function sumOf(nodes: readonly Node[] | undefined, column: Column, inBox: boolean): number {
  return (nodes ?? []).reduce((sum, child) => sum + estimateHeight(child, column, inBox), 0);
}

function textHeight(text: string, column: Column): number {
  const lines = Math.max(1, Math.ceil(text.length / column.charactersPerLine));
  return column.block + lines * column.line;
}

/** A rough height in pixels of one top-level block of an article, in the given column. */
export function estimateHeight(node: Node, column: Column = WIDE, inBox = false): number {
  if (node.type === 'mdxJsxFlowElement') {
    const name = node.name ?? '';
    if (name.endsWith('Figure')) {
      if (inBox) return column.block + column.figureInBox;
      return column.block + (column.figures[name] ?? column.figure);
    }
    if (name === 'SourceCode') {
      return listingLines(node).reduce(
        (sum, lines) => sum + column.block + column.listingFrame + lines * column.codeLine,
        0,
      );
    }
    if (isFolded(node)) return column.block + column.folded;
    if (name === 'details') return column.block + column.box + sumOf(node.children, column, inBox);
    if (name === 'summary') return textHeight(textOf(node), column);
    // Notes, errata boxes and other wrappers: their own padding plus what they hold.
    return column.box + sumOf(node.children, column, true);
  }
  if (node.type !== 'element') return 0;
  const tagName = node.tagName ?? '';
  if (tagName === 'h2') {
    const lines = Math.ceil(textOf(node).length / column.headingCharactersPerLine);
    return column.headingMargins + Math.max(1, lines) * column.headingLine;
  }
  if (/^h[3-6]$/.test(tagName)) return column.headingMargins + column.headingLine;
  if (hasClass(node, 'math-display')) {
    return column.block * 2 + Math.max(1, count(node, 'mtr')) * column.displayFormulaRow;
  }
  if (tagName === 'pre') {
    return column.block + textOf(node).split('\n').length * column.codeLine;
  }
  if (tagName === 'ul' || tagName === 'ol' || tagName === 'table' || tagName === 'tbody') {
    return column.block + sumOf(node.children, column, inBox);
  }
  return textHeight(textOf(node), column) + foldedIn(node) * column.line;
}

export default function rehypeSections() {
  return (tree: Root): void => {
    const children: RootContent[] = [];
    let section: Element | undefined;
    let wide = 0;
    let narrow = 0;
    const close = () => {
      if (section === undefined) return;
      section.properties['style'] =
        `--estimate-wide: ${Math.round(wide)}px; --estimate-narrow: ${Math.round(narrow)}px`;
      section = undefined;
    };
    for (const node of tree.children) {
      const startsSection = node.type === 'element' && node.tagName === 'h2';
      if (startsSection) {
        close();
        section = {
          type: 'element',
          tagName: 'section',
          properties: { className: ['article-section'] },
          children: [],
        };
        wide = 0;
        narrow = 0;
        children.push(section);
      }
      // The MDX module's imports and exports stay at the top level, where MDX expects them.
      const isModuleCode = (node as Node).type === 'mdxjsEsm';
      if (section === undefined || isModuleCode) {
        children.push(node);
      } else {
        section.children.push(node as ElementContent);
        wide += estimateHeight(node as Node, WIDE);
        narrow += estimateHeight(node as Node, NARROW);
      }
    }
    close();
    tree.children = children;
  };
}
