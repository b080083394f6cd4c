import { createApiClient } from '@keystone/api';
import { PLEDGE_MESSAGES } from '@keystone/flows/pledge';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCollectionAccount, demoProjects, demoUsers } from '../fixtures/index.ts';
import { handlerList } from './handlers.ts';
import { MOCK_SMS_CODE } from './mock-values.ts';
import { mockTokenFor } from './session.ts';

const server = setupServer(...handlerList);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const investor = demoUsers.approvedInvestor;
const api = createApiClient({ baseUrl: 'http://localhost:3000/api', getToken: () => mockTokenFor(investor) });
const project = demoProjects.availableToPledge;
const shortRemainingPence = project.shortFundingTargetPence - project.shortFundedSumPence;

describe('the pledge mocks answer by flows’ rules', () => {
  it('answer the limits and the words of the amount rules', async () => {
    const { data } = await api.GET('/pledges/valid-pledge-sum', {
      params: { query: { projectId: project.id, shortAmountPence: 1_000, longAmountPence: 0 } },
    });

    expect(data).toMatchObject({
      valid: false,
      limits: { shortMinimumPence: project.shortFundingMinimumPence, shortRemainingPence },
      fieldErrors: [{ field: 'shortAmountPence', message: PLEDGE_MESSAGES.belowMinimum }],
    });
  });

  it('refuse a project that is not open for pledges with code 17, as the server does', async () => {
    const { error } = await api.GET('/pledges/valid-pledge-sum', {
      params: { query: { projectId: demoProjects.comingSoon.id, shortAmountPence: 0, longAmountPence: 0 } },
    });

    expect(error?.errorCode).toBe(17);
  });

  it('refuse a strategy the term does not offer', async () => {
    const { error } = await api.POST('/pledges', {
      body: { projectId: project.id, investStrategy: 'SHARIA', shortAmountPence: 100_000, longAmountPence: 0 },
    });

    expect(error?.fieldErrors).toEqual([{ field: 'investStrategy', message: PLEDGE_MESSAGES.strategyNotOffered }]);
  });

  it('finish the pledge that was started, by bank transfer into the sandbox account', async () => {
    const started = await api.POST('/pledges', {
      body: { projectId: project.id, investStrategy: 'DEBT', shortAmountPence: 200_000, longAmountPence: 0 },
    });
    const pledgeId = started.data?.pledgeId ?? 0;
    const finished = await api.PUT('/pledges/{id}', {
      params: { path: { id: pledgeId } },
      body: { source: 'BANK_TRANSFER', signatureBase64: 'iVBORw0KGgo=', smsCode: MOCK_SMS_CODE },
    });

    expect(finished.data).toMatchObject({
      pledgeId,
      sumPence: 200_000,
      ...demoCollectionAccount,
      investments: [{ term: 'SHORT', amountPence: 200_000, status: 'PENDING' }],
    });
  });

  it('refuse a wrong code with the server’s words', async () => {
    const { error } = await api.PUT('/pledges/{id}', {
      params: { path: { id: 1 } },
      body: { source: 'E_WALLET', signatureBase64: 'iVBORw0KGgo=', smsCode: '000000' },
    });

    expect(error?.fieldErrors).toEqual([{ field: 'smsCode', message: PLEDGE_MESSAGES.smsCodeWrong }]);
  });
});
