// The geometry core as an npm package, proven the way a user meets it: build it (npm run
// build:lib's code), `npm pack` it, install the tarball into a fresh project with no access to
// this repository, then import it from plain Node ESM and type-check a strict TypeScript file
// against it. Every answer of the installed package must equal the source's, byte for byte.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fixtures from '../../src/geometry/fixtures';
import * as geometry from '../../src/geometry/index';
import { buildLib } from './build.mjs';
import { publicModules } from './entries.mjs';
import {
  PACKAGE_NAME,
  canonicalJson,
  exampleSpecs,
  hotExampleSpecs,
  parseExamples,
} from './examples.mjs';

// No assertion here depends on speed. Building, packing and installing take about 10-20 s on a
// busy 2-core machine; this limit only ends a child process that hangs (a stuck npm).
const HANG_LIMIT_MS = 5 * 60_000;

/** JSON that keeps ±Infinity and NaN (invalid-input fixtures carry them; clip's tEnter may be ±∞). */
const encode = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'number' && !Number.isFinite(item) ? { $number: String(item) } : item,
  );

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stderr}`);
  }
  return result.stdout;
}

let workspace = '';
let consumer = '';
let packed: { filename: string; files: { path: string }[] } = { filename: '', files: [] };

beforeAll(async () => {
  workspace = mkdtempSync(join(tmpdir(), 'geometry-package-'));
  const lib = join(workspace, 'lib');
  await buildLib(lib);
  // --json: the tarball's name and file list; --ignore-scripts: packing runs nothing of ours.
  const packOutput = run(
    'npm',
    ['pack', lib, '--json', '--ignore-scripts', '--pack-destination', workspace],
    workspace,
  );
  packed = (JSON.parse(packOutput) as (typeof packed)[])[0]!;
  consumer = join(workspace, 'consumer');
  mkdirSync(consumer);
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }),
  );
  // Offline: a zero-dependency tarball needs no registry, so this proves there is no dependency.
  run(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', join(workspace, packed.filename)],
    consumer,
  );
}, HANG_LIMIT_MS);

afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

/** Runs an ES module in the consumer project with this Node and returns what it printed. */
function node(name: string, source: string) {
  writeFileSync(join(consumer, name), source);
  return run(process.execPath, [name], consumer);
}

describe('the packed @intersections/geometry tarball', () => {
  it('ships the compiled core, its entries, types, maps, README and licence, and no test or fixture', () => {
    const paths = packed.files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'LICENSE',
        'core/index.js',
        'core/index.d.ts',
        'core/index.js.map',
        'quadratic.js',
        'quadratic.d.ts',
      ]),
    );
    expect(paths.filter((path) => /test|fixture|testing|\.ts$(?<!\.d\.ts)/.test(path))).toEqual([]);
    const manifest = JSON.parse(
      readFileSync(join(consumer, 'node_modules', PACKAGE_NAME, 'package.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: PACKAGE_NAME,
      license: 'MIT',
      type: 'module',
      sideEffects: false,
    });
    expect(manifest['version']).toMatch(/^0\.\d+\.\d+$/);
    expect(manifest['dependencies']).toBeUndefined();
  });

  it('exports from its root exactly the values of src/geometry/index.ts, and from each subpath what index.ts takes from that module', async () => {
    const subpaths = publicModules();
    const printed = node(
      'surface.mjs',
      [
        `const root = Object.keys(await import('${PACKAGE_NAME}')).sort();`,
        'const subpaths = {};',
        ...subpaths.map(
          ({ module }) =>
            `subpaths['${module}'] = Object.keys(await import('${PACKAGE_NAME}/${module}')).sort();`,
        ),
        'console.log(JSON.stringify({ root, subpaths }));',
      ].join('\n'),
    );
    const surface = JSON.parse(printed) as { root: string[]; subpaths: Record<string, string[]> };
    expect(surface.root).toEqual(Object.keys(geometry).sort());
    for (const { module, star, values } of subpaths) {
      const expected = star
        ? Object.keys((await import(`../../src/geometry/${module}.ts`)) as object)
        : values;
      expect(surface.subpaths[module], module).toEqual([...expected].sort());
    }
  });

  it('answers every fixture of every API function from plain Node ESM exactly as the source does', () => {
    const cases = exampleSpecs.map((spec) => {
      const list = (fixtures as Record<string, unknown>)[spec.fixtures] as {
        input: Record<string, unknown>;
      }[];
      const run = (geometry as Record<string, unknown>)[spec.name] as (
        ...args: unknown[]
      ) => unknown;
      const argsOf = (input: Record<string, unknown>) =>
        spec.positional ? spec.positional.map((key) => input[key]) : [input];
      return {
        ...spec,
        args: list.map(({ input }) => argsOf(input)),
        expected: list.map(({ input }) => encode(run(...argsOf(input)))),
      };
    });
    expect(cases.every(({ args }) => args.length > 0)).toBe(true);
    writeFileSync(
      join(consumer, 'cases.json'),
      encode(cases.map(({ name, module, args }) => ({ name, module, args }))),
    );
    const printed = node(
      'fixtures.mjs',
      `import { readFileSync } from 'node:fs';
const revive = (_key, item) => (item && typeof item === 'object' && '$number' in item ? Number(item.$number) : item);
const encode = (value) => JSON.stringify(value, (_key, item) => (typeof item === 'number' && !Number.isFinite(item) ? { $number: String(item) } : item));
const cases = JSON.parse(readFileSync('cases.json', 'utf8'), revive);
const answers = [];
for (const { name, module, args } of cases) {
  const run = (await import('${PACKAGE_NAME}/' + module))[name];
  answers.push(args.map((list) => encode(run(...list))));
}
console.log(JSON.stringify(answers));`,
    );
    const answers = JSON.parse(printed) as string[][];
    cases.forEach(({ name, expected }, index) => {
      expect(answers[index], name).toEqual(expected);
    });
  });

  it('runs each example of the installed README (object and hot-loop calls) and prints the JSON the README shows', () => {
    const readme = readFileSync(join(consumer, 'node_modules', PACKAGE_NAME, 'README.md'), 'utf8');
    const examples = parseExamples(readme);
    expect(examples.map(({ name }) => name)).toEqual(
      [...exampleSpecs, ...hotExampleSpecs].map(({ name }) => name),
    );
    examples.forEach(({ name, code, output }, index) => {
      const printed = node(`example-${index}.mjs`, code);
      expect(canonicalJson(JSON.parse(printed)), name).toBe(canonicalJson(JSON.parse(output)));
    });
  });

  it.each(['nodenext', 'bundler'] as const)(
    'type-checks a strict TypeScript consumer (moduleResolution %s): types resolve, results are not any',
    (resolution) => {
      const file = join(consumer, `consumer-${resolution}.ts`);
      writeFileSync(
        file,
        `import { clipSegmentRect, type ClipResult } from '${PACKAGE_NAME}';
import { solveQuadratic } from '${PACKAGE_NAME}/quadratic';
import {
  clipSegmentRectInto,
  CLIP_KINDS,
  CLIP_OUT_LENGTH,
  type ClipKind,
} from '${PACKAGE_NAME}/clip-segment-rect';
import { timeOfImpactCircleSegment, type TimeOfImpact } from '${PACKAGE_NAME}/time-of-impact';

const roots: number[] = solveQuadratic(1, -3, 2).roots;
const clip: ClipResult = clipSegmentRect({
  p0: { x: 0, y: 0 },
  p1: { x: 4, y: 0 },
  rect: { xMin: 1, yMin: -1, xMax: 3, yMax: 1 },
});
const impact: TimeOfImpact = timeOfImpactCircleSegment({
  center: { x: 0, y: 0 },
  radius: 1,
  velocity: { x: 4, y: 0 },
  a: { x: 3, y: -1 },
  b: { x: 3, y: 1 },
});
// @ts-expect-error a result is typed, not any: it has no such field
void clip.noSuchField;
// @ts-expect-error kind is a union of case names, not a string
const notACase: typeof impact.kind = 'no-such-case';
// @ts-expect-error the arguments are checked: c is required
solveQuadratic(1, 2);
// The hot loop: numbers in, a case code out, a Float64Array the caller owns.
const out = new Float64Array(CLIP_OUT_LENGTH);
const code: number = clipSegmentRectInto(out, 0, 0, 4, 0, 1, -1, 3, 1);
const clipKind: ClipKind | undefined = CLIP_KINDS[code];
// @ts-expect-error the hot loop takes numbers, not points
clipSegmentRectInto(out, { x: 0, y: 0 }, 0, 4, 0, 1, -1, 3, 1);
export { roots, notACase, clipKind };
`,
      );
      const program = ts.createProgram([file], {
        strict: true,
        noImplicitAny: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        skipLibCheck: false, // the package's .d.ts files are checked too
        types: [],
        lib: ['lib.es2022.d.ts'],
        target: ts.ScriptTarget.ES2022,
        module: resolution === 'nodenext' ? ts.ModuleKind.NodeNext : ts.ModuleKind.ESNext,
        moduleResolution:
          resolution === 'nodenext'
            ? ts.ModuleResolutionKind.NodeNext
            : ts.ModuleResolutionKind.Bundler,
      });
      const messages = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(messages).toEqual([]);
      const resolved = program
        .getSourceFiles()
        .map((source) => source.fileName)
        .filter((name) => name.includes(`node_modules/${PACKAGE_NAME}/`));
      expect(resolved).toEqual(
        expect.arrayContaining([expect.stringMatching(/\/core\/index\.d\.ts$/)]),
      );
    },
  );
});
