import { createApiClient, type User } from '@keystone/api';
import { AUTO_INVEST_MESSAGES } from '@keystone/flows/auto-invest';
import { PLEDGE_MESSAGES } from '@keystone/flows/pledge';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAutoInvest,
  demoAutoInvestAllocations,
  demoAutoInvestRules,
  demoProjects,
  demoUsers,
} from '../fixtures/index.ts';
import { handlerList } from './handlers.ts';
import { forgetMockMemory } from './mock-memory.ts';
import { MOCK_SMS_CODE } from './mock-values.ts';
import { mockTokenFor } from './session.ts';

const server = setupServer(...handlerList);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => forgetMockMemory());

const client = (user: User) =>
  createApiClient({ baseUrl: 'http://localhost:3000/api', getToken: () => mockTokenFor(user) });
const olivia = client(demoUsers.approvedInvestor);
const oliver = client(demoUsers.coInvestor);
const james = client(demoUsers.kycNotStartedInvestor);
const admin = client(demoUsers.admin);
const signature = { signatureBase64: 'data:image/png;base64,iVBORw0KGgo=', smsCode: MOCK_SMS_CODE };

describe('the auto-invest mocks answer by flows’ rules and the contract’s codes', () => {
  it('answer Olivia’s authority and history, and Oliver none', async () => {
    expect((await olivia.GET('/auto-invest')).data).toEqual(demoAutoInvest);
    expect((await oliver.GET('/auto-invest')).data).toEqual({ authority: null, moneyWaitingPence: 0 });
    const page = (await olivia.GET('/auto-invest/allocations', { params: { query: { limit: 3, offset: 3 } } })).data;
    expect(page).toEqual({ items: demoAutoInvestAllocations.slice(3, 6), count: demoAutoInvestAllocations.length });
    expect((await oliver.GET('/auto-invest/allocations')).data).toEqual({ items: [], count: 0 });
  });

  it('start and sign Oliver’s authority with the SMS code, then refuse a second start with code 65', async () => {
    const { data: startedAuthority } = await oliver.POST('/auto-invest/authorities', { body: demoAutoInvestRules });
    const path = { params: { path: { id: startedAuthority?.authorityId ?? 0 } } };
    const wrong = await oliver.PUT('/auto-invest/authorities/{id}', { ...path, body: { ...signature, smsCode: '0' } });
    const signed = await oliver.PUT('/auto-invest/authorities/{id}', { ...path, body: signature });
    const again = await oliver.POST('/auto-invest/authorities', { body: demoAutoInvestRules });
    const resend = await oliver.PUT('/auto-invest/authorities/{id}/send-sms', path);

    expect(wrong.error?.fieldErrors).toEqual([{ field: 'smsCode', message: PLEDGE_MESSAGES.smsCodeWrong }]);
    expect(signed.data?.authority).toMatchObject({ state: 'ACTIVE', rules: demoAutoInvestRules });
    expect([again.error?.errorCode, resend.error?.errorCode]).toEqual([65, 65]);
    expect((await olivia.PUT('/auto-invest/authorities/{id}/send-sms', path)).error?.errorCode).toBe(10);
  });

  it('refuse rules that break flows’ rules (400 code 2), an ISA not opened (54) and a gate not passed', async () => {
    const broken = await oliver.POST('/auto-invest/authorities', {
      body: { ...demoAutoInvestRules, amountPerProjectPence: 150, terms: [] },
    });
    const isa = await olivia.PUT('/auto-invest/rules', { body: { ...demoAutoInvestRules, source: 'ISA' } });
    const kyc = await james.POST('/auto-invest/authorities', { body: demoAutoInvestRules });

    expect(broken.error?.fieldErrors).toEqual([
      { field: 'amountPerProjectPence', message: AUTO_INVEST_MESSAGES.wholePounds },
      { field: 'terms', message: AUTO_INVEST_MESSAGES.termsRequired },
    ]);
    expect([isa.error?.errorCode, kyc.error?.errorCode]).toEqual([54, 15]);
  });

  it('pause, resume and end Olivia’s rules; once ended, a change or a state answers 64', async () => {
    const paused = await olivia.PUT('/auto-invest/state', { body: { state: 'PAUSED' } });
    const resumed = await olivia.PUT('/auto-invest/state', { body: { state: 'ACTIVE' } });
    const ended = await olivia.PUT('/auto-invest/state', { body: { state: 'ENDED' } });
    const change = await olivia.PUT('/auto-invest/rules', { body: demoAutoInvestRules });
    const none = await oliver.PUT('/auto-invest/state', { body: { state: 'PAUSED' } });

    expect([paused.data?.authority?.state, paused.data?.moneyWaitingPence]).toEqual(['PAUSED', 0]);
    expect(resumed.data).toEqual(demoAutoInvest);
    expect(ended.data?.authority?.endedAt).not.toBeNull();
    expect([change.error?.errorCode, none.error?.errorCode]).toEqual([64, 64]);
  });

  it('keep a project’s share within the platform’s maximum until it opens (66), for admins only', async () => {
    const waiting = { params: { path: { id: demoProjects.comingSoon.id } } };
    const opened = { params: { path: { id: demoProjects.availableToPledge.id } } };
    await admin.PUT('/auto-invest/settings', { body: { maxSharePercent: 30 } });
    const tooMuch = await admin.PUT('/projects/{id}/auto-invest', { ...waiting, body: { sharePercent: 31 } });
    const set = await admin.PUT('/projects/{id}/auto-invest', { ...waiting, body: { sharePercent: 30 } });
    const locked = await admin.PUT('/projects/{id}/auto-invest', { ...opened, body: { sharePercent: 10 } });
    const investor = await olivia.GET('/projects/{id}/auto-invest', waiting);

    expect(tooMuch.error?.fieldErrors).toEqual([
      { field: 'sharePercent', message: AUTO_INVEST_MESSAGES.shareAboveMaximum(30) },
    ]);
    expect(set.data).toMatchObject({ sharePercent: 30, maxSharePercent: 30, state: 'WAITING' });
    expect((await admin.GET('/projects/{id}/auto-invest', waiting)).data?.sharePercent).toBe(30);
    expect([locked.error?.errorCode, investor.error?.errorCode]).toEqual([66, 11]);
  });
});
