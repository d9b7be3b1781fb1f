/**
 * What is specific to the flagship figure, "segment sweeps point" (hooks, presets, keyboard, touch,
 * permalinks, hostile URLs, no-JS, axe and "no KaTeX JavaScript" are figures-contract.spec.ts):
 * exact snapping of mouse drags, the start handle grabbed on the ring under its still twin, exact
 * keyboard steps and the time knob, the derivation's live numbers, and scrubbing the plot.
 */
import { expect, test } from './support';
import {
  derivationOf,
  mouseDrag,
  openFigure,
  mouseDragFrom,
  pagesOf,
  pixelsPerUnit,
  shownSlots,
  stateOf,
} from './figures-helpers';

const NAME = 'segment-sweeps-point';
const { embed: EMBED, article: ARTICLE } = pagesOf(NAME);
/** The scene spans x from −8.5 to 8.5, 680 viewBox units. */
const UNITS_ACROSS = 17;

test.describe('segment sweeps point', () => {
  test('mouse drags snap; C0 is grabbed under C1', async ({ page, consoleProblems }) => {
    const figure = await openFigure(page, EMBED, NAME);
    const svg = figure.locator('svg.sp-scene');
    const unit = await pixelsPerUnit(svg, UNITS_ACROSS);
    const box = (await svg.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    // C0 = C1 at the origin, the view's centre: the hit ring (radius 20 viewBox units) is C0's.
    const ring = { x: box.x + box.width / 2, y: box.y + box.height / 2 + (16 * box.width) / 680 };
    await mouseDragFrom(page, ring, unit * 2 + 3, 0);
    expect(await stateOf(figure)).toMatchObject({ c0: { x: 2, y: 0 }, c1: { x: 0, y: 0 } });
    const c1 = figure.getByRole('slider', { name: /^C1 at/ });
    await mouseDrag(page, c1, 6 * unit + 3, -3 * unit - 4);
    await expect(c1).toHaveAccessibleName(/^C1 at \(6, 3\)/);
    expect(await stateOf(figure)).toMatchObject({ c0: { x: 2, y: 0 }, c1: { x: 6, y: 3 } });
    await expect(figure.locator('.kit-preset select')).toHaveValue('');
    void consoleProblems;
  });

  test('keys: one step, Shift ten, t by 0.01', async ({ page, consoleProblems }) => {
    const figure = await openFigure(page, EMBED, NAME);
    const before = await stateOf(figure);
    for (const key of ['p0', 'p1', 'q0', 'q1', 'c0', 'c1']) {
      await figure.getByRole('slider', { name: new RegExp(`^${key.toUpperCase()} at`) }).focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Shift+ArrowUp');
      const was = before[key] as { x: number; y: number };
      // The view clamps y to the grid's top line (6).
      const expected = { x: was.x - 1, y: Math.min(6, was.y + 10) };
      await expect.poll(async () => (await stateOf(figure))[key]).toEqual(expected);
    }
    await figure.getByRole('slider', { name: /^t at/ }).focus();
    await page.keyboard.press('Home');
    await expect(figure.getByLabel('Time t')).toHaveValue('0');
    await page.keyboard.press('ArrowRight');
    await expect(figure.getByLabel('Time t')).toHaveValue('0.01');
    void consoleProblems;
  });

  test('the derivation’s numbers follow the state', async ({ page, consoleProblems }) => {
    const figure = await openFigure(page, ARTICLE, NAME);
    const derivation = derivationOf(figure);
    // u0, u1, w0, w1, then a, c, b, the equation 0 = 0t² + 16t − 8 and the root t = s = 0.5.
    expect(await shownSlots(derivation)).toBe('2 2 0 −4 4 0 0 0 0 −8 16 0 + 16 − 8 0.5 0.5 ✓ hit');
    // C0 to (0, 1): u0 = (2, 3), u1 = (0, −5), c = u0 × w0 = −12, b = 20.
    await figure.getByRole('slider', { name: /^C0 at/ }).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => shownSlots(derivation)).toMatch(/^2 3 0 −5 4 0 0 0 0 −12 20 /);
    // Q1 two units right: w1 = ΔQ − ΔP = (2, 0).
    const unit = await pixelsPerUnit(figure.locator('svg.sp-scene'), UNITS_ACROSS);
    await mouseDrag(page, figure.getByRole('slider', { name: /^Q1 at/ }), 2 * unit + 3, 0);
    await expect.poll(() => shownSlots(derivation)).toMatch(/^2 3 0 −5 4 0 2 0 /);
    const zeroRow = derivation.locator('.kit-deriv-row:not([hidden])', { hasText: 'for every' });
    await expect(zeroRow).toHaveCount(0);
    await figure.locator('.kit-preset select').selectOption('sideways');
    await expect(zeroRow).toHaveCount(1);

    // u0 = C0 − P0 = (6, 2); the root at t = 0.5 has s = 1.5, off the segment.
    const link = await openFigure(page, `${ARTICLE}?preset=miss-outside-segment`, NAME);
    const linked = derivationOf(link);
    await expect
      .poll(() => shownSlots(linked))
      .toBe('6 2 0 −4 4 0 0 0 0 −8 16 0 + 16 − 8 0.5 1.5 ✗');
    void consoleProblems;
  });

  test('scrubbing the plot moves the scene in time', async ({ page, consoleProblems }) => {
    const figure = await openFigure(page, EMBED, NAME);
    const box = await figure.locator('svg.kit-plot .kit-plot-surface').boundingBox();
    if (box === null) throw new Error('no plot');
    // The plot spans t from −0.25 to 1.25; click at t = 0.25 (a sixth of the way).
    await page.mouse.click(box.x + box.width / 3, box.y + box.height / 2);
    await expect(figure.getByLabel('Time t')).toHaveValue('0.25');
    await figure.getByRole('button', { name: 'Next contact' }).click();
    await expect(figure.getByLabel('Time t')).toHaveValue('0.5');
    void consoleProblems;
  });
});
