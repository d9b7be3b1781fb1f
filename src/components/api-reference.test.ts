import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as geometry from '../geometry/index';
import { apiReference, publicModules } from './api-reference';

const folder = new URL('../geometry/', import.meta.url);
const files = Object.fromEntries(
  readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => [name, readFileSync(new URL(name, folder), 'utf8')]),
);
const reference = apiReference(files);
const entries = reference.flatMap(({ file, entries }) =>
  entries.map((entry) => ({ file, ...entry })),
);

describe('the API reference read from the TSDoc of src/geometry/index.ts', () => {
  it('has one entry per value the core exports, under the module index.ts takes it from', () => {
    const values = entries.filter(({ kind }) => kind !== 'type').map(({ name }) => name);
    expect(values.sort()).toEqual(Object.keys(geometry).sort());
    const clip = reference.find(({ module }) => module === 'clip-segment-rect')!;
    expect(clip.entries.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['clipSegmentRect', 'liangBarskyTable', 'ClipResult', 'Rect']),
    );
  });

  it('gives each API function its signature and TSDoc, and the line its declaration starts on', () => {
    const clip = entries.find(({ name }) => name === 'clipSegmentRect')!;
    expect(clip.kind).toBe('function');
    expect(clip.code).toBe('function clipSegmentRect(input: ClipInput): ClipResult');
    expect(clip.doc.length).toBeGreaterThan(20);
    for (const { name, file, line, kind } of entries) {
      const declared = files[file]!.split('\n')[line - 1]!;
      expect(declared, `${file}:${line}`).toMatch(new RegExp(`\\b${name}\\b`));
      if (kind === 'function') expect(declared, `${file}:${line}`).toMatch(/function /);
    }
    const quadratic = entries.find(({ name }) => name === 'solveQuadratic')!;
    expect(quadratic.code).toMatch(
      /^function solveQuadratic\(a: number, b: number, c: number\): QuadraticResult$/,
    );
  });

  it('shows a type as declared and a constant with its type', () => {
    const rect = entries.find(({ name }) => name === 'Rect')!;
    expect(rect.kind).toBe('type');
    expect(rect.code).toMatch(/^(type|interface) Rect\b[\s\S]*xMin/);
    expect(entries.find(({ name }) => name === 'SLIDE_MAX_ITERATIONS')).toMatchObject({
      kind: 'constant',
      code: expect.stringMatching(/^const SLIDE_MAX_ITERATIONS: \d+$/),
    });
  });

  it('groups by the modules of index.ts, in its order, star re-exports included', () => {
    expect(reference.map(({ module }) => module)).toEqual(
      publicModules(files['index.ts']!).map(({ module }) => module),
    );
    expect(
      publicModules(
        "export * from './a';\nexport { b, type C } from './b';\nexport type { D } from './b';",
      ),
    ).toEqual([
      { module: 'a', star: true, values: [], types: [] },
      { module: 'b', star: false, values: ['b'], types: ['C', 'D'] },
    ]);
  });
});
