import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as geometry from '../../geometry';
import { gapOf, pairFor, pairs, pairsOf, pickingOf, primitives } from './pairs';

const sidesOf = (pair: (typeof pairs)[number]) => [pair.sides, ...(pair.also ?? [])];

describe('the table of pairs', () => {
  it('names only functions of the geometry core’s public API', () => {
    for (const pair of pairs) {
      expect(typeof (geometry as Record<string, unknown>)[pair.fn], pair.id).toBe('function');
    }
  });
  it('links only articles that exist', () => {
    for (const { article, id } of pairs) {
      const file = new URL(`../../../content/articles/${article}.mdx`, import.meta.url);
      expect(existsSync(file), id).toBe(true);
    }
  });
  it('gives each picking at most one pair, in either order, and unique ids', () => {
    expect(new Set(pairs.map((pair) => pair.id)).size).toBe(pairs.length);
    for (const pair of pairs) {
      for (const [a, b] of sidesOf(pair)) {
        expect(pairFor([a, b])?.id).toBe(pair.id);
        expect(pairFor([b, a])?.id).toBe(pair.id);
      }
    }
  });
  it('reads a picking from a link, and nothing from anything else', () => {
    expect(pickingOf('moving-point.rectangle')).toEqual([
      { shape: 'point', moving: true },
      { shape: 'rectangle', moving: false },
    ]);
    for (const hostile of ['<script>', 'point', 'point.segment.ray', '__proto__.point']) {
      expect(pickingOf(hostile), hostile).toBeNull();
    }
  });
  it('says for every empty cell of the matrix what covering it would take', () => {
    for (const a of primitives) {
      for (const b of primitives) {
        if (pairsOf(a, b).length === 0) expect(gapOf(a, b), `${a} vs ${b}`).toMatch(/\w/);
      }
    }
  });
});
