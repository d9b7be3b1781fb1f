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

/**
 * One hot-loop example per function (issue #17): its `…Into` entry point called with the numbers
 * of the fixture the object example shows, printing the case code, its kind (and reason) and the
 * buffer. `args` turns the fixture's input into the numbers; `of` names the object function whose
 * example's fixture is reused.
 */
export const hotExampleSpecs = [
  {
    name: 'solveQuadraticInto',
    module: 'quadratic',
    of: 'solveQuadratic',
    prefix: 'QUADRATIC',
    args: ({ a, b, c }) => [a, b, c],
  },
  {
    name: 'sweepSegmentPointInto',
    module: 'sweep-segment-point',
    of: 'sweepSegmentPoint',
    prefix: 'SWEEP',
    reasons: true,
    args: ({ p0, p1, q0, q1, c0, c1 }) => [
      p0.x,
      p0.y,
      p1.x,
      p1.y,
      q0.x,
      q0.y,
      q1.x,
      q1.y,
      c0.x,
      c0.y,
      c1.x,
      c1.y,
    ],
  },
  {
    name: 'clipSegmentRectInto',
    module: 'clip-segment-rect',
    of: 'clipSegmentRect',
    prefix: 'CLIP',
    reasons: true,
    args: ({ p0, p1, rect }) => [
      p0.x,
      p0.y,
      p1.x,
      p1.y,
      rect.xMin,
      rect.yMin,
      rect.xMax,
      rect.yMax,
    ],
  },
  {
    name: 'intersectRaySegmentInto',
    module: 'ray-segment',
    of: 'intersectRaySegment',
    prefix: 'RAY_SEGMENT',
    reasons: true,
    args: ({ origin: o, direction: d, a, b }) => [o.x, o.y, d.x, d.y, a.x, a.y, b.x, b.y],
  },
  {
    name: 'timeOfImpactCirclePointInto',
    module: 'time-of-impact',
    of: 'timeOfImpactCirclePoint',
    prefix: 'TOI',
    reasons: true,
    args: ({ center: c, radius, velocity: v, point: p }) => [c.x, c.y, radius, v.x, v.y, p.x, p.y],
  },
  {
    name: 'timeOfImpactCircleSegmentInto',
    module: 'time-of-impact',
    of: 'timeOfImpactCircleSegment',
    prefix: 'TOI',
    reasons: true,
    args: ({ center: c, radius, velocity: v, a, b }) => [
      c.x,
      c.y,
      radius,
      v.x,
      v.y,
      a.x,
      a.y,
      b.x,
      b.y,
    ],
  },
  {
    name: 'timeOfImpactCirclesInto',
    module: 'time-of-impact',
    of: 'timeOfImpactCircles',
    prefix: 'TOI',
    reasons: true,
    args: ({ a, b }) => [
      a.center.x,
      a.center.y,
      a.radius,
      a.velocity.x,
      a.velocity.y,
      b.center.x,
      b.center.y,
      b.radius,
      b.velocity.x,
      b.velocity.y,
    ],
  },
  {
    name: 'projectPointOnLineInto',
    module: 'project-point',
    of: 'projectPointOnLine',
    prefix: 'PROJECTION',
    args: ({ point: p, s, t }) => [p.x, p.y, s.x, s.y, t.x, t.y],
  },
  {
    name: 'intersectSegmentSphereInto',
    module: 'segment-sphere',
    of: 'intersectSegmentSphere',
    prefix: 'SEGMENT_SPHERE',
    reasons: true,
    args: ({ from: f, to: t, center: c, radius }) => [
      f.x,
      f.y,
      f.z,
      t.x,
      t.y,
      t.z,
      c.x,
      c.y,
      c.z,
      radius,
    ],
  },
  {
    // The ray from `from` along to − from: the same fixture as a ray.
    name: 'intersectRaySphereInto',
    module: 'segment-sphere',
    of: 'intersectSegmentSphere',
    prefix: 'SEGMENT_SPHERE',
    reasons: true,
    args: ({ from: f, to: t, center: c, radius }) => [
      f.x,
      f.y,
      f.z,
      t.x - f.x,
      t.y - f.y,
      t.z - f.z,
      c.x,
      c.y,
      c.z,
      radius,
    ],
  },
  {
    name: 'intersectSpheresInto',
    module: 'spheres',
    of: 'intersectSpheres',
    prefix: 'SPHERES',
    args: ({ a, b }) => [
      a.center.x,
      a.center.y,
      a.center.z,
      a.radius,
      b.center.x,
      b.center.y,
      b.center.z,
      b.radius,
    ],
  },
];

/**
 * The hot-loop examples, from the fixtures the object examples chose (`objectExamples`), each run
 * by the built package as the README shows it.
 * @param {(module: string) => Promise<Record<string, unknown>>} importModule the built subpath
 * @param {{ name: string, fixtureId: string }[]} objectExamples buildExamples' answer
 */
export async function buildHotExamples(importModule, objectExamples) {
  const examples = [];
  for (const spec of hotExampleSpecs) {
    const objectSpec = exampleSpecs.find(({ name }) => name === spec.of);
    const chosen = objectExamples.find(({ name }) => name === spec.of);
    if (!objectSpec || !chosen) throw new Error(`no object example for ${spec.of}`);
    const fixture = (await loadFixtures(objectSpec)).find(({ id }) => id === chosen.fixtureId);
    const module = await importModule(spec.module);
    const run = module[spec.name];
    const kinds = module[`${spec.prefix}_KINDS`];
    const reasons = spec.reasons ? module[`${spec.prefix}_REASONS`] : undefined;
    const length = module[`${spec.prefix}_OUT_LENGTH`];
    if (typeof run !== 'function' || !Array.isArray(kinds) || typeof length !== 'number') {
      throw new Error(`${spec.module} lacks ${spec.name}, its kinds or its buffer length`);
    }
    const args = spec.args(fixture.input);
    const out = new Float64Array(length);
    const code = run(out, ...args);
    const answer = { code, kind: kinds[code], reason: reasons?.[code], out: Array.from(out) };
    const names = [
      spec.name,
      `${spec.prefix}_KINDS`,
      ...(reasons ? [`${spec.prefix}_REASONS`] : []),
    ];
    examples.push({
      name: spec.name,
      module: spec.module,
      fixtureId: fixture.id,
      note: `${fixture.note} In the buffer, NaN (an empty slot) prints as null.`,
      code: [
        `import { ${[...names, `${spec.prefix}_OUT_LENGTH`].join(', ')} } from '${PACKAGE_NAME}/${spec.module}';`,
        '',
        `const out = new Float64Array(${spec.prefix}_OUT_LENGTH); // once, outside the loop`,
        `const code = ${spec.name}(out, ${args.map(String).join(', ')});`,
        `console.log(JSON.stringify({ code, kind: ${spec.prefix}_KINDS[code], ${reasons ? `reason: ${spec.prefix}_REASONS[code], ` : ''}out: Array.from(out) }));`,
      ].join('\n'),
      output: JSON.stringify(answer),
    });
  }
  return examples;
}

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
