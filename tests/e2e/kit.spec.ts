/**
 * The kit pages (/kit/; /kit/plots/ for plots, a function's graph and figure controls; /kit/3d/ for the orbit view;
 * /kit/moving/ for the moving circle, walls and parts loaded on demand; /kit/impact/ for a moving
 * circle against its obstacle): every demo hydrates and
 * passes axe, every handle answers the keyboard, a
 * constrained handle finds a step that moves it, lists grow and shrink from the keyboard, the
 * list's permalink round-trips and refuses hostile text, the plot follows the pointer, rows and
 * scene parts highlight together, nested frames map drags back, and touch targets reach 44 px.
 */
import type { Locator, Page } from '@playwright/test';
import { centreOf, mouseDrag, mouseDragFrom, stateOf } from './figures-helpers';
import { expect, expectNoAxeViolations, hydratedFigure, test } from './support';

const KIT = '/kit/';
const PLOTS = '/kit/plots/';
const MOVING = '/kit/moving/';
const IMPACT = '/kit/impact/';
/**
 * The kit's pages and their demos: plots and the figure controls, and the 3D orbit view, have
 * their own pages, so each page stays within the JavaScript budget of a figure page.
 */
const PAGES: Readonly<Record<string, readonly string[]>> = {
  [KIT]: [
    'kit-handles',
    'kit-displays',
    'kit-shapes',
    'kit-rectangle',
    'kit-rays',
    'kit-frame',
    'kit-motion',
    'kit-constructions',
  ],
  [PLOTS]: ['kit-plot', 'kit-graph', 'kit-controls'],
  '/kit/3d/': ['kit-orbit', 'kit-defined-3d'],
  [MOVING]: ['kit-moving-circle', 'kit-walls', 'kit-on-demand', 'kit-defined'],
  [IMPACT]: ['kit-impact'],
};
const demosOf = (path: string): readonly string[] => PAGES[path] ?? [];
const ARROWS = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown'];

/** What a key press can change: the figure's state, or the handle's name (a time knob). */
async function snapshot(figure: Locator, handle: Locator): Promise<string> {
  return `${await figure.getAttribute('data-state')}|${await handle.getAttribute('aria-label')}`;
}

async function openKit(page: Page, query = '', path = KIT): Promise<void> {
  await page.goto(`${path}${query}`);
  for (const name of demosOf(path)) await hydratedFigure(page, name);
}

test.describe('kit page', () => {
  test('every demo is a hydrated figure with an SVG, and the page passes axe', async ({
    page,
    consoleProblems,
  }) => {
    for (const path of Object.keys(PAGES)) {
      await openKit(page, '', path);
      for (const name of demosOf(path)) {
        const figure = page.locator(`[data-figure="${name}"]`);
        await expect(figure.locator('svg').first()).toBeVisible();
        await expect(figure).toHaveAttribute('data-case', /.+/);
      }
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page);
    }
    void consoleProblems;
  });

  test('every handle of every demo moves with an arrow key', async ({ page, consoleProblems }) => {
    const demos = Object.entries(PAGES).flatMap(([path, names]) =>
      names.map((name) => ({ path, name })),
    );
    for (const { path, name } of demos) {
      // Each page opens once, before its first demo.
      if (demos.find((demo) => demo.path === path)?.name === name) await openKit(page, '', path);
      const figure = page.locator(`[data-figure="${name}"]`);
      const handles = figure.locator('svg [role="slider"]');
      const count = await handles.count();
      expect(count, name).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const handle = handles.nth(i);
        const label = await handle.getAttribute('aria-label');
        await handle.focus();
        const before = await snapshot(figure, handle);
        let moved = false;
        for (const key of ARROWS) {
          await page.keyboard.press(key);
          if ((await snapshot(figure, handle)) !== before) {
            moved = true;
            break;
          }
        }
        expect(moved, `${name}: ${label} moved by some arrow key`).toBe(true);
      }
    }
    void consoleProblems;
  });

  test('an arrow key moves a handle held on a line even when one step rounds back', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page);
    const figure = page.locator('[data-figure="kit-handles"]');
    const q = figure.getByRole('slider', { name: /^Q at/ });
    await expect(q).toHaveAttribute('aria-label', /^Q at \(0, 0\)/);
    await q.focus();
    await page.keyboard.press('ArrowRight');
    await expect(q).toHaveAttribute('aria-label', /^Q at \(3, 1\)/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(q).toHaveAttribute('aria-label', /^Q at \(−3, −1\)/);
    // Alt + arrow: a tenth of a step, off the grid.
    const p = figure.getByRole('slider', { name: /^P at/ });
    await p.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(p).toHaveAttribute('aria-label', /^P at \(−3, −0\.95\)/);
    void consoleProblems;
  });

  test('rays are added and removed with buttons and the Delete key, within bounds', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page);
    const figure = page.locator('[data-figure="kit-rays"]');
    await expect(figure).toHaveAttribute('data-case', 'rays:2');
    await figure.getByRole('button', { name: 'Add ray' }).click();
    await expect(figure).toHaveAttribute('data-case', 'rays:3');
    await figure.getByRole('slider', { name: /^O3 at/ }).focus();
    await page.keyboard.press('Delete');
    await expect(figure).toHaveAttribute('data-case', 'rays:2');
    await expect(figure.getByRole('slider', { name: /^O3 at/ })).toHaveCount(0);
    await figure.getByRole('button', { name: /^Remove Ray 1/ }).click();
    await expect(figure).toHaveAttribute('data-case', 'rays:1');
    await expect(figure.getByRole('button', { name: /^Remove Ray 1/ })).toBeDisabled();
    // The last ray cannot be deleted from the keyboard either.
    await figure.getByRole('slider', { name: /^O1 at/ }).focus();
    await page.keyboard.press('Delete');
    await expect(figure).toHaveAttribute('data-case', 'rays:1');
    await expect(page).toHaveURL(/rays=2,3,1,-2$/);
    void consoleProblems;
  });

  test('the rays permalink restores a list and refuses a hostile one', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page, '?rays=0,0,1,0_1,1,0,1_-2,-2,1,1');
    const figure = page.locator('[data-figure="kit-rays"]');
    await expect(figure).toHaveAttribute('data-case', 'rays:3');
    expect((await stateOf(figure))['rays']).toEqual([
      { origin: { x: 0, y: 0 }, direction: { x: 1, y: 0 } },
      { origin: { x: 1, y: 1 }, direction: { x: 0, y: 1 } },
      { origin: { x: -2, y: -2 }, direction: { x: 1, y: 1 } },
    ]);
    const hostile = encodeURIComponent('0,0,1,0_<img src=x onerror=alert(1)>');
    await openKit(page, `?rays=${hostile}`);
    await expect(figure).toHaveAttribute('data-case', 'rays:2');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    void consoleProblems;
  });

  test('hovering the plot moves time; the knob and the scrubber follow', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page, '', PLOTS);
    const figure = page.locator('[data-figure="kit-plot"]');
    const surface = figure.locator('.kit-plot-surface');
    await surface.scrollIntoViewIfNeeded();
    const box = await surface.boundingBox();
    if (box === null) throw new Error('no plot surface');
    // The plot spans t from −0.25 to 1.25: two thirds across is t = 0.75.
    await page.mouse.move(box.x + (box.width * 2) / 3, box.y + box.height / 2, { steps: 4 });
    await expect(figure.getByRole('slider', { name: /^t at/ })).toHaveAttribute(
      'aria-label',
      't at 0.75',
    );
    await expect(figure.getByLabel('Time t')).toHaveValue('0.75');
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2, { steps: 4 });
    await expect(figure).toHaveAttribute('data-state', '{"t":0.25}');
    void consoleProblems;
  });

  test('a table row and its scene part highlight together', async ({ page, consoleProblems }) => {
    await openKit(page);
    const figure = page.locator('[data-figure="kit-rectangle"]');
    const row = figure.locator('tbody tr').first();
    await row.scrollIntoViewIfNeeded();
    const slab = figure.getByRole('img', { name: 'x slab' });
    await row.hover();
    await expect(slab).toHaveClass(/is-highlighted/);
    await page.mouse.move(0, 0);
    await expect(slab).not.toHaveClass(/is-highlighted/);
    await figure.getByRole('img', { name: 'y slab' }).focus();
    await expect(figure.locator('tbody tr').nth(1)).toHaveClass(/is-highlighted/);
    await expect(row).not.toHaveClass(/is-highlighted/);
    void consoleProblems;
  });

  test('a rectangle edge pushed past its opposite stops there (min ≤ max)', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page);
    const figure = page.locator('[data-figure="kit-rectangle"]');
    await figure.getByRole('slider', { name: /^R left edge/ }).focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+ArrowRight');
    const box = (await stateOf(figure)) as Record<string, number>;
    expect(box['xMin']).toBe(2.5);
    expect(box['xMax']).toBe(2.5);
    await expect(figure).toHaveAttribute('data-case', 'degenerate');
    void consoleProblems;
  });

  test('a drag inside a y-down relative frame maps back to world coordinates', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page);
    const figure = page.locator('[data-figure="kit-frame"]');
    await figure.getByLabel('Seen from B').check();
    await figure.getByLabel('y down').check();
    const svg = figure.locator('svg.kit-stage');
    const width = (await svg.boundingBox())?.width ?? 0;
    const unit = width / 12;
    const a = figure.getByRole('slider', { name: /^A at/ });
    await a.scrollIntoViewIfNeeded();
    // Down on screen is +y in a y-down frame.
    await mouseDrag(page, a, 0, 2 * unit);
    await expect(a).toHaveAttribute('aria-label', /^A at \(−3, 1\)/);
    expect((await stateOf(figure))['a']).toEqual({ x: -3, y: 1 });
    void consoleProblems;
  });
});

test.describe('kit page: displays', () => {
  test('a corner keeps its own rule, the key step follows its field, the body moves all corners', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page);
    const figure = page.locator('[data-figure="kit-displays"]');
    await expect(figure).toHaveAttribute('data-case', 'right');
    const c = figure.getByRole('slider', { name: /^C at/ });
    await c.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    // C slides sideways only: up is refused, right moves one step of 0.5.
    await expect(c).toHaveAttribute('aria-label', /^C at \(−1\.5, −2\), slides sideways/);
    await figure.getByLabel('Arrow-key step').fill('2');
    await c.focus();
    // −1.5 + 2, snapped to the grid of the new step.
    await page.keyboard.press('ArrowRight');
    await expect(c).toHaveAttribute('aria-label', /^C at \(0, −2\)/);
    await expect(figure).toHaveAttribute('data-case', 'right');
    // The body, pressed inside the triangle and dragged 1 unit left and 1 down, moves A, B and C.
    const unit = ((await figure.locator('svg.kit-stage').boundingBox())?.width ?? 0) / 12;
    const a = (await stateOf(figure))['a'] as { x: number; y: number };
    const inside = figure.locator('.kit-demo-body polygon');
    await inside.scrollIntoViewIfNeeded();
    const box = await inside.boundingBox();
    if (box === null) throw new Error('no triangle body');
    await mouseDragFrom(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, -unit, unit);
    expect((await stateOf(figure))['a']).toEqual({ x: a.x - 1, y: a.y - 1 });
    await expect(c).toHaveAttribute('aria-label', /^C at \(−1, −3\)/);
    void consoleProblems;
  });
});

test.describe('kit page: moving circles', () => {
  test('the choice after the contact and the floor decide the case', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page, '', MOVING);
    const figure = page.locator('[data-figure="kit-moving-circle"]');
    await expect(figure).toHaveAttribute('data-case', 'contact:slide');
    await figure.getByRole('radio', { name: 'stop' }).check();
    await expect(figure).toHaveAttribute('data-case', 'contact:stop');
    // The motion raised from (6, −6) to (6, 4): moving up, the circle never meets the floor.
    const tip = figure.getByRole('slider', { name: /^v at/ });
    await tip.focus();
    for (let i = 0; i < 2; i += 1) await page.keyboard.press('Shift+ArrowUp');
    await expect(figure).toHaveAttribute('data-case', 'no-contact');
    // P lowered from (−4, 2) to (−4, −3): the circle starts through the floor, which is no miss.
    await figure.getByRole('slider', { name: /^P at/ }).focus();
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowDown');
    await expect(figure).toHaveAttribute('data-case', 'overlap');
    void consoleProblems;
  });

  test('walls are added and removed, and an end never lands on its wall’s other end', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page, '', MOVING);
    const figure = page.locator('[data-figure="kit-walls"]');
    const query = figure.getByTestId('walls-query');
    await expect(query).toHaveText('?walls=-5,-2,-1,-2_1,3,4,0');
    await figure.getByRole('button', { name: 'Add wall' }).click();
    await expect(figure).toHaveAttribute('data-case', 'walls:3');
    await expect(figure.getByRole('slider', { name: /^W3a at/ })).toHaveCount(1);
    // W1b walks left onto W1a at (−5, −2): the last step is refused.
    const end = figure.getByRole('slider', { name: /^W1b at/ });
    await end.focus();
    for (let i = 0; i < 9; i += 1) await page.keyboard.press('ArrowLeft');
    await expect(end).toHaveAttribute('aria-label', /^W1b at \(−4\.5, −2\)/);
    await figure.getByRole('button', { name: /^Remove W2/ }).click();
    await expect(figure).toHaveAttribute('data-case', 'walls:2');
    await expect(query).toHaveText('?walls=-5,-2,-4.5,-2_-4,2,-2,3');
    void consoleProblems;
  });

  test('a part loaded on demand follows the state once it changes; a toggle loads a layer', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page, '', MOVING);
    const figure = page.locator('[data-figure="kit-on-demand"]');
    const distance = figure.getByTestId('distance');
    await expect(distance).toHaveText('B − A = (5, 3), |AB| = 5.83');
    await figure.getByRole('slider', { name: /^A at/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(figure.getByTestId('distance')).toHaveText('B − A = (4.5, 3), |AB| = 5.41');
    await expect(figure.locator('.kit-bisector')).toHaveCount(0);
    await figure.getByLabel('Perpendicular bisector').check();
    await expect(figure).toHaveAttribute('data-case', 'bisector');
    await expect(figure.locator('.kit-bisector')).toHaveCount(1);
    void consoleProblems;
  });
});

test.describe('kit page: a function’s graph', () => {
  test('moving the heights reshapes the cubic; its roots and negative stretches follow', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page, '', PLOTS);
    const figure = page.locator('[data-figure="kit-graph"]');
    const curve = figure.locator('path.kit-graph-curve');
    const line = figure.getByRole('img', { name: /^Number line for t/ });
    // Heights −2, 0.5, −0.5, 2 at t = −1, 0, 1, 2: three roots, negative before the first and
    // between the second and third, shaded in the scene and on the number line.
    await expect(figure).toHaveAttribute('data-case', 'roots:3');
    await expect(figure.locator('.kit-plot-step')).toHaveCount(4);
    await expect(line).toHaveAttribute('aria-label', /hit at .*, hit at .*, hit at /);
    const before = await curve.getAttribute('d');
    // p(1) raised to 0.5 by keys: the dip between 0 and 1 is gone, one root is left.
    await figure.getByRole('slider', { name: /^p\(1\) at/ }).focus();
    for (let i = 0; i < 2; i += 1) await page.keyboard.press('ArrowUp');
    await expect(figure).toHaveAttribute('data-case', 'roots:1');
    expect(await curve.getAttribute('d')).not.toBe(before);
    await expect(figure.locator('.kit-plot-step')).toHaveCount(2);
    // p(−1) dragged up 2.5 units to 0.5: p(t) = 0.5 + (t³ − t) / 4 stays above the axis in view.
    const svg = figure.locator('svg.kit-stage').first();
    const unit = ((await svg.boundingBox())?.width ?? 0) / 480;
    const first = figure.getByRole('slider', { name: /^p\(−1\) at/ });
    await first.scrollIntoViewIfNeeded();
    await mouseDrag(page, first, 0, -2.5 * 50 * unit);
    await expect(first).toHaveAttribute('aria-label', /^p\(−1\) at \(−1, 0\.5\)/);
    await expect(figure).toHaveAttribute('data-case', 'roots:0');
    await expect(figure.locator('.kit-plot-step')).toHaveCount(0);
    await expect(figure.getByRole('group', { name: /current coefficients/ })).toContainText('0.25');
    void consoleProblems;
  });
});

test.describe('kit page: a defined figure', () => {
  test('its shell loads presets, its handles and time change the state, its link restores it', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page, '', MOVING);
    const figure = page.locator('[data-figure="kit-defined"]');
    await expect(figure).toHaveAttribute('data-case', 'moving');
    await figure.locator('.kit-preset select').selectOption('still');
    await expect(figure).toHaveAttribute('data-case', 'still');
    await figure.getByRole('slider', { name: /^B at/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(figure).toHaveAttribute('data-case', 'moving');
    await expect(figure.locator('.kit-preset select')).toHaveValue('');
    await figure.getByLabel('Time t').fill('0');
    // The address bar mirrors the state, time included; opened again, the link restores it.
    await expect(page).toHaveURL(/[?&]t=0\b/);
    await expect(page).toHaveURL(/[?&]b=2,1\b/);
    await page.goto(page.url());
    const reopened = await hydratedFigure(page, 'kit-defined');
    await expect(reopened.getByRole('slider', { name: /^B at/ })).toHaveAttribute(
      'aria-label',
      /^B at \(2, 1\)/,
    );
    await expect(reopened).toHaveAttribute('data-case', 'moving');
    await expect(reopened.getByLabel('Time t')).toHaveValue('0');
    void consoleProblems;
  });
});

test.describe('kit page: a moving circle against its obstacle', () => {
  test('a step too short misses the capsule; Shift+ArrowDown on the motion tip makes it a side hit', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page, '', IMPACT);
    const figure = page.locator('[data-figure="kit-impact"]');
    await expect(figure).toHaveAttribute('data-case', 'hit');
    await figure.locator('.kit-preset select').selectOption('segment-too-short');
    await expect(figure).toHaveAttribute('data-case', 'miss:no-contact');
    const candidates = figure.getByRole('list', { name: 'Candidate roots' });
    await expect(candidates).not.toContainText('✓');
    await figure.getByRole('slider', { name: /^v at/ }).focus();
    await page.keyboard.press('Shift+ArrowDown');
    // v = (0, −7): the centre from y = 5 reaches y = 1, one radius above the side, at t = 4/7.
    await expect(figure).toHaveAttribute('data-case', 'hit');
    await expect(candidates).toContainText('✓ side line t = 0.571: first contact');
    void consoleProblems;
  });
});

test.describe('kit page: a defined 3D figure', () => {
  test('a preset rests the ball on the floor; Page Up lifts its centre off it', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page, '', '/kit/3d/');
    const figure = page.locator('[data-figure="kit-defined-3d"]');
    await expect(figure).toHaveAttribute('data-case', 'above');
    await figure.locator('.kit-preset select').selectOption('resting');
    await expect(figure).toHaveAttribute('data-case', 'touching');
    const centre = figure.getByRole('slider', { name: /^C at/ });
    await expect(centre).toHaveAttribute('aria-label', /^C at \(0, 0, −2\)/);
    await centre.focus();
    await page.keyboard.press('PageUp');
    await expect(centre).toHaveAttribute('aria-label', /^C at \(0, 0, −1\)/);
    await expect(figure).toHaveAttribute('data-case', 'above');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await expect(figure).toHaveAttribute('data-case', 'through');
    void consoleProblems;
  });
});

test.describe('kit page: figure controls', () => {
  test('a preset, a typed coefficient and reset drive the case, the derivation and the plot', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page, '', PLOTS);
    const figure = page.locator('[data-figure="kit-controls"]');
    const derivation = figure.getByRole('group', { name: 'Derivation with the current numbers' });
    await expect(figure).toHaveAttribute('data-case', 'two');
    await expect(derivation).toContainText('0.25');
    await figure.locator('.kit-preset select').selectOption('none');
    await expect(figure).toHaveAttribute('data-case', 'none');
    await expect(figure.locator('.kit-case')).toContainText('D < 0');
    await expect(derivation).toContainText('−1');
    await expect(figure.locator('.kit-tex.is-missing')).toHaveCount(0);
    await figure.getByLabel('c', { exact: true }).fill('0.25');
    await expect(figure).toHaveAttribute('data-case', 'one');
    await expect(figure.locator('.kit-preset select')).toHaveValue('one');
    await figure.getByRole('button', { name: 'Reset' }).click();
    await expect(figure).toHaveAttribute('data-case', 'two');
    void consoleProblems;
  });
});

test.describe('kit page: the share menu', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('its link and embed open the quadratic-roots figure in the demo’s numbers', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page, '', PLOTS);
    const figure = page.locator('[data-figure="kit-controls"]');
    await figure.locator('.kit-preset select').selectOption('one');
    await figure.locator('.kit-share summary').click();
    await figure.getByRole('button', { name: 'Copy link' }).click();
    await expect(figure.locator('.kit-share-status')).toHaveText('Link copied.');
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    const link = new URL(await clipboard());
    expect(`${link.pathname}${link.search}`).toBe('/articles/quadratic-roots/?a=1&b=-1&c=0.25');
    await figure.getByRole('button', { name: 'Copy embed code' }).click();
    await expect(figure.locator('.kit-share-status')).toHaveText('Embed code copied.');
    expect(await clipboard()).toContain('/embed/quadratic-roots/?a=1&amp;b=-1&amp;c=0.25');
    await page.goto(`${link.pathname}${link.search}`);
    const opened = await hydratedFigure(page, 'quadratic-roots');
    await expect(opened).toHaveAttribute('data-case', 'double');
    void consoleProblems;
  });
});

test.describe('kit page on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });

  test('a handle is grabbed 20 CSS px from its centre although drawn small', async ({
    page,
    consoleProblems,
  }) => {
    await openKit(page);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    const figure = page.locator('[data-figure="kit-handles"]');
    const handle = figure.getByRole('slider', { name: /^C at/ });
    await handle.scrollIntoViewIfNeeded();
    const centre = await centreOf(handle.locator('.kit-handle-mark'));
    const hit = await page.evaluate(
      ({ x, y }) =>
        document.elementFromPoint(x, y)?.closest('[role="slider"]')?.getAttribute('aria-label') ??
        null,
      { x: centre.x, y: centre.y + 20 },
    );
    expect(hit).toMatch(/^C at/);
    void consoleProblems;
  });
});
