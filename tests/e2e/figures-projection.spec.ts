import { openFigure } from './figures-helpers';
import { expect, expectNoAxeViolations, test } from './support';

test('3D view: Page Up lifts p, a turn reaches the permalink, axe passes', async ({ page }) => {
  const url = '/embed/point-on-line/?preset=space-on-segment';
  const figure = await openFigure(page, url, 'point-on-line');
  const p = figure.getByRole('slider', { name: /^p at/ });
  await p.press('PageUp');
  await expect(p).toHaveAttribute('aria-label', /^p at \(3, 0, 1\)/);
  await figure.getByRole('button', { name: 'Turn right' }).click();
  await expect(figure).toHaveAttribute('data-permalink', /point=3,0,1&.*orbit=-10,35/);
  await expectNoAxeViolations(page);
});
