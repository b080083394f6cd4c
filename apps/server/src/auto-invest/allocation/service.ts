import type {
  AutoInvestAllocation,
  AutoInvestAllocationPage,
  AutoInvestSettings,
  ProjectAutoInvest,
} from '@keystone/api';
import { AUTO_INVEST_PAGE_SIZE, validateAutoInvestShare } from '@keystone/flows/auto-invest';
import type { AppContext } from '../../context/app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  countAllocations,
  findAllocationPage,
  findPledgesInvestments,
  findProjectShare,
  findRound,
  findRoundFigures,
  findSettings,
  saveProjectShare,
  saveSettings,
} from './queries.ts';

// The allocation's operations (issue 38): the investor's history, and the admin's settings and per-project share.

/** `GET /auto-invest/allocations`: the caller's own, newest first, each with its investments and agreements. */
export async function listAutoInvestAllocations(
  app: AppContext,
  userId: number,
  query: { limit?: number; offset?: number },
): Promise<AutoInvestAllocationPage> {
  const { db } = app;
  const page = { limit: query.limit ?? AUTO_INVEST_PAGE_SIZE, offset: query.offset ?? 0 };
  const rows = await findAllocationPage(db, userId, page);
  const pledgeIds = rows.flatMap((row) => (row.pledge_id === null ? [] : [row.pledge_id]));
  const investments = pledgeIds.length === 0 ? [] : await findPledgesInvestments(db, pledgeIds);
  const first = rows[0];
  // A page past the end has no row to carry the count: only then is it counted on its own.
  const count = first ? Number(first.matching_count) : page.offset === 0 ? 0 : await countAllocations(db, userId);
  return {
    items: rows.map((row): AutoInvestAllocation => {
      const own = investments.filter((investment) => investment.pledge_id === row.pledge_id);
      return {
        id: row.id,
        projectId: row.project_id,
        projectTitle: row.project_title,
        status: row.status,
        plannedPence: row.planned_short_pence + row.planned_long_pence,
        amountPence: row.status === 'ALLOCATED' ? own.reduce((sum, investment) => sum + investment.amount_pence, 0) : 0,
        skipReason: row.skip_reason,
        source: row.source,
        pledgeId: row.pledge_id,
        investments: own.map((investment) => ({
          investmentId: investment.id,
          agreementId: investment.agreement_id,
          term: investment.term,
          amountPence: investment.amount_pence,
          referenceNumber: investment.reference_number,
        })),
        decidedAt: row.decided_at?.toISOString() ?? null,
      };
    }),
    count,
  };
}

/** `GET /auto-invest/settings` (admins). */
export async function getAutoInvestSettings(app: AppContext): Promise<AutoInvestSettings> {
  const settings = await findSettings(app.db);
  return { maxSharePercent: settings.max_share_percent };
}

/** `PUT /auto-invest/settings` (admins): projects set above a lower maximum keep their share until it is changed. */
export async function updateAutoInvestSettings(
  app: AppContext,
  settings: AutoInvestSettings,
): Promise<AutoInvestSettings> {
  await saveSettings(app.db, settings.maxSharePercent, app.clock.now());
  return getAutoInvestSettings(app);
}

/** `GET /projects/{id}/auto-invest` (admins): the share and the allocation; code 17 for an unknown project. */
export async function getProjectAutoInvest(app: AppContext, projectId: number): Promise<ProjectAutoInvest> {
  const { db } = app;
  const project = await findProjectShare(db, projectId);
  if (!project) throw new AppError(17);
  const [settings, round, figures] = await Promise.all([
    findSettings(db),
    findRound(db, projectId),
    findRoundFigures(db, projectId),
  ]);
  return {
    projectId,
    sharePercent: project.auto_invest_share_percent,
    maxSharePercent: settings.max_share_percent,
    state: round === undefined ? 'WAITING' : round.status,
    reservedPence: project.auto_invest_reserved_short_pence + project.auto_invest_reserved_long_pence,
    allocatedPence: Number(figures.allocated_pence),
    investorsPlanned: Number(figures.planned),
    investorsAllocated: Number(figures.allocated),
    investorsSkipped: Number(figures.skipped),
    startedAt: round?.started_at.toISOString() ?? null,
    finishedAt: round?.finished_at?.toISOString() ?? null,
  };
}

/**
 * `PUT /projects/{id}/auto-invest` (admins): a whole percent up to the platform's maximum (400 code 2 on
 * `sharePercent`, flows' message), only until the project opens for pledges (409 code 66), under the project's row
 * lock, which the opening takes too: a share changed as the project opens waits and then finds its round.
 */
export async function updateProjectAutoInvest(
  app: AppContext,
  projectId: number,
  sharePercent: number,
): Promise<ProjectAutoInvest> {
  await app.db.transaction().execute(async (trx) => {
    const project = await findProjectShare(trx, projectId, { lock: true });
    if (!project) throw new AppError(17);
    const { max_share_percent: max } = await findSettings(trx);
    const message = validateAutoInvestShare(sharePercent, max);
    if (message !== undefined) throw new AppError(2, { fieldErrors: [{ field: 'sharePercent', message }] });
    if ((await findRound(trx, projectId)) !== undefined) throw new AppError(66);
    await saveProjectShare(trx, projectId, sharePercent);
  });
  return getProjectAutoInvest(app, projectId);
}
