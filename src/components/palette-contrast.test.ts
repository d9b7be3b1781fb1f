/**
 * The figure palette as text: the kit's textShade against global.css's colours. Here rather than
 * beside src/kit/palette.ts so that it measures with the site's one WCAG contrast function
 * (highlight.ts), which the kit's layer may not import.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textShade } from '../kit/palette';
import { contrastRatio as contrast } from './highlight';

const css = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8');

/** The custom properties of a `:root { … }` block (the first after `from` in global.css). */
function rootVariables(from: number): Map<string, string> {
  const start = css.indexOf(':root {', from);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

const light = rootVariables(0);
const dark = new Map([...light, ...rootVariables(css.indexOf('prefers-color-scheme: dark'))]);

/** A colour, or a `var(--x)` of one, as #rrggbb in a theme. */
function resolve(value: string, theme: Map<string, string>): string {
  const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (name === undefined) return value;
  const next = theme.get(name);
  if (next === undefined) throw new Error(`${name} is not defined in global.css`);
  return resolve(next, theme);
}

const PALETTE = ['blue', 'vermillion', 'green', 'orange', 'purple', 'sky', 'ink', 'muted'];

describe('textShade', () => {
  it('draws orange, sky blue and vermillion labels in their darker text shades, other colours as given', () => {
    expect(textShade('var(--fig-orange)')).toBe('var(--fig-orange-text)');
    expect(textShade('var(--fig-sky)')).toBe('var(--fig-sky-text)');
    expect(textShade('var(--fig-vermillion)')).toBe('var(--fig-vermillion-text)');
    expect(textShade('var(--fig-blue)')).toBe('var(--fig-blue)');
    expect(textShade('#123456')).toBe('#123456');
  });

  for (const [theme, variables] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it(`gives every palette colour at least 4.5:1 as text on the stage's background (where SVG labels sit), ${theme} theme`, () => {
      const worst = PALETTE.map((name) => {
        const text = resolve(textShade(`var(--fig-${name})`), variables);
        const ratio = contrast(text, resolve('var(--bg)', variables));
        return [name, Math.round(ratio * 100) / 100] as const;
      });
      expect(worst.filter(([, ratio]) => ratio < 4.5)).toEqual([]);
    });
  }

  it('would fail without the shades: orange and sky blue are under 4.5:1 on white as they are', () => {
    expect(contrast(resolve('var(--fig-orange)', light), '#ffffff')).toBeLessThan(4.5);
    expect(contrast(resolve('var(--fig-sky)', light), '#ffffff')).toBeLessThan(4.5);
  });
});
