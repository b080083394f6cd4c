import { PLEDGE_MESSAGES } from '@keystone/flows/pledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingSms, pledgeCalls, pledgeInvariants, pledgesSound } from '../../pledges/pledge.test-support.ts';
import { insertAutoInvestors } from '../../testing/builders/auto-investors.ts';
import { insertTestProject } from '../../testing/builders/projects.ts';
import {
  bearer,
  highNetWorthDeclaration,
  insertInvestor,
  insertTestUser,
  tokenFor,
  type TestUser,
} from '../../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import {
  allocationCounts,
  allocationsAllSound,
  allocationsSound,
  pollUntil,
  projectInputOf,
  projectRow,
  roundOf,
} from './allocation-proof.test-support.ts';

const pound = 100;
// A £120,000 project, half kept for auto-investors (a £60,000 pool). 60 auto-investors ask £1,000 each, so the plan
// gives each their ask; 10 of them signed their declaration over a year ago, which the plan does not look at and
// their turn refuses: they are skipped and their £10,000 is released while the round runs. 50 manual pledges of
// £1,500 are finished at the moment the project opens: they may take only what is left beside the reserve, at most
// £70,000 (46 of them) by the end, so at least 4 are refused; what is left once the round finishes (at least
// £1,000) opens to everyone.
const targetPence = 120_000 * pound;
const sharePercent = 50;
const autoInvestors = 50;
const expiredInvestors = 10;
const askPence = 1_000 * pound;
const manualInvestors = 50;
const manualPence = 1_500 * pound;
const minimumPence = 500 * pound;

interface Signer {
  user: TestUser;
  pledgeId: number;
  code: string;
}

// PGlite runs one statement at a time: only real PostgreSQL shows the allocation and manual finishes interleaved.
describe.runIf(testEngines.includes('postgres'))(
  'the allocation racing manual pledges on postgres',
  { timeout: 120_000 },
  () => {
    let t: TestApp;
    const sms = capturingSms();
    const calls = pledgeCalls(() => t, sms);

    beforeAll(async () => {
      t = await createTestApp('postgres', {}, { postgresPoolSize: 24, providers: { sms } });
    });
    afterAll(() => t.close());

    const db = () => t.database.db;

    async function signers(projectId: number, count: number, amountPence = manualPence) {
      const ready: Signer[] = [];
      for (let first = 0; first < count; first += 10) {
        const batch = Array.from({ length: Math.min(10, count - first) }, (_, offset) => first + offset);
        ready.push(
          ...(await Promise.all(
            batch.map(async () => {
              const user = await insertInvestor(db(), { walletPence: amountPence });
              const started = await calls.start(user, { projectId, shortAmountPence: amountPence });
              expect(started.statusCode, started.body).toBe(201);
              const { pledgeId } = started.json<{ pledgeId: number }>();
              expect((await calls.sendSms(user, pledgeId)).statusCode).toBe(204);
              return { user, pledgeId, code: await calls.codeSentTo(user) };
            }),
          )),
        );
      }
      return ready;
    }

    it('never overfunds, decides each allocation once, and opens what auto-investors left once the round ends', async () => {
      const admin: TestUser = await insertTestUser(db(), { role: 'ADMIN' });
      const adminHeaders = bearer(await tokenFor(t.config.jwtSecret, admin));
      // Open to pledges while the manual pledges are started and their codes sent (no round yet: the builder wrote
      // the row), then set back to 'coming soon' so that the admin's opening is the one that starts the round.
      const projectId = await insertTestProject(db(), {
        short_funding_target_pence: targetPence,
        short_funding_minimum_pence: minimumPence,
        auto_invest_share_percent: sharePercent,
      });
      const rules = {
        amountPerProjectPence: askPence,
        totalInvestedPence: 100_000 * pound,
        minRatePercent: 5,
        maxTermMonths: 24,
        takesShortTerm: true,
        takesLongTerm: false,
        investStrategy: 'DEBT',
      } as const;
      const investors = await insertAutoInvestors(db(), { count: autoInvestors, walletPence: 5_000 * pound, rules });
      const expired = await insertAutoInvestors(db(), {
        count: expiredInvestors,
        walletPence: 5_000 * pound,
        rules,
        declaration: { ...highNetWorthDeclaration, signedAt: new Date(Date.now() - 400 * 24 * 60 * 60 * 1000) },
      });
      const ready = await signers(projectId, manualInvestors);
      await db().updateTable('projects').set({ status: 'COMING_SOON' }).where('id', '=', projectId).execute();
      const opening = projectInputOf(await projectRow(db(), projectId), 'AVAILABLE_TO_PLEDGE');

      // funded + reserved, sampled on a connection of its own all through the race.
      const samples: { funded: number; reserved: number }[] = [];
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          const row = await projectRow(db(), projectId);
          samples.push({
            funded: Number(row.short_funded_pence),
            reserved: Number(row.auto_invest_reserved_short_pence),
          });
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      })();

      let round;
      let responses;
      const finishedAt: number[] = [];
      let firstSent = 0;
      try {
        const opened = await t.app.inject({
          method: 'PUT',
          url: `/api/projects/${projectId}`,
          headers: adminHeaders,
          payload: opening,
        });
        expect(opened.statusCode, opened.body).toBe(200);
        expect(await roundOf(db(), projectId)).toMatchObject({ status: 'ALLOCATING' });
        // The manual finishes arrive as the allocation's turns begin: once the plan is written.
        await pollUntil(
          () => roundOf(db(), projectId),
          (row) => row?.planned_at !== null,
          { intervalMs: 2, what: 'the round planned' },
        );
        firstSent = Date.now();
        responses = await Promise.all(
          ready.map(async (signer) => {
            const response = await calls.finish(signer.user, signer.pledgeId, { smsCode: signer.code });
            finishedAt.push(Date.now());
            return response;
          }),
        );
        round = await pollUntil(
          () => roundOf(db(), projectId),
          (row) => row?.status === 'FINISHED',
          { what: 'the round FINISHED' },
        );
      } finally {
        sampling = false;
        await sampler;
      }

      // Whether the allocation really ran among the finishes: the allocations decided between the first and last.
      const decided = await db()
        .selectFrom('auto_invest_allocations')
        .select('decided_at')
        .where('project_id', '=', projectId)
        .where('status', '=', 'ALLOCATED')
        .execute();
      const lastFinish = Math.max(...finishedAt);
      const among = decided.filter(
        (row) => row.decided_at !== null && +row.decided_at >= firstSent && +row.decided_at <= lastFinish,
      ).length;
      const succeeded = responses.filter((response) => response.statusCode === 200);
      const refused = responses.filter((response) => response.statusCode !== 200);
      console.info(
        `allocation race: ${succeeded.length} of ${manualInvestors} manual finishes taken, ${refused.length} refused; ` +
          `${decided.length} allocations, ${among} of them decided while the manual finishes were answered (${Math.round(lastFinish - firstSent)} ms); ` +
          `round planned ${+round!.planned_at! - +round!.started_at} ms after opening, finished ` +
          `${+round!.finished_at! - +round!.started_at} ms after; ${samples.length} samples of funded + reserved`,
      );

      // Never above the target, funded or funded + reserved, at any moment sampled.
      const after = await projectRow(db(), projectId);
      expect(Number(after.short_funded_pence)).toBeLessThanOrEqual(targetPence);
      expect(samples.length).toBeGreaterThan(0);
      const overTarget = samples.filter((sample) => sample.funded + sample.reserved > targetPence);
      expect(overTarget).toEqual([]);
      expect(Number(after.auto_invest_reserved_short_pence)).toBe(0);

      // Every auto-investor with a current declaration was given their ask, the others skipped; each decided once.
      expect(await allocationCounts(db(), projectId)).toEqual({
        planned: 0,
        allocated: autoInvestors,
        skipped: expiredInvestors,
      });
      expect(await allocationsSound(db(), projectId)).toEqual(allocationsAllSound);
      const skipped = await db()
        .selectFrom('auto_invest_allocations')
        .select(['authority_id', 'skip_reason'])
        .where('project_id', '=', projectId)
        .where('status', '=', 'SKIPPED')
        .orderBy('authority_id')
        .execute();
      expect(skipped).toEqual(
        expired.map((investor) => ({ authority_id: investor.authorityId, skip_reason: 'DECLARATION_NOT_CURRENT' })),
      );
      const pledgesOfAuthorities = await db()
        .selectFrom('pledges')
        .select(['auto_invest_authority_id'])
        .where('project_id', '=', projectId)
        .where('auto_invest_authority_id', 'is not', null)
        .execute();
      expect(pledgesOfAuthorities.map((row) => row.auto_invest_authority_id).sort((a, b) => a! - b!)).toEqual(
        investors.map((investor) => investor.authorityId),
      );

      // The manual finishes could take only what was left beside the reserve: the rest refused, with the capacity
      // message (and the pledge limits said so).
      const allocatedPence = autoInvestors * askPence;
      expect(succeeded.length).toBeLessThanOrEqual(Math.floor((targetPence - allocatedPence) / manualPence));
      expect(succeeded.length).toBeGreaterThanOrEqual(
        Math.floor((targetPence - (targetPence * sharePercent) / 100) / manualPence),
      );
      expect(refused.length).toBeGreaterThanOrEqual(4);
      for (const response of refused) {
        expect(response.statusCode, response.body).toBe(400);
        const body = response.json<{ errorCode: number; fieldErrors: { field: string; message: string }[] }>();
        expect(body.errorCode).toBe(2);
        expect(body.fieldErrors).toEqual([{ field: 'shortAmountPence', message: PLEDGE_MESSAGES.aboveRemaining }]);
      }
      expect(Number(after.short_funded_pence)).toBe(allocatedPence + succeeded.length * manualPence);
      expect(await pledgeInvariants(db())).toEqual(pledgesSound);

      // What the auto-investors did not take is open to everyone now: the limits show it, and a manual pledge of
      // all of it fills the project to its target.
      const left = targetPence - Number(after.short_funded_pence);
      expect(left).toBeGreaterThanOrEqual(1_000 * pound);
      const [late] = await signers(projectId, 1, left);
      const limits = await calls.limits(late!.user, projectId);
      expect(limits.json()).toMatchObject({ shortRemainingPence: left });
      const lateFinish = await calls.finish(late!.user, late!.pledgeId, { smsCode: late!.code });
      expect(lateFinish.statusCode, lateFinish.body).toBe(200);
      const full = await projectRow(db(), projectId);
      expect(Number(full.short_funded_pence)).toBe(targetPence);
      expect(full.status).toBe('FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN');
      expect(await pledgeInvariants(db())).toEqual(pledgesSound);
    });
  },
);
