/**
 * Browser tests of what is specific to the segment-vs-rectangle figure (the contract every figure
 * keeps is figures-contract.spec.ts): keyboard walks whose case the exact reference confirms, the
 * table, boundary lines and half-lines highlighting together, and the y-down toggle.
 */
import { clipSegmentRectReference } from '../../src/geometry/testing/clip-segment-rect.reference';
import { rectPresets } from '../../src/figures/segment-vs-rect/meta';
import { caseIdOf } from '../../src/kit/figure/model';
import { stateOf } from './figures-helpers';
import { expect, hydratedFigure, test } from './support';

const EMBED = '/embed/segment-vs-rect/';
const NAME = 'segment-vs-rect';
const KEYS = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown'];

test('seeded keyboard walks from every preset show the exact reference’s case', async ({
  page,
}) => {
  await page.goto(EMBED);
  const figure = await hydratedFigure(page, NAME);
  const handles = figure.locator('svg [role="slider"]');
  let seed = 20261124; // MINSTD: the same walk on every run
  const next = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
  for (const preset of rectPresets) {
    await figure.locator('.kit-preset select').selectOption(preset.id);
    for (let step = 0; step < 6; step += 1) {
      await handles.nth(next(await handles.count())).focus();
      await page.keyboard.press(KEYS[next(4)] ?? 'ArrowRight');
      const input = (await stateOf(figure)) as Parameters<typeof clipSegmentRectReference>[0];
      const exact = caseIdOf(clipSegmentRectReference(input));
      await expect(figure, `${preset.id}, step ${step}`).toHaveAttribute('data-case', exact);
    }
  }
});

test('a table row, its boundary line and its half-line of t highlight together', async ({
  page,
}) => {
  await page.goto('/articles/segment-vs-rect/');
  const figure = await hydratedFigure(page, NAME);
  await figure.locator('tr', { hasText: 'xMax' }).hover();
  const lit = figure.locator('.kit-highlightable.is-highlighted');
  await expect(lit).toHaveCount(2); // the boundary line in the scene and its row of half-lines
  await expect(lit.first()).toHaveAttribute('aria-label', /^boundary 2, x = xMax = 3, leaving/);
  await figure.getByRole('img', { name: /^boundary 4,/ }).focus();
  await expect(figure.locator('tr.is-highlighted')).toContainText('yMax (top) = 2');
});

test('y down flips the picture and the words top and bottom, never the case or the numbers', async ({
  page,
}) => {
  await page.goto(EMBED);
  const figure = await hydratedFigure(page, NAME);
  const p1 = figure.getByRole('slider', { name: /^P1 at/ }); // at (1, 4): y ≠ 0
  const before = { state: await stateOf(figure), case: await figure.getAttribute('data-case') };
  const y = async () => (await p1.boundingBox())?.y ?? NaN;
  const above = await y();
  await figure.getByLabel('y down (screen axes)').check();
  await expect.poll(y).not.toBe(above);
  expect(await stateOf(figure)).toEqual(before.state);
  await expect(figure).toHaveAttribute('data-case', before.case ?? '');
  await expect(figure.getByRole('img', { name: /^boundary 4,/ })).toBeAttached();
  await expect(figure.locator('svg.svr-scene')).toContainText('4 · yMax (bottom)');
});
