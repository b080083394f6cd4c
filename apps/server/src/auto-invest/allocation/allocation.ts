import type { AutoInvestSkipReason } from '@keystone/api';
import { autoInvestAuthorityReference } from '@keystone/flows/auto-invest';
import { inTransaction, type AppContext } from '../../context/app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { announce } from '../../notifications/service.ts';
import { investUnderLocks } from '../../pledges/investments/service.ts';
import { AUTO_INVEST_PLEDGE_EVENTS } from '../../pledges/pledge-events.ts';
import { findPledgeProject, insertAgreementLogs, insertPledge, lockPledge } from '../../pledges/queries.ts';
import { releaseFromReserve, setProjectReserve } from '../rounds/queries.ts';
import {
  commitWithoutWaitingForDisk,
  decideAllocation,
  findProjectStatus,
  findRoundClaimants,
  findSkippedPage,
  insertAllocations,
  lockAllocation,
  lockRound,
  markRoundFinished,
  markRoundPlanned,
  nextPlannedAllocations,
  shareLockAuthority,
  type AllocationRow,
} from './queries.ts';
import { planRound as planOf } from './round-plan.ts';

// A project's allocation (issue 38 §2), in three steps the job runs in turn, each giving one outcome however often
// it runs or is cut off (pg-boss retries a failed job and runs a crashed one again): every step re-reads what it
// decides under a lock.
//
// 1. planRound: once (planned_at), every matching investor's row, PLANNED with their fair share or SKIPPED with why,
//    in one transaction; the reserve shrinks to what was planned, so the rest opens to everyone at once.
// 2. allocateOne, for each PLANNED row in turn: in its own transaction, the pledge finished under the investor's
//    standing authority through the manual finish's own code (investUnderLocks); a gate's refusal undoes it, and a
//    second transaction skips the row with the reason. Either way its share leaves the reserve.
// 3. finishRound: once no row is PLANNED, the round FINISHED and the reserve 0.
// 4. tellSkipped: every investor the plan skipped told why (a turn's skip is told in its own transaction); each
//    notice keyed by project and authority, so a run again tells nobody twice.

/**
 * Step 1. Answers false when there is no round to plan (none, planned already, or finished). Whom the plan skipped
 * is told last (tellSkipped), once every share is invested: telling is not what holds the reserve.
 */
export async function planRound(app: AppContext, projectId: number): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    const round = await lockRound(trx, projectId);
    if (!round || round.status === 'FINISHED' || round.planned_at !== null) return false;
    const now = app.clock.now();
    const project = await findPledgeProject(trx, projectId);
    if (!project) throw new Error(`round of project ${projectId} has no project`);
    const claimants = await findRoundClaimants(trx, round.started_at);
    const plan = planOf(project, { shortPence: round.pool_short_pence, longPence: round.pool_long_pence }, claimants);
    await insertAllocations(
      trx,
      plan.map((row) => ({
        project_id: projectId,
        authority_id: row.authorityId,
        user_id: row.userId,
        source: row.source,
        planned_short_pence: row.plannedShortPence,
        planned_long_pence: row.plannedLongPence,
        status: row.skipReason === undefined ? 'PLANNED' : 'SKIPPED',
        skip_reason: row.skipReason ?? null,
        decided_at: row.skipReason === undefined ? null : now,
      })),
    );
    const planned = plan.filter((row) => row.skipReason === undefined);
    await setProjectReserve(trx, projectId, {
      shortPence: planned.reduce((sum, row) => sum + row.plannedShortPence, 0),
      longPence: planned.reduce((sum, row) => sum + row.plannedLongPence, 0),
    });
    await markRoundPlanned(trx, projectId, now);
    return true;
  });
}

async function tellSkip(
  app: AppContext,
  skipped: { projectId: number; authorityId: number; userId: number; reason: AutoInvestSkipReason },
  at: Date,
): Promise<void> {
  await announce(
    app,
    { kind: 'AUTO_INVEST_SKIPPED', userId: skipped.userId, projectId: skipped.projectId, reason: skipped.reason },
    { key: `AUTO_INVEST_SKIPPED:${skipped.projectId}:${skipped.authorityId}`, at },
  );
}

/** What a turn came to: invested, skipped, or decided already (by an earlier run). */
export type AllocationOutcome = 'ALLOCATED' | 'SKIPPED' | 'DECIDED';

/** A refusal of the investing gate, the ISA or the payment, as the skip's reason; undefined for any other error. */
function skipReasonOf(error: AppError, projectOpen: boolean): AutoInvestSkipReason | undefined {
  switch (error.code) {
    case 15:
      return 'KYC_NOT_APPROVED';
    case 43:
      return 'COOLING_OFF_NOT_ENDED';
    case 46:
      return 'CONSUMER_JOURNEY_NOT_DONE';
    case 47:
      return 'DECLARATION_NOT_CURRENT';
    case 45:
      return 'EVERYDAY_INVESTOR_LIMIT';
    case 54:
    case 55:
      return 'ISA_NOT_OPEN';
    case 53:
      return 'ISA_ALLOWANCE_EXCEEDED';
    case 2:
      // paymentRefusals: the project no longer open, else the account short of the share.
      return projectOpen ? 'NOT_ENOUGH_MONEY' : 'PROJECT_CLOSED';
    default:
      return undefined;
  }
}

const releasedBy = (row: AllocationRow) => ({ shortPence: row.planned_short_pence, longPence: row.planned_long_pence });

/** Skips the locked row with the reason, its share back out of the reserve, and tells the investor. */
async function skip(app: AppContext, trx: Db, row: AllocationRow, reason: AutoInvestSkipReason, at: Date) {
  await releaseFromReserve(trx, row.project_id, releasedBy(row));
  await decideAllocation(trx, row.id, { status: 'SKIPPED', reason, at });
  await tellSkip(
    inTransaction(app, trx),
    { projectId: row.project_id, authorityId: row.authority_id, userId: row.user_id, reason },
    at,
  );
}

/** Step 2 for one allocation: exactly once, however often it is asked. */
export async function allocateOne(app: AppContext, allocationId: number): Promise<AllocationOutcome> {
  let refusal: AppError;
  try {
    const outcome = await app.db.transaction().execute(async (trx): Promise<AllocationOutcome> => {
      await commitWithoutWaitingForDisk(trx);
      const row = await lockAllocation(trx, allocationId);
      if (!row || row.status !== 'PLANNED') return 'DECIDED';
      const now = app.clock.now();
      // The rules as they are now: paused or ended since the plan, the investor is skipped.
      const authority = await shareLockAuthority(trx, row.authority_id);
      if (authority.status !== 'ACTIVE' || authority.signature_file_id === null) {
        await skip(app, trx, row, authority.status === 'PAUSED' ? 'RULES_PAUSED' : 'RULES_ENDED', now);
        return 'SKIPPED';
      }
      // The share leaves the reserve first, so the pledge's own limits (pledgeLimits) see it as available.
      await releaseFromReserve(trx, row.project_id, releasedBy(row));
      const created = await insertPledge(trx, {
        user_id: row.user_id,
        project_id: row.project_id,
        invest_strategy: authority.invest_strategy,
        short_amount_pence: row.planned_short_pence,
        long_amount_pence: row.planned_long_pence,
        created_at: now,
        auto_invest_authority_id: authority.id,
      });
      await insertAgreementLogs(trx, [
        {
          pledge_id: created.id,
          user_id: row.user_id,
          event: AUTO_INVEST_PLEDGE_EVENTS.investedUnderAuthority(autoInvestAuthorityReference(authority.id)),
          created_at: now,
        },
      ]);
      const pledge = await lockPledge(trx, created.id);
      if (!pledge) throw new Error(`pledge ${created.id} not found in its own transaction`);
      const amountPence = row.planned_short_pence + row.planned_long_pence;
      await investUnderLocks(inTransaction(app, trx), {
        pledge,
        source: row.source,
        signer: { ip: null, location: null },
        documents: { standingAuthority: { id: authority.id, signatureFileId: authority.signature_file_id } },
        signedAt: now,
        now,
        announcement: (investments) => ({
          kind: 'AUTO_INVEST_ALLOCATED',
          userId: row.user_id,
          projectId: row.project_id,
          amountPence,
          agreementId: investments[0]!.agreement_id,
        }),
      });
      await decideAllocation(trx, row.id, { status: 'ALLOCATED', pledgeId: created.id, at: now });
      return 'ALLOCATED';
    });
    // The confirmation e-mail was queued with the pledge: delivered once committed, as a manual finish's is.
    if (outcome === 'ALLOCATED') app.mailOutbox.wake();
    return outcome;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    refusal = error;
  }
  // The turn's transaction is undone; a second one skips the row, if no other run decided it meanwhile.
  return app.db.transaction().execute(async (trx): Promise<AllocationOutcome> => {
    const row = await lockAllocation(trx, allocationId);
    if (!row || row.status !== 'PLANNED') return 'DECIDED';
    const open = (await findProjectStatus(trx, row.project_id)) === 'AVAILABLE_TO_PLEDGE';
    const reason = skipReasonOf(refusal, open);
    if (reason === undefined) throw refusal;
    await skip(app, trx, row, reason, app.clock.now());
    return 'SKIPPED';
  });
}

/** How many turns are read at once: each is locked again and skipped if decided meanwhile, so any number is safe. */
const turnsPerRead = 200;

/** Step 2: the next PLANNED allocations' turns, in order; false when none is left. */
export async function allocateNext(app: AppContext, projectId: number, signal?: AbortSignal): Promise<boolean> {
  const next = await nextPlannedAllocations(app.db, projectId, turnsPerRead);
  for (const allocationId of next) {
    signal?.throwIfAborted();
    await allocateOne(app, allocationId);
  }
  return next.length > 0;
}

/**
 * Step 3: once every allocation is decided, the round FINISHED and the reserve 0, so what auto-investors did not
 * take is open to everyone. Answers false while the round is not planned or a row is still PLANNED.
 */
export async function finishRound(app: AppContext, projectId: number): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    const round = await lockRound(trx, projectId);
    if (!round || round.status === 'FINISHED') return true;
    if (round.planned_at === null || (await nextPlannedAllocations(trx, projectId, 1)).length > 0) return false;
    await setProjectReserve(trx, projectId, { shortPence: 0, longPence: 0 });
    await markRoundFinished(trx, projectId, app.clock.now());
    return true;
  });
}

/** Skip notices written per transaction. */
const tellPage = 200;

/** Step 4: tells every skipped investor of the round why, in pages; whoever was told already is not told again. */
export async function tellSkipped(app: AppContext, projectId: number): Promise<void> {
  let afterId = 0;
  for (;;) {
    const told = await app.db.transaction().execute(async (trx) => {
      const page = await findSkippedPage(trx, projectId, afterId, tellPage);
      const at = app.clock.now();
      for (const row of page) {
        const reason = row.skip_reason!;
        const skipped = { projectId, authorityId: row.authority_id, userId: row.user_id, reason };
        await tellSkip(inTransaction(app, trx), skipped, at);
      }
      return page;
    });
    if (told.length < tellPage) return;
    afterId = told[told.length - 1]!.id;
  }
}

/**
 * The whole allocation of a project, as the job runs it: plan, every turn, finish. A run told to stop (its job
 * expired) stops between turns and fails, so that the retry carries on where it stopped rather than beside it.
 */
export async function runRound(app: AppContext, projectId: number, signal?: AbortSignal): Promise<void> {
  await planRound(app, projectId);
  while (await allocateNext(app, projectId, signal));
  if (!(await finishRound(app, projectId))) throw new Error(`the round of project ${projectId} did not finish`);
}
