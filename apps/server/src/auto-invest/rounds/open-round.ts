import type { AppContext } from '../../context/app-context.ts';
import { findProjectToOpen, insertRound, setProjectReserve } from './queries.ts';

// Issue 38 §2: when a project opens for pledges, the share of each term the admin set is kept first for
// auto-investors. Below the projects and the pledges (projects calls it in its own transaction), so it imports
// neither.

/** The allocation job's queue (auto-invest/allocation/allocation-job.ts works it). */
export const autoInvestAllocationQueue = 'auto-invest-allocation';

const PENCE_PER_POUND = 100;

/** A term's pool: the share of its target in whole pounds, no more than is left of it. */
export function termPoolPence(targetPence: number, fundedPence: number, sharePercent: number): number {
  const share = Math.floor((targetPence * sharePercent) / 100 / PENCE_PER_POUND) * PENCE_PER_POUND;
  const left = Math.floor(Math.max(0, targetPence - fundedPence) / PENCE_PER_POUND) * PENCE_PER_POUND;
  return Math.min(share, left);
}

/**
 * In the transaction that moves the project to AVAILABLE_TO_PLEDGE (`app` is `inTransaction(app, trx)`): writes the
 * project's round once (a project moved back and forth is not allocated twice), keeps each term's pool from manual
 * pledges (`projects.auto_invest_reserved_*_pence`) and sends the allocation job in the same transaction, so it
 * exists exactly when the opening does. A share of 0 writes the round FINISHED at once, with no job.
 */
export async function openAutoInvestRound(app: AppContext, projectId: number): Promise<void> {
  const { db } = app;
  if (!db.isTransaction) throw new Error('openAutoInvestRound needs the opening transaction');
  const project = await findProjectToOpen(db, projectId);
  const share = project.auto_invest_share_percent;
  const poolShortPence = termPoolPence(project.short_funding_target_pence, project.short_funded_pence, share);
  const poolLongPence =
    project.allow_long_term && project.long_funding_target_pence !== null
      ? termPoolPence(project.long_funding_target_pence, project.long_funded_pence, share)
      : 0;
  const finished = poolShortPence + poolLongPence === 0;
  const written = await insertRound(db, {
    projectId,
    sharePercent: share,
    poolShortPence,
    poolLongPence,
    startedAt: app.clock.now(),
    finished,
  });
  if (!written || finished) return;
  await setProjectReserve(db, projectId, { shortPence: poolShortPence, longPence: poolLongPence });
  await app.jobs.send(autoInvestAllocationQueue, { projectId }, { trx: db, singletonKey: `project-${projectId}` });
}
