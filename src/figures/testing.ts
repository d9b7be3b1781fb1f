/**
 * Test helpers for the figures (test-only; nothing in the site imports this): the rules every
 * figure's permalink keeps, and reading the figures' live derivations.
 */
import { describe, expect, it } from 'vitest';
import type { DerivationPart } from '../kit';
import type { FigureModel, FigurePreset } from '../kit/figure';

/** Values no field's codec takes: markup, numbers out of range, prototype keys. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '1e999,NaN',
  '__proto__',
  '[1,2]',
];

/**
 * The permalink rules of a figure's model, as tests in the figure's own file (`describePermalink(
 * model)`): every preset round-trips through its link and loads by its id alone, a hostile value
 * in every field gives the start state, a link without the figure's keys says nothing, and a
 * broken field leaves the link's other fields as they were.
 */
export function describePermalink<S extends object, I, P extends FigurePreset<I>>(
  model: FigureModel<S, I, P>,
): void {
  const { initial, presets } = model;
  const keys = [...new URLSearchParams(model.query(initial)).keys()].filter((k) => k !== 'preset');
  const read = (query: string) => model.fromUrl(new URLSearchParams(query));
  describe('permalink', () => {
    it('round-trips every preset, and loads each by its id alone', () => {
      for (const { id } of presets) {
        const state = model.applyPreset(initial, id);
        // No earlier preset has its input, or the menu would show that one's name.
        expect(model.matchingPreset(model.inputOf(state)), id).toBe(id);
        expect(read(model.query(state)), id).toEqual(state);
        expect(read(`preset=${id}`), id).toEqual(state);
      }
    });
    it('falls back to the start state on a hostile value in every field', () => {
      const hostile = [...keys, 'preset'].map((key, i) => [key, HOSTILE[i % HOSTILE.length] ?? '']);
      expect(read(new URLSearchParams(hostile).toString())).toEqual(initial);
    });
    it('says nothing for a link without its keys, and keeps the valid fields of a broken one', () => {
      expect(read('utm=1')).toBeNull();
      const state = model.applyPreset(initial, presets.at(-1)?.id ?? '');
      const [broken = '', ...kept] = keys;
      const link = new URLSearchParams(model.query(state));
      link.delete('preset'); // else the preset would fill in the broken field
      link.set(broken, HOSTILE[0] ?? '');
      const restored = read(link.toString()) as Record<string, unknown> | null;
      for (const key of kept) expect(restored?.[key], key).toEqual(state[key as keyof S]);
      expect(restored?.[broken], broken).toEqual(initial[broken as keyof S]);
    });
  });
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The TeX of every typeset piece in server HTML (its `data-tex` attributes, unescaped). */
export function renderedTexPieces(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/ data-tex="([^"]*)"/g)].map(([, value = '']) =>
      value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity),
    ),
  );
}

/** The shown parts as one string (TeX sources and live text, hidden parts left out), for asserts. */
export function shownText(parts: readonly DerivationPart[]): string {
  return parts
    .map((part) => {
      switch (part.kind) {
        case 'tex':
          return part.tex;
        case 'num':
        case 'op':
          return part.text;
        case 'when':
          return part.visible ? shownText(part.parts) : '';
        case 'gap':
          return ' ';
        case 'brk':
          return '';
      }
    })
    .join('');
}
