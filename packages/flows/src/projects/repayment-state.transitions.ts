import type { RepaymentState } from '@keystone/api';

/**
 * How a funded loan is being repaid (issue 34 §3), beside the project status, which keeps saying which term runs.
 * The seeds say nothing of it, so the table is this platform's, kept here for the server, the job and the screens:
 *
 * | from        | to                 | by     | why                                                                  |
 * | ----------- | ------------------ | ------ | -------------------------------------------------------------------- |
 * | ON_TIME     | LATE               | system | the running term's payment is `latePaymentDays` past its planned end |
 * | ON_TIME     | LATE               | admin  | the developer has said the payment will be late                      |
 * | ON_TIME     | IN_DEFAULT         | admin  | an event of default before a payment is due (e.g. insolvency)        |
 * | LATE        | ON_TIME            | admin  | the late payment has been made                                       |
 * | LATE        | IN_DEFAULT         | admin  | the developer cannot or will not pay                                 |
 * | IN_DEFAULT  | ON_TIME            | admin  | the default is cured: everything owed was paid                       |
 * | IN_DEFAULT  | IN_RECOVERY        | admin  | the security is being enforced (a sale, a receiver)                  |
 * | IN_RECOVERY | CLOSED_RECOVERED   | system | recoveries have repaid everything the investors were owed            |
 * | IN_RECOVERY | CLOSED_WRITTEN_OFF | admin  | nothing more can be recovered: what is still owed is each one's loss |
 *
 * The two closed states are final. An admin's move always carries a reason (`validateRepaymentReason`).
 */
export const ADMIN_REPAYMENT_CHANGES: { readonly [state in RepaymentState]: readonly RepaymentState[] } = {
  ON_TIME: ['LATE', 'IN_DEFAULT'],
  LATE: ['ON_TIME', 'IN_DEFAULT'],
  IN_DEFAULT: ['ON_TIME', 'IN_RECOVERY'],
  IN_RECOVERY: ['CLOSED_WRITTEN_OFF'],
  CLOSED_RECOVERED: [],
  CLOSED_WRITTEN_OFF: [],
};

export const SYSTEM_REPAYMENT_EVENTS = ['SYSTEM_PAYMENT_OVERDUE', 'SYSTEM_ALL_RECOVERED'] as const;

export type SystemRepaymentEvent = (typeof SYSTEM_REPAYMENT_EVENTS)[number];

export const SYSTEM_REPAYMENT_CHANGES: {
  readonly [event in SystemRepaymentEvent]: { from: RepaymentState; to: RepaymentState };
} = {
  SYSTEM_PAYMENT_OVERDUE: { from: 'ON_TIME', to: 'LATE' },
  SYSTEM_ALL_RECOVERED: { from: 'IN_RECOVERY', to: 'CLOSED_RECOVERED' },
};

/** The states an admin may move a project in `state` to (the move form's choices; the server accepts only these). */
export function allowedRepaymentChanges(state: RepaymentState): readonly RepaymentState[] {
  return ADMIN_REPAYMENT_CHANGES[state];
}

/** Whether money recovered may be recorded: only while the project is in recovery. */
export function canRecordRecovery(state: RepaymentState): boolean {
  return state === 'IN_RECOVERY';
}

/** The closed states: nothing more happens to the loan. */
export function isRepaymentClosed(state: RepaymentState): boolean {
  return state === 'CLOSED_RECOVERED' || state === 'CLOSED_WRITTEN_OFF';
}
