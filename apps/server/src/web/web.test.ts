import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { tileImageSource } from './security-headers.ts';

// Static serving does not touch the database: one engine is enough.
describe('the built portal and Storybook', () => {
  let folder: string;
  let t: TestApp;
  const page = '<!doctype html><title>Keystone portal</title>';
  const script = 'console.log("portal")';

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'keystone-built-apps-'));
    const portalDist = path.join(folder, 'portal');
    const storybookDist = path.join(folder, 'storybook');
    await mkdir(path.join(portalDist, 'assets'), { recursive: true });
    await writeFile(path.join(portalDist, 'index.html'), page);
    await writeFile(path.join(portalDist, 'assets', 'index-abc123.js'), script);
    // What the portal's build writes beside each text file (apps/portal/build/precompress.ts).
    for (const [file, content] of [
      ['index.html', page],
      [path.join('assets', 'index-abc123.js'), script],
    ] as const) {
      await writeFile(path.join(portalDist, `${file}.br`), brotliCompressSync(content));
      await writeFile(path.join(portalDist, `${file}.gz`), gzipSync(content));
    }
    await mkdir(storybookDist, { recursive: true });
    await writeFile(path.join(storybookDist, 'index.html'), '<!doctype html><title>Keystone Storybook</title>');
    t = await createTestApp('pglite', { portalDist, storybookDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  it('serves index.html at /', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: html });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Keystone portal');
  });

  it('falls back to index.html for a client-side route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/platform/dashboard?filter=MONTH', headers: html });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Keystone portal');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache life', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  describe('compressed as the build left them', () => {
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

    it.each([
      ['br, gzip, deflate', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const)('answers a script asked for with Accept-Encoding %j in %s', async (acceptEncoding, encoding) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': acceptEncoding },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoders[encoding](response.rawPayload).toString()).toBe(script);
    });

    it('answers a script as it is to a client that accepts no encoding', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });

      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(script);
    });

    it.each(['/', '/platform/kyc'])('answers the page at %s compressed and never cached unchecked', async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { ...html, 'accept-encoding': 'br' } });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    });
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorCode: 42, message: 'Not found' });
  });

  it('never answers /api/* with the page, even to a browser', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: html });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ errorCode: 42, message: 'Not found' });
  });

  it('does not fall back for other methods', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/platform/dashboard', headers: html });

    expect(response.statusCode).toBe(404);
  });

  it('serves Storybook at /storybook/ with its own framing policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/storybook/', headers: html });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Keystone Storybook');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('redirects /storybook to /storybook/', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/storybook' });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/storybook/');
  });

  it.each(['/', '/api/user'])('sends the security headers on %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: html });
    const csp = String(response.headers['content-security-policy']);

    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('without built apps', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers / with 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorCode: 42, message: 'Not found' });
  });
});

describe('the map tile server in the portal policy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      map: { tileUrl: 'http://tiles.intranet.example:8080/{z}/{x}/{y}.png', tileAttribution: null },
    });
  });
  afterAll(() => t.close());

  it("lets images come from a plain-http MAP_TILE_URL's origin, and from no other http origin", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    const imgSrc = /img-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];

    expect(imgSrc?.split(' ')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://tiles.intranet.example:8080']);
  });

  it.each([
    ['http://tiles.example.org/{z}/{x}/{y}.png', 'http://tiles.example.org'],
    ['http://{s}.Tiles.example.org:8080/{z}/{x}/{y}.png', 'http://*.tiles.example.org:8080'],
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', undefined],
    ['/tiles/{z}/{x}/{y}.png', undefined],
    ['http://tiles.example.org;script-src *', undefined],
    [null, undefined],
  ])('takes %s as the image source %s', (tileUrl, source) => {
    expect(tileImageSource(tileUrl)).toBe(source);
  });
});
