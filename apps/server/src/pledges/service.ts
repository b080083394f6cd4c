import type { PledgeLimits, PledgeStartRequest, PledgeStartResponse, PledgeSumValidation } from '@keystone/api';
import { PLEDGE_EXPIRY_MINUTES, PLEDGE_MESSAGES, validatePledgeAmounts } from '@keystone/flows/pledge';
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
  type PledgeRow,
} from './queries.ts';
import { sendSignatureCode, type SignedBySms } from '../signature-codes/service.ts';

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

/** A pledge, signed by SMS: its signature code (signature-codes/). */
export const PLEDGE_SIGNING: SignedBySms = {
  table: 'pledges',
  template: 'PLEDGE_SIGNATURE_CODE',
  expiresAt: pledgeExpiresAt,
  expired: () => new AppError(2, { fieldErrors: [{ field: 'pledgeId', message: PLEDGE_MESSAGES.pledgeExpired }] }),
  expiredEvent: PLEDGE_EVENTS.expired,
};

/** PUT /pledges/{id}/send-sms: a new signature code to the investor's confirmed phone (sendSignatureCode). */
export async function sendPledgeSms(
  app: AppContext,
  request: { userId: number; pledgeId: number; ip: string },
): Promise<void> {
  await sendSignatureCode(app, PLEDGE_SIGNING, await ownPledge(app, request.userId, request.pledgeId), request);
}
