import type { PledgeFinishRequest, PledgeFinishResponse, PledgeSource } from '@keystone/api';
import type { PersonalNotificationEvent } from '@keystone/flows/notifications';
import { autoInvestAuthorityReference } from '@keystone/flows/auto-invest';
import { inTransaction, type AppContext } from '../../context/app-context.ts';
import type { Db } from '../../db/database.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { pledgeConfirmationEmail } from '../../mail/templates.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertMayInvest, assertMayInvestInTransaction } from '../../investing-gate/service.ts';
import {
  isaAccountIdOf,
  isaBalancePence,
  lockAccountBalance,
  projectWalletAccountId,
  userWalletAccountId,
  walletBalancePence,
} from '../../ledger/queries.ts';
import { postTransaction } from '../../ledger/service.ts';
import { walletKindOf } from '../../project-payments/payment-project.ts';
import type { PendingPaymentOperation } from '../../providers/payments/payment-provider.ts';
import type { SettledPayIn } from '../../wallet/settlement.ts';
import { paymentRefusals, type PledgeAmounts, type PledgeFunds } from '../pledge-amounts.ts';
import { PLEDGE_EVENTS } from '../pledge-events.ts';
import {
  addToFundedSums,
  findPledgeProject,
  findPledgingInvestor,
  insertAgreementLogs,
  lockPledge,
  lockPledgeProject,
  pledgeEvents,
  type PledgeRow,
} from '../queries.ts';
import { ownPledge, PLEDGE_SIGNING } from '../service.ts';
import { checkSignatureCode, signatureCodeLooksRight } from '../../signature-codes/service.ts';
import {
  agreementOf,
  cancelAgreementOf,
  lockPendingInvestmentByReference,
  pledgeInvestments,
  settleInvestment,
} from './queries.ts';
import { recordInvestment, type FinishedPledge } from './record-investment.ts';
import { announce } from '../../notifications/service.ts';
import {
  decodeSignature,
  storeSignedDocuments,
  type SignatureImage,
  type SignedDocuments,
} from './signed-agreements.ts';

// A pledge signed and paid becomes one investment per term (seed 001 §4): finishing it, the answer it gives, and a
// bank transfer's settlement.

export type FinishRequest = PledgeFinishRequest & { userId: number; pledgeId: number; ip: string };

const amountsOf = (pledge: PledgeRow): PledgeAmounts => ({
  shortAmountPence: pledge.short_amount_pence,
  longAmountPence: pledge.long_amount_pence,
});

/**
 * PUT /pledges/{id}: sign and pay, in one transaction (see the contract). Finishing a finished pledge answers its
 * result again and writes nothing: the pledge's row lock makes a second request wait for the first.
 */
export async function finishPledge(app: AppContext, request: FinishRequest): Promise<PledgeFinishResponse> {
  const pledge = await ownPledge(app, request.userId, request.pledgeId);
  if (pledge.status === 'COMPLETED') return pledgeAnswer(app, pledge.id, request.userId);
  // The investing gate again: an approval withdrawn or a declaration lapsed since the start stops the signature too.
  const now = app.clock.now();
  await assertMayInvest(app, {
    userId: request.userId,
    amountPence: pledge.short_amount_pence + pledge.long_amount_pence,
    now,
  });
  const signature = decodeSignature(request.signatureBase64);

  // The signed PDFs are made and stored before the transaction: rendering them under the project's lock would hold
  // up every other investor's finish. They are made only when a read without locks says the finish will succeed.
  // Not after the commit either: the transaction writes the agreement rows with the money, each pointing at bytes
  // already stored, so a crash at any point leaves the finish whole or absent (at worst, stored bytes no row names),
  // never an investment whose agreement has no document (pledge-documents.test.ts, pledge-crash.test.ts).
  const signed = (await looksFinishable(app, pledge, request, now))
    ? await signDocuments(app, pledge, signature, request.ip)
    : undefined;
  let decision = await decideUnderLocks(app, pledge, request, signed);
  if (decision.kind === 'documentsNeeded') {
    // The read without locks said no, the locks say yes (capacity freed by a failed transfer, or funds arrived):
    // sign now, and decide again; with the documents given, the answer cannot ask for them again.
    decision = await decideUnderLocks(app, pledge, request, await signDocuments(app, pledge, signature, request.ip));
  }

  switch (decision.kind) {
    case 'refused':
      throw decision.refusal;
    case 'documentsNeeded':
      throw new Error(`pledge ${pledge.id}: documents asked for again once made`);
    case 'invested':
      app.mailOutbox.wake();
      // Committed first: a provider not told now is told at start-up (resumePendingPayments).
      for (const operation of decision.pending) await app.providers.payments.watch(operation);
      break;
    case 'finished':
      break;
  }
  return pledgeAnswer(app, pledge.id, request.userId);
}

/** Whether the finish would succeed as things stand, read without locks (the transaction decides). */
async function looksFinishable(
  app: AppContext,
  pledge: PledgeRow,
  request: FinishRequest,
  now: Date,
): Promise<boolean> {
  if (!signatureCodeLooksRight(PLEDGE_SIGNING, pledge, request.smsCode, now)) return false;
  const project = await findPledgeProject(app.db, pledge.project_id);
  let funds: PledgeFunds = {};
  if (request.source === 'E_WALLET') funds = { walletBalancePence: await walletBalancePence(app.db, request.userId) };
  if (request.source === 'ISA') {
    const isaPence = await isaBalancePence(app.db, request.userId);
    if (isaPence === undefined) return false;
    funds = { isaBalancePence: isaPence };
  }
  return project !== undefined && paymentRefusals(project, amountsOf(pledge), funds).length === 0;
}

type Payment = Parameters<typeof recordInvestment>[1]['payment'];

/**
 * What pays the pledge, locked (the investor's e-wallet or ISA account, after the investor's row and before the
 * project's accounts, as every movement takes them), and what it holds. Paying from the ISA needs an ISA (code 54).
 */
async function lockPayment(
  app: AppContext,
  trx: Db,
  userId: number,
  source: PledgeSource,
): Promise<{ payment: Payment; funds: PledgeFunds }> {
  switch (source) {
    case 'E_WALLET': {
      const wallet = await userWalletAccountId(trx, userId);
      return {
        payment: { source: 'E_WALLET', wallet },
        funds: { walletBalancePence: await lockAccountBalance(trx, wallet) },
      };
    }
    case 'ISA': {
      const isa = await isaAccountIdOf(trx, userId);
      if (isa === undefined) throw new AppError(54);
      return { payment: { source: 'ISA', isa }, funds: { isaBalancePence: await lockAccountBalance(trx, isa) } };
    }
    case 'BANK_TRANSFER':
      return { payment: { source: 'BANK_TRANSFER', provider: app.providers.payments.name }, funds: {} };
  }
}

type Decision =
  | { kind: 'invested'; pending: PendingPaymentOperation[] }
  | { kind: 'finished' }
  | { kind: 'refused'; refusal: AppError }
  | { kind: 'documentsNeeded' };

/** Thrown in the transaction, undoing it, when the finish will succeed but its documents were not made. */
class DocumentsNeeded extends Error {}

/** A pledge to finish in the caller's transaction, its row locked by the caller (see `investUnderLocks`). */
export interface PledgeToInvest {
  /** The pledge's row, locked. */
  pledge: PledgeRow;
  source: PledgeSource;
  signer: FinishedPledge['signer'];
  /** What the agreements are signed with; undefined when they are still to be made (the finish asks for them). */
  documents: FinishedPledge['documents'] | undefined;
  /** When it is signed: the documents' time when they were made, else now. */
  signedAt: Date;
  now: Date;
  /**
   * What the investor is told, from the investments just recorded: a pledge confirmed, or an allocation made under
   * their standing authority.
   */
  announcement: (investments: InvestedTerms) => PersonalNotificationEvent;
}

/** The pledge's investments with their agreements, short term first (`pledgeInvestments`). */
export type InvestedTerms = Awaited<ReturnType<typeof pledgeInvestments>>;

/**
 * The one way a signed pledge is invested, in the caller's transaction (`app` is `inTransaction(app, trx)`), for
 * the investor's own finish and for an auto-invest allocation alike. Locks in the order every movement takes them,
 * after the pledge the caller holds: the project (still open, the amounts still within what remains), the investor
 * (their 12-month limit, which pledges to other projects also use: the investing gate again), the investor's wallet
 * or ISA (its funds), then the project's accounts. Any refusal throws (AppError), so the caller's transaction is
 * undone; then the investments, agreements and log (recordInvestment), what the investor and the project's
 * investors are told, and the confirmation e-mail as the last statement.
 */
export async function investUnderLocks(app: AppContext, invest: PledgeToInvest): Promise<PendingPaymentOperation[]> {
  const trx = app.db;
  const { pledge, now } = invest;
  const project = await lockPledgeProject(trx, pledge.project_id);
  await assertMayInvestInTransaction(app, {
    userId: pledge.user_id,
    amountPence: pledge.short_amount_pence + pledge.long_amount_pence,
    now,
  });
  const { payment, funds } = await lockPayment(app, trx, pledge.user_id, invest.source);
  const fieldErrors = paymentRefusals(project, amountsOf(pledge), funds);
  if (fieldErrors.length > 0) throw new AppError(2, { fieldErrors });
  if (invest.documents === undefined) throw new DocumentsNeeded();
  const pending = await recordInvestment(app, {
    pledge,
    project,
    payment,
    signedAt: invest.signedAt,
    signer: invest.signer,
    documents: invest.documents,
  });
  // The short target reached moved the project on (recordInvestment): its investors hear once.
  if ((await lockPledgeProject(trx, project.id)).status !== project.status) {
    await announce(
      app,
      { kind: 'PROJECT_FUNDED', projectId: project.id },
      { key: `PROJECT_FUNDED:${project.id}`, at: now },
    );
  }
  const [investor, investments] = await Promise.all([
    findPledgingInvestor(trx, pledge.user_id),
    pledgeInvestments(trx, pledge.id),
  ]);
  await announce(app, invest.announcement(investments), { at: now });
  // The confirmation goes with the pledge, as the transaction's last statement: never for a finish undone.
  const documents = invest.documents;
  const standingAuthority =
    documents !== null && 'standingAuthority' in documents
      ? autoInvestAuthorityReference(documents.standingAuthority.id)
      : undefined;
  await queueMail(trx, confirmationOf(app, project.title, investor, investments, standingAuthority));
  return pending;
}

/**
 * The finish's one transaction: the pledge's lock and its signature code (a refused code commits what it records),
 * then `investUnderLocks` (a refused payment undoes everything).
 */
async function decideUnderLocks(
  app: AppContext,
  pledge: PledgeRow,
  request: FinishRequest,
  documents: SignedDocuments | undefined,
): Promise<Decision> {
  try {
    return await app.db.transaction().execute(async (trx): Promise<Decision> => {
      const now = app.clock.now();
      const locked = await lockPledge(trx, request.pledgeId);
      const code = await checkSignatureCode(inTransaction(app, trx), PLEDGE_SIGNING, locked, request, now);
      if (code.kind !== 'accepted') return code;
      const pending = await investUnderLocks(inTransaction(app, trx), {
        pledge: code.row,
        source: request.source,
        signer: { ip: request.ip, location: null },
        documents,
        signedAt: documents?.signedAt ?? now,
        now,
        announcement: () => ({
          kind: 'PLEDGE_CONFIRMED',
          userId: request.userId,
          projectId: pledge.project_id,
          amountPence: pledge.short_amount_pence + pledge.long_amount_pence,
        }),
      });
      return { kind: 'invested', pending };
    });
  } catch (error) {
    if (error instanceof DocumentsNeeded) return { kind: 'documentsNeeded' };
    throw error;
  }
}

/** The confirmation e-mail of a pledge just recorded (issue 32 §8). */
function confirmationOf(
  app: AppContext,
  projectTitle: string,
  investor: Awaited<ReturnType<typeof findPledgingInvestor>>,
  investments: InvestedTerms,
  standingAuthority?: string,
) {
  const account = investments[0]?.source === 'BANK_TRANSFER' ? app.providers.payments.collectionAccount : null;
  return pledgeConfirmationEmail({
    to: investor.email,
    name: investor.full_name?.trim() || investor.email,
    userId: investor.id,
    projectTitle,
    source: investments[0]?.source ?? 'E_WALLET',
    account,
    // Short first: the query orders by term, descending.
    agreements: investments.map((investment) => ({
      term: investment.term,
      amountPence: investment.amount_pence,
      reference: investment.reference_number,
      link: `${app.config.publicUrl}/platform/agreement/${investment.agreement_id}`,
    })),
    ...(standingAuthority === undefined ? {} : { standingAuthority }),
  });
}

/** What the signed documents say, read without locks, then made and stored (see signed-agreements.ts). */
async function signDocuments(
  app: AppContext,
  pledge: PledgeRow,
  signature: SignatureImage,
  ip: string,
): Promise<SignedDocuments> {
  const [investor, project, events] = await Promise.all([
    findPledgingInvestor(app.db, pledge.user_id),
    findPledgeProject(app.db, pledge.project_id),
    pledgeEvents(app.db, pledge.id),
  ]);
  if (!project) throw new Error(`pledge ${pledge.id} has no project`);
  const facts = { firm: app.config.firm, pledge, investor, project, events, signature, ip };
  return storeSignedDocuments(app.providers.storage, { ...facts, signedAt: app.clock.now() });
}

/** The answer of a finished pledge, read back: the same whether it was finished just now or before. */
async function pledgeAnswer(app: AppContext, pledgeId: number, userId: number): Promise<PledgeFinishResponse> {
  const [investor, investments] = await Promise.all([
    findPledgingInvestor(app.db, userId),
    pledgeInvestments(app.db, pledgeId),
  ]);
  const source = investments[0]?.source ?? 'E_WALLET';
  const account = source === 'BANK_TRANSFER' ? app.providers.payments.collectionAccount : undefined;
  return {
    pledgeId,
    source,
    investorName: investor.full_name ?? investor.email,
    sumPence: investments.reduce((sum, investment) => sum + investment.amount_pence, 0),
    accountName: account?.accountName ?? null,
    accountNumber: account?.accountNumber ?? null,
    sortCode: account?.sortCode ?? null,
    investments: investments.map((investment) => ({
      investmentId: investment.id,
      agreementId: investment.agreement_id,
      term: investment.term,
      amountPence: investment.amount_pence,
      referenceNumber: investment.reference_number,
      status: investment.status,
    })),
  };
}

/**
 * A bank-transfer investment's pay-in settled (wallet/settlement.ts calls this in its transaction, after the money
 * went clearing → wallet). Succeeded: the money goes on wallet → the project's term wallet (TRANSFER_TO_PROJECT,
 * keyed by pledge and term as an e-wallet payment is) and the investment SUCCEEDED. Failed: the investment FAILED,
 * its agreement CANCELLED and the capacity it held given back to the project. A project already moved to
 * FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN stays so: the status machine has no way back, the admin decides.
 * A pay-in that is a plain deposit finds no investment and is left as it is.
 */
export async function settleBankTransferInvestment(app: AppContext, payIn: SettledPayIn): Promise<void> {
  const trx = app.db;
  if (payIn.bankReference === null) return;
  const investment = await lockPendingInvestmentByReference(trx, payIn.bankReference);
  if (!investment) return;
  if (investment.amount_pence !== payIn.amountPence) {
    throw new Error(`pay-in ${payIn.id} of ${payIn.amountPence} does not pay investment ${investment.id}`);
  }
  const now = payIn.settledAt;
  const logged = { pledge_id: investment.pledge_id, user_id: investment.user_id, created_at: now };
  if (!payIn.succeeded) {
    await settleInvestment(trx, investment.id, { status: 'FAILED' });
    const agreement = await cancelAgreementOf(trx, investment.id);
    await addToFundedSums(trx, investment.project_id, {
      shortPence: investment.term === 'SHORT' ? -investment.amount_pence : 0,
      longPence: investment.term === 'LONG' ? -investment.amount_pence : 0,
    });
    await insertAgreementLogs(trx, [
      { ...logged, agreement_id: agreement?.id ?? null, event: PLEDGE_EVENTS.paymentFailed },
    ]);
    return;
  }
  const transactionId = await postTransaction(app, {
    kind: 'TRANSFER_TO_PROJECT',
    description: `Pledge ${investment.pledge_id}, ${investment.term.toLowerCase()} term, by bank transfer`,
    idempotencyKey: `pledge:${investment.pledge_id}:${investment.term}`,
    createdBy: investment.user_id,
    occurredAt: now,
    entries: [
      { accountId: await userWalletAccountId(trx, investment.user_id), amountPence: -investment.amount_pence },
      {
        accountId: await projectWalletAccountId(trx, investment.project_id, walletKindOf(investment.term)),
        amountPence: investment.amount_pence,
      },
    ],
  });
  await settleInvestment(trx, investment.id, { status: 'SUCCEEDED', ledgerTransactionId: transactionId, paidAt: now });
  const agreement = await agreementOf(trx, investment.id);
  await insertAgreementLogs(trx, [{ ...logged, agreement_id: agreement?.id ?? null, event: PLEDGE_EVENTS.paid }]);
}
