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
 * formulas, figures, listings), for a column about 48rem wide. It only needs to be roughly right:
 * a wrong estimate moves content that is off screen anyway.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** Pixel heights at a 48rem column and the site's 16px body text (src/styles/global.css). */
const HEIGHTS = {
  /** One line of body text (1.6 line height) and the characters that fit in it. */
  line: 26,
  charactersPerLine: 80,
  /** Space between blocks. */
  block: 18,
  heading: 64,
  displayFormulaRow: 34,
  /** A figure island: scene, controls, plots and numbers. */
  figure: 1150,
  /** A listing of a deciding function (at most 150 lines, usually about 100) and its caption. */
  listing: 2200,
  codeLine: 21,
  /** The padding and title of a note or an errata box. */
  box: 56,
} as const;

/**
 * A node of an MDX document's tree: hast, plus MDX's own kinds (`mdxJsxFlowElement` for a
 * component such as a figure, `mdxjsEsm` for imports), which hast's types do not list.
 */
type Node = {
  readonly type: string;
  readonly tagName?: string;
  readonly name?: string | null;
  readonly properties?: Record<string, unknown>;
  readonly children?: readonly Node[];
  readonly value?: string;
};

function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function count(node: Node, tagName: string): number {
  const own = node.tagName === tagName ? 1 : 0;
  return own + (node.children ?? []).reduce((sum, child) => sum + count(child, tagName), 0);
}

function hasClass(node: Node, name: string): boolean {
  const className = node.properties?.['className'];
  return Array.isArray(className) && className.includes(name);
}

function sumOf(nodes: readonly Node[] | undefined): number {
  return (nodes ?? []).reduce((sum, child) => sum + estimateHeight(child), 0);
}

/** A rough height in pixels of one top-level block of an article. */
export function estimateHeight(node: Node): number {
  if (node.type === 'mdxJsxFlowElement') {
    const name = node.name ?? '';
    if (name.endsWith('Figure')) return HEIGHTS.figure;
    if (name === 'SourceCode') return HEIGHTS.listing;
    // Notes, errata boxes and other wrappers: their own padding plus what they hold.
    return HEIGHTS.box + sumOf(node.children);
  }
  if (node.type !== 'element') return 0;
  const tagName = node.tagName ?? '';
  if (/^h[2-6]$/.test(tagName)) return HEIGHTS.heading;
  if (hasClass(node, 'math-display')) {
    return HEIGHTS.block * 2 + Math.max(1, count(node, 'mtr')) * HEIGHTS.displayFormulaRow;
  }
  if (tagName === 'pre') {
    return HEIGHTS.block + textOf(node).split('\n').length * HEIGHTS.codeLine;
  }
  if (tagName === 'ul' || tagName === 'ol' || tagName === 'table' || tagName === 'tbody') {
    return HEIGHTS.block + sumOf(node.children);
  }
  // Text: the TeX sources of its inline formulas are not drawn.
  const text = textOf({
    ...node,
    children: (node.children ?? []).filter((c) => !hasClass(c, 'katex')),
  });
  const lines = Math.max(1, Math.ceil(text.length / HEIGHTS.charactersPerLine));
  return HEIGHTS.block + lines * HEIGHTS.line;
}

export default function rehypeSections() {
  return (tree: Root): void => {
    const children: RootContent[] = [];
    let section: Element | undefined;
    let height = 0;
    const close = () => {
      if (section === undefined) return;
      section.properties['style'] = `contain-intrinsic-block-size: auto ${Math.round(height)}px`;
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
        height = 0;
        children.push(section);
      }
      // The MDX module's imports and exports stay at the top level, where MDX expects them.
      const isModuleCode = (node as Node).type === 'mdxjsEsm';
      if (section === undefined || isModuleCode) {
        children.push(node);
      } else {
        section.children.push(node as ElementContent);
        height += estimateHeight(node as Node);
      }
    }
    close();
    tree.children = children;
  };
}
