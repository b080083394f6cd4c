import type { RepaymentState } from '@keystone/api';
import type { TestApp } from '../testing/test-app.ts';
import { bearer, tokenFor, type TestUser } from '../testing/builders/users.ts';

/** The admin's repayment calls as the portal makes them. */
export function repaymentCalls(t: () => TestApp, admin: () => TestUser) {
  const as = async (user: TestUser = admin()) => bearer(await tokenFor(t().config.jwtSecret, user));
  return {
    get: async (projectId: number, user?: TestUser) =>
      t().app.inject({ method: 'GET', url: `/api/projects/${projectId}/repayment`, headers: await as(user) }),
    move: async (projectId: number, state: RepaymentState, reason = `Moved to ${state}`, user?: TestUser) =>
      t().app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/repayment/state`,
        headers: await as(user),
        payload: { state, reason },
      }),
    recover: async (projectId: number, amountPence: number, key?: string, user?: TestUser) =>
      t().app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/repayment/recoveries`,
        headers: { ...(await as(user)), ...(key === undefined ? {} : { 'idempotency-key': key }) },
        payload: { amountPence },
      }),
    payShares: async (projectId: number, userId: number, user?: TestUser) =>
      t().app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/repayment/unpaid-shares/${userId}/pay`,
        headers: await as(user),
      }),
    settings: async (latePaymentDays?: number, user?: TestUser) =>
      t().app.inject({
        method: latePaymentDays === undefined ? 'GET' : 'PUT',
        url: '/api/repayment-settings',
        headers: await as(user),
        ...(latePaymentDays === undefined ? {} : { payload: { latePaymentDays } }),
      }),
  };
}

/** ON_TIME → LATE → IN_DEFAULT → IN_RECOVERY by the admin's moves. */
export async function walkIntoRecovery(calls: ReturnType<typeof repaymentCalls>, projectId: number): Promise<void> {
  for (const state of ['LATE', 'IN_DEFAULT', 'IN_RECOVERY'] as const) {
    const answer = await calls.move(projectId, state);
    if (answer.statusCode !== 200) throw new Error(`${state}: ${answer.body}`);
  }
}
