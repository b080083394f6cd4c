import type {
  ConsumerJourney,
  ConsumerJourneyEventRequest,
  ConsumerJourneyLog,
  ConsumerJourneyLogEntry,
  ServedCompetenceQuestion,
} from '@keystone/api';
import { userDisplayName } from '@keystone/flows/labels';
import {
  CONSUMER_JOURNEY_TEXTS,
  CONSUMER_JOURNEY_TEXT_VERSIONS,
  COOLING_OFF_MS,
  consumerJourneyEventMismatch,
  consumerJourneyStep,
  coolingOffEndsAt,
  type ConsumerJourneyFacts,
} from '@keystone/flows/consumer-journey';
import type { AppContext } from '../context/app-context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { rateLimits } from '../rate-limit/policies.ts';
import { countAttempt } from '../rate-limit/service.ts';
import { getUserProfile } from '../users/service.ts';
import { journeyLogPdf } from './journey-log-pdf.ts';
import { logRowsFor, withPledge, type LogPage } from './journey-log-page.ts';
import {
  findJourneyFacts,
  findJourneyLog,
  findJourneyOutline,
  insertJourneyLog,
  lockJourneyOf,
  type JourneyLogRow,
} from './queries.ts';

async function factsOf(db: Db, userId: number): Promise<ConsumerJourneyFacts & { endLogged: boolean }> {
  const row = await findJourneyFacts(db, userId);
  if (!row) throw new AppError(13);
  return {
    hasInvested: Boolean(row.has_invested),
    warningContinuedAt: row.warning_continued_at === null ? undefined : new Date(row.warning_continued_at),
    confirmedAt: row.confirmed_at === null ? undefined : new Date(row.confirmed_at),
    endLogged: Boolean(row.end_logged),
  };
}

function journeyOf(facts: ConsumerJourneyFacts, now: Date): ConsumerJourney {
  const step = consumerJourneyStep(facts, now);
  return facts.warningContinuedAt === undefined
    ? { step }
    : { step, coolingOffEndsAt: coolingOffEndsAt(facts.warningContinuedAt).toISOString() };
}

/** The refusal for an investor still cooling off: code 43, its end in the body and in UK time in the message. */
function coolingOffRefusal(endsAt: Date): AppError {
  return new AppError(43, { availableAt: endsAt, message: CONSUMER_JOURNEY_TEXTS.COOLING_OFF.investFrom(endsAt) });
}

/** GET /consumer-journey: the step the investor must see next, by the server's clock. */
export async function getConsumerJourney(app: AppContext, userId: number): Promise<ConsumerJourney> {
  const { db, clock } = app;
  return journeyOf(await factsOf(db, userId), clock.now());
}

/**
 * POST /consumer-journey/events: logs what the investor was shown or answered at the step they are at. The first
 * 'Continue' on the personalised warning starts the cooling-off; the first event once it has ended logs its end
 * (at the moment it ended) before itself, so the log reads in time order. An event for another step is refused: a
 * confirmation while cooling off with code 43 and when it ends, anything else with code 46. The risk summary's
 * opening is logged at whatever step the investor is at and moves them nowhere. At most 60 events per investor in
 * 10 minutes (429 code 20), so a script cannot fill the record.
 */
export async function recordConsumerJourneyEvent(
  app: AppContext,
  request: ConsumerJourneyEventRequest & { userId: number; ip: string },
): Promise<ConsumerJourney> {
  const { db, clock } = app;
  // Counted first, refused or not: a flood of events is stopped before it writes (429 code 20).
  await countAttempt(app, { limit: rateLimits.journeyEventPerUser, subject: String(request.userId) });
  const mismatch = consumerJourneyEventMismatch(request);
  if (mismatch) throw new AppError(2, { fieldErrors: [mismatch] });
  if (!CONSUMER_JOURNEY_TEXT_VERSIONS[request.step].includes(request.textVersion)) {
    throw new AppError(2, {
      fieldErrors: [{ field: 'textVersion', message: CONSUMER_JOURNEY_TEXTS.unknownTextVersion }],
    });
  }
  return db.transaction().execute(async (trx) => {
    await lockJourneyOf(trx, request.userId);
    const now = clock.now();
    const facts = await factsOf(trx, request.userId);
    const step = consumerJourneyStep(facts, now);
    const opened = request.step === 'RISK_SUMMARY';
    if (!opened) {
      if (step === 'COOLING_OFF' && request.step === 'CONFIRM_AFTER_COOLING_OFF' && facts.warningContinuedAt) {
        throw coolingOffRefusal(coolingOffEndsAt(facts.warningContinuedAt));
      }
      if (step !== request.step) throw new AppError(46);
    }

    const logged = { user_id: request.userId, ip: request.ip, recorded_at: now };
    const rows: JourneyLogRow[] = [];
    if (step === 'CONFIRM_AFTER_COOLING_OFF' && !facts.endLogged && facts.warningContinuedAt) {
      rows.push({
        ...logged,
        step: 'COOLING_OFF',
        action: 'ENDED',
        occurred_at: coolingOffEndsAt(facts.warningContinuedAt),
      });
    }
    rows.push({
      ...logged,
      step: request.step,
      action: request.action,
      text_version: request.textVersion,
      place: request.place ?? null,
      occurred_at: now,
    });
    if (step === 'PERSONALISED_WARNING' && request.step === step && request.action === 'CONTINUE') {
      rows.push({ ...logged, step: 'COOLING_OFF', action: 'STARTED', occurred_at: now });
    }
    await insertJourneyLog(trx, rows);

    const answered: ConsumerJourneyFacts =
      opened || request.action !== 'CONTINUE'
        ? facts
        : step === 'PERSONALISED_WARNING'
          ? { ...facts, warningContinuedAt: now }
          : { ...facts, confirmedAt: now };
    return journeyOf(answered, now);
  });
}

/**
 * The pledge start's check (COBS 4.12A): a first-time investor pledges only once they have continued past the
 * personalised warning, waited out the cooling-off and confirmed after it; someone who has invested before, always.
 */
export async function assertMayStartPledge(app: AppContext, userId: number, now: Date = app.clock.now()) {
  const { db } = app;
  const facts = await factsOf(db, userId);
  const step = consumerJourneyStep(facts, now);
  if (step === 'MAY_INVEST') return;
  if (step === 'COOLING_OFF' && facts.warningContinuedAt) {
    throw coolingOffRefusal(coolingOffEndsAt(facts.warningContinuedAt));
  }
  throw new AppError(46);
}

/**
 * Demo and test history: the journey an investor went through before `at`, as the portal would have logged it
 * (warning shown and continued 25 hours before, the cooling-off started and ended, the question shown and
 * continued), so they may pledge at `at`. No IP: nobody made these requests.
 */
export async function recordPastJourney(app: AppContext, userId: number, at: Date): Promise<void> {
  const { db } = app;
  const continuedAt = new Date(at.getTime() - COOLING_OFF_MS - 60 * 60 * 1000);
  const endedAt = coolingOffEndsAt(continuedAt);
  const confirmedAt = new Date(endedAt.getTime() + 60 * 1000);
  const warning = {
    step: 'PERSONALISED_WARNING',
    text_version: CONSUMER_JOURNEY_TEXTS.PERSONALISED_WARNING.version,
  } as const;
  const confirm = {
    step: 'CONFIRM_AFTER_COOLING_OFF',
    text_version: CONSUMER_JOURNEY_TEXTS.CONFIRM_AFTER_COOLING_OFF.version,
  } as const;
  const rows: Omit<JourneyLogRow, 'user_id' | 'recorded_at'>[] = [
    { ...warning, action: 'SHOWN', occurred_at: continuedAt },
    { ...warning, action: 'CONTINUE', occurred_at: continuedAt },
    { step: 'COOLING_OFF', action: 'STARTED', occurred_at: continuedAt },
    { step: 'COOLING_OFF', action: 'ENDED', occurred_at: endedAt },
    { ...confirm, action: 'SHOWN', occurred_at: confirmedAt },
    { ...confirm, action: 'CONTINUE', occurred_at: confirmedAt },
  ];
  await insertJourneyLog(
    db,
    rows.map((row) => ({ ...row, user_id: userId, recorded_at: row.occurred_at })),
  );
}

/** What an appropriateness attempt leaves in the journey log: what was served, what was answered, what to read. */
export interface CompetenceAttemptRecord {
  userId: number;
  ip: string;
  at: Date;
  attemptId: number;
  passed: boolean;
  questions: ReadonlyArray<ServedCompetenceQuestion>;
  answers: Record<string, string | undefined>;
  topicsToRead: ReadonlyArray<string>;
}

/**
 * Logs a graded appropriateness attempt (issue 24 §7) inside the grading's transaction, so a grade is never kept
 * without its record: the questions as served (topic, words, options in the order shown), the answers given and
 * the topics named to read about. Its words are in its details, so it carries no text version.
 */
export async function recordCompetenceAttempt(app: AppContext, attempt: CompetenceAttemptRecord): Promise<void> {
  const trx = app.db;
  const details = {
    attemptId: attempt.attemptId,
    questions: attempt.questions.map(({ topic, questionId, text, options }) => ({
      topic,
      questionId,
      text,
      options: options.map(({ id, label }) => ({ id, label })),
    })),
    answers: attempt.answers,
    topicsToRead: attempt.topicsToRead,
  };
  await insertJourneyLog(trx, [
    {
      user_id: attempt.userId,
      step: 'COMPETENCE_ATTEMPT',
      action: attempt.passed ? 'PASSED' : 'FAILED',
      text_version: null,
      occurred_at: attempt.at,
      recorded_at: attempt.at,
      ip: attempt.ip,
      details: JSON.stringify(details),
    },
  ]);
}

/** What an admin's 'Reset questions' leaves in the journey log: who, why and the attempts used before it. */
export interface AnswerAttemptsResetRecord {
  userId: number;
  ip: string;
  at: Date;
  resetById: number;
  resetBy: string;
  reason: string;
  attemptsUsedBefore: number;
}

/** Logs an admin's reset of the answer attempts inside the reset's transaction: never a reset without its record. */
export async function recordAnswerAttemptsReset(app: AppContext, reset: AnswerAttemptsResetRecord): Promise<void> {
  const trx = app.db;
  const { userId, ip, at, ...details } = reset;
  await insertJourneyLog(trx, [
    {
      user_id: userId,
      step: 'ANSWER_ATTEMPTS',
      action: 'RESET',
      text_version: null,
      occurred_at: at,
      recorded_at: at,
      ip,
      details: JSON.stringify(details),
    },
  ]);
}

const isoOf = (at: Date | string) => new Date(at).toISOString();

/** `GET /users/{id}/consumer-journey` (admin): a page of the user's record, oldest first; code 13 for an unknown user. */
export async function getUserConsumerJourneyLog(
  app: AppContext,
  userId: number,
  page: LogPage,
): Promise<ConsumerJourneyLog> {
  const { db } = app;
  await getUserProfile(app, userId);
  const outline = await findJourneyOutline(db, userId);
  const firstPledge = firstPledgeEntry(outline.pledge);
  const { rows, pledgeIndex } = logRowsFor(page, firstPledge && outline.beforePledge);
  const entries = (await findJourneyLog(db, userId, rows)).map(toEntry);
  return {
    entries: withPledge(entries, firstPledge, pledgeIndex),
    count: outline.entries + (firstPledge ? 1 : 0),
  };
}

function toEntry(row: Awaited<ReturnType<typeof findJourneyLog>>[number]): ConsumerJourneyLogEntry {
  return {
    occurredAt: isoOf(row.occurred_at),
    recordedAt: isoOf(row.recorded_at),
    step: row.step,
    action: row.action,
    textVersion: row.text_version,
    place: row.place,
    ip: row.ip,
    details: (row.details ?? null) as ConsumerJourneyLogEntry['details'],
  };
}

/**
 * The first pledge in the record (issue 32), read from the investments it made rather than written to the log: the
 * investments are the one source of truth for a pledge (the admin's funnel counts first pledges from them too), so
 * the record cannot disagree with them, and it shows for pledges finished before it was kept. No IP: the log wrote
 * nothing then.
 */
function firstPledgeEntry(
  pledge: Awaited<ReturnType<typeof findJourneyOutline>>['pledge'],
): ConsumerJourneyLogEntry | undefined {
  if (!pledge) return undefined;
  const at = isoOf(pledge.finished_at);
  return {
    occurredAt: at,
    recordedAt: at,
    step: 'FIRST_PLEDGE',
    action: 'FINISHED',
    textVersion: null,
    place: null,
    ip: null,
    details: {
      amountPence: Number(pledge.amount_pence),
      agreementReference: pledge.references,
      projectName: pledge.project_name,
    },
  };
}

/** `GET /users/{id}/consumer-journey/document` (admin): the whole record as a PDF with the user's name at the top. */
export async function userConsumerJourneyDocument(
  app: AppContext,
  userId: number,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { db } = app;
  const user = await getUserProfile(app, userId);
  const outline = await findJourneyOutline(db, userId);
  const firstPledge = firstPledgeEntry(outline.pledge);
  const entries = withPledge((await findJourneyLog(db, userId)).map(toEntry), firstPledge, outline.beforePledge);
  const bytes = await journeyLogPdf({ userId, userName: userDisplayName(user), email: user.email, entries });
  return { bytes, fileName: `user-${userId}-consumer-journey.pdf` };
}
