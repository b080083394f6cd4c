import type { PledgeFinishResponse } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProject } from '../testing/builders/projects.ts';
import { insertInvestor, type TestUser } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { capturingSms, movableClock, pledgeCalls } from './pledge.test-support.ts';

// Issue 32 §8: 'No e-mail confirms a pledge'. The confirmation is written with the finish, in its transaction.
describe.each(testEngines)('the confirmation e-mail of a pledge on %s', (engine) => {
  let t: TestApp;
  const sms = capturingSms();
  const calls = pledgeCalls(() => t, sms);

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: movableClock(), providers: { sms } });
  });
  afterAll(() => t.close());

  const confirmations = (user: TestUser) =>
    t.database.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body', 'to_address'])
      .where('user_id', '=', user.id)
      .where('template', '=', 'PLEDGE_CONFIRMATION')
      .execute();

  async function finishing(walletPence: number) {
    const user = await insertInvestor(t.database.db, { walletPence });
    const projectId = await insertTestProject(t.database.db, { title: 'Canal Basin homes' });
    const started = await calls.start(user, { projectId, shortAmountPence: 200_000 });
    expect(started.statusCode, started.body).toBe(201);
    const { pledgeId } = started.json<{ pledgeId: number }>();
    expect((await calls.sendSms(user, pledgeId)).statusCode).toBe(204);
    const answer = await calls.finish(user, pledgeId, { smsCode: await calls.codeSentTo(user) });
    return { user, answer };
  }

  it('is in the outbox once a pledge is finished: the amount, the project, the reference, the link', async () => {
    const { user, answer } = await finishing(1_000_000);
    expect(answer.statusCode, answer.body).toBe(200);
    const [investment] = answer.json<PledgeFinishResponse>().investments;

    const mails = await confirmations(user);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to_address).toBe(user.email);
    expect(mail?.subject).toBe('Your pledge to Canal Basin homes');
    expect(mail?.text_body).toContain('You pledged £2,000.00 to Canal Basin homes');
    expect(mail?.text_body).toContain(`agreement ${investment?.referenceNumber}`);
    expect(mail?.text_body).toContain(`${t.config.publicUrl}/platform/agreement/${investment?.agreementId}`);
    expect(mail?.text_body).toContain('The amount has been taken from your e-wallet.');
  });

  it('is not written when the finish is refused', async () => {
    const { user, answer } = await finishing(199_999);
    expect(answer.statusCode).toBe(400);
    expect(await confirmations(user)).toEqual([]);
  });

  it('is not written again when the finish is asked again', async () => {
    const { user, answer } = await finishing(1_000_000);
    const { pledgeId } = answer.json<PledgeFinishResponse>();
    expect((await calls.finish(user, pledgeId, { smsCode: '000000' })).statusCode).toBe(200);
    expect(await confirmations(user)).toHaveLength(1);
  });
});
