/**
 * How to cite a page of the site: one plain-text reference and one BibTeX entry, built from the
 * article's front matter, so the "Cite this page" block, the citation_* meta tags and
 * CITATION.cff say the same thing.
 */

export const SITE_NAME = 'Intersections, explained';
/** The site's authors as one group: every article is written and revised in the open. */
export const AUTHORS = 'the Intersections, explained contributors';
export const TEXT_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;
export const CODE_LICENCE = { name: 'MIT', url: 'https://opensource.org/license/mit' } as const;

export type CitedPage = {
  /** The page's title as shown in its heading. */
  readonly title: string;
  /** The page's slug, used as the BibTeX key's second half. */
  readonly slug: string;
  /** The canonical absolute URL. */
  readonly url: string;
  /** The date of the version cited: the article's last substantive revision. */
  readonly updated: Date;
};

/** "24 November 2026": the form the pages show dates in. */
export function longDate(date: Date): string {
  return date.toLocaleDateString('en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The reference as a reader would paste it into notes. */
export function plainCitation(page: CitedPage): string {
  const authors = AUTHORS.charAt(0).toUpperCase() + AUTHORS.slice(1);
  return `${authors}. “${page.title}.” ${SITE_NAME}, version of ${longDate(page.updated)}. ${page.url}`;
}

/** BibTeX's special characters in a field value, escaped. */
function bibtexText(text: string): string {
  return text.replace(/[\\{}&%$#_^~]/g, (character) => `\\${character}`);
}

const BIBTEX_MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** A @misc entry (biblatex reads it as @online); the key is stable across revisions. */
export function bibtexCitation(page: CitedPage): string {
  const key = `intersections-explained:${page.slug.replace(/[^a-z0-9-]/gi, '')}`;
  const fields: [string, string][] = [
    // Double braces: a group name, not a list of people to split at "and" or commas.
    ['author', `{{${bibtexText(AUTHORS)}}}`],
    ['title', `{${bibtexText(page.title)}}`],
    ['howpublished', `{${bibtexText(SITE_NAME)}}`],
    ['year', `${page.updated.getUTCFullYear()}`],
    ['month', BIBTEX_MONTHS[page.updated.getUTCMonth()]!],
    ['url', `{${page.url}}`],
    [
      'note',
      `{Version of ${longDate(page.updated)}. Text and figures ${TEXT_LICENCE.name}, code ${CODE_LICENCE.name}}`,
    ],
  ];
  const width = Math.max(...fields.map(([name]) => name.length));
  const lines = fields.map(([name, value]) => `  ${name.padEnd(width)} = ${value},`);
  return `@misc{${key},\n${lines.join('\n')}\n}`;
}

/** citation_* meta tags (Highwire Press), read by Google Scholar and reference managers. */
export function citationMeta(page: CitedPage): { name: string; content: string }[] {
  const date = page.updated.toISOString().slice(0, 10).replaceAll('-', '/');
  return [
    { name: 'citation_title', content: page.title },
    { name: 'citation_author', content: AUTHORS },
    { name: 'citation_publication_date', content: date },
    { name: 'citation_online_date', content: date },
    { name: 'citation_publisher', content: SITE_NAME },
    { name: 'citation_public_url', content: page.url },
  ];
}
