// Unit tests of the pure parts of the quality gates: page discovery, link resolution, gzip
// accounting, percentiles, report formatting and the drag path.
import { describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  discoverPages,
  htmlFileToPagePath,
  mergePages,
  pageKind,
  parseSitemapLocs,
  sortPagePaths,
} from './lib/pages.mjs';
import {
  checkInternalReference,
  classifyReference,
  locateInternalPath,
  resolveReferences,
  srcsetUrls,
} from './lib/links.mjs';
import {
  budgetFor,
  CHUNK_BUDGETS,
  chunkRole,
  gzipSize,
  KB,
  looksLikeKatex,
  summarizeChunks,
} from './lib/gzip.mjs';
import { maximum, median, percentile } from './lib/stats.mjs';
import {
  cell,
  conditionsLine,
  document,
  failuresSection,
  formatInteger,
  formatKB,
  formatMs,
  formatScore,
  markdownTable,
} from './lib/report.mjs';
import { circlePath, dragPlan, selectFigures } from './drag.mjs';
import { explainTask, rendererMainTasks } from './lib/trace.mjs';
import {
  failingAudits,
  formatRange,
  judgeRuns,
  medianOfThree,
  summarizeLhr,
} from './lighthouse.mjs';
import { GATES, parseArgs } from './audit.mjs';
import {
  aggregateWeight,
  isArticlePage,
  largestPart,
  LIMITS,
  listingsOf,
  listingVerdict,
  pageWeightFailures,
  parseLines,
  partName,
} from './page-weight.mjs';

const origin = 'http://localhost:4410';
const files = new Set([
  'index.html',
  'about/index.html',
  'articles/quadratic-roots/index.html',
  '404.html',
  'favicon.svg',
  '_astro/client.abc12345.js',
]);
const idsByPage = new Map([
  ['/', new Set(['main', 'gallery-heading'])],
  ['/about/', new Set(['main'])],
  ['/articles/quadratic-roots/', new Set(['main', 'the-cancellation', 'café'])],
  ['/404.html', new Set(['main'])],
]);

describe('page discovery', () => {
  it('reads <loc> values and decodes XML entities', () => {
    const xml =
      '<?xml version="1.0"?><urlset><url><loc>https://x.dev/</loc></url><url><loc> https://x.dev/a/?q=1&amp;r=2 </loc></url></urlset>';
    expect(parseSitemapLocs(xml)).toEqual(['https://x.dev/', 'https://x.dev/a/?q=1&r=2']);
  });

  it('maps built HTML files to the paths they are served at', () => {
    expect(htmlFileToPagePath('index.html')).toBe('/');
    expect(htmlFileToPagePath('about/index.html')).toBe('/about/');
    expect(htmlFileToPagePath('embed/seg/index.html')).toBe('/embed/seg/');
    expect(htmlFileToPagePath('404.html')).toBe('/404.html');
  });

  it('sorts the home page first, then by path', () => {
    expect(sortPagePaths(['/b/', '/a/', '/', '/404.html'])).toEqual([
      '/',
      '/404.html',
      '/a/',
      '/b/',
    ]);
  });

  it('classifies the 404 page and embed frames', () => {
    expect(pageKind('/404.html')).toBe('error');
    expect(pageKind('/404/')).toBe('error');
    expect(pageKind('/embed/segment-sweeps-point/')).toBe('embed');
    expect(pageKind('/articles/x/')).toBe('page');
  });

  it('merges the sitemap with the built files and flags listed pages that were not built', () => {
    const merged = mergePages(
      ['/', '/about/', '/gone/'],
      ['/', '/about/', '/404.html', '/embed/a/'],
    );
    expect(merged).toEqual([
      { path: '/', inSitemap: true, built: true, kind: 'page' },
      { path: '/404.html', inSitemap: false, built: true, kind: 'error' },
      { path: '/about/', inSitemap: true, built: true, kind: 'page' },
      { path: '/embed/a/', inSitemap: false, built: true, kind: 'embed' },
      { path: '/gone/', inSitemap: true, built: false, kind: 'page' },
    ]);
  });

  it('discovers pages from a dist folder with a sitemap index', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quality-pages-'));
    try {
      await mkdir(path.join(dir, 'about'), { recursive: true });
      await mkdir(path.join(dir, 'embed', 'fig'), { recursive: true });
      await writeFile(path.join(dir, 'index.html'), '<!doctype html>');
      await writeFile(path.join(dir, 'about', 'index.html'), '<!doctype html>');
      await writeFile(path.join(dir, 'embed', 'fig', 'index.html'), '<!doctype html>');
      await writeFile(path.join(dir, '404.html'), '<!doctype html>');
      await writeFile(
        path.join(dir, 'sitemap-index.xml'),
        '<sitemapindex><sitemap><loc>http://localhost:4410/sitemap-0.xml</loc></sitemap></sitemapindex>',
      );
      await writeFile(
        path.join(dir, 'sitemap-0.xml'),
        '<urlset><url><loc>http://localhost:4410/</loc></url><url><loc>http://localhost:4410/about/</loc></url></urlset>',
      );
      const found = await discoverPages(dir);
      expect(found.sitemapOrigin).toBe('http://localhost:4410');
      expect(found.pages.map((page) => [page.path, page.inSitemap, page.kind])).toEqual([
        ['/', true, 'page'],
        ['/404.html', false, 'error'],
        ['/about/', true, 'page'],
        ['/embed/fig/', false, 'embed'],
      ]);
      expect(found.files.has('embed/fig/index.html')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('link resolution', () => {
  const page = `${origin}/articles/quadratic-roots/`;

  it('classifies internal, external, skipped and invalid references', () => {
    expect(classifyReference('/about/', page, origin)).toEqual({
      type: 'internal',
      path: '/about/',
      fragment: undefined,
    });
    expect(classifyReference('#the-cancellation', page, origin)).toEqual({
      type: 'internal',
      path: '/articles/quadratic-roots/',
      fragment: 'the-cancellation',
    });
    expect(classifyReference('../../about/#main', page, origin)).toMatchObject({
      path: '/about/',
      fragment: 'main',
    });
    expect(classifyReference(`${origin}/?x=1`, page, origin)).toMatchObject({
      type: 'internal',
      path: '/',
    });
    expect(classifyReference('https://example.org/paper.pdf', page, origin)).toEqual({
      type: 'external',
      url: 'https://example.org/paper.pdf',
    });
    expect(classifyReference('mailto:me@example.org', page, origin)).toEqual({
      type: 'skipped',
      reason: 'mailto:',
    });
    expect(classifyReference('   ', page, origin).type).toBe('invalid');
    expect(classifyReference('http://[bad', page, origin).type).toBe('invalid');
  });

  it('decodes percent-encoded paths and fragments', () => {
    expect(classifyReference('#caf%C3%A9', page, origin)).toMatchObject({ fragment: 'café' });
    expect(classifyReference('/a%20b/', page, origin)).toMatchObject({ path: '/a b/' });
  });

  it('locates pages, files and reports a missing trailing slash', () => {
    expect(locateInternalPath('/', files)).toEqual({ file: 'index.html', page: '/' });
    expect(locateInternalPath('/about/', files)).toEqual({
      file: 'about/index.html',
      page: '/about/',
    });
    expect(locateInternalPath('/favicon.svg', files)).toEqual({
      file: 'favicon.svg',
      page: '/favicon.svg',
    });
    expect(locateInternalPath('/about', files).error).toMatch(/trailing slash/);
    expect(locateInternalPath('/nope/', files).error).toMatch(/no built page/);
    expect(locateInternalPath('/og-image.png', files).error).toMatch(/no such file/);
  });

  it('checks fragments against the target page, and accepts "#" and "#top"', () => {
    const check = (raw: string) =>
      checkInternalReference(classifyReference(raw, page, origin) as never, files, idsByPage);
    expect(check('#the-cancellation')).toEqual({ ok: true });
    expect(check('#')).toEqual({ ok: true });
    expect(check('#top')).toEqual({ ok: true });
    expect(check('#TOP')).toEqual({ ok: true });
    expect(check('/about/#main')).toEqual({ ok: true });
    expect(check('#missing')).toEqual({
      ok: false,
      reason: 'no element with id "missing" on /articles/quadratic-roots/',
    });
    expect(check('/about/#the-cancellation').ok).toBe(false);
    expect(check('/favicon.svg#icon')).toEqual({ ok: true });
  });

  it('resolves a crawl: broken links sorted, external links listed once per URL, duplicates ignored', () => {
    const result = resolveReferences(
      [
        { page: '/about/', raw: '/nope/', source: 'a[href]' },
        { page: '/', raw: '/about', source: 'a[href]' },
        { page: '/', raw: '/about', source: 'a[href]' },
        { page: '/', raw: 'https://example.org/', source: 'a[href]' },
        { page: '/about/', raw: 'https://example.org/', source: 'a[href]' },
        { page: '/', raw: '/articles/quadratic-roots/#the-cancellation', source: 'a[href]' },
        { page: '/', raw: 'mailto:x@example.org', source: 'a[href]' },
        { page: '/', raw: `${origin}/og-image.png`, source: 'meta[og:image]' },
      ],
      { origin, files, idsByPage },
    );
    expect(result.broken).toEqual([
      {
        page: '/',
        raw: '/about',
        source: 'a[href]',
        reason: 'missing trailing slash (the page is /about/)',
      },
      {
        page: '/',
        raw: `${origin}/og-image.png`,
        source: 'meta[og:image]',
        reason: 'no such file in the build',
      },
      { page: '/about/', raw: '/nope/', source: 'a[href]', reason: 'no built page at this path' },
    ]);
    expect([...result.external]).toEqual([['https://example.org/', new Set(['/', '/about/'])]]);
    expect(result.checked).toBe(4);
  });

  it('splits srcset candidates', () => {
    expect(srcsetUrls('/a.png 1x, /b.png 2x,/c.png')).toEqual(['/a.png', '/b.png', '/c.png']);
    expect(srcsetUrls(undefined)).toEqual([]);
  });
});

describe('gzip accounting', () => {
  it('gzips deterministically and compresses repetition', () => {
    const text = 'export const x = 1;\n'.repeat(500);
    expect(gzipSize(text)).toBe(gzipSize(Buffer.from(text)));
    expect(gzipSize(text)).toBeLessThan(Buffer.byteLength(text) / 10);
    expect(gzipSize('')).toBe(20); // gzip header + trailer of an empty stream
  });

  it('spots KaTeX by name or by content', () => {
    expect(looksLikeKatex('/_astro/katex.B1c2D3e4.js', '')).toBe(true);
    expect(
      looksLikeKatex('/_astro/Figure.js', 'throw new ParseError("KaTeX parse error: " + m)'),
    ).toBe(true);
    expect(looksLikeKatex('/_astro/Figure.js', 'const figure = 1;')).toBe(false);
  });

  it('sums chunks and counts KaTeX wherever it loads', () => {
    const totals = summarizeChunks([
      { name: 'a', phase: 'initial', rawBytes: 1, gzipBytes: 60_000, katex: false },
      { name: 'b', phase: 'initial', rawBytes: 1, gzipBytes: 10_000, katex: true },
      { name: 'c', phase: 'interaction', rawBytes: 1, gzipBytes: 5_000, katex: false },
      { name: 'd', phase: 'interaction', rawBytes: 1, gzipBytes: 30_000, katex: true },
    ]);
    expect(totals).toEqual({
      initial: 70_000,
      interaction: 35_000,
      katex: 40_000,
      budgeted: 100_000,
    });
  });

  it('budgets 100 KB with figures and nothing without', () => {
    expect(budgetFor(true)).toBe(100 * KB);
    expect(budgetFor(true)).toBe(102_400);
    expect(budgetFor(false)).toBe(0);
  });

  it("budgets the kit's shared chunk at 22 KB and a figure's own chunk at 10 KB", () => {
    expect(CHUNK_BUDGETS).toEqual({ 'kit-shared': 22_528, 'figure-own': 10_240 });
  });

  it("tells a figure's own chunk by its island's component-url, the kit's by its group name", () => {
    const origin = 'http://localhost:4410';
    const entries = new Set([`${origin}/_astro/SegmentVsRectFigure.Ab3-x_9Z.js`]);
    expect(chunkRole(`${origin}/_astro/SegmentVsRectFigure.Ab3-x_9Z.js`, entries)).toBe(
      'figure-own',
    );
    // The same figure's chunk with another hash is not the island's entry on this page.
    expect(chunkRole(`${origin}/_astro/SegmentVsRectFigure.Zz3-x_9Z.js`, entries)).toBeNull();
    expect(chunkRole(`${origin}/_astro/figure-base.C0ffee12.js`, entries)).toBe('kit-shared');
    expect(chunkRole(`${origin}/_astro/figure-base-extra.C0ffee12.js`, entries)).toBeNull();
    expect(chunkRole(`${origin}/_astro/client.D00dfeed.js`, entries)).toBeNull();
  });
});

describe('statistics', () => {
  it('interpolates percentiles between ranks', () => {
    const values = [5, 1, 4, 2, 3];
    expect(percentile(values, 50)).toBe(3);
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(5);
    expect(percentile([10, 20], 95)).toBeCloseTo(19.5, 12);
    expect(
      percentile(
        Array.from({ length: 200 }, (_, i) => i + 1),
        95,
      ),
    ).toBeCloseTo(190.05, 12);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
    expect(maximum([3, 9, 2])).toBe(9);
    expect(maximum([])).toBeNaN();
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('report formatting', () => {
  it('builds aligned Markdown tables and escapes pipes and newlines', () => {
    expect(
      markdownTable(
        [{ title: 'Page' }, { title: 'Bytes', align: 'right' }, { title: 'Mid', align: 'center' }],
        [
          ['`/`', '1,024', 'a|b'],
          ['`/about/`', '0', 'line\nbreak'],
        ],
      ),
    ).toBe(
      [
        '| Page | Bytes | Mid |',
        '| --- | ---: | :---: |',
        '| `/` | 1,024 | a\\|b |',
        '| `/about/` | 0 | line break |',
      ].join('\n'),
    );
    expect(cell(undefined)).toBe('');
  });

  it('formats numbers the same way on every run', () => {
    expect(formatInteger(86210.4)).toBe('86,210');
    expect(formatKB(0)).toBe('0 B');
    expect(formatKB(512)).toBe('512 B');
    expect(formatKB(86210)).toBe('84.2 KB');
    expect(formatMs(0.4234)).toBe('0.42 ms');
    expect(formatMs(12.34)).toBe('12.3 ms');
    expect(formatMs(1234.5)).toBe('1,235 ms');
    expect(formatMs(Number.NaN)).toBe('–');
    expect(formatScore(0.987)).toBe('99');
    expect(formatScore(1)).toBe('100');
    expect(formatScore(null)).toBe('–');
  });

  it('joins sections with one blank line and ends with one newline', () => {
    expect(document(['# T', '', 'body', undefined as never])).toBe('# T\n\nbody\n');
  });

  it('ends a report with its failures, one line per page, in the order found', () => {
    expect(
      failuresSection([
        { page: '/b/', message: 'too heavy' },
        { page: '/a/', message: 'broken link' },
      ]),
    ).toBe('## Failures\n\n- `/b/`: too heavy\n- `/a/`: broken link');
  });

  it('says "None." under the failures heading when a gate passes', () => {
    expect(failuresSection([])).toBe('## Failures\n\nNone.');
  });

  it('labels the conditions of a run only when a note is given', () => {
    expect(conditionsLine('one core kept busy by another process')).toBe(
      '**Conditions of this run**: one core kept busy by another process',
    );
    expect(conditionsLine(undefined)).toBe('');
    expect(conditionsLine('   ')).toBe('');
  });
});

describe('drag benchmark helpers', () => {
  it('moves around a circle that starts and ends at the handle', () => {
    const start = { x: 300, y: 200 };
    const { points, centre } = circlePath(start, 40, 200, undefined);
    expect(points).toHaveLength(200);
    expect(centre).toEqual({ x: 260, y: 200 });
    const last = points[199]!;
    expect(last.x).toBeCloseTo(300, 9);
    expect(last.y).toBeCloseTo(200, 9);
    for (const point of points) {
      expect(Math.hypot(point.x - centre.x, point.y - centre.y)).toBeCloseTo(40, 9);
    }
  });

  it('drags a kit demo through one turn at the step length of an article figure', () => {
    expect(dragPlan('quadratic-roots')).toEqual({ moves: 200, turns: 2 });
    expect(dragPlan('kit-handles')).toEqual({ moves: 100, turns: 1 });
    const start = { x: 300, y: 200 };
    const twoTurns = circlePath(start, 40, 200, undefined, 2).points;
    const oneTurn = circlePath(start, 40, 100, undefined, 1).points;
    expect(oneTurn).toHaveLength(100);
    oneTurn.forEach((point, index) => {
      expect(point.x).toBeCloseTo(twoTurns[index]!.x, 9);
      expect(point.y).toBeCloseTo(twoTurns[index]!.y, 9);
    });
    expect(oneTurn[99]!.x).toBeCloseTo(300, 9);
    expect(oneTurn[99]!.y).toBeCloseTo(200, 9);
  });

  it('keeps the circle inside the bounds when the handle is near an edge', () => {
    const bounds = { left: 100, top: 100, right: 400, bottom: 300 };
    const { points } = circlePath({ x: 110, y: 295 }, 40, 200, bounds);
    for (const point of points) {
      expect(point.x).toBeGreaterThanOrEqual(100 - 1e-9);
      expect(point.x).toBeLessThanOrEqual(400 + 1e-9);
      expect(point.y).toBeGreaterThanOrEqual(100 - 1e-9);
      expect(point.y).toBeLessThanOrEqual(300 + 1e-9);
    }
  });

  it('benchmarks each figure name once, preferring sitemap pages over embeds', () => {
    const pages = [
      { path: '/', inSitemap: true, built: true, kind: 'page' },
      { path: '/articles/a/', inSitemap: true, built: true, kind: 'page' },
      { path: '/embed/a/', inSitemap: true, built: true, kind: 'embed' },
      { path: '/embed/b/', inSitemap: false, built: true, kind: 'embed' },
      { path: '/embed/b2/', inSitemap: false, built: true, kind: 'embed' },
    ];
    const figures = new Map([
      ['/articles/a/', ['fig-a', 'fig-a']],
      ['/embed/a/', ['fig-a']],
      ['/embed/b/', ['fig-b']],
      ['/embed/b2/', ['fig-b']],
    ]);
    expect(selectFigures(figures, pages)).toEqual([
      { page: '/articles/a/', index: 0, name: 'fig-a' },
      { page: '/embed/b/', index: 0, name: 'fig-b' },
    ]);
  });

  it('reads tasks from the busiest renderer main thread, with wall-clock and CPU time', () => {
    const meta = (pid: number, tid: number, name: string) => ({
      ph: 'M',
      name: 'thread_name',
      pid,
      tid,
      args: { name },
    });
    const event = (pid: number, name: string, ts: number, dur: number, tdur?: number) => ({
      ph: 'X',
      name,
      pid,
      tid: 1,
      ts,
      dur,
      ...(tdur === undefined ? {} : { tdur }),
    });
    const events = [
      meta(10, 1, 'CrRendererMain'),
      meta(20, 1, 'CrRendererMain'),
      meta(30, 1, 'CrBrowserMain'),
      // An idle renderer (a spare one) and the browser process: not the page's.
      event(20, 'RunTask', 0, 1_000, 1_000),
      event(30, 'RunTask', 0, 900_000, 900_000),
      // The page: a task that waited for a core (90 ms on the clock, 6 ms of CPU)…
      event(10, 'RunTask', 1_000, 90_000, 6_000),
      event(10, 'FunctionCall', 1_100, 40_000, 4_000),
      event(10, 'Layout', 2_000, 1_000), // forced by that script: counted as script
      // …and one that really worked: 70 ms of CPU, mostly layout.
      event(10, 'RunTask', 200_000, 75_000, 70_000),
      event(10, 'FunctionCall', 200_100, 10_000, 10_000),
      event(10, 'Layout', 211_000, 50_000, 48_000),
      event(10, 'Paint', 262_000, 8_000, 8_000),
    ];
    const tasks = rendererMainTasks(events);
    expect(tasks.map(({ wall, cpu }) => [wall, cpu])).toEqual([
      [90, 6],
      [75, 70],
    ]);
    expect(tasks[0]!.work).toEqual({ script: 4 });
    expect(explainTask(tasks[1]!)).toBe(
      '70 ms of CPU in a 75 ms task: layout 48 ms, script 10 ms, paint 8 ms, other 4 ms',
    );
  });
});

describe('Lighthouse summaries', () => {
  const lhr = {
    categories: {
      performance: {
        score: 0.93,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'x', weight: 0 },
        ],
      },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 0.96, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': {
        title: 'Largest Contentful Paint',
        score: 0.8,
        numericValue: 2900,
        displayValue: '2.9 s',
      },
      'total-blocking-time': { title: 'TBT', score: 1, numericValue: 20 },
      'cumulative-layout-shift': { title: 'CLS', score: 1, numericValue: 0 },
      x: { title: 'Unweighted', score: 0 },
      'color-contrast': { title: 'Contrast', score: 1 },
      'errors-in-console': { title: 'Browser errors were logged to the console', score: 0 },
    },
  };

  it('lists the weighted audits that cost points', () => {
    expect(failingAudits(lhr as never, 'performance')).toEqual([
      'Largest Contentful Paint (2.9 s)',
    ]);
    expect(failingAudits(lhr as never, 'best-practices')).toEqual([
      'Browser errors were logged to the console (score 0)',
    ]);
  });

  it('summarizes metrics and the categories below their bars', () => {
    const summary = summarizeLhr(lhr as never);
    expect(summary.lcp).toBe(2900);
    expect(summary.tbt).toBe(20);
    expect(summary.cls).toBe(0);
    expect(Object.keys(summary.failing)).toEqual(['performance', 'best-practices']);
  });
});

describe('Lighthouse median of three', () => {
  const atLeast95 = (points: number) => points >= 95;

  it('needs a second run after the first, whatever it scored', () => {
    expect(medianOfThree([100], atLeast95)).toEqual({ decided: false, runs: 1 });
    expect(medianOfThree([40], atLeast95)).toEqual({ decided: false, runs: 1 });
  });

  it('stops after two runs that meet the bar: the median lies between them', () => {
    expect(medianOfThree([99, 96], atLeast95)).toEqual({
      decided: true,
      pass: true,
      low: 96,
      high: 99,
      runs: 2,
    });
  });

  it('stops after two runs that miss the bar', () => {
    expect(medianOfThree([94, 80], atLeast95)).toMatchObject({ decided: true, pass: false });
  });

  it('asks for a third run when two runs disagree, then takes the median', () => {
    expect(medianOfThree([96, 94], atLeast95)).toEqual({ decided: false, runs: 2 });
    expect(medianOfThree([96, 94, 99], atLeast95)).toEqual({
      decided: true,
      pass: true,
      low: 96,
      high: 96,
      runs: 3,
    });
    expect(medianOfThree([96, 94, 60], atLeast95)).toMatchObject({ pass: false, low: 94 });
  });

  it('treats a bar that is met at most (TBT) the same way', () => {
    const within200 = (ms: number) => ms <= 200;
    expect(medianOfThree([150, 260], within200).decided).toBe(false);
    expect(medianOfThree([150, 260, 230], within200)).toMatchObject({ pass: false, low: 230 });
    expect(medianOfThree([150, 260, 180], within200)).toMatchObject({ pass: true, low: 180 });
  });

  it('shows a median decided by two runs as the range it lies in', () => {
    expect(formatRange({ low: 96, high: 99 }, String)).toBe('96–99');
    expect(formatRange({ low: 97, high: 97 }, String)).toBe('97');
    expect(formatRange({ low: 20, high: 30 }, String, ' ms')).toBe('20–30 ms');
  });

  const run = (performance: number | null, tbt: number | undefined, bestPractices = 1) => ({
    scores: { performance, accessibility: 1, 'best-practices': bestPractices, seo: 1 },
    tbt,
  });

  it('judges a page on the median performance and TBT, and on every run for the rest', () => {
    const passing = judgeRuns([run(0.97, 30), run(0.99, 10)]);
    expect(passing.decided).toBe(true);
    expect(passing.below).toEqual([]);
    expect(passing.lowest).toEqual({ accessibility: 100, 'best-practices': 100, seo: 100 });

    const flakyBestPractices = judgeRuns([run(0.97, 30), run(0.99, 10, 0.96)]);
    expect(flakyBestPractices.below).toEqual(['Best practices 96 < 100 (lowest of the runs)']);
  });

  it('runs a third time when only the TBT verdicts disagree', () => {
    expect(judgeRuns([run(0.97, 150), run(0.96, 250)]).decided).toBe(false);
    const third = judgeRuns([run(0.97, 150), run(0.96, 250), run(0.98, 240)]);
    expect(third.below).toEqual([
      'total blocking time 240 ms > 200 ms (median of three; runs 150 ms, 250 ms, 240 ms)',
    ]);
  });

  it('fails a page whose two runs are both below the performance bar, and says so', () => {
    expect(judgeRuns([run(0.9, 100), run(0.93, 120)]).below).toEqual([
      'performance 90–93 < 95 (two runs below the bar; runs 90, 93)',
    ]);
  });

  it('counts a run without scores (a runtime error) as missing both bars', () => {
    const judged = judgeRuns([run(null, undefined), run(null, undefined)]);
    expect(judged.performance).toMatchObject({ decided: true, pass: false });
    expect(judged.tbt).toMatchObject({ decided: true, pass: false });
  });
});

describe('worker pool', () => {
  it('runs every item with bounded concurrency', async () => {
    const { inPool } = await import('./lib/pool.mjs');
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await inPool([1, 2, 3, 4, 5], 2, async (item: number) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it('rejects with the first error', async () => {
    const { inPool } = await import('./lib/pool.mjs');
    await expect(
      inPool([1, 2], 2, async (item: number) => {
        if (item === 2) throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });
});

describe('deadline of a piece of work', () => {
  it('passes the result of work that settles in time', async () => {
    const { withDeadline } = await import('./lib/pool.mjs');
    await expect(withDeadline(Promise.resolve(7), 1000)).resolves.toBe(7);
    await expect(withDeadline(Promise.reject(new Error('boom')), 1000)).rejects.toThrow('boom');
  });

  it('rejects with Stalled when the work never settles, as a page whose frames stopped', async () => {
    const { Stalled, withDeadline } = await import('./lib/pool.mjs');
    const never = new Promise(() => {});
    const result = withDeadline(never, 20, 'crawl /source/vec3/');
    await expect(result).rejects.toBeInstanceOf(Stalled);
    await expect(result).rejects.toThrow('crawl /source/vec3/: no answer in 0.02 s');
  });
});

describe('audit options', () => {
  it('registers every gate once, with its own report file', () => {
    const ids = GATES.map((gate) => gate.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(GATES.map((gate) => gate.file)).size).toBe(GATES.length);
    for (const gate of GATES) expect(gate.file).toBe(`${gate.id}.md`);
  });

  it('runs every gate in registry order unless --only picks some', () => {
    expect(parseArgs([]).gates.map((gate) => gate.id)).toEqual(GATES.map((gate) => gate.id));
    expect(parseArgs(['--only', 'lighthouse,crawl']).gates.map((gate) => gate.id)).toEqual([
      'crawl',
      'lighthouse',
    ]);
    expect(() => parseArgs(['--only', 'speed'])).toThrow(/unknown gate "speed"/);
  });

  it('keeps the --note that labels the conditions of the run', () => {
    expect(parseArgs([]).note).toBeUndefined();
    expect(parseArgs(['--note', 'one core kept busy by another process']).note).toBe(
      'one core kept busy by another process',
    );
    expect(parseArgs(['--note=idle machine']).note).toBe('idle machine');
    expect(() => parseArgs(['--note'])).toThrow(/--note needs a value/);
  });
});

describe('page weight', () => {
  type Part = {
    kind: string;
    name: string | null;
    lines: string | null;
    elements: number;
    bytes: number;
  };
  const part = (kind: string, elements: number, bytes: number, extra: Partial<Part> = {}) => ({
    kind,
    name: null,
    lines: null,
    elements,
    bytes,
    ...extra,
  });
  const article = {
    elements: 10_000,
    documentBytes: 500_000,
    parts: [
      part('listing', 3_000, 200_000, { name: 'src/geometry/sweep.ts', lines: '180' }),
      part('island', 1_500, 60_000, { name: 'segment-sweeps-point' }),
      part('island', 1_400, 58_000, { name: 'segment-sweeps-point' }),
      part('formula', 2_000, 90_000),
      part('formula', 1_000, 40_000),
      part('svg', 4, 420),
      part('island-formula', 800, 30_000),
      part('code-block', 50, 4_000, { lines: '12' }),
    ],
  };

  it('holds only article pages to the element and byte limits', () => {
    expect(isArticlePage('/articles/moving-segment-vs-point/')).toBe(true);
    expect(isArticlePage('/articles/')).toBe(false);
    expect(isArticlePage('/embed/segment-sweeps-point/')).toBe(false);
    expect(isArticlePage('/')).toBe(false);
  });

  it('splits a page into parts that add up to its elements and serialized bytes', () => {
    const rows = aggregateWeight(article);
    expect(rows.map((row) => [row.kind, row.label, row.count, row.elements, row.bytes])).toEqual([
      ['listing', 'src/geometry/sweep.ts', 1, 3_000, 200_000],
      ['island', 'segment-sweeps-point #1', 1, 1_500, 60_000],
      ['island', 'segment-sweeps-point #2', 1, 1_400, 58_000],
      ['formula', 'formulas outside islands', 2, 3_000, 130_000],
      ['svg', 'inline SVG outside islands and formulas', 1, 4, 420],
      ['rest', 'the rest', null, 1_096, 51_580],
      ['island-formula', 'formulas inside islands (counted in their island)', 1, 800, 30_000],
      [
        'code-block',
        'code blocks without `data-listing` (counted in the rest), the longest 12 lines',
        1,
        50,
        4_000,
      ],
    ]);
    const parts = rows.filter((row) => !['island-formula', 'code-block'].includes(row.kind));
    expect(parts.reduce((sum, row) => sum + row.elements, 0)).toBe(article.elements);
    expect(parts.reduce((sum, row) => sum + row.bytes, 0)).toBe(article.documentBytes);
  });

  it('names a figure shown once without a number, and keys parts across both measurements', () => {
    const rows = aggregateWeight({
      elements: 100,
      documentBytes: 1_000,
      parts: [part('island', 60, 600, { name: 'quadratic-roots' })],
    });
    expect(rows[0]).toMatchObject({ key: 'island:quadratic-roots#1', label: 'quadratic-roots' });
    expect(partName(rows[0]!)).toBe('island `quadratic-roots`');
  });

  it('names the largest part, leaving out rows that repeat another part', () => {
    const rows = aggregateWeight(article);
    expect(partName(largestPart(rows, 'elements'))).toBe(
      'listing `src/geometry/sweep.ts` (180 lines)',
    );
    expect(largestPart(rows, 'bytes').label).toBe('src/geometry/sweep.ts');
    const formulaHeavy = {
      ...article,
      parts: [...article.parts, part('island-formula', 9_000, 1)],
    };
    expect(largestPart(aggregateWeight(formulaHeavy), 'elements').kind).toBe('listing');
  });

  it('reads data-lines as a whole number only', () => {
    expect(parseLines('150')).toBe(150);
    expect(parseLines(' 7 ')).toBe(7);
    expect(parseLines('12.5')).toBeNull();
    expect(parseLines('')).toBeNull();
    expect(parseLines(null)).toBeNull();
  });

  it('fails a listing over 200 lines and only reports one over 150', () => {
    expect(listingVerdict(150)).toEqual({ fails: false, text: 'ok' });
    expect(listingVerdict(151)).toEqual({ fails: false, text: 'over the 150-line target' });
    expect(listingVerdict(200)).toEqual({ fails: false, text: 'over the 150-line target' });
    expect(listingVerdict(201)).toEqual({ fails: true, text: 'over 200 lines' });
    expect(listingVerdict(null)).toEqual({ fails: true, text: 'no whole number in data-lines' });
    // A source page shows a whole file: 1,811 lines there are the point, not a failure.
    expect(listingVerdict(1811, '/source/time-of-impact/')).toEqual({
      fails: false,
      text: 'the whole file (source page)',
    });
    expect(listingVerdict(1811, '/articles/a/').fails).toBe(true);
  });

  it('passes an article at the limits and fails it one element or one byte over', () => {
    const at = { elements: LIMITS.elements, documentBytes: 1, parts: [] };
    const over = { ...at, elements: LIMITS.elements + 1 };
    expect(
      pageWeightFailures('/articles/a/', { htmlBytes: LIMITS.htmlBytes, noJs: at, withJs: at }),
    ).toEqual([]);
    expect(
      pageWeightFailures('/articles/a/', { htmlBytes: LIMITS.htmlBytes + 1, noJs: at, withJs: at }),
    ).toEqual([
      '800,001 bytes of HTML, over the limit of 800,000; largest part: the rest with 1 bytes',
    ]);
    expect(pageWeightFailures('/articles/a/', { htmlBytes: 1, noJs: at, withJs: over })).toEqual([
      '20,001 DOM elements (with JavaScript), over the limit of 20,000; largest part: the rest with 20,001 elements',
    ]);
  });

  it('says how much of a heavy rest is code that no listing marks', () => {
    const unmarked = {
      elements: 25_000,
      documentBytes: 900_000,
      parts: [part('code-block', 9_000, 500_000, { lines: '1509' })],
    };
    expect(
      pageWeightFailures('/articles/a/', { htmlBytes: 900_000, noJs: unmarked, withJs: unmarked }),
    ).toEqual([
      '25,000 DOM elements (without JavaScript), over the limit of 20,000; largest part: the rest with 25,000 elements, of which 9,000 in code blocks without `data-listing`, the longest 1,509 lines',
      '900,000 bytes of HTML, over the limit of 800,000; largest part: the rest with 900,000 bytes, of which 500,000 in code blocks without `data-listing`, the longest 1,509 lines',
    ]);
  });

  it('reports other pages over the article limits without failing them', () => {
    const heavy = { elements: 50_000, documentBytes: 1, parts: [] };
    expect(
      pageWeightFailures('/embed/a/', { htmlBytes: 2_000_000, noJs: heavy, withJs: heavy }),
    ).toEqual([]);
  });

  it('fails a long listing on any page, naming it', () => {
    const withListing = {
      elements: 100,
      documentBytes: 1_000,
      parts: [part('listing', 90, 900, { name: 'src/geometry/toi.ts', lines: '1811' })],
    };
    const noListing = { elements: 100, documentBytes: 1_000, parts: [] };
    expect(
      pageWeightFailures('/embed/a/', { htmlBytes: 1_000, noJs: withListing, withJs: noListing }),
    ).toEqual(['listing `src/geometry/toi.ts`: over 200 lines (1,811 lines)']);
  });

  it('adds listings that only exist once JavaScript ran to those of the server HTML', () => {
    const server = {
      elements: 10,
      documentBytes: 10,
      parts: [part('listing', 5, 5, { name: 'a.ts', lines: '10' })],
    };
    const live = {
      elements: 20,
      documentBytes: 20,
      parts: [
        part('listing', 5, 5, { name: 'a.ts', lines: '10' }),
        part('listing', 5, 5, { name: 'b.ts', lines: '250' }),
      ],
    };
    expect(listingsOf(server, live).map((row) => [row.label, row.lines])).toEqual([
      ['a.ts', 10],
      ['b.ts', 250],
    ]);
  });
});
