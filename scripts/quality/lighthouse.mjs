// Gate 1 — Lighthouse on every page the built sitemap lists, one after another (2 cores), with
// Debian's Chromium through chrome-launcher and Lighthouse's default configuration: the mobile
// preset with simulated throttling. Bars: performance ≥ 95, accessibility, best practices and SEO
// = 100. Performance is the noisy score: a page below its bar on the first run gets two more runs
// and the run with the median performance score is the one reported (the "Runs" column says so).
// The 404 page and embed frames are only audited if the sitemap lists them (the 404 page is
// noindex by design, so SEO would fail it); the crawl covers them either way.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { mkdtemp, rm, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromiumFlags, chromiumPath } from './lib/browser.mjs';
import {
  conditionsLine,
  document,
  formatInteger,
  formatScore,
  markdownTable,
  pageCell,
} from './lib/report.mjs';

export const BARS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = Object.keys(BARS);
const CATEGORY_TITLES = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};

export async function lighthouseVersion() {
  const require = createRequire(import.meta.url);
  const file = require.resolve('lighthouse/package.json');
  return JSON.parse(await readFile(file, 'utf8')).version;
}

/** The audits that cost a category its points: weighted audits scoring below 1. */
export function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
    .map((audit) =>
      audit.displayValue
        ? `${audit.title} (${audit.displayValue})`
        : `${audit.title} (score ${formatScore(audit.score)})`,
    );
}

/** The numbers the report needs from one Lighthouse result. */
export function summarizeLhr(lhr) {
  const scores = {};
  for (const id of CATEGORIES) scores[id] = lhr.categories[id]?.score ?? null;
  const numeric = (id) => lhr.audits[id]?.numericValue;
  return {
    scores,
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings ?? [],
    failing: Object.fromEntries(
      CATEGORIES.filter((id) => (lhr.categories[id]?.score ?? 0) * 100 < BARS[id]).map((id) => [
        id,
        failingAudits(lhr, id),
      ]),
    ),
  };
}

/** Below-bar categories of a summary, as "Performance 93 < 95". */
export function belowBars(summary) {
  return CATEGORIES.filter(
    (id) => summary.scores[id] === null || Math.round(summary.scores[id] * 100) < BARS[id],
  ).map((id) => `${CATEGORY_TITLES[id]} ${formatScore(summary.scores[id])} < ${BARS[id]}`);
}

async function auditOnce(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return summarizeLhr(result.lhr);
}

export async function runLighthouse({ origin, pages, log, note }) {
  const targets = pages.filter((page) => page.inSitemap && page.built);
  const failures = [];
  const rows = [];
  const details = [];
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'quality-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', ...chromiumFlags],
    userDataDir,
    logLevel: 'silent',
  });
  try {
    for (const page of pages.filter((entry) => entry.inSitemap && !entry.built)) {
      failures.push({
        page: page.path,
        message: 'listed in the sitemap but not built; Lighthouse skipped it',
      });
    }
    for (const page of targets) {
      const url = new URL(page.path, origin).href;
      log(`lighthouse ${page.path}`);
      const runs = [await auditOnce(url, chrome.port)];
      if (Math.round((runs[0].scores.performance ?? 0) * 100) < BARS.performance) {
        log(
          `lighthouse ${page.path}: performance below ${BARS.performance}, two more runs for the median`,
        );
        runs.push(await auditOnce(url, chrome.port), await auditOnce(url, chrome.port));
      }
      const ordered = [...runs].sort(
        (a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0),
      );
      const summary = ordered[Math.floor(ordered.length / 2)];
      const below = belowBars(summary);
      if (summary.runtimeError) {
        failures.push({
          page: page.path,
          message: `Lighthouse runtime error: ${summary.runtimeError}`,
        });
      }
      for (const text of below) failures.push({ page: page.path, message: `Lighthouse ${text}` });
      rows.push([
        pageCell(page.path),
        formatScore(summary.scores.performance),
        formatScore(summary.scores.accessibility),
        formatScore(summary.scores['best-practices']),
        formatScore(summary.scores.seo),
        summary.lcp === undefined ? '–' : `${(summary.lcp / 1000).toFixed(1)} s`,
        summary.tbt === undefined ? '–' : `${formatInteger(summary.tbt)} ms`,
        summary.cls === undefined ? '–' : summary.cls.toFixed(3),
        runs.length === 1
          ? '1'
          : `3 (median: ${ordered.map((run) => formatScore(run.scores.performance)).join(', ')})`,
      ]);
      const lines = [];
      for (const [id, audits] of Object.entries(summary.failing)) {
        lines.push(
          `- ${CATEGORY_TITLES[id]} ${formatScore(summary.scores[id])}: ${audits.length > 0 ? audits.join('; ') : 'no weighted audit below 1'}`,
        );
      }
      if (summary.runtimeError) lines.push(`- Runtime error: ${summary.runtimeError}`);
      if (lines.length > 0) details.push(`### ${pageCell(page.path)}\n\n${lines.join('\n')}`);
    }
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
  const version = await lighthouseVersion();
  const report = document([
    '# Lighthouse',
    conditionsLine(note),
    `Generated by \`npm run audit\` (or \`node scripts/quality/audit.mjs --only lighthouse\`): Lighthouse ${version}, default configuration (mobile form factor, simulated throttling), Debian's Chromium, headless, one page at a time, on the production build served by \`astro preview\` with \`SITE_URL\` set to that server.`,
    [
      `- **Pages**: every URL in the built sitemap (\`dist/sitemap-index.xml\`). Pages outside it (the 404 page, which is \`noindex\`, and embed frames, if the sitemap leaves them out) are covered by the crawl, not here.`,
      `- **Bars**: performance ≥ ${BARS.performance}, accessibility ${BARS.accessibility}, best practices ${BARS['best-practices']}, SEO ${BARS.seo}.`,
      '- **Runs**: one run per page; a page whose performance is below its bar gets two more and the median run (by performance) is reported.',
      '- **Metrics**: LCP (largest contentful paint) and TBT (total blocking time) are simulated on a throttled mobile device; CLS is measured.',
    ].join('\n'),
    '## Scores',
    targets.length === 0
      ? 'The sitemap lists no page.'
      : markdownTable(
          [
            { title: 'Page' },
            { title: 'Perf', align: 'right' },
            { title: 'A11y', align: 'right' },
            { title: 'BP', align: 'right' },
            { title: 'SEO', align: 'right' },
            { title: 'LCP', align: 'right' },
            { title: 'TBT', align: 'right' },
            { title: 'CLS', align: 'right' },
            { title: 'Runs' },
          ],
          rows,
        ),
    '## Below the bars',
    details.length === 0 ? 'None: every page meets every bar.' : details.join('\n\n'),
  ]);
  return { failures, report };
}
