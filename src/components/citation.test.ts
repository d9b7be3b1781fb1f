import { describe, expect, it } from 'vitest';
import { bibtexCitation, citationMeta, plainCitation } from './citation';

const page = {
  title: 'Moving segment vs moving point',
  slug: 'moving-segment-vs-point',
  url: 'https://example.org/articles/moving-segment-vs-point/',
  updated: new Date('2026-11-24T00:00:00Z'),
};

describe('citation', () => {
  it('plain: authors, quoted title, site, the version date and the URL', () => {
    expect(plainCitation(page)).toBe(
      'The Intersections, explained contributors. “Moving segment vs moving point.” Intersections, explained, version of 24 November 2026. https://example.org/articles/moving-segment-vs-point/',
    );
  });

  it('BibTeX: a stable key, the group author in double braces, year and month, URL and licences', () => {
    const entry = bibtexCitation(page);
    expect(entry.split('\n')[0]).toBe('@misc{intersections-explained:moving-segment-vs-point,');
    expect(entry).toContain('author       = {{the Intersections, explained contributors}},');
    expect(entry).toContain('year         = 2026,');
    expect(entry).toContain('month        = nov,');
    expect(entry).toContain(
      'url          = {https://example.org/articles/moving-segment-vs-point/},',
    );
    expect(entry).toContain('Text and figures CC BY 4.0, code MIT');
    expect(entry.endsWith('\n}')).toBe(true);
  });

  it('BibTeX escapes the characters that would break an entry (& % $ # _)', () => {
    const entry = bibtexCitation({ ...page, title: 'Rays & 100% of #cases_$' });
    expect(entry).toContain('title        = {Rays \\& 100\\% of \\#cases\\_\\$},');
  });

  it('meta tags give the date as YYYY/MM/DD, as Google Scholar reads it', () => {
    const meta = citationMeta(page);
    expect(meta).toContainEqual({ name: 'citation_publication_date', content: '2026/11/24' });
    expect(meta).toContainEqual({ name: 'citation_public_url', content: page.url });
  });
});
