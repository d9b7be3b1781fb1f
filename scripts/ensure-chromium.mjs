// Makes sure a real Chromium is there for the browser tests, and says exactly what to do if not.
// Playwright's own browser download does not work on these machines; Debian's `chromium` package
// does. Browser tests are never skipped: without Chromium this exits non-zero.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && existsSync('/usr/bin/apt-get');
}

if (!existsSync(chromiumPath)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH is set to ${chromiumPath}, but there is no file there.`);
    process.exit(1);
  }
  if (!canInstallWithApt()) {
    console.error(
      `\nThe browser tests need Chromium at ${chromiumPath} and this machine cannot install it ` +
        `automatically (that needs root and apt-get).\n` +
        `Install it, e.g. on Debian/Ubuntu: sudo apt-get install -y chromium\n` +
        `or point CHROMIUM_PATH at an existing Chromium or Chrome binary, then run npm test again.\n`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package (about a minute)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing.`);
    process.exit(1);
  }
}
console.log(`Chromium: ${chromiumPath}`);
