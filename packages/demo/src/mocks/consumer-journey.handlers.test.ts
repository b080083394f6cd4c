import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type User } from '@keystone/api';
import { CONSUMER_JOURNEY_TEXTS } from '@keystone/flows/consumer-journey';
import { RISK_SUMMARY } from '@keystone/flows/labels';
import { demoUsers } from '../fixtures/index.ts';
import { handlerList } from './handlers.ts';
import { mockTokenFor } from './session.ts';

const server = setupServer(...handlerList);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
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

  it('takes the risk summary opened at any step without moving the journey, and refuses a visitor', async () => {
    const opened = (user: User, place: 'DIALOG' | 'PAGE') =>
      clientOf(user).POST('/consumer-journey/events', {
        body: { step: 'RISK_SUMMARY', action: 'OPENED', place, textVersion: RISK_SUMMARY.version },
      });
    const steps: unknown[] = [];
    for (const user of [demoUsers.kycNotStartedInvestor, demoUsers.approvedInvestor]) {
      const api = clientOf(user);
      const { data: before } = await api.GET('/consumer-journey');
      steps.push(before?.step);
      expect((await opened(user, 'DIALOG')).data).toEqual(before);
      expect((await opened(user, 'PAGE')).data).toEqual(before);
      expect((await api.GET('/consumer-journey')).data).toEqual(before);
    }
    // The newcomer is cooling off since the test before: the summary is taken there too.
    expect(steps).toEqual(['COOLING_OFF', 'MAY_INVEST']);
    const api = clientOf(demoUsers.kycNotStartedInvestor);
    const stale = await api.POST('/consumer-journey/events', {
      body: { step: 'RISK_SUMMARY', action: 'OPENED', place: 'PAGE', textVersion: 'risk-summary-2020-01-01' },
    });
    expect(stale.error).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'textVersion', message: CONSUMER_JOURNEY_TEXTS.unknownTextVersion }],
    });
    const visitor = createApiClient({ baseUrl: 'http://localhost/api' });
    const refused = await visitor.POST('/consumer-journey/events', {
      body: { step: 'RISK_SUMMARY', action: 'OPENED', place: 'PAGE', textVersion: RISK_SUMMARY.version },
    });
    expect(refused.response.status).toBe(401);
  });
});
