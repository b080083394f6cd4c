import type { InvestmentTerm, ProjectWalletOperation } from '@keystone/api';
import type { AppContext } from '../context/app-context.ts';
import type { Providers } from '../providers/providers.ts';
import type { Db } from '../db/database.ts';
import type { Json } from '../db/schema.generated.ts';
import { AppError } from '../errors/app-error.ts';
import {
  findTransactionByIdempotencyKey,
  lockAccountBalance,
  projectWalletAccountId,
  systemAccountId,
} from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import type { PendingPaymentOperation } from '../providers/payments/payment-provider.ts';
import { NO_LONG_TERM, walletKindOf } from '../payouts/payout-project.ts';
import { findPayoutProject, lockPayoutProject } from '../payouts/queries.ts';
import {
  claimFundRequestKey,
  completeFundRequestKey,
  insertProjectPayIn,
  projectOfPayIn,
  storedFundResponse,
} from './queries.ts';

interface FundRequest {
  projectId: number;
  adminId: number;
  term: InvestmentTerm;
  amountPence: number;
  idempotencyKey: string | undefined;
}

/** Thrown inside the transaction when another request with the key committed first: undoes this one's work. */
class KeyAlreadyAnswered extends Error {}

/**
 * POST /projects/{id}/wallet/fund: a PENDING pay-in into the project's term wallet. The provider settles it like a
 * deposit (wallet/settlement.ts), crediting the wallet `projectWalletOfPayIn` names; a retried Idempotency-Key
 * answers the first answer and records nothing more.
 */
export async function fundProjectWallet(
  app: Pick<AppContext, 'db' | 'clock'> & { providers: Pick<Providers, 'payments'> },
  request: FundRequest,
): Promise<ProjectWalletOperation> {
  const key =
    request.idempotencyKey === undefined
      ? undefined
      : { adminId: request.adminId, idempotencyKey: request.idempotencyKey };
  try {
    const { answer, pending } = await app.db.transaction().execute(async (trx) => {
      if (key && !(await claimFundRequestKey(trx, key))) throw new KeyAlreadyAnswered();
      const project = await findPayoutProject(trx, request.projectId);
      if (!project) throw new AppError(17);
      if (project.status === 'DRAFT' || project.status === 'COMING_SOON') throw new AppError(10);
      if (request.term === 'LONG' && !project.allow_long_term) {
        throw new AppError(2, { fieldErrors: [{ field: 'term', message: NO_LONG_TERM }] });
      }
      const operation = await insertProjectPayIn(trx, {
        ...request,
        provider: app.providers.payments.name,
        createdAt: app.clock.now(),
      });
      const answer: ProjectWalletOperation = {
        id: operation.id,
        term: request.term,
        amountPence: request.amountPence,
        status: 'PENDING',
        createdAt: operation.created_at.toISOString(),
      };
      if (key) await completeFundRequestKey(trx, key, operation.id, answer as unknown as Json);
      const pending: PendingPaymentOperation = {
        id: operation.id,
        kind: 'PAY_IN',
        amountPence: request.amountPence,
        createdAt: operation.created_at,
      };
      return { answer, pending };
    });
    // Committed first: if the provider cannot be told now, the operation is pending and handed to it at start-up.
    await app.providers.payments.watch(pending);
    return answer;
  } catch (error) {
    if (!(error instanceof KeyAlreadyAnswered) || !key) throw error;
    const stored = await storedFundResponse(app.db, key);
    if (stored === null)
      throw new Error(`project wallet request ${key.idempotencyKey} has no stored answer`, { cause: error });
    return stored as unknown as ProjectWalletOperation;
  }
}

/** The settlement's hook (app.ts): a developer's repayment credits the project's term wallet, not the admin's. */
export async function projectWalletOfPayIn(trx: Db, operationId: number): Promise<number | undefined> {
  const payIn = await projectOfPayIn(trx, operationId);
  if (!payIn || payIn.project_id === null || payIn.project_term === null) return undefined;
  return projectWalletAccountId(trx, payIn.project_id, walletKindOf(payIn.project_term));
}

/**
 * POST /projects/{id}/wallet/transfer-to-long: one PROJECT_TERM_TRANSFER short → long under the project's lock; the
 * Idempotency-Key is the ledger key, looked up before the balance so a retry after the money moved answers 204.
 */
export async function transferToLongWallet(
  app: AppContext,
  request: { projectId: number; adminId: number; amountPence: number; idempotencyKey: string | undefined },
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const project = await lockPayoutProject(trx, request.projectId);
    if (!project) throw new AppError(17);
    if (!project.allow_long_term) {
      throw new AppError(2, { fieldErrors: [{ field: 'amountPence', message: NO_LONG_TERM }] });
    }
    const ledgerKey =
      request.idempotencyKey === undefined
        ? undefined
        : `project-term-transfer:${request.adminId}:${request.idempotencyKey}`;
    if (ledgerKey !== undefined && (await findTransactionByIdempotencyKey(trx, ledgerKey))) return;
    const shortWallet = await projectWalletAccountId(trx, request.projectId, 'PROJECT_SHORT_WALLET');
    const longWallet = await projectWalletAccountId(trx, request.projectId, 'PROJECT_LONG_WALLET');
    if ((await lockAccountBalance(trx, shortWallet)) < request.amountPence) throw new AppError(35);
    await postTransaction(trx, {
      kind: 'PROJECT_TERM_TRANSFER',
      description: `Short-term wallet to long-term wallet, project ${request.projectId}`,
      ...(ledgerKey === undefined ? {} : { idempotencyKey: ledgerKey }),
      createdBy: request.adminId,
      entries: [
        { accountId: shortWallet, amountPence: -request.amountPence },
        { accountId: longWallet, amountPence: request.amountPence },
      ],
    });
  });
}

/**
 * The raised money leaves the short-term project wallet for the developer: its whole balance, PAY_OUT to the
 * provider's clearing account, dated by the clock, under the project's lock then the wallet's as the other project
 * wallet movements take them. No screen asks for it yet (the developer's drawdown is outside the platform's
 * screens): the demo history and the tests do.
 */
export async function releaseToDeveloper(app: Pick<AppContext, 'db' | 'clock'>, projectId: number): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    if (!(await lockPayoutProject(trx, projectId))) throw new AppError(17);
    const shortWallet = await projectWalletAccountId(trx, projectId, 'PROJECT_SHORT_WALLET');
    const balance = await lockAccountBalance(trx, shortWallet);
    if (balance <= 0) return;
    await postTransaction(trx, {
      kind: 'PAY_OUT',
      description: 'Funds released to the developer',
      occurredAt: app.clock.now(),
      entries: [
        { accountId: shortWallet, amountPence: -balance },
        { accountId: await systemAccountId(trx, 'PROVIDER_CLEARING'), amountPence: balance },
      ],
    });
  });
}
