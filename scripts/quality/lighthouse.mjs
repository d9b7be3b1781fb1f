// Gate 1 — Lighthouse on every page the built sitemap lists, one after another (2 cores), with
// Debian's Chromium through chrome-launcher and Lighthouse's default configuration: the mobile
// preset with simulated throttling. Bars: performance ≥ 95 and total blocking time ≤ 200 ms, each
// as the median of three runs; accessibility, best practices and SEO = 100 on every run.
// Performance and TBT are the noisy numbers, hence the median (judgeRuns): a page gets two runs,
// and a third only when the two disagree on a verdict, since two runs on the same side of a bar
// put the median of three on that side whatever the third says. The report shows every run.
// The 404 page and embed frames are only audited if the sitemap lists them (the 404 page is
// noindex by design, so SEO would fail it); the crawl covers them either way.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { mkdtemp, rm, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromiumFlags, chromiumPath } from './lib/browser.mjs';
import { maximum, median } from './lib/stats.mjs';
import {
  conditionsLine,
  document,
  failuresSection,
  formatInteger,
  formatScore,
  markdownTable,
  pageCell,
} from './lib/report.mjs';

export const BARS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Total blocking time bar, in milliseconds, on the median of the runs. */
export const TBT_LIMIT_MS = 200;
const CATEGORIES = Object.keys(BARS);
/** The categories whose bar every run must meet (they do not vary from run to run). */
const STEADY_CATEGORIES = CATEGORIES.filter((id) => id !== 'performance');
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
      CATEGORIES.filter((id) => toPoints(lhr.categories[id]?.score) < BARS[id]).map((id) => [
        id,
        failingAudits(lhr, id),
      ]),
    ),
  };
}

/** A 0–1 score as the 0–100 points Lighthouse shows; a missing score (a failed run) is 0. */
function toPoints(score) {
  return typeof score === 'number' ? Math.round(score * 100) : 0;
}

/**
 * The verdict of a bar on the median of three runs, from the values measured so far. After three
 * runs it is the median's. After two it is already known when both are on the same side of the
 * bar (both meet it: the median is at least the lower of them; both miss it: at most the higher),
 * and then the median lies between them: `low`–`high`. Otherwise (one run, or two that disagree)
 * `decided` is false and a third run is needed. `meets(value)` says whether a value meets the bar.
 */
export function medianOfThree(values, meets) {
  if (values.length >= 3) {
    const middle = [...values.slice(0, 3)].sort((a, b) => a - b)[1];
    return { decided: true, pass: meets(middle), low: middle, high: middle, runs: 3 };
  }
  if (values.length === 2 && meets(values[0]) === meets(values[1])) {
    return {
      decided: true,
      pass: meets(values[0]),
      low: Math.min(...values),
      high: Math.max(...values),
      runs: 2,
    };
  }
  return { decided: false, runs: values.length };
}

/**
 * Judges a page from its run summaries (summarizeLhr): performance (0–100 points) and TBT (ms) on
 * the median of three, the other categories on their lowest score over the runs. `decided` is
 * false while another run is needed; `below` then lists nothing yet.
 */
export function judgeRuns(runs) {
  const performance = medianOfThree(
    runs.map((run) => toPoints(run.scores.performance)),
    (points) => points >= BARS.performance,
  );
  // A run without a TBT (it failed) cannot meet the bar.
  const tbt = medianOfThree(
    runs.map((run) => run.tbt ?? Number.POSITIVE_INFINITY),
    (ms) => ms <= TBT_LIMIT_MS,
  );
  const lowest = Object.fromEntries(
    STEADY_CATEGORIES.map((id) => [id, Math.min(...runs.map((run) => toPoints(run.scores[id])))]),
  );
  const decided = performance.decided && tbt.decided;
  const below = [];
  if (decided) {
    const runsText = (values) => `runs ${values.join(', ')}`;
    if (!performance.pass) {
      below.push(
        `performance ${formatRange(performance, String)} < ${BARS.performance} (${performance.runs === 2 ? 'two runs below the bar' : 'median of three'}; ${runsText(runs.map((run) => toPoints(run.scores.performance)))})`,
      );
    }
    if (!tbt.pass) {
      below.push(
        `total blocking time ${formatRange(tbt, formatTbtValue, ' ms')} > ${TBT_LIMIT_MS} ms (${tbt.runs === 2 ? 'two runs over the bar' : 'median of three'}; ${runsText(runs.map((run) => formatTbt(run.tbt)))})`,
      );
    }
    for (const id of STEADY_CATEGORIES) {
      if (lowest[id] < BARS[id]) {
        below.push(`${CATEGORY_TITLES[id]} ${lowest[id]} < ${BARS[id]} (lowest of the runs)`);
      }
    }
  }
  return { decided, performance, tbt, lowest, below };
}

/**
 * A decided median: "97" after three runs; "96–99" (the range it lies in) after two; `unit`
 * once at the end ("20–30 ms").
 */
export function formatRange(verdict, format, unit = '') {
  return verdict.low === verdict.high
    ? `${format(verdict.low)}${unit}`
    : `${format(verdict.low)}–${format(verdict.high)}${unit}`;
}

/** Milliseconds of TBT without the unit; "–" for a run that has none. */
function formatTbtValue(ms) {
  return typeof ms === 'number' && Number.isFinite(ms) ? formatInteger(ms) : '–';
}

function formatTbt(ms) {
  return `${formatTbtValue(ms)}${typeof ms === 'number' && Number.isFinite(ms) ? ' ms' : ''}`;
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

function formatSeconds(ms) {
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '–';
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
      const runs = [];
      let judged;
      do {
        runs.push(await auditOnce(url, chrome.port));
        judged = judgeRuns(runs);
        if (runs.length === 2 && !judged.decided) {
          log(
            `lighthouse ${page.path}: the two runs disagree on a bar (performance ${runs.map((run) => formatScore(run.scores.performance)).join(', ')}; TBT ${runs.map((run) => formatTbt(run.tbt)).join(', ')}), a third decides`,
          );
        }
      } while (!judged.decided);
      for (const run of runs) {
        if (run.runtimeError) {
          failures.push({
            page: page.path,
            message: `Lighthouse runtime error: ${run.runtimeError}`,
          });
        }
      }
      for (const text of judged.below) {
        failures.push({ page: page.path, message: `Lighthouse ${text}` });
      }
      rows.push([
        pageCell(page.path),
        runs.length === 2 ? '2 (agree)' : String(runs.length),
        runs.map((run) => formatScore(run.scores.performance)).join(', '),
        formatRange(judged.performance, String),
        runs.map((run) => formatTbt(run.tbt)).join(', '),
        formatRange(judged.tbt, formatTbtValue, ' ms'),
        String(judged.lowest.accessibility),
        String(judged.lowest['best-practices']),
        String(judged.lowest.seo),
        formatSeconds(median(runs.map((run) => run.lcp ?? Number.NaN))),
        runs.every((run) => typeof run.cls === 'number')
          ? maximum(runs.map((run) => run.cls)).toFixed(3)
          : '–',
        judged.below.length === 0 ? 'ok' : '**below**',
      ]);
      // What cost the points: the audits of the median run for performance (the lower run when
      // two decided), of the lowest run for the other categories.
      const byPerformance = [...runs].sort(
        (a, b) => toPoints(a.scores.performance) - toPoints(b.scores.performance),
      );
      const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
      const lines = [];
      if (!judged.performance.pass || !judged.tbt.pass) {
        const audits = medianRun.failing.performance ?? [];
        lines.push(
          `- Performance ${formatScore(medianRun.scores.performance)} (${runs.length === 3 ? 'median run' : 'lower run'}): ${audits.length > 0 ? audits.join('; ') : 'no weighted audit below 1'}`,
        );
      }
      for (const id of STEADY_CATEGORIES) {
        if (judged.lowest[id] >= BARS[id]) continue;
        const lowestRun = runs.find((run) => toPoints(run.scores[id]) === judged.lowest[id]);
        const audits = lowestRun.failing[id] ?? [];
        lines.push(
          `- ${CATEGORY_TITLES[id]} ${judged.lowest[id]}: ${audits.length > 0 ? audits.join('; ') : 'no weighted audit below 1'}`,
        );
      }
      for (const run of runs) {
        if (run.runtimeError) lines.push(`- Runtime error: ${run.runtimeError}`);
      }
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
      `- **Bars**: performance ≥ ${BARS.performance} and total blocking time ≤ ${TBT_LIMIT_MS} ms, each on the median of three runs; accessibility ${BARS.accessibility}, best practices ${BARS['best-practices']} and SEO ${BARS.seo} on every run (the table shows the lowest).`,
      `- **Runs**: two per page, and a third when the two disagree on the performance or the TBT verdict. Two runs on the same side of a bar decide the median of three (it lies between them), so the gate stops there and the median column shows the range it lies in (e.g. "96–99"); after three runs it shows the median itself. Every run's performance and TBT are listed.`,
      '- **Metrics**: TBT (total blocking time) and LCP (largest contentful paint, median of the runs) are simulated on a throttled mobile device; CLS is measured (highest of the runs).',
    ].join('\n'),
    '## Scores',
    targets.length === 0
      ? 'The sitemap lists no page.'
      : markdownTable(
          [
            { title: 'Page' },
            { title: 'Runs' },
            { title: 'Perf per run' },
            { title: 'Perf median', align: 'right' },
            { title: 'TBT per run' },
            { title: 'TBT median', align: 'right' },
            { title: 'A11y', align: 'right' },
            { title: 'BP', align: 'right' },
            { title: 'SEO', align: 'right' },
            { title: 'LCP', align: 'right' },
            { title: 'CLS', align: 'right' },
            { title: 'Result' },
          ],
          rows,
        ),
    '## What cost the points',
    details.length === 0 ? 'None: every page meets every bar.' : details.join('\n\n'),
    failuresSection(failures),
  ]);
  return { failures, report };
}
