import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typesetTex } from '../markdown/typeset';
import type { DerivationRow } from './LiveDerivation';

type Module = typeof import('./LiveDerivation');

/** A two-case derivation built with the module's own part helpers. */
function rowsFor(m: Module, x: number): DerivationRow[] {
  return [
    {
      key: 'f',
      lhs: [m.tex('f(x)')],
      rhs: [m.tex('{} = {}'), m.num(String(x)), m.op('+'), m.num('1'), m.gap(), m.tex('x \\ne 0')],
    },
    {
      key: 'zero',
      visible: x === 0,
      lhs: [m.tex('x')],
      rhs: [m.tex('{} = 0'), m.when(false, [m.tex('\\text{never shown}')])],
    },
  ];
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.doUnmock('katex');
  vi.doUnmock('../markdown/typeset');
  vi.resetModules();
});

describe('LiveDerivation on the server', () => {
  it('typesets every static piece, hidden ones included, and keeps numbers as text', async () => {
    const m = await import('./LiveDerivation');
    const rows = rowsFor(m, 3);
    const html = renderToString(<m.LiveDerivation rows={rows} label="Derivation" />);
    expect(html).toContain('role="group" aria-label="Derivation"');
    expect(html.match(/class="katex"/g)?.length).toBe(6);
    // The hidden row and the hidden part are in the HTML (so the browser can reuse them), hidden.
    expect(html).toContain('data-tex="\\text{never shown}"');
    expect(html).toMatch(/<div class="kit-deriv-row" hidden="">/);
    expect(html).toMatch(/<span class="kit-deriv-when" hidden="">/);
    expect(html).toContain('<span class="kit-math-text">3</span>');
    expect(html).toContain('<span class="kit-math-text is-op">+</span>');
    expect(m.texPieces(rows)).toEqual(
      new Set(['f(x)', '{} = {}', 'x \\ne 0', 'x', '{} = 0', '\\text{never shown}']),
    );
    expect(m.shownTexPieces(rows)).toEqual(new Set(['f(x)', '{} = {}', 'x \\ne 0']));
  });
});

describe('LiveDerivation in the browser', () => {
  it('reuses the pieces the server rendered into the page and never loads KaTeX', async () => {
    // The page as the server left it: each piece marked with its TeX.
    const typeset = (source: string) => typesetTex(source, { display: false, onError: 'show' });
    const page = ['f(x)', '{} = {}', 'x \\ne 0', 'x', '{} = 0'].map((source) => ({
      getAttribute: (name: string) => (name === 'data-tex' ? source : null),
      innerHTML: typeset(source),
    }));
    const querySelectorAll = vi.fn(() => page);
    vi.stubGlobal('document', { querySelectorAll });
    vi.stubEnv('SSR', false);
    vi.doMock('katex', () => {
      throw new Error('KaTeX loaded in the browser');
    });
    vi.doMock('../markdown/typeset', () => {
      throw new Error('the typesetter loaded in the browser');
    });
    vi.resetModules();
    const m = await import('./LiveDerivation');
    const html = renderToString(<m.LiveDerivation rows={rowsFor(m, 0)} label="Derivation" />);
    expect(html).toContain(typeset('x \\ne 0'));
    expect(html).toContain('<span class="kit-math-text">0</span>');
    // A piece the page never had (a bug the figures' tests guard against) shows its source.
    expect(html).toContain('<span class="kit-tex is-missing">\\text{never shown}</span>');
    expect(html).not.toMatch(/<div class="kit-deriv-row" hidden/);
    // The page is read once per miss, not once per piece.
    expect(querySelectorAll.mock.calls.length).toBeLessThanOrEqual(2);
  });
});

describe('a derivation row during a drag', () => {
  it('is the same row when rebuilt with the same parts, so it skips the render', async () => {
    const m = await import('./LiveDerivation');
    const [first, second] = [rowsFor(m, 3), rowsFor(m, 3)];
    expect(first.every((row, index) => second[index] && m.sameRow(row, second[index]))).toBe(true);
  });
  it('is a different row when a number, a tone, a visibility or a hidden part changes', async () => {
    const m = await import('./LiveDerivation');
    const [f3, zero3] = rowsFor(m, 3);
    const [f4, zero0] = rowsFor(m, 0);
    if (!f3 || !zero3 || !f4 || !zero0) throw new Error('two rows expected');
    expect(m.sameRow(f3, f4)).toBe(false);
    expect(m.sameRow(zero3, zero0)).toBe(false);
    expect(m.sameParts([m.num('1', 'hit')], [m.num('1', 'miss')])).toBe(false);
    expect(m.sameParts([m.num('1')], [m.op('1')])).toBe(false);
    expect(m.sameParts([m.when(true, [m.num('1')])], [m.when(true, [m.num('2')])])).toBe(false);
  });
});
