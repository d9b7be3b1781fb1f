import { test, expect, expectNoAxeViolations } from './support';

test.describe('site pages', () => {
  test('home page lists every article and passes axe', async ({ page, consoleProblems }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toContainText('Intersection');
    await expect(page.locator('.gallery .card').first()).toBeVisible();
    await expectNoAxeViolations(page);
    void consoleProblems;
  });

  test('every formula is MathML typeset at build time, in the site math font, with no KaTeX assets', async ({
    page,
    consoleProblems,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/articles/quadratic-roots/');
    await expect(page.getByRole('math').first()).toBeVisible();
    const formulas = await page.evaluate(() => ({
      all: document.querySelectorAll('.katex').length,
      withMathml: document.querySelectorAll('.katex > math').length,
      htmlRenderings: document.querySelectorAll('.katex-html').length,
    }));
    expect(formulas.all).toBeGreaterThan(100);
    expect(formulas.withMathml, 'formulas without MathML').toBe(formulas.all);
    expect(formulas.htmlRenderings, 'KaTeX HTML (silent to screen readers)').toBe(0);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (font) => font.family.includes('STIX Two Math') && font.status === 'loaded',
          ),
        ),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(
      requests.filter((url) => /katex/i.test(url)),
      'KaTeX scripts, styles or fonts',
    ).toEqual([]);
    await expectNoAxeViolations(page);
    void consoleProblems;
  });

  test('unknown address shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toContainText('No intersection here');
  });
});
