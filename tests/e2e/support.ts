/**
 * Shared browser-test helpers: a `page` that fails the test on any console error, warning or page
 * error, axe with zero tolerance, and a helper to wait for a figure island to hydrate.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

type Fixtures = { consoleProblems: string[] };

export const test = base.extend<Fixtures>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
    expect(problems, 'console errors or warnings on the page').toEqual([]);
  },
});

export { expect };

/** Runs axe (WCAG 2.x A/AA plus best practices) and fails on any violation, listing them. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Scrolls a figure into view (islands hydrate when visible) and waits until its root says it is
 * interactive (`data-hydrated="true"`, set by the figure kit after hydration).
 */
export async function hydratedFigure(page: Page, name: string): Promise<Locator> {
  const figure = page.locator(`[data-figure="${name}"]`).first();
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveAttribute('data-hydrated', 'true');
  return figure;
}
