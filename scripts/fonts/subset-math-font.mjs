// Makes the site's math font: STIX Two Math (SIL Open Font License 1.1, no reserved font name;
// from the npm package @fontsource/stix-two-math), cut down to the characters the site's formulas
// can use, so a page with math downloads one font file of about 140 KB instead of 400 KB.
//
//   npm run fonts
//
// writes src/styles/fonts/stix-two-math.subset.woff2 (committed) and
// src/markdown/math-font-coverage.json: the code points the subset really contains, as ranges.
// typesetTex checks every formula against that list at build time, so a formula that needs a
// character outside the subset fails the build with a clear message instead of silently
// showing it in another font: add its block to RANGES below and run this script again.
//
// The subset keeps the font's MATH table and every glyph it reaches (the larger sizes and
// pieces of stretchy parentheses, braces and arrows), which is what lets the browser lay out
// MathML with it. One exception, the square root: it keeps only its base glyph (capRadical).
import subsetFont from 'subset-font';
import { createRequire } from 'node:module';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@fontsource/stix-two-math/package.json'));
const source = path.join(packageDir, 'files/stix-two-math-latin-400-normal.woff2');
const fontOut = path.join(root, 'src/styles/fonts/stix-two-math.subset.woff2');
const licenseOut = path.join(root, 'src/styles/fonts/stix-two-math.LICENSE.txt');
const coverageOut = path.join(root, 'src/markdown/math-font-coverage.json');

/** The Unicode blocks (or the parts of them) that formulas may use. */
const RANGES = [
  [0x0020, 0x007e, 'Basic Latin'],
  [0x00a0, 0x00ff, 'Latin-1 Supplement (±, ×, ÷, ·, ¬, …)'],
  [0x0131, 0x0131, 'dotless i'],
  [0x0237, 0x0237, 'dotless j'],
  [0x02c6, 0x02dc, 'spacing accents (hat, caron, breve, dot, ring, tilde)'],
  [0x0300, 0x036f, 'combining accents'],
  [0x0391, 0x03c9, 'Greek letters'],
  [0x03d0, 0x03f6, 'Greek symbols (ϑ, ϕ, ϖ, ϵ, …)'],
  [0x2000, 0x206f, 'General Punctuation (spaces, dashes, primes, invisible operators)'],
  [0x2100, 0x214f, 'Letterlike Symbols (ℝ, ℎ, ℓ, …; the holes of the styled alphabets)'],
  [0x2190, 0x21ff, 'Arrows'],
  [0x2200, 0x22ff, 'Mathematical Operators'],
  [0x2308, 0x230b, 'ceiling and floor'],
  [0x2322, 0x2323, 'frown and smile'],
  [0x23b4, 0x23b5, 'square brackets over and under'],
  [0x23dc, 0x23e1, 'parentheses, braces and tortoise shells over and under'],
  [0x25b3, 0x25b3, 'white up-pointing triangle'],
  [0x25cb, 0x25cb, 'white circle'],
  [0x27e6, 0x27ef, 'white square, angle and flattened brackets'],
  [0x27f5, 0x27fa, 'long arrows'],
  [0x1d400, 0x1d4cf, 'bold, italic, bold italic and script Latin letters'],
  [0x1d538, 0x1d56b, 'double-struck Latin letters'],
  [0x1d6a4, 0x1d6a5, 'italic dotless i and j'],
  [0x1d6a8, 0x1d76f, 'bold, italic and bold italic Greek letters'],
  [0x1d7ce, 0x1d7e1, 'bold and double-struck digits'],
];

/** The offset of a table of a TrueType/OpenType font (`sfnt`) in it, by tag. */
function tableOffset(sfnt, wanted) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tableCount = view.getUint16(4);
  for (let i = 0; i < tableCount; i += 1) {
    const record = 12 + 16 * i;
    const tag = String.fromCharCode(...sfnt.subarray(record, record + 4));
    if (tag === wanted) return view.getUint32(record + 8);
  }
  throw new Error(`the font has no ${wanted} table`);
}

/**
 * The name records the subset keeps besides HarfBuzz's default (0–6: copyright, family, style,
 * unique name, full name, version, PostScript name): the licence's description and its URL,
 * where the font has them (STIX Two Math has the URL). The SIL Open Font License asks every copy
 * of the font to carry its copyright notice and licence: the served file names both itself
 * (stix-two-math.LICENSE.txt holds the full text beside it in the repository).
 */
const preserveNameIds = [13, 14];

/** The code points a TrueType/OpenType font maps (its cmap table, formats 4 and 12). */
export function cmapCodePoints(sfnt) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const cmap = tableOffset(sfnt, 'cmap');
  const codePoints = new Set();
  const subtableCount = view.getUint16(cmap + 2);
  for (let i = 0; i < subtableCount; i += 1) {
    const offset = cmap + view.getUint32(cmap + 4 + 8 * i + 4);
    const format = view.getUint16(offset);
    if (format === 4) {
      const segments = view.getUint16(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + 2 * segments + 2;
      for (let s = 0; s < segments; s += 1) {
        const end = view.getUint16(ends + 2 * s);
        const start = view.getUint16(starts + 2 * s);
        // A format-4 segment may list code points whose glyph is 0 (missing); HarfBuzz's
        // subsetter writes only mapped ones. The last segment, ending at 0xFFFF, closes the table.
        for (let c = start; c <= end && c !== 0xffff; c += 1) codePoints.add(c);
      }
    } else if (format === 12) {
      const groups = view.getUint32(offset + 12);
      for (let g = 0; g < groups; g += 1) {
        const group = offset + 16 + 12 * g;
        const start = view.getUint32(group);
        const end = view.getUint32(group + 4);
        for (let c = start; c <= end; c += 1) codePoints.add(c);
      }
    }
  }
  return [...codePoints].sort((a, b) => a - b);
}

/** The glyph a BMP code point maps to in the font's format-4 cmap subtable (0: none). */
function glyphOf(sfnt, codePoint) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const cmap = tableOffset(sfnt, 'cmap');
  const subtableCount = view.getUint16(cmap + 2);
  for (let i = 0; i < subtableCount; i += 1) {
    const offset = cmap + view.getUint32(cmap + 4 + 8 * i + 4);
    if (view.getUint16(offset) !== 4) continue;
    const segments = view.getUint16(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const rangeOffsets = deltas + 2 * segments;
    for (let s = 0; s < segments; s += 1) {
      const start = view.getUint16(starts + 2 * s);
      if (codePoint < start || codePoint > view.getUint16(ends + 2 * s)) continue;
      const delta = view.getInt16(deltas + 2 * s);
      const rangeOffset = view.getUint16(rangeOffsets + 2 * s);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsets + 2 * s + rangeOffset + 2 * (codePoint - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
  }
  return 0;
}

/** A glyph's index in an OpenType Coverage table (formats 1 and 2), or -1. */
function coverageIndex(view, coverage, glyph) {
  const count = view.getUint16(coverage + 2);
  if (view.getUint16(coverage) === 1) {
    for (let i = 0; i < count; i += 1) if (view.getUint16(coverage + 4 + 2 * i) === glyph) return i;
    return -1;
  }
  for (let i = 0; i < count; i += 1) {
    const range = coverage + 4 + 6 * i;
    const start = view.getUint16(range);
    if (glyph >= start && glyph <= view.getUint16(range + 2)) {
      return view.getUint16(range + 4) + glyph - start;
    }
  }
  return -1;
}

/** The square root sign, whose sizes capRadical cuts down. */
const RADICAL = 0x221a;

/**
 * Where the MATH table describes the vertical sizes of the square root (`sfnt` offsets): the
 * MathGlyphConstruction, its variant glyphs with their advance widths, and whether it has an
 * assembly (pieces for any height).
 */
export function radicalSizes(sfnt) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const glyph = glyphOf(sfnt, RADICAL);
  const math = tableOffset(sfnt, 'MATH');
  const variants = math + view.getUint16(math + 8);
  const index = coverageIndex(view, variants + view.getUint16(variants + 2), glyph);
  if (glyph === 0 || index < 0 || index >= view.getUint16(variants + 6)) {
    throw new Error('the font has no vertical sizes for the square root');
  }
  const construction = variants + view.getUint16(variants + 10 + 2 * index);
  const metricCount = view.getUint16(tableOffset(sfnt, 'hhea') + 34);
  const hmtx = tableOffset(sfnt, 'hmtx');
  const advance = (g) => view.getUint16(hmtx + 4 * Math.min(g, metricCount - 1));
  const sizes = [];
  for (let i = 0; i < view.getUint16(construction + 2); i += 1) {
    const variant = view.getUint16(construction + 4 + 4 * i);
    sizes.push({ glyph: variant, advance: advance(variant) });
  }
  return { glyph, construction, sizes, hasAssembly: view.getUint16(construction) !== 0 };
}

/**
 * Keeps only the base size of the square root sign: its other sizes and its assembly are
 * removed from the MATH table (in place). Their glyphs stay in the font: only the MATH table no
 * longer offers them for a root.
 *
 * Why: Chromium gives an `msqrt` box the width of the widest square root the font could draw
 * (its intrinsic width counts every size of √ without knowing the radicand's height; STIX Two
 * Math: the assembly's pieces, 1.212 em), then draws the size the radicand needs (0.794 em for a
 * letter). Every `√D` was followed by a gap of 0.42 em, and a root over a superscript by one of
 * 0.17 em. With one size the box fits the sign it draws. The cost: a radicand taller than a
 * letter (a superscript, a fraction) gets the base sign too, whose top still meets the bar. The
 * site's radicands are letters, numbers and superscripts (no fraction under a root), where that
 * reads like an inline root in TeX; tests/e2e/pages.spec.ts checks that no root leaves a gap.
 */
export function capRadical(sfnt) {
  const { glyph, construction, sizes } = radicalSizes(sfnt);
  if (sizes[0]?.glyph !== glyph) {
    throw new Error("the square root's first size is not its base glyph: check capRadical");
  }
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  view.setUint16(construction, 0); // no assembly
  view.setUint16(construction + 2, 1); // one variant: the base glyph
}

/** A font (WOFF2 or sfnt) cut to the characters of `text`, as sfnt (for checks of its tables). */
export function sfntWith(font, text) {
  return subsetFont(font, text, { targetFormat: 'sfnt', preserveNameIds });
}

/** The font's Windows-platform (UTF-16) name records, by name ID. */
export function nameRecords(sfnt) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const name = tableOffset(sfnt, 'name');
  const strings = name + view.getUint16(name + 4);
  /** @type {Record<number, string>} */
  const records = {};
  for (let i = 0; i < view.getUint16(name + 2); i += 1) {
    const record = name + 6 + 12 * i;
    if (view.getUint16(record) !== 3) continue;
    const start = strings + view.getUint16(record + 10);
    let text = '';
    for (let k = 0; k < view.getUint16(record + 8); k += 2) {
      text += String.fromCharCode(view.getUint16(start + k));
    }
    records[view.getUint16(record + 6)] = text;
  }
  return records;
}

/** [1, 2, 3, 7] → [[1, 3], [7, 7]]. */
function toRanges(sorted) {
  const ranges = [];
  for (const c of sorted) {
    const last = ranges.at(-1);
    if (last !== undefined && last[1] === c - 1) last[1] = c;
    else ranges.push([c, c]);
  }
  return ranges;
}

async function main() {
  let text = '';
  for (const [from, to] of RANGES) {
    for (let c = from; c <= to; c += 1) text += String.fromCodePoint(c);
  }
  const original = await readFile(source);
  const sfnt = await subsetFont(original, text, { targetFormat: 'sfnt', preserveNameIds });
  capRadical(sfnt);
  // Subset again for the WOFF2: the same characters, the MATH table as capRadical left it.
  const woff2 = await subsetFont(sfnt, text, { targetFormat: 'woff2', preserveNameIds });
  const covered = toRanges(cmapCodePoints(sfnt));
  await writeFile(fontOut, woff2);
  await copyFile(path.join(packageDir, 'LICENSE'), licenseOut);
  await writeFile(
    coverageOut,
    `${JSON.stringify({ font: 'STIX Two Math (subset)', ranges: covered })}\n`,
  );
  const count = covered.reduce((sum, [from, to]) => sum + to - from + 1, 0);
  console.log(
    `${path.relative(root, fontOut)}: ${woff2.length} bytes, ${count} characters in ${covered.length} ranges`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
