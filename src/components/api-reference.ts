/**
 * The API reference (/api/) and the package's entry points, computed from the geometry core's
 * TypeScript at build time: what src/geometry/index.ts exports, grouped by the module it comes
 * from, each with its signature or declaration and its TSDoc. The TypeScript compiler API reads
 * the files (strings in, plain data out, nothing executed), as for the source listings.
 *
 * The same grouping decides the package's subpaths (scripts/lib/entries.mjs imports
 * `publicModules`, so this file uses only syntax Node can strip: no enums, no namespaces).
 */
import ts from 'typescript';

/** One module index.ts re-exports from: a subpath of the package and a section of /api/. */
export interface PublicModule {
  /** File name without `.ts`, e.g. "clip-segment-rect". */
  readonly module: string;
  /** `export * from`: everything the module exports is public. */
  readonly star: boolean;
  /** The value names index.ts takes from it (empty when `star`). */
  readonly values: readonly string[];
  /** The type names index.ts takes from it (empty when `star`). */
  readonly types: readonly string[];
}

/** The modules `src/geometry/index.ts` re-exports from, in order of first mention. */
export function publicModules(indexSource: string): PublicModule[] {
  const file = ts.createSourceFile('index.ts', indexSource, ts.ScriptTarget.Latest);
  const modules = new Map<
    string,
    { module: string; star: boolean; values: string[]; types: string[] }
  >();
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier === undefined) continue;
    if (!ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('./')) continue;
    const module = specifier.slice(2);
    const entry = modules.get(module) ?? { module, star: false, values: [], types: [] };
    modules.set(module, entry);
    const clause = statement.exportClause;
    if (clause === undefined) {
      entry.star = true;
      continue;
    }
    if (!ts.isNamedExports(clause))
      throw new Error(`index.ts: unsupported export from ${specifier}`);
    for (const element of clause.elements) {
      (statement.isTypeOnly || element.isTypeOnly ? entry.types : entry.values).push(
        element.name.text,
      );
    }
  }
  return [...modules.values()];
}

/** One exported name as the reference shows it. */
export interface ApiEntry {
  readonly name: string;
  readonly kind: 'function' | 'constant' | 'type';
  /** TypeScript: the function's signature(s), the constant's type or the type's declaration. */
  readonly code: string;
  /** The TSDoc text, paragraphs separated by blank lines (`code` spans kept as backticks). */
  readonly doc: string;
  /** `@param` tags: name and text. */
  readonly params: readonly { readonly name: string; readonly text: string }[];
  /** The line of the declaration in its file (1-based), for the /source/ link. */
  readonly line: number;
}

export interface ApiModule {
  readonly module: string;
  /** The file the entries are declared in, e.g. "clip-segment-rect.ts". */
  readonly file: string;
  readonly entries: readonly ApiEntry[];
}

const ROOT = '/geometry/';
const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts'],
  types: [],
  strict: true,
  noEmit: true,
};

/** A program over the given files of src/geometry (by name) and TypeScript's own lib files. */
function programOf(files: Readonly<Record<string, string>>): ts.Program {
  const host = ts.createCompilerHost(OPTIONS);
  const ours = (fileName: string) =>
    fileName.startsWith(ROOT) ? files[fileName.slice(ROOT.length)] : undefined;
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.getSourceFile = (fileName, language, ...rest) => {
    const text = ours(fileName);
    return text === undefined
      ? getSourceFile.call(host, fileName, language, ...rest)
      : ts.createSourceFile(fileName, text, language, true);
  };
  host.fileExists = (fileName) =>
    fileName.startsWith(ROOT) ? ours(fileName) !== undefined : fileExists.call(host, fileName);
  host.readFile = (fileName) =>
    fileName.startsWith(ROOT) ? ours(fileName) : readFile.call(host, fileName);
  // Module resolution looks for the folder first: ours exists only in memory.
  host.directoryExists = (name) =>
    `${name}/` === ROOT || name.startsWith(ROOT) || (directoryExists?.call(host, name) ?? false);
  return ts.createProgram([`${ROOT}index.ts`], OPTIONS, host);
}

const FORMAT =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

function entryOf(symbol: ts.Symbol, checker: ts.TypeChecker): { file: string; entry: ApiEntry } {
  const declaration = symbol.declarations?.[0];
  if (declaration === undefined)
    throw new Error(`api reference: ${symbol.name} has no declaration`);
  const source = declaration.getSourceFile();
  const file = source.fileName.slice(ROOT.length);
  const line = source.getLineAndCharacterOfPosition(declaration.getStart()).line + 1;
  const doc = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  const params = symbol
    .getJsDocTags(checker)
    .filter((tag) => tag.name === 'param' && tag.text !== undefined)
    .map((tag) => {
      const [name, ...text] = tag.text!;
      return {
        name: name?.text ?? '',
        text: ts.displayPartsToString(text).replace(/^\s*-?\s*/, ''),
      };
    });
  const base = { name: symbol.name, doc, params, line };
  if (ts.isFunctionDeclaration(declaration)) {
    const signatures = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures();
    const code = signatures
      .map(
        (signature) =>
          `function ${symbol.name}${checker.signatureToString(signature, undefined, FORMAT)}`,
      )
      .join('\n');
    return { file, entry: { ...base, kind: 'function', code } };
  }
  if (ts.isVariableDeclaration(declaration)) {
    const type = checker.typeToString(
      checker.getTypeOfSymbolAtLocation(symbol, declaration),
      undefined,
      FORMAT,
    );
    const keyword = ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const ? 'const' : 'let';
    return {
      file,
      entry: { ...base, kind: 'constant', code: `${keyword} ${symbol.name}: ${type}` },
    };
  }
  // A type alias or interface: its declaration as written, without `export`.
  const code = declaration.getText(source).replace(/^export\s+/, '');
  return { file, entry: { ...base, kind: 'type', code } };
}

/**
 * The reference of the core's public surface. `files` maps file names of src/geometry/ (at least
 * index.ts and everything it reaches) to their text.
 */
export function apiReference(files: Readonly<Record<string, string>>): ApiModule[] {
  const indexSource = files['index.ts'];
  if (indexSource === undefined) throw new Error('api reference: no index.ts');
  const program = programOf(files);
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(`${ROOT}index.ts`)!;
  const moduleSymbol = checker.getSymbolAtLocation(index);
  if (moduleSymbol === undefined) throw new Error('api reference: index.ts is not a module');
  const byFile = new Map<string, ApiEntry[]>();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const { file, entry } = entryOf(symbol, checker);
    byFile.set(file, [...(byFile.get(file) ?? []), entry]);
  }
  return publicModules(indexSource).map(({ module }) => {
    const file = `${module}.ts`;
    const entries = [...(byFile.get(file) ?? [])].sort((a, b) => a.line - b.line);
    return { module, file, entries };
  });
}
