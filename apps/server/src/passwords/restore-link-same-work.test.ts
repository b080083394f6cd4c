import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { statementCounter, stopBackgroundWork } from '../testing/statement-counter.ts';
import { insertTestUser } from '../testing/builders/users.ts';

/**
 * The reset link's answer must not tell whether an address has an account (seed 000 §4): not by its words, and not by
 * its time. Timing the two answers against each other was decided by the machine's load as much as by the code, so
 * this counts the work instead: the answer runs the same SQL statements whoever the address belongs to, and leaves
 * the lookup and the mail to the outbox, after the answer. The time itself is a figure of `pnpm bench:reset-link`
 * (medians of both answers, side by side).
 */
describe.each(testEngines)('the reset link answer on %s', (engine) => {
  const statements = statementCounter();
  let t: TestApp;
  let active: string;
  let notActive: string;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { wrapDatabase: statements.wrap });
    active = (await insertTestUser(t.database.db, { cheapPasswordHash: true })).email;
    notActive = (await insertTestUser(t.database.db, { cheapPasswordHash: true, status: 'NOT_ACTIVE' })).email;
    // The outbox mails each link in a delivery job, beside the answers: with no worker taking jobs, every statement
    // counted below is the answer's own, whatever the machine's speed.
    await stopBackgroundWork(t.app);
  });
  afterAll(() => t.close());

  /** The statements one answer ran, from a client address of its own (no limit is near). */
  async function statementsFor(email: string): Promise<number> {
    address += 1;
    statements.reset();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/send-restore-password-link?email=${encodeURIComponent(email)}`,
      remoteAddress: `10.0.${Math.floor(address / 250)}.${address % 250}`,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    return statements.count;
  }

  it('runs the same statements for an account, a deactivated one and an unknown address', async () => {
    // First answers compile and prepare what later ones reuse: counted from the second of each.
    await statementsFor(`nobody.first@example.co.uk`);
    await statementsFor(active);

    const counts = {
      active: await statementsFor(active),
      notActive: await statementsFor(notActive),
      unknown: await statementsFor(`nobody.${engine}@example.co.uk`),
    };

    expect(counts.active).toBeGreaterThan(0);
    expect(counts).toEqual({ active: counts.active, notActive: counts.active, unknown: counts.active });
  });
});
