/**
 * Rehype plugin: gives every heading of an article its id now (the same slug Astro would give it
 * later, so links already in course notes keep working) and puts a visible "#" link to it at the
 * end of each second- and third-level heading, for readers who want to cite a section.
 *
 * Why here and not in a component: MDX headings are plain Markdown, and Astro collects the table
 * of contents from the heading's text after this plugin runs. The link carries no text node of its
 * own (the "#" is drawn by CSS, its accessible name is an aria-label), so the collected text, and
 * therefore the table of contents, are unchanged.
 */
import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';

type Node = {
  readonly type: string;
  readonly tagName?: string;
  readonly value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
};

/** Text as Astro's heading collector reads it: text and expression values, at any depth. */
function headingText(node: Node): string {
  if (node.type === 'text' || node.type === 'raw' || node.type === 'mdxTextExpression') {
    return node.value ?? '';
  }
  return (node.children ?? []).map(headingText).join('');
}

/** Text as a reader hears it: formulas without their TeX source (MathML's annotation). */
function spokenText(node: Node): string {
  if (node.tagName === 'annotation') return '';
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(spokenText).join('');
}

function visitHeadings(node: Node, visit: (heading: Node, depth: number) => void): void {
  const depth = /^h([1-6])$/.exec(node.tagName ?? '')?.[1];
  if (node.type === 'element' && depth !== undefined) {
    visit(node, Number(depth));
    return;
  }
  for (const child of node.children ?? []) visitHeadings(child, visit);
}

export default function rehypeHeadingLinks() {
  return (tree: Root): void => {
    const slugger = new GithubSlugger();
    visitHeadings(tree as Node, (heading, depth) => {
      heading.properties ??= {};
      const existing = heading.properties['id'];
      const id = typeof existing === 'string' ? existing : slugger.slug(headingText(heading));
      heading.properties['id'] = id;
      if (depth !== 2 && depth !== 3) return;
      const link: Element = {
        type: 'element',
        tagName: 'a',
        properties: {
          className: ['heading-link'],
          href: `#${id}`,
          ariaLabel: `Link to the section “${spokenText(heading).trim()}”`,
        },
        children: [],
      };
      (heading.children ??= []).push(link as unknown as Node);
    });
  };
}
