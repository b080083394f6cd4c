import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { bearer } from '../testing/test-users.ts';

// Configuration only: one engine is enough.
describe('GET /api/settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', { supportEmail: 'help@keystone.example' });
  });
  afterAll(() => t.close());

  it('answers the support address from the configuration, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ supportEmail: 'help@keystone.example' });
  });

  it('ignores a bearer token, even a bad one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer('not-a-token') });

    expect(response.statusCode).toBe(200);
  });
});
