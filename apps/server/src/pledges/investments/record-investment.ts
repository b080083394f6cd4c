import { inTransaction, type AppContext } from '../../context/app-context.ts';
import type { InvestmentTerm, InvestStrategy } from '@keystone/api';
import { insertDemoHistoryAgreement } from '../../agreements/queries.ts';
import type { Db } from '../../db/database.ts';
import {
  isaAccountIdOf,
  lockAccountBalance,
  projectWalletAccountId,
  userWalletAccountId,
} from '../../ledger/queries.ts';
import { postTransaction } from '../../ledger/service.ts';
import { walletKindOf } from '../../project-payments/payment-project.ts';
import { applySystemStatusEvent } from '../../projects/service.ts';
import type { PendingPaymentOperation } from '../../providers/payments/payment-provider.ts';
import { insertPaymentOperation, updatePaymentOperation } from '../../wallet/queries.ts';
import { investmentReference, pledgedTerms } from '../pledge-agreement-terms.ts';
import { PLEDGE_EVENTS } from '../pledge-events.ts';
import type { FirmConfig } from '../../config/firm.ts';
import type { FileStorage } from '../../providers/storage/file-storage.ts';
import {
  addToFundedSums,
  findPledge,
  findPledgeProject,
  findPledgingInvestor,
  insertAgreementLogs,
  insertPledge,
  lockPledge,
  lockPledgeProject,
  pledgeEvents,
  updatePledge,
  type PledgeRow,
} from '../queries.ts';
import { insertAgreement, insertInvestment, insertStoredFile } from './queries.ts';
import {
  storeSignedDocuments,
  type SignatureImage,
  type SignedDocuments,
  type StoredBytes,
} from './signed-agreements.ts';

// The commit of a finished pledge, one home for it: the pledge's finish (investments/service.ts) and the history of
// pledges finished before (the demo seed, the test builders) record their investments here, in the caller's
// transaction, so every one is written alike.

export interface FinishedPledge {
  /** The pledge, locked by the caller. */
  pledge: PledgeRow;
  /** Its project, locked by the caller after the pledge: the funded sums read are the sums written. */
  project: Awaited<ReturnType<typeof lockPledgeProject>>;
  /**
   * E-wallet: the investor's wallet, locked by the caller after the project, pays now. ISA (issue 35): the investor's
   * ISA account, locked likewise, pays now.
   */
  payment:
    | { source: 'E_WALLET'; wallet: number }
    | { source: 'ISA'; isa: number }
    | { source: 'BANK_TRANSFER'; provider: string };
  signedAt: Date;
  /** Where it was signed from: none for an allocation, which the platform makes under a standing authority. */
  signer: { ip: string | null; location: string | null };
  /**
   * The signed PDFs and the signature, stored already; an auto-invest allocation's standing authority; null for a
   * pledge of the demo history, signed before there were copies to keep (GET /agreements/{id}/document rebuilds its
   * agreement, unsigned, from its facts).
   */
  documents: SignedDocuments | StandingAuthoritySigning | null;
}

/**
 * An auto-invest allocation (issue 38) is signed under the investor's standing authority: its agreements are written
 * with the authority's signature image and no stored copy, and GET /agreements/{id}/document renders each, signed
 * under the authority, when it is asked for. No PDF is made while investing: an allocation among 10,000 investors
 * cannot afford one each.
 */
export interface StandingAuthoritySigning {
  standingAuthority: { id: number; signatureFileId: number };
}

const isStandingAuthority = (documents: FinishedPledge['documents']): documents is StandingAuthoritySigning =>
  documents !== null && 'standingAuthority' in documents;

const storedFile = (userId: number, purpose: 'SIGNATURE' | 'AGREEMENT', file: StoredBytes) => ({
  owner_id: userId,
  storage_key: file.storageKey,
  mime_type: file.mimeType,
  size_bytes: file.sizeBytes,
  sha256: file.sha256,
  purpose,
});

/**
 * A pledge accepted: one investment per term with its agreement and log, the money (or a pay-in awaiting the bank
 * transfer) and the funded sums, which a pending transfer holds too so that the project is never overfunded; the
 * project moves on when its short-term target is reached. Answers the pay-ins the provider is to be told of once the
 * transaction commits.
 */
export async function recordInvestment(app: AppContext, finished: FinishedPledge): Promise<PendingPaymentOperation[]> {
  const trx = app.db;
  const { pledge, project, payment, signedAt, signer, documents } = finished;
  const userId = pledge.user_id;
  const signatureFileId =
    documents === null
      ? undefined
      : isStandingAuthority(documents)
        ? documents.standingAuthority.signatureFileId
        : await insertStoredFile(trx, storedFile(userId, 'SIGNATURE', documents.signature));
  await updatePledge(trx, pledge.id, {
    status: 'COMPLETED',
    source: payment.source,
    completed_at: signedAt,
    ...(signatureFileId === undefined ? {} : { signature_file_id: signatureFileId }),
    sms_code_hash: null,
  });

  const pending: PendingPaymentOperation[] = [];
  const amounts = { shortAmountPence: pledge.short_amount_pence, longAmountPence: pledge.long_amount_pence };
  for (const { term, amountPence } of pledgedTerms(amounts)) {
    const referenceNumber = investmentReference(pledge.id, term);
    const investment = {
      pledge_id: pledge.id,
      user_id: userId,
      project_id: project.id,
      term,
      invest_strategy: pledge.invest_strategy,
      amount_pence: amountPence,
      invested_pence: amountPence,
      source: payment.source,
      reference_number: referenceNumber,
      created_at: signedAt,
    } as const;
    let investmentId: number;
    if (payment.source !== 'BANK_TRANSFER') {
      const transactionId = await postTransaction(app, {
        kind: 'TRANSFER_TO_PROJECT',
        description: `Pledge ${pledge.id}, ${term.toLowerCase()} term${payment.source === 'ISA' ? ', from the ISA' : ''}`,
        idempotencyKey: `pledge:${pledge.id}:${term}`,
        createdBy: userId,
        occurredAt: signedAt,
        entries: [
          { accountId: payment.source === 'ISA' ? payment.isa : payment.wallet, amountPence: -amountPence },
          { accountId: await projectWalletAccountId(trx, project.id, walletKindOf(term)), amountPence },
        ],
      });
      investmentId = await insertInvestment(trx, {
        ...investment,
        status: 'SUCCEEDED',
        ledger_transaction_id: transactionId,
        paid_at: signedAt,
      });
    } else {
      investmentId = await insertInvestment(trx, { ...investment, status: 'PENDING' });
      // Settled like a deposit (wallet/settlement.ts), found again by the reference the transfer quotes.
      const operation = await insertPaymentOperation(trx, {
        userId,
        kind: 'PAY_IN',
        amountPence,
        provider: payment.provider,
        createdAt: signedAt,
      });
      await updatePaymentOperation(trx, operation.id, { bank_reference: referenceNumber });
      pending.push({ id: operation.id, kind: 'PAY_IN', amountPence, createdAt: operation.created_at });
    }
    const agreementId = await recordAgreement(trx, {
      pledge,
      term,
      investmentId,
      signedAt,
      documents,
      signatureFileId,
    });
    const logged = {
      agreement_id: agreementId,
      pledge_id: pledge.id,
      user_id: userId,
      created_at: signedAt,
      ...signer,
    };
    await insertAgreementLogs(trx, [
      { ...logged, event: PLEDGE_EVENTS.signed },
      { ...logged, event: payment.source === 'BANK_TRANSFER' ? PLEDGE_EVENTS.awaitingTransfer : PLEDGE_EVENTS.paid },
    ]);
  }

  await addToFundedSums(trx, project.id, { shortPence: amounts.shortAmountPence, longPence: amounts.longAmountPence });
  if (project.short_funded_pence + amounts.shortAmountPence >= project.short_funding_target_pence) {
    await applySystemStatusEvent(app, project, 'SYSTEM_SHORT_TARGET_REACHED');
  }
  return pending;
}

async function recordAgreement(
  trx: Db,
  signed: {
    pledge: PledgeRow;
    term: InvestmentTerm;
    investmentId: number;
    signedAt: Date;
    documents: FinishedPledge['documents'];
    signatureFileId: number | undefined;
  },
): Promise<number> {
  const { pledge, term, investmentId, signedAt, documents, signatureFileId } = signed;
  const agreement = {
    investmentId,
    userId: pledge.user_id,
    projectId: pledge.project_id,
    investStrategy: pledge.invest_strategy,
    term,
  };
  if (documents === null) return insertDemoHistoryAgreement(trx, { ...agreement, signedAt });
  if (isStandingAuthority(documents)) {
    return insertAgreement(trx, {
      ...agreement,
      signatureDate: signedAt,
      documentFileId: null,
      documentSha256: null,
      signatureFileId: documents.standingAuthority.signatureFileId,
    });
  }
  const document = documents.agreements.find((entry) => entry.term === term);
  if (!document || signatureFileId === undefined) {
    throw new Error(`pledge ${pledge.id} has no signed agreement for its ${term} term`);
  }
  return insertAgreement(trx, {
    ...agreement,
    signatureDate: signedAt,
    documentFileId: await insertStoredFile(trx, storedFile(pledge.user_id, 'AGREEMENT', document.file)),
    documentSha256: document.documentSha256,
    signatureFileId,
  });
}

/**
 * A pledge of one term finished by e-wallet (or, `source` ISA, from the investor's ISA: issue 35) in the past,
 * replayed as history (the demo seed, the test builders).
 */
export interface PastPledge {
  userId: number;
  projectId: number;
  term: InvestmentTerm;
  strategy: InvestStrategy;
  amountPence: number;
  at: Date;
  source?: 'E_WALLET' | 'ISA';
}

/**
 * What a past pledge is signed with, as the finish signs (issue 32 §1): the firm the agreement names, the storage
 * its copy goes to and the signature image. Without it (the test builders) the agreement has no stored copy.
 */
export interface PastSigning {
  firm: FirmConfig;
  storage: FileStorage;
  signature: SignatureImage;
}

// What a past pledge's log shows of its signer: documentation addresses (RFC 5737, Ofcom's drama range).
const pastSigner = { ip: '203.0.113.10', location: 'London, GB', phoneNumber: '+447700900000' };

/** How long before its signature a past pledge was started, and its code sent. */
const startedBeforeMs = 4 * 60_000;
const codeSentBeforeMs = 2 * 60_000;

/**
 * Records a past pledge as its start, its code and its finish would have, with the finish's locks (pledge, project,
 * wallet): started and its agreement shown four minutes before `at`, its code sent two minutes before, signed with
 * the code and paid from the wallet at `at`. With `signing`, the signed copy and its evidence page are made and
 * stored before the finish's transaction by the finish's own function (signed-agreements.ts), so the agreement reads
 * 'Signed electronically' as a real one does. Nothing is checked: the history happened.
 */
export async function recordPastPledge(app: AppContext, past: PastPledge, signing?: PastSigning): Promise<void> {
  const { db } = app;
  const at = (before: number) => new Date(past.at.getTime() - before);
  const { id } = await db.transaction().execute(async (trx) => {
    const created = await insertPledge(trx, {
      user_id: past.userId,
      project_id: past.projectId,
      invest_strategy: past.strategy,
      short_amount_pence: past.term === 'SHORT' ? past.amountPence : 0,
      long_amount_pence: past.term === 'LONG' ? past.amountPence : 0,
      created_at: at(startedBeforeMs),
    });
    const logged = { pledge_id: created.id, user_id: past.userId, ip: pastSigner.ip };
    await insertAgreementLogs(trx, [
      { ...logged, event: PLEDGE_EVENTS.started, created_at: at(startedBeforeMs) },
      { ...logged, event: PLEDGE_EVENTS.draftSent, created_at: at(startedBeforeMs) },
      { ...logged, event: PLEDGE_EVENTS.smsSent, number: pastSigner.phoneNumber, created_at: at(codeSentBeforeMs) },
    ]);
    return created;
  });
  const documents = signing === undefined ? null : await signPastPledge(db, id, past, signing);
  await db.transaction().execute(async (trx) => {
    const pledge = await lockPledge(trx, id);
    if (!pledge) throw new Error(`pledge ${id} not found in its own transaction`);
    await insertAgreementLogs(trx, [
      {
        pledge_id: id,
        user_id: past.userId,
        ip: pastSigner.ip,
        event: PLEDGE_EVENTS.codeEntered,
        code: 'CORRECT',
        created_at: past.at,
      },
    ]);
    const project = await lockPledgeProject(trx, past.projectId);
    const payment = await pastPayment(trx, past);
    await recordInvestment(inTransaction(app, trx), {
      pledge,
      project,
      payment,
      signedAt: past.at,
      signer: { ip: pastSigner.ip, location: pastSigner.location },
      documents,
    });
  });
}

/** The past pledge's e-wallet or ISA, locked as the finish locks it. */
async function pastPayment(trx: Db, past: PastPledge): Promise<FinishedPledge['payment']> {
  if (past.source === 'ISA') {
    const isa = await isaAccountIdOf(trx, past.userId);
    if (isa === undefined) throw new Error(`past ISA pledge of user ${past.userId}, who has no ISA`);
    await lockAccountBalance(trx, isa);
    return { source: 'ISA', isa };
  }
  const wallet = await userWalletAccountId(trx, past.userId);
  await lockAccountBalance(trx, wallet);
  return { source: 'E_WALLET', wallet };
}

/** The past pledge's signed copy, made and stored as the finish makes it (before the transaction that records it). */
async function signPastPledge(db: Db, pledgeId: number, past: PastPledge, signing: PastSigning) {
  const [pledge, investor, project, events] = await Promise.all([
    findPledge(db, pledgeId),
    findPledgingInvestor(db, past.userId),
    findPledgeProject(db, past.projectId),
    pledgeEvents(db, pledgeId),
  ]);
  if (!pledge || !project) throw new Error(`past pledge ${pledgeId} has no pledge or project`);
  return storeSignedDocuments(signing.storage, {
    firm: signing.firm,
    pledge,
    investor,
    project,
    events,
    signature: signing.signature,
    signedAt: past.at,
    ip: pastSigner.ip,
  });
}
