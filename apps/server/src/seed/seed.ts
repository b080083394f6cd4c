import {
  allDemoProjectsAsOf,
  demoPeople,
  demoTopUps,
  paidTerm,
  topUpAt,
  walletPayInAt,
  type DemoPerson,
  type DemoInvestorName,
  type DemoPersonName,
  type DemoProject,
} from '@keystone/demo/fixtures';
import { hashPassword } from '../passwords/hashing.ts';
import type { Db } from '../db/database.ts';
import type { FileStorage } from '../providers/storage/file-storage.ts';
import { ensureBackers } from './demo-backers.ts';
import { ensureBankTransferInvestment } from './demo-bank-transfer.ts';
import { ensureDemoFaqs } from './demo-faq.ts';
import {
  investFromWallet,
  payIntoWallet,
  recordUnsettledPayIn,
  releaseToDeveloper,
  repayAndPayOut,
} from './demo-money.ts';
import { seedProjectFiles } from './demo-project-files.ts';
import { projectRow, userRow } from './demo-rows.ts';

export interface SeedResult {
  createdUsers: string[];
  createdProjects: string[];
}

const dayMs = 86_400_000;

/**
 * Creates the demo people and projects of @keystone/demo/fixtures that are not there yet, in one transaction, and
 * replays their money through the ledger. Safe to run again: existing users (matched by e-mail) and projects
 * (matched by title) are left exactly as they are, passwords included. With `storage` (the server's, see
 * providers.ts) each new project gets its images and documents as uploads; without it, none (tests that read no
 * file).
 */
export async function seedDemoData(db: Db, today = new Date(), storage?: FileStorage): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    const createdUsers: string[] = [];
    const userIds = new Map<string, number>();
    for (const [name, person] of Object.entries(demoPeople) as [DemoPersonName, DemoPerson][]) {
      const { id, created } = await ensureUser(trx, name, person, today);
      userIds.set(person.user.email, id);
      if (created) createdUsers.push(person.user.email);
    }
    const adminId = userIds.get(demoPeople.admin.user.email);
    if (adminId === undefined) throw new Error('the demo admin was not created');
    await trx
      .updateTable('users')
      .set({ kyc_reviewed_by: adminId })
      .where('kyc_status', '=', 'APPROVED')
      .where('kyc_reviewed_by', 'is', null)
      .where('email', 'in', createdUsers.length > 0 ? createdUsers : [''])
      .execute();

    const projects = allDemoProjectsAsOf(today);
    const backers = await ensureBackers(trx, projects, adminId);
    createdUsers.push(...backers.created);
    const investorIds = new Map<DemoInvestorName, number>(backers.ids);
    for (const [name, person] of Object.entries(demoPeople) as [DemoPersonName, DemoPerson][]) {
      const id = userIds.get(person.user.email);
      if (id !== undefined) investorIds.set(name, id);
    }
    const createdProjects: string[] = [];
    for (const demo of projects) {
      if (await ensureProject(trx, demo, { adminId, investorIds, storage })) createdProjects.push(demo.project.title);
    }
    await ensureBankTransferInvestment(trx, userIds, today);
    await ensureDemoFaqs(trx);
    return { createdUsers, createdProjects };
  });
}

async function ensureUser(
  db: Db,
  name: DemoPersonName,
  person: DemoPerson,
  today: Date,
): Promise<{ id: number; created: boolean }> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', person.user.email).executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const payInAt = walletPayInAt(today);
  // KYC was done the day before the money came in.
  const kycDoneAt = new Date(payInAt.getTime() - dayMs);
  const { id } = await db
    .insertInto('users')
    .values({ ...userRow(person, kycDoneAt), password_hash: await hashPassword(person.password) })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (person.walletPayInPence !== undefined) await payIntoWallet(db, id, person.walletPayInPence, payInAt);
  for (const topUp of demoTopUps[name] ?? []) {
    const at = topUpAt(today, topUp);
    if (topUp.status === 'SUCCEEDED') await payIntoWallet(db, id, topUp.amountPence, at);
    else await recordUnsettledPayIn(db, id, { amountPence: topUp.amountPence, status: topUp.status, at });
  }
  return { id, created: true };
}

async function ensureProject(
  db: Db,
  demo: DemoProject<DemoInvestorName>,
  {
    adminId,
    investorIds,
    storage,
  }: { adminId: number; investorIds: ReadonlyMap<DemoInvestorName, number>; storage: FileStorage | undefined },
): Promise<boolean> {
  const existing = await db
    .selectFrom('projects')
    .select('id')
    .where('title', '=', demo.project.title)
    .executeTakeFirst();
  if (existing) return false;
  const { id: projectId } = await db
    .insertInto('projects')
    .values(projectRow(demo.project, adminId))
    .returning('id')
    .executeTakeFirstOrThrow();

  if (storage) await seedProjectFiles(db, storage, { projectId, project: demo.project, ownerId: adminId });

  for (const investment of demo.investments) {
    const userId = investorIds.get(investment.investor);
    if (userId === undefined) throw new Error(`no demo investor ${investment.investor}`);
    await investFromWallet(db, {
      userId,
      projectId,
      term: investment.term,
      strategy: investment.strategy,
      amountPence: investment.amountPence,
      at: new Date(investment.at),
    });
  }

  // The fixtures' `currentUserFollowed` is the approved demo investor's view.
  if (demo.project.currentUserFollowed) {
    const followerId = investorIds.get('approvedInvestor');
    if (followerId === undefined) throw new Error('no demo investor to follow the project');
    await db.insertInto('project_follows').values({ user_id: followerId, project_id: projectId }).execute();
  }

  const term = paidTerm(demo);
  if (demo.releasedToDeveloper) await releaseToDeveloper(db, projectId, new Date(Date.parse(term.startDate)));
  if (demo.paidOut) {
    await repayAndPayOut(db, {
      id: projectId,
      days: term.days,
      yearRatePercent: demo.paidOut.yearRatePercent,
      paidAt: term.paidAt,
    });
  }
  return true;
}
