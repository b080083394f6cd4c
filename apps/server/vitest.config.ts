import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    // Also the tests of the scripts `npm start` runs (scripts/lib): Node code, like the server's.
    include: ['src/**/*.test.ts', '../../scripts/lib/**/*.test.mjs'],
    // Migrates once per engine (a PGlite dump, a PostgreSQL template), so each test file starts from a copy.
    globalSetup: ['src/testing/global-setup.ts'],
    // Test files share a worker's module cache instead of re-importing Fastify, PGlite and the contract each time:
    // about half the run time. Safe while no test mocks modules or changes globals; each file has its own database.
    isolate: false,
    // A timeout is for a test that hangs: beside the story tests on two cores, a 2 s test has taken 20 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // `expect.poll` waits for an event (a payment settled, a mail sent): Vitest's default second is a speed limit a
    // loaded machine misses. The test's own timeout still ends a wait that never ends.
    expect: { poll: { timeout: 30_000 } },
    // A group of its own: this project runs one file at a time (it does not extend the root's maxWorkers), and Vitest
    // 5 refuses one run of projects with different maxWorkers in one group (`pnpm test:changed` runs them together).
    sequence: { groupOrder: 1 },
  },
});
