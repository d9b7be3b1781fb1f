import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import rehypePresetRows from './rehype-preset-rows';

const text = (value: string) => ({ type: 'text' as const, value });
const el = (tagName: string, children: Element['children'], properties = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

function table(firstHeader: string, firstCell: Element['children']): Root {
  return {
    type: 'root',
    children: [
      el('table', [
        el('thead', [el('tr', [el('th', [text(firstHeader)]), el('th', [text('what')])])]),
        el('tbody', [el('tr', [el('td', firstCell), el('td', [text('two hits')])])]),
      ]),
    ],
  };
}

const run = (tree: Root, figure?: string) =>
  rehypePresetRows()(tree, { data: { astro: { frontmatter: { figure } } } });

const firstRow = (tree: Root) =>
  ((((tree.children[0] as Element).children[1] as Element).children[0] as Element) ?? null)!;

describe('rehype-preset-rows', () => {
  it('gives a preset row the id preset-<id> and links its name into the article figure', () => {
    const tree = table('preset (id)', [
      text('Raise: swept twice ('),
      el('code', [text('raise-two-hits')]),
      text(')'),
    ]);
    run(tree, 'segment-sweeps-point');
    const row = firstRow(tree);
    expect(row.properties['id']).toBe('preset-raise-two-hits');
    const cell = row.children[0] as Element;
    const link = cell.children[0] as Element;
    expect(link.properties['href']).toBe('?preset=raise-two-hits#segment-sweeps-point');
    expect(link.children).toEqual([text('Raise: swept twice')]);
    expect((cell.children[2] as Element).tagName).toBe('code');
  });

  it('leaves other tables alone, and does nothing without a figure in the front matter', () => {
    const other = table('kind', [el('code', [text('none')])]);
    run(other, 'quadratic-roots');
    expect(firstRow(other).properties['id']).toBeUndefined();
    const noFigure = table('preset (id)', [text('Simple ('), el('code', [text('simple')])]);
    run(noFigure);
    expect(firstRow(noFigure).properties['id']).toBeUndefined();
  });
});
