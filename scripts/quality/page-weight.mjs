// Gate 5 — page weight of every built page: the bytes of HTML the server sends and the number of
// DOM elements, and what they are made of.
//
// Each page is measured twice: with JavaScript disabled (the server's HTML as parsed, the same on
// every run) and with JavaScript after load, a scroll through the page (every island hydrated) and
// the network gone quiet. The element count is document.getElementsByTagName('*').length, which
// counts SVG and MathML elements too; the gate holds the larger of the two counts to the limit.
//
// Parts (measureWeightInPage): code listings ([data-listing], length from data-lines), island
// figures (astro-island, named by the [data-figure] inside), formulas (.katex not nested in another
// .katex; those inside islands belong to their island and are also shown on their own), inline SVG
// outside islands and formulas, and the rest (its code blocks without data-listing shown on their
// own). Every element counts in exactly one part.
//
// Limits: on article pages (/articles/…) at most 20,000 DOM elements and 800,000 bytes of HTML; on
// every page no listing over 200 lines (over 150 lines is reported as over the target, not failed),
// but for the source pages (/source/…), whose one listing is a whole file by design.
import { ISLAND_FIGURE, scrollThrough, settle, waitForHydration } from './lib/browser.mjs';
import {
  conditionsLine,
  document,
  failuresSection,
  formatInteger,
  markdownTable,
  pageCell,
} from './lib/report.mjs';

export const LIMITS = {
  /** DOM elements on an article page, with or without JavaScript. */
  elements: 20_000,
  /** Bytes of HTML the server sends for an article page. */
  htmlBytes: 800_000,
  /** Lines of one code listing, on any page. */
  listingLines: 200,
  /** Lines of one code listing the articles aim for; longer ones are reported, not failed. */
  listingTargetLines: 150,
};

/** Article pages are the ones held to the element and byte limits: /articles/<slug>/… */
export function isArticlePage(pagePath) {
  return /^\/articles\/[^/]+/.test(pagePath);
}

/**
 * In the page: the element count, the serialized document's bytes and one entry per part root
 * { kind: 'listing' | 'island' | 'formula' | 'svg', name, lines, elements, bytes },
 * where elements and bytes are the root's own (without the part roots nested inside it, which
 * count for themselves). Two more kinds repeat elements counted elsewhere, to say what they are:
 * 'island-formula' (a formula inside an island, counted in its island) and 'code-block' (a <pre>
 * outside listings and islands, counted in the rest; `lines` from its text).
 */
function measureWeightInPage() {
  const encoder = new TextEncoder();
  const bytesOf = (element) => encoder.encode(element.outerHTML).length;
  const elementsIn = (element) => element.getElementsByTagName('*').length + 1;
  const inside = (element, selector) => element.parentElement?.closest(selector) != null;

  // A listing first, then an island, then a formula, then an SVG: an element belongs to the
  // first of these that encloses it, so the parts never overlap.
  const listings = [...document.querySelectorAll('[data-listing]')].filter(
    (element) => !inside(element, '[data-listing]'),
  );
  const islands = [...document.querySelectorAll('astro-island')].filter(
    (element) => !inside(element, 'astro-island, [data-listing]'),
  );
  const formulas = [...document.querySelectorAll('.katex')].filter(
    (element) => !inside(element, '.katex, astro-island, [data-listing]'),
  );
  const svgs = [...document.querySelectorAll('svg')].filter(
    (element) => !inside(element, 'svg, .katex, astro-island, [data-listing]'),
  );
  const roots = [
    ...listings.map((element) => ({
      element,
      kind: 'listing',
      name: element.getAttribute('data-listing'),
      lines: element.getAttribute('data-lines'),
    })),
    ...islands.map((element) => ({
      element,
      kind: 'island',
      name:
        element.querySelector('[data-figure]')?.getAttribute('data-figure') ??
        element.getAttribute('component-export') ??
        'island',
    })),
    ...formulas.map((element) => ({ element, kind: 'formula' })),
    ...svgs.map((element) => ({ element, kind: 'svg' })),
  ];
  const rootOf = new Map(roots.map((root) => [root.element, root]));
  for (const root of roots) {
    root.elements = elementsIn(root.element);
    root.bytes = bytesOf(root.element);
  }
  // Take each root out of the nearest root that encloses it (e.g. a formula in an inline SVG).
  const own = new Map(roots.map((root) => [root, { elements: root.elements, bytes: root.bytes }]));
  for (const root of roots) {
    for (let parent = root.element.parentElement; parent; parent = parent.parentElement) {
      const enclosing = rootOf.get(parent);
      if (enclosing) {
        own.get(enclosing).elements -= root.elements;
        own.get(enclosing).bytes -= root.bytes;
        break;
      }
    }
  }
  const islandFormulas = [...document.querySelectorAll('astro-island .katex')].filter(
    (element) => !inside(element, '.katex, [data-listing]'),
  );
  // Code that no listing marks (fenced blocks, or a listing component that lacks the attribute):
  // part of the rest, shown on its own so the rest is not a mystery.
  const codeBlocks = [...document.querySelectorAll('pre')].filter(
    (element) =>
      element.closest('[data-listing], astro-island') === null && !inside(element, 'pre'),
  );
  return {
    elements: document.getElementsByTagName('*').length,
    documentBytes: bytesOf(document.documentElement),
    parts: [
      ...roots.map((root) => ({
        kind: root.kind,
        name: root.name ?? null,
        lines: root.lines ?? null,
        elements: own.get(root).elements,
        bytes: own.get(root).bytes,
      })),
      ...islandFormulas.map((element) => ({
        kind: 'island-formula',
        name: null,
        lines: null,
        elements: elementsIn(element),
        bytes: bytesOf(element),
      })),
      ...codeBlocks.map((element) => ({
        kind: 'code-block',
        name: null,
        lines: String(element.textContent.replace(/\n$/, '').split('\n').length),
        elements: elementsIn(element),
        bytes: bytesOf(element),
      })),
    ],
  };
}

/**
 * Groups one measurement's parts into the report's rows, in a fixed order: each listing (by path),
 * each island (by figure name; "#1", "#2" when a page shows the same one twice), static formulas,
 * inline SVG, the rest (the count and the serialized document minus every part), then the formulas
 * inside islands and the code blocks of the rest (already inside other rows, so not taken from the
 * rest). Each row is { key, kind, label, count, elements, bytes, lines }: `key` matches the same
 * part across the measurements with and without JavaScript, `lines` is set for listings only.
 */
export function aggregateWeight(measurement) {
  const rows = [];
  for (const kind of ['listing', 'island']) {
    const parts = measurement.parts.filter((part) => part.kind === kind);
    const total = new Map();
    for (const part of parts) total.set(part.name, (total.get(part.name) ?? 0) + 1);
    const seen = new Map();
    for (const part of parts) {
      const index = (seen.get(part.name) ?? 0) + 1;
      seen.set(part.name, index);
      rows.push({
        key: `${kind}:${part.name}#${index}`,
        kind,
        label: total.get(part.name) > 1 ? `${part.name} #${index}` : part.name,
        count: 1,
        elements: part.elements,
        bytes: part.bytes,
        lines: kind === 'listing' ? parseLines(part.lines) : null,
      });
    }
  }
  const group = (kind, label) => {
    const parts = measurement.parts.filter((part) => part.kind === kind);
    return {
      key: kind,
      kind,
      label,
      count: parts.length,
      elements: sum(parts.map((part) => part.elements)),
      bytes: sum(parts.map((part) => part.bytes)),
      lines: null,
    };
  };
  rows.push(group('formula', 'formulas outside islands'));
  rows.push(group('svg', 'inline SVG outside islands and formulas'));
  rows.push({
    key: 'rest',
    kind: 'rest',
    label: 'the rest',
    count: null,
    elements: measurement.elements - sum(rows.map((row) => row.elements)),
    bytes: measurement.documentBytes - sum(rows.map((row) => row.bytes)),
    lines: null,
  });
  rows.push(group('island-formula', 'formulas inside islands (counted in their island)'));
  const codeBlocks = group(
    'code-block',
    'code blocks without `data-listing` (counted in the rest)',
  );
  const longest = Math.max(
    0,
    ...measurement.parts
      .filter((part) => part.kind === 'code-block')
      .map((part) => parseLines(part.lines) ?? 0),
  );
  if (codeBlocks.count > 0) codeBlocks.label += `, the longest ${formatInteger(longest)} lines`;
  rows.push(codeBlocks);
  return rows;
}

/** Rows that show a piece of another part again (formulas in islands, code in the rest). */
const NESTED_KINDS = new Set(['island-formula', 'code-block']);

/** The part with the most elements or bytes (`measure`), the rows nested in other parts aside. */
export function largestPart(rows, measure) {
  const candidates = rows.filter((row) => !NESTED_KINDS.has(row.kind));
  return candidates.reduce((a, b) => (b[measure] > a[measure] ? b : a));
}

/** A part as the report names it: "listing `src/x.ts` (120 lines)", "island `name`", "the rest". */
export function partName(row) {
  if (row.kind === 'listing') {
    return `listing \`${row.label}\` (${row.lines === null ? 'no' : formatInteger(row.lines)} lines)`;
  }
  if (row.kind === 'island') return `island \`${row.label}\``;
  return row.label;
}

function sum(values) {
  return values.reduce((total, value) => total + value, 0);
}

/** data-lines as a whole number of lines, or null when missing or not a whole number. */
export function parseLines(text) {
  if (text === null || text === undefined || !/^\s*\d+\s*$/.test(String(text))) return null;
  return Number(text);
}

/**
 * Source pages (/source/<file>/) exist to show a whole file, line by line: their one listing is
 * the file, held to no length.
 */
export function isSourcePage(pagePath) {
  return /^\/source\/[^/]+/.test(pagePath);
}

/**
 * What the limits say about one listing: 'ok', 'over the 150-line target', or a failure; on a
 * source page, 'the whole file'.
 */
export function listingVerdict(lines, pagePath = '') {
  if (lines === null) return { fails: true, text: 'no whole number in data-lines' };
  if (isSourcePage(pagePath)) return { fails: false, text: 'the whole file (source page)' };
  if (lines > LIMITS.listingLines) {
    return { fails: true, text: `over ${LIMITS.listingLines} lines` };
  }
  if (lines > LIMITS.listingTargetLines) {
    return { fails: false, text: `over the ${LIMITS.listingTargetLines}-line target` };
  }
  return { fails: false, text: 'ok' };
}

/**
 * The failures of one page: { htmlBytes, noJs, withJs } with noJs and withJs from
 * measureWeightInPage. Element and byte limits apply to article pages (the larger element count
 * of the two measurements), the listing limit to every page but the source pages.
 */
export function pageWeightFailures(pagePath, { htmlBytes, noJs, withJs }) {
  const failures = [];
  if (isArticlePage(pagePath)) {
    const elements = Math.max(noJs.elements, withJs.elements);
    if (elements > LIMITS.elements) {
      failures.push(
        `${formatInteger(elements)} DOM elements (${noJs.elements >= withJs.elements ? 'without' : 'with'} JavaScript), over the limit of ${formatInteger(LIMITS.elements)}${largestNote(noJs.elements >= withJs.elements ? noJs : withJs, 'elements')}`,
      );
    }
    if (htmlBytes > LIMITS.htmlBytes) {
      failures.push(
        `${formatInteger(htmlBytes)} bytes of HTML, over the limit of ${formatInteger(LIMITS.htmlBytes)}${largestNote(noJs, 'bytes')}`,
      );
    }
  }
  for (const listing of listingsOf(noJs, withJs)) {
    const verdict = listingVerdict(listing.lines, pagePath);
    if (verdict.fails) {
      failures.push(
        `listing \`${listing.label}\`: ${verdict.text}${listing.lines === null ? '' : ` (${formatInteger(listing.lines)} lines)`}`,
      );
    }
  }
  return failures;
}

/**
 * "; largest part: listing `src/x.ts` (1,509 lines) with 9,876 elements" for a failure, saying
 * how much of the rest is code without data-listing when the rest is the largest.
 */
function largestNote(measurement, measure) {
  const rows = aggregateWeight(measurement);
  const largest = largestPart(rows, measure);
  const code = rows.find((row) => row.kind === 'code-block');
  const codeNote =
    largest.kind === 'rest' && code.count > 0
      ? `, of which ${formatInteger(code[measure])} in ${code.label.replace(' (counted in the rest)', '')}`
      : '';
  return `; largest part: ${partName(largest)} with ${formatInteger(largest[measure])} ${measure}${codeNote}`;
}

/**
 * The listings of a page: those of the server HTML, plus any that only exist once JavaScript ran.
 */
export function listingsOf(noJs, withJs) {
  const listings = aggregateWeight(noJs).filter((row) => row.kind === 'listing');
  const known = new Set(listings.map((row) => row.key));
  for (const row of aggregateWeight(withJs)) {
    if (row.kind === 'listing' && !known.has(row.key)) listings.push(row);
  }
  return listings;
}

async function measurePage(browser, origin, pagePath) {
  const url = new URL(pagePath, origin).href;
  const viewport = { width: 1280, height: 900 };

  const staticContext = await browser.newContext({ viewport, javaScriptEnabled: false });
  const staticPage = await staticContext.newPage();
  const staticResponse = await staticPage.goto(url, { waitUntil: 'load' });
  const staticBytes = (await staticResponse.body()).length;
  const noJs = await staticPage.evaluate(measureWeightInPage);
  await staticContext.close();

  const liveContext = await browser.newContext({ viewport });
  const livePage = await liveContext.newPage();
  const liveResponse = await livePage.goto(url, { waitUntil: 'load' });
  const liveBytes = (await liveResponse.body()).length;
  await scrollThrough(livePage);
  const notHydrated = await waitForHydration(livePage);
  await settle(livePage);
  const withJs = await livePage.evaluate(measureWeightInPage);
  const islandFigures = await livePage.locator(ISLAND_FIGURE).count();
  await liveContext.close();

  // The same server sends the same file both times; the larger is kept should they ever differ.
  return { htmlBytes: Math.max(staticBytes, liveBytes), noJs, withJs, notHydrated, islandFigures };
}

function share(part, whole) {
  return whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : '–';
}

export async function runPageWeight({ browser, origin, pages, log, note }) {
  const failures = [];
  const results = [];
  for (const entry of pages.filter((page) => page.built)) {
    log(`page-weight ${entry.path}`);
    const result = await measurePage(browser, origin, entry.path);
    results.push({ path: entry.path, ...result });
    for (const message of pageWeightFailures(entry.path, result)) {
      failures.push({ page: entry.path, message });
    }
    for (const name of result.notHydrated) {
      failures.push({
        page: entry.path,
        message: `figure "${name}" did not hydrate, so the count with JavaScript misses what it renders`,
      });
    }
  }

  const pageRows = results.map((result) => {
    const article = isArticlePage(result.path);
    const elements = Math.max(result.noJs.elements, result.withJs.elements);
    const over = article && (elements > LIMITS.elements || result.htmlBytes > LIMITS.htmlBytes);
    return [
      pageCell(result.path),
      article ? 'yes' : 'no',
      formatInteger(result.htmlBytes),
      formatInteger(result.noJs.elements),
      formatInteger(result.withJs.elements),
      article ? formatInteger(LIMITS.htmlBytes) : '–',
      article ? formatInteger(LIMITS.elements) : '–',
      article ? (over ? '**over**' : 'ok') : 'reported',
    ];
  });

  const listingRows = [];
  for (const result of results) {
    for (const listing of listingsOf(result.noJs, result.withJs)) {
      const verdict = listingVerdict(listing.lines, result.path);
      listingRows.push([
        pageCell(result.path),
        `\`${listing.label}\``,
        listing.lines === null ? '–' : formatInteger(listing.lines),
        formatInteger(listing.elements),
        formatInteger(listing.bytes),
        verdict.fails ? `**${verdict.text}**` : verdict.text,
      ]);
    }
  }

  const partSections = results.map((result) => {
    const noJsRows = aggregateWeight(result.noJs);
    const withJsRows = aggregateWeight(result.withJs);
    // Kinds a page does not have (no formula, no code block) would only add rows of zeros.
    const present = [...noJsRows, ...withJsRows].filter(
      (row) => row.kind === 'rest' || row.count > 0,
    );
    const keys = [...new Set(present.map((row) => row.key))];
    const rows = keys.map((key) => {
      const without = noJsRows.find((row) => row.key === key);
      const withScript = withJsRows.find((row) => row.key === key);
      const countOf = (row) => formatInteger(row?.count ?? 0);
      return [
        partName(withScript ?? without),
        key === 'rest' ? '' : `${countOf(without)} / ${countOf(withScript)}`,
        formatInteger(without?.elements ?? 0),
        formatInteger(withScript?.elements ?? 0),
        share(withScript?.elements ?? 0, result.withJs.elements),
        formatInteger(without?.bytes ?? 0),
        formatInteger(withScript?.bytes ?? 0),
      ];
    });
    const largestElements = largestPart(withJsRows, 'elements');
    const largestBytes = largestPart(noJsRows, 'bytes');
    return [
      `### ${pageCell(result.path)}`,
      markdownTable(
        [
          { title: 'Part' },
          { title: 'Count (no JS / JS)', align: 'right' },
          { title: 'Elements, no JS', align: 'right' },
          { title: 'Elements, JS', align: 'right' },
          { title: 'Share of elements, JS', align: 'right' },
          { title: 'Bytes, no JS', align: 'right' },
          { title: 'Bytes, JS', align: 'right' },
        ],
        rows,
      ),
      `Whole page: ${formatInteger(result.noJs.elements)} elements and ${formatInteger(result.noJs.documentBytes)} serialized bytes without JavaScript, ${formatInteger(result.withJs.elements)} elements and ${formatInteger(result.withJs.documentBytes)} serialized bytes with it (${result.islandFigures - result.notHydrated.length} of ${result.islandFigures} island figures hydrated). Most elements: ${partName(largestElements)} (${share(largestElements.elements, result.withJs.elements)}); most bytes: ${partName(largestBytes)} (${share(largestBytes.bytes, result.noJs.documentBytes)} of the serialized HTML).`,
    ].join('\n\n');
  });

  const report = document([
    '# Page weight',
    conditionsLine(note),
    'Generated by `npm run audit` (or `node scripts/quality/audit.mjs --only page-weight`) in headless Chromium on every built page of the production build (viewport 1280×900).',
    [
      "- **HTML bytes**: the length of the body the server sends for the page (the navigation's response, before the browser parses it; `astro preview` sends it uncompressed).",
      "- **DOM elements**: `document.getElementsByTagName('*').length`, which counts SVG and MathML elements too. Measured twice: with JavaScript disabled (the server's HTML, the same on every run) and with JavaScript after load, a scroll from top to bottom (every island hydrated) and the network gone quiet. The limit applies to the larger.",
      '- **Parts**: code listings (`[data-listing]`, their length from `data-lines`), island figures (`astro-island`, named by the `[data-figure]` inside), formulas (`.katex` not nested in another `.katex`; those inside islands belong to their island and are shown again on their own row), inline SVG outside islands and formulas, and the rest (its code blocks without `data-listing`, `<pre>` elements, shown again on their own row). Each element counts in one part only: a listing first, then an island, a formula, an SVG. The bytes of a part are the UTF-8 length of its `outerHTML` without the parts nested in it; the rest is the serialized document (`<html>` `outerHTML`) minus the parts, so the parts add up to the serialized document, which can differ slightly from the bytes sent (the browser re-serializes attributes and entities).',
      `- **Limits**: on article pages (\`/articles/…\`) at most ${formatInteger(LIMITS.elements)} DOM elements and ${formatInteger(LIMITS.htmlBytes)} bytes of HTML; on every page no listing over ${LIMITS.listingLines} lines, and a listing over ${LIMITS.listingTargetLines} lines is reported as over the ${LIMITS.listingTargetLines}-line target without failing — except on the source pages (\`/source/…\`), whose one listing is a whole file by design. Other pages are reported with their numbers.`,
    ].join('\n'),
    '## Pages',
    markdownTable(
      [
        { title: 'Page' },
        { title: 'Article' },
        { title: 'HTML bytes', align: 'right' },
        { title: 'Elements, no JS', align: 'right' },
        { title: 'Elements, JS', align: 'right' },
        { title: 'Byte limit', align: 'right' },
        { title: 'Element limit', align: 'right' },
        { title: 'Result' },
      ],
      pageRows,
    ),
    '## Code listings',
    listingRows.length === 0
      ? 'No page has an element with `data-listing`.'
      : markdownTable(
          [
            { title: 'Page' },
            { title: 'Listing' },
            { title: 'Lines', align: 'right' },
            { title: 'Elements', align: 'right' },
            { title: 'Bytes', align: 'right' },
            { title: 'Result' },
          ],
          listingRows,
        ),
    '## Parts of each page',
    partSections.join('\n\n'),
    failuresSection(failures),
  ]);
  return { failures, report, results };
}
