/**
 * Test helpers for the figures' live derivations (test-only; nothing in the site imports this).
 */
import type { DerivationPart } from '../kit';

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The TeX of every typeset piece in server HTML (its `data-tex` attributes, unescaped). */
export function renderedTexPieces(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/ data-tex="([^"]*)"/g)].map(([, value = '']) =>
      value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity),
    ),
  );
}

/** The shown parts as one string (TeX sources and live text, hidden parts left out), for asserts. */
export function shownText(parts: readonly DerivationPart[]): string {
  return parts
    .map((part) => {
      switch (part.kind) {
        case 'tex':
          return part.tex;
        case 'num':
        case 'op':
          return part.text;
        case 'when':
          return part.visible ? shownText(part.parts) : '';
        case 'gap':
          return ' ';
        case 'brk':
          return '';
      }
    })
    .join('');
}
