import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNominatimGeocoder, placesFrom } from './nominatim-geocoder.ts';

/** What a Nominatim server answers for `format=jsonv2`: coordinates as strings, among other fields. */
const leedsAnswer = [
  {
    place_id: 1,
    display_name: '12, Canal Street, Leeds, West Yorkshire, England, LS12 2AL, United Kingdom',
    lat: '53.7938123',
    lon: '-1.5491456',
    category: 'building',
  },
  { place_id: 2, display_name: 'Canal Street, Manchester, England', lat: '53.4772', lon: '-2.2353' },
];

describe('the Nominatim-compatible geocoder over HTTP', () => {
  let server: Server;
  let url: string;
  let answer: { status: number; body: unknown; silent?: boolean };
  let asked: { url: string; headers: IncomingHttpHeaders }[];

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push({ url: request.url ?? '', headers: request.headers });
      const reply = () => {
        if (response.destroyed) return;
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      };
      // Silent: no answer at all (the connection is closed after the test), so the client's timeout decides,
      // however slow the machine: a late answer could beat a timeout a stalled event loop fired late.
      if (!answer.silent) reply();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    answer = { status: 200, body: leedsAnswer };
    asked = [];
  });

  const geocoder = (timeoutMs = 2_000) =>
    createNominatimGeocoder({ url, userAgent: 'Keystone test (support@keystone.example)', timeoutMs });

  it('asks with the address, jsonv2 and the limit, saying who it is, and maps the places it answers', async () => {
    const places = await geocoder().search('12 Canal Street, Leeds & Co', 5);

    expect(places).toEqual([
      {
        label: '12, Canal Street, Leeds, West Yorkshire, England, LS12 2AL, United Kingdom',
        latitude: 53.7938123,
        longitude: -1.5491456,
      },
      { label: 'Canal Street, Manchester, England', latitude: 53.4772, longitude: -2.2353 },
    ]);
    expect(asked).toHaveLength(1);
    const request = new URL(asked[0]!.url, 'http://geocoder.test');
    expect(request.pathname).toBe('/search');
    expect(Object.fromEntries(request.searchParams)).toEqual({
      q: '12 Canal Street, Leeds & Co',
      format: 'jsonv2',
      limit: '5',
    });
    expect(asked[0]!.headers['user-agent']).toBe('Keystone test (support@keystone.example)');
  });

  it('keeps no more places than the limit', async () => {
    answer = { status: 200, body: [...leedsAnswer, ...leedsAnswer, ...leedsAnswer] };

    expect(await geocoder().search('Canal Street', 5)).toHaveLength(5);
  });

  it('rejects when the service answers an error status', async () => {
    answer = { status: 503, body: { error: 'busy' } };

    await expect(geocoder().search('Canal Street', 5)).rejects.toThrow('HTTP 503');
  });

  it('gives up after its timeout', async () => {
    answer = { status: 200, body: leedsAnswer, silent: true };

    await expect(geocoder(100).search('Canal Street', 5)).rejects.toThrow();
  });

  it('refuses a GEOCODER_URL that is not an absolute http(s) URL at once', () => {
    for (const bad of ['nominatim.example/search', 'ftp://nominatim.example/search']) {
      expect(() => createNominatimGeocoder({ url: bad, userAgent: 'x', timeoutMs: 1 })).toThrow(/GEOCODER_URL/);
    }
  });
});

describe('placesFrom', () => {
  it('drops places without a name or with coordinates off the globe, and refuses an answer that is not a list', () => {
    expect(
      placesFrom([
        { display_name: 'Nowhere', lat: '95', lon: '0' },
        { display_name: '', lat: '51.5', lon: '-0.1' },
        { display_name: 'No coordinates' },
        { display_name: 'Bad number', lat: 'north', lon: '-0.1' },
        { display_name: ' London ', lat: '51.5072', lon: '-0.1276' },
      ]),
    ).toEqual([{ label: 'London', latitude: 51.5072, longitude: -0.1276 }]);
    expect(() => placesFrom({ error: 'Unable to geocode' })).toThrow();
  });
});
