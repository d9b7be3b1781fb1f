#!/usr/bin/env node
/**
 * `npm run bench`: bundles bench/main.ts (TypeScript; the geometry sources use extensionless
 * relative imports, which Node cannot run directly) with esbuild into a temporary .mjs in the OS
 * temp directory, then runs every query family in a fresh Node process (same binary as this one)
 * and, with --write, regenerates docs/benchmarks.md from their reports.
 *
 * Options:
 *   --write            regenerate docs/benchmarks.md from this run (or BENCH_WRITE=1)
 *   --time=<ms>        time budget per task (default 500; BENCH_TIME), split over the rounds
 *   --rounds=<n>       interleaved tinybench rounds, best kept (default 5; BENCH_ROUNDS)
 *   --only=a,b         run only these families (clip, ray-segment, segment-sphere, toi-point,
 *                      toi-segment, toi-circles, quadratic, sweep, projection, spheres)
 */
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

const write = args.includes('--write') || process.env.BENCH_WRITE === '1';
const time = Number(option('time') ?? process.env.BENCH_TIME ?? 500);
const rounds = Number(option('rounds') ?? process.env.BENCH_ROUNDS ?? 5);
const only = (option('only') ?? '').split(',').filter(Boolean);

const directory = mkdtempSync(join(tmpdir(), 'geometry-bench-'));
const bundle = join(directory, 'bench.mjs');
const runner = join(directory, 'run-one.mjs');
try {
  await build({
    entryPoints: [join(here, 'main.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Keep the code as written (no minification) so profiles stay readable.
    minify: false,
    sourcemap: 'inline',
    logLevel: 'warning',
    // Bundled CommonJS dependencies (intersects) may call require() on Node built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  // One family per process: argv = bundle URL, family id, report path, options JSON.
  writeFileSync(
    runner,
    [
      "import { writeFileSync } from 'node:fs';",
      'const [bundleUrl, id, reportPath, optionsJson] = process.argv.slice(2);',
      'const { runOne } = await import(bundleUrl);',
      'const report = await runOne(id, JSON.parse(optionsJson));',
      'writeFileSync(reportPath, JSON.stringify(report));',
    ].join('\n'),
  );
  const main = await import(pathToFileURL(bundle).href);
  const ids = only.length > 0 ? only : main.familyIds();
  const started = new Date();
  main.printHeader({ time, rounds }, started);
  const reports = [];
  for (const id of ids) {
    const reportPath = join(directory, `${id}.json`);
    const child = spawnSync(
      process.execPath,
      [runner, pathToFileURL(bundle).href, id, reportPath, JSON.stringify({ time, rounds })],
      { stdio: 'inherit' },
    );
    if (child.status !== 0) throw new Error(`family ${id} failed (exit ${child.status})`);
    reports.push(JSON.parse(readFileSync(reportPath, 'utf8')));
  }
  main.finish(reports, {
    write,
    docsPath: join(root, 'docs', 'benchmarks.md'),
    analysisPath: join(here, 'analysis.md'),
    started,
    seconds: (Date.now() - started.getTime()) / 1000,
    time,
    rounds,
  });
} finally {
  rmSync(directory, { recursive: true, force: true });
}
