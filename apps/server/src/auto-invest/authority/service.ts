import type {
  AutoInvest,
  AutoInvestAuthority,
  AutoInvestAuthoritySignature,
  AutoInvestAuthorityStarted,
  AutoInvestRules,
  AutoInvestState,
  InvestmentTerm,
} from '@keystone/api';
import {
  AUTO_INVEST_AUTHORITY_EXPIRY_MINUTES,
  AUTO_INVEST_MESSAGES,
  autoInvestAuthorityPlainText,
  autoInvestAuthorityReference,
  autoInvestAuthorityText,
  validateAutoInvestRules,
  type AutoInvestAuthorityFacts,
} from '@keystone/flows/auto-invest';
import type { AuthenticatedUser } from '../../auth/authenticate.ts';
import { inTransaction, type AppContext } from '../../context/app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertMayInvest, assertMayInvestInTransaction } from '../../investing-gate/service.ts';
import { isaAccountIdOf } from '../../ledger/queries.ts';
import { insertStoredFile } from '../../pledges/investments/queries.ts';
import {
  decodeSignature,
  storeSignedDocument,
  type SignatureImage,
  type SignedDocument,
  type StoredBytes,
} from '../../pledges/investments/signed-agreements.ts';
import {
  checkSignatureCode,
  sendSignatureCode,
  signatureCodeLooksRight,
  type SignedBySms,
} from '../../signature-codes/service.ts';
import { AUTO_INVEST_AUTHORITY_EVENTS } from './authority-events.ts';
import { draftAuthorityPdf, signedAuthorityPdf } from './authority-pdf.ts';
import { moneyWaitingPence } from './money-waiting.ts';
import {
  authorityEvents,
  findAuthority,
  findAuthorityDocument,
  findCurrentAuthority,
  findShownAuthority,
  findSigner,
  insertAuthority,
  insertAuthorityLogs,
  lockAuthority,
  lockCurrentAuthority,
  updateAuthority,
  type AuthorityRow,
  type AuthorityRules,
} from './queries.ts';

// The investor's standing authority (issue 38 §1): the start with the draft and its text, the SMS signature code
// (signature-codes/, as a pledge's), the signature in one transaction, then changes of its rules and its state. The
// investing gate (investing-gate/) is passed at the start and again when it is signed: auto-invest invests.

const minuteMs = 60_000;

export const authorityExpiresAt = (createdAt: Date) =>
  new Date(createdAt.getTime() + AUTO_INVEST_AUTHORITY_EXPIRY_MINUTES * minuteMs);

/** The statuses of a signed authority: signing one again answers it and writes nothing. */
const SIGNED_STATUSES: readonly string[] = ['ACTIVE', 'PAUSED', 'ENDED'];
const isSigned = (status: string) => SIGNED_STATUSES.includes(status);

/** A standing authority, signed by SMS as a pledge is (signature-codes/); its expiry is logged. */
const AUTHORITY_SIGNING: SignedBySms = {
  table: 'auto_invest_authorities',
  template: 'AUTO_INVEST_SIGNATURE_CODE',
  expiresAt: authorityExpiresAt,
  expired: () =>
    new AppError(2, { fieldErrors: [{ field: 'authorityId', message: AUTO_INVEST_MESSAGES.authorityExpired }] }),
  expiredEvent: AUTO_INVEST_AUTHORITY_EVENTS.expired,
  isSigned,
};

const nameOf = (person: { full_name: string | null; email: string }) => person.full_name?.trim() || person.email;

/** The rules as the authority's row holds them (the allocation's planner reads them so too). */
export function rulesOf(
  row: Pick<
    AuthorityRow,
    | 'amount_per_project_pence'
    | 'total_invested_pence'
    | 'min_rate_percent'
    | 'max_term_months'
    | 'takes_short_term'
    | 'takes_long_term'
    | 'invest_strategy'
    | 'source'
  >,
): AutoInvestRules {
  const terms: InvestmentTerm[] = [];
  if (row.takes_short_term) terms.push('SHORT');
  if (row.takes_long_term) terms.push('LONG');
  return {
    amountPerProjectPence: Number(row.amount_per_project_pence),
    totalInvestedPence: Number(row.total_invested_pence),
    minRatePercent: Number(row.min_rate_percent),
    maxTermMonths: row.max_term_months,
    terms,
    investStrategy: row.invest_strategy,
    source: row.source,
  };
}

/** The row's columns of the rules. */
function rowRules(rules: AutoInvestRules): AuthorityRules {
  return {
    amount_per_project_pence: rules.amountPerProjectPence,
    total_invested_pence: rules.totalInvestedPence,
    min_rate_percent: rules.minRatePercent,
    max_term_months: rules.maxTermMonths,
    takes_short_term: rules.terms.includes('SHORT'),
    takes_long_term: rules.terms.includes('LONG'),
    invest_strategy: rules.investStrategy,
    source: rules.source,
  };
}

const sameRules = (a: AutoInvestRules, b: AutoInvestRules) =>
  a.amountPerProjectPence === b.amountPerProjectPence &&
  a.totalInvestedPence === b.totalInvestedPence &&
  a.minRatePercent === b.minRatePercent &&
  a.maxTermMonths === b.maxTermMonths &&
  a.terms.includes('SHORT') === b.terms.includes('SHORT') &&
  a.terms.includes('LONG') === b.terms.includes('LONG') &&
  a.investStrategy === b.investStrategy &&
  a.source === b.source;

function toAuthority(row: AuthorityRow): AutoInvestAuthority {
  if (row.signed_at === null || !isSigned(row.status)) throw new Error(`authority ${row.id} is not signed`);
  return {
    id: row.id,
    reference: autoInvestAuthorityReference(row.id),
    state: row.status as AutoInvestState,
    rules: rulesOf(row),
    signedAt: row.signed_at.toISOString(),
    rulesChangedAt: row.rules_changed_at?.toISOString() ?? null,
    endedAt: row.ended_at?.toISOString() ?? null,
  };
}

/** Rules that break flows' rules: 400 code 2 with the fields. */
function assertValidRules(rules: AutoInvestRules): void {
  const fieldErrors = validateAutoInvestRules(rules);
  if (fieldErrors.length > 0) throw new AppError(2, { fieldErrors });
}

/** Paying from an ISA needs one open (409 code 54), as a pledge paid from it does. */
async function assertSourceOpen(db: Db, userId: number, rules: Pick<AutoInvestRules, 'source'>): Promise<void> {
  if (rules.source === 'ISA' && (await isaAccountIdOf(db, userId)) === undefined) throw new AppError(54);
}

/** GET /auto-invest: the current authority (else the last ended), and what it could invest now. */
export async function getAutoInvest(app: AppContext, userId: number): Promise<AutoInvest> {
  const { db } = app;
  const row = await findShownAuthority(db, userId);
  if (!row) return { authority: null, moneyWaitingPence: 0 };
  return {
    authority: toAuthority(row),
    moneyWaitingPence: await moneyWaitingPence(db, {
      userId,
      status: row.status,
      source: row.source,
      totalInvestedPence: Number(row.total_invested_pence),
    }),
  };
}

async function authorityFacts(
  app: AppContext,
  userId: number,
  authorityId: number,
  rules: AutoInvestRules,
  issuedAt: Date,
): Promise<AutoInvestAuthorityFacts> {
  const signer = await findSigner(app.db, userId);
  const { name, companyNumber, registeredOffice, regulatorStatus } = app.config.firm;
  return {
    firm: { name, companyNumber, registeredOffice, regulatorStatus },
    investor: { name: nameOf(signer), email: signer.email },
    authorityId,
    rules,
    issuedAt,
  };
}

/**
 * POST /auto-invest/authorities: an investor who may invest starts signing a standing authority for these rules and
 * receives its draft and text. Nothing is active until it is signed.
 */
export async function startAutoInvest(
  app: AppContext,
  request: { rules: AutoInvestRules; userId: number; ip: string },
): Promise<AutoInvestAuthorityStarted> {
  const { db, clock } = app;
  const { rules, userId } = request;
  assertValidRules(rules);
  const now = clock.now();
  await assertMayInvest(app, { userId, amountPence: 0, now });
  await assertSourceOpen(db, userId, rules);
  if (await findCurrentAuthority(db, userId)) throw new AppError(65);

  const created = await db.transaction().execute(async (trx) => {
    const row = await insertAuthority(trx, { ...rowRules(rules), user_id: userId, created_at: now });
    const logged = { auto_invest_authority_id: row.id, user_id: userId, ip: request.ip, created_at: now };
    await insertAuthorityLogs(trx, [
      { ...logged, event: AUTO_INVEST_AUTHORITY_EVENTS.started },
      { ...logged, event: AUTO_INVEST_AUTHORITY_EVENTS.draftSent },
    ]);
    return row;
  });
  const facts = await authorityFacts(app, userId, created.id, rulesOf(created), created.created_at);
  const draft = await draftAuthorityPdf(facts);
  return {
    authorityId: created.id,
    reference: autoInvestAuthorityReference(created.id),
    expiresAt: authorityExpiresAt(created.created_at).toISOString(),
    agreement: Buffer.from(draft).toString('base64'),
    // The same facts in words, for a phone, where the PDF's page is too small to read.
    agreementText: autoInvestAuthorityPlainText(autoInvestAuthorityText(facts)),
  };
}

/** The caller's own authority; an unknown id and another investor's alike answer 403 code 10. */
async function ownAuthority(app: AppContext, userId: number, authorityId: number): Promise<AuthorityRow> {
  const authority = await findAuthority(app.db, authorityId);
  if (!authority || authority.user_id !== userId) throw new AppError(10);
  return authority;
}

/** PUT /auto-invest/authorities/{id}/send-sms: as a pledge's code; a signed authority answers 409 code 65. */
export async function sendAutoInvestSms(
  app: AppContext,
  request: { userId: number; authorityId: number; ip: string },
): Promise<void> {
  const authority = await ownAuthority(app, request.userId, request.authorityId);
  if (isSigned(authority.status)) throw new AppError(65);
  await sendSignatureCode(app, AUTHORITY_SIGNING, authority, request);
}

/** The signed authority and the signature, made and stored before the signing transaction (as a pledge's). */
async function signAuthority(
  app: AppContext,
  authority: AuthorityRow,
  signature: SignatureImage,
  ip: string,
): Promise<SignedDocument> {
  const signedAt = app.clock.now();
  const facts = await authorityFacts(app, authority.user_id, authority.id, rulesOf(authority), signedAt);
  const events = await authorityEvents(app.db, authority.id);
  return storeSignedDocument(app.providers.storage, signature, signedAt, (image) =>
    signedAuthorityPdf(facts, {
      image,
      signedAt,
      ip,
      events: [
        ...events.map((entry) => ({ event: entry.event, at: entry.created_at, number: entry.number })),
        { event: AUTO_INVEST_AUTHORITY_EVENTS.codeEntered, at: signedAt },
      ],
    }),
  );
}

type Decision =
  { kind: 'signed' } | { kind: 'finished' } | { kind: 'refused'; refusal: AppError } | { kind: 'documentsNeeded' };

class DocumentsNeeded extends Error {}

/**
 * PUT /auto-invest/authorities/{id}: the code checked, the gate passed again, and in one transaction the authority
 * signed and made the caller's ACTIVE one. Signing a signed authority answers the caller's auto-invest again and
 * writes nothing: the row's lock makes a second request wait for the first.
 */
export async function signAutoInvestAuthority(
  app: AppContext,
  request: AutoInvestAuthoritySignature & { userId: number; authorityId: number; ip: string },
): Promise<AutoInvest> {
  const authority = await ownAuthority(app, request.userId, request.authorityId);
  if (isSigned(authority.status)) return getAutoInvest(app, request.userId);
  const now = app.clock.now();
  await assertMayInvest(app, { userId: request.userId, amountPence: 0, now });
  const signature = decodeSignature(request.signatureBase64);

  const signed = signatureCodeLooksRight(AUTHORITY_SIGNING, authority, request.smsCode, now)
    ? await signAuthority(app, authority, signature, request.ip)
    : undefined;
  let decision = await signUnderLock(app, request, signed);
  if (decision.kind === 'documentsNeeded') {
    decision = await signUnderLock(app, request, await signAuthority(app, authority, signature, request.ip));
  }
  switch (decision.kind) {
    case 'refused':
      throw decision.refusal;
    case 'documentsNeeded':
      throw new Error(`authority ${authority.id}: documents asked for again once made`);
    default:
      return getAutoInvest(app, request.userId);
  }
}

/**
 * The signature's one transaction. Locks in one order: the authority (its code), then the investor's row (the
 * investing gate), which also keeps two of the investor's authorities from being signed at once: the second finds
 * the first current (409 code 65).
 */
async function signUnderLock(
  app: AppContext,
  request: { userId: number; authorityId: number; smsCode: string; ip: string },
  documents: SignedDocument | undefined,
): Promise<Decision> {
  try {
    return await app.db.transaction().execute(async (trx): Promise<Decision> => {
      const now = app.clock.now();
      const locked = await lockAuthority(trx, request.authorityId);
      if (!locked || locked.user_id !== request.userId) throw new AppError(10);
      // The accepted code is dated as the signature the evidence page records with it.
      const code = await checkSignatureCode(inTransaction(app, trx), AUTHORITY_SIGNING, locked, request, now, {
        acceptedAt: documents?.signedAt ?? now,
      });
      if (code.kind !== 'accepted') return code;
      const authority = code.row;
      await assertMayInvestInTransaction(inTransaction(app, trx), { userId: authority.user_id, amountPence: 0, now });
      await assertSourceOpen(trx, authority.user_id, authority);
      if (await findCurrentAuthority(trx, authority.user_id)) throw new AppError(65);
      if (documents === undefined) throw new DocumentsNeeded();

      const signatureFileId = await insertStoredFile(
        trx,
        storedFile(authority.user_id, 'SIGNATURE', documents.signature),
      );
      const documentFileId = await insertStoredFile(
        trx,
        storedFile(authority.user_id, 'AGREEMENT', documents.document),
      );
      await updateAuthority(trx, authority.id, {
        status: 'ACTIVE',
        sms_code_hash: null,
        signed_at: documents.signedAt,
        signer_ip: request.ip,
        signature_file_id: signatureFileId,
        document_file_id: documentFileId,
        document_sha256: documents.documentSha256,
      });
      await insertAuthorityLogs(trx, [
        {
          auto_invest_authority_id: authority.id,
          user_id: authority.user_id,
          ip: request.ip,
          created_at: documents.signedAt,
          event: AUTO_INVEST_AUTHORITY_EVENTS.signed,
        },
      ]);
      return { kind: 'signed' };
    });
  } catch (error) {
    if (error instanceof DocumentsNeeded) return { kind: 'documentsNeeded' };
    throw error;
  }
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
 * GET /auto-invest/authorities/{id}/document: the signed copy with its evidence page, for its investor or an admin.
 * Another investor's (or an unknown id, for an investor) answers 403 code 10; one not signed 404 code 42.
 */
export async function authorityDocument(
  app: AppContext,
  viewer: AuthenticatedUser,
  authorityId: number,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const row = await findAuthorityDocument(app.db, authorityId);
  if (viewer.role !== 'ADMIN' && (!row || row.user_id !== viewer.id)) throw new AppError(10);
  if (!row || !isSigned(row.status) || row.storage_key === null) throw new AppError(42);
  const bytes = await app.providers.storage.get(row.storage_key);
  if (bytes === undefined) throw new AppError(5);
  return { bytes, fileName: `auto-invest-authority-${autoInvestAuthorityReference(row.id)}.pdf` };
}

/**
 * PUT /auto-invest/rules: the current authority's rules changed in place, logged on it; they apply to projects that
 * open after the change (an allocation already planned keeps its amounts). The same rules again write nothing.
 */
export async function updateAutoInvestRules(
  app: AppContext,
  request: { rules: AutoInvestRules; userId: number; ip: string },
): Promise<AutoInvest> {
  const { rules, userId } = request;
  assertValidRules(rules);
  await assertSourceOpen(app.db, userId, rules);
  await app.db.transaction().execute(async (trx) => {
    const current = await lockCurrentAuthority(trx, userId);
    if (!current) throw new AppError(64);
    if (sameRules(rulesOf(current), rules)) return;
    const now = app.clock.now();
    await updateAuthority(trx, current.id, { ...rowRules(rules), rules_changed_at: now });
    await insertAuthorityLogs(trx, [
      {
        auto_invest_authority_id: current.id,
        user_id: userId,
        ip: request.ip,
        created_at: now,
        event: AUTO_INVEST_AUTHORITY_EVENTS.rulesChanged,
      },
    ]);
  });
  return getAutoInvest(app, userId);
}

const STATE_EVENTS = {
  ACTIVE: AUTO_INVEST_AUTHORITY_EVENTS.resumed,
  PAUSED: AUTO_INVEST_AUTHORITY_EVENTS.paused,
  ENDED: AUTO_INVEST_AUTHORITY_EVENTS.ended,
} as const satisfies Record<AutoInvestState, string>;

/**
 * PUT /auto-invest/state: pause, resume or end the current authority, at once (the allocation re-reads it under its
 * lock before each investor's turn). The state it is in answers it again; ending an authority already ended (a
 * retried end) does too. No current authority otherwise: 409 code 64.
 */
export async function setAutoInvestState(
  app: AppContext,
  request: { state: AutoInvestState; userId: number; ip: string },
): Promise<AutoInvest> {
  const { state, userId } = request;
  await app.db.transaction().execute(async (trx) => {
    const current = await lockCurrentAuthority(trx, userId);
    if (!current) {
      const shown = await findShownAuthority(trx, userId);
      if (state === 'ENDED' && shown?.status === 'ENDED') return;
      throw new AppError(64);
    }
    if (current.status === state) return;
    const now = app.clock.now();
    await updateAuthority(trx, current.id, state === 'ENDED' ? { status: state, ended_at: now } : { status: state });
    await insertAuthorityLogs(trx, [
      {
        auto_invest_authority_id: current.id,
        user_id: userId,
        ip: request.ip,
        created_at: now,
        event: STATE_EVENTS[state],
      },
    ]);
  });
  return getAutoInvest(app, userId);
}
