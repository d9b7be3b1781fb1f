/**
 * What is specific to the quadratic figure (hooks, presets, keyboard, touch, permalinks, hostile
 * URLs, no-JS, axe and "no KaTeX JavaScript" are figures-contract.spec.ts): mouse and keyboard
 * change the case and the numbers, the coefficient fields, the digits-lost panel, and the live
 * derivation's numbers.
 */
import { expect, test } from './support';
import {
  derivationOf,
  mouseDrag,
  openFigure,
  pagesOf,
  pixelsPerUnit,
  shownSlots,
  stateOf,
} from './figures-helpers';

const NAME = 'quadratic-roots';
const { embed: EMBED, article: ARTICLE } = pagesOf(NAME);
/** The scene spans x from −7.5 to 7.5. */
const UNITS_ACROSS = 15;

test.describe('quadratic roots', () => {
  test('a drag and typed a, b, c change the case', async ({ page, consoleProblems }) => {
    const figure = await openFigure(page, EMBED, NAME);
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
    for (const [name, value] of [
      ['a', '0'],
      ['b', '2'],
      ['c', '-4'],
    ] as const) {
      await figure.getByLabel(name, { exact: true }).fill(value);
    }
    await expect(label).toContainText('x = 2');
    expect(await stateOf(figure)).toEqual({ a: 0, b: 2, c: -4 });
    void consoleProblems;
  });

  test('the digits-lost panel follows its slider', async ({ page, consoleProblems }) => {
    const figure = await openFigure(page, ARTICLE, NAME);
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

  test('a key and a link change case and derivation', async ({ page, consoleProblems }) => {
    const figure = await openFigure(page, ARTICLE, NAME);
    const derivation = derivationOf(figure);
    // f(x) = x² − 3x + 2; D = (−3)² − 4 · 1 · 2 = 1; q = 2; x = 2, x = 1 (unit factors left out).
    expect(await shownSlots(derivation)).toBe(' − 3 + 2 (−3) 1 2 1 2 2 1');
    const f1 = figure.getByRole('slider', { name: /^f\(1\) at/ });
    await f1.focus();
    await page.keyboard.press('ArrowUp');
    // Heights 6, 2, 1: a = 1.5, b = −2.5, c = 2 → D = −5.75, no real root.
    await expect(f1).toHaveAccessibleName(/^f\(1\) at \(1, 1\)/);
    await expect(figure).toHaveAttribute('data-case', 'none');
    await expect(figure.locator('.kit-case')).toContainText('D = −5.75 < 0');
    await expect.poll(() => shownSlots(derivation)).toBe('1.5 − 2.5 + 2 (−2.5) 1.5 2 −5.75');
    const noRoot = derivation.locator('.kit-deriv-row:not([hidden])', { hasText: 'no real root' });
    await expect(noRoot).toHaveCount(1);

    // Huge and tiny coefficients: × 10 with superscripts. f(x) = 2.5 × 10⁻⁸ x − 1, x = 4 × 10⁷.
    const linked = await openFigure(page, `${ARTICLE}?a=0&b=0.000000025&c=-1`, NAME);
    await expect(linked).toHaveAttribute('data-case', 'one');
    await expect.poll(() => shownSlots(derivationOf(linked))).toBe('2.5 × 10⁻⁸ − 1 4 × 10⁷');
    void consoleProblems;
  });

  test('curve and typeset math without JavaScript', async ({ browser }) => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(ARTICLE);
    const figure = page.locator(`[data-figure="${NAME}"]`).first();
    await expect(figure.locator('svg.qr-scene .qr-curve')).toHaveCount(1);
    await expect(figure.locator('.katex').first()).toBeVisible();
    await page.close();
  });
});
