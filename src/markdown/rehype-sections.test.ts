import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import rehypeSections, { NARROW, WIDE, estimateHeight } from './rehype-sections';

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
    const one = {
      // h2 (one line) + a paragraph of 160 characters + h3, in each column.
      wide: 61 + 32 + (17 + 3 * 27.2) + (61 + 32),
      narrow: 61 + 32 + (17 + 6 * 27.2) + (61 + 32),
    };
    const two = { wide: 61 + 32 + 17 + 1330, narrow: 61 + 32 + 17 + 1380 };
    const style = ({ wide, narrow }: { wide: number; narrow: number }) =>
      `--estimate-wide: ${Math.round(wide)}px; --estimate-narrow: ${Math.round(narrow)}px`;
    expect(sectionsOf(tree)).toEqual([
      'mdxjsEsm',
      'p',
      { style: style(one), tags: ['h2', 'p', 'h3'] },
      { style: style(two), tags: ['h2', 'mdxJsxFlowElement'] },
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
    expect(estimateHeight(formula)).toBe(2 * 17 + 3 * 34);
  });

  it('leaves inline formulas out of a paragraph’s length', () => {
    const formula = element('span', [text('y'.repeat(400))], ['katex']);
    expect(estimateHeight(element('p', [text('Short '), formula, text(' text.')]))).toBe(17 + 27.2);
  });

  it('gives a phone’s column twice the lines of text, and each figure its measured height', () => {
    const paragraph = element('p', [text('a'.repeat(600))]);
    expect(estimateHeight(paragraph, WIDE)).toBe(17 + 10 * 27.2);
    expect(estimateHeight(paragraph, NARROW)).toBe(17 + 20 * 27.2);
    const figure = { type: 'mdxJsxFlowElement', name: 'RayVsSegmentFigure', children: [] };
    expect(estimateHeight(figure, WIDE)).toBe(17 + 680);
    expect(estimateHeight(figure, NARROW)).toBe(17 + 990);
    // An unknown figure gets the tallest one's height; one in a note, the stacked layout's.
    expect(estimateHeight({ ...figure, name: 'NewFigure' }, WIDE)).toBe(17 + 1330);
    const note = { type: 'mdxJsxFlowElement', name: 'Errata', children: [figure] };
    expect(estimateHeight(note, WIDE)).toBe(56 + 17 + 1550);
  });

  it('counts a folded details by its summary line, and an open one by all it holds', () => {
    const answer = element('p', [text('b'.repeat(600))]);
    const summary = { type: 'mdxJsxFlowElement', name: 'summary', children: [text('Answer')] };
    const folded = { type: 'mdxJsxFlowElement', name: 'details', children: [summary, answer] };
    expect(estimateHeight(folded, WIDE)).toBe(17 + 50);
    const exercise = element('li', [element('p', [text('Why?')]), folded as never]);
    expect(estimateHeight(exercise, WIDE)).toBe(17 + 27.2 + 27.2);
    const open = {
      ...folded,
      attributes: [{ type: 'mdxJsxAttribute', name: 'open', value: null }],
    };
    expect(estimateHeight(open, WIDE)).toBe(17 + 56 + (17 + 27.2) + (17 + 10 * 27.2));
  });

  it('measures a listing by the lines of the declarations it shows, read from their file', () => {
    const listing = (names?: string) => ({
      type: 'mdxJsxFlowElement',
      name: 'SourceCode',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'file', value: 'quadratic.ts' },
        ...(names === undefined
          ? []
          : [{ type: 'mdxJsxAttribute', name: 'names', value: { value: names } }]),
      ],
      children: [],
    });
    const one = estimateHeight(listing("['solveQuadratic']"), WIDE);
    const whole = estimateHeight(listing(), WIDE);
    expect((one - 17 - 60) % 21).toBe(0);
    expect(one).toBeGreaterThan(17 + 60 + 10 * 21);
    expect(whole).toBeGreaterThan(one);
    expect(() => estimateHeight(listing("['noSuchFunction']"), WIDE)).toThrow(/noSuchFunction/);
  });
});
