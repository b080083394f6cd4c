import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@keystone/api';
import { listOperations, loadOpenApiDocument } from '@keystone/api/contract';
import { demoPeople, demoProjectList, demoUsers } from '../fixtures/index.ts';
import { errorResponse } from './error-response.ts';
import { handlerList, handlers } from './handlers.ts';
import { createUsersMock } from './users.handlers.ts';
import { http } from './http.ts';
import { mockTokenFor, startMockSession } from './session.ts';
import { MOCK_EXPIRED_TICKET, MOCK_RECOVERY_CODES_LEFT, MOCK_TOTP_CODE } from './mock-values.ts';
import type { User } from '@keystone/api';

const server = setupServer(...handlerList);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // A mock sign-in starts the mock session cookie: the next test starts signed out.
  startMockSession(null);
});
afterAll(() => server.close());

const BASE_URL = 'http://localhost:3000/api';
const clientAs = (user: Pick<User, 'id' | 'role'> | null) =>
  createApiClient({ baseUrl: BASE_URL, getToken: () => (user ? mockTokenFor(user) : null) });

describe('mock handlers', () => {
  // Reading the contract (3,000 lines of YAML) took 5.8 s once beside the rest of the test command.
  it('mock every operation of the contract, keyed by its operationId', { timeout: 30_000 }, () => {
    const operationIds = listOperations(loadOpenApiDocument()).map((operation) => operation.operationId);
    expect(Object.keys(handlers).sort()).toEqual(operationIds.sort());
  });

  it('sign in a demo user with their demo password', async () => {
    const { data } = await clientAs(null).POST('/auth/login', {
      body: { email: demoUsers.approvedInvestor.email, password: demoPeople.approvedInvestor.password },
    });

    expect(data && 'user' in data ? data.user : data).toEqual(demoUsers.approvedInvestor);
    expect(data && 'token' in data ? data.token : data).toBe(mockTokenFor(demoUsers.approvedInvestor));
  });

  it('refuse a wrong password with code 7 and a NOT_ACTIVE user with code 19', async () => {
    const client = clientAs(null);
    const wrong = await client.POST('/auth/login', { body: { email: demoUsers.admin.email, password: 'nope' } });
    const inactive = await client.POST('/auth/login', {
      body: { email: demoUsers.notActiveInvestor.email, password: demoPeople.notActiveInvestor.password },
    });

    expect([wrong.response.status, wrong.error]).toEqual([
      401,
      { errorCode: 7, message: 'Incorrect Email or Password' },
    ]);
    expect([inactive.response.status, inactive.error?.errorCode]).toEqual([403, 19]);
  });

  it('keep a browser signed in by the mock session cookie from sign-in until sign-out', async () => {
    const browser = clientAs(null);
    await browser.POST('/auth/login', {
      body: { email: demoUsers.approvedInvestor.email, password: demoPeople.approvedInvestor.password },
    });

    expect((await browser.GET('/user')).data).toEqual(demoUsers.approvedInvestor);
    expect((await browser.POST('/auth/logout')).response.status).toBe(204);
    expect((await browser.GET('/user')).error?.errorCode).toBe(6);
  });

  it('ask a user with a second factor for it: a ticket, then the demo code signs in; a wrong code is 60', async () => {
    const browser = clientAs(null);
    const first = await browser.POST('/auth/login', {
      body: { email: demoUsers.admin.email, password: demoPeople.admin.password },
    });
    expect(first.response.status).toBe(202);
    const ticket = first.data && 'ticket' in first.data ? first.data.ticket : '';
    expect((await browser.GET('/user')).error?.errorCode).toBe(6);

    const wrong = await browser.POST('/auth/login/code', { body: { ticket, method: 'TOTP', code: '000000' } });
    const expired = await browser.POST('/auth/login/code', {
      body: { ticket: MOCK_EXPIRED_TICKET, method: 'TOTP', code: MOCK_TOTP_CODE },
    });
    const recovered = await browser.POST('/auth/login/code', {
      body: { ticket, method: 'RECOVERY_CODE', code: '7KQ2M-XD94T' },
    });
    expect([wrong.error?.errorCode, expired.error?.errorCode]).toEqual([60, 61]);
    expect(recovered.data?.recoveryCodesLeft).toBe(MOCK_RECOVERY_CODES_LEFT);

    expect((await browser.GET('/user')).data).toEqual(demoUsers.admin);
    expect((await browser.POST('/auth/logout')).response.status).toBe(204);
    expect((await browser.GET('/user')).error?.errorCode).toBe(6);
  });

  it('answer the signed-in user from the bearer token, and code 6 without one', async () => {
    const asCompany = await clientAs(demoUsers.companyInvestor).GET('/user');
    const anonymous = await clientAs(null).GET('/user');

    expect(asCompany.data).toEqual(demoUsers.companyInvestor);
    expect([anonymous.response.status, anonymous.error?.errorCode]).toEqual([401, 6]);
  });

  it('receive list parameters sent as repeated keys', async () => {
    const { data } = await clientAs(demoUsers.admin).GET('/projects', {
      params: { query: { status: ['COMING_SOON', 'AVAILABLE_TO_PLEDGE'] } },
    });

    const asked = demoProjectList.filter(({ status }) => status === 'COMING_SOON' || status === 'AVAILABLE_TO_PLEDGE');
    expect(new Set(data?.projects.map((project) => project.status))).toEqual(
      new Set(['AVAILABLE_TO_PLEDGE', 'COMING_SOON']),
    );
    expect(data?.count).toBe(asked.length);
    expect(asked.length).toBeLessThan(demoProjectList.length);
  });

  it('keep admin calls for admins (code 11 for an investor)', async () => {
    const { error, response } = await clientAs(demoUsers.approvedInvestor).GET('/users');

    expect([response.status, error?.errorCode]).toEqual([403, 11]);
  });

  it('let one handler be replaced by name, the others staying', async () => {
    const overridden = { ...handlers, getCurrentUser: http.get('/user', () => errorResponse(1)) };
    server.resetHandlers(...Object.values(overridden));
    const client = clientAs(demoUsers.admin);

    const user = await client.GET('/user');
    const dashboard = await client.GET('/dashboard/admin');

    expect([user.response.status, user.error]).toEqual([
      500,
      { errorCode: 1, message: 'Something went wrong. Please try again' },
    ]);
    expect(dashboard.data?.registeredUsers.periodValue).toBeGreaterThan(0);
  });
});

describe('createUsersMock', () => {
  it('keeps what an action changed, in the list and the profile, until reset', async () => {
    const users = createUsersMock(Object.values(demoUsers));
    server.use(...Object.values(users.handlers));
    const admin = clientAs(demoUsers.admin);
    const path = { params: { path: { id: demoUsers.approvedInvestor.id } } };

    await admin.PUT('/users/{id}/status/not-active', path);
    const { data } = await admin.GET('/users', { params: { query: { status: 'NOT_ACTIVE' } } });

    expect(data?.users.map((user) => user.email).sort()).toEqual(
      [demoUsers.approvedInvestor.email, demoUsers.notActiveInvestor.email].sort(),
    );
    expect((await admin.GET('/users/{id}', path)).data?.status).toBe('NOT_ACTIVE');
    users.reset();
    expect(users.user(demoUsers.approvedInvestor.id)?.status).toBe('ACTIVE');
  });

  it('leaves the default handlers answering from the demo people as they are', async () => {
    const admin = clientAs(demoUsers.admin);
    const path = { params: { path: { id: demoUsers.approvedInvestor.id } } };

    expect((await admin.PUT('/users/{id}/status/not-active', path)).data?.status).toBe('NOT_ACTIVE');
    expect((await admin.GET('/users/{id}', path)).data?.status).toBe('ACTIVE');
  });
});

describe('errorResponse', () => {
  it("uses the catalogue's message and status", async () => {
    const response = errorResponse(12);

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ errorCode: 12, message: 'User already exists' });
  });

  it('takes field errors and an explicit status', async () => {
    const response = errorResponse(8, { status: 400, fieldErrors: [{ field: 'token', message: 'Invalid token' }] });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errorCode: 8,
      message: 'Invalid token',
      fieldErrors: [{ field: 'token', message: 'Invalid token' }],
    });
  });

  it('answer the FAQ to visitors, and refuse an unknown FAQ id with code 10 as the server does', async () => {
    const visitor = await clientAs(null).GET('/marketing/faq', { params: { query: { searchTerm: 'FSCS' } } });
    expect(visitor.data?.faqs.map((faq) => faq.question)).toEqual(['Is my capital protected?']);

    const admin = clientAs(demoUsers.admin);
    const body = { id: 2147483647, category: 'PAYMENT' as const, question: 'Q?', answer: 'A.' };
    const saved = await admin.POST('/marketing/faq', { body });
    const deleted = await admin.DELETE('/marketing/faq/{id}', { params: { path: { id: 2147483647 } } });
    expect([saved.response.status, saved.error?.errorCode]).toEqual([403, 10]);
    expect([deleted.response.status, deleted.error?.errorCode]).toEqual([403, 10]);
  });
});
