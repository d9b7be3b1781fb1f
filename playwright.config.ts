import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests on a real Chromium (Debian's package; Playwright's own download does not work on
 * these machines). `npm test` runs scripts/ensure-chromium.mjs first, which installs it or stops
 * with a clear message — the browser tests are never skipped.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4399);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Tests wait for states (auto-waiting assertions, `expect.poll`), never for fixed times, so these
  // limits are only ceilings: sized for CI's 2 cores with another process holding one of them,
  // where hydrating an article page can take several seconds. A fast machine never reaches them.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // `npm run preview` runs on the pinned Node; the build happens before Playwright starts.
    command: `npm run preview -- --port ${port} --host localhost --ignore-lock`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
