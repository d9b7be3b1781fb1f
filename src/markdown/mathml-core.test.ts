import { describe, expect, it } from 'vitest';
import { styledText, toMathmlCore } from './mathml-core';
import { charactersMissingFromFont, typesetTex } from './typeset';

/** The formula's row, without the `<math>` wrapper and the TeX annotation. */
function row(tex: string): string {
  return typesetTex(tex, { display: false, onError: 'throw' })
    .replace(/^.*<semantics>/, '')
    .replace(/<annotation[\s\S]*$/, '');
}

describe('styled letters (mathvariant → Unicode, which MathML Core draws)', () => {
  it('maps Latin, Greek and digits into their styled blocks', () => {
    expect(styledText('x', 'bold')).toBe('𝐱');
    expect(styledText('AZ', 'bold')).toBe('𝐀𝐙');
    expect(styledText('a', 'italic')).toBe('𝑎');
    expect(styledText('α', 'italic')).toBe('𝛼');
    expect(styledText('Ω', 'bold-italic')).toBe('𝜴');
    expect(styledText('7', 'double-struck')).toBe('𝟟');
  });

  it('uses the Letterlike Symbols where the block has holes: ℎ, ℝ, ℬ, ℭ', () => {
    expect(styledText('h', 'italic')).toBe('ℎ');
    expect(styledText('R', 'double-struck')).toBe('ℝ');
    expect(styledText('B', 'script')).toBe('ℬ');
    expect(styledText('C', 'fraktur')).toBe('ℭ');
  });

  it('has no styled form for operators, script digits or unknown styles', () => {
    expect(styledText('+', 'bold')).toBeUndefined();
    expect(styledText('1', 'script')).toBeUndefined();
    expect(styledText('x', 'tetrahedral')).toBeUndefined();
    expect(styledText('', 'bold')).toBeUndefined();
  });

  it('rewrites styled identifiers and keeps mathvariant where Unicode has no letter', () => {
    expect(row('\\mathbf{x} + \\mathbb{R}')).toBe('<mrow><mi>𝐱</mi><mo>+</mo><mi>ℝ</mi></mrow>');
    // \boldsymbol{+}: no bold plus in Unicode; the stylesheet sets it in bold type.
    expect(row('a \\boldsymbol{+} b')).toContain('<mo mathvariant="bold-italic"');
    // Text stays text (read as words), styled by the stylesheet.
    expect(row('\\textbf{if}')).toContain('<mtext mathvariant="bold">if</mtext>');
    expect(row('\\operatorname{sign}')).toContain('<mi mathvariant="normal">sign</mi>');
  });
});

describe('signs (a binary operator where TeX sees a unary one)', () => {
  it('unspaces a minus after a relation, an opening bracket or another operator', () => {
    expect(row('q = -b')).toBe(
      '<mrow><mi>q</mi><mo>=</mo><mo lspace="0em" rspace="0em">−</mo><mi>b</mi></mrow>',
    );
    expect(row('(-b)')).toContain(
      '<mo stretchy="false">(</mo><mo lspace="0em" rspace="0em">−</mo>',
    );
    expect(row('x < -1')).toContain('<mo>&lt;</mo><mo lspace="0em" rspace="0em">−</mo>');
    expect(row('a \\pm -b')).toContain('<mo>±</mo><mo lspace="0em" rspace="0em">−</mo>');
  });

  it('leaves binary minus and plus between operands alone', () => {
    expect(row('a - b + c')).toBe(
      '<mrow><mi>a</mi><mo>−</mo><mi>b</mi><mo>+</mo><mi>c</mi></mrow>',
    );
    expect(row('(a) - 2')).toContain('<mo stretchy="false">)</mo><mo>−</mo>');
  });

  it('is a no-op on markup without operators', () => {
    expect(toMathmlCore('<math><mi>x</mi></math>')).toBe('<math><mi>x</mi></math>');
  });
});

describe('typesetTex', () => {
  it('writes MathML only, inline or as a display block, with the TeX as an annotation', () => {
    const inline = typesetTex('x^2', { display: false, onError: 'throw' });
    expect(inline).toMatch(
      /^<span class="katex"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">/,
    );
    expect(inline).not.toContain('katex-html');
    expect(inline).toContain('<annotation encoding="application/x-tex">x^2</annotation>');
    expect(typesetTex('x', { display: true, onError: 'throw' })).toContain('display="block"');
  });

  it('fails on a TeX error when asked to, and shows the source in red otherwise', () => {
    expect(() => typesetTex('\\frac{1}', { display: false, onError: 'throw' })).toThrow();
    expect(typesetTex('\\frac{1}', { display: false, onError: 'show' })).toContain('katex-error');
  });

  it('refuses a character the math font lacks, naming it and the fix', () => {
    expect(() => typesetTex('\\text{✓}', { display: false, onError: 'throw' })).toThrow(
      /"✓" \(U\+2713\).*npm run fonts/,
    );
  });

  it('checks the italic letter MathML Core draws for a one-letter identifier', () => {
    expect(charactersMissingFromFont('<math><mi>x</mi><mo>+</mo><mn>1</mn></math>')).toEqual([]);
    // Cyrillic: outside the subset, upright and (for a one-letter identifier) italic alike.
    expect(charactersMissingFromFont('<math><mi>ж</mi></math>')).toEqual(['ж']);
    // The TeX source is never drawn, so its characters do not count.
    expect(
      charactersMissingFromFont(
        '<math><semantics><mi>x</mi><annotation encoding="application/x-tex">ж</annotation></semantics></math>',
      ),
    ).toEqual([]);
  });
});
