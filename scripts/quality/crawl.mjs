// Gate 2 — crawl of every built page (dist/**/*.html, sitemap or not; the 404 page is visited as
// /404.html so its own 404 status does not count as a console error). For each page:
// - with JavaScript: zero console errors or warnings, page errors, failed requests or HTTP ≥ 400
//   responses while it loads, scrolls (every client:visible island hydrates) and settles;
// - axe (WCAG 2.0/2.1/2.2 A and AA + best practices) on the server-rendered page before hydration,
//   again after every island has hydrated, its contrast rules in the dark colour scheme, and every
//   rule once more at a phone's width (360 px) in the dark scheme;
// - at 360 and 320 px the page does not scroll sideways (a wide block scrolls in its own box);
// - without JavaScript: every [data-figure] element contains an <svg> with drawn content;
// - links: every internal reference (a, area, link, img, source, script, iframe, use, og:url,
//   og:image) found with or without JavaScript resolves to a built file, and every fragment to an
//   id of the target page's built HTML (see lib/links.mjs). External links are listed, not fetched.
import AxeBuilder from '@axe-core/playwright';
import os from 'node:os';
import { inPool, Stalled, withDeadline } from './lib/pool.mjs';
import { resolveReferences } from './lib/links.mjs';
import {
  ISLAND_FIGURE,
  STATE_TIMEOUT_MS,
  scrollThrough,
  settle,
  waitForHydration,
} from './lib/browser.mjs';
import {
  conditionsLine,
  document,
  failuresSection,
  formatInteger,
  markdownTable,
  pageCell,
} from './lib/report.mjs';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** In-page collector of every reference and every id (runs in the browser). */
function collectReferencesInPage() {
  const references = [];
  const add = (raw, source) => {
    if (raw !== null && raw !== undefined) references.push({ raw, source });
  };
  const srcset = (value) =>
    String(value ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0])
      .filter(Boolean);
  for (const element of document.querySelectorAll('a[href], area[href]')) {
    add(element.getAttribute('href'), `${element.localName}[href]`);
  }
  for (const element of document.querySelectorAll('link[href]')) {
    const rel = (element.getAttribute('rel') ?? '').toLowerCase();
    // preconnect/dns-prefetch name an origin, not a resource.
    if (/\b(preconnect|dns-prefetch)\b/.test(rel)) continue;
    add(element.getAttribute('href'), `link[rel=${rel}]`);
  }
  for (const element of document.querySelectorAll(
    'img[src], script[src], iframe[src], source[src], video[src], audio[src], embed[src], track[src]',
  )) {
    add(element.getAttribute('src'), `${element.localName}[src]`);
  }
  for (const element of document.querySelectorAll('img[srcset], source[srcset]')) {
    for (const url of srcset(element.getAttribute('srcset')))
      add(url, `${element.localName}[srcset]`);
  }
  for (const element of document.querySelectorAll('use')) {
    const href = element.getAttribute('href') ?? element.getAttribute('xlink:href');
    if (href) add(href, 'svg use[href]');
  }
  for (const element of document.querySelectorAll('svg a')) {
    const href = element.getAttribute('href') ?? element.getAttribute('xlink:href');
    if (href) add(href, 'svg a[href]');
  }
  for (const element of document.querySelectorAll(
    'meta[property="og:url"], meta[property="og:image"], meta[name="twitter:image"]',
  )) {
    add(
      element.getAttribute('content'),
      `meta[${element.getAttribute('property') ?? element.getAttribute('name')}]`,
    );
  }
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  for (const element of document.querySelectorAll('a[name]'))
    ids.push(element.getAttribute('name'));
  return { references, ids };
}

/**
 * In-page check that the page does not scroll sideways (runs in the browser): null, or what
 * widens it. Every section is laid out first (a skipped one's content adds no overflow). The
 * culprit is found by hiding: the child whose hiding narrows the page, then its child, and so on.
 */
function sidewaysScrollInPage() {
  for (const section of document.querySelectorAll('.article-section')) {
    section.style.contentVisibility = 'visible';
  }
  const root = document.documentElement;
  const width = () => root.scrollWidth;
  const viewport = root.clientWidth;
  const wide = width();
  if (wide <= viewport) return null;
  const path = [];
  let node = document.body;
  for (let depth = 0; depth < 20; depth += 1) {
    let culprit = null;
    for (const child of node.children) {
      const display = child.style.display;
      child.style.display = 'none';
      const narrower = width() < wide;
      child.style.display = display;
      if (narrower) {
        culprit = child;
        break;
      }
    }
    if (culprit === null) break;
    const classes = [...culprit.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    path.push(`${culprit.localName}${classes}`);
    node = culprit;
  }
  return `the page is ${wide} px wide in a ${viewport} px viewport (widened by ${path.join(' > ') || 'several elements'})`;
}

/** In-page check that every figure root holds a drawn SVG (runs in the browser, JS disabled). */
function checkFigureSvgsInPage() {
  return [...document.querySelectorAll('[data-figure]')].map((figure) => {
    const name = figure.getAttribute('data-figure');
    const svg = figure.localName === 'svg' ? figure : figure.querySelector('svg');
    if (!svg) return { name, ok: false, reason: 'no <svg> inside the figure' };
    const drawn = svg.querySelectorAll(
      'path, line, circle, rect, polygon, polyline, ellipse, text, use, image',
    );
    if (drawn.length === 0) return { name, ok: false, reason: '<svg> has no drawn elements' };
    const box = svg.getBoundingClientRect();
    if (box.width < 1 || box.height < 1)
      return { name, ok: false, reason: `<svg> is ${box.width}×${box.height} px` };
    return { name, ok: true, drawn: drawn.length };
  });
}

function summarizeAxe(results, when) {
  return results.violations.map((violation) => ({
    when,
    id: violation.id,
    impact: violation.impact ?? 'n/a',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

async function crawlWithJavaScript(browser, origin, pagePath) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const consoleProblems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      const location = message.location();
      const where = location?.url
        ? ` (${location.url.replace(origin, '')}:${location.lineNumber})`
        : '';
      consoleProblems.push(`console ${message.type()}: ${message.text()}${where}`);
    }
  });
  page.on('pageerror', (error) => consoleProblems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    consoleProblems.push(
      `request failed: ${request.url().replace(origin, '')} (${request.failure()?.errorText})`,
    ),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) {
      consoleProblems.push(`HTTP ${response.status()}: ${response.url().replace(origin, '')}`);
    }
  });
  await page.goto(new URL(pagePath, origin).href, { waitUntil: 'load' });
  // Before hydration only the islands differ from the hydrated page: check them as served.
  const axe =
    (await page.locator('astro-island').count()) > 0
      ? summarizeAxe(
          await new AxeBuilder({ page }).withTags(AXE_TAGS).include('astro-island').analyze(),
          'before hydration',
        )
      : [];
  await scrollThrough(page);
  const notHydrated = await waitForHydration(page);
  await settle(page);
  axe.push(
    ...summarizeAxe(
      await new AxeBuilder({ page }).withTags(AXE_TAGS).disableRules(['region']).analyze(),
      'after hydration',
    ),
  );
  // "region" (all content inside landmarks) is slow on long pages of typeset math; everything inside
  // <main> is in a landmark by definition, so the rule only needs to look outside it.
  axe.push(
    ...summarizeAxe(
      await new AxeBuilder({ page }).withRules(['region']).exclude('main').analyze(),
      'after hydration',
    ),
  );
  // The dark scheme's contrast at this width too (the phone visit checks it at its own): the
  // colours are CSS, so switching the preference restyles the page in place.
  await page.emulateMedia({ colorScheme: 'dark' });
  axe.push(
    ...summarizeAxe(
      await new AxeBuilder({ page }).withRules(['color-contrast', 'link-in-text-block']).analyze(),
      'dark scheme',
    ),
  );
  const islandFigures = await page.locator(ISLAND_FIGURE).count();
  const collected = await page.evaluate(collectReferencesInPage);
  await context.close();
  return { consoleProblems, axe, notHydrated, islandFigures, collected };
}

/**
 * The phone visit: a 360 px wide screen with touch (a common phone), in the dark colour scheme.
 * axe's rules run again (not `region`, whose answer does not depend on the width): figures, tables
 * and code reflow at this width, so some answers change with it (a block that scrolls sideways only
 * on a phone must then be reachable by keyboard, for one). Then the page must not scroll sideways,
 * at 360 px nor at 320 px (WCAG 1.4.10, Reflow): a wide formula, table or listing scrolls in its
 * own box, and nothing widens the page.
 */
async function crawlPhoneDark(browser, origin, pagePath) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    hasTouch: true,
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  await page.goto(new URL(pagePath, origin).href, { waitUntil: 'load' });
  await scrollThrough(page);
  await waitForHydration(page);
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .disableRules(['region'])
    .analyze();
  const sideways = [];
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const problem = await page.evaluate(sidewaysScrollInPage);
    if (problem !== null) sideways.push(`at ${width} px ${problem}`);
  }
  await context.close();
  return { axe: summarizeAxe(results, 'phone, dark scheme'), sideways };
}

async function crawlWithoutJavaScript(browser, origin, pagePath) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(new URL(pagePath, origin).href, { waitUntil: 'load' });
  const figures = await page.evaluate(checkFigureSvgsInPage);
  const collected = await page.evaluate(collectReferencesInPage);
  await context.close();
  return { figures, collected };
}

/**
 * How long one page's three visits may take. Each waits for states with a timeout of its own
 * (STATE_TIMEOUT_MS), so a healthy page needs seconds and a slow one a few minutes at most; past
 * this the browser is holding a call that never returns. A CI run once hung in the crawl for over
 * ten minutes with nothing logged: the page's main thread idle, its compositor thread ticking, as
 * when the browser draws no more frames. The page is then visited once more in new contexts, and
 * the gate fails if that stalls too, rather than never ending.
 */
const PAGE_DEADLINE_MS = 8 * STATE_TIMEOUT_MS;

/**
 * Runs the crawl. `pages` are the merged pages (lib/pages.mjs); returns
 * { failures: [{ page, message }], report: string }.
 */
export async function runCrawl({ browser, origin, pages, files, log, note }) {
  const failures = [];
  const rows = [];
  const references = [];
  const idsByPage = new Map();
  const dynamicIdsByPage = new Map();
  // Pages are visited two at a time (the machine has 2 cores; axe is CPU-bound in the renderer),
  // and their results are then read in page order so the report does not depend on timing.
  const visits = new Map();
  await inPool(
    pages.filter((entry) => entry.built),
    Math.max(1, Math.min(2, os.availableParallelism())),
    async (entry) => {
      log(`crawl ${entry.path}`);
      const visit = async () => ({
        withJs: await crawlWithJavaScript(browser, origin, entry.path),
        phone: await crawlPhoneDark(browser, origin, entry.path),
        noJs: await crawlWithoutJavaScript(browser, origin, entry.path),
      });
      const what = `crawl ${entry.path}`;
      let result;
      try {
        result = await withDeadline(visit(), PAGE_DEADLINE_MS, what);
      } catch (error) {
        if (!(error instanceof Stalled)) throw error;
        log(`${error.message}; visiting it again in new contexts`);
        result = await withDeadline(visit(), PAGE_DEADLINE_MS, what);
      }
      visits.set(entry.path, result);
    },
  );
  for (const entry of pages) {
    const pagePath = entry.path;
    if (!entry.built) {
      failures.push({ page: pagePath, message: 'listed in the sitemap but not built' });
      rows.push([pageCell(pagePath), entry.kind, 'yes', '–', '–', '–', '–', 'not built']);
      continue;
    }
    const { withJs, phone, noJs } = visits.get(pagePath);
    const axe = [...withJs.axe, ...phone.axe];
    for (const problem of phone.sideways) failures.push({ page: pagePath, message: problem });
    for (const problem of withJs.consoleProblems)
      failures.push({ page: pagePath, message: problem });
    for (const violation of axe) {
      failures.push({
        page: pagePath,
        message: `axe ${violation.id} (${violation.impact}, ${violation.when}): ${violation.help} — ${violation.targets.slice(0, 5).join(', ')}${violation.targets.length > 5 ? `, … ${violation.targets.length - 5} more` : ''}`,
      });
    }
    for (const name of withJs.notHydrated) {
      failures.push({ page: pagePath, message: `figure "${name}" never set data-hydrated="true"` });
    }
    for (const figure of noJs.figures) {
      if (!figure.ok) {
        failures.push({
          page: pagePath,
          message: `no-JS figure "${figure.name}": ${figure.reason}`,
        });
      }
    }
    idsByPage.set(pagePath, new Set(noJs.collected.ids));
    dynamicIdsByPage.set(pagePath, new Set(withJs.collected.ids));
    const staticRaw = new Set(noJs.collected.references.map((reference) => reference.raw));
    for (const reference of noJs.collected.references)
      references.push({ page: pagePath, ...reference });
    // References that only exist once JavaScript ran (e.g. a share menu) are checked too; a
    // same-page fragment among them may point at an id that JavaScript created.
    const dynamicOnly = withJs.collected.references.filter(
      (reference) => !staticRaw.has(reference.raw),
    );
    for (const reference of dynamicOnly)
      references.push({ page: pagePath, dynamic: true, ...reference });
    const okFigures = noJs.figures.filter((figure) => figure.ok).length;
    rows.push([
      pageCell(pagePath),
      entry.kind,
      entry.inSitemap ? 'yes' : 'no',
      String(withJs.consoleProblems.length),
      String(axe.length),
      `${okFigures}/${noJs.figures.length}`,
      `${withJs.islandFigures - withJs.notHydrated.length}/${withJs.islandFigures}`,
      '',
    ]);
  }

  const staticReferences = references.filter((reference) => !reference.dynamic);
  const dynamicReferences = references.filter((reference) => reference.dynamic);
  const staticResult = resolveReferences(staticReferences, { origin, files, idsByPage });
  const mergedIds = new Map(
    [...idsByPage].map(([page, ids]) => [
      page,
      new Set([...ids, ...(dynamicIdsByPage.get(page) ?? [])]),
    ]),
  );
  const dynamicResult = resolveReferences(dynamicReferences, {
    origin,
    files,
    idsByPage: mergedIds,
  });
  const broken = [...staticResult.broken, ...dynamicResult.broken];
  const brokenByPage = new Map();
  for (const link of broken) {
    failures.push({
      page: link.page,
      message: `broken ${link.source} "${link.raw}": ${link.reason}`,
    });
    brokenByPage.set(link.page, (brokenByPage.get(link.page) ?? 0) + 1);
  }
  for (const row of rows) {
    const pagePath = row[0].slice(1, -1);
    row.splice(7, 0, String(brokenByPage.get(pagePath) ?? 0));
  }
  const external = new Map(staticResult.external);
  for (const [url, onPages] of dynamicResult.external) {
    if (!external.has(url)) external.set(url, new Set());
    for (const page of onPages) external.get(url).add(page);
  }

  const report = document([
    '# Crawl of every built page',
    conditionsLine(note),
    'Generated by `npm run audit` (or `node scripts/quality/audit.mjs --only crawl`). Every HTML file of the production build is visited (`dist/**/index.html` plus `404.html`, served as `/404.html`), whether or not the sitemap lists it.',
    [
      '- **Console**: errors, warnings, page errors, failed requests and HTTP ≥ 400 responses while the page loads, is scrolled end to end (every `client:visible` island hydrates) and settles.',
      `- **axe**: tags ${AXE_TAGS.map((tag) => `\`${tag}\``).join(', ')}, on the whole page after every island set \`data-hydrated="true"\` (the \`region\` rule outside \`<main>\`, since everything inside it is in a landmark), on the islands as served before hydration, \`color-contrast\` plus \`link-in-text-block\` in the dark colour scheme, and again (but \`region\`) on a 360 px wide touch screen in the dark colour scheme.`,
      '- **Reflow**: at 360 and 320 px wide the page does not scroll sideways (WCAG 1.4.10): a formula, table or listing wider than the screen scrolls inside its own box.',
      '- **No-JS figures**: with JavaScript disabled, every `[data-figure]` element contains an `<svg>` with drawn elements and a non-empty box.',
      "- **Links**: every `href`/`src`/`srcset`, `og:url` and `og:image` found with or without JavaScript that points at the site must be a built file (`/dir/` → `dir/index.html`; `/dir` without its trailing slash counts as broken), and every `#fragment` an id in the target page's built HTML (`#` and `#top` always resolve). External links are listed below, not fetched.",
    ].join('\n'),
    '## Pages',
    markdownTable(
      [
        { title: 'Page' },
        { title: 'Kind' },
        { title: 'In sitemap' },
        { title: 'Console problems', align: 'right' },
        { title: 'axe violations', align: 'right' },
        { title: 'No-JS figures with SVG', align: 'right' },
        { title: 'Islands hydrated', align: 'right' },
        { title: 'Broken links', align: 'right' },
        { title: 'Note' },
      ],
      rows,
    ),
    `Internal references checked: ${formatInteger(staticResult.checked + dynamicResult.checked)}; broken: ${broken.length}.`,
    '## External links (listed, not fetched)',
    external.size === 0
      ? 'None.'
      : markdownTable(
          [{ title: 'URL' }, { title: 'Found on' }],
          [...external]
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([url, onPages]) => [url, [...onPages].sort().map(pageCell).join(', ')]),
        ),
    failuresSection(failures),
  ]);
  return { failures, report };
}
