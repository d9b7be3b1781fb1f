/**
 * Browser tests of what is specific to the moving-circle figure (the contract every figure keeps
 * is figures-contract.spec.ts): the obstacle switch changes `data-algorithm`; the source's
 * version is shown beside the case (`data-source-case`) and never changes `data-case`; in slide
 * mode the hooks describe the first contact's call; the derivation keeps the server's markup
 * until the input first changes, then follows it; a control focused in the server's plot keeps
 * the focus when the live plot replaces it.
 */
import { derivationOf, pagesOf, stateOf } from './figures-helpers';
import { expect, hydratedFigure, test } from './support';

const NAME = 'circle-time-of-impact';
const { embed: EMBED, article: ARTICLE } = pagesOf(NAME);

test.describe('circle time of impact', () => {
  test('the source’s version misses the far corner beside a data-case that stays a hit', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(`${EMBED}?preset=segment-second-corner`);
    const figure = await hydratedFigure(page, NAME);
    await expect(figure).toHaveAttribute('data-case', 'hit');
    await expect(figure.locator('[data-source-case]')).toHaveCount(0);
    await page.goto(`${ARTICLE}?preset=segment-second-corner#${NAME}`);
    const article = await hydratedFigure(page, NAME);
    await article.getByLabel("The source's version").check();
    await expect(article.locator('[data-source-case]')).toHaveAttribute('data-source-case', 'miss');
    await expect(article).toHaveAttribute('data-case', 'hit');
    await expect(article).toHaveAttribute('data-algorithm', 'timeOfImpactCircleSegment');
    void consoleProblems;
  });

  test('switching the obstacle switches the function the hooks describe', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(ARTICLE);
    const figure = await hydratedFigure(page, NAME);
    await figure.getByLabel('a moving circle').check();
    await expect(figure).toHaveAttribute('data-algorithm', 'timeOfImpactCircles');
    expect(Object.keys(await stateOf(figure)).sort()).toEqual(['a', 'b']);
    await figure.getByLabel('a point').check();
    await expect(figure).toHaveAttribute('data-algorithm', 'timeOfImpactCirclePoint');
    void consoleProblems;
  });

  test('in slide mode the hooks describe the call of the first contact', async ({
    page,
    consoleProblems,
  }) => {
    // Floor A–B and a low wall W1 above it: the circle meets W1 first.
    await page.goto(`${ARTICLE}?p=0,5&r=1&v=0,-8&walls=-3,2,3,2&slide=1#${NAME}`);
    const figure = await hydratedFigure(page, NAME);
    await expect
      .poll(() => stateOf(figure))
      .toMatchObject({ a: { x: -3, y: 2 }, b: { x: 3, y: 2 } });
    await expect(figure).toHaveAttribute('data-case', 'hit');
    await expect(figure.getByRole('button', { name: /Remove/ })).toHaveCount(1);
    void consoleProblems;
  });

  test('the derivation keeps the server’s numbers, then follows the first move', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(ARTICLE);
    const figure = await hydratedFigure(page, NAME);
    const derivation = derivationOf(figure);
    const before = await derivation.textContent();
    expect(before).toContain('h');
    await figure.getByRole('slider', { name: /^P at/ }).press('ArrowUp');
    await expect(derivation).not.toHaveText(before ?? '');
    void consoleProblems;
  });

  test('the time knob focused in the server’s plot keeps the focus when the live plot replaces it', async ({
    page,
    consoleProblems,
  }) => {
    // Hold the plot's module until the knob has the focus, as on a slow connection (CI once
    // pressed keys into a knob the live plot had just replaced: the focus was on the body).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/on-demand.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(ARTICLE);
    const figure = await hydratedFigure(page, NAME);
    const knob = figure.locator('.toi-plot [role="slider"]').first();
    const served = await knob.elementHandle();
    await knob.focus();
    release();
    await served?.waitForElementState('hidden');
    await expect(knob).toBeFocused();
    const before = await knob.getAttribute('aria-label');
    await page.keyboard.press('ArrowRight');
    await expect(knob).not.toHaveAttribute('aria-label', before ?? '');
    void consoleProblems;
  });
});
