import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support';

/** The `changes:` entries of every article's front matter: the about page's changelog lists each. */
function changesInFrontMatter(): number {
  const folder = new URL('../../content/articles/', import.meta.url);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => readFileSync(new URL(name, folder), 'utf8').split(/^---$/m)[1] ?? '')
    .reduce((count, frontMatter) => count + (frontMatter.match(/^ {2}- date: /gm) ?? []).length, 0);
}

/** The articles the home page's gallery links, each once. */
async function articlesOnHome(page: Page): Promise<string[]> {
  await page.goto('/');
  return page
    .locator('.gallery .card a[href^="/articles/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
}

/** Lays out every section of an article, skipped ones (content-visibility) included. */
async function showEverySection(page: Page): Promise<void> {
  await page.addStyleTag({
    content: '.article-section { content-visibility: visible !important; }',
  });
}

/** Waits until the site's math font has loaded (until then formulas use a fallback font). */
async function mathFontLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (font) => font.family.includes('STIX Two Math') && font.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
}

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
    await mathFontLoaded(page);
    await page.waitForLoadState('networkidle');
    expect(
      requests.filter((url) => /katex/i.test(url)),
      'KaTeX scripts, styles or fonts',
    ).toEqual([]);
    await expectNoAxeViolations(page);
    void consoleProblems;
  });

  test('an article is citable: meta tags, a cite block, a changelog, and an anchor on every section and errata box', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/articles/moving-segment-vs-point/');
    const meta = (name: string) =>
      page.locator(`meta[name="${name}"]`).getAttribute('content', { timeout: 5_000 });
    expect(await meta('citation_title')).toBe('Moving segment vs moving point');
    expect(await meta('citation_author')).toBe('the Intersections, explained contributors');
    expect(await meta('citation_publication_date')).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    await expect(page.locator('link[rel="license"]')).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    await expect(page.locator('section.cite .bibtex')).toContainText(
      '@misc{intersections-explained:moving-segment-vs-point,',
    );
    await expect(page.locator('#changes + ol li').first()).toContainText('before the step');
    await expect(page.locator('#prerequisites')).toBeVisible();
    // Every h2 and h3 of the body links to itself; the link adds nothing to the heading's text.
    const headings = page.locator('.prose :is(h2, h3)[id]:has(> a.heading-link)');
    expect(await headings.count()).toBeGreaterThan(15);
    const first = headings.first();
    const id = await first.getAttribute('id');
    await expect(first.locator('a.heading-link')).toHaveAttribute('href', `#${id}`);
    await expect(
      page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: 'The setup' }),
    ).toHaveAttribute('href', '#the-setup');
    // Errata boxes keep explicit ids, so a lecturer's link survives a reworded title.
    await expect(page.locator('aside#errata-sign-slip a.box-link')).toHaveAttribute(
      'href',
      '#errata-sign-slip',
    );
    await expect(page.locator('aside#errata-silent-misses')).toContainText('t = 0');
    await expectNoAxeViolations(page);
    void consoleProblems;
  });

  test('a "try this" link loads its state into the first figure, and every figure is numbered', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(
      '/articles/moving-segment-vs-point/?preset=tangent&c0=-2,-1&c1=-2,-1#segment-sweeps-point',
    );
    const first = page.locator('#segment-sweeps-point');
    await expect(first).toHaveAttribute('data-hydrated', 'true');
    await expect(first).toHaveAttribute('data-case', 'hit');
    const state = JSON.parse((await first.getAttribute('data-state')) ?? '{}');
    expect(state.c0).toEqual({ x: -2, y: -1 });
    // The link in the article is the one tested here.
    await expect(
      page.locator('a[href="?preset=tangent&c0=-2,-1&c1=-2,-1#segment-sweeps-point"]'),
    ).toHaveCount(1);
    const numbers = await page.locator('.kit-figure-number').allTextContents();
    expect(numbers).toEqual(['Figure 1.', 'Figure 2.', 'Figure 3.', 'Figure 4.', 'Figure 5.']);
    await expect(
      page.locator('#segment-sweeps-point--raise-two-hits .kit-figure-number'),
    ).toHaveText('Figure 3.');
    void consoleProblems;
  });

  test('in print, a figure shows its permalink and an outside link its address', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/articles/moving-segment-vs-point/');
    const first = page.locator('#segment-sweeps-point');
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveAttribute('data-hydrated', 'true');
    await page.emulateMedia({ media: 'print' });
    const printed = await first.evaluate((figure) => ({
      after: getComputedStyle(figure, '::after').content,
      permalink: figure.getAttribute('data-permalink'),
    }));
    expect(printed.permalink).toMatch(
      /^http:\/\/localhost:\d+\/articles\/moving-segment-vs-point\/\?.*#segment-sweeps-point$/,
    );
    expect(printed.after).toBe(`"Link to this state: ${printed.permalink}"`);
    const source = page.locator('.sources a').first();
    const href = await source.getAttribute('href');
    expect(await source.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(
      `" <${href}>"`,
    );
    await expect(page.locator('.kit-play').first()).toBeHidden();
    void consoleProblems;
  });

  test('the about page says how to cite, the licences, the keyboard, errata and the changelog', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/about/');
    for (const id of [
      'conventions',
      'exact',
      'keyboard',
      'licence',
      'cite',
      'errata',
      'changelog',
    ]) {
      await expect(page.locator(`h2#${id}`)).toBeVisible();
    }
    await expect(page.locator('.bibtex')).toContainText('@misc{intersections-explained:site,');
    // One entry per change listed in an article's front matter (each article adds its own).
    await expect(page.locator('.changelog li')).toHaveCount(changesInFrontMatter());
    await expect(page.locator('footer a[rel="license"]')).toHaveText('CC BY 4.0');
    await expectNoAxeViolations(page);
    void consoleProblems;
  });

  test('the sweep article shows the deciding functions inline, short, and links the whole file', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/articles/moving-segment-vs-point/');
    const listings = page.locator('[data-listing="src/geometry/sweep-segment-point.ts"]');
    await expect(listings.first()).toBeVisible();
    await expect(listings.filter({ hasText: 'function decideSweep(' })).toHaveCount(1);
    for (const listing of await listings.all()) {
      const shown = Number(await listing.getAttribute('data-lines'));
      expect(shown).toBeGreaterThan(0);
      expect(shown, 'lines per listing').toBeLessThanOrEqual(150);
      await expect(listing.locator('.line')).toHaveCount(shown);
      await expect(listing.locator('figcaption a')).toHaveAttribute(
        'href',
        /^\/source\/sweep-segment-point\/#L\d+$/,
      );
    }
    await expect(page.locator('a[href="/source/sweep-segment-point/"]').first()).toBeVisible();

    // Printed, a listing over 50 lines keeps its first 40 and gives the address of the rest.
    await page.emulateMedia({ media: 'print' });
    const long = listings.filter({ has: page.locator('.print-rest') }).first();
    const lines = long.locator('.line');
    await expect(lines.nth(39)).toBeVisible();
    await expect(lines.nth(40)).toBeHidden();
    await expect(long.locator('.print-rest')).toBeVisible();
    await expect(long.locator('.print-rest')).toContainText(
      /more lines: https?:\/\/\S+\/source\/sweep-segment-point\/#L\d+/,
    );
    void consoleProblems;
  });

  test('a source page links every line, highlights the addressed one and links back', async ({
    page,
    consoleProblems,
  }) => {
    const response = await page.goto('/source/sweep-segment-point/#L120');
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // The whole file, every line of it.
    const fileLines = readFileSync('src/geometry/sweep-segment-point.ts', 'utf8')
      .replace(/\n$/, '')
      .split('\n').length;
    await expect(
      page.locator('[data-listing="src/geometry/sweep-segment-point.ts"]'),
    ).toHaveAttribute('data-lines', String(fileLines));

    const line = page.locator('#L120');
    await expect(line).toBeInViewport();
    await expect(line.locator('a')).toHaveAttribute('href', '#L120');
    const background = (id: string) =>
      page.locator(id).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await line.evaluate((element) => element.matches(':target'))).toBe(true);
    expect(await background('#L120')).not.toBe(await background('#L121'));

    await expect(
      page.locator('a[href="/articles/moving-segment-vs-point/"]', {
        hasText: 'Moving segment vs moving point',
      }),
    ).toBeVisible();
    // Its imports are linked too.
    await expect(page.locator('a[href="/source/quadratic-step/"]')).toBeVisible();

    // A line number is a link to its own line.
    await page.locator('#L121 a').click();
    await expect(page).toHaveURL(/\/source\/sweep-segment-point\/#L121$/);
    await expect.poll(() => background('#L121')).not.toBe(await background('#L122'));

    void consoleProblems;
  });

  test('a source page passes axe in light and dark, with a line highlighted', async ({
    page,
    consoleProblems,
  }) => {
    // The same template as every source page, on a file short enough for axe to be quick.
    await page.goto('/source/vec2/#L19');
    await expect(page.locator('#L19')).toBeInViewport();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    void consoleProblems;
  });

  test('the sitemap leaves the source pages out', async ({ request }) => {
    const locations = async (path: string) => {
      const response = await request.get(path);
      expect(response.ok(), path).toBe(true);
      return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1]!).pathname,
      );
    };
    const pages = (
      await Promise.all((await locations('/sitemap-index.xml')).map(locations))
    ).flat();
    expect(pages).toContain('/articles/moving-segment-vs-point/');
    expect(pages.filter((path) => path.startsWith('/source/'))).toEqual([]);
    const sourcePage = await request.get('/source/sweep-segment-point/');
    expect(sourcePage.ok(), 'the source page is still built').toBe(true);
  });

  test('no skipped section of an article is taller than its estimate, on a desktop or a phone', async ({
    page,
  }) => {
    // A skipped section (content-visibility) takes its estimated height; content taller than
    // that overflows onto the next section wherever it is laid out unscrolled (Lighthouse's
    // target-size audit once saw a figure's radio over the next section's link on a phone).
    const articles = await articlesOnHome(page);
    expect(articles.length).toBeGreaterThanOrEqual(8);
    const over: string[] = [];
    for (const [width, property] of [
      [1280, '--estimate-wide'],
      [412, '--estimate-narrow'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const article of articles) {
        await page.goto(article);
        await showEverySection(page);
        await page.evaluate(() => document.fonts.ready);
        const sections = await page.evaluate(
          (name) =>
            [...document.querySelectorAll<HTMLElement>('.article-section')].map((section) => ({
              id: section.querySelector('h2')?.id ?? '?',
              real: section.getBoundingClientRect().height,
              estimate: parseFloat(section.style.getPropertyValue(name)),
            })),
          property,
        );
        expect(sections.length, article).toBeGreaterThan(3);
        for (const { id, real, estimate } of sections) {
          // 10 % over is a few lines of text: less than the space between two blocks' targets.
          if (!(real <= estimate * 1.1))
            over.push(`${width}px ${article}#${id}: ${real} > ${estimate}`);
          // Far too high, and the scroll bar misleads until the reader gets there.
          if (!(estimate <= 2 * real + 150))
            over.push(`${width}px ${article}#${id}: ${estimate} ≫ ${real}`);
        }
      }
    }
    expect(over, 'sections whose estimate is off').toEqual([]);
  });

  test('the contents fold into one line above a phone’s article and stay open in a wide margin', async ({
    page,
  }) => {
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const cite = toc.getByRole('link', { name: 'Cite this page' });
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto('/articles/moving-segment-vs-point/');
    // Unfolded, this list was 821 px tall here: more than a screen before the first figure.
    const folded = await toc.boundingBox();
    expect(folded?.height).toBeLessThan(60);
    await expect(cite).toBeHidden();
    const summary = toc.locator('summary');
    await expect(summary).toHaveText(/On this page · \d+ sections/);
    expect((await summary.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await summary.click();
    await expect(cite).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(summary).toBeHidden();
    await expect(toc.getByRole('heading', { name: 'On this page' })).toBeVisible();
    await expect(cite).toBeVisible();
    expect((await toc.boundingBox())?.height).toBeGreaterThan(400);
  });

  test('a formula or table that scrolls sideways on a phone is a tab stop, and only while it does', async ({
    page,
  }) => {
    // Safari does not let a scroller take focus by itself: without a tab stop, a keyboard could
    // not scroll to the end of a formula wider than the screen.
    const scrollers = (width: number) =>
      page.setViewportSize({ width, height: 900 }).then(() =>
        page.locator('.prose :is(.math-display, table)').evaluateAll((blocks) =>
          blocks.map((block) => ({
            scrolls: block.scrollWidth > block.clientWidth,
            tabStop: block.getAttribute('tabindex') === '0',
          })),
        ),
      );
    await page.goto('/articles/segment-vs-rect/');
    await showEverySection(page);
    // What the poll reads: [does any block scroll, how many blocks' tab stop is wrong].
    const tally = async (width: number) => {
      const blocks = await scrollers(width);
      return [blocks.some((b) => b.scrolls), blocks.filter((b) => b.tabStop !== b.scrolls).length];
    };
    // Formulas and a table are wider than a phone's column here (four of them today).
    await expect.poll(() => tally(412)).toEqual([true, 0]);
    // On a desktop all of them fit, and none is left a tab stop.
    await expect.poll(() => tally(1280)).toEqual([false, 0]);
  });

  test('every square root ends where its radicand ends: no gap after √D', async ({ page }) => {
    // Chromium reserves the widest √ the math font could draw for every msqrt; the font keeps
    // the base size only (scripts/fonts/subset-math-font.mjs, capRadical), so the box fits. With
    // all four sizes and the assembly, each root here was followed by 0.42 em of space (0.17 em
    // over a superscript).
    const articles = await articlesOnHome(page);
    let roots = 0;
    const gaps: string[] = [];
    for (const article of articles) {
      await page.goto(article);
      await showEverySection(page);
      await mathFontLoaded(page);
      const measured = await page.evaluate(() =>
        [...document.querySelectorAll('msqrt')]
          .filter((root) => root.getBoundingClientRect().width > 0) // not in a hidden row
          .map((root) => ({
            text: root.textContent ?? '',
            gap:
              root.getBoundingClientRect().right -
              Math.max(...[...root.children].map((part) => part.getBoundingClientRect().right)),
          })),
      );
      roots += measured.length;
      for (const { text, gap } of measured) {
        if (gap > 0.5) gaps.push(`${article}: √${text} is followed by ${gap.toFixed(1)} px`);
      }
    }
    expect(roots, 'square roots measured').toBeGreaterThan(50);
    expect(gaps).toEqual([]);
  });

  test('unknown address shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toContainText('No intersection here');
  });
});
