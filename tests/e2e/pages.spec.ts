import { test, expect, expectNoAxeViolations } from './support';

test.describe('site pages', () => {
  test('home page lists every article and passes axe', async ({ page, consoleProblems }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toContainText('Intersection');
    await expect(page.locator('.gallery .card').first()).toBeVisible();
    await expectNoAxeViolations(page);
    void consoleProblems;
  });

  test('article page has build-time KaTeX and no KaTeX JavaScript', async ({
    page,
    consoleProblems,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/articles/quadratic-roots/');
    await expect(page.locator('.katex').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((url) => /katex/i.test(url)),
      'KaTeX scripts loaded up front',
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
