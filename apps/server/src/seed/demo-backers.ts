import {
  DEMO_BACKER_DECLARATION,
  DEMO_BACKER_PASSWORD,
  backerRegisteredAt,
  demoBackers,
  type DemoBackerName,
  type DemoProject,
  type DemoInvestorName,
} from '@keystone/demo/fixtures';
import { WALLET_OPERATION_MAX_PENCE } from '@keystone/flows/constants';
import { DECLARATION_TEXTS } from '@keystone/flows/declarations';
import { recordDeclaration } from '../declarations/service.ts';
import { hashPassword } from '../passwords/hashing.ts';
import { findAccountByEmail, insertDemoHistoryUser } from '../users/queries.ts';
import type { DemoContext } from './demo-context.ts';
import { payIntoWallet } from './demo-money.ts';

const dayMs = 86_400_000;
const maxDepositPence = WALLET_OPERATION_MAX_PENCE;

/** `total` pence as deposits of at most the ceiling each: the full ones first, then what is left. */
function depositsOf(total: number): number[] {
  const full = Math.floor(total / maxDepositPence);
  const rest = total - full * maxDepositPence;
  return [...Array.from({ length: full }, () => maxDepositPence), ...(rest > 0 ? [rest] : [])];
}

/**
 * The backers who fund the catalogue projects: approved investors who joined when the fixtures say (a month before
 * their first pledge), each paid into their wallet the next day exactly what they pledge, in as few deposits as the
 * per-deposit ceiling allows. Existing ones (by e-mail) are left as they are. Answers each backer's user id by name,
 * and the e-mails of those it created.
 */
export async function ensureBackers(
  demo: DemoContext,
  projects: readonly DemoProject<DemoInvestorName>[],
  reviewerId: number,
  /** Seed time: when their declarations are signed. */
  today: Date,
): Promise<{ ids: Map<DemoBackerName, number>; created: string[] }> {
  const ids = new Map<DemoBackerName, number>();
  const created: string[] = [];
  let passwordHash: string | undefined;
  for (const [name, backer] of Object.entries(demoBackers) as [
    DemoBackerName,
    (typeof demoBackers)[DemoBackerName],
  ][]) {
    const existing = await findAccountByEmail(demo.db, backer.email);
    if (existing) {
      ids.set(name, existing.id);
      continue;
    }
    // One hash for all of them: argon2 is slow on purpose, and the seed runs at every first start.
    passwordHash ??= await hashPassword(DEMO_BACKER_PASSWORD);
    const pledges = projects.flatMap((project) =>
      project.investments.filter((investment) => investment.investor === name),
    );
    const joinedAt = backerRegisteredAt(name, projects);
    const id = await insertDemoHistoryUser(demo.db, {
      email: backer.email,
      role: 'INVESTOR',
      status: 'ACTIVE',
      password_hash: passwordHash,
      full_name: `${backer.firstName} ${backer.lastName}`,
      first_name: backer.firstName,
      last_name: backer.lastName,
      phone_number: backer.phoneNumber,
      person_type: 'INDIVIDUAL',
      investor_type: 'HIGH_NET_WORTH_INVESTOR',
      kyc_status: 'APPROVED',
      kyc_submitted_at: joinedAt,
      kyc_reviewed_at: joinedAt,
      kyc_reviewed_by: reviewerId,
      competence_passed_at: joinedAt,
      risk_statement_accepted_at: joinedAt,
      email_verified_at: joinedAt,
      created_at: joinedAt,
    });
    // Their high net worth declaration, signed at seed time (issue 24 §4): without it they could not pledge.
    await recordDeclaration(demo, {
      userId: id,
      investorType: 'HIGH_NET_WORTH_INVESTOR',
      figures: DEMO_BACKER_DECLARATION,
      textVersion: DECLARATION_TEXTS.HIGH_NET_WORTH_INVESTOR.version,
      signedAt: today,
      ip: null,
    });
    const total = pledges.reduce((sum, pledge) => sum + pledge.amountPence, 0);
    const paidAt = new Date(joinedAt.getTime() + dayMs);
    for (const amountPence of depositsOf(total)) await payIntoWallet(demo, id, { amountPence, at: paidAt });
    ids.set(name, id);
    created.push(backer.email);
  }
  return { ids, created };
}
