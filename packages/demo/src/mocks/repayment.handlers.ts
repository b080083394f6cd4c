import type { ProjectRepayment, RepaymentState, UnpaidRecoveryShare } from '@keystone/api';
import { INACTIVE_INVESTOR, recoveryShares } from '@keystone/flows/payouts';
import {
  DEFAULT_LATE_PAYMENT_DAYS,
  nextRepaymentState,
  validateLatePaymentDays,
  validateRepaymentReason,
} from '@keystone/flows/projects';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { forgetOnReset } from './mock-memory.ts';
import { signedInUser } from './session.ts';

// A project's repayment (issue 34 §3) as the server answers it: the machine of flows decides the moves, and a
// recovery is taken from what is owed. Remembered per project until the mock memory is forgotten.

const OWED_PENCE = 5_000_000;
const repayments = new Map<number, ProjectRepayment>();
let latePaymentDays = DEFAULT_LATE_PAYMENT_DAYS;
forgetOnReset(() => {
  repayments.clear();
  latePaymentDays = DEFAULT_LATE_PAYMENT_DAYS;
});

/** A project's repayment in `state`, as a story or the demo starts it. */
export function demoRepayment(projectId: number, state: RepaymentState = 'ON_TIME'): ProjectRepayment {
  const since = state === 'ON_TIME' ? null : '2026-09-02T09:30:00.000Z';
  return {
    projectId,
    state,
    since,
    latePaymentDays,
    owedPence: state === 'CLOSED_RECOVERED' ? 0 : OWED_PENCE,
    recoveredPence: state === 'CLOSED_RECOVERED' ? OWED_PENCE : 0,
    lossPence: state === 'CLOSED_WRITTEN_OFF' ? OWED_PENCE : 0,
    unpaidShares: [],
    history:
      since === null
        ? []
        : [{ from: 'ON_TIME', to: state, reason: 'Shown for the demo', changedAt: since, changedBy: 'Demo Admin' }],
  };
}

/**
 * A share of money recovered held for an investor whose account is not active, as the server lists it: the part of
 * `recoveredPence` not yet paid.
 */
export function demoUnpaidShare(userId: number, name: string, amountPence: number): UnpaidRecoveryShare {
  return { userId, name, amountPence, status: 'FAILED', reason: INACTIVE_INVESTOR };
}

/**
 * Starts a project's remembered repayment in `state` (stories call it in `beforeEach`), with shares held for
 * investors whose accounts are not active, if any: recovered, not yet paid.
 */
export function setMockRepayment(
  projectId: number,
  state: RepaymentState,
  unpaidShares: readonly UnpaidRecoveryShare[] = [],
): void {
  const repayment = demoRepayment(projectId, state);
  const heldPence = unpaidShares.reduce((sum, share) => sum + share.amountPence, 0);
  repayments.set(projectId, {
    ...repayment,
    recoveredPence: repayment.recoveredPence + heldPence,
    owedPence: Math.max(0, repayment.owedPence - heldPence),
    unpaidShares: [...unpaidShares],
  });
}

// The setting is the platform's: every project's repayment says the days as they now are.
const repaymentOf = (projectId: number): ProjectRepayment => ({
  ...(repayments.get(projectId) ?? demoRepayment(projectId)),
  latePaymentDays,
});

const requireAdmin = (request: Request) => {
  const user = signedInUser(request);
  if (!user) return errorResponse(6);
  return user.role === 'ADMIN' ? null : errorResponse(11);
};

export const repaymentHandlers = {
  getProjectRepayment: http.get('/projects/{id}/repayment', ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    return response(200).json(repaymentOf(Number(params.id)));
  }),

  changeRepaymentState: http.post('/projects/{id}/repayment/state', async ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const body = await request.json();
    const reasonError = validateRepaymentReason(body.reason);
    if (reasonError) return errorResponse(2, { fieldErrors: [{ field: 'reason', message: reasonError }] });
    const before = repaymentOf(Number(params.id));
    const to = nextRepaymentState(before.state, { type: 'CHANGE_REPAYMENT_STATE', state: body.state });
    if (to === undefined) {
      return errorResponse(2, {
        fieldErrors: [
          { field: 'state', message: `The repayment state cannot change from ${before.state} to ${body.state}` },
        ],
      });
    }
    const changedAt = new Date().toISOString();
    const after: ProjectRepayment = {
      ...before,
      state: to,
      since: changedAt,
      lossPence: to === 'CLOSED_WRITTEN_OFF' ? before.owedPence : before.lossPence,
      history: [
        { from: before.state, to, reason: body.reason.trim(), changedAt, changedBy: 'Demo Admin' },
        ...before.history,
      ],
    };
    repayments.set(before.projectId, after);
    return response(200).json(after);
  }),

  recordRecovery: http.post('/projects/{id}/repayment/recoveries', async ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const { amountPence } = await request.json();
    const before = repaymentOf(Number(params.id));
    if (before.state !== 'IN_RECOVERY') return errorResponse(52);
    if (amountPence > before.owedPence) return errorResponse(51);
    // The same rule as the server's shares, over one investment: what is left owed.
    const [paid = 0] = recoveryShares(amountPence, [before.owedPence]);
    const owedPence = before.owedPence - paid;
    const changedAt = new Date().toISOString();
    const after: ProjectRepayment = {
      ...before,
      owedPence,
      recoveredPence: before.recoveredPence + paid,
      ...(owedPence === 0
        ? {
            state: 'CLOSED_RECOVERED' as const,
            since: changedAt,
            history: [
              {
                from: before.state,
                to: 'CLOSED_RECOVERED' as const,
                reason: 'Everything the investors were owed has been recovered and paid to them',
                changedAt,
                changedBy: null,
              },
              ...before.history,
            ],
          }
        : {}),
    };
    repayments.set(before.projectId, after);
    return response(200).json(after);
  }),

  // Paid at once: the demo's investors are all active again by the time the admin presses.
  payRecoveryShares: http.post(
    '/projects/{id}/repayment/unpaid-shares/{userId}/pay',
    ({ request, params, response }) => {
      const refused = requireAdmin(request);
      if (refused) return refused;
      const before = repaymentOf(Number(params.id));
      const after: ProjectRepayment = {
        ...before,
        unpaidShares: before.unpaidShares.filter((share) => share.userId !== Number(params.userId)),
      };
      repayments.set(before.projectId, after);
      return response(200).json(after);
    },
  ),

  getRepaymentSettings: http.get('/repayment-settings', ({ request, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    return response(200).json({ latePaymentDays });
  }),

  updateRepaymentSettings: http.put('/repayment-settings', async ({ request, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const body = await request.json();
    const message = validateLatePaymentDays(body.latePaymentDays);
    if (message) return errorResponse(2, { fieldErrors: [{ field: 'latePaymentDays', message }] });
    latePaymentDays = body.latePaymentDays;
    return response(200).json({ latePaymentDays });
  }),
};
