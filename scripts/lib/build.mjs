#!/usr/bin/env node
/**
 * `npm run build:lib`: the geometry core as a publishable package in lib/ (gitignored), built from
 * src/geometry with the TypeScript compiler. The site keeps importing the source; this is for
 * code outside the site (`npm pack lib`).
 *
 *   lib/core/*.js, *.d.ts, *.js.map  every module index.ts reaches, one file per source file (tests
 *                                    and fixtures are never reached, so they never ship); relative
 *                                    imports get their `.js` so plain Node ESM resolves them
 *   lib/<module>.js, .d.ts           one entry per module index.ts re-exports, exporting exactly
 *                                    what index.ts takes from it (a one-function import)
 *   lib/package.json                 packages/geometry/package.json plus the generated `exports`
 *   lib/README.md, lib/LICENSE       packages/geometry/README.md with examples run from the fixtures
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { geometryDirectory, libDirectory, publicModules, templateDirectory } from './entries.mjs';
import { buildExamples, buildHotExamples, renderExamples } from './examples.mjs';

/** './vec2' → './vec2.js': Node's ESM resolver takes no extensionless relative paths. */
function withJsExtension(specifier) {
  return /^\.\.?\//.test(specifier) && !/\.[cm]?js$/.test(specifier)
    ? `${specifier}.js`
    : specifier;
}

/** Rewrites the specifiers of import and export declarations in emitted JavaScript. */
function rewriteSpecifiers(context) {
  const { factory } = context;
  const visit = (node) => {
    const specifier = node.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) return node;
    const rewritten = factory.createStringLiteral(withJsExtension(specifier.text));
    if (ts.isImportDeclaration(node)) {
      return factory.updateImportDeclaration(
        node,
        node.modifiers,
        node.importClause,
        rewritten,
        node.attributes,
      );
    }
    if (ts.isExportDeclaration(node)) {
      return factory.updateExportDeclaration(
        node,
        node.modifiers,
        node.isTypeOnly,
        node.exportClause,
        rewritten,
        node.attributes,
      );
    }
    return node;
  };
  return (file) => factory.updateSourceFile(file, file.statements.map(visit));
}

/** Declarations: the same rewrite as text, including `import('./x')` types tsc may write. */
function rewriteDeclarationSpecifiers(text) {
  return text.replace(
    /(\bfrom\s+|\bimport\s*\(\s*)(['"])(\.\.?\/[^'"]+)\2/g,
    (_match, lead, quote, specifier) => `${lead}${quote}${withJsExtension(specifier)}${quote}`,
  );
}

function compileCore(outDirectory) {
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts'],
    types: [], // the core uses no Node or DOM types: compiling without them proves it
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    declaration: true,
    sourceMap: true,
    inlineSources: true, // the maps carry the TypeScript: the sources themselves do not ship
    rootDir: geometryDirectory,
    outDir: join(outDirectory, 'core'),
    newLine: ts.NewLineKind.LineFeed,
    noEmitOnError: true,
  };
  const program = ts.createProgram([join(geometryDirectory, 'index.ts')], options);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const writeFile = (fileName, text, writeByteOrderMark) => {
    const output = fileName.endsWith('.d.ts') ? rewriteDeclarationSpecifiers(text) : text;
    ts.sys.writeFile(fileName, output, writeByteOrderMark);
  };
  const result = program.emit(undefined, writeFile, undefined, false, {
    after: [rewriteSpecifiers],
  });
  const errors = [...diagnostics, ...result.diagnostics];
  if (errors.length > 0) {
    const host = {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => process.cwd(),
      getNewLine: () => '\n',
    };
    throw new Error(ts.formatDiagnostics(errors, host));
  }
  const shipped = program
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile)
    .map((file) => relative(geometryDirectory, file.fileName));
  const strays = shipped.filter((name) => /\.test\.|fixtures|^testing\/|^\.\./.test(name));
  if (strays.length > 0) throw new Error(`the package would ship ${strays.join(', ')}`);
  return shipped;
}

/** lib/<module>.js and .d.ts: exactly what index.ts re-exports from that module. */
function writeEntries(outDirectory, modules) {
  for (const { module, star, values, types } of modules) {
    const from = `'./core/${module}.js'`;
    const valueLine = star
      ? `export * from ${from};`
      : values.length
        ? `export { ${values.join(', ')} } from ${from};`
        : '';
    const typeLine =
      !star && types.length ? `export type { ${types.join(', ')} } from ${from};` : '';
    writeFileSync(join(outDirectory, `${module}.js`), `${valueLine || 'export {};'}\n`);
    writeFileSync(
      join(outDirectory, `${module}.d.ts`),
      `${[valueLine, typeLine].filter(Boolean).join('\n') || 'export {};'}\n`,
    );
  }
}

function writeManifest(outDirectory, modules) {
  const template = JSON.parse(readFileSync(join(templateDirectory, 'package.json'), 'utf8'));
  const exports = {
    '.': { types: './core/index.d.ts', default: './core/index.js' },
    ...Object.fromEntries(
      modules.map(({ module }) => [
        `./${module}`,
        { types: `./${module}.d.ts`, default: `./${module}.js` },
      ]),
    ),
    './package.json': './package.json',
  };
  const manifest = { ...template, main: './core/index.js', types: './core/index.d.ts', exports };
  writeFileSync(join(outDirectory, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function writeReadme(outDirectory, modules) {
  const importModule = (module) => import(pathToFileURL(join(outDirectory, `${module}.js`)).href);
  const examples = await buildExamples(importModule);
  const hotExamples = await buildHotExamples(importModule, examples);
  const subpaths = modules
    .map(
      ({ module, star, values }) =>
        `| \`${module}\` | ${star ? `everything in \`${module}\`` : values.map((name) => `\`${name}\``).join(', ')} |`,
    )
    .join('\n');
  const template = readFileSync(join(templateDirectory, 'README.md'), 'utf8');
  const readme = template
    .replace(/^<!--[\s\S]*?-->\n+/, '') // the template's note to maintainers
    .replace('<!-- subpaths -->', `| subpath | exports |\n| --- | --- |\n${subpaths}`)
    .replace('<!-- examples -->', renderExamples(examples))
    .replace('<!-- hot-examples -->', renderExamples(hotExamples));
  if (readme.includes('<!-- '))
    throw new Error('packages/geometry/README.md: a placeholder was left unfilled');
  // Prettier (the project's settings) lays out the examples' literals and JSON like the sources.
  const prettier = await import('prettier');
  const settings = await prettier.resolveConfig(join(templateDirectory, 'README.md'));
  writeFileSync(
    join(outDirectory, 'README.md'),
    await prettier.format(readme, { ...settings, parser: 'markdown' }),
  );
}

/** Builds the package into `outDirectory` (emptied first): lib/ for `npm run build:lib`. */
export async function buildLib(outDirectory = libDirectory) {
  rmSync(outDirectory, { recursive: true, force: true });
  mkdirSync(outDirectory, { recursive: true });
  const modules = publicModules();
  const shipped = compileCore(outDirectory);
  writeEntries(outDirectory, modules);
  const manifest = writeManifest(outDirectory, modules);
  cpSync(join(templateDirectory, 'LICENSE'), join(outDirectory, 'LICENSE'));
  await writeReadme(outDirectory, modules);
  const coreDirectory = join(outDirectory, 'core');
  for (const file of readdirSync(coreDirectory)) {
    if (file.endsWith('.ts') && !file.endsWith('.d.ts'))
      throw new Error(`core/${file}: TypeScript source in the package`);
  }
  if (!existsSync(join(coreDirectory, 'index.js')))
    throw new Error('core/index.js was not emitted');
  return { manifest, modules: modules.map(({ module }) => module), shipped };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { manifest, modules, shipped } = await buildLib();
  console.log(
    `${manifest.name}@${manifest.version}: ${shipped.length} modules in lib/core, ${modules.length} subpaths (${modules.join(', ')})`,
  );
}
