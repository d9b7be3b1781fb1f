// The package's entry points, read from the core's public surface (src/geometry/index.ts) rather
// than listed by hand: a module the core starts exporting becomes a subpath of the package, and a
// subpath exports exactly what index.ts takes from that module (internal helpers stay internal).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const geometryDirectory = join(root, 'src/geometry');
export const libDirectory = join(root, 'lib');
export const templateDirectory = join(root, 'packages/geometry');

/**
 * @typedef {{ module: string, star: boolean, values: string[], types: string[] }} PublicModule
 * One subpath: `star` for `export * from`, else the value and type names index.ts re-exports.
 */

/** @returns {PublicModule[]} the modules index.ts re-exports from, in order of first mention. */
export function publicModules(
  indexSource = readFileSync(join(geometryDirectory, 'index.ts'), 'utf8'),
) {
  const file = ts.createSourceFile('index.ts', indexSource, ts.ScriptTarget.Latest);
  /** @type {Map<string, PublicModule>} */
  const modules = new Map();
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
    if (!ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('./')) continue;
    const module = specifier.slice(2);
    const entry = modules.get(module) ?? { module, star: false, values: [], types: [] };
    modules.set(module, entry);
    const clause = statement.exportClause;
    if (!clause) {
      entry.star = true;
      continue;
    }
    if (!ts.isNamedExports(clause))
      throw new Error(`index.ts: unsupported export from ${specifier}`);
    for (const element of clause.elements) {
      const list = statement.isTypeOnly || element.isTypeOnly ? entry.types : entry.values;
      list.push(element.name.text);
    }
  }
  return [...modules.values()];
}
