import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import rehypeHeadingLinks from './rehype-heading-links';

const heading = (tagName: string, text: string, id?: string): Element => ({
  type: 'element',
  tagName,
  properties: id === undefined ? {} : { id },
  children: [{ type: 'text', value: text }],
});

function run(...children: Element[]): Element[] {
  const tree: Root = { type: 'root', children };
  rehypeHeadingLinks()(tree);
  return tree.children as Element[];
}

describe('rehype-heading-links', () => {
  it('gives a heading the slug Astro would give it, and a "#" link to it without adding text', () => {
    const [h2] = run(heading('h2', 'When a = 0: a linear equation'));
    expect(h2!.properties['id']).toBe('when-a--0-a-linear-equation');
    const link = h2!.children.at(-1) as Element;
    expect(link.tagName).toBe('a');
    expect(link.properties['href']).toBe('#when-a--0-a-linear-equation');
    expect(link.children).toEqual([]);
    expect(link.properties['ariaLabel']).toBe(
      'Link to the section “When a = 0: a linear equation”',
    );
  });

  it('repeated titles get distinct ids, as github-slugger numbers them', () => {
    const ids = run(heading('h2', 'Try it'), heading('h3', 'Try it')).map(
      (node) => node.properties['id'],
    );
    expect(ids).toEqual(['try-it', 'try-it-1']);
  });

  it('keeps an id the author gave, and links only second- and third-level headings', () => {
    const [h2, h4] = run(heading('h2', 'Anything', 'stable-id'), heading('h4', 'Deep'));
    expect(h2!.properties['id']).toBe('stable-id');
    expect((h2!.children.at(-1) as Element).properties['href']).toBe('#stable-id');
    expect(h4!.properties['id']).toBe('deep');
    expect(h4!.children).toHaveLength(1);
  });
});
