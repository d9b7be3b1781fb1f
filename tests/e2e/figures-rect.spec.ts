/**
 * Browser tests of what is specific to the segment-vs-rectangle figure (the contract every figure
 * keeps is figures-contract.spec.ts, and figures-oracle.spec.ts walks every preset against the exact
 * reference): the table, boundary lines and half-lines highlighting together, and the y-down toggle.
 */
import { pagesOf, stateOf } from './figures-helpers';
import { expect, hydratedFigure, test } from './support';

const NAME = 'segment-vs-rect';
const { embed: EMBED, article: ARTICLE } = pagesOf(NAME);

test('a table row, its boundary line and its half-line of t highlight together', async ({
  page,
}) => {
  await page.goto(ARTICLE);
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
