// Debian's Chromium for the browser-driven gates, launched like the e2e tests launch it.
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags shared by Playwright and Lighthouse runs: no GPU, no sandbox, no background traffic. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export async function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
}

/** "Chromium 156.0.8078.79" or "unknown Chromium" (for the reports' header). */
export function chromiumVersion() {
  try {
    const out = execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const match = out.match(/Chromium\s+[\d.]+/);
    return match ? match[0] : out.trim();
  } catch {
    return 'unknown Chromium';
  }
}

/**
 * Ceiling of every wait for a page state (an island hydrated, a key press taken into account, the
 * network quiet). The gates wait for states, never for fixed times, so this only bounds how long
 * a page that never reaches the state can hold a gate: generous enough for a slow 2-core machine
 * with one core kept busy, where a healthy page gets there in a few seconds at most.
 */
export const STATE_TIMEOUT_MS = 60_000;

/**
 * Scrolls the whole page down one viewport at a time, then back to the top. At each step it waits
 * for the browser to draw the new position (two animation frames, so visibility observers have
 * run; a quarter second stands in for a frame the browser does not draw) and then until every
 * island in view has hydrated, as a reader who stops there would see it: no fixed pause that a
 * slow machine could outlast. Islands that only hydrate on a media query
 * or never in this browser (client:media, unknown directives) are not waited for. An island that
 * does not hydrate before the shared deadline is left for waitForHydration to report. No clicks,
 * no keys: scrolling is how a reader sees the page, not an interaction with a figure.
 */
export async function scrollThrough(page, timeoutMs = STATE_TIMEOUT_MS) {
  await page.evaluate(async (timeout) => {
    const deadline = performance.now() + timeout;
    // A frame, or a quarter of a second when the browser draws none: waiting for frames alone,
    // a page whose frames stopped would never reach the deadline check below.
    const nextFrame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => resolve());
        setTimeout(resolve, 250);
      });
    const HYDRATING_DIRECTIVES = new Set(['load', 'idle', 'visible', 'only']);
    // An island is display: contents (no box of its own): its children say where it is.
    const inView = (island) =>
      [...island.children].some((child) => {
        const box = child.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.height + box.width > 0;
      });
    // A figure says so itself once its effects ran; Astro drops `ssr` when an island hydrated.
    const hydrated = (island) => {
      const figure = island.querySelector('[data-figure]');
      return figure ? figure.getAttribute('data-hydrated') === 'true' : !island.hasAttribute('ssr');
    };
    const islandsInViewHydrate = async () => {
      await nextFrame();
      await nextFrame();
      while (performance.now() < deadline) {
        const waiting = [...document.querySelectorAll('astro-island')].filter(
          (island) =>
            HYDRATING_DIRECTIVES.has(island.getAttribute('client') ?? '') &&
            inView(island) &&
            !hydrated(island),
        );
        if (waiting.length === 0) return;
        await nextFrame();
      }
    };
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await islandsInViewHydrate();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await islandsInViewHydrate();
    window.scrollTo(0, 0);
    await nextFrame();
  }, timeoutMs);
}

/** Selector of a figure that hydrates (a figure root inside an Astro island). */
export const ISLAND_FIGURE = 'astro-island [data-figure]';

/**
 * Waits until every island figure says data-hydrated="true", scrolling each one that has not yet
 * into view (a quick scroll can pass an island before its visibility observer fires). Returns the
 * names of those that did not hydrate within the timeout (empty when all did).
 */
export async function waitForHydration(page, timeoutMs = STATE_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  const figures = page.locator(ISLAND_FIGURE);
  const count = await figures.count();
  const missing = [];
  for (let i = 0; i < count; i += 1) {
    const figure = figures.nth(i);
    if ((await figure.getAttribute('data-hydrated')) === 'true') continue;
    await figure.scrollIntoViewIfNeeded().catch(() => {});
    try {
      await figure
        .page()
        .waitForFunction(
          ([selector, index]) =>
            document.querySelectorAll(selector)[index]?.getAttribute('data-hydrated') === 'true',
          [ISLAND_FIGURE, i],
          { timeout: Math.max(1, deadline - Date.now()), polling: 100 },
        );
    } catch {
      missing.push(await figure.getAttribute('data-figure'));
    }
  }
  if (count > 0) await page.evaluate(() => window.scrollTo(0, 0));
  return missing;
}

/**
 * Waits for the network to go quiet (Playwright's "networkidle": no request for 500 ms), without
 * failing the gate if a long poll keeps it busy; the gates' own checks report such a page.
 */
export async function settle(page, timeoutMs = STATE_TIMEOUT_MS) {
  try {
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
  } catch {
    // a page that never idles is reported by the gates' own checks
  }
}

/**
 * In the page: what a key press on a handle can change — its accessible name and value, where its
 * point is drawn, and its figure's data-state and data-case — as { key, x, y }. Given `before`, it first
 * waits until one of those differs from `before` ({ changed: true }) or until two frames were
 * drawn without a change ({ changed: false }: a handle at the end of its range, or one that only
 * moves along the other axis). Frames, not milliseconds: the kit applies a key press in the key
 * event itself (a discrete React update), so by the first frame after Playwright's press returned
 * the change is in the DOM, however slow the machine.
 */
export async function observeHandle(handle, before) {
  const read = () => {
    // Where the point is: the centre of the kit's hit area (a circle centred on the point), not of
    // the whole handle, whose box also holds its label ("C0 = C1" while two points coincide).
    const box = (handle.querySelector('.kit-handle-hit') ?? handle).getBoundingClientRect();
    const figure = handle.closest('[data-figure]');
    const key = [
      ...['aria-label', 'aria-valuenow', 'aria-valuetext'].map((name) => handle.getAttribute(name)),
      figure?.getAttribute('data-state'),
      figure?.getAttribute('data-case'),
    ].join('|');
    return { key, x: box.left + box.width / 2, y: box.top + box.height / 2 };
  };
  if (!before) return read();
  for (let frames = 0; ; frames += 1) {
    const now = read();
    const moved = Math.abs(now.x - before.x) >= 0.5 || Math.abs(now.y - before.y) >= 0.5;
    if (now.key !== before.key || moved) return { ...now, changed: true };
    if (frames >= 2) return { ...now, changed: false };
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * Presses `key` on the focused handle (a Locator or ElementHandle) and waits until the press took
 * effect (observeHandle); returns { before, after, changed } with the handle's centres in pixels.
 */
export async function pressOnHandle(page, handle, key) {
  const before = await handle.evaluate(observeHandle);
  await page.keyboard.press(key);
  const after = await handle.evaluate(observeHandle, before);
  return { before, after, changed: after.changed };
}
