import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRefs } from '../contract/resolve-refs.ts';
import { loadSpecification } from '../contract/specification.ts';
import type { FirmConfig } from '../config/firm.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { bearer } from '../testing/builders/users.ts';

const firm: FirmConfig = {
  demo: false,
  name: 'Example Crowd Ltd',
  companyNumber: '12345678',
  registeredOffice: '2 Test Lane, Leeds LS1 1AA',
  regulatorStatus: 'Authorised and regulated by the Financial Conduct Authority (FRN 123456).',
  legalPages: {
    terms: 'The terms.',
    privacy: 'The privacy notice.',
    risk: 'The risks.',
    complaints: 'How to complain: write to {supportEmail}.',
  },
};

// Configuration only: one engine is enough.
describe('GET /api/settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      supportEmail: 'help@keystone.example',
      firm,
      map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', tileAttribution: '© Example tiles' },
      geocoderUrl: 'https://geocoder.example/search',
    });
  });
  afterAll(() => t.close());

  it("answers the support address, the firm's details and its pages' texts from the configuration, to anyone", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      supportEmail: 'help@keystone.example',
      demo: false,
      firm: {
        name: 'Example Crowd Ltd',
        companyNumber: '12345678',
        registeredOffice: '2 Test Lane, Leeds LS1 1AA',
        regulatorStatus: 'Authorised and regulated by the Financial Conduct Authority (FRN 123456).',
      },
      legalPages: {
        terms: 'The terms.',
        privacy: 'The privacy notice.',
        risk: 'The risks.',
        // Issue 32: the pages name the support address, filled in from SUPPORT_EMAIL, its one source.
        complaints: 'How to complain: write to help@keystone.example.',
      },
      map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', tileAttribution: '© Example tiles', geocoding: true },
    });
  });

  it("sends, on every request, the bytes the contract's serializer writes for the settings", async () => {
    // The answer is written once and kept (settings/routes.ts): the kept bytes must be what a route declaring the
    // contract's schema for this answer would write, so the contract still decides what leaves.
    const { document } = await loadSpecification(t.config.specificationPath);
    const paths = document.paths as Record<string, { get: { responses: Record<string, unknown> } }>;
    const ok = resolveRefs(paths['/settings']?.get.responses['200'], document) as {
      content: { 'application/json': { schema: object } };
    };
    const yardstick = Fastify();
    yardstick.get('/', { schema: { response: { 200: ok.content['application/json'].schema } } }, async () =>
      JSON.parse((await t.app.inject({ method: 'GET', url: '/api/settings' })).body),
    );
    const written = (await yardstick.inject({ method: 'GET', url: '/' })).body;
    await yardstick.close();

    const first = await t.app.inject({ method: 'GET', url: '/api/settings' });
    const second = await t.app.inject({ method: 'GET', url: '/api/settings' });

    expect(first.body).toBe(written);
    expect(second.body).toBe(written);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('ignores a bearer token, even a bad one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer('not-a-token') });

    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/settings without a map configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers no tile server and no geocoding, so the portal draws its own outline and takes typed coordinates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });

    expect(response.json().map).toEqual({ tileUrl: null, tileAttribution: null, geocoding: false });
  });

  it("says the firm's details are a demonstration when FIRM_* are unset, so the portal marks them", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });

    expect(response.json()).toMatchObject({ demo: true, firm: { companyNumber: '00000000' } });
  });
});
