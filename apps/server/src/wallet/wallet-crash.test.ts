import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, freePort, startServerProcess } from '../testing/server-process.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { bearer, tokenFor, type TestUser, insertWalletHolder } from '../testing/builders/users.ts';
import { ledgerInvariants, sound } from './wallet.test-support.ts';

const jwtSecret = 'crash-test-secret-that-is-long-enough-for-hs256-0123456789';
const settleDelayMs = 250;
const deposits = 120;
const inFlight = 6;
/** Killed once this many deposits were acknowledged: some settled by then, some pending, some in flight. */
const killAfterAcknowledged = 40;

/** The real server on the embedded database in `dataDir`. */
const startServer = (dataDir: string, port: number) =>
  startServerProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: jwtSecret,
    PAYMENTS_SANDBOX_DELAY_MS: String(settleDelayMs),
    KYC_SANDBOX_DELAY_MS: '0',
  });

describe('a server killed while deposits settle (embedded database)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keystone-wallet-crash-'));
  const databaseDir = path.join(dataDir, 'pglite');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loses no acknowledged deposit and keeps every invariant after kill -9 and a restart', async () => {
    let user: TestUser;
    {
      const database = await openPglite({ directory: databaseDir });
      await migrate(database);
      user = await insertWalletHolder(database.db);
      await database.close();
    }
    const token = await tokenFor(new TextEncoder().encode(jwtSecret), user);
    const port = await freePort();
    const deposit = (pounds: number, key: string) =>
      fetch(`http://127.0.0.1:${port}/api/investments/fund-wallet?amountPence=${pounds * 100}`, {
        method: 'PUT',
        headers: { ...bearer(token), 'idempotency-key': key },
      });

    /** The deposits the server at `port` still shows pending, read a page of its wallet history at a time. */
    const pendingOn = async (at: number) => {
      let pending = 0;
      for (let offset = 0; ; offset += 100) {
        const response = await fetch(
          `http://127.0.0.1:${at}/api/dashboard/investor/wallet-history?limit=100&offset=${offset}`,
          { headers: bearer(token) },
        );
        const page = (await response.json()) as { transactions: { status: string }[]; count: number };
        pending += page.transactions.filter((transaction) => transaction.status === 'PENDING').length;
        if (offset + 100 >= page.count) return pending;
      }
    };

    const started = performance.now();
    const first = await startServer(dataDir, port);
    const acknowledged = new Map<string, { referenceNumber: string; sumPence: number; body: string }>();
    let next = 0;
    let killed = false;
    let killedAtMs = 0;
    let killedAt = new Date();
    const worker = async () => {
      while (next < deposits && !killed) {
        const index = next++;
        const key = `crash-${index}`;
        try {
          const response = await deposit(100 + index, key);
          const body = await response.text();
          if (response.status !== 200) throw new Error(`deposit ${index} answered ${response.status}: ${body}`);
          acknowledged.set(key, { ...(JSON.parse(body) as { referenceNumber: string; sumPence: number }), body });
          if (acknowledged.size === killAfterAcknowledged && !killed) {
            killed = true;
            killedAtMs = performance.now() - started;
            killedAt = new Date();
            first.kill('SIGKILL');
          }
        } catch (error) {
          // A request the crash cut off was never acknowledged: it may or may not be there.
          if (!killed) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    await exited(first);
    expect(first.signalCode).toBe('SIGKILL');

    const second = await startServer(dataDir, port);
    // A retried acknowledged request answers the first answer again and moves nothing.
    const [retriedKey, original] = [...acknowledged.entries()][0] ?? [];
    // The same details as the first time: the deposits run side by side, so the first acknowledged need not be £100.
    const retried = await deposit((original?.sumPence ?? 10_000) / 100, retriedKey ?? '');
    expect(await retried.text()).toBe(original?.body);
    // Until the restarted server has settled every deposit it found pending, as its wallet history shows them.
    await expect.poll(() => pendingOn(port), { interval: settleDelayMs }).toBe(0);
    second.kill('SIGTERM');
    await exited(second);
    const totalMs = performance.now() - started;

    const database = await openPglite({ directory: databaseDir });
    try {
      const operations = await database.db
        .selectFrom('payment_provider_operations')
        .select(['bank_reference', 'amount_pence', 'status', 'settled_at'])
        .where('user_id', '=', user.id)
        .execute();
      const byReference = new Map(operations.map((operation) => [operation.bank_reference, operation]));
      for (const answer of acknowledged.values()) {
        expect(byReference.get(answer.referenceNumber)).toMatchObject({ amount_pence: answer.sumPence });
      }
      expect(operations.filter((operation) => operation.status === 'PENDING')).toEqual([]);
      // The crash came while deposits were settling: some were left for the restarted server to settle.
      const settledAfterRestart = operations.filter((operation) => (operation.settled_at ?? killedAt) > killedAt);
      expect(settledAfterRestart.length).toBeGreaterThan(0);
      const succeededPence = operations
        .filter((operation) => operation.status === 'SUCCEEDED')
        .reduce((sum, operation) => sum + operation.amount_pence, 0);
      const wallet = await database.db
        .selectFrom('ledger_accounts')
        .select('balance_pence')
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      expect(wallet?.balance_pence ?? 0).toBe(succeededPence);
      expect(await ledgerInvariants(database.db)).toEqual(sound);
      console.info(
        `wallet crash: killed after ${acknowledged.size} acknowledged deposits at ${Math.round(killedAtMs)} ms; ` +
          `${operations.length} recorded (${operations.length - acknowledged.size} cut off before their answer), ` +
          `${settledAfterRestart.length} still pending at the kill and settled by the restarted server, ` +
          `${operations.filter((o) => o.status === 'FAILED').length} failed at the sandbox; whole test ${Math.round(totalMs)} ms`,
      );
    } finally {
      await database.close();
    }
    // A hang guard: 20 to 40 s on a quiet machine; beside the story tests on two cores this one reached its restart
    // at 106 s and then took over a minute to open the embedded database again and read it.
  }, 300_000);
});
