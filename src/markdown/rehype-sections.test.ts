import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import rehypeSections, { estimateHeight } from './rehype-sections';

const text = (value: string) => ({ type: 'text' as const, value });
const element = (tagName: string, children: Root['children'] = [], className?: string[]) => ({
  type: 'element' as const,
  tagName,
  properties: className === undefined ? {} : { className },
  children: children as never[],
});

function sectionsOf(tree: Root) {
  rehypeSections()(tree);
  return tree.children.map((node) =>
    node.type === 'element' && node.tagName === 'section'
      ? {
          style: node.properties['style'],
          tags: node.children.map((child) =>
            child.type === 'element' ? child.tagName : child.type,
          ),
        }
      : node.type === 'element'
        ? node.tagName
        : node.type,
  );
}

describe('rehypeSections', () => {
  it('wraps each second-level heading and what follows it, leaving the introduction and imports', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'mdxjsEsm', value: "import X from './x'" },
        element('p', [text('Intro.')]),
        element('h2', [text('One')]),
        element('p', [text('a'.repeat(160))]),
        element('h3', [text('One, part')]),
        element('h2', [text('Two')]),
        { type: 'mdxjsEsm', value: 'export const y = 1' },
        { type: 'mdxJsxFlowElement', name: 'SomeFigure', attributes: [], children: [] },
      ],
    } as unknown as Root;
    expect(sectionsOf(tree)).toEqual([
      'mdxjsEsm',
      'p',
      // h2 64 + paragraph (18 + 2 lines × 26) + h3 64
      { style: 'contain-intrinsic-block-size: auto 198px', tags: ['h2', 'p', 'h3'] },
      { style: 'contain-intrinsic-block-size: auto 1214px', tags: ['h2', 'mdxJsxFlowElement'] },
      'mdxjsEsm',
    ]);
  });

  it('leaves an article without second-level headings as it is', () => {
    const tree = { type: 'root', children: [element('p', [text('Only this.')])] } as Root;
    expect(sectionsOf(tree)).toEqual(['p']);
  });
});

describe('estimateHeight', () => {
  it('counts the rows of a display formula, not the characters of its TeX annotation', () => {
    const row = element('mtr', [element('mtd', [text('x')])]);
    const formula = element(
      'div',
      [
        element('math', [
          element('mtable', [row, row, row]),
          element('annotation', [text('x'.repeat(500))]),
        ]),
      ],
      ['math-display'],
    );
    expect(estimateHeight(formula)).toBe(2 * 18 + 3 * 34);
  });

  it('leaves inline formulas out of a paragraph’s length', () => {
    const formula = element('span', [text('y'.repeat(400))], ['katex']);
    expect(estimateHeight(element('p', [text('Short '), formula, text(' text.')]))).toBe(18 + 26);
  });
});
