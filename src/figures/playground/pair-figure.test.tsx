import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CirclesPair } from './pairs/circles';
import { RaySegmentPair } from './pairs/ray-segment';

const articleLink = (html: string) => /<a href="(\/articles\/[^"]*)"[^>]*>([^<]*)<\/a>/.exec(html);

describe('a pair’s way to its article', () => {
  it('opens the article’s own figure in the same state when the pair runs that figure', () => {
    const [, href, words] = articleLink(renderToString(<RaySegmentPair />)) ?? [];
    expect(href).toMatch(/^\/articles\/ray-vs-segment\/\?.+#ray-vs-segment$/);
    expect(words).toBe('Open this state in the article’s figure');
  });

  it('links the article itself when the scene is made of kit pieces (circle vs circle)', () => {
    const [, href, words] = articleLink(renderToString(<CirclesPair />)) ?? [];
    expect(href).toBe('/articles/sphere-vs-sphere/');
    expect(words).toBe('Read the article');
  });
});
