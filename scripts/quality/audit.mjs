// The quality gates of the site, in one command: `npm run audit`.
//
// 1. Builds the site with SITE_URL set to a local origin (canonical, Open Graph and sitemap URLs
//    then point at the server the gates use), unless --no-build.
// 2. Serves dist/ with `astro preview` (through npm: the pinned Node) on a free port from 4410.
// 3. Runs the gates (GATES below, in that order) on the pages it discovers in the build
//    (lib/pages.mjs) and writes each gate's report to reports/.
// 4. Stops the server and the browsers in every case, prints a summary and exits 1 when any gate
//    failed (listing what failed on which page), 2 when the audit itself could not run.
//
// Options: --only <gate>[,<gate>…] (repeatable) runs a subset; --no-build reuses dist/;
// --port <n> is the first port tried; --reports <dir> writes reports elsewhere; --note <text>
// labels the run's conditions (e.g. "one core kept busy by another process") under every report's
// title, since timings and Lighthouse scores depend on how busy the machine was.
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
import { runPageWeight } from './page-weight.mjs';
import { runLighthouse } from './lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every gate, registered once: its id (for --only and the summary), its report file in reports/,
 * whether it drives the shared Playwright browser, and its entry point `run(context)` →
 * { failures: [{ page, message }], report }.
 */
export const GATES = [
  { id: 'crawl', file: 'crawl.md', needsBrowser: true, run: runCrawl },
  { id: 'js-budget', file: 'js-budget.md', needsBrowser: true, run: runJsBudget },
  { id: 'page-weight', file: 'page-weight.md', needsBrowser: true, run: runPageWeight },
  { id: 'drag', file: 'drag.md', needsBrowser: true, run: runDrag },
  // Lighthouse launches its own Chromium and gets the machine to itself: the shared browser is
  // closed before it runs.
  { id: 'lighthouse', file: 'lighthouse.md', needsBrowser: false, run: runLighthouse },
];
const GATE_IDS = GATES.map((gate) => gate.id);

/**
 * The command line of `npm run audit -- …`; throws on an unknown option or gate.
 * @param {string[]} argv
 * @returns {{ only: string[], build: boolean, port: number, reports: string, note?: string,
 *   help?: boolean, gates: typeof GATES }}
 */
export function parseArgs(argv) {
  /** @type {ReturnType<typeof parseArgs>} */
  const options = {
    only: [],
    build: true,
    port: 4410,
    reports: path.join(root, 'reports'),
    gates: GATES,
  };
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
    else if (arg === '--note') options.note = value();
    else if (arg.startsWith('--note=')) options.note = arg.slice(7);
    else if (arg === '--help' || arg === '-h') options.help = true;
    else throw new Error(`unknown option ${arg}`);
  }
  for (const id of options.only) {
    if (!GATE_IDS.includes(id))
      throw new Error(`unknown gate "${id}" (gates: ${GATE_IDS.join(', ')})`);
  }
  options.gates =
    options.only.length > 0 ? GATES.filter((gate) => options.only.includes(gate.id)) : GATES;
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
      `usage: npm run audit -- [--only ${GATE_IDS.join(',')}] [--no-build] [--port 4410] [--reports dir] [--note "conditions of the run"]`,
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
  if (options.note) log(`conditions: ${options.note}`);
  const results = {};
  let browser;
  try {
    for (const gate of options.gates) {
      const gateStarted = Date.now();
      log(`gate ${gate.id}: start`);
      let result;
      try {
        if (gate.needsBrowser) browser ??= await launchBrowser();
        else if (browser) {
          await browser.close();
          browser = undefined;
        }
        result = await gate.run({ browser, origin, pages, files, log, note: options.note });
      } catch (error) {
        result = {
          failures: [
            { page: '(gate)', message: `the ${gate.id} gate crashed: ${error.stack ?? error}` },
          ],
          report: undefined,
        };
      }
      result.seconds = (Date.now() - gateStarted) / 1000;
      results[gate.id] = result;
      log(
        `gate ${gate.id}: ${result.failures.length === 0 ? 'pass' : `${result.failures.length} failure(s)`} in ${result.seconds.toFixed(0)} s`,
      );
      if (result.report) {
        await mkdir(options.reports, { recursive: true });
        const file = path.join(options.reports, gate.file);
        await writeFile(file, result.report);
        log(`wrote ${path.relative(root, file)}`);
      }
    }
  } finally {
    await browser?.close().catch(() => {});
    server.stop();
  }

  console.log(
    `\nQuality gates (${os.cpus().length} cores, ${elapsed()}${options.note ? `; ${options.note}` : ''}):`,
  );
  let failed = 0;
  for (const { id } of options.gates) {
    const { failures, seconds } = results[id];
    console.log(
      `  ${failures.length === 0 ? 'PASS' : 'FAIL'}  ${id.padEnd(11)} ${seconds.toFixed(0).padStart(4)} s  ${failures.length === 0 ? '' : `${failures.length} failure(s)`}`,
    );
    failed += failures.length;
  }
  for (const { id } of options.gates) {
    const { failures } = results[id];
    if (failures.length === 0) continue;
    console.log(`\n${id} failures:`);
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

// Run only as a script, so the unit tests can import parseArgs and GATES.
if (import.meta.main) {
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
}
