import { recordPastJourney } from '../consumer-journey/service.ts';
import { recordDeclaration } from '../declarations/service.ts';
import { DECLARATION_TEXTS } from '@keystone/flows/declarations';
import {
  allDemoProjectsAsOf,
  demoPeople,
  demoWalletFundings,
  paidTerm,
  registeredAt,
  walletFundedAt,
  walletPayInAt,
  type DemoPerson,
  type DemoInvestorName,
  type DemoPersonName,
  type DemoProject,
} from '@keystone/demo/fixtures';
import type { ProjectStatus } from '@keystone/api';
import type { Config } from '../config/config.ts';
import type { FirmConfig } from '../config/firm.ts';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { enrolTotpSecret } from '../second-factors/operations/service.ts';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../passwords/hashing.ts';
import { insertProject } from '../projects/queries.ts';
import { findProjectIdByTitle, setProjectStatus } from '../projects/queries.ts';
import { followProject } from '../projects/service.ts';
import type { FileStorage } from '../providers/storage/file-storage.ts';
import { findAccountByEmail, insertDemoHistoryUser, updateUser } from '../users/queries.ts';
import { ensureDemoIsa } from './demo-isa.ts';
import { demoContext, type DemoContext } from './demo-context.ts';
import { ensureBackers } from './demo-backers.ts';
import { ensureBankTransferInvestment } from './demo-bank-transfer.ts';
import { ensureDemoFaqs } from './demo-faq.ts';
import { investFromWallet, payIntoWallet, releaseToDeveloper, repayAndPayOut } from './demo-money.ts';
import { seedProjectFiles } from './demo-project-files.ts';
import { seedProjectUpdates } from './demo-updates.ts';
import { projectRow, userRow } from './demo-rows.ts';

export interface SeedResult {
  createdUsers: string[];
  createdProjects: string[];
}

const dayMs = 86_400_000;

/**
 * Creates the demo people and projects of @keystone/demo/fixtures that are not there yet, and replays their money
 * through the wallet, ledger and payout services at the moments the demo history gives. Safe to run again: existing
 * users (matched by e-mail) and projects (matched by title) are left exactly as they are, passwords included. Not one
 * transaction, as the services run their own (the seed fills a new database; run it again after a failure only on
 * a fresh one). With `storage` (the server's, see providers.ts) each new project gets its images and documents as
 * uploads; without it, none (tests that read no file).
 */
export async function seedDemoData(
  db: Db,
  today: Date,
  storage?: FileStorage,
  firm?: FirmConfig,
  secondFactorKey?: Uint8Array,
): Promise<SeedResult> {
  const demo = demoContext(db, today, storage && firm && { storage, firm });
  const createdUsers: string[] = [];
  const userIds = new Map<string, number>();
  for (const [name, person] of Object.entries(demoPeople) as [DemoPersonName, DemoPerson][]) {
    const { id, created } = await ensureUser(demo, name, person, today);
    userIds.set(person.user.email, id);
    if (created) createdUsers.push(person.user.email);
    // The demo admin's authenticator (issue 36: admins must have one), its secret printed in the README. Only with
    // the server's SECOND_FACTOR_KEY, which encrypts it at rest.
    if (created && person.totpSecret !== undefined && secondFactorKey !== undefined) {
      const withKey = { ...demo, config: { secondFactorKey } as Config };
      await enrolTotpSecret(withKey, id, decodeBase32IgnorePadding(person.totpSecret));
    }
  }
  const adminId = userIds.get(demoPeople.admin.user.email);
  if (adminId === undefined) throw new Error('the demo admin was not created');
  // The admin (created among the people) reviewed every KYC the demo people passed.
  for (const { user } of Object.values(demoPeople)) {
    const id = userIds.get(user.email);
    if (id !== undefined && createdUsers.includes(user.email) && user.kycStatus === 'APPROVED') {
      await updateUser(db, id, { kyc_reviewed_by: adminId });
    }
  }

  const projects = allDemoProjectsAsOf(today);
  const backers = await ensureBackers(demo, projects, adminId, today);
  createdUsers.push(...backers.created);
  const investorIds = new Map<DemoInvestorName, number>(backers.ids);
  for (const [name, person] of Object.entries(demoPeople) as [DemoPersonName, DemoPerson][]) {
    const id = userIds.get(person.user.email);
    if (id !== undefined) investorIds.set(name, id);
  }
  const createdProjects: string[] = [];
  for (const project of projects) {
    if (await ensureProject(demo, project, { adminId, investorIds, storage })) {
      createdProjects.push(project.project.title);
    }
  }
  await ensureBankTransferInvestment(demo, userIds, today);
  await ensureDemoFaqs(demo);
  await seedProjectUpdates(demo, { adminId, today, created: createdProjects, storage });
  if (firm) await ensureDemoIsa(demo, userIds, today, firm);
  return { createdUsers, createdProjects };
}

async function ensureUser(
  demo: DemoContext,
  name: DemoPersonName,
  person: DemoPerson,
  today: Date,
): Promise<{ id: number; created: boolean }> {
  const existing = await findAccountByEmail(demo.db, person.user.email);
  if (existing) return { id: existing.id, created: false };
  const payInAt = walletPayInAt(today);
  // KYC was done the day before the money came in.
  const kycDoneAt = new Date(payInAt.getTime() - dayMs);
  const id = await insertDemoHistoryUser(demo.db, {
    ...userRow(person, kycDoneAt),
    password_hash: await hashPassword(person.password),
    created_at: registeredAt(person, today),
  });
  // An approved investor went through the FCA journey before their first pledge, the day after their KYC.
  if (person.user.role === 'INVESTOR' && person.user.kycStatus === 'APPROVED') {
    await recordPastJourney(demo, id, new Date(kycDoneAt.getTime() + 2 * dayMs));
  }
  // Their categorisation declaration, signed at seed time: it holds for the next 12 months.
  if (person.declaration && person.user.investorType) {
    await recordDeclaration(demo, {
      userId: id,
      investorType: person.user.investorType,
      figures: person.declaration,
      textVersion: DECLARATION_TEXTS[person.user.investorType].version,
      signedAt: today,
      ip: null,
    });
  }
  if (person.walletPayInPence !== undefined) {
    await payIntoWallet(demo, id, { amountPence: person.walletPayInPence, at: payInAt });
  }
  for (const funding of demoWalletFundings[name] ?? []) {
    // A FAILED one fails by the sandbox's rule (its pounds end in 13); a PENDING one has not arrived.
    const at = walletFundedAt(today, funding);
    await payIntoWallet(demo, id, { amountPence: funding.amountPence, at, settled: funding.status !== 'PENDING' });
  }
  return { id, created: true };
}

/**
 * Where a paid-out project stood before its payouts: 'Make payments' moves it on by the status machine's system
 * events (to COMPLETE, COMPLETE_SHORT_TERM or CANCELLED_PAID_OUT).
 */
const statusBeforePayouts = (status: ProjectStatus): ProjectStatus =>
  status === 'CANCELLED_PAID_OUT' ? 'CANCELLED_NOT_PAID_OUT' : 'FULLY_FUNDED_DEVELOPMENT_BEGAN';

async function ensureProject(
  demo: DemoContext,
  { project, investments, releasedToDeveloper, paidOut }: DemoProject<DemoInvestorName>,
  {
    adminId,
    investorIds,
    storage,
  }: { adminId: number; investorIds: ReadonlyMap<DemoInvestorName, number>; storage: FileStorage | undefined },
): Promise<boolean> {
  const { db } = demo;
  if (await findProjectIdByTitle(db, project.title)) return false;
  const status = paidOut ? statusBeforePayouts(project.status) : project.status;
  const projectId = await insertProject(db, { ...projectRow(project, adminId), status });

  if (storage) await seedProjectFiles(db, storage, { projectId, project, ownerId: adminId });

  for (const investment of investments) {
    const userId = investorIds.get(investment.investor);
    if (userId === undefined) throw new Error(`no demo investor ${investment.investor}`);
    await investFromWallet(
      demo,
      {
        userId,
        projectId,
        term: investment.term,
        strategy: investment.investStrategy,
        amountPence: investment.amountPence,
        at: new Date(investment.at),
      },
      // The demo people's own pledges are signed as the finish signs; the backers' are history without copies.
      investment.investor in demoPeople,
    );
  }

  // The fixtures' `currentUserFollowed` is the approved demo investor's view.
  if (project.currentUserFollowed) {
    const followerId = investorIds.get('approvedInvestor');
    if (followerId === undefined) throw new Error('no demo investor to follow the project');
    await followProject(demo, followerId, projectId);
  }

  const term = paidTerm({ project });
  if (releasedToDeveloper) await releaseToDeveloper(demo, projectId, new Date(Date.parse(term.startDate)));
  if (paidOut) {
    await repayAndPayOut(demo, { projectId, adminId, paidAt: term.paidAt });
    // Then the admin's own status change where the demo project went further (FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG).
    await setProjectStatus(db, projectId, project.status);
  }
  return true;
}
