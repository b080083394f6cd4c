import { standaloneContext } from '../context/app-context.ts';
import type { PledgeFinishResponse, PledgeSource } from '@keystone/api';
import { PLEDGE_MESSAGES } from '@keystone/flows/pledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../context/app-context.ts';
import { walletBalancePence } from '../ledger/queries.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import type { TestUser } from '../testing/builders/users.ts';
import { settlePaymentOperation } from '../wallet/settlement.ts';
import { manualPaymentProvider } from '../wallet/wallet.test-support.ts';
import { settleBankTransferInvestment } from './investments/service.ts';
import { capturingSms, pledgeCalls, pledgeInvariants, pledgesSound } from './pledge.test-support.ts';
import { insertInvestor } from '../testing/builders/users.ts';

const investors = 50;
const fitting = 10;
const amountPence = 100_000;

interface Signer {
  user: TestUser;
  pledgeId: number;
  code: string;
  source: PledgeSource;
}

// PGlite runs one statement at a time: only real PostgreSQL shows finishes racing for a project's last capacity.
// 50 investors each signing and finishing a pledge with its PDFs: 13 s alone, over 20 s beside the story tests.
describe.runIf(testEngines.includes('postgres'))(
  'pledges racing for the last of a project on postgres',
  { timeout: 60_000 },
  () => {
    let t: TestApp;
    const sms = capturingSms();
    const payments = manualPaymentProvider();
    const calls = pledgeCalls(() => t, sms);

    beforeAll(async () => {
      t = await createTestApp('postgres', {}, { postgresPoolSize: 24, providers: { sms, payments } });
    });
    afterAll(() => t.close());

    const db = () => t.database.db;
    const project = (id: number) =>
      db().selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    /** A project whose remaining capacity fits exactly `fitting` pledges (some already taken by earlier ones). */
    async function projectFittingExactly() {
      const earlier = 3;
      const projectId = await insertTestProject(db(), {
        short_funding_target_pence: (fitting + earlier) * amountPence,
        short_funding_minimum_pence: amountPence,
      });
      for (const signer of await signers(projectId, earlier, () => true)) {
        expect((await calls.finish(signer.user, signer.pledgeId, { smsCode: signer.code })).statusCode).toBe(200);
      }
      return projectId;
    }

    async function signers(projectId: number, count: number, paysFromWallet: (index: number) => boolean) {
      const ready: Signer[] = [];
      // A few at a time: the race is the finish, not the start.
      for (let first = 0; first < count; first += 10) {
        const batch = Array.from({ length: Math.min(10, count - first) }, (_, offset) => first + offset);
        ready.push(
          ...(await Promise.all(
            batch.map(async (index) => {
              const pays = paysFromWallet(index);
              const user = await insertInvestor(db(), { walletPence: pays ? amountPence : 0 });
              const started = await calls.start(user, { projectId, shortAmountPence: amountPence });
              const { pledgeId } = started.json<{ pledgeId: number }>();
              expect((await calls.sendSms(user, pledgeId)).statusCode).toBe(204);
              return {
                user,
                pledgeId,
                code: await calls.codeSentTo(user),
                source: pays ? 'E_WALLET' : 'BANK_TRANSFER',
              } as const;
            }),
          )),
        );
      }
      return ready;
    }

    async function race(label: string, ready: Signer[]) {
      const timings: number[] = [];
      const started = performance.now();
      const responses = await Promise.all(
        ready.map(async (signer) => {
          const sent = performance.now();
          const response = await calls.finish(signer.user, signer.pledgeId, {
            smsCode: signer.code,
            source: signer.source,
          });
          timings.push(performance.now() - sent);
          return response;
        }),
      );
      const totalMs = performance.now() - started;
      timings.sort((a, b) => a - b);
      const at = (share: number) =>
        Math.round(timings[Math.min(timings.length - 1, Math.floor(share * timings.length))] ?? 0);
      console.info(
        `${label}: ${ready.length} finishes at once answered in ${Math.round(totalMs)} ms ` +
          `(per request p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms)`,
      );
      return responses;
    }

    function expectOnlyFittingSucceed(responses: Awaited<ReturnType<typeof race>>) {
      const succeeded = responses.filter((response) => response.statusCode === 200);
      const refused = responses.filter((response) => response.statusCode !== 200);
      expect(succeeded).toHaveLength(fitting);
      expect(refused).toHaveLength(investors - fitting);
      for (const response of refused) {
        expect(response.statusCode).toBe(400);
        const body = response.json<{ errorCode: number; fieldErrors: { field: string; message: string }[] }>();
        expect(body.errorCode).toBe(2);
        expect(body.fieldErrors).toHaveLength(1);
        expect(body.fieldErrors[0]?.field).toBe('shortAmountPence');
        expect([PLEDGE_MESSAGES.aboveRemaining, PLEDGE_MESSAGES.projectClosed]).toContain(body.fieldErrors[0]?.message);
      }
    }

    it(`lets exactly ${fitting} of ${investors} e-wallet finishes at once take a project's last capacity`, async () => {
      const projectId = await projectFittingExactly();
      const ready = await signers(projectId, investors, () => true);

      const responses = await race('e-wallet', ready);

      expectOnlyFittingSucceed(responses);
      const after = await project(projectId);
      expect(after.short_funded_pence).toBe(after.short_funding_target_pence);
      expect(after.status).toBe('FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN');
      const balances = await Promise.all(ready.map((signer) => walletBalancePence(db(), signer.user.id)));
      expect(balances.filter((balance) => balance === 0)).toHaveLength(fitting);
      expect(balances.filter((balance) => balance === amountPence)).toHaveLength(investors - fitting);
      const pledges = await db()
        .selectFrom('pledges')
        .select(['status'])
        .where(
          'id',
          'in',
          ready.map((signer) => signer.pledgeId),
        )
        .execute();
      expect(pledges.filter((pledge) => pledge.status === 'COMPLETED')).toHaveLength(fitting);
      expect(await pledgeInvariants(db())).toEqual(pledgesSound);
    });

    it('does the same with e-wallet and bank-transfer pledges mixed, before and after the transfers settle', async () => {
      const projectId = await projectFittingExactly();
      const ready = await signers(projectId, investors, (index) => index % 2 === 0);
      const watchedBefore = payments.watched.length;

      const responses = await race('e-wallet and bank transfer mixed', ready);

      expectOnlyFittingSucceed(responses);
      expect((await project(projectId)).short_funded_pence).toBe((await project(projectId)).short_funding_target_pence);
      expect(await pledgeInvariants(db())).toEqual(pledgesSound);

      const transfers = payments.watched.slice(watchedBefore);
      expect(transfers).toHaveLength(
        responses.filter(
          (response) => response.statusCode === 200 && response.json<PledgeFinishResponse>().source === 'BANK_TRANSFER',
        ).length,
      );
      await Promise.all(
        transfers.map((operation) =>
          settlePaymentOperation(
            standaloneContext({ db: db(), clock: systemClock }),
            operation.id,
            { succeeded: true, providerReference: `race-${operation.id}` },
            settleBankTransferInvestment,
          ),
        ),
      );
      const wallet = await db()
        .selectFrom('ledger_accounts')
        .select('balance_pence')
        .where('project_id', '=', projectId)
        .where('kind', '=', 'PROJECT_SHORT_WALLET')
        .executeTakeFirstOrThrow();
      expect(wallet.balance_pence).toBe((await project(projectId)).short_funding_target_pence);
      expect(await pledgeInvariants(db())).toEqual(pledgesSound);
    });

    it('makes one investment of a finish sent twice at once, and answers both alike', async () => {
      const projectId = await insertTestProject(db());
      const ready = await signers(projectId, 10, (index) => index % 2 === 0);

      const responses = await race('each finish sent twice', [...ready, ...ready]);

      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      for (const [index, signer] of ready.entries()) {
        expect(responses[index + ready.length]?.json()).toEqual(responses[index]?.json());
        const investments = await db()
          .selectFrom('investments')
          .select('id')
          .where('pledge_id', '=', signer.pledgeId)
          .execute();
        expect(investments).toHaveLength(1);
      }
      expect((await project(projectId)).short_funded_pence).toBe(ready.length * amountPence);
      expect(await pledgeInvariants(db())).toEqual(pledgesSound);
    });
    it("lets only one of an everyday investor's two finishes at once, to two projects, use her last 10%", async () => {
      // £20,000 of net investable assets declared: £2,000 in 12 months. Two pledges of £1,500 each fit alone.
      const everyday = { investorType: 'EVERYDAY_INVESTOR', figures: { netInvestableAssetsPence: 2_000_000 } } as const;
      const pledgePence = 150_000;
      const projects = [await insertTestProject(db()), await insertTestProject(db())];
      const pairs = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const user = await insertInvestor(db(), { declaration: everyday });
          const pair: Signer[] = [];
          for (const projectId of projects) {
            const started = await calls.start(user, { projectId, shortAmountPence: pledgePence });
            expect(started.json()).toMatchObject({ pledgeId: expect.any(Number) });
            const { pledgeId } = started.json<{ pledgeId: number }>();
            expect((await calls.sendSms(user, pledgeId)).statusCode).toBe(204);
            pair.push({ user, pledgeId, code: await calls.codeSentTo(user), source: 'BANK_TRANSFER' });
          }
          return pair;
        }),
      );

      const responses = await race('an everyday investor at her limit', pairs.flat());

      for (const [index] of pairs.entries()) {
        const answers = responses.slice(index * 2, index * 2 + 2);
        expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
        const refusal = answers.find((response) => response.statusCode === 409)?.json<{ errorCode: number }>();
        expect(refusal).toMatchObject({ errorCode: 45, limitPence: 200_000, leftPence: 50_000 });
      }
      expect(await pledgeInvariants(db())).toEqual(pledgesSound);
    });
  },
);
