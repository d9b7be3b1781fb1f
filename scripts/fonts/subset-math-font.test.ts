// The committed math font against the rules subset-math-font.mjs applies to it: the square root
// keeps its base size only, so Chromium's msqrt box fits the sign it draws (capRadical), and the
// font names its copyright and licence.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { capRadical, nameRecords, radicalSizes, sfntWith } from './subset-math-font.mjs';

const committed = readFileSync(
  new URL('../../src/styles/fonts/stix-two-math.subset.woff2', import.meta.url),
);

/** The font as sfnt, cut to the characters a check needs (the MATH sizes of √ come along). */
const sfntOf = (font: Buffer) => sfntWith(font, '√x');

describe('the math font', () => {
  it('draws the square root in its base size only: no larger size and no assembly, so no gap after √D in Chromium', async () => {
    const sizes = radicalSizes(await sfntOf(committed));
    expect(sizes.sizes).toEqual([{ glyph: sizes.glyph, advance: 794 }]);
    expect(sizes.hasAssembly).toBe(false);
  });

  it('names its copyright and its licence, the SIL Open Font License, as the licence asks of every copy', async () => {
    const names = nameRecords(await sfntOf(committed));
    expect(names[0]).toMatch(/^Copyright .* The STIX Fonts Project Authors/);
    expect(names[14]).toBe('https://scripts.sil.org/OFL');
  });

  it('capRadical cuts the source font’s four sizes and assembly of √ down to the base glyph', async () => {
    const source = readFileSync(
      new URL(
        '../../node_modules/@fontsource/stix-two-math/files/stix-two-math-latin-400-normal.woff2',
        import.meta.url,
      ),
    );
    const sfnt = await sfntOf(source);
    const before = radicalSizes(sfnt);
    // Chromium reserved the widest of these and of the assembly's pieces (1,212 units) for every
    // root.
    expect(before.sizes.map((size) => size.advance)).toEqual([794, 1041, 1177, 1170]);
    expect(before.hasAssembly).toBe(true);
    capRadical(sfnt);
    const after = radicalSizes(sfnt);
    expect(after.sizes).toEqual([before.sizes[0]]);
    expect(after.hasAssembly).toBe(false);
  });
});
