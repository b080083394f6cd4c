import type {
  InvestmentTerm,
  ProjectRepayment,
  RepaymentSettings,
  RepaymentState,
  RepaymentStateChangeRequest,
} from '@keystone/api';
import { INACTIVE_INVESTOR, recoveryShares, termWindowOf } from '@keystone/flows/payouts';
import {
  canRecordRecovery,
  dueTermOf,
  isPaymentOverdue,
  nextRepaymentState,
  validateLatePaymentDays,
  validateRecoveryAmount,
  validateRepaymentReason,
  type RepaymentStateEvent,
} from '@keystone/flows/projects';
import { calendarDateIn } from '@keystone/flows/rules';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import { assertSameRequest, requestFingerprint } from '../contract/idempotency-key.ts';
import type { Db } from '../db/database.ts';
import type { Json } from '../db/schema.generated.ts';
import { AppError } from '../errors/app-error.ts';
import { assertFieldsValid } from '../errors/rule-check.ts';
import { announce } from '../notifications/service.ts';
import { suspendBlockedListingsOfProject } from '../resale/lifecycle/service.ts';
import {
  isaAccountIdOf,
  lockAccountBalance,
  projectWalletAccountId,
  systemAccountId,
  userWalletAccountId,
} from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import { termDatesOf, yearRateOf } from '../project-payments/payment-project.ts';
import {
  findPaymentProject,
  lockPaymentProject,
  succeededInvestmentsOfTerm,
  type PaymentProject,
} from '../project-payments/queries.ts';
import { answerRequestKey, claimRequestKey, storedRequest, type RequestKey } from '../wallet/queries.ts';
import { owedByInvestment, type OwedInvestment, type TermOwed } from './owed-by-investment.ts';
import {
  insertLosses,
  isaInvestmentIds,
  inactiveUserIds,
  insertRecovery,
  latePaymentDays,
  lockUnpaidShares,
  markSharesPaid,
  lossTotalPence,
  onTimeRunningProjects,
  paidInvestmentIds,
  recoveredByInvestment,
  repaymentStateOf,
  saveLatePaymentDays,
  saveStateChange,
  stateHistory,
  termHasPayment,
  unpaidSharesOf,
  wasMadeLateFor,
} from './queries.ts';

// A funded loan's repayment beside the project status (issue 34 §3): the admin's moves with a reason, the daily
// late-payment check, money recovered paid to the investors, and the losses recorded when it is written off.
// Every change is saved, and its investors told, in `moveRepaymentState`.

/** The words the history keeps for the server's own moves. */
export const SYSTEM_REASONS = {
  overdue: (term: InvestmentTerm, dueDate: string, days: number) =>
    `The ${term === 'SHORT' ? 'short' : 'long'}-term payment due on ${dueDate} was not made within ${days} days`,
  allRecovered: 'Everything the investors were owed has been recovered and paid to them',
} as const;

/** GET /projects/{id}/repayment. */
export async function getProjectRepayment(app: AppContext, projectId: number): Promise<ProjectRepayment> {
  const { db } = app;
  const project = await findPaymentProject(db, projectId);
  if (!project) throw new AppError(17);
  const [state, days, owed, recoveredPence, lossPence, unpaid, history] = await Promise.all([
    repaymentStateOf(db, projectId),
    latePaymentDays(db),
    owedOf(db, project),
    recoveredTotal(db, projectId),
    lossTotalPence(db, projectId),
    unpaidSharesOf(db, projectId),
    stateHistory(db, projectId),
  ]);
  if (!state) throw new AppError(17);
  return {
    projectId,
    state: state.repayment_state,
    since: state.repayment_state_since?.toISOString() ?? null,
    latePaymentDays: days,
    owedPence: sumOwed(owed),
    recoveredPence,
    lossPence,
    unpaidShares: unpaid.map((share) => ({ ...share, status: 'FAILED' as const })),
    history: history.map((change) => ({
      from: change.from_state,
      to: change.to_state,
      reason: change.reason,
      changedAt: change.changed_at.toISOString(),
      changedBy: change.full_name ?? change.email,
    })),
  };
}

/**
 * POST /projects/{id}/repayment/state: an admin's move, exactly as the machine permits (code 2 on `state`
 * otherwise), with its reason; a write-off records each investment's loss in the same transaction.
 */
export async function changeRepaymentState(
  app: AppContext,
  request: RepaymentStateChangeRequest & { projectId: number; adminId: number },
): Promise<ProjectRepayment> {
  assertFieldsValid(request, { reason: validateRepaymentReason });
  await app.db.transaction().execute(async (trx) => {
    const project = await lockPaymentProject(trx, request.projectId);
    if (!project) throw new AppError(17);
    const from = await currentState(trx, request.projectId);
    const event: RepaymentStateEvent = { type: 'CHANGE_REPAYMENT_STATE', state: request.state };
    if (nextRepaymentState(from, event) === undefined) {
      throw new AppError(2, {
        fieldErrors: [
          { field: 'state', message: `The repayment state cannot change from ${from} to ${request.state}` },
        ],
      });
    }
    const now = app.clock.now();
    if (request.state === 'CLOSED_WRITTEN_OFF') {
      const owed = (await owedOf(trx, project)).filter((investment) => investment.owedPence > 0);
      await insertLosses(
        trx,
        owed.map((investment) => ({
          investmentId: investment.investmentId,
          projectId: project.id,
          userId: investment.userId,
          lossPence: investment.owedPence,
        })),
        now,
      );
    }
    await moveRepaymentState(inTransaction(app, trx), {
      projectId: project.id,
      from,
      to: request.state,
      reason: request.reason.trim(),
      changedBy: request.adminId,
    });
  });
  return getProjectRepayment(app, request.projectId);
}

/**
 * Every change of a project's repayment state is saved here, in its caller's transaction (the admin's move, the
 * daily job's, the last recovery's), and its investors are told in the same transaction (issue 34 §4): the
 * notification's fan-out job exists exactly when the change commits.
 */
async function moveRepaymentState(
  app: AppContext,
  change: {
    projectId: number;
    from: RepaymentState;
    to: RepaymentState;
    reason: string;
    changedBy: number | null;
    overdue?: { term: InvestmentTerm; dueDate: string };
  },
): Promise<void> {
  const changedAt = app.clock.now();
  await saveStateChange(app.db, { ...change, changedAt });
  // A loan no longer on time has no part for sale from the moment the change commits (issue 37 §1).
  await suspendBlockedListingsOfProject(app, change.projectId);
  await announce(
    app,
    { kind: 'REPAYMENT_STATE_CHANGED', projectId: change.projectId, state: change.to },
    { at: changedAt },
  );
}

interface RecoveryRequest {
  projectId: number;
  adminId: number;
  amountPence: number;
  idempotencyKey: string | undefined;
}

/**
 * POST /projects/{id}/repayment/recoveries: the money recovered comes in through the provider's clearing account
 * to the project's short-term wallet and goes straight out to the investors, shared by what each is still owed
 * (flows `recoveryShares`), all in one transaction under the project's lock, then the investors' wallets (by
 * account id), then the project's wallet: the order every movement keeps. Two recoveries at once queue on the
 * project's lock, and the second sees what the first paid, so together they can never pay more than is owed.
 * With an Idempotency-Key, as every money request (`wallet/keyed-request.ts`): the key is claimed first in the
 * transaction that moves the money and stored with the answer, so a retry is answered the first answer again, as
 * it was then, and moves nothing; the key on another request is code 41.
 */
export async function recordRecovery(app: AppContext, request: RecoveryRequest): Promise<ProjectRepayment> {
  assertFieldsValid(request, { amountPence: validateRecoveryAmount });
  return app.db.transaction().execute(async (trx): Promise<ProjectRepayment> => {
    const project = await lockPaymentProject(trx, request.projectId);
    if (!project) throw new AppError(17);
    const key: RequestKey | undefined =
      request.idempotencyKey === undefined
        ? undefined
        : { userId: request.adminId, operation: 'recordRecovery', idempotencyKey: request.idempotencyKey };
    if (key) {
      const fingerprint = requestFingerprint(key.operation, {
        projectId: request.projectId,
        amountPence: request.amountPence,
      });
      if (!(await claimRequestKey(trx, key, fingerprint))) {
        const stored = await storedRequest(trx, key);
        assertSameRequest(stored, { operation: key.operation, fingerprint });
        // A key answered before its answer was kept (before this fix) is answered with the repayment as it is.
        if (stored?.response) return stored.response as unknown as ProjectRepayment;
        return getProjectRepayment(inTransaction(app, trx), request.projectId);
      }
    }
    const state = await currentState(trx, project.id);
    if (!canRecordRecovery(state)) throw new AppError(52);
    const owed = (await owedOf(trx, project)).filter((investment) => investment.owedPence > 0);
    const owedPence = sumOwed(owed);
    if (request.amountPence > owedPence) throw new AppError(51);
    const shares = recoveryShares(
      request.amountPence,
      owed.map((investment) => investment.owedPence),
    );
    // An investor whose account is not active is not paid, as a payout fails their row (project-payments'
    // INACTIVE_INVESTOR): their share is still theirs, held in the project's wallet until it is paid again.
    const inactive = await inactiveUserIds(trx, [...new Set(owed.map((investment) => investment.userId))]);
    const { payInId, transferId } = await payRecovery(inTransaction(app, trx), request, owed, shares, inactive);
    await insertRecovery(
      trx,
      { ...request, at: app.clock.now(), ledgerTransactionId: transferId ?? payInId },
      owed
        .map((investment, index) => {
          const held = inactive.has(investment.userId);
          return {
            investmentId: investment.investmentId,
            userId: investment.userId,
            amountPence: shares[index] ?? 0,
            ledgerTransactionId: held ? null : transferId,
            failureReason: held ? INACTIVE_INVESTOR : null,
          };
        })
        .filter((share) => share.amountPence > 0),
    );
    if (request.amountPence === owedPence) {
      await moveRepaymentState(inTransaction(app, trx), {
        projectId: project.id,
        from: state,
        to: nextState(state, { type: 'SYSTEM_ALL_RECOVERED' }),
        reason: SYSTEM_REASONS.allRecovered,
        changedBy: null,
      });
    }
    const recorded = await getProjectRepayment(inTransaction(app, trx), request.projectId);
    if (key) await answerRequestKey(trx, key, recorded as unknown as Json);
    return recorded;
  });
}

/**
 * The ledger movements of a recovery: the whole amount in from the provider to the project's short-term wallet, and
 * the active investors' shares out to their wallets, or ISAs for ISA investments (none when every one is held). Answers both transactions' ids.
 */
async function payRecovery(
  app: AppContext,
  request: RecoveryRequest,
  owed: readonly OwedInvestment[],
  shares: readonly number[],
  inactive: ReadonlySet<number>,
): Promise<{ payInId: number; transferId: number | null }> {
  const trx = app.db;
  const fromIsa = await isaInvestmentIds(trx, request.projectId);
  const wallets = await lockInvestorCredits(
    trx,
    owed.flatMap((investment, index) =>
      inactive.has(investment.userId)
        ? []
        : [
            {
              userId: investment.userId,
              isa: fromIsa.has(investment.investmentId),
              amountPence: shares[index] ?? 0,
            },
          ],
    ),
  );
  const projectWallet = await projectWalletAccountId(trx, request.projectId, 'PROJECT_SHORT_WALLET');
  await lockAccountBalance(trx, projectWallet);
  const clearing = await systemAccountId(trx, 'PROVIDER_CLEARING');
  const occurredAt = app.clock.now();
  const payInId = await postTransaction(app, {
    kind: 'PAY_IN',
    description: `Money recovered, project ${request.projectId}`,
    createdBy: request.adminId,
    occurredAt,
    entries: [
      { accountId: clearing, amountPence: -request.amountPence },
      { accountId: projectWallet, amountPence: request.amountPence },
    ],
  });
  const paidPence = wallets.reduce((sum, wallet) => sum + wallet.amountPence, 0);
  if (paidPence === 0) return { payInId, transferId: null };
  const transferId = await postTransaction(app, {
    kind: 'TRANSFER_FROM_PROJECT',
    description: `Money recovered paid to investors, project ${request.projectId}`,
    createdBy: request.adminId,
    occurredAt,
    entries: [...wallets, { accountId: projectWallet, amountPence: -paidPence }],
  });
  return { payInId, transferId };
}

/**
 * The investors' credits of a recovery, summed per account and locked: a share of an ISA investment goes back into
 * the investor's ISA (issue 35), any other to their e-wallet. Locked by investor, the e-wallet before the ISA, the
 * order every movement keeps; a credit of nothing has no entry.
 */
async function lockInvestorCredits(
  trx: Db,
  credits: ReadonlyArray<{ userId: number; isa: boolean; amountPence: number }>,
): Promise<Array<{ accountId: number; amountPence: number }>> {
  const summed = new Map<string, { userId: number; isa: boolean; amountPence: number }>();
  for (const credit of credits) {
    const key = `${credit.userId}:${credit.isa ? 'isa' : 'wallet'}`;
    const sum = summed.get(key) ?? { userId: credit.userId, isa: credit.isa, amountPence: 0 };
    sum.amountPence += credit.amountPence;
    summed.set(key, sum);
  }
  const ordered = [...summed.values()]
    .filter((credit) => credit.amountPence > 0)
    .sort((a, b) => a.userId - b.userId || Number(a.isa) - Number(b.isa));
  const entries: Array<{ accountId: number; amountPence: number }> = [];
  for (const credit of ordered) {
    const accountId = credit.isa
      ? await isaAccountIdOf(trx, credit.userId)
      : await userWalletAccountId(trx, credit.userId);
    // An ISA investment was paid from the ISA's account, so it exists: the ISA cannot be closed.
    if (accountId === undefined) throw new Error(`user ${credit.userId} has ISA investments and no ISA`);
    await lockAccountBalance(trx, accountId);
    entries.push({ accountId, amountPence: credit.amountPence });
  }
  return entries;
}

/**
 * POST /projects/{id}/repayment/unpaid-shares/{userId}/pay: pays an investor's held shares of money recovered, as
 * 'Make Payment' retries a FAILED payout row: under the project's lock, then the shares' rows, the investor's wallet
 * and the project's; nothing moves while the account is still not active, or when nothing is held (a second press
 * finds the shares paid). Answers the repayment as it now is.
 */
export async function payRecoveryShares(
  app: AppContext,
  request: { projectId: number; userId: number; adminId: number },
): Promise<ProjectRepayment> {
  await app.db.transaction().execute(async (trx) => {
    if (!(await lockPaymentProject(trx, request.projectId))) throw new AppError(17);
    const held = await lockUnpaidShares(trx, request.projectId, request.userId);
    if (held.length === 0 || held.some((share) => share.user_status !== 'ACTIVE')) return;
    const amountPence = held.reduce((sum, share) => sum + share.amount_pence, 0);
    const investorAccounts = await lockInvestorCredits(
      trx,
      held.map((share) => ({ userId: request.userId, isa: share.source === 'ISA', amountPence: share.amount_pence })),
    );
    const projectWallet = await projectWalletAccountId(trx, request.projectId, 'PROJECT_SHORT_WALLET');
    await lockAccountBalance(trx, projectWallet);
    const transactionId = await postTransaction(inTransaction(app, trx), {
      kind: 'TRANSFER_FROM_PROJECT',
      description: `Money recovered paid to an investor, project ${request.projectId}`,
      createdBy: request.adminId,
      occurredAt: app.clock.now(),
      entries: [...investorAccounts, { accountId: projectWallet, amountPence: -amountPence }],
    });
    await markSharesPaid(trx, held, transactionId);
  });
  return getProjectRepayment(app, request.projectId);
}

/**
 * The daily job's work: every project on time whose running term's payment is more than the setting's days past
 * the term's planned end (London's calendar day), with no payment made in that term, becomes LATE. Each project in
 * its own transaction under its lock, re-read there, and at most once per term's due date: a second run, or a run
 * after an admin has said the payment was made, changes nothing. Answers how many it moved.
 */
export async function markOverduePayments(app: AppContext): Promise<number> {
  const { db, clock } = app;
  const days = await latePaymentDays(db);
  const today = calendarDateIn(clock.now());
  let moved = 0;
  for (const candidate of await onTimeRunningProjects(db)) {
    const term = dueTermOf(candidate.status);
    const dueDate = term === 'LONG' ? candidate.long_end_date : candidate.short_end_date;
    if (term === undefined || dueDate === null || !isPaymentOverdue(dueDate, days, today)) continue;
    const madeLate = await db.transaction().execute(async (trx) => {
      if (!(await lockPaymentProject(trx, candidate.id))) return false;
      const state = await currentState(trx, candidate.id);
      if (state !== 'ON_TIME') return false;
      if (await termHasPayment(trx, candidate.id, term)) return false;
      if (await wasMadeLateFor(trx, candidate.id, term, dueDate)) return false;
      await moveRepaymentState(inTransaction(app, trx), {
        projectId: candidate.id,
        from: state,
        to: nextState(state, { type: 'SYSTEM_PAYMENT_OVERDUE' }),
        reason: SYSTEM_REASONS.overdue(term, dueDate, days),
        changedBy: null,
        overdue: { term, dueDate },
      });
      return true;
    });
    if (madeLate) moved += 1;
  }
  return moved;
}

/** GET /repayment-settings. */
export async function getRepaymentSettings(app: AppContext): Promise<RepaymentSettings> {
  return { latePaymentDays: await latePaymentDays(app.db) };
}

/** PUT /repayment-settings: 1 to 365 whole days (code 2 on `latePaymentDays`). */
export async function updateRepaymentSettings(
  app: AppContext,
  request: RepaymentSettings & { adminId: number },
): Promise<RepaymentSettings> {
  assertFieldsValid(request, { latePaymentDays: validateLatePaymentDays });
  await saveLatePaymentDays(app.db, request.latePaymentDays, request.adminId, app.clock.now());
  return getRepaymentSettings(app);
}

async function currentState(db: Db, projectId: number): Promise<RepaymentState> {
  const row = await repaymentStateOf(db, projectId);
  if (!row) throw new AppError(17);
  return row.repayment_state;
}

function nextState(from: RepaymentState, event: RepaymentStateEvent): RepaymentState {
  const to = nextRepaymentState(from, event);
  if (to === undefined) throw new Error(`${event.type} is not a move from ${from}`);
  return to;
}

async function owedOf(db: Db, project: PaymentProject): Promise<OwedInvestment[]> {
  const owedTerms: TermOwed[] = [];
  for (const term of ['SHORT', 'LONG'] as const) {
    // The payouts' window; a term with no dates (or a long term the project does not offer) has no payout.
    const window = termWindowOf(termDatesOf(project, term));
    if (window === undefined || (term === 'LONG' && !project.allow_long_term)) continue;
    owedTerms.push({
      term,
      window,
      cancelled: project.status === 'CANCELLED_NOT_PAID_OUT' || project.status === 'CANCELLED_PAID_OUT',
      yearRateOf: (strategy) => yearRateOf(project, term, strategy),
      investments: await succeededInvestmentsOfTerm(db, project.id, term),
    });
  }
  const [paid, recovered] = await Promise.all([
    paidInvestmentIds(db, project.id),
    recoveredByInvestment(db, project.id),
  ]);
  return owedByInvestment(owedTerms, paid, recovered);
}

async function recoveredTotal(db: Db, projectId: number): Promise<number> {
  let total = 0;
  for (const pence of (await recoveredByInvestment(db, projectId)).values()) total += pence;
  return total;
}

const sumOwed = (owed: readonly OwedInvestment[]) => owed.reduce((sum, investment) => sum + investment.owedPence, 0);
