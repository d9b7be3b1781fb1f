/**
 * Browser tests of what is specific to the flagship figure, "segment sweeps point" (the contract
 * every figure keeps — hooks, presets, keyboard, permalinks, hostile URLs, no-JS, axe — is
 * figures-contract.spec.ts): drag by mouse and touch, exact keyboard steps and the time knob,
 * the stacked twin handles, scrubbing the plot, and
 * no KaTeX JavaScript ever (the live derivation is typeset at build time with numeric slots).
 */
import { expect, hydratedFigure, test } from './support';
import { mouseDrag, pixelsPerUnit, shownSlots, stateOf, touchDrag } from './figures-helpers';

const EMBED = '/embed/segment-sweeps-point/';
const ARTICLE = '/articles/moving-segment-vs-point/';
const NAME = 'segment-sweeps-point';
/** The scene spans x from −8.5 to 8.5. */
const UNITS_ACROSS = 17;

test.describe('segment sweeps point', () => {
  test('drags a handle with the mouse: snapped, state and case follow', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(EMBED);
    const figure = await hydratedFigure(page, NAME);
    await expect(figure).toHaveAttribute('data-case', 'hit');
    const unit = await pixelsPerUnit(figure.locator('svg.sp-scene'), UNITS_ACROSS);
    // C1 sits on C0 at the origin (drawn on top); drag it 6 units right and 3 up.
    const c1 = figure.getByRole('slider', { name: /^C1 at/ });
    await mouseDrag(page, c1, 6 * unit + 3, -3 * unit - 4);
    await expect(c1).toHaveAccessibleName(/^C1 at \(6, 3\)/);
    const state = await stateOf(figure);
    expect(state['c1']).toEqual({ x: 6, y: 3 });
    expect(state['c0']).toEqual({ x: 0, y: 0 });
    await expect(figure.locator('.kit-preset select')).toHaveValue('');
    void consoleProblems;
  });

  test('drags a handle by touch', async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      viewport: { width: 900, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(EMBED);
    const figure = await hydratedFigure(page, NAME);
    const unit = await pixelsPerUnit(figure.locator('svg.sp-scene'), UNITS_ACROSS);
    const p1 = figure.getByRole('slider', { name: /^P1 at/ });
    await expect(p1).toHaveAccessibleName(/^P1 at \(−2, 2\)/);
    await touchDrag(page, p1, -2 * unit, -2 * unit);
    await expect(p1).toHaveAccessibleName(/^P1 at \(−4, 4\)/);
    expect((await stateOf(figure))['p1']).toEqual({ x: -4, y: 4 });
    await context.close();
  });

  test('every handle works from the keyboard alone', async ({ page, consoleProblems }) => {
    await page.goto(EMBED);
    const figure = await hydratedFigure(page, NAME);
    const before = await stateOf(figure);
    for (const key of ['p0', 'p1', 'q0', 'q1', 'c0', 'c1']) {
      const handle = figure.getByRole('slider', { name: new RegExp(`^${key.toUpperCase()} at`) });
      await handle.focus();
      await expect(handle).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Shift+ArrowUp');
      const was = before[key] as { x: number; y: number };
      // Shift+ArrowUp asks for ten steps; the view clamps y to the grid's top line (6).
      const expected = { x: was.x - 1, y: Math.min(6, was.y + 10) };
      await expect.poll(async () => (await stateOf(figure))[key]).toEqual(expected);
    }
    // The time knob on the plot and the play controls are keyboard operable too.
    const knob = figure.getByRole('slider', { name: /^t at/ });
    await knob.focus();
    await page.keyboard.press('Home');
    await expect(figure.getByLabel('Time t')).toHaveValue('0');
    await page.keyboard.press('ArrowRight');
    await expect(figure.getByLabel('Time t')).toHaveValue('0.01');
    void consoleProblems;
  });

  test('no KaTeX JavaScript is ever loaded, and the derivation follows the figure', async ({
    page,
    consoleProblems,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(ARTICLE);
    const figure = await hydratedFigure(page, NAME);
    await page.waitForLoadState('networkidle');
    expect(scripts.length, 'the page loads its figure scripts').toBeGreaterThan(0);
    const derivation = figure.getByRole('group', { name: 'Derivation with the current numbers' });
    // u0, u1, w0, w1, then a, c, b, the equation 0 = 0t² + 16t − 8 and the root t = s = 0.5.
    expect(await shownSlots(derivation)).toBe('2 2 0 −4 4 0 0 0 0 −8 16 0 + 16 − 8 0.5 0.5 ✓ hit');
    // Keyboard: C0 to (0, 1): u0 = (2, 3), u1 = (0, −5), c = u0 × w0 = −12, b = 20.
    const c0 = figure.getByRole('slider', { name: /^C0 at/ });
    await c0.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => shownSlots(derivation)).toMatch(/^2 3 0 −5 4 0 0 0 0 −12 20 /);
    // Mouse: drag Q1 two units right; the numbers follow the state.
    const unit = await pixelsPerUnit(figure.locator('svg.sp-scene'), UNITS_ACROSS);
    await mouseDrag(page, figure.getByRole('slider', { name: /^Q1 at/ }), 2 * unit + 3, 0);
    await expect.poll(async () => (await stateOf(figure))['q1']).toEqual({ x: 4, y: 2 });
    // w1 = ΔQ − ΔP = (2, 0) now.
    await expect.poll(() => shownSlots(derivation)).toMatch(/^2 3 0 −5 4 0 2 0 /);
    // Every case's rows were in the server's HTML: no piece is ever missing, whatever the preset.
    const select = figure.locator('.kit-preset select');
    for (const id of [
      'contact-point-segment',
      'raise-no-hit',
      'miss-outside-segment',
      'collapse-hit',
    ]) {
      await select.selectOption(id);
      await expect(figure.locator('.kit-tex.is-missing'), id).toHaveCount(0);
    }
    await expect(derivation).toContainText('for every t');
    await page.waitForLoadState('networkidle');

    // A permalink starts in its own state at once, still without KaTeX.
    await page.goto(`${ARTICLE}?preset=miss-outside-segment`);
    const linked = await hydratedFigure(page, NAME);
    const linkedDerivation = linked.getByRole('group', {
      name: 'Derivation with the current numbers',
    });
    // u0 = C0 − P0 = (6, 2); the root at t = 0.5 has s = 1.5, off the segment.
    await expect
      .poll(() => shownSlots(linkedDerivation))
      .toBe('6 2 0 −4 4 0 0 0 0 −8 16 0 + 16 − 8 0.5 1.5 ✗');
    await expect(linked.locator('.kit-tex.is-missing')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /katex/i.test(url))).toEqual([]);
    void consoleProblems;
  });

  test('the start handle under its still twin can be grabbed on the ring around it', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(EMBED);
    const figure = await hydratedFigure(page, NAME);
    const svg = figure.locator('svg.sp-scene');
    const unit = await pixelsPerUnit(svg, UNITS_ACROSS);
    const box = await svg.boundingBox();
    if (box === null) throw new Error('no stage');
    // C0 = C1 at the origin, the centre of the view; the hit ring (radius 20 of 680 viewBox units
    // across) is C0's, the centre C1's.
    const scale = box.width / 680;
    const origin = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const ring = { x: origin.x, y: origin.y + 16 * scale };
    await page.mouse.move(ring.x, ring.y);
    await page.mouse.down();
    await page.mouse.move(ring.x + unit * 2 + 3, ring.y, { steps: 8 });
    await page.mouse.up();
    const state = await stateOf(figure);
    expect(state['c0']).toEqual({ x: 2, y: 0 });
    expect(state['c1']).toEqual({ x: 0, y: 0 });
    void consoleProblems;
  });

  test('scrubbing the plot moves the scene in time', async ({ page, consoleProblems }) => {
    await page.goto(EMBED);
    const figure = await hydratedFigure(page, NAME);
    const plot = figure.locator('svg.kit-plot');
    const surface = plot.locator('.kit-plot-surface');
    const box = await surface.boundingBox();
    if (box === null) throw new Error('no plot');
    // The plot spans t from −0.25 to 1.25; click at t = 0.25 (a sixth of the way).
    await page.mouse.click(box.x + box.width / 3, box.y + box.height / 2);
    await expect(figure.getByLabel('Time t')).toHaveValue('0.25');
    await figure.getByRole('button', { name: 'Next contact' }).click();
    await expect(figure.getByLabel('Time t')).toHaveValue('0.5');
    void consoleProblems;
  });
});
