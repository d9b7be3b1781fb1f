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
 * Scrolls the whole page down one viewport at a time, pausing at each step so client:visible
 * islands in view start hydrating, then back to the top. No clicks, no keys: scrolling is how a
 * reader sees the page, not an interaction with a figure.
 */
export async function scrollThrough(page) {
  await page.evaluate(async () => {
    const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await pause(60);
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause(60);
    window.scrollTo(0, 0);
  });
}

/** Selector of a figure that hydrates (a figure root inside an Astro island). */
export const ISLAND_FIGURE = 'astro-island [data-figure]';

/**
 * Waits until every island figure says data-hydrated="true", scrolling each one that has not yet
 * into view (a quick scroll can pass an island before its visibility observer fires). Returns the
 * names of those that did not hydrate within the timeout (empty when all did).
 */
export async function waitForHydration(page, timeoutMs = 15_000) {
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

/** Waits for the network to go quiet, without failing the gate if a long poll keeps it busy. */
export async function settle(page, timeoutMs = 5_000) {
  try {
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
  } catch {
    // a page that never idles is reported by the gates' own checks
  }
}
