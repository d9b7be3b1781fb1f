// The README's examples: for each function of the API spec, the first of its fixtures
// (src/geometry/*.fixtures.ts) whose expected result the built package reproduces exactly, shown
// as the call and the JSON it prints. The package test runs these blocks from the installed
// tarball's README and compares what they print, so the README cannot drift from the code.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PACKAGE_NAME } from '../../src/components/api-links.ts';
import { geometryDirectory } from './entries.mjs';

export { PACKAGE_NAME };

/**
 * One example per function of the API spec: where its fixtures live and how a fixture's `input`
 * becomes the call's arguments (only solveQuadratic takes positional numbers).
 */
export const exampleSpecs = [
  {
    name: 'solveQuadratic',
    module: 'quadratic',
    fixtures: 'quadraticFixtures',
    positional: ['a', 'b', 'c'],
  },
  {
    name: 'sweepSegmentPoint',
    module: 'sweep-segment-point',
    fixtures: 'sweepSegmentPointFixtures',
  },
  { name: 'clipSegmentRect', module: 'clip-segment-rect', fixtures: 'clipSegmentRectFixtures' },
  { name: 'intersectRaySegment', module: 'ray-segment', fixtures: 'intersectRaySegmentFixtures' },
  { name: 'timeOfImpactCirclePoint', module: 'time-of-impact', fixtures: 'circlePointFixtures' },
  {
    name: 'timeOfImpactCircleSegment',
    module: 'time-of-impact',
    fixtures: 'circleSegmentFixtures',
  },
  { name: 'timeOfImpactCircles', module: 'time-of-impact', fixtures: 'circlesFixtures' },
  { name: 'projectPointOnLine', module: 'project-point', fixtures: 'projectionFixtures' },
  { name: 'intersectSegmentSphere', module: 'segment-sphere', fixtures: 'segmentSphereFixtures' },
  { name: 'intersectSpheres', module: 'spheres', fixtures: 'spheresFixtures' },
];

/** JSON with sorted keys, so two results compare by content rather than by key order. */
export function canonicalJson(value) {
  return JSON.stringify(value, (_key, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}

/** An object literal in JavaScript style (unquoted keys) for the example's source. */
function literal(value) {
  return JSON.stringify(value).replace(/"([A-Za-z_$][\w$]*)":/g, '$1: ');
}

/** Loads a fixture list straight from its TypeScript file (Node strips the type-only imports). */
async function loadFixtures(spec) {
  const file = join(geometryDirectory, `${spec.module}.fixtures.ts`);
  const fixtures = (await import(pathToFileURL(file).href))[spec.fixtures];
  if (!Array.isArray(fixtures)) throw new Error(`${file} exports no ${spec.fixtures}`);
  return fixtures;
}

/**
 * @param {(module: string) => Promise<Record<string, Function>>} importModule the built subpath
 * @returns {Promise<{ name: string, module: string, fixtureId: string, note: string, code: string, output: string }[]>}
 */
export async function buildExamples(importModule) {
  const examples = [];
  for (const spec of exampleSpecs) {
    const run = (await importModule(spec.module))[spec.name];
    if (typeof run !== 'function') throw new Error(`${spec.module} exports no ${spec.name}`);
    const fixtures = await loadFixtures(spec);
    const fixture = fixtures.find((candidate) => {
      // JSON must carry the input unchanged (no Infinity or NaN in an example's source).
      if (
        canonicalJson(JSON.parse(JSON.stringify(candidate.input))) !==
        canonicalJson(candidate.input)
      )
        return false;
      const args = spec.positional
        ? spec.positional.map((key) => candidate.input[key])
        : [candidate.input];
      return canonicalJson(run(...args)) === canonicalJson(candidate.expected);
    });
    if (!fixture)
      throw new Error(`no fixture of ${spec.fixtures} is reproduced exactly by ${spec.name}`);
    const argumentSource = spec.positional
      ? spec.positional.map((key) => String(fixture.input[key])).join(', ')
      : literal(fixture.input);
    const args = spec.positional
      ? spec.positional.map((key) => fixture.input[key])
      : [fixture.input];
    examples.push({
      name: spec.name,
      module: spec.module,
      fixtureId: fixture.id,
      note: fixture.note,
      code: [
        `import { ${spec.name} } from '${PACKAGE_NAME}/${spec.module}';`,
        '',
        `const result = ${spec.name}(${argumentSource});`,
        'console.log(JSON.stringify(result));',
      ].join('\n'),
      output: JSON.stringify(run(...args)),
    });
  }
  return examples;
}

/** The README's examples section: a heading, the fixture's note, the code and what it prints. */
export function renderExamples(examples) {
  return examples
    .map((example) =>
      [
        `### \`${example.name}\``,
        '',
        `Fixture \`${example.fixtureId}\`: ${example.note}`,
        '',
        '```js',
        example.code,
        '```',
        '',
        'prints',
        '',
        '```json',
        example.output,
        '```',
      ].join('\n'),
    )
    .join('\n\n');
}

/** The examples back from a rendered README: each ```js block and the ```json block after it. */
export function parseExamples(readme) {
  const pattern =
    /^### `(\w+)`\n[\s\S]*?```js\n([\s\S]*?)\n```\n\nprints\n\n```json\n([\s\S]*?)\n```/gm;
  return [...readme.matchAll(pattern)].map(([, name, code, output]) => ({ name, code, output }));
}
