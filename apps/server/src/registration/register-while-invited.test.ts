import { standaloneContext } from '../context/app-context.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOneTimeToken } from '../one-time-tokens/service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';

const addresses = 10;
const invitesPerAddress = 8;
/**
 * The invitations of an address are spread over this long, so that some land while its registration commits. The
 * spread only varies the interleavings: every order is a race the checks below must pass, so a slow machine changes
 * which orders are tried, never the verdict.
 */
const spreadMs = 120;

// PGlite runs one statement at a time, so only real PostgreSQL can show a registration and an invitation racing.
describe.runIf(testEngines.includes('postgres'))(
  'an admin re-inviting an address while it registers, on postgres',
  () => {
    let t: TestApp;
    let adminId: number;
    let adminToken: string;
    let remote = 0;

    beforeAll(async () => {
      t = await createTestApp('postgres', {}, { postgresPoolSize: 20 });
      const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
      adminId = admin.id;
      adminToken = await tokenFor(t.config.jwtSecret, admin);
    });
    afterAll(() => t.close());

    const answerOf = ({ statusCode, json }: Awaited<ReturnType<TestApp['app']['inject']>>) =>
      statusCode < 400 ? String(statusCode) : `${statusCode} ${json<{ errorCode: number }>().errorCode}`;

    /** Registers with the address's first invitation while the admin invites it again and again. */
    const race = async (email: string) => {
      const { token } = await issueOneTimeToken(standaloneContext({ db: t.database.db }), new Date(), {
        type: 'REGISTRY',
        email,
        createdBy: adminId,
      });
      const registration = t.app.inject({
        method: 'PUT',
        url: '/api/auth/registry',
        payload: { fullName: 'Racing Investor', password: 'Racer2026', token },
        remoteAddress: `192.0.2.${++remote % 250}`,
      });
      const invitations = Array.from({ length: invitesPerAddress }, async (_, index) => {
        await sleep((index * spreadMs) / invitesPerAddress);
        return t.app.inject({
          method: 'POST',
          url: '/api/auth/invite',
          headers: bearer(adminToken),
          payload: { email },
        });
      });
      const [registered, ...invited] = await Promise.all([registration, ...invitations]);
      const [{ accounts, live }] = (
        await sql<{ accounts: number; live: number }>`
        SELECT (SELECT count(*)::int FROM users WHERE email = ${email}) AS accounts,
               (SELECT count(*)::int FROM one_time_tokens
                 WHERE type = 'REGISTRY' AND email = ${email} AND used_at IS NULL AND expires_at > now()) AS live
      `.execute(t.database.db)
      ).rows as [{ accounts: number; live: number }];
      return { registered: answerOf(registered), invited: invited.map(answerOf), accounts, live };
    };

    it.each([1, 2, 3])('round %i: an address ends with an account or a live invitation, never both', async (round) => {
      const outcomes = await Promise.all(
        Array.from({ length: addresses }, (_, index) => race(`registering.${round}.${index}@example.co.uk`)),
      );

      for (const { registered, invited, accounts, live } of outcomes) {
        expect(invited.filter((answer) => answer !== '204' && answer !== '409 12')).toEqual([]);
        if (registered === '200') {
          // Invitations after the account answer 409 code 12; one sent before it was voided by the registration.
          expect({ accounts, live }).toEqual({ accounts: 1, live: 0 });
        } else {
          // An invitation came first and voided the link the investor was using.
          expect(registered).toBe('400 8');
          expect({ accounts, live }).toEqual({ accounts: 0, live: 1 });
        }
      }
    });
  },
);
