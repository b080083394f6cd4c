import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorCatalogue } from '@keystone/api/errors';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../config/config.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { fuzzCallers } from '../testing/fuzz/fuzz-callers.ts';
import { requestArbitrary } from '../testing/fuzz/request-arbitrary.ts';
import { loadSpecification } from './specification.ts';

/**
 * Issue 8: bad input never answers 5xx, and every error has the one Error shape. Requests are generated from the
 * contract for every operation the build implements, valid and hostile mixed; a new seed each run (fast-check
 * prints it with the shrunk request when a run fails, to replay it with `{ seed, path }`).
 */
const casesPerEngine = 2400;

const { operations } = await loadSpecification(path.join(findRepoRoot(), 'openapi.yaml'));

function expectErrorShape(response: LightMyRequestResponse): void {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  const known = ['errorCode', 'message', 'fieldErrors', 'retryAfterSeconds'];
  expect(Object.keys(body).filter((key) => !known.includes(key))).toEqual([]);
  expect(Object.keys(errorCatalogue)).toContain(String(body.errorCode));
  expect(body.message).toEqual(expect.any(String));
  if ('fieldErrors' in body) {
    expect(body.fieldErrors).toEqual(expect.any(Array));
    for (const fieldError of body.fieldErrors as unknown[]) {
      expect(fieldError).toEqual({ field: expect.any(String), message: expect.any(String) });
      expect(Object.keys(fieldError as object).sort()).toEqual(['field', 'message']);
    }
  }
  // Only a rate limit says when to come back, and says it in the header too.
  if ('retryAfterSeconds' in body) {
    expect(body.errorCode).toBe(20);
    expect(body.retryAfterSeconds).toBe(Number(response.headers['retry-after']));
  }
}

describe.each(testEngines)('requests generated from the contract on %s', async (engine) => {
  // Uploads land in a folder of this run's own.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'keystone-fuzz-'));
  // The cases are listed from what the app builds, so the app is built while the suite is collected.
  // The geocoder is a stand-in (the fuzz reaches no network): what the route does with its answer is under test.
  const t = await createTestApp(engine, { dataDir }, { providers: { geocoder: { search: async () => [] } } });
  // An event stream stays open as long as its caller is there, which inject waits out: its refusals and its events
  // are tested over a real connection (notifications/notification-stream.test.ts).
  const streams = new Set(['streamNotifications']);
  const built = operations.filter(
    (operation) => t.app.builtOperations.includes(operation.operationId) && !streams.has(operation.operationId),
  );
  const headersFor = await fuzzCallers(t.database.db, t.config.jwtSecret);
  const runsPerOperation = Math.ceil(casesPerEngine / built.length);
  const statuses = new Map<number, number>();
  const answeredSuccess = new Set<string>();

  afterAll(async () => {
    const cases = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    // An operation never answered 2xx was only probed at its door (behind a one-time token nobody can guess, say).
    const neverSucceeded = built.map(({ operationId }) => operationId).filter((id) => !answeredSuccess.has(id));
    console.info(
      `contract fuzz on ${engine}: ${cases} requests, ${serverErrors} answered 5xx (${histogram.join(', ')}); ` +
        `never 2xx: ${neverSucceeded.join(', ') || 'none'}`,
    );
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each(built.map((operation) => [operation.operationId, operation] as const))(
    '%s answers below 500, every error in the Error shape',
    async (_operationId, operation) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation), async ({ caller, ...request }) => {
          const response = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...request.headers, ...(await headersFor(caller)) },
            remoteAddress: request.remoteAddress,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode < 300) answeredSuccess.add(operation.operationId);

          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) expectErrorShape(response);
        }),
        { numRuns: runsPerOperation },
      );
    },
    120_000,
  );
});
