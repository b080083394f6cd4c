import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeocodedPlace, Geocoder } from '../providers/geocoder/geocoder.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';

const canalStreet: GeocodedPlace = { label: '12 Canal Street, Leeds', latitude: 53.7938, longitude: -1.5491 };

/** A geocoder that answers what a test sets and remembers what it was asked. */
function fakeGeocoder() {
  const asked: { address: string; limit: number }[] = [];
  let answer: () => Promise<GeocodedPlace[]> = async () => [canalStreet];
  const geocoder: Geocoder = {
    search: (address, limit) => {
      asked.push({ address, limit });
      return answer();
    },
  };
  return { geocoder, asked, answerWith: (next: () => Promise<GeocodedPlace[]>) => (answer = next) };
}

describe.each(testEngines)('GET /api/geocode on %s', (engine) => {
  let t: TestApp;
  let unconfigured: TestApp;
  const fake = fakeGeocoder();
  let adminHeaders: Record<string, string>;
  let investorHeaders: Record<string, string>;

  const geocode = (app: TestApp, address: string, headers: Record<string, string>) =>
    app.app.inject({ method: 'GET', url: '/api/geocode', query: { address }, headers });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { providers: { geocoder: fake.geocoder } });
    unconfigured = await createTestApp(engine);
    adminHeaders = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db, { role: 'ADMIN' })));
    investorHeaders = bearer(await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db)));
  });
  afterAll(async () => {
    await t.close();
    await unconfigured.close();
  });

  it("answers an admin the service's places for the address, at most five", async () => {
    fake.answerWith(async () => [canalStreet]);
    fake.asked.length = 0;

    const response = await geocode(t, '12 Canal Street, Leeds', adminHeaders);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([canalStreet]);
    expect(fake.asked).toEqual([{ address: '12 Canal Street, Leeds', limit: 5 }]);
  });

  it('answers an empty list when the service finds nothing', async () => {
    fake.answerWith(async () => []);

    const response = await geocode(t, 'Nowhere at all', adminHeaders);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses an investor with 403 code 11 without asking the service', async () => {
    fake.asked.length = 0;

    const response = await geocode(t, '12 Canal Street, Leeds', investorHeaders);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 11 });
    expect(fake.asked).toEqual([]);
  });

  it('answers 500 code 1 and logs the cause when the service fails', async () => {
    fake.answerWith(async () => {
      throw new Error('geocoder unreachable');
    });

    const response = await geocode(t, '12 Canal Street, Leeds', adminHeaders);

    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ errorCode: 1 });
    expect(JSON.stringify(t.logs.filter((line) => line.level === 50))).toContain('geocoder unreachable');
  });

  it('answers 501 code 21 when no geocoding service is configured', async () => {
    const admin = await insertTestUser(unconfigured.database.db, { role: 'ADMIN' });

    const response = await geocode(
      unconfigured,
      '12 Canal Street',
      bearer(await tokenFor(unconfigured.config.jwtSecret, admin)),
    );

    expect(response.statusCode).toBe(501);
    expect(response.json()).toMatchObject({ errorCode: 21 });
  });

  it.each(['L', '   ', ' L '])(
    'refuses the address %j, shorter than two characters once trimmed, with 400 code 2',
    async (address) => {
      fake.asked.length = 0;

      const response = await geocode(t, address, adminHeaders);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'address' }] });
      expect(fake.asked).toEqual([]);
    },
  );

  it('asks for the address without the spaces around it', async () => {
    fake.answerWith(async () => [canalStreet]);
    fake.asked.length = 0;

    await geocode(t, '  12 Canal Street  ', adminHeaders);

    expect(fake.asked).toEqual([{ address: '12 Canal Street', limit: 5 }]);
  });
});

describe('GET /api/geocode with GEOCODER_URL set', () => {
  let server: Server;
  let t: TestApp;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify([{ display_name: 'Canal Street, Leeds', lat: '53.7938', lon: '-1.5491' }]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const geocoderUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
    t = await createTestApp('pglite', { geocoderUrl });
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks the configured service and answers its places as numbers', async () => {
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/geocode?address=Canal%20Street',
      headers: bearer(await tokenFor(t.config.jwtSecret, admin)),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ label: 'Canal Street, Leeds', latitude: 53.7938, longitude: -1.5491 }]);
  });
});
