/**
 * Helpers for the figure tests: reading a figure's test hooks, dragging a handle by mouse or by
 * emulated touch (Chromium's DevTools protocol: real touch events, which the page sees as pointer
 * events with pointerType "touch").
 */
import type { Locator, Page } from '@playwright/test';
import { figureByName, type FigureName } from '../../src/figures/registry';
import { hydratedFigure } from './support';

export type Vec = { x: number; y: number };

/** A figure's two pages: its embed and the article it explains (the registry's). */
export function pagesOf(name: FigureName): { readonly embed: string; readonly article: string } {
  return { embed: `/embed/${name}/`, article: figureByName(name).article };
}

/** A figure's live derivation, by the name every figure gives it (kit/figure/derivationPanel.tsx). */
export function derivationOf(figure: Locator): Locator {
  return figure.getByRole('group', { name: 'Derivation with the current numbers' });
}

/** The figure's `data-state` as an object. */
export async function stateOf(figure: Locator): Promise<Record<string, unknown>> {
  return JSON.parse((await figure.getAttribute('data-state')) ?? 'null') as Record<string, unknown>;
}

/** Opens a page and returns its first figure of that name once it is interactive. */
export async function openFigure(page: Page, url: string, name: string): Promise<Locator> {
  await page.goto(url);
  return hydratedFigure(page, name);
}

/** The centre of an element in page (CSS pixel) coordinates. */
export async function centreOf(locator: Locator): Promise<Vec> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags with the mouse from `from` (page CSS pixels) by (dx, dy) in several steps. */
export async function mouseDragFrom(page: Page, from: Vec, dx: number, dy: number): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 8 });
  await page.mouse.up();
}

/** Drags with the mouse from the element's centre by (dx, dy) CSS pixels in several steps. */
export async function mouseDrag(
  page: Page,
  handle: Locator,
  dx: number,
  dy: number,
): Promise<void> {
  await mouseDragFrom(page, await centreOf(handle), dx, dy);
}

/** A one-finger swipe from `from` to `to` (viewport coordinates) with real touch events. */
export async function touchSwipe(page: Page, from: Vec, to: Vec, steps = 10): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const point = (p: Vec) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= steps; i += 1) {
    const p = {
      x: from.x + ((to.x - from.x) * i) / steps,
      y: from.y + ((to.y - from.y) * i) / steps,
    };
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(p) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

/** Drags a handle with one finger by (dx, dy) CSS pixels (viewport coordinates). */
export async function touchDrag(
  page: Page,
  handle: Locator,
  dx: number,
  dy: number,
): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = await centreOf(handle);
  await touchSwipe(page, from, { x: from.x + dx, y: from.y + dy });
}

/** Pixels per math unit of a stage, measured from its SVG's rendered width and viewBox. */
export async function pixelsPerUnit(svg: Locator, unitsAcross: number): Promise<number> {
  const box = await svg.boundingBox();
  if (box === null) throw new Error('stage has no box');
  return box.width / unitsAcross;
}

/**
 * The live numbers a derivation shows (its visible text slots, in order, joined by spaces): the
 * static math around them is typeset KaTeX, whose text mixes MathML and HTML.
 */
export async function shownSlots(derivation: Locator): Promise<string> {
  const texts = await derivation
    .locator('.kit-math-text')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.checkVisibility())
        .map((element) => element.textContent ?? ''),
    );
  return texts.join(' ');
}
