import type { PledgeLimits, PledgeStartRequest, PledgeStartResponse, PledgeSumValidation } from '@keystone/api';
import { PLEDGE_EXPIRY_MINUTES, PLEDGE_MESSAGES, SMS_CODE, validatePledgeAmounts } from '@keystone/flows/pledge';
import { agreementText } from '@keystone/flows/agreement';
import { draftAgreementPdf } from '../agreements/agreement-pdf.ts';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { assertMayInvest } from '../investing-gate/service.ts';
import { agreementTerms, pledgedTerms, pledgeReference } from './pledge-agreement-terms.ts';
import { expectedRate, pledgeLimits, type PledgeAmounts } from './pledge-amounts.ts';
import { PLEDGE_EVENTS } from './pledge-events.ts';
import {
  findPledge,
  findPledgeProject,
  findPledgingInvestor,
  insertAgreementLogs,
  insertPledge,
  lockPledge,
  storeSmsCode,
  updatePledge,
  type PledgeRow,
} from './queries.ts';
import {
  hashSmsCode,
  newSmsCode,
  secondsUntilResend,
  smsCodeExpiry,
  smsCodeMatches,
  smsCodeSentAt,
  smsCodeText,
} from './signature-code.ts';

// Pledging (seed 001 §2–5): the limits, the start with the draft agreement, the SMS signature code. Signing and
// paying, which turns the pledge into investments, is investments/service.ts.

/** A project open for pledges; any other (a DRAFT, an unknown id) answers code 17, as the contract says. */
async function pledgeableProject(db: Db, projectId: number) {
  const project = await findPledgeProject(db, projectId);
  if (!project || project.status !== 'AVAILABLE_TO_PLEDGE') throw new AppError(17);
  return project;
}

/** GET /projects/{id}/pledge-limits: this investor's limits per term for the project. */
export async function getPledgeLimits(app: AppContext, projectId: number): Promise<PledgeLimits> {
  const { db } = app;
  return pledgeLimits(await pledgeableProject(db, projectId));
}

/**
 * GET /pledges/valid-pledge-sum: whether the amounts fit this investor's limits, with the limits. Only an investor
 * who may pledge asks: one whose KYC is not approved is refused as the pledge start refuses them (code 15).
 */
export async function getValidPledgeSum(
  app: AppContext,
  request: PledgeAmounts & { projectId: number; userId: number },
): Promise<PledgeSumValidation> {
  const { db } = app;
  const investor = await findPledgingInvestor(db, request.userId);
  if (investor.kyc_status !== 'APPROVED') throw new AppError(15);
  const limits = pledgeLimits(await pledgeableProject(db, request.projectId));
  const fieldErrors = validatePledgeAmounts({ ...request, limits });
  return { valid: fieldErrors.length === 0, limits, fieldErrors };
}

export function pledgeExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PLEDGE_EXPIRY_MINUTES * 60_000);
}

/**
 * POST /pledges: an approved investor starts a pledge that fits the project's limits now, and receives the draft
 * agreement. A started pledge holds none of the project's capacity: only finishing it does.
 */
export async function startPledge(
  app: AppContext,
  request: PledgeStartRequest & { userId: number; ip: string },
): Promise<PledgeStartResponse> {
  const { db, clock } = app;
  const investor = await findPledgingInvestor(db, request.userId);
  if (investor.kyc_status !== 'APPROVED') throw new AppError(15);
  const project = await pledgeableProject(db, request.projectId);
  const fieldErrors = validatePledgeAmounts({ ...request, limits: pledgeLimits(project) });
  for (const { term } of pledgedTerms(request)) {
    if (fieldErrors.length === 0 && expectedRate(project, term, request.investStrategy) === null) {
      fieldErrors.push({ field: 'investStrategy', message: PLEDGE_MESSAGES.strategyNotOffered });
    }
  }
  if (fieldErrors.length > 0) throw new AppError(2, { fieldErrors });
  // The investing gate (KYC, the consumer journey, the declaration and the everyday investor's limit).
  await assertMayInvest(app, {
    userId: request.userId,
    amountPence: request.shortAmountPence + request.longAmountPence,
    now: clock.now(),
  });

  const created = await db.transaction().execute(async (trx) => {
    const row = await insertPledge(trx, {
      user_id: request.userId,
      project_id: project.id,
      invest_strategy: request.investStrategy,
      short_amount_pence: request.shortAmountPence,
      long_amount_pence: request.longAmountPence,
      created_at: clock.now(),
    });
    const logged = { pledge_id: row.id, user_id: request.userId, ip: request.ip, created_at: row.created_at };
    await insertAgreementLogs(trx, [
      { ...logged, event: PLEDGE_EVENTS.started },
      { ...logged, event: PLEDGE_EVENTS.draftSent },
    ]);
    return row;
  });
  const terms = agreementTerms({
    firm: app.config.firm,
    investor,
    project,
    pledge: request,
    reference: pledgeReference(created.id, request),
    issuedAt: created.created_at,
  });
  const draft = await draftAgreementPdf(terms);
  return {
    pledgeId: created.id,
    expiresAt: pledgeExpiresAt(created.created_at).toISOString(),
    agreement: Buffer.from(draft).toString('base64'),
    // The same facts in words, for a phone, where the PDF's page is too small to read.
    agreementText: agreementText(terms),
  };
}

/** The caller's own pledge; an unknown id and another investor's alike answer 403 code 10 (ids cannot be probed). */
export async function ownPledge(app: AppContext, userId: number, pledgeId: number): Promise<PledgeRow> {
  const { db } = app;
  const pledge = await findPledge(db, pledgeId);
  if (!pledge || pledge.user_id !== userId) throw new AppError(10);
  return pledge;
}

const pledgeExpiredError = () =>
  new AppError(2, { fieldErrors: [{ field: 'pledgeId', message: PLEDGE_MESSAGES.pledgeExpired }] });

const codeRefused = (message: string) => new AppError(2, { fieldErrors: [{ field: 'smsCode', message }] });

function isPledgeOverdue(pledge: Pick<PledgeRow, 'created_at'>, now: Date): boolean {
  return pledgeExpiresAt(pledge.created_at).getTime() <= now.getTime();
}

const isOpen = (pledge: PledgeRow) => pledge.status === 'STARTED' || pledge.status === 'SMS_SENT';

/**
 * PUT /pledges/{id}/send-sms: a new random code (the last stops working) to the investor's confirmed phone; not
 * sooner than SMS_CODE.resendAfterSeconds after the last (429 code 20 with Retry-After).
 */
export async function sendPledgeSms(
  app: AppContext,
  request: { userId: number; pledgeId: number; ip: string },
): Promise<void> {
  const { db, clock, providers } = app;
  const pledge = await ownPledge(app, request.userId, request.pledgeId);
  const now = clock.now();
  if (!isOpen(pledge)) throw pledgeExpiredError();
  if (isPledgeOverdue(pledge, now)) {
    await updatePledge(db, pledge.id, { status: 'EXPIRED' });
    throw pledgeExpiredError();
  }
  const investor = await findPledgingInvestor(db, request.userId);
  // KYC confirms the phone number; an approved investor without one cannot sign.
  if (investor.phone_number === null) throw new AppError(15);

  const code = newSmsCode();
  const stored = await db.transaction().execute(async (trx) => {
    const fresh = await storeSmsCode(trx, pledge.id, {
      hash: hashSmsCode(pledge.id, code),
      expiresAt: smsCodeExpiry(now),
      // The last code may be replaced once it was sent resendAfterSeconds ago or earlier.
      lastExpiresBefore: smsCodeExpiry(new Date(now.getTime() - SMS_CODE.resendAfterSeconds * 1000)),
    });
    if (fresh) {
      await insertAgreementLogs(trx, [
        {
          pledge_id: pledge.id,
          user_id: request.userId,
          event: PLEDGE_EVENTS.smsSent,
          ip: request.ip,
          number: investor.phone_number,
          created_at: now,
        },
      ]);
    }
    return fresh;
  });
  if (!stored) {
    const current = await findPledge(db, pledge.id);
    if (!current || !isOpen(current)) throw pledgeExpiredError();
    const sentAt = current.sms_code_expires_at === null ? now : smsCodeSentAt(current.sms_code_expires_at);
    throw new AppError(20, { retryAfterSeconds: Math.max(1, secondsUntilResend(sentAt, now)) });
  }
  await providers.sms.send({
    to: investor.phone_number,
    body: smsCodeText(code),
    template: 'PLEDGE_SIGNATURE_CODE',
    userId: request.userId,
  });
}

/**
 * Whether the code would be accepted now; read without a lock, so only to decide whether the signed documents are
 * worth making before the finish's transaction.
 */
export function signatureCodeLooksRight(pledge: PledgeRow, smsCode: string, now: Date): boolean {
  return (
    isOpen(pledge) &&
    !isPledgeOverdue(pledge, now) &&
    pledge.sms_code_hash !== null &&
    pledge.sms_code_expires_at !== null &&
    pledge.sms_code_expires_at.getTime() > now.getTime() &&
    smsCodeMatches(pledge.id, smsCode, pledge.sms_code_hash)
  );
}

export type SignatureCodeCheck =
  { kind: 'accepted'; pledge: PledgeRow } | { kind: 'finished' } | { kind: 'refused'; refusal: AppError };

/**
 * The signature code, checked under the pledge's row lock (a second finish of the pledge waits here, then finds it
 * finished). A refusal is returned, not thrown, so that what it records (a wrong try counted, the pledge marked
 * EXPIRED) commits although the request fails.
 */
export async function checkSignatureCode(
  app: AppContext,
  request: { userId: number; pledgeId: number; smsCode: string; ip: string },
  now: Date,
): Promise<SignatureCodeCheck> {
  const trx = app.db;
  const pledge = await lockPledge(trx, request.pledgeId);
  if (!pledge) throw new AppError(10);
  if (pledge.status === 'COMPLETED') return { kind: 'finished' };
  const refused = (refusal: AppError) => ({ kind: 'refused', refusal }) as const;
  const logged = { pledge_id: pledge.id, user_id: request.userId, ip: request.ip, created_at: now };
  if (!isOpen(pledge)) return refused(pledgeExpiredError());
  if (isPledgeOverdue(pledge, now)) {
    await updatePledge(trx, pledge.id, { status: 'EXPIRED', sms_code_hash: null });
    await insertAgreementLogs(trx, [{ ...logged, event: PLEDGE_EVENTS.expired }]);
    return refused(pledgeExpiredError());
  }
  const expiresAt = pledge.sms_code_expires_at;
  if (pledge.sms_code_hash === null || expiresAt === null || expiresAt.getTime() <= now.getTime()) {
    return refused(codeRefused(PLEDGE_MESSAGES.smsCodeExpired));
  }
  if (!smsCodeMatches(pledge.id, request.smsCode, pledge.sms_code_hash)) {
    const attempts = pledge.sms_attempts + 1;
    const used = attempts >= SMS_CODE.maxWrongTries;
    await updatePledge(trx, pledge.id, { sms_attempts: attempts, ...(used ? { sms_code_hash: null } : {}) });
    await insertAgreementLogs(trx, [{ ...logged, event: PLEDGE_EVENTS.codeEntered, code: 'WRONG' }]);
    if (!used) return refused(codeRefused(PLEDGE_MESSAGES.smsCodeWrong));
    const retryAfterSeconds = Math.max(1, secondsUntilResend(smsCodeSentAt(expiresAt), now));
    return refused(new AppError(20, { retryAfterSeconds }));
  }
  await insertAgreementLogs(trx, [{ ...logged, event: PLEDGE_EVENTS.codeEntered, code: 'CORRECT' }]);
  return { kind: 'accepted', pledge };
}
