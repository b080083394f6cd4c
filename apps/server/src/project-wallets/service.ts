import type { InvestmentTerm, ProjectWalletOperation } from '@keystone/api';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import { assertSameRequest, requestFingerprint } from '../contract/idempotency-key.ts';
import { AppError } from '../errors/app-error.ts';
import {
  findTransactionByIdempotencyKey,
  lockAccountBalance,
  projectWalletAccountId,
  systemAccountId,
} from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import type { PendingPaymentOperation } from '../providers/payments/payment-provider.ts';
import { NO_LONG_TERM, walletKindOf } from '../project-payments/payment-project.ts';
import { findPaymentProject, lockPaymentProject } from '../project-payments/queries.ts';
import { oncePerKey, type KeyedRequest } from '../wallet/keyed-request.ts';
import { claimRequestKey, storedRequest } from '../wallet/queries.ts';
import { insertProjectPayIn, projectOfPayIn } from './queries.ts';

interface FundRequest {
  projectId: number;
  adminId: number;
  term: InvestmentTerm;
  amountPence: number;
  idempotencyKey: string | undefined;
}

/**
 * POST /projects/{id}/wallet/fund: a PENDING pay-in into the project's term wallet. The provider settles it like a
 * deposit (wallet/settlement.ts), crediting the wallet `projectWalletOfPayIn` names; a retried Idempotency-Key
 * answers the first answer and records nothing more, and the key reused for another project, term or amount is
 * refused (code 41).
 */
export async function fundProjectWallet(app: AppContext, request: FundRequest): Promise<ProjectWalletOperation> {
  const keyed: KeyedRequest = {
    key:
      request.idempotencyKey === undefined
        ? undefined
        : { userId: request.adminId, operation: 'fundProjectWallet', idempotencyKey: request.idempotencyKey },
    fingerprint: requestFingerprint('fundProjectWallet', {
      projectId: request.projectId,
      term: request.term,
      amountPence: request.amountPence,
    }),
  };
  return oncePerKey(app, keyed, async (trx) => {
    const project = await findPaymentProject(trx, request.projectId);
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
    const pending: PendingPaymentOperation = {
      id: operation.id,
      kind: 'PAY_IN',
      amountPence: request.amountPence,
      createdAt: operation.created_at,
    };
    return { answer, pending };
  });
}

/** The settlement's hook (app.ts): a developer's repayment credits the project's term wallet, not the admin's. */
export async function projectWalletOfPayIn(app: AppContext, operationId: number): Promise<number | undefined> {
  const trx = app.db;
  const payIn = await projectOfPayIn(trx, operationId);
  if (!payIn || payIn.project_id === null || payIn.project_term === null) return undefined;
  return projectWalletAccountId(trx, payIn.project_id, walletKindOf(payIn.project_term));
}

/**
 * POST /projects/{id}/wallet/transfer-to-long: one PROJECT_TERM_TRANSFER short → long under the project's lock. The
 * Idempotency-Key is taken with the request's fingerprint before the balance is read, so a retry after the money
 * moved answers 204 and the key reused for another project or amount is refused (code 41); it is also the ledger
 * key, which answers a retry of a transfer made before migration 022.
 */
export async function transferToLongWallet(
  app: AppContext,
  request: { projectId: number; adminId: number; amountPence: number; idempotencyKey: string | undefined },
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const project = await lockPaymentProject(trx, request.projectId);
    if (!project) throw new AppError(17);
    if (!project.allow_long_term) {
      throw new AppError(2, { fieldErrors: [{ field: 'amountPence', message: NO_LONG_TERM }] });
    }
    if (request.idempotencyKey !== undefined) {
      const key = {
        userId: request.adminId,
        operation: 'transferToLongWallet' as const,
        idempotencyKey: request.idempotencyKey,
      };
      const fingerprint = requestFingerprint(key.operation, {
        projectId: request.projectId,
        amountPence: request.amountPence,
      });
      // A request with the key that committed first is read in this transaction: its statement sees the commit.
      if (!(await claimRequestKey(trx, key, fingerprint))) {
        assertSameRequest(await storedRequest(trx, key), { operation: key.operation, fingerprint });
        return;
      }
    }
    const ledgerKey =
      request.idempotencyKey === undefined
        ? undefined
        : `project-term-transfer:${request.adminId}:${request.idempotencyKey}`;
    if (ledgerKey !== undefined && (await findTransactionByIdempotencyKey(trx, ledgerKey))) return;
    const shortWallet = await projectWalletAccountId(trx, request.projectId, 'PROJECT_SHORT_WALLET');
    const longWallet = await projectWalletAccountId(trx, request.projectId, 'PROJECT_LONG_WALLET');
    if ((await lockAccountBalance(trx, shortWallet)) < request.amountPence) throw new AppError(35);
    await postTransaction(inTransaction(app, trx), {
      kind: 'PROJECT_TERM_TRANSFER',
      description: `Short-term wallet to long-term wallet, project ${request.projectId}`,
      ...(ledgerKey === undefined ? {} : { idempotencyKey: ledgerKey }),
      createdBy: request.adminId,
      occurredAt: app.clock.now(),
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
export async function releaseToDeveloper(app: AppContext, projectId: number): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    if (!(await lockPaymentProject(trx, projectId))) throw new AppError(17);
    const shortWallet = await projectWalletAccountId(trx, projectId, 'PROJECT_SHORT_WALLET');
    const balance = await lockAccountBalance(trx, shortWallet);
    if (balance <= 0) return;
    await postTransaction(inTransaction(app, trx), {
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
