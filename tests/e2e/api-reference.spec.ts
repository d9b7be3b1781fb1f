import { test, expect, expectNoAxeViolations } from './support';

/** The functions of the API spec: each has an entry on /api/ with its signature. */
const API_FUNCTIONS = [
  'solveQuadratic',
  'sweepSegmentPoint',
  'clipSegmentRect',
  'intersectRaySegment',
  'timeOfImpactCirclePoint',
  'timeOfImpactCircleSegment',
  'timeOfImpactCircles',
  'projectPointOnLine',
  'intersectSegmentSphere',
  'intersectSpheres',
];

test.describe('API reference', () => {
  test('/api/ documents every API function with its signature, ships no JavaScript and passes axe', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/api/');
    await expect(page.locator('h1')).toHaveText('API reference');
    for (const name of API_FUNCTIONS) {
      const entry = page.locator(`[id="${name}"]`);
      await expect(entry.locator('h3'), name).toContainText(name);
      await expect(entry.locator('pre'), name).toContainText(`function ${name}`);
      await expect(entry.locator('.declared a'), name).toHaveAttribute(
        'href',
        /^\/source\/[\w-]+\/#L\d+$/,
      );
    }
    await expect(page.locator('script')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    void consoleProblems;
  });

  test("a source page and an article's code section link their module's section of the reference", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/source/clip-segment-rect/');
    await page.getByRole('link', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/\/api\/#module-clip-segment-rect$/);
    await expect(page.locator('#module-clip-segment-rect')).toBeInViewport();

    await page.goto('/articles/moving-segment-vs-point/');
    const link = page.locator('.api-link a[href="/api/#module-sweep-segment-point"]');
    await expect(link.first()).toBeVisible();
    void consoleProblems;
  });
});
