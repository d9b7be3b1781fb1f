/**
 * Browser tests of what is specific to the quadratic figure (the contract every figure keeps —
 * hooks, presets, keyboard, permalinks, hostile URLs, no-JS, axe — is figures-contract.spec.ts):
 * mouse and keyboard change the case and the numbers, the coefficient fields, the digits-lost
 * panel, and the live derivation without KaTeX JavaScript.
 */
import { quadraticFixtures } from '../../src/geometry/quadratic.fixtures';
import { expect, hydratedFigure, test } from './support';
import { mouseDrag, pixelsPerUnit, shownSlots, stateOf } from './figures-helpers';

const EMBED = '/embed/quadratic-roots/';
const ARTICLE = '/articles/quadratic-roots/';
const NAME = 'quadratic-roots';
/** The scene spans x from −7.5 to 7.5. */
const UNITS_ACROSS = 15;

test.describe('quadratic roots', () => {
  test('dragging a handle with the mouse changes the case and the numbers', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(EMBED);
    const figure = await hydratedFigure(page, NAME);
    await expect(figure).toHaveAttribute('data-case', 'two');
    const label = figure.locator('.kit-case');
    await expect(label).toContainText('x = 1 and x = 2');
    const unit = await pixelsPerUnit(figure.locator('svg.qr-scene'), UNITS_ACROSS);
    // f(0) from 2 up to 3: heights 6, 3, 0 give a = 0 — a straight line, one root.
    await mouseDrag(page, figure.getByRole('slider', { name: /^f\(0\) at/ }), 0, -unit - 3);
    await expect(figure).toHaveAttribute('data-case', 'one');
    expect(await stateOf(figure)).toEqual({ a: 0, b: -3, c: 3 });
    await expect(label).toContainText('one root');
    await expect(label).toContainText('x = 1');
    await expect(figure.getByLabel('b', { exact: true })).toHaveValue('-3');
    void consoleProblems;
  });

  test('the keyboard alone moves the handles and sets the coefficients', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(EMBED);
    const figure = await hydratedFigure(page, NAME);
    const f1 = figure.getByRole('slider', { name: /^f\(1\) at/ });
    await f1.focus();
    await page.keyboard.press('ArrowUp');
    // Heights 6, 2, 1: a = 1.5, b = −2.5, c = 2 → D = 6.25 − 12 < 0.
    await expect(figure).toHaveAttribute('data-case', 'none');
    await expect(figure.locator('.kit-case')).toContainText('D = −5.75 < 0');
    await expect(f1).toHaveAccessibleName(/^f\(1\) at \(1, 1\)/);
    for (const name of ['f(−1)', 'f(0)']) {
      const handle = figure.getByRole('slider', {
        name: new RegExp(`^${name.replace(/[()]/g, '\\$&')} at`),
      });
      const before = await stateOf(figure);
      await handle.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => stateOf(figure)).not.toEqual(before);
    }
    const a = figure.getByLabel('a', { exact: true });
    await a.fill('0');
    await figure.getByLabel('b', { exact: true }).fill('2');
    await figure.getByLabel('c', { exact: true }).fill('-4');
    await expect(figure).toHaveAttribute('data-case', 'one');
    await expect(figure.locator('.kit-case')).toContainText('x = 2');
    void consoleProblems;
  });

  test('the digits-lost panel follows its slider', async ({ page, consoleProblems }) => {
    await page.goto(ARTICLE);
    const figure = await hydratedFigure(page, NAME);
    const slider = figure.getByLabel(/Exponent k/);
    const counts = figure.locator('.qr-count');
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(slider).toHaveValue('1');
    const textbookAtOne = Number(await counts.nth(0).textContent());
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('12');
    await expect(counts.nth(0)).toHaveText('0');
    expect(textbookAtOne).toBeGreaterThan(10);
    expect(Number(await counts.nth(1).textContent())).toBeGreaterThanOrEqual(15);
    void consoleProblems;
  });

  test('the derivation follows the figure without ever loading KaTeX', async ({
    page,
    consoleProblems,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(ARTICLE);
    let figure = await hydratedFigure(page, NAME);
    let derivation = figure.getByRole('group', { name: 'Derivation with the current numbers' });
    // Default x² − 3x + 2: D = (−3)² − 4 · 1 · 2 = 1, roots 2 and 1.
    // f(x) = x² − 3x + 2; D = (−3)² − 4 · 1 · 2 = 1; q = 2; x = 2, x = 1 (unit factors left out).
    expect(await shownSlots(derivation)).toBe(' − 3 + 2 (−3) 1 2 1 2 2 1');
    const f1 = figure.getByRole('slider', { name: /^f\(1\) at/ });
    await f1.focus();
    await page.keyboard.press('ArrowUp');
    // Heights 6, 2, 1: a = 1.5, b = −2.5, c = 2 → D = −5.75, no real root.
    await expect.poll(() => shownSlots(derivation)).toBe('1.5 − 2.5 + 2 (−2.5) 1.5 2 −5.75');
    await expect(derivation).toContainText('no real root');
    const unit = await pixelsPerUnit(figure.locator('svg.qr-scene'), UNITS_ACROSS);
    await mouseDrag(page, figure.getByRole('slider', { name: /^f\(0\) at/ }), 0, -unit - 3);
    await expect.poll(() => stateOf(figure)).not.toEqual({ a: 1.5, b: -2.5, c: 2 });
    const select = figure.locator('.kit-preset select');
    for (const fixture of quadraticFixtures) {
      await select.selectOption(fixture.id);
      await expect(figure.locator('.kit-tex.is-missing'), fixture.id).toHaveCount(0);
    }
    await page.waitForLoadState('networkidle');

    // A permalink with huge and tiny coefficients: × 10 with superscripts, no KaTeX.
    await page.goto(`${ARTICLE}?a=0&b=0.000000025&c=-1`);
    figure = await hydratedFigure(page, NAME);
    derivation = figure.getByRole('group', { name: 'Derivation with the current numbers' });
    await expect(figure).toHaveAttribute('data-case', 'one');
    // f(x) = 2.5 × 10⁻⁸ x − 1; a = 0, so x = −c/b = 4 × 10⁷.
    await expect.poll(() => shownSlots(derivation)).toBe('2.5 × 10⁻⁸ − 1 4 × 10⁷');
    await expect(figure.locator('.kit-tex.is-missing')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /katex/i.test(url))).toEqual([]);
    void consoleProblems;
  });

  test('the curve and the typeset derivation are in the HTML without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ARTICLE);
    const figure = page.locator(`[data-figure="${NAME}"]`).first();
    await expect(figure.locator('svg.qr-scene .qr-curve')).toHaveCount(1);
    await expect(figure.locator('.katex').first()).toBeVisible();
    await context.close();
  });
});
