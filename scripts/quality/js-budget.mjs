// Gate 3 — JavaScript budget of every built page.
//
// "Before any interaction" means: the page is loaded, then scrolled from top to bottom and back
// (so every client:visible island hydrates, as it would for a reader who reads the page), then left
// until the network is idle and every island figure says data-hydrated="true". No click, key or
// pointer event reaches the page. Everything JavaScript fetched until then counts: external scripts
// and modules (whatever their request type), plus the inline <script> elements of the HTML (Astro's
// island runtime is inlined). Each body is gzipped here at level 9 (lib/gzip.mjs).
//
// "After first interaction": the first handle of the first figure gets focus and one ArrowRight key
// press (the first of ArrowRight, ArrowUp, ArrowLeft, ArrowDown that moves it); scripts fetched
// because of it are listed separately. KaTeX's runtime counts wherever it
// loads, so KaTeX loaded by that interaction is added to the budgeted total.
//
// Budgets: 100 KB (102,400 B) gzip on a page with an interactive figure (a [data-figure] inside an
// Astro island), 0 B on every other page; and per chunk, wherever it loads: the kit's shared chunk
// 22 KB, a figure's own chunk (its island's entry module) 10 KB (lib/gzip.mjs's CHUNK_BUDGETS).
import {
  CHUNK_BUDGETS,
  KIT_SHARED_CHUNK,
  budgetFor,
  chunkRole,
  gzipSize,
  looksLikeKatex,
  summarizeChunks,
} from './lib/gzip.mjs';
import {
  ISLAND_FIGURE,
  pressOnHandle,
  scrollThrough,
  settle,
  waitForHydration,
} from './lib/browser.mjs';
import {
  conditionsLine,
  document,
  failuresSection,
  formatInteger,
  formatKB,
  markdownTable,
  pageCell,
} from './lib/report.mjs';

const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
]);

function isJavaScriptResponse(response) {
  const type = (response.headers()['content-type'] ?? '').toLowerCase();
  if (/javascript|ecmascript/.test(type)) return true;
  const resourceType = response.request().resourceType();
  return resourceType === 'script' && !/json|css|html/.test(type);
}

/** Measures one page; returns { path, hasFigures, chunks, totals, budget }. */
async function measurePage(browser, origin, pagePath) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let phase = 'initial';
  const pending = [];
  const seen = new Set();
  page.on('response', (response) => {
    if (!isJavaScriptResponse(response)) return;
    const url = response.url();
    if (seen.has(url)) return;
    seen.add(url);
    const chunkPhase = phase;
    pending.push(
      response.body().then(
        (body) => ({ url, phase: chunkPhase, body }),
        () => ({ url, phase: chunkPhase, body: Buffer.alloc(0) }),
      ),
    );
  });
  await page.goto(new URL(pagePath, origin).href, { waitUntil: 'load' });
  const inline = await page.evaluate(
    (types) => {
      return [...document.querySelectorAll('script:not([src])')]
        .filter((script) => types.includes((script.getAttribute('type') ?? '').toLowerCase()))
        .map((script) => script.textContent ?? '');
    },
    [...JS_TYPES],
  );
  await scrollThrough(page);
  await waitForHydration(page);
  await settle(page);
  const hasFigures = (await page.locator(ISLAND_FIGURE).count()) > 0;
  // A figure's own chunk is the entry module of the island that holds it.
  const figureEntryUrls = new Set(
    await page.evaluate(() =>
      [...document.querySelectorAll('astro-island')]
        .filter((island) => island.querySelector('[data-figure]') !== null)
        .map((island) => new URL(island.getAttribute('component-url') ?? '', location.href).href),
    ),
  );

  let interacted = 'no handle';
  if (hasFigures) {
    const handle = page
      .locator(`${ISLAND_FIGURE} svg [role="slider"], ${ISLAND_FIGURE} svg [role="button"]`)
      .first();
    if ((await handle.count()) > 0) {
      phase = 'interaction';
      await handle.scrollIntoViewIfNeeded();
      await handle.focus();
      // Wait for the press to take effect (its state rendered, so anything it imports has been
      // requested), then for the network to go quiet: whatever it loaded is then counted.
      // A handle at the end of its range or on one axis ignores some arrows: the interaction is
      // the first arrow key that moves it.
      let press;
      let key;
      for (key of ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown']) {
        press = await pressOnHandle(page, handle, key);
        if (press.changed) break;
      }
      await settle(page);
      interacted = press.changed
        ? `${key} on the first handle`
        : 'arrow keys on the first handle, which none of them moved';
    }
  }
  const responses = await Promise.all(pending);
  await context.close();

  const chunks = [];
  inline.forEach((source, index) => {
    chunks.push({
      name: `(inline script ${index + 1} in the HTML)`,
      role: null,
      phase: 'initial',
      rawBytes: Buffer.byteLength(source),
      gzipBytes: gzipSize(source),
      katex: looksLikeKatex('', source),
    });
  });
  for (const { url, phase: chunkPhase, body } of responses) {
    const name = url.startsWith(origin) ? url.slice(origin.length) : url;
    chunks.push({
      name,
      role: chunkRole(url, figureEntryUrls),
      phase: chunkPhase,
      rawBytes: body.length,
      gzipBytes: gzipSize(body),
      katex: looksLikeKatex(name, body.toString('utf8')),
    });
  }
  chunks.sort((a, b) =>
    a.phase !== b.phase
      ? a.phase === 'initial'
        ? -1
        : 1
      : b.gzipBytes - a.gzipBytes || (a.name < b.name ? -1 : 1),
  );
  const totals = summarizeChunks(chunks);
  return { path: pagePath, hasFigures, chunks, totals, budget: budgetFor(hasFigures), interacted };
}

/** Chunk names carry content hashes; the report strips them so the table diffs by content only. */
function displayName(name) {
  return name.replace(/\.[A-Za-z0-9_-]{8}\.(m?js)$/, '.$1');
}

const ROLE_TITLES = {
  'kit-shared': "the kit's shared chunk",
  'figure-own': "a figure's own chunk",
};

/**
 * Every chunk with a chunk budget, once, at its largest gzip size on any page (a chunk name
 * without its hash may load with other contents elsewhere), shared chunk first, then largest first.
 */
function chunkBudgets(results) {
  const byName = new Map();
  for (const result of results) {
    for (const chunk of result.chunks) {
      if (chunk.role === null) continue;
      const name = displayName(chunk.name);
      const entry = byName.get(name) ?? {
        name,
        role: chunk.role,
        gzipBytes: 0,
        budget: CHUNK_BUDGETS[chunk.role],
        pages: [],
      };
      entry.gzipBytes = Math.max(entry.gzipBytes, chunk.gzipBytes);
      entry.pages.push(result.path);
      byName.set(name, entry);
    }
  }
  return [...byName.values()].sort(
    (a, b) =>
      (a.role === 'kit-shared' ? 0 : 1) - (b.role === 'kit-shared' ? 0 : 1) ||
      b.gzipBytes - a.gzipBytes ||
      (a.name < b.name ? -1 : 1),
  );
}

export async function runJsBudget({ browser, origin, pages, log, note }) {
  const failures = [];
  const results = [];
  for (const entry of pages.filter((page) => page.built)) {
    log(`js-budget ${entry.path}`);
    const result = await measurePage(browser, origin, entry.path);
    results.push(result);
    if (result.totals.budgeted > result.budget) {
      failures.push({
        page: entry.path,
        message: `JavaScript ${formatInteger(result.totals.budgeted)} B gzip over its budget of ${formatInteger(result.budget)} B (${result.hasFigures ? 'page with figures' : 'page without figures'})`,
      });
    }
  }
  const budgetedChunks = chunkBudgets(results);
  for (const chunk of budgetedChunks) {
    if (chunk.gzipBytes > chunk.budget) {
      failures.push({
        page: chunk.pages[0],
        message: `${ROLE_TITLES[chunk.role]} \`${chunk.name}\` is ${formatInteger(chunk.gzipBytes)} B gzip, over its budget of ${formatInteger(chunk.budget)} B`,
      });
    }
  }
  const summaryRows = results.map((result) => [
    pageCell(result.path),
    result.hasFigures ? 'yes' : 'no',
    formatInteger(result.totals.initial),
    formatKB(result.totals.initial),
    formatInteger(result.totals.interaction),
    formatInteger(result.totals.katex),
    formatInteger(result.totals.budgeted),
    formatInteger(result.budget),
    result.totals.budgeted > result.budget ? '**over**' : 'ok',
    result.interacted,
  ]);
  const details = results
    .filter((result) => result.chunks.length > 0)
    .map((result) =>
      [
        `### ${pageCell(result.path)}`,
        markdownTable(
          [
            { title: 'Chunk' },
            { title: 'Loaded' },
            { title: 'Raw bytes', align: 'right' },
            { title: 'Gzip bytes', align: 'right' },
            { title: 'KaTeX' },
          ],
          result.chunks.map((chunk) => [
            `\`${displayName(chunk.name)}\``,
            chunk.phase === 'initial' ? 'before interaction' : 'after first interaction',
            formatInteger(chunk.rawBytes),
            formatInteger(chunk.gzipBytes),
            chunk.katex ? 'yes' : '',
          ]),
        ),
      ].join('\n\n'),
    );
  const report = document([
    '# JavaScript budget',
    conditionsLine(note),
    'Generated by `npm run audit` (or `node scripts/quality/audit.mjs --only js-budget`) on every built page of the production build.',
    [
      '- **Before interaction**: every script the page fetched (any request type whose body is JavaScript) and every inline `<script>` of its HTML, after loading, scrolling from top to bottom and back (so each `client:visible` island hydrates) and waiting for the network to go idle. No click, key or pointer event.',
      '- **After first interaction**: extra scripts fetched after focusing the first handle of the first figure and pressing one arrow key: the first of ArrowRight, ArrowUp, ArrowLeft and ArrowDown that moves it (a handle at the end of its range or that moves along one axis ignores some). The table says which.',
      '- **Bytes**: each body gzipped here at level 9 (independent of the server), 1 KB = 1,024 B. Chunk names are shown without their content hash.',
      '- **Budget**: 102,400 B (100 KB) gzip on a page with an interactive figure (`[data-figure]` inside an Astro island), 0 B on any other page. The budgeted total is the JavaScript before interaction plus any KaTeX runtime loaded after it (KaTeX counts wherever it loads).',
      `- **Chunk budgets**: the kit's shared chunk (\`${KIT_SHARED_CHUNK}\`, what every figure loads) ${formatInteger(CHUNK_BUDGETS['kit-shared'])} B gzip; a figure's own chunk (the entry module of the island that holds it, its \`component-url\`) ${formatInteger(CHUNK_BUDGETS['figure-own'])} B. Each is judged at its largest on any page.`,
    ].join('\n'),
    '## Pages',
    markdownTable(
      [
        { title: 'Page' },
        { title: 'Figures' },
        { title: 'Before interaction (B gzip)', align: 'right' },
        { title: '(KB)', align: 'right' },
        { title: 'After first interaction (B gzip)', align: 'right' },
        { title: 'KaTeX runtime (B gzip)', align: 'right' },
        { title: 'Budgeted (B gzip)', align: 'right' },
        { title: 'Budget (B gzip)', align: 'right' },
        { title: 'Result' },
        { title: 'First interaction' },
      ],
      summaryRows,
    ),
    '## Chunk budgets',
    markdownTable(
      [
        { title: 'Chunk' },
        { title: 'Role' },
        { title: 'Gzip bytes', align: 'right' },
        { title: 'Budget (B gzip)', align: 'right' },
        { title: 'Pages', align: 'right' },
        { title: 'Result' },
      ],
      budgetedChunks.map((chunk) => [
        `\`${chunk.name}\``,
        ROLE_TITLES[chunk.role],
        formatInteger(chunk.gzipBytes),
        formatInteger(chunk.budget),
        formatInteger(chunk.pages.length),
        chunk.gzipBytes > chunk.budget ? '**over**' : 'ok',
      ]),
    ),
    '## Chunks per page',
    details.length === 0 ? 'No page loads any JavaScript.' : details.join('\n\n'),
    failuresSection(failures),
  ]);
  return { failures, report, results };
}
