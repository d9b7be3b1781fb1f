/**
 * The layer boundaries are a lint rule (eslint.config.js); these tests prove the rule fires, so a
 * config change cannot quietly turn it off. MDX articles are not linted by ESLint, so their
 * imports are checked here directly: content/ may import only figures and page components.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function restrictedImportErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('layer boundaries (lint rule)', () => {
  it('geometry may not import a package', async () => {
    const errors = await restrictedImportErrors(
      "import { scaleLinear } from 'd3-scale';\nexport const s = scaleLinear;\n",
      'src/geometry/probe.ts',
    );
    expect(errors).toHaveLength(1);
  });

  it('geometry may import its own files', async () => {
    const errors = await restrictedImportErrors(
      "import { vec2 } from './vec2';\nexport const v = vec2;\n",
      'src/geometry/probe.ts',
    );
    expect(errors).toEqual([]);
  });

  it('the kit may not import the geometry core or a figure', async () => {
    const errors = await restrictedImportErrors(
      "import { vec2 } from '../geometry/vec2';\nimport { x } from '../figures/a/b';\nexport const v = [vec2, x];\n",
      'src/kit/probe.ts',
    );
    expect(errors).toHaveLength(2);
  });

  it('figures may not use d3-selection or page chrome', async () => {
    const errors = await restrictedImportErrors(
      "import { select } from 'd3-selection';\nimport L from '../../layouts/BaseLayout.astro';\nexport const v = [select, L];\n",
      'src/figures/probe/probe.tsx',
    );
    expect(errors).toHaveLength(2);
  });
});

describe('articles import only figures and page components', () => {
  const articleDir = join(root, 'content', 'articles');
  const articles = readdirSync(articleDir).filter((name) => name.endsWith('.mdx'));

  it.each(articles)('%s', (name) => {
    const source = readFileSync(join(articleDir, name), 'utf8');
    const imports = [...source.matchAll(/^import\s.+?from\s+['"](.+?)['"]/gm)].map((m) => m[1]!);
    const outside = imports.filter(
      (path) => !/^\.\.\/\.\.\/src\/(figures|components)\//.test(path),
    );
    expect(outside, `imports of ${name} outside src/figures and src/components`).toEqual([]);
  });
});
