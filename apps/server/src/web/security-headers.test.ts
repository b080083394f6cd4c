import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Every header an answer carries, written out in full: the block is built once at start, and this proves it is still
// the whole set, value for value, on answers of every kind (a read, a refusal, a page, an asset, Storybook).
const portalPolicy =
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data: blob: https:;font-src 'self' data:;connect-src 'self';frame-src 'self' blob:;" +
  "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";
const everyAnswer = {
  'content-security-policy': portalPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const json = { 'content-type': 'application/json; charset=utf-8', vary: 'Accept-Encoding' };

/** The headers of an answer, without those that change from one answer to the next. */
function constantHeaders(headers: Record<string, unknown>) {
  const { date, connection, 'content-length': length, 'x-request-id': requestId, ...rest } = headers;
  expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(date).toBeDefined();
  void connection;
  void length;
  return rest;
}

describe('the headers of every answer in production', () => {
  let folder: string;
  let t: TestApp;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'keystone-headers-'));
    const portalDist = path.join(folder, 'portal');
    const storybookDist = path.join(folder, 'storybook');
    await mkdir(path.join(portalDist, 'assets'), { recursive: true });
    await writeFile(path.join(portalDist, 'index.html'), '<!doctype html><title>Keystone portal</title>');
    await writeFile(path.join(portalDist, 'assets', 'index-abc123.js'), 'console.log("portal")');
    await mkdir(storybookDist, { recursive: true });
    await writeFile(path.join(storybookDist, 'index.html'), '<!doctype html><title>Keystone Storybook</title>');
    t = await createTestApp('pglite', { environment: 'production', portalDist, storybookDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it.each([
    ['a public read', 'GET', '/api/settings', { ...everyAnswer, ...json }],
    ['a refusal (no sign-in)', 'GET', '/api/user', { ...everyAnswer, ...json }],
    ['an unknown call', 'GET', '/api/unknown', { ...everyAnswer, ...json }],
    ['a refused body', 'POST', '/api/auth/login', { ...everyAnswer, ...json }],
  ] as const)('%s (%s %s)', async (_what, method, url, expected) => {
    const response = await t.app.inject({ method, url, payload: method === 'POST' ? { email: 1 } : undefined });

    expect(constantHeaders(response.headers)).toEqual(expected);
  });

  it('the portal page and its assets', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/platform/dashboard', headers: { accept: 'text/html' } });
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });

    expect(constantHeaders(page.headers)).toEqual({
      ...everyAnswer,
      'accept-ranges': 'bytes',
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
      etag: expect.any(String),
      'last-modified': expect.any(String),
      vary: 'accept-encoding',
    });
    expect(constantHeaders(asset.headers)).toEqual({
      ...everyAnswer,
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': 'application/javascript; charset=utf-8',
      etag: expect.any(String),
      'last-modified': expect.any(String),
      vary: 'accept-encoding',
    });
  });

  it('Storybook, with its own policy and framing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/storybook/', headers: { accept: 'text/html' } });

    expect(constantHeaders(response.headers)).toEqual({
      ...everyAnswer,
      'content-security-policy': expect.stringContaining("script-src 'self' 'unsafe-inline' 'unsafe-eval'"),
      'x-frame-options': 'SAMEORIGIN',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=0',
      'content-type': 'text/html; charset=utf-8',
      etag: expect.any(String),
      'last-modified': expect.any(String),
    });
  });

  it('a request id of its own on every answer, never the one a client sends', async () => {
    const sent = '00000000-0000-4000-8000-000000000000';
    const first = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { 'x-request-id': sent } });
    const second = await t.app.inject({ method: 'GET', url: '/api/settings' });

    expect(first.headers['x-request-id']).not.toBe(sent);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('outside production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('sends the same block without HSTS, which means nothing without TLS', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    const { 'strict-transport-security': hsts, ...rest } = everyAnswer;

    expect(hsts).toBeDefined();
    expect(constantHeaders(response.headers)).toEqual({ ...rest, ...json });
  });
});
