import type {
  InvestorDeclarationFigures,
  InvestorDeclarationRequest,
  InvestorDeclarationStatus,
  InvestorType,
} from '@keystone/api';
import {
  declarationExpiresAt,
  declarationStatus,
  declaredFigures,
  everydayLimitMessage,
  everydayLimitWindowStart,
  validateDeclarationRequest,
} from '@keystone/flows/declarations';
import { calendarDateIn } from '@keystone/flows/rules';
import { insertJourneyLog } from '../consumer-journey/queries.ts';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { findDeclarationFacts, insertDeclaration, lockDeclarantOf } from './queries.ts';

// The categorisation declaration (COBS 4.12A, issue 24 §4): signing it, reading it, and the two checks a pledge
// makes with it (a current declaration, code 47; the everyday investor's 10% in 12 months, code 45).

interface DeclarationFacts {
  savedInvestorType: InvestorType | null;
  declaration: InvestorDeclarationStatus['declaration'];
  pledgedPence: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

async function factsOf(db: Db, userId: number, now: Date): Promise<DeclarationFacts> {
  const row = await findDeclarationFacts(db, userId, everydayLimitWindowStart(now));
  if (!row) throw new AppError(13);
  const declaration =
    row.investor_type && row.signed_at && row.expires_at && row.text_version
      ? {
          investorType: row.investor_type,
          textVersion: row.text_version,
          figures: (row.figures ?? {}) as InvestorDeclarationFigures,
          signedAt: iso(row.signed_at),
          expiresAt: iso(row.expires_at),
        }
      : null;
  return { savedInvestorType: row.saved_investor_type, declaration, pledgedPence: Number(row.pledged_pence ?? 0) };
}

function statusOf(facts: DeclarationFacts, now: Date): InvestorDeclarationStatus {
  const { savedInvestorType, declaration, pledgedPence } = facts;
  return declarationStatus({ investorType: savedInvestorType, declaration, pledgedPence, now });
}

/** GET /user/declaration: the latest declaration, whether it holds, and an everyday investor's limit. */
export async function getInvestorDeclaration(app: AppContext, userId: number) {
  const { db, clock } = app;
  const now = clock.now();
  return statusOf(await factsOf(db, userId, now), now);
}

/**
 * POST /user/declarations: the one way to sign. Checked by flows' rules (code 2 with field messages), stored with
 * the server's time and its expiry, and written to the journey log with the caller's IP in the same transaction.
 */
export async function signInvestorDeclaration(
  app: AppContext,
  request: InvestorDeclarationRequest & { userId: number; ip: string | null },
): Promise<InvestorDeclarationStatus> {
  const { db, clock } = app;
  return db.transaction().execute(async (trx) => {
    const user = await lockDeclarantOf(trx, request.userId);
    if (!user) throw new AppError(13);
    const now = clock.now();
    const fieldErrors = validateDeclarationRequest(request, {
      savedInvestorType: user.investor_type,
      today: calendarDateIn(now),
    });
    if (fieldErrors.length > 0) throw new AppError(2, { fieldErrors });
    await recordDeclaration(inTransaction(app, trx), {
      userId: request.userId,
      investorType: request.investorType,
      figures: declaredFigures(request.investorType, request.figures),
      textVersion: request.textVersion,
      signedAt: now,
      ip: request.ip,
    });
    return statusOf(await factsOf(trx, request.userId, now), now);
  });
}

/**
 * Stores a declaration and its journey-log row (step DECLARATION, action SIGNED, the category, figures and expiry
 * in `details`). Call inside a transaction: the two rows stand or fall together. The seed calls it with no IP.
 */
export async function recordDeclaration(
  app: AppContext,
  declaration: {
    userId: number;
    investorType: InvestorType;
    figures: InvestorDeclarationFigures;
    textVersion: string;
    signedAt: Date;
    ip: string | null;
  },
): Promise<void> {
  const { db } = app;
  const expiresAt = declarationExpiresAt(declaration.signedAt);
  await insertDeclaration(db, { ...declaration, expiresAt });
  await insertJourneyLog(db, [
    {
      user_id: declaration.userId,
      ip: declaration.ip,
      step: 'DECLARATION',
      action: 'SIGNED',
      text_version: declaration.textVersion,
      details: JSON.stringify({
        investorType: declaration.investorType,
        ...declaration.figures,
        expiresAt: expiresAt.toISOString(),
      }),
      occurred_at: declaration.signedAt,
      recorded_at: declaration.signedAt,
    },
  ]);
}

/**
 * The pledge's checks with the declaration: a current one (code 47 otherwise) and, for an everyday investor, the
 * amount within what is left of 10% of the net investable assets declared after the last 12 months' pledges
 * (code 45, with the limit and what is left in the message and the body).
 */
export async function assertDeclarationAllowsPledge(
  app: AppContext,
  { userId, amountPence, now }: { userId: number; amountPence: number; now: Date },
): Promise<void> {
  const { db } = app;
  const status = statusOf(await factsOf(db, userId, now), now);
  if (!status.current) throw new AppError(47);
  const limit = status.everydayLimit;
  if (limit && amountPence > limit.leftPence) {
    throw new AppError(45, {
      message: everydayLimitMessage({ limit: limit.limitPence, left: limit.leftPence }),
      limitPence: limit.limitPence,
      leftPence: limit.leftPence,
    });
  }
}
