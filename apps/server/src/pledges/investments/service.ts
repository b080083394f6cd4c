import type { PledgeFinishResponse } from '@keystone/api';
import { PLEDGE_MESSAGES, SMS_CODE, validatePledgeAmounts } from '@keystone/flows/pledge';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { projectWalletAccountId, userWalletAccountId, walletBalancePence } from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import { applySystemStatusEvent } from '../projects/system-status.ts';
import type { PendingPaymentOperation } from '../providers/payments/payment-provider.ts';
import { insertPaymentOperation, lockWalletBalance, updatePaymentOperation } from '../wallet/queries.ts';
import { investmentReference, pledgedTerms } from './agreement-terms.ts';
import { pledgeLimits, projectClosedErrors } from './pledge-amounts.ts';
import { PLEDGE_EVENTS } from './pledge-events.ts';
import {
  addToFundedSums,
  findPledgeProject,
  findPledgingInvestor,
  insertAgreement,
  insertAgreementLogs,
  insertInvestment,
  insertStoredFile,
  lockPledge,
  lockPledgeProject,
  updatePledge,
  type PledgeProject,
  type PledgeRow,
} from './queries.ts';
import { finishedPledgeAnswer } from './finished-answer.ts';
import { isPledgeOverdue, ownPledge, pledgeExpiredError } from './service.ts';
import { decodeSignature, makeSignedDocuments, type SignedDocuments, type StoredBytes } from './signed-documents.ts';
import { secondsUntilResend, smsCodeMatches, smsCodeSentAt } from './sms-code.ts';

export interface FinishRequest {
  userId: number;
  pledgeId: number;
  fromWallet: boolean;
  signatureBase64: string;
  smsCode: string;
  ip: string;
}

const codeRefused = (message: string) => new AppError(2, { fieldErrors: [{ field: 'smsCode', message }] });

/** Whether the code would be accepted now; read without a lock, so only to decide whether to make the documents. */
function codeLooksRight(pledge: PledgeRow, smsCode: string, now: Date): boolean {
  return (
    (pledge.status === 'STARTED' || pledge.status === 'SMS_SENT') &&
    !isPledgeOverdue(pledge, now) &&
    pledge.sms_code_hash !== null &&
    pledge.sms_code_expires_at !== null &&
    pledge.sms_code_expires_at.getTime() > now.getTime() &&
    smsCodeMatches(pledge.id, smsCode, pledge.sms_code_hash)
  );
}

type Amounts = { shortAmountPence: number; longAmountPence: number };

/** Why the project (still open, amounts within what remains) or the wallet's balance refuses the pledge now. */
function paymentRefusal(project: PledgeProject, amounts: Amounts, walletPence: number | undefined) {
  if (project.status !== 'AVAILABLE_TO_PLEDGE') return new AppError(2, { fieldErrors: projectClosedErrors(amounts) });
  const fieldErrors = validatePledgeAmounts({
    ...amounts,
    limits: pledgeLimits(project),
    walletBalancePence: walletPence,
  });
  return fieldErrors.length > 0 ? new AppError(2, { fieldErrors }) : undefined;
}

const amountsOf = (pledge: PledgeRow): Amounts => ({
  shortAmountPence: pledge.short_amount_pence,
  longAmountPence: pledge.long_amount_pence,
});

/**
 * Whether the finish would succeed as things stand, read without locks: only to spare making the documents of a
 * finish that will be refused (the transaction decides, and asks for them if they turn out to be needed).
 */
async function worthSigning(app: AppContext, pledge: PledgeRow, request: FinishRequest): Promise<boolean> {
  if (!codeLooksRight(pledge, request.smsCode, app.clock.now())) return false;
  const project = await findPledgeProject(app.db, pledge.project_id);
  const walletPence = request.fromWallet ? await walletBalancePence(app.db, request.userId) : undefined;
  return project !== undefined && paymentRefusal(project, amountsOf(pledge), walletPence) === undefined;
}

/** Thrown in the transaction (undoing it) when the finish will succeed but its documents were not made. */
class DocumentsNeeded extends Error {}

type Checked = { refusal: AppError } | { finished: true } | { open: true };

/**
 * The pledge's own checks under its row lock. A refusal here is returned, not thrown, so that what it records (a
 * wrong try counted, the pledge marked EXPIRED) commits although the request fails.
 */
async function checkPledge(trx: Db, request: FinishRequest, now: Date): Promise<Checked> {
  const pledge = await lockPledge(trx, request.pledgeId);
  if (!pledge) throw new AppError(10);
  if (pledge.status === 'COMPLETED') return { finished: true };
  const logged = { pledge_id: pledge.id, user_id: request.userId, ip: request.ip, created_at: now };
  if (pledge.status !== 'STARTED' && pledge.status !== 'SMS_SENT') return { refusal: pledgeExpiredError() };
  if (isPledgeOverdue(pledge, now)) {
    await updatePledge(trx, pledge.id, { status: 'EXPIRED', sms_code_hash: null });
    await insertAgreementLogs(trx, [{ ...logged, event: PLEDGE_EVENTS.expired }]);
    return { refusal: pledgeExpiredError() };
  }
  const expiresAt = pledge.sms_code_expires_at;
  if (pledge.sms_code_hash === null || expiresAt === null || expiresAt.getTime() <= now.getTime()) {
    return { refusal: codeRefused(PLEDGE_MESSAGES.smsCodeExpired) };
  }
  if (!smsCodeMatches(pledge.id, request.smsCode, pledge.sms_code_hash)) {
    const attempts = pledge.sms_attempts + 1;
    const used = attempts >= SMS_CODE.maxWrongTries;
    await updatePledge(trx, pledge.id, { sms_attempts: attempts, ...(used ? { sms_code_hash: null } : {}) });
    await insertAgreementLogs(trx, [{ ...logged, event: PLEDGE_EVENTS.codeEntered, code: 'WRONG' }]);
    if (!used) return { refusal: codeRefused(PLEDGE_MESSAGES.smsCodeWrong) };
    const retryAfterSeconds = Math.max(1, secondsUntilResend(smsCodeSentAt(expiresAt), now));
    return { refusal: new AppError(20, { retryAfterSeconds }) };
  }
  await insertAgreementLogs(trx, [{ ...logged, event: PLEDGE_EVENTS.codeEntered, code: 'CORRECT' }]);
  return { open: true };
}

const storedFile = (userId: number, purpose: 'SIGNATURE' | 'AGREEMENT', file: StoredBytes) => ({
  owner_id: userId,
  storage_key: file.storageKey,
  mime_type: file.mimeType,
  size_bytes: file.sizeBytes,
  sha256: file.sha256,
  purpose,
});

/**
 * Under the project's lock: the project still open and the amounts still within what remains, the wallet's funds,
 * then one investment per term with its agreement, the money (or a pay-in awaiting the bank transfer) and the funded
 * sums, which a pending transfer holds too so that the project can never be overfunded.
 */
async function invest(
  trx: Db,
  app: AppContext,
  pledge: PledgeRow,
  request: FinishRequest,
  documents: SignedDocuments | undefined,
): Promise<PendingPaymentOperation[]> {
  const amounts = amountsOf(pledge);
  const project = await lockPledgeProject(trx, pledge.project_id);
  // The wallet after the project: every movement locks a wallet before the project's accounts.
  const wallet = request.fromWallet ? await userWalletAccountId(trx, request.userId) : undefined;
  const refusal = paymentRefusal(
    project,
    amounts,
    wallet === undefined ? undefined : await lockWalletBalance(trx, wallet),
  );
  if (refusal) throw refusal;
  if (documents === undefined) throw new DocumentsNeeded();

  const { signedAt } = documents;
  const source = request.fromWallet ? 'E_WALLET' : 'BANK_TRANSFER';
  const signatureFileId = await insertStoredFile(trx, storedFile(request.userId, 'SIGNATURE', documents.signature));
  await updatePledge(trx, pledge.id, {
    status: 'COMPLETED',
    source,
    completed_at: signedAt,
    signature_file_id: signatureFileId,
    sms_code_hash: null,
  });

  const pending: PendingPaymentOperation[] = [];
  for (const { term, amountPence } of pledgedTerms(amounts)) {
    const referenceNumber = investmentReference(pledge.id, term);
    const common = {
      pledge_id: pledge.id,
      user_id: request.userId,
      project_id: project.id,
      term,
      strategy: pledge.strategy,
      amount_pence: amountPence,
      source,
      reference_number: referenceNumber,
    } as const;
    let investmentId: number;
    if (wallet !== undefined) {
      const transactionId = await postTransaction(trx, {
        kind: 'TRANSFER_TO_PROJECT',
        description: `Pledge ${pledge.id}, ${term.toLowerCase()} term`,
        idempotencyKey: `pledge:${pledge.id}:${term}`,
        createdBy: request.userId,
        entries: [
          { accountId: wallet, amountPence: -amountPence },
          {
            accountId: await projectWalletAccountId(
              trx,
              project.id,
              term === 'SHORT' ? 'PROJECT_SHORT_WALLET' : 'PROJECT_LONG_WALLET',
            ),
            amountPence,
          },
        ],
      });
      investmentId = await insertInvestment(trx, {
        ...common,
        status: 'SUCCEEDED',
        ledger_transaction_id: transactionId,
        paid_at: signedAt,
      });
    } else {
      investmentId = await insertInvestment(trx, { ...common, status: 'PENDING' });
      // Settled like a deposit (wallet/settlement.ts), found again by the reference the transfer quotes.
      const operation = await insertPaymentOperation(trx, {
        userId: request.userId,
        kind: 'PAY_IN',
        amountPence,
        provider: app.providers.payments.name,
      });
      await updatePaymentOperation(trx, operation.id, { bank_reference: referenceNumber });
      pending.push({ id: operation.id, kind: 'PAY_IN', amountPence, createdAt: operation.created_at });
    }
    const document = documents.agreements.find((entry) => entry.term === term);
    if (!document) throw new Error(`pledge ${pledge.id} has no signed agreement for its ${term} term`);
    const agreementId = await insertAgreement(trx, {
      investmentId,
      userId: request.userId,
      projectId: project.id,
      strategy: pledge.strategy,
      term,
      signatureDate: signedAt,
      documentFileId: await insertStoredFile(trx, storedFile(request.userId, 'AGREEMENT', document.file)),
      documentSha256: document.documentSha256,
      signatureFileId,
    });
    const logged = { agreement_id: agreementId, pledge_id: pledge.id, user_id: request.userId, ip: request.ip };
    await insertAgreementLogs(trx, [
      { ...logged, event: PLEDGE_EVENTS.signed, created_at: signedAt },
      { ...logged, event: wallet !== undefined ? PLEDGE_EVENTS.paid : PLEDGE_EVENTS.awaitingTransfer },
    ]);
  }

  await addToFundedSums(trx, project.id, { shortPence: amounts.shortAmountPence, longPence: amounts.longAmountPence });
  if (project.short_funded_pence + amounts.shortAmountPence >= project.short_funding_target_pence) {
    await applySystemStatusEvent(trx, project, 'SYSTEM_SHORT_TARGET_REACHED');
  }
  return pending;
}

/**
 * PUT /pledges/{id}: sign and pay, in one transaction (see the contract). Finishing a finished pledge answers its
 * result again and writes nothing: the pledge's row lock makes a second request wait for the first.
 */
export async function finishPledge(app: AppContext, request: FinishRequest): Promise<PledgeFinishResponse> {
  const pledge = await ownPledge(app.db, request.userId, request.pledgeId);
  if (pledge.status === 'COMPLETED') return finishedPledgeAnswer(app, pledge.id, request.userId);
  // An approval withdrawn since the start stops the signature too.
  if ((await findPledgingInvestor(app.db, request.userId)).kyc_status !== 'APPROVED') throw new AppError(15);
  const signature = decodeSignature(request.signatureBase64);
  const sign = () => makeSignedDocuments(app, pledge, signature, request.ip);
  let documents = (await worthSigning(app, pledge, request)) ? await sign() : undefined;

  const attempt = (made: SignedDocuments | undefined) =>
    app.db.transaction().execute(async (trx): Promise<Checked | { pending: PendingPaymentOperation[] }> => {
      const checked = await checkPledge(trx, request, app.clock.now());
      if (!('open' in checked)) return checked;
      return { pending: await invest(trx, app, pledge, request, made) };
    });
  let outcome: Awaited<ReturnType<typeof attempt>>;
  try {
    outcome = await attempt(documents);
  } catch (error) {
    // Capacity freed (a failed transfer) or funds arrived since the first read: sign, then try once more.
    if (!(error instanceof DocumentsNeeded) || documents !== undefined) throw error;
    documents = await sign();
    outcome = await attempt(documents);
  }
  if ('refusal' in outcome) throw outcome.refusal;
  if ('pending' in outcome) {
    // Committed first: a provider not told now is told at start-up (resumePendingPayments).
    for (const operation of outcome.pending) await app.providers.payments.watch(operation);
  }
  return finishedPledgeAnswer(app, pledge.id, request.userId);
}
