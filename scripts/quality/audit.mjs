// The quality gates of the site, in one command: `npm run audit`.
//
// 1. Builds the site with SITE_URL set to a local origin (canonical, Open Graph and sitemap URLs
//    then point at the server the gates use), unless --no-build.
// 2. Serves dist/ with `astro preview` (through npm: the pinned Node) on a free port from 4410.
// 3. Runs the gates on the pages it discovers in the build (lib/pages.mjs):
//      crawl      every built page        → reports/crawl.md
//      js-budget  every built page        → reports/js-budget.md
//      drag       every island figure     → reports/drag.md
//      lighthouse every page in sitemap   → reports/lighthouse.md
// 4. Stops the server and the browsers in every case, prints a summary and exits 1 when any gate
//    failed (listing what failed on which page), 2 when the audit itself could not run.
//
// Options: --only <gate>[,<gate>…] (repeatable) runs a subset; --no-build reuses dist/;
// --port <n> is the first port tried; --reports <dir> writes reports elsewhere.
import { mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { discoverPages } from './lib/pages.mjs';
import { findFreePort, run, startPreview, stopAllChildren } from './lib/server.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { runCrawl } from './crawl.mjs';
import { runJsBudget } from './js-budget.mjs';
import { runDrag } from './drag.mjs';
import { runLighthouse } from './lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GATES = ['crawl', 'js-budget', 'drag', 'lighthouse'];
const REPORT_FILES = {
  crawl: 'crawl.md',
  'js-budget': 'js-budget.md',
  drag: 'drag.md',
  lighthouse: 'lighthouse.md',
};

export function parseArgs(argv) {
  const options = { only: [], build: true, port: 4410, reports: path.join(root, 'reports') };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === '--only') options.only.push(...value().split(','));
    else if (arg.startsWith('--only=')) options.only.push(...arg.slice(7).split(','));
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--port') options.port = Number(value());
    else if (arg === '--reports') options.reports = path.resolve(value());
    else if (arg === '--help' || arg === '-h') options.help = true;
    else throw new Error(`unknown option ${arg}`);
  }
  for (const gate of options.only) {
    if (!GATES.includes(gate))
      throw new Error(`unknown gate "${gate}" (gates: ${GATES.join(', ')})`);
  }
  options.gates =
    options.only.length > 0 ? GATES.filter((gate) => options.only.includes(gate)) : GATES;
  return options;
}

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (message) => console.log(`[audit ${elapsed()}] ${message}`);

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`audit: ${error.message}`);
    return 2;
  }
  if (options.help) {
    console.log(
      'usage: npm run audit -- [--only crawl,js-budget,drag,lighthouse] [--no-build] [--port 4410] [--reports dir]',
    );
    return 0;
  }
  const distDir = path.join(root, 'dist');
  const port = await findFreePort(options.port);
  const origin = `http://localhost:${port}`;
  const env = { SITE_URL: origin, ASTRO_TELEMETRY_DISABLED: '1' };

  if (options.build) {
    log(`building with SITE_URL=${origin}`);
    await run('npm', ['run', 'build'], { cwd: root, env, label: 'build' });
  } else if (!existsSync(distDir)) {
    console.error('audit: --no-build given but there is no dist/; run without it.');
    return 2;
  }
  const discovered = await discoverPages(distDir);
  if (discovered.sitemapMissing) {
    console.error('audit: the build has no sitemap (dist/sitemap-index.xml); Lighthouse needs it.');
  }
  if (discovered.sitemapOrigin && discovered.sitemapOrigin !== origin) {
    console.warn(
      `audit: dist/ was built for ${discovered.sitemapOrigin}, not ${origin}: canonical and og URLs count as external links. Run without --no-build for a faithful audit.`,
    );
  }
  const { pages, files } = discovered;
  log(
    `${pages.length} pages (${pages.filter((page) => page.inSitemap).length} in the sitemap): ${pages.map((page) => page.path).join(' ')}`,
  );

  const server = await startPreview({ port, cwd: root, env });
  log(`serving dist/ at ${origin}`);
  const results = {};
  let browser;
  try {
    for (const gate of options.gates) {
      const gateStarted = Date.now();
      log(`gate ${gate}: start`);
      try {
        if (gate !== 'lighthouse') browser ??= await launchBrowser();
        if (gate === 'lighthouse' && browser) {
          // Lighthouse gets the machine to itself.
          await browser.close();
          browser = undefined;
        }
        const context = { browser, origin, pages, files, log };
        if (gate === 'crawl') results[gate] = await runCrawl(context);
        if (gate === 'js-budget') results[gate] = await runJsBudget(context);
        if (gate === 'drag') results[gate] = await runDrag(context);
        if (gate === 'lighthouse') results[gate] = await runLighthouse(context);
      } catch (error) {
        results[gate] = {
          failures: [
            { page: '(gate)', message: `the ${gate} gate crashed: ${error.stack ?? error}` },
          ],
          report: undefined,
        };
      }
      results[gate].seconds = (Date.now() - gateStarted) / 1000;
      log(
        `gate ${gate}: ${results[gate].failures.length === 0 ? 'pass' : `${results[gate].failures.length} failure(s)`} in ${results[gate].seconds.toFixed(0)} s`,
      );
      if (results[gate].report) {
        await mkdir(options.reports, { recursive: true });
        const file = path.join(options.reports, REPORT_FILES[gate]);
        await writeFile(file, results[gate].report);
        log(`wrote ${path.relative(root, file)}`);
      }
    }
  } finally {
    await browser?.close().catch(() => {});
    server.stop();
  }

  console.log(`\nQuality gates (${os.cpus().length} cores, ${elapsed()}):`);
  let failed = 0;
  for (const gate of options.gates) {
    const { failures, seconds } = results[gate];
    console.log(
      `  ${failures.length === 0 ? 'PASS' : 'FAIL'}  ${gate.padEnd(10)} ${seconds.toFixed(0).padStart(4)} s  ${failures.length === 0 ? '' : `${failures.length} failure(s)`}`,
    );
    failed += failures.length;
  }
  for (const gate of options.gates) {
    const { failures } = results[gate];
    if (failures.length === 0) continue;
    console.log(`\n${gate} failures:`);
    const sorted = [...failures].sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
    for (const failure of sorted) console.log(`  ${failure.page}: ${failure.message}`);
  }
  return failed === 0 ? 0 : 1;
}

function onSignal(signal) {
  console.error(`\naudit: ${signal}, stopping the server`);
  stopAllChildren();
  process.exit(130);
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error) => {
    console.error(`audit: ${error.stack ?? error}`);
    stopAllChildren();
    process.exitCode = 2;
  });
