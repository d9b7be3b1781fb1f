import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  docSummary,
  extractListings,
  hasSourcePage,
  listedFiles,
  siblingImports,
  sourceIndex,
  sourceLines,
  sourcePageUrl,
  topLevelDeclarations,
} from './source-listing';

const sample = [
  "import { clean } from './vec2';", // 1
  "import type { Exact } from './exact';", // 2
  '', // 3
  '// ---- A section banner, not documentation of what follows', // 4
  '', // 5
  '/** Doubles a number. */', // 6
  'export function double(x: number): number {', // 7
  '  return 2 * x;', // 8
  '}', // 9
  '', // 10
  '/**', // 11
  ' * Halves a number.', // 12
  ' */', // 13
  'function half(x: number): number {', // 14
  '  return x / 2;', // 15
  '}', // 16
  'const LIMIT = 3,', // 17
  '  OTHER = 4;', // 18
  'export type Pair = [number, number];', // 19
  'class Box {', // 20
  '  value = 0;', // 21
  '}', // 22
  'export function twice(x: number): number;', // 23
  'export function twice(x: string): string;', // 24
  'export function twice(x: number | string) {', // 25
  '  return x;', // 26
  '}', // 27
  '', // 28
].join('\n');

describe('topLevelDeclarations', () => {
  it('gives each named declaration its lines, doc comment included, banner comments not', () => {
    const byName = Object.fromEntries(
      topLevelDeclarations(sample).map(({ name, firstLine, lastLine }) => [
        name,
        [firstLine, lastLine],
      ]),
    );
    expect(byName).toEqual({
      double: [6, 9],
      half: [11, 16],
      LIMIT: [17, 18],
      OTHER: [17, 18],
      Pair: [19, 19],
      Box: [20, 22],
      twice: [23, 27],
    });
  });
});

describe('extractListings', () => {
  it('cuts a declaration out with its original line numbers and exact text', () => {
    const [listing, ...rest] = extractListings(sample, ['half'], 'sample.ts');
    expect(rest).toEqual([]);
    expect(listing).toEqual({
      names: ['half'],
      firstLine: 11,
      lastLine: 16,
      code: '/**\n * Halves a number.\n */\nfunction half(x: number): number {\n  return x / 2;\n}',
    });
  });

  it('joins names that follow each other in the file, separated only by blank lines', () => {
    const listings = extractListings(sample, ['double', 'half', 'LIMIT'], 'sample.ts');
    expect(listings.map(({ names, firstLine, lastLine }) => [names, firstLine, lastLine])).toEqual([
      [['double', 'half', 'LIMIT'], 6, 18],
    ]);
  });

  it('keeps the order asked for: a helper named before its caller is a listing of its own', () => {
    const listings = extractListings(sample, ['half', 'double'], 'sample.ts');
    expect(listings.map(({ firstLine }) => firstLine)).toEqual([11, 6]);
  });

  it('does not join pieces separated by code or comments', () => {
    const listings = extractListings(sample, ['Pair', 'twice'], 'sample.ts');
    expect(listings.map(({ firstLine, lastLine }) => [firstLine, lastLine])).toEqual([
      [19, 19],
      [23, 27],
    ]);
  });

  it('fails clearly on a name the file does not declare, listing what it does declare', () => {
    expect(() => extractListings(sample, ['halve'], 'sample.ts')).toThrow(
      /sample\.ts has no top-level declaration named "halve" \(it declares: double, half/,
    );
  });

  it('fails on a name asked twice and on no names at all', () => {
    expect(() => extractListings(sample, ['half', 'half'], 'sample.ts')).toThrow(/named twice/);
    expect(() => extractListings(sample, [], 'sample.ts')).toThrow(/no declaration named/);
  });

  it('finds the deciding functions of the real files, each short enough to read', () => {
    const sweep = readFileSync('src/geometry/sweep-segment-point.ts', 'utf8');
    for (const listing of extractListings(sweep, ['decideSweep', 'judgeRoot'], 'sweep')) {
      const lines = listing.lastLine - listing.firstLine + 1;
      expect(lines).toBeLessThanOrEqual(150);
      expect(listing.code.split('\n')).toHaveLength(lines);
      expect(listing.code).toBe(
        sourceLines(sweep)
          .slice(listing.firstLine - 1, listing.lastLine)
          .join('\n'),
      );
    }
  });
});

describe('siblingImports', () => {
  it('lists sibling files from imports and re-exports, not packages', () => {
    const source = [
      "import { a } from './alpha';",
      "import type { B } from './beta.ts';",
      "export * from './gamma';",
      "export { d } from './alpha';",
      "import { readFileSync } from 'node:fs';",
      "import { e } from '../elsewhere';",
    ].join('\n');
    expect(siblingImports(source)).toEqual(['alpha.ts', 'beta.ts', 'gamma.ts']);
  });
});

describe('listedFiles', () => {
  it('finds every SourceCode listing of an MDX article, attributes in any order', () => {
    const mdx = [
      "import SourceCode from '../../src/components/SourceCode.astro';",
      '<SourceCode file="quadratic.ts" />',
      '<SourceCode',
      "  names={['sweepCareful', 'findRoots']}",
      "  file='sweep-segment-point.ts'",
      '/>',
      '<SourceCode file="quadratic.ts" names={["solveLinear"]} />',
    ].join('\n');
    expect(listedFiles(mdx)).toEqual(['quadratic.ts', 'sweep-segment-point.ts']);
  });
});

describe('hasSourcePage and sourcePageUrl', () => {
  it('gives pages to the code that runs, not to tests, fixtures, vectors or references', () => {
    expect(hasSourcePage('quadratic.ts')).toBe(true);
    expect(hasSourcePage('index.ts')).toBe(true);
    for (const file of [
      'quadratic.test.ts',
      'quadratic.fixtures.ts',
      'quadratic.vectors.ts',
      'quadratic.reference.ts',
      'testing/rational.ts',
      'notes.md',
    ]) {
      expect(hasSourcePage(file), file).toBe(false);
    }
  });

  it('addresses a file and a line', () => {
    expect(sourcePageUrl('sweep-segment-point.ts')).toBe('/source/sweep-segment-point/');
    expect(sourcePageUrl('quadratic.ts', 42)).toBe('/source/quadratic/#L42');
  });
});

describe('docSummary', () => {
  it('takes the first sentence of the first doc comment', () => {
    expect(
      docSummary('/**\n * Real roots of a quadratic. Derived in the article.\n *\n * More.\n */'),
    ).toBe('Real roots of a quadratic.');
    expect(docSummary('/**\n * A sentence that runs\n * over two lines\n */\nconst x = 1;')).toBe(
      'A sentence that runs over two lines',
    );
  });

  it('gives nothing when there is no leading doc comment or it is not plain prose', () => {
    expect(docSummary('const x = 1;\n/** Late. */')).toBeUndefined();
    expect(docSummary('/** See {@link other}. */')).toBeUndefined();
  });
});

describe('sourceIndex', () => {
  const sources = {
    'base.ts': '/** The base. */\nexport const one = 1;\n',
    'middle.ts': "import { one } from './base';\nexport const two = one + one;\n",
    'top.ts': "import { two } from './middle';\nexport const four = two + two;\n",
    'lonely.ts': 'export const zero = 0;\n',
    'top.test.ts': "import { four } from './top';\n",
  };
  const articles = [
    { id: 'uses-top', title: 'Uses top', body: '<SourceCode file="top.ts" names={[\'four\']} />' },
    { id: 'uses-base', title: 'Uses base', body: '<SourceCode file="base.ts" />' },
  ];

  it('indexes the source files only, with imports both ways and line counts', () => {
    const index = sourceIndex(sources, articles);
    expect(
      index.map(({ file, lineCount, imports, importedBy }) => [
        file,
        lineCount,
        imports,
        importedBy,
      ]),
    ).toEqual([
      ['base.ts', 2, [], ['middle.ts']],
      ['lonely.ts', 1, [], []],
      ['middle.ts', 2, ['base.ts'], ['top.ts']],
      ['top.ts', 2, ['middle.ts'], []],
    ]);
    expect(index[0]!.summary).toBe('The base.');
  });

  it('counts an article as using every file its listed files depend on', () => {
    const usedBy = Object.fromEntries(
      sourceIndex(sources, articles).map(({ file, articles: using }) => [
        file,
        using.map(({ id }) => id),
      ]),
    );
    expect(usedBy).toEqual({
      'base.ts': ['uses-top', 'uses-base'],
      'lonely.ts': [],
      'middle.ts': ['uses-top'],
      'top.ts': ['uses-top'],
    });
  });
});
