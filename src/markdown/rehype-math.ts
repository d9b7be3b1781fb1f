/**
 * Rehype plugin: typesets the math that remark-math marks (`$…$` inline, `$$…$$` display) with
 * the site's `typesetTex`. Display formulas get a wrapper that scrolls sideways on a narrow
 * screen instead of widening the page. A formula KaTeX cannot parse fails the build, naming the
 * file and line.
 */
import type { Element, ElementContent, Root } from 'hast';
import { fromHtmlIsomorphic } from 'hast-util-from-html-isomorphic';
import { toText } from 'hast-util-to-text';
import { SKIP, visitParents } from 'unist-util-visit-parents';
import type { VFile } from 'vfile';
import { typesetTex } from './typeset';

function classesOf(element: Element): readonly unknown[] {
  const className = element.properties.className;
  return Array.isArray(className) ? className : [];
}

export default function rehypeMath() {
  return (tree: Root, file: VFile): void => {
    visitParents(tree, 'element', (element, ancestors) => {
      const classes = classesOf(element);
      const inline = classes.includes('math-inline');
      const display = classes.includes('math-display');
      if (!inline && !display) return undefined;
      // remark-math writes display math as <pre><code class="math-display">: replace the <pre>.
      const parentOfCode = ancestors.at(-1);
      const replaced =
        display && parentOfCode?.type === 'element' && parentOfCode.tagName === 'pre'
          ? parentOfCode
          : element;
      const container = replaced === element ? parentOfCode : ancestors.at(-2);
      if (container === undefined) return undefined;
      const tex = toText(element, { whitespace: 'pre' });
      let markup: string;
      try {
        markup = typesetTex(tex, { display, onError: 'throw' });
      } catch (error) {
        file.fail(`KaTeX cannot typeset $${tex}$: ${(error as Error).message}`, {
          place: element.position,
          source: 'rehype-math',
        });
      }
      const typeset = fromHtmlIsomorphic(markup, { fragment: true }).children as ElementContent[];
      const nodes: ElementContent[] = display
        ? [
            {
              type: 'element',
              tagName: 'div',
              properties: { className: ['math-display'] },
              children: typeset,
            },
          ]
        : typeset;
      container.children.splice(container.children.indexOf(replaced), 1, ...nodes);
      return SKIP;
    });
  };
}
