import { defineConfig } from 'vitest/config';

/**
 * No unit or property test may fail because the machine is slow or busy. The property tests run
 * 10,000 cases each against exact BigInt references: a few seconds on an idle machine, several
 * times that on CI's 2 cores when another process holds one of them and Vitest runs two files at
 * once. They are CPU-bound and always terminate, so a wall-clock limit can only turn a slow
 * machine into a red run; the limit below exists only to end a test that waits on something
 * forever (a child process, a promise), and is sized far above any run seen on the slowest
 * machine.
 */
const HANG_LIMIT_MS = 10 * 60_000;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    reporters: ['default'],
    testTimeout: HANG_LIMIT_MS,
    hookTimeout: HANG_LIMIT_MS,
  },
});
