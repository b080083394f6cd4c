import { hashPassword } from '../passwords/hashing.ts';
import type { Db } from '../db/database.ts';
import { investFromWallet, payIntoWallet, releaseToDeveloper, repayAndPayOut } from './demo-money.ts';
import { demoProjects, type DemoProject } from './demo-projects.ts';
import { demoAdmin, demoUsers, type DemoUser } from './demo-users.ts';

export interface SeedResult {
  createdUsers: string[];
  createdProjects: string[];
}

const dayMs = 86_400_000;

/**
 * Creates the demo users and projects that are not there yet, in one transaction. Safe to run again: existing
 * users (matched by e-mail) and projects (matched by title) are left exactly as they are, passwords included.
 */
export async function seedDemoData(db: Db, today = new Date()): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    const createdUsers: string[] = [];
    const userIds = new Map<string, number>();
    for (const demo of demoUsers) {
      const { id, created } = await ensureUser(trx, demo, today);
      userIds.set(demo.user.email, id);
      if (created) createdUsers.push(demo.user.email);
    }
    const adminId = userIds.get(demoAdmin.user.email);
    if (adminId === undefined) throw new Error('the demo admin was not created');
    await trx
      .updateTable('users')
      .set({ kyc_reviewed_by: adminId })
      .where('kyc_status', '=', 'APPROVED')
      .where('kyc_reviewed_by', 'is', null)
      .where('email', 'in', createdUsers.length > 0 ? createdUsers : [''])
      .execute();

    const createdProjects: string[] = [];
    for (const demo of demoProjects(today)) {
      if (await ensureProject(trx, demo, adminId, userIds, today)) createdProjects.push(demo.project.title);
    }
    return { createdUsers, createdProjects };
  });
}

async function ensureUser(db: Db, demo: DemoUser, today: Date): Promise<{ id: number; created: boolean }> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', demo.user.email).executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const { id } = await db
    .insertInto('users')
    .values({ ...demo.user, password_hash: await hashPassword(demo.password) })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (demo.walletPayInPounds !== undefined) {
    await payIntoWallet(db, id, demo.walletPayInPounds * 100, new Date(today.getTime() - 400 * dayMs));
  }
  return { id, created: true };
}

async function ensureProject(
  db: Db,
  demo: DemoProject,
  adminId: number,
  userIds: ReadonlyMap<string, number>,
  today: Date,
): Promise<boolean> {
  const existing = await db.selectFrom('projects').select('id').where('title', '=', demo.project.title).executeTakeFirst();
  if (existing) return false;
  const { id: projectId } = await db
    .insertInto('projects')
    .values({ ...demo.project, created_by: adminId, created_at: new Date(Date.parse(demo.project.short_start_date) - 60 * dayMs) })
    .returning('id')
    .executeTakeFirstOrThrow();

  const startsInFuture = Date.parse(demo.project.short_start_date) > today.getTime();
  // Pledges come in before the term starts; for a project still raising money, over the last few days.
  const pledgedAt = (index: number) =>
    startsInFuture
      ? new Date(today.getTime() - (index + 1) * 2 * dayMs)
      : new Date(Date.parse(demo.project.short_start_date) - (20 - index) * dayMs);
  for (const [index, investment] of demo.investments.entries()) {
    const userId = userIds.get(investment.email);
    if (userId === undefined) throw new Error(`no demo investor ${investment.email}`);
    await investFromWallet(db, {
      userId,
      projectId,
      term: investment.term,
      strategy: investment.strategy,
      amountPence: investment.pounds * 100,
      at: pledgedAt(index),
    });
  }

  if (demo.releasedToDeveloper) {
    await releaseToDeveloper(db, projectId, new Date(Date.parse(demo.project.short_actual_start_date ?? demo.project.short_start_date)));
  }
  if (demo.paidOut) {
    const startDate = demo.project.short_actual_start_date ?? demo.project.short_start_date;
    const endDate = demo.project.short_actual_end_date ?? demo.project.short_end_date;
    await repayAndPayOut(db, {
      id: projectId,
      startDate,
      endDate,
      yearRatePercent: demo.paidOut.yearRatePercent,
      paidAt: new Date(Date.parse(endDate) + 2 * dayMs),
    });
  }
  return true;
}
