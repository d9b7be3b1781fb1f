import { describe, expect, it } from 'vitest';
import { contrastRatio, highlightTypeScript, readableOn } from './highlight';

const code = [
  '/** Doubles a number. */',
  'export function double(x: number): number {',
  '',
  '  return 2 * x; // exact for doubles',
  '}',
].join('\n');

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('keeps readable colours and moves the others only as far as needed', () => {
    expect(readableOn('#24292E', ['#ffffff'])).toBe('#24292e');
    // GitHub dark's comment grey on its own background is about 3:1.
    const comment = readableOn('#6a737d', ['#24292e', '#3d3a21']);
    const worst = Math.min(contrastRatio(comment, '#24292e'), contrastRatio(comment, '#3d3a21'));
    expect(worst).toBeGreaterThanOrEqual(4.5);
    expect(worst).toBeLessThan(4.8);
    // GitHub light's orange on white is about 3.5:1.
    expect(contrastRatio(readableOn('#e36209', ['#ffffff']), '#ffffff')).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});

describe('highlightTypeScript', () => {
  it('numbers lines with a counter from the first line, one block per line, no newline nodes', async () => {
    const { html } = await highlightTypeScript(code, {
      firstLine: 120,
      lineLinks: false,
      label: 'src/geometry/x.ts, lines 120–124',
    });
    expect(html).toMatch(
      /^<pre class="listing" tabindex="0" role="region" aria-label="src\/geometry\/x.ts, lines 120–124"><code style="counter-reset:line 119;--digits:3">/,
    );
    expect(html.match(/<span class="line">/g)).toHaveLength(5);
    expect(html).not.toContain('\n');
    expect(html).not.toContain('style="color');
    expect(html).not.toContain('id="L');
  });

  it('links every line to its own anchor on the source pages', async () => {
    const { html } = await highlightTypeScript(code, {
      firstLine: 1,
      lineLinks: true,
      label: 'Source of src/geometry/x.ts',
    });
    for (let line = 1; line <= 5; line += 1) {
      expect(html).toContain(
        `<span class="line" id="L${line}"><a class="ln" href="#L${line}">${line}</a>`,
      );
    }
  });

  it('turns colours into classes defined light and dark, readable in both', async () => {
    const { html, css } = await highlightTypeScript(code, {
      firstLine: 1,
      lineLinks: false,
      label: 'x',
    });
    const classes = new Set([...html.matchAll(/class="(t\d+)"/g)].map((match) => match[1]!));
    expect(classes.size).toBeGreaterThan(2);
    const [light, dark] = css.split('@media screen and (prefers-color-scheme:dark)');
    for (const className of classes) {
      expect(light).toContain(`.listing .${className}{`);
      expect(dark).toContain(`.listing .${className}{`);
    }
    const background = (sheet: string) => /\.listing\{background:(#[0-9a-f]+)/.exec(sheet)![1]!;
    for (const sheet of [light!, dark!]) {
      for (const [, colour] of sheet.matchAll(/\.t\d+\{color:(#[0-9a-f]+)/g)) {
        expect(contrastRatio(colour!, background(sheet))).toBeGreaterThanOrEqual(4.5);
      }
    }
    // Text in the default colour needs no element of its own.
    expect(html).toContain('</span> x; <span class="t');
  });
});
