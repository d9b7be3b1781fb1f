/**
 * Every registered figure agrees with the exact reference, not only on its presets but along a
 * seeded walk of keyboard moves from each preset: after every move, the case the figure shows
 * (`data-case`) is the case exact arithmetic gives for the input it shows (`data-state`), for the
 * function it names (`data-algorithm`). The three hooks are read in one evaluation, so they come
 * from one render.
 */
import type { Locator, Page } from '@playwright/test';
import { figures } from '../../src/figures/registry';
import { referenceCase } from './references';
import { expect, test } from './support';

/** Moves per preset. Enough to leave the preset's case on most walks; seeded, so repeatable. */
const STEPS = 12;
const KEYS = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown'] as const;

/** A small seeded generator (mulberry32), so a failing walk can be replayed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Hooks = { algorithm: string; state: unknown; kase: string };

async function hooksOf(figure: Locator): Promise<Hooks> {
  return figure.evaluate((element) => ({
    algorithm: element.getAttribute('data-algorithm') ?? '',
    state: JSON.parse(element.getAttribute('data-state') ?? 'null') as unknown,
    kase: element.getAttribute('data-case') ?? '',
  }));
}

async function expectReferenceCase(figure: Locator, where: string): Promise<void> {
  const { algorithm, state, kase } = await hooksOf(figure);
  expect(kase, `${where}: ${algorithm} ${JSON.stringify(state)}`).toBe(
    referenceCase(algorithm, state),
  );
}

async function walk(page: Page, figure: Locator, random: () => number, where: string) {
  const handles = figure.locator('svg [role="slider"], svg [role="button"]');
  const count = await handles.count();
  for (let step = 0; step < STEPS; step += 1) {
    const index = Math.floor(random() * count);
    const key = KEYS[Math.floor(random() * KEYS.length)] ?? 'ArrowRight';
    const handle = handles.nth(index);
    await handle.focus();
    await page.keyboard.press(key);
    await expectReferenceCase(figure, `${where}, step ${step}: ${key} on handle ${index}`);
  }
}

/** A figure's runs: one per pair for the playground (its `pair=` in the link), else one. */
type Run = {
  readonly name: string;
  readonly presets: readonly { readonly id: string }[];
  readonly pair?: string;
};
const runs = figures.flatMap((meta): Run[] =>
  'pairs' in meta
    ? meta.pairs.map((pair) => ({ name: meta.name, pair: pair.id, presets: pair.presets }))
    : [meta],
);

for (const { name, presets, pair } of runs) {
  test(`${name}${pair === undefined ? '' : ` (${pair})`}: every preset and a seeded keyboard walk from it agree with the exact reference`, async ({
    page,
    consoleProblems,
  }) => {
    test.setTimeout(Math.max(120_000, presets.length * 15_000));
    await page.goto(`/embed/${name}/${pair === undefined ? '' : `?pair=${pair}`}`);
    const scope = pair === undefined ? page : page.locator(`[data-playground-pair="${pair}"]`);
    const figure = scope.locator(`[data-figure="${name}"]`);
    await expect(figure).toHaveAttribute('data-hydrated', 'true');
    const select = figure.locator('.kit-preset select');
    const random = seeded(0x5eed);
    for (const preset of presets) {
      await select.selectOption(preset.id);
      await expectReferenceCase(figure, `preset ${preset.id}`);
      await walk(page, figure, random, `walk from ${preset.id}`);
    }
    void consoleProblems;
  });
}
