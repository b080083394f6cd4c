import { defineConfig } from 'vitest/config';

// End-to-end: the built portal served by the real server on a fresh embedded database, driven in Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // The halves run side by side (scripts/test.sh): on a busy two-core machine a KYC journey took over 60 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // `expect.poll` waits for what a page shows: Vitest's default second is a speed limit a loaded machine misses.
    expect: { poll: { timeout: 30_000 } },
    fileParallelism: false,
  },
});
