import { defineConfig } from 'vitest/config';

// End-to-end: the built portal served by the real server on a fresh embedded database, driven in Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // A bound that only catches a hang: the halves run side by side (scripts/test.sh), and at a load of 30 the
    // consumer journey (KYC, a day's cooling-off, a pledge) ran past 120 s.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // `expect.poll` waits for what a page shows: Vitest's default second is a speed limit a loaded machine misses.
    expect: { poll: { timeout: 30_000 } },
    fileParallelism: false,
  },
});
