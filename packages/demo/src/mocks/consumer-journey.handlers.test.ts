import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type User } from '@keystone/api';
import { demoUsers } from '../fixtures/index.ts';
import { handlerList } from './handlers.ts';
import { mockTokenFor } from './session.ts';

const server = setupServer(...handlerList);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const clientOf = (user: Pick<User, 'id' | 'role'>) =>
  createApiClient({ baseUrl: 'http://localhost/api', getToken: () => mockTokenFor(user) });

describe('the consumer journey mock', () => {
  it('lets the approved demo investor invest, as the seed does', async () => {
    const { data } = await clientOf(demoUsers.approvedInvestor).GET('/consumer-journey');
    expect(data).toEqual({ step: 'MAY_INVEST' });
  });

  it('starts a newcomer at the warning, and their Continue starts a 24-hour cooling-off that refuses a pledge', async () => {
    const api = clientOf(demoUsers.kycNotStartedInvestor);
    expect((await api.GET('/consumer-journey')).data).toEqual({ step: 'PERSONALISED_WARNING' });
    const { data } = await api.POST('/consumer-journey/events', {
      body: { step: 'PERSONALISED_WARNING', action: 'CONTINUE', textVersion: 'personalised-warning.v1' },
    });
    expect(data?.step).toBe('COOLING_OFF');
    const refused = await api.POST('/consumer-journey/events', {
      body: { step: 'CONFIRM_AFTER_COOLING_OFF', action: 'CONTINUE', textVersion: 'confirm-after-cooling-off.v1' },
    });
    expect(refused.error).toMatchObject({ errorCode: 43, availableAt: data?.coolingOffEndsAt });
  });
});
