// JavaScript accounting for the budget gate. Every script body is gzipped here at level 9 rather
// than trusting the server's Content-Encoding (astro preview serves it uncompressed; a CDN picks its
// own level): a stable, host-independent number. Budgets are in binary kilobytes (1 KB = 1024 B).
import { gzipSync } from 'node:zlib';

export const KB = 1024;

/** Gzip size in bytes of a string or buffer at level 9. */
export function gzipSize(body) {
  const buffer = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
  return gzipSync(buffer, { level: 9 }).length;
}

/** Whether a script's source contains KaTeX's runtime (its parser's error prefix or its global). */
export function looksLikeKatex(name, source) {
  if (/katex/i.test(name)) return true;
  return /KaTeX parse error|katex\.render|__renderToDomTree|class="katex/.test(source);
}

/**
 * Sums chunks into a page's totals. Each chunk is { name, phase: 'initial' | 'interaction',
 * rawBytes, gzipBytes, katex }. The budgeted number is everything loaded before interaction plus
 * any KaTeX loaded after it ("KaTeX's runtime counts wherever it loads").
 */
export function summarizeChunks(chunks) {
  let initial = 0;
  let interaction = 0;
  let katexInitial = 0;
  let katexInteraction = 0;
  for (const chunk of chunks) {
    if (chunk.phase === 'interaction') {
      interaction += chunk.gzipBytes;
      if (chunk.katex) katexInteraction += chunk.gzipBytes;
    } else {
      initial += chunk.gzipBytes;
      if (chunk.katex) katexInitial += chunk.gzipBytes;
    }
  }
  return {
    initial,
    interaction,
    katex: katexInitial + katexInteraction,
    budgeted: initial + katexInteraction,
  };
}

/** The budget of a page: 100 KB gzip with interactive figures, nothing without. */
export function budgetFor(hasFigures) {
  return hasFigures ? 100 * KB : 0;
}

/**
 * The chunk every figure loads: the kit's shell, state, toolbar and stage, grouped under this name
 * by astro.config.mjs (`codeSplitting.groups`).
 */
export const KIT_SHARED_CHUNK = 'figure-base';

/**
 * Budgets of single chunks (issue 10): the kit's shared chunk stays within 22 KB gzip and a
 * figure's own chunk (the island's entry module, named by its `component-url`) within 10 KB, so
 * that no figure or kit change eats the page budget that the next figures need.
 */
export const CHUNK_BUDGETS = { 'kit-shared': 22 * KB, 'figure-own': 10 * KB };

/**
 * A chunk's role for the chunk budgets: 'figure-own' (its absolute URL is the component-url of an
 * island holding a figure), 'kit-shared', or null (the React runtime, the geometry and kit modules
 * split by use: counted by the page budget only).
 */
export function chunkRole(url, figureEntryUrls) {
  if (figureEntryUrls.has(url)) return 'figure-own';
  const file = url.split(/[?#]/)[0].split('/').pop() ?? '';
  if (file.replace(/\.[A-Za-z0-9_-]{8}\.m?js$/, '') === KIT_SHARED_CHUNK) return 'kit-shared';
  return null;
}
