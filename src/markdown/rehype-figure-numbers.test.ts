import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import rehypeFigureNumbers from './rehype-figure-numbers';

type Jsx = { type: string; name: string; attributes: { name?: string; value?: unknown }[] };
const figure = (name: string, attributes: Jsx['attributes'] = []): Jsx => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes,
});

describe('rehype-figure-numbers', () => {
  it('numbers figures in document order, nested ones included, and leaves other components alone', () => {
    const first = figure('SegmentSweepsPointFigure');
    const note = figure('Note');
    const nested = figure('SegmentSweepsPointFigure');
    const tree = {
      type: 'root',
      children: [first, { type: 'element', tagName: 'section', children: [note, nested] }],
    } as unknown as Root;
    rehypeFigureNumbers()(tree);
    expect(first.attributes).toContainEqual({
      type: 'mdxJsxAttribute',
      name: 'number',
      value: '1',
    });
    expect(nested.attributes).toContainEqual({
      type: 'mdxJsxAttribute',
      name: 'number',
      value: '2',
    });
    expect(note.attributes).toEqual([]);
  });

  it('keeps a number set by hand, and still counts that figure', () => {
    const manual = figure('QuadraticRootsFigure', [{ name: 'number', value: '7' }]);
    const next = figure('QuadraticRootsFigure');
    rehypeFigureNumbers()({ type: 'root', children: [manual, next] } as unknown as Root);
    expect(manual.attributes).toEqual([{ name: 'number', value: '7' }]);
    expect(next.attributes[0]).toMatchObject({ value: '2' });
  });
});
