import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { figures } from './registry';
import { thumbnails } from './thumbnails';

describe('figure registry', () => {
  it('lists each figure once, with presets whose ids are unique', () => {
    const names = figures.map((figure) => figure.name);
    expect(new Set(names).size).toBe(names.length);
    for (const figure of figures) {
      const ids = figure.presets.map((preset) => preset.id);
      expect(new Set(ids).size, figure.name).toBe(ids.length);
    }
  });
  it('gives every registered figure a thumbnail and a branch of the embed page', () => {
    // Astro needs a static import per island, so the embed page has one branch per figure.
    const embed = readFileSync(new URL('../pages/embed/[figure].astro', import.meta.url), 'utf8');
    for (const { name } of figures) {
      expect(thumbnails[name], name).toBeTypeOf('function');
      expect(embed, name).toContain(`figure === '${name}' &&`);
    }
  });
});
