// Stops build and tests with a clear message when the Node that package.json pins (the `node`
// devDependency) is not the one running. `npm run …` puts node_modules/.bin — where that package
// installs its Node binary — first on PATH. An install with --ignore-scripts leaves the binary
// out, and calling a tool's binary directly uses the system Node; either way current Astro and
// Vitest would fail later with confusing errors, so fail here instead.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pinned = manifest.devDependencies?.node ?? '';
const pinnedMajor = Number(/\d+/.exec(pinned)?.[0]);
const runningMajor = Number(process.versions.node.split('.')[0]);

if (!Number.isFinite(pinnedMajor) || runningMajor !== pinnedMajor) {
  console.error(
    [
      '',
      `This project runs on Node ${pinnedMajor} (the "node" devDependency, ${pinned}), ` +
        `but Node ${process.versions.node} is running.`,
      'Fix: run `npm install` (without --ignore-scripts) so node_modules/.bin/node exists, then',
      'use the npm scripts (`npm start`, `npm test`, `npm run build`): they put it first on PATH.',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
