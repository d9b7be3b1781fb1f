/**
 * The contract every registered figure keeps, generated from the registry (src/figures/registry.ts):
 * the six test hooks of site.md, every preset showing its fixture's case (and its live math, with
 * no KaTeX JavaScript), every handle moved by the keyboard, a handle dragged by a finger, a
 * permalink round trip for the first and for a later instance of an article (each link restores
 * its own figure and leaves the others alone), Share (the link, and an embed snippet that sizes
 * its iframe), hostile URLs falling back without reaching the page as markup, the embed within a
 * 720 px frame, a phone scrolling past the drawing, the SVG without JavaScript, and axe.
 * Figure specs add only what is specific to the figure.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { figures } from '../../src/figures/registry';
import { caseIdOf } from '../../src/kit/figure/model';
import { stateOf, touchDrag, touchSwipe } from './figures-helpers';
import { expect, expectNoAxeViolations, test } from './support';

/** Scrolls an instance into view (islands hydrate when visible) and waits until it is interactive. */
async function hydrated(figure: Locator): Promise<Locator> {
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveAttribute('data-hydrated', 'true');
  return figure;
}

/** Every handle of a figure: the sliders and buttons drawn in its SVGs. */
function handlesOf(figure: Locator): Locator {
  return figure.locator('svg [role="slider"], svg [role="button"]');
}

/** Presses arrows on a handle until its accessible name (label and coordinates) changes. */
async function moveByKeyboard(page: Page, handle: Locator): Promise<boolean> {
  await handle.focus();
  for (const key of ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown']) {
    const before = await handle.getAttribute('aria-label');
    await page.keyboard.press(key);
    try {
      await expect(handle).not.toHaveAttribute('aria-label', before ?? '', { timeout: 2_000 });
      return true;
    } catch {
      // This key was refused by the handle's constraint (a wall, a vertical line): try the next.
    }
  }
  return false;
}

const HOSTILE = [
  '<script>window.__pwned=1</script>',
  '"><img src=x onerror="window.__pwned=1">',
  '1e999,NaN',
  '__proto__',
];

for (const meta of figures) {
  const { name, article, algorithm, presets } = meta;
  const embed = `/embed/${name}/`;
  const instances = (page: Page) => page.locator(`[data-figure="${name}"]`);

  test.describe(`figure contract: ${name}`, () => {
    test('every instance has the six hooks, with unique ids', async ({ page, consoleProblems }) => {
      await page.goto(article);
      const count = await instances(page).count();
      expect(count).toBeGreaterThan(0);
      const ids = new Set<string>();
      for (let i = 0; i < count; i += 1) {
        const figure = await hydrated(instances(page).nth(i));
        const id = (await figure.getAttribute('id')) ?? '';
        expect(id, `instance ${i}`).not.toBe('');
        ids.add(id);
        // A figure that switches functions (by its state) names each one it may show.
        const shown = 'algorithms' in meta ? meta.algorithms : [algorithm];
        expect(shown).toContain(await figure.getAttribute('data-algorithm'));
        expect(await stateOf(figure)).toEqual(expect.any(Object));
        await expect(figure).toHaveAttribute('data-case', /^[a-z-]+(:[a-z-]+)?$/);
        const link = new URL((await figure.getAttribute('data-permalink')) ?? '');
        expect(link.pathname).toBe(article);
        expect(link.hash).toBe(`#${id}`);
      }
      expect(ids.size).toBe(count);
      void consoleProblems;
    });

    test('every preset shows its fixture’s case and all its math, never loading KaTeX', async ({
      page,
      consoleProblems,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(embed);
      const figure = await hydrated(instances(page));
      const select = figure.locator('.kit-preset select');
      for (const preset of presets) {
        await select.selectOption(preset.id);
        await expect(figure, preset.id).toHaveAttribute('data-case', caseIdOf(preset.expected));
        expect(await stateOf(figure), preset.id).toEqual(JSON.parse(JSON.stringify(preset.input)));
        // Live math reuses pieces typeset at build time: a state may not need one the server
        // did not render.
        await expect(figure.locator('.kit-tex.is-missing'), preset.id).toHaveCount(0);
      }
      await page.waitForLoadState('networkidle');
      expect(scripts.length, 'the page loads its figure scripts').toBeGreaterThan(0);
      expect(scripts.filter((url) => /katex/i.test(url))).toEqual([]);
      void consoleProblems;
    });

    test('a finger drags a handle', async ({ browser }) => {
      const context = await browser.newContext({
        hasTouch: true,
        viewport: { width: 900, height: 900 },
      });
      const page = await context.newPage();
      await page.goto(embed);
      const figure = await hydrated(instances(page));
      const handle = handlesOf(figure).first();
      const before = {
        name: await handle.getAttribute('aria-label'),
        state: await stateOf(figure),
      };
      // Down and right: every default handle has room that way (a vertical one moves down).
      await touchDrag(page, handle, 60, 60);
      await expect(handle).not.toHaveAttribute('aria-label', before.name ?? '');
      expect(await stateOf(figure)).not.toEqual(before.state);
      await context.close();
    });

    test('the keyboard moves every handle', async ({ page, consoleProblems }) => {
      await page.goto(embed);
      const figure = await hydrated(instances(page));
      const handles = handlesOf(figure);
      const count = await handles.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const handle = handles.nth(i);
        const label = await handle.getAttribute('aria-label');
        expect(await moveByKeyboard(page, handle), `handle ${label}`).toBe(true);
      }
      void consoleProblems;
    });

    test('each instance’s permalink restores it alone, scrolled into view', async ({
      page,
      browser,
      consoleProblems,
    }) => {
      await page.goto(article);
      const count = await instances(page).count();
      const served = await Promise.all(
        Array.from({ length: count }, (_, i) => stateOf(instances(page).nth(i))),
      );
      // The first instance answers links of the original format; a later one its own keys.
      for (const index of count > 1 ? [0, count - 1] : [0]) {
        const figure = await hydrated(instances(page).nth(index));
        const id = (await figure.getAttribute('id')) ?? '';
        const select = figure.locator('.kit-preset select');
        const current = await select.inputValue();
        const other = presets.find((preset) => preset.id !== current);
        if (other !== undefined) await select.selectOption(other.id);
        await moveByKeyboard(page, handlesOf(figure).first());
        const state = await stateOf(figure);
        const kase = await figure.getAttribute('data-case');
        const link = (await figure.getAttribute('data-permalink')) ?? '';
        expect(
          new URL(link).searchParams.has(index === 0 ? 'snap' : `${id.split('--')[1]}.snap`),
        ).toBe(true);

        const fresh = await browser.newPage();
        await fresh.goto(link);
        const target = fresh.locator(`[id="${id}"]`);
        await expect(target).toBeInViewport();
        await hydrated(target);
        await expect.poll(() => stateOf(target)).toEqual(state);
        await expect(target).toHaveAttribute('data-case', kase ?? '');
        // The link holds the whole state (time, toggles, panels), so it reads back the same.
        await expect(target).toHaveAttribute('data-permalink', link);
        for (let i = 0; i < count; i += 1) {
          if (i === index) continue;
          const neighbour = await hydrated(fresh.locator(`[data-figure="${name}"]`).nth(i));
          expect(await stateOf(neighbour), `instance ${i} left alone`).toEqual(served[i]);
        }
        await fresh.close();
      }
      void consoleProblems;
    });

    test('Share copies the link and an embed snippet that sizes its iframe', async ({
      browser,
    }) => {
      const context = await browser.newContext({
        permissions: ['clipboard-read', 'clipboard-write'],
        viewport: { width: 800, height: 900 },
      });
      const page = await context.newPage();
      await page.goto(article);
      const figure = await hydrated(instances(page).last());
      const status = figure.locator('.kit-share-status');
      await figure.locator('.kit-share summary').click();
      await figure.getByRole('button', { name: 'Copy link' }).click();
      await expect(status).toHaveText('Link copied.');
      const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
      expect(await clipboard()).toBe(await figure.getAttribute('data-permalink'));
      await figure.getByRole('button', { name: 'Copy embed code' }).click();
      await expect(status).toHaveText('Embed code copied.');
      const snippet = await clipboard();
      expect(snippet).toContain(`/embed/${name}/?`);

      // A host page with the snippet: the iframe takes the height its embed page reports.
      const host = await context.newPage();
      await host.setContent(`<!doctype html><title>Notes</title><body>${snippet}</body>`);
      const embedded = host.frameLocator('iframe').locator(`[data-figure="${name}"]`);
      await expect(embedded).toHaveAttribute('data-hydrated', 'true');
      expect(await stateOf(embedded)).toEqual(await stateOf(figure));
      const frame = host.frames().find((f) => f.url().includes(`/embed/${name}/`));
      const reported = await frame?.evaluate(() => document.body.getBoundingClientRect().height);
      await expect
        .poll(async () => Math.round((await host.locator('iframe').boundingBox())?.height ?? 0))
        .toBe(Math.ceil(reported ?? 0));
      expect(reported).toBeLessThanOrEqual(720);
      await context.close();
    });

    test('a hostile URL falls back to the defaults and never becomes markup', async ({
      page,
      consoleProblems,
    }) => {
      await page.goto(embed);
      const figure = await hydrated(instances(page));
      const defaults = await stateOf(figure);
      const kase = await figure.getAttribute('data-case');
      const keys = [
        ...new URL((await figure.getAttribute('data-permalink')) ?? '').searchParams.keys(),
      ];
      const hostile = new URLSearchParams(
        [...keys, 'preset'].map((key, i) => [key, HOSTILE[i % HOSTILE.length] ?? '']),
      );
      await page.goto(`${embed}?${hostile.toString()}`);
      const attacked = await hydrated(instances(page));
      // No sleep: the URL state is restored in the same commit that sets data-hydrated.
      expect(await stateOf(attacked)).toEqual(defaults);
      await expect(attacked).toHaveAttribute('data-case', kase ?? '');
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(await attacked.innerHTML()).not.toContain('<script');
      void consoleProblems;
    });

    test('the embed fits a 720 px frame at 400 to 900 px wide, with its way back', async ({
      browser,
    }) => {
      for (const width of [400, 640, 900]) {
        const page = await browser.newPage({ viewport: { width, height: 720 } });
        await page.goto(embed);
        const figure = await hydrated(instances(page));
        // Everything the compact layout keeps: the drawings (scene, plot), time control and case.
        const parts = figure.locator('svg.kit-stage, .kit-scrubber, .kit-case');
        expect(await parts.count()).toBeGreaterThan(1);
        for (const part of await parts.all()) await expect(part).toBeInViewport({ ratio: 1 });
        const back = page.locator(`a[href="${article}"]`);
        await expect(back, `${width} px`).toBeInViewport({ ratio: 1 });
        expect(
          await page.evaluate(() => document.body.scrollHeight),
          `${width} px`,
        ).toBeLessThanOrEqual(720);
        await page.close();
      }
    });

    test('on a phone, a swipe on the drawing away from the handles scrolls the page', async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 700 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      });
      const page = await context.newPage();
      await page.goto(article);
      const figure = await hydrated(instances(page).first());
      const stage = figure.locator('svg.kit-stage').first();
      await stage.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      const scrolled = await page.evaluate(() => window.scrollY);
      const box = await stage.boundingBox();
      if (box === null) throw new Error('no stage');
      // The bottom-left corner of the drawing: grid only in every figure's default state.
      const from = { x: box.x + 24, y: Math.min(box.y + box.height - 24, 650) };
      const before = await stateOf(figure);
      await touchSwipe(page, from, { x: from.x, y: from.y - 300 }, 12);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 50);
      expect(await stateOf(figure)).toEqual(before);
      await context.close();
    });

    test('without JavaScript the figure is an SVG in its default state', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      for (const url of [embed, article]) {
        await page.goto(url);
        const figure = instances(page).first();
        await expect(figure).toHaveAttribute('data-case', /./);
        await expect(figure.locator('svg.kit-stage').first()).toBeVisible();
        expect(await handlesOf(figure).count(), url).toBeGreaterThan(0);
      }
      await context.close();
    });

    test('embed and article figures pass axe', async ({ page, consoleProblems }) => {
      await page.goto(embed);
      await hydrated(instances(page));
      await expectNoAxeViolations(page);
      await page.goto(article);
      const count = await instances(page).count();
      for (let i = 0; i < count; i += 1) await hydrated(instances(page).nth(i));
      const results = await new AxeBuilder({ page })
        .include(`[data-figure="${name}"]`)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
      void consoleProblems;
    });
  });
}
