/**
 * The benchmark suite's entry points, bundled by bench/index.mjs: `runOne` runs one query family
 * on its seeded inputs and prints a table per input set (index.mjs calls it in a fresh process per
 * family); `finish` regenerates docs/benchmarks.md from the reports of this very run (--write).
 */
import { writeFileSync, readFileSync, existsSync } from 'node:fs';
import { cpus, totalmem, platform, release, arch } from 'node:os';
import { runFamily, checksum, type FamilyReport, type HarnessOptions } from './harness';
import { clipFamily } from './families/clip';
import { raySegmentFamily } from './families/ray-segment';
import { segmentSphereFamily } from './families/segment-sphere';
import { toiPointFamily, toiSegmentFamily, toiCirclesFamily, initRapier } from './families/toi';
import { otherFamilies } from './families/others';
import { renderMarkdown, type Machine } from './report';
import { SEED, INPUT_COUNT } from './random';

export type RunOptions = {
  /** Time budget per task in ms, split over `rounds` interleaved tinybench rounds. */
  time: number;
  rounds: number;
};

export type WriteOptions = {
  write: boolean;
  docsPath: string;
  analysisPath: string;
  started: Date;
  seconds: number;
} & RunOptions;

const FAMILIES = [
  clipFamily,
  raySegmentFamily,
  segmentSphereFamily,
  toiPointFamily,
  toiSegmentFamily,
  toiCirclesFamily,
  ...otherFamilies,
];

/** Every family id, in the order of the report. */
export const familyIds = (): string[] => FAMILIES.map((family) => family.id);

export function machine(): Machine {
  let cpu = cpus()[0]?.model ?? 'unknown CPU';
  if (existsSync('/proc/cpuinfo')) {
    const match = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    if (match?.[1]) cpu = match[1].trim();
  }
  return {
    cpu,
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${platform()} ${release()} ${arch()}`,
    node: process.version,
    v8: process.versions.v8,
  };
}

export function printHeader(options: RunOptions, started: Date): void {
  const info = machine();
  console.log(`geometry benchmarks — ${started.toISOString()}`);
  console.log(
    `${info.cpu}, ${info.cores} cores, Node ${info.node}; seed 0x${SEED.toString(16)}, ${INPUT_COUNT} inputs per set, ${options.time} ms per task in ${options.rounds} rounds, one process per family`,
  );
}

/**
 * Runs one family and prints its tables. bench/index.mjs calls this in a fresh process per
 * family, so no family's JIT history (inline caches, field representations of shared classes
 * such as three's Vector3) colours another's numbers.
 */
export async function runOne(id: string, options: RunOptions): Promise<FamilyReport> {
  const family = FAMILIES.find((candidate) => candidate.id === id);
  if (!family) throw new Error(`unknown family ${id}; known: ${familyIds().join(', ')}`);
  if (id.startsWith('toi-')) await initRapier();
  const harness: HarnessOptions = {
    time: options.time,
    warmupTime: Math.round(options.time / 4),
    rounds: options.rounds,
    quiet: false,
  };
  // Families differ in their type parameters; the harness only needs them structurally.
  const report = await runFamily(family as Parameters<typeof runFamily>[0], harness, (line) =>
    console.log(line),
  );
  console.log(`   (checksum ${checksum().toPrecision(6)})`);
  return report;
}

export function finish(reports: FamilyReport[], options: WriteOptions): void {
  console.log(`\ndone in ${options.seconds.toFixed(0)} s`);
  if (!options.write) return;
  const analysis = existsSync(options.analysisPath)
    ? readFileSync(options.analysisPath, 'utf8')
    : '';
  const markdown = renderMarkdown({
    reports,
    machine: machine(),
    date: options.started,
    seconds: options.seconds,
    taskTime: options.time,
    rounds: options.rounds,
    analysis,
  });
  writeFileSync(options.docsPath, markdown);
  console.log(`wrote ${options.docsPath}`);
}
