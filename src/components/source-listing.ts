/**
 * What the source listings show, computed from the geometry files' text at build time: named
 * top-level declarations cut out of a file with their original line numbers (so an article shows
 * the code that runs, never a pasted copy), the files' imports, and which article uses which file.
 * Pure: strings in, plain data out; the TypeScript compiler API parses, nothing is executed.
 */
import ts from 'typescript';

/** A top-level declaration's lines, 1-based and inclusive, its leading doc comment included. */
export interface DeclarationRange {
  readonly name: string;
  readonly firstLine: number;
  readonly lastLine: number;
}

/** One contiguous piece of a file, as shown by one listing. */
export interface Listing {
  /** The declarations it shows, in the order they were asked for. */
  readonly names: readonly string[];
  readonly firstLine: number;
  readonly lastLine: number;
  /** The lines firstLine..lastLine of the file, exactly as written, without a final newline. */
  readonly code: string;
}

/** An article as the source index needs it: its URL slug, its title and its MDX text. */
export interface ArticleSource {
  readonly id: string;
  readonly title: string;
  readonly body: string;
}

/** What a /source/ page says about its file besides the code. */
export interface SourceFileInfo {
  /** File name inside src/geometry/, e.g. "quadratic.ts". */
  readonly file: string;
  readonly lineCount: number;
  /** The first sentence of the file's first doc comment, when it is plain prose. */
  readonly summary: string | undefined;
  /** Sibling files it imports (or re-exports from), sorted. */
  readonly imports: readonly string[];
  /** Sibling files that import it, sorted. */
  readonly importedBy: readonly string[];
  /** Articles that show it, or show a file that depends on it, in the order given. */
  readonly articles: readonly ArticleSource[];
}

/** The lines of a text, without the empty string a final newline would add. */
export function sourceLines(source: string): string[] {
  const lines = source.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function parse(source: string, fileName: string): ts.SourceFile {
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** The names a top-level statement declares (several for `const a = 1, b = 2`). */
function declaredNames(statement: ts.Statement): string[] {
  if (
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement)
  ) {
    return statement.name === undefined ? [] : [statement.name.text];
  }
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  }
  return [];
}

/**
 * Every named top-level declaration of a TypeScript file with its line range. The range starts at
 * the declaration's doc comment (a `/** … *\/` right above it) and ends with the declaration;
 * plain `//` comments above it belong to the surrounding section, not to it. Overloads of one
 * function form one range.
 */
export function topLevelDeclarations(source: string, fileName = 'source.ts'): DeclarationRange[] {
  const file = parse(source, fileName);
  const byName = new Map<string, DeclarationRange>();
  for (const statement of file.statements) {
    const firstLine = file.getLineAndCharacterOfPosition(statement.getStart(file, true)).line + 1;
    const lastLine = file.getLineAndCharacterOfPosition(statement.getEnd()).line + 1;
    for (const name of declaredNames(statement)) {
      const known = byName.get(name);
      byName.set(
        name,
        known === undefined
          ? { name, firstLine, lastLine }
          : {
              name,
              firstLine: Math.min(known.firstLine, firstLine),
              lastLine: Math.max(known.lastLine, lastLine),
            },
      );
    }
  }
  return [...byName.values()].sort((x, y) => x.firstLine - y.firstLine);
}

/**
 * The named declarations of a file as listings, in the order asked. Consecutive names whose
 * declarations follow each other in the file (only blank lines between) share one listing, so a
 * function and the helper declared right below it read as one piece. Throws, naming the file and
 * what it does declare, when a name is missing or asked twice: an article must never show a
 * stale or empty listing, so the build stops instead.
 */
export function extractListings(
  source: string,
  names: readonly string[],
  fileName: string,
): Listing[] {
  if (names.length === 0) throw new Error(`SourceCode: no declaration named for ${fileName}`);
  const declarations = topLevelDeclarations(source, fileName);
  const lines = sourceLines(source);
  const groups: { names: string[]; firstLine: number; lastLine: number }[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`SourceCode: "${name}" is named twice for ${fileName}`);
    seen.add(name);
    const declaration = declarations.find((candidate) => candidate.name === name);
    if (declaration === undefined) {
      throw new Error(
        `SourceCode: ${fileName} has no top-level declaration named "${name}" ` +
          `(it declares: ${declarations.map((known) => known.name).join(', ')})`,
      );
    }
    const previous = groups[groups.length - 1];
    const gap =
      previous === undefined ? [] : lines.slice(previous.lastLine, declaration.firstLine - 1);
    if (
      previous !== undefined &&
      declaration.firstLine > previous.lastLine &&
      gap.every((line) => line.trim() === '')
    ) {
      previous.names.push(name);
      previous.lastLine = declaration.lastLine;
    } else {
      groups.push({
        names: [name],
        firstLine: declaration.firstLine,
        lastLine: declaration.lastLine,
      });
    }
  }
  return groups.map((group) => ({
    ...group,
    code: lines.slice(group.firstLine - 1, group.lastLine).join('\n'),
  }));
}

/**
 * The sibling files a geometry file depends on: `import … from './x'` and `export … from './x'`,
 * as file names ("x.ts"), sorted and without repeats. Packages and other folders are not siblings.
 */
export function siblingImports(source: string, fileName = 'source.ts'): string[] {
  const files = new Set<string>();
  for (const statement of parse(source, fileName).statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (specifier === undefined || !ts.isStringLiteral(specifier)) continue;
    const match = /^\.\/([^/]+?)(\.ts)?$/.exec(specifier.text);
    if (match !== null) files.add(`${match[1]}.ts`);
  }
  return [...files].sort();
}

/** The geometry files an MDX article lists with `<SourceCode file="…" />`, without repeats. */
export function listedFiles(mdx: string): string[] {
  const files = new Set<string>();
  for (const match of mdx.matchAll(/<SourceCode\b[^>]*?\sfile=(["'])([^"']+)\1/g)) {
    files.add(match[2]!);
  }
  return [...files];
}

/**
 * Whether a file of src/geometry/ gets a /source/ page: the code that runs, not its tests, fixtures,
 * test vectors or exact references (nor anything in a subfolder such as testing/).
 */
export function hasSourcePage(fileName: string): boolean {
  return /^[^/]+\.ts$/.test(fileName) && !/\.(test|fixtures|vectors|reference)\.ts$/.test(fileName);
}

/** The /source/ page of a geometry file, at a line when given: `/source/quadratic/#L42`. */
export function sourcePageUrl(fileName: string, line?: number): string {
  const page = `/source/${fileName.replace(/\.ts$/, '')}/`;
  return line === undefined ? page : `${page}#L${line}`;
}

/**
 * The first sentence of the file's first doc comment when it is plain prose (no tags, no inline
 * links, no markup, short enough for a header), else undefined.
 */
export function docSummary(source: string): string | undefined {
  const comment = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source);
  if (comment === null) return undefined;
  const paragraph: string[] = [];
  for (const raw of comment[1]!.split(/\r?\n/)) {
    const line = raw.replace(/^\s*\*?\s?/, '').trim();
    if (line === '') {
      if (paragraph.length > 0) break;
      continue;
    }
    paragraph.push(line);
  }
  const text = paragraph.join(' ');
  const sentence = /^(.+?[.!?])(?=\s|$)/.exec(text)?.[1] ?? text;
  if (sentence === '' || sentence.length > 240 || /[{}<>@]/.test(sentence)) return undefined;
  return sentence;
}

/** Every file `file` depends on through sibling imports, itself included. */
function dependencyClosure(file: string, importsOf: ReadonlyMap<string, readonly string[]>) {
  const reached = new Set<string>([file]);
  const pending = [file];
  while (pending.length > 0) {
    for (const dependency of importsOf.get(pending.pop()!) ?? []) {
      if (!reached.has(dependency)) {
        reached.add(dependency);
        pending.push(dependency);
      }
    }
  }
  return reached;
}

/**
 * What each /source/ page says about its file. `sources` maps file names of src/geometry/ to their
 * text (files without a source page are ignored). An article uses a file when it lists it or lists
 * a file that depends on it, directly or through other files: that code runs in its figures too.
 */
export function sourceIndex(
  sources: Readonly<Record<string, string>>,
  articles: readonly ArticleSource[],
): SourceFileInfo[] {
  const files = Object.keys(sources).filter(hasSourcePage).sort();
  const importsOf = new Map(
    files.map((file) => [
      file,
      siblingImports(sources[file]!, file).filter((dependency) => files.includes(dependency)),
    ]),
  );
  const usedBy = new Map<string, ArticleSource[]>(files.map((file) => [file, []]));
  for (const article of articles) {
    const used = new Set<string>();
    for (const listed of listedFiles(article.body)) {
      if (importsOf.has(listed))
        for (const file of dependencyClosure(listed, importsOf)) used.add(file);
    }
    for (const file of used) usedBy.get(file)!.push(article);
  }
  return files.map((file) => {
    const source = sources[file]!;
    return {
      file,
      lineCount: sourceLines(source).length,
      summary: docSummary(source),
      imports: importsOf.get(file)!,
      importedBy: files.filter((other) => importsOf.get(other)!.includes(file)),
      articles: usedBy.get(file)!,
    };
  });
}
