import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { TOTP_PERIOD_SECONDS } from '@keystone/flows/second-factor';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, testPassword, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { testTotpCode, testTotpSecret } from '../testing/second-factor.ts';
import { latestMailTo } from '../testing/test-mail.ts';
import { verifyAccessToken } from '../auth/access-token.ts';
import { totpCode, totpStep } from './totp.ts';
import { resetSecondFactorsOf } from './operations/service.ts';
import { standaloneContext } from '../context/app-context.ts';
import { changeAnnouncedTo } from '../testing/announced-change.ts';

interface Answer {
  statusCode: number;
  body: string;
  json<T = Record<string, unknown>>(): T;
  headers: Record<string, unknown>;
}

describe.each(testEngines)('second factors on %s', (engine) => {
  let t: TestApp;
  let now = new Date('2026-11-30T10:00:00.000Z');
  const moveClock = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => now } });
  });
  afterAll(() => t.close());

  // Each test from an address of its own, so that one's failures never hold up another.
  let address = 0;
  beforeEach(() => {
    address += 1;
  });
  const send = (options: InjectOptions): Promise<Answer> =>
    t.app.inject({ remoteAddress: `203.0.113.${address % 250}`, ...options }) as Promise<Answer>;
  const as = async (user: TestUser, options: InjectOptions) =>
    send({ ...options, headers: { ...bearer(await tokenFor(t.config.jwtSecret, user)), ...options.headers } });
  const withToken = (token: string, options: InjectOptions) =>
    send({ ...options, headers: { ...bearer(token), ...options.headers } });
  const errorCode = (answer: Answer) => answer.json<{ errorCode: number }>().errorCode;

  const investorWithTotp = () => insertTestUser(t.database.db, { totpSecret: testTotpSecret, cheapPasswordHash: true });
  const login = (user: TestUser, rememberMe = false) =>
    send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: testPassword, rememberMe },
    });
  const ticketOf = async (user: TestUser, rememberMe = false) => {
    const answer = await login(user, rememberMe);
    expect(answer.statusCode, answer.body).toBe(202);
    return answer.json<{ ticket: string; methods: string[] }>().ticket;
  };
  const secondStep = (ticket: string, code: string, method = 'TOTP') =>
    send({ method: 'POST', url: '/api/auth/login/code', payload: { ticket, method, code } });
  const codeAt = (steps: number) => testTotpCode(t.config.jwtSecret, { steps });
  const stepUp = (token: string, code: string, method = 'TOTP') =>
    withToken(token, { method: 'POST', url: '/api/auth/step-up', payload: { method, code } });

  /** A session's token whose row the devices page knows (user_sessions), as sign-in writes it. */
  const knownSession = async (user: TestUser) => {
    const token = await tokenFor(t.config.jwtSecret, user);
    const { sessionId, expiresAt } = await verifyAccessToken(t.config.jwtSecret, token, now);
    await t.database.db
      .insertInto('user_sessions')
      .values({
        session_id: sessionId,
        user_id: user.id,
        signed_in_at: now,
        last_seen_at: now,
        expires_at: new Date(expiresAt * 1000),
        client_address: '203.0.113.1',
        user_agent: 'test',
        remembered: false,
      })
      .execute();
    return token;
  };

  /** Turns the authenticator on through the API; the secret and the recovery codes it answered. */
  const setUpTotp = async (token: string) => {
    const started = await withToken(token, { method: 'POST', url: '/api/user/second-factors/totp' });
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json<{ secret: string }>();
    const key = decodeBase32IgnorePadding(secret);
    const confirmed = await withToken(token, {
      method: 'PUT',
      url: '/api/user/second-factors/totp',
      payload: { code: totpCode(key, totpStep(now)) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { key, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
  };

  describe('setting up the authenticator', () => {
    it('answers a secret, its otpauth address and a QR code, keeps it encrypted, and turns it on with a first code', async () => {
      const user = await insertTestUser(t.database.db, {
        email: `ann.${engine}@example.co.uk`,
        cheapPasswordHash: true,
      });
      const token = await tokenFor(t.config.jwtSecret, user);
      const started = await withToken(token, { method: 'POST', url: '/api/user/second-factors/totp' });

      expect(started.statusCode, started.body).toBe(200);
      const setup = started.json<{ secret: string; otpauthUri: string; qrCodeSvg: string }>();
      expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.otpauthUri).toBe(
        `otpauth://totp/Keystone:ann.${engine}%40example.co.uk?secret=${setup.secret}&issuer=Keystone&algorithm=SHA1&digits=6&period=30`,
      );
      expect(setup.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      const stored = await t.database.db
        .selectFrom('user_totp')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(stored.secret).toBeNull();
      expect(stored.pending_secret).not.toContain(setup.secret);
      expect(stored.pending_secret).toMatch(/^v1\./);

      const key = decodeBase32IgnorePadding(setup.secret);
      const wrong = await withToken(token, {
        method: 'PUT',
        url: '/api/user/second-factors/totp',
        payload: { code: totpCode(key, totpStep(now) + 2) },
      });
      expect(wrong.statusCode).toBe(401);
      expect(errorCode(wrong)).toBe(60);

      const right = await withToken(token, {
        method: 'PUT',
        url: '/api/user/second-factors/totp',
        payload: { code: totpCode(key, totpStep(now)) },
      });
      expect(right.statusCode, right.body).toBe(200);
      const { recoveryCodes } = right.json<{ recoveryCodes: string[] }>();
      expect(recoveryCodes).toHaveLength(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
      expect(new Set(recoveryCodes).size).toBe(10);

      const factors = await withToken(token, { method: 'GET', url: '/api/user/second-factors' });
      expect(factors.json()).toEqual({
        totpEnabledAt: now.toISOString(),
        passkeys: [],
        recoveryCodesLeft: 10,
        confirmedUntil: new Date(now.getTime() + 5 * 60_000).toISOString(),
      });
      // Stored as HMACs, never as typed.
      const hashes = await t.database.db
        .selectFrom('recovery_codes')
        .select('code_hash')
        .where('user_id', '=', user.id)
        .execute();
      expect(hashes).toHaveLength(10);
      for (const { code_hash } of hashes) expect(code_hash.byteLength).toBe(32);
    });

    it('signs out the user’s other sessions when the first factor is added, and keeps this one', async () => {
      const user = await insertTestUser(t.database.db, { cheapPasswordHash: true });
      const other = await knownSession(user);
      const current = await knownSession(user);
      expect((await withToken(other, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);

      await setUpTotp(current);

      const otherAnswer = await withToken(other, { method: 'GET', url: '/api/user' });
      expect(otherAnswer.statusCode).toBe(401);
      expect(errorCode(otherAnswer)).toBe(8);
      expect((await withToken(current, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    });

    it('answers 404 code 42 when no secret waits, and a second factor needs the step-up to add another', async () => {
      const user = await investorWithTotp();
      const noneWaiting = await as(user, {
        method: 'PUT',
        url: '/api/user/second-factors/totp',
        payload: { code: '123456' },
      });
      expect(noneWaiting.statusCode).toBe(404);
      expect(errorCode(noneWaiting)).toBe(42);
    });
  });

  describe('the second step of a sign-in', () => {
    it('answers 202 with a ticket and the methods, then signs in with the code, keeping "Remember me"', async () => {
      const user = await investorWithTotp();
      const first = await login(user, true);
      expect(first.statusCode, first.body).toBe(202);
      const body = first.json<{ ticket: string; methods: string[]; expiresAt: string }>();
      expect(body.methods).toEqual(['TOTP']);
      expect(body.expiresAt).toBe(new Date(now.getTime() + 5 * 60_000).toISOString());
      expect(first.headers['set-cookie']).toBeUndefined();

      const signedIn = await secondStep(body.ticket, codeAt(0));
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const { token, user: view } = signedIn.json<{ token: string; user: { id: number } }>();
      expect(view.id).toBe(user.id);
      expect((await verifyAccessToken(t.config.jwtSecret, token, now)).remembered).toBe(true);
      expect(String(signedIn.headers['set-cookie'])).toContain('keystone_session=');
    });

    it('accepts the code of the step before and of the step after, and refuses two steps off', async () => {
      const early = await investorWithTotp();
      expect((await secondStep(await ticketOf(early), codeAt(-1))).statusCode).toBe(200);
      const late = await investorWithTotp();
      expect((await secondStep(await ticketOf(late), codeAt(1))).statusCode).toBe(200);

      const off = await investorWithTotp();
      for (const steps of [-2, 2]) {
        const refused = await secondStep(await ticketOf(off), codeAt(steps));
        expect(refused.statusCode).toBe(401);
        expect(errorCode(refused)).toBe(60);
      }
    });

    it('accepts a code until the last millisecond of the step after its own, and not one millisecond later', async () => {
      const [early, late] = [await investorWithTotp(), await investorWithTotp()];
      const step = totpStep(now);
      const code = codeAt(0);
      const [earlyTicket, lateTicket] = [await ticketOf(early), await ticketOf(late)];
      // The last millisecond of the next step: the code is one step old, still good.
      now = new Date((step + 2) * TOTP_PERIOD_SECONDS * 1000 - 1);
      expect((await secondStep(earlyTicket, code)).statusCode).toBe(200);
      // The first millisecond of the step after: two steps old.
      now = new Date((step + 2) * TOTP_PERIOD_SECONDS * 1000);
      expect(errorCode(await secondStep(lateTicket, code))).toBe(60);
    });

    it('takes each code once: the same code again is refused, another step of the window is not', async () => {
      const user = await investorWithTotp();
      expect((await secondStep(await ticketOf(user), codeAt(0))).statusCode).toBe(200);
      const again = await secondStep(await ticketOf(user), codeAt(0));
      expect(again.statusCode).toBe(401);
      expect(errorCode(again)).toBe(60);
      expect((await secondStep(await ticketOf(user), codeAt(1))).statusCode).toBe(200);
      expect(errorCode(await secondStep(await ticketOf(user), codeAt(1)))).toBe(60);
      expect((await secondStep(await ticketOf(user), codeAt(-1))).statusCode).toBe(200);
      expect(errorCode(await secondStep(await ticketOf(user), codeAt(-1)))).toBe(60);
    });

    it('takes each recovery code once, in any case and spacing, and says how many are left', async () => {
      const user = await insertTestUser(t.database.db, { cheapPasswordHash: true });
      const { recoveryCodes } = await setUpTotp(await tokenFor(t.config.jwtSecret, user));
      const [first = '', second = ''] = recoveryCodes;

      const used = await secondStep(await ticketOf(user), first.toLowerCase().replace('-', ' '), 'RECOVERY_CODE');
      expect(used.statusCode, used.body).toBe(200);
      expect(used.json()).toMatchObject({ recoveryCodesLeft: 9 });

      const again = await secondStep(await ticketOf(user), first, 'RECOVERY_CODE');
      expect(again.statusCode).toBe(401);
      expect(errorCode(again)).toBe(60);

      expect((await secondStep(await ticketOf(user), second, 'RECOVERY_CODE')).json()).toMatchObject({
        recoveryCodesLeft: 8,
      });
    });

    it('answers 400 code 2 with flows’ words for a code that cannot be one', async () => {
      const user = await investorWithTotp();
      const answer = await secondStep(await ticketOf(user), '12ab');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [{ field: 'code', message: 'Enter the 6-digit code from your authenticator app' }],
      });
    });

    it('answers 401 code 61 for a ticket that has expired, been altered, or outlived a password change', async () => {
      const user = await investorWithTotp();
      const ticket = await ticketOf(user);
      moveClock(5 * 60 + 1);
      const expired = await secondStep(ticket, codeAt(0));
      expect(expired.statusCode).toBe(401);
      expect(errorCode(expired)).toBe(61);

      const fresh = await ticketOf(user);
      // The signature's first character changed: its last one carries bits that decoding ignores.
      const signatureAt = fresh.lastIndexOf('.') + 1;
      const altered = `${fresh.slice(0, signatureAt)}${fresh[signatureAt] === 'A' ? 'B' : 'A'}${fresh.slice(signatureAt + 1)}`;
      expect(errorCode(await secondStep(altered, codeAt(0)))).toBe(61);
      // A session's token is no ticket.
      expect(errorCode(await secondStep(await tokenFor(t.config.jwtSecret, user), codeAt(0)))).toBe(61);

      await t.database.db
        .updateTable('users')
        .set({ password_changed_at: new Date(now.getTime() + 1000) })
        .where('id', '=', user.id)
        .execute();
      expect(errorCode(await secondStep(fresh, codeAt(0)))).toBe(61);
    });

    it('answers 403 code 19 for an account deactivated since the password', async () => {
      const user = await investorWithTotp();
      const ticket = await ticketOf(user);
      await t.database.db.updateTable('users').set({ status: 'NOT_ACTIVE' }).where('id', '=', user.id).execute();
      const answer = await secondStep(ticket, codeAt(0));
      expect(answer.statusCode).toBe(403);
      expect(errorCode(answer)).toBe(19);
    });

    it('counts wrong codes as failed sign-ins: after the free ones, 429 code 20 without looking at the code', async () => {
      const user = await investorWithTotp();
      const ticket = await ticketOf(user);
      for (let i = 0; i < 6; i += 1) expect(errorCode(await secondStep(ticket, codeAt(5)))).toBe(60);
      const held = await secondStep(ticket, codeAt(0));
      expect(held.statusCode).toBe(429);
      expect(errorCode(held)).toBe(20);
      expect(held.headers['retry-after']).toBe('1');

      moveClock(1);
      expect((await secondStep(ticket, codeAt(0))).statusCode).toBe(200);
    });
  });

  describe('the step-up', () => {
    const approvedWithTotp = () =>
      insertTestUser(t.database.db, {
        totpSecret: testTotpSecret,
        cheapPasswordHash: true,
        kyc_status: 'APPROVED',
        sort_code: '309634',
        account_number: '41726385',
      });

    const guarded: [string, (user: TestUser) => InjectOptions, 'INVESTOR' | 'ADMIN'][] = [
      ['a withdrawal', () => ({ method: 'PUT', url: '/api/investments/withdraw?amountPence=100' }), 'INVESTOR'],
      [
        'new bank details',
        () => ({
          method: 'PUT',
          url: '/api/user/bank-details',
          payload: { sortCode: '20-00-00', accountNumber: '55779911' },
        }),
        'INVESTOR',
      ],
      [
        'a new e-mail',
        (user) => ({ method: 'PUT', url: '/api/user/details', payload: { email: `new.${user.id}@example.co.uk` } }),
        'INVESTOR',
      ],
      [
        'a new password',
        () => ({
          method: 'PUT',
          url: '/api/auth/change-password',
          payload: { currentPassword: testPassword, newPassword: 'Another2027' },
        }),
        'INVESTOR',
      ],
      ['a new authenticator', () => ({ method: 'POST', url: '/api/user/second-factors/totp' }), 'INVESTOR'],
      ['a new passkey', () => ({ method: 'POST', url: '/api/user/passkeys/options' }), 'INVESTOR'],
      ['new recovery codes', () => ({ method: 'POST', url: '/api/user/recovery-codes' }), 'INVESTOR'],
      ['removing the authenticator', () => ({ method: 'DELETE', url: '/api/user/second-factors/totp' }), 'INVESTOR'],
      ['removing a passkey', () => ({ method: 'DELETE', url: '/api/user/passkeys/2147483647' }), 'INVESTOR'],
    ];

    it.each(guarded)(
      'asks for the second factor again before %s: refused with 58 until confirmed, and 5 minutes and 1 second on',
      async (_name, request, role) => {
        const user = role === 'INVESTOR' ? await approvedWithTotp() : await insertTestUser(t.database.db, { role });
        const token = await knownSession(user);
        const refused = await withToken(token, request(user));
        expect(refused.statusCode, refused.body).toBe(403);
        expect(errorCode(refused)).toBe(58);

        expect((await stepUp(token, codeAt(0))).statusCode).toBe(200);
        moveClock(5 * 60 + 1);
        expect(errorCode(await withToken(token, request(user)))).toBe(58);

        const confirmed = await stepUp(token, codeAt(0));
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        expect(confirmed.json()).toEqual({ confirmedUntil: new Date(now.getTime() + 5 * 60_000).toISOString() });
        moveClock(5 * 60);
        const allowed = await withToken(token, request(user));
        expect(allowed.statusCode === 403 && errorCode(allowed) === 58, allowed.body).toBe(false);
        // Past the step-up, each operation answers as it always did (the unknown passkey: 404 code 42; no money to
        // withdraw: code 2).
        expect(allowed.statusCode, allowed.body).toBeLessThan(500);
      },
    );

    it('lets a user without a second factor change things as before', async () => {
      const user = await insertTestUser(t.database.db, { kyc_status: 'APPROVED', cheapPasswordHash: true });
      const answer = await as(user, {
        method: 'PUT',
        url: '/api/user/bank-details',
        payload: { sortCode: '20-00-00', accountNumber: '55779911' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    });

    it('changes the phone without asking, and an e-mail only when it is new', async () => {
      const user = await approvedWithTotp();
      const [row] = await t.database.db.selectFrom('users').select('email').where('id', '=', user.id).execute();
      const same = await as(user, { method: 'PUT', url: '/api/user/details', payload: { email: row?.email } });
      expect(same.statusCode, same.body).toBe(200);
      const phone = await as(user, {
        method: 'PUT',
        url: '/api/user/details',
        payload: { phoneNumber: '07700900123' },
      });
      expect(phone.statusCode, phone.body).toBe(200);
    });

    it('takes a recovery code, says how many are left, and answers 59 to a user with no second factor', async () => {
      const user = await insertTestUser(t.database.db, { cheapPasswordHash: true });
      const token = await knownSession(user);
      const none = await stepUp(token, codeAt(0));
      expect(none.statusCode).toBe(403);
      expect(errorCode(none)).toBe(59);

      const { recoveryCodes } = await setUpTotp(token);
      const answer = await stepUp(token, recoveryCodes[3] ?? '', 'RECOVERY_CODE');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ recoveryCodesLeft: 9 });
    });

    it('counts wrong step-up codes per account: 429 code 20 after the free ones', async () => {
      const user = await investorWithTotp();
      const token = await knownSession(user);
      for (let i = 0; i < 6; i += 1) expect(errorCode(await stepUp(token, codeAt(7)))).toBe(60);
      const held = await stepUp(token, codeAt(0));
      expect(held.statusCode).toBe(429);
      expect(errorCode(held)).toBe(20);
    });

    it('makes new recovery codes that replace the old ones', async () => {
      const user = await insertTestUser(t.database.db, { cheapPasswordHash: true });
      const token = await knownSession(user);
      const { recoveryCodes: old } = await setUpTotp(token);
      const answer = await withToken(token, { method: 'POST', url: '/api/user/recovery-codes' });
      expect(answer.statusCode, answer.body).toBe(200);
      const { recoveryCodes } = answer.json<{ recoveryCodes: string[] }>();
      expect(recoveryCodes).toHaveLength(10);
      expect(errorCode(await stepUp(token, old[0] ?? '', 'RECOVERY_CODE'))).toBe(60);
      expect((await stepUp(token, recoveryCodes[0] ?? '', 'RECOVERY_CODE')).json()).toMatchObject({
        recoveryCodesLeft: 9,
      });
    });
  });

  describe('removing the authenticator', () => {
    it('turns it off, takes an investor’s last recovery codes with it, and tells them by e-mail', async () => {
      const user = await insertTestUser(t.database.db, { cheapPasswordHash: true });
      const token = await knownSession(user);
      await setUpTotp(token);
      const answer = await withToken(token, { method: 'DELETE', url: '/api/user/second-factors/totp' });
      expect(answer.statusCode, answer.body).toBe(204);

      const factors = (await withToken(token, { method: 'GET', url: '/api/user/second-factors' })).json();
      expect(factors).toMatchObject({ totpEnabledAt: null, passkeys: [], recoveryCodesLeft: 0 });
      const mail = await latestMailTo(t, user.email);
      expect(mail.subject).toBe('A second step for signing in was removed');
      expect(mail.text).toContain('the authenticator app was removed');
      expect(mail.text).toContain('If you did not do this, please write to us at once at support@keystone.example.');
      expect((await login(user)).statusCode).toBe(200);
      const again = await withToken(token, { method: 'DELETE', url: '/api/user/second-factors/totp' });
      expect(again.statusCode).toBe(404);
      expect(errorCode(again)).toBe(42);
    });
  });

  describe('admins', () => {
    it('must set up a second factor before anything else: 403 code 59, except setting one up and signing out', async () => {
      const admin = await insertTestUser(t.database.db, { role: 'ADMIN', totpSecret: null, cheapPasswordHash: true });
      const token = await knownSession(admin);
      const users = await withToken(token, { method: 'GET', url: '/api/users' });
      expect(users.statusCode).toBe(403);
      expect(errorCode(users)).toBe(59);
      expect((await withToken(token, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
      expect((await withToken(token, { method: 'GET', url: '/api/user/second-factors' })).statusCode).toBe(200);

      await setUpTotp(token);

      expect((await withToken(token, { method: 'GET', url: '/api/users' })).statusCode).toBe(200);
    });

    it('keep their last second factor: 403 code 59 with the reason', async () => {
      const admin = await insertTestUser(t.database.db, { role: 'ADMIN', cheapPasswordHash: true });
      const token = await knownSession(admin);
      expect((await stepUp(token, codeAt(0))).statusCode).toBe(200);
      const answer = await withToken(token, { method: 'DELETE', url: '/api/user/second-factors/totp' });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ errorCode: 59, message: 'Admins must keep a second step for signing in' });
      expect((await withToken(token, { method: 'GET', url: '/api/user/second-factors' })).json()).toMatchObject({
        totpEnabledAt: expect.any(String),
      });
    });
  });

  describe('the support route: resetting an investor’s second factors', () => {
    it('removes them all, signs the investor out everywhere and tells them, once the admin has confirmed', async () => {
      const admin = await insertTestUser(t.database.db, { role: 'ADMIN', cheapPasswordHash: true });
      const adminToken = await knownSession(admin);
      const investor = await insertTestUser(t.database.db, { cheapPasswordHash: true });
      const investorToken = await knownSession(investor);
      await setUpTotp(investorToken);
      const reset = () => withToken(adminToken, { method: 'DELETE', url: `/api/users/${investor.id}/second-factors` });

      expect(errorCode(await reset())).toBe(58);
      expect((await stepUp(adminToken, codeAt(0))).statusCode).toBe(200);
      const answer = await reset();
      expect(answer.statusCode, answer.body).toBe(204);

      expect(errorCode(await withToken(investorToken, { method: 'GET', url: '/api/user' }))).toBe(8);
      const mail = await latestMailTo(t, investor.email);
      expect((await login(investor)).statusCode).toBe(200);
      const left = await t.database.db
        .selectFrom('recovery_codes')
        .select('id')
        .where('user_id', '=', investor.id)
        .execute();
      expect(left).toEqual([]);
      expect(mail.subject).toBe('We removed the second step from your account');
      expect(mail.text).toContain(
        'If you did not ask us for this, please write to us at once at support@keystone.example.',
      );
    });

    it('refuses another admin (403 code 11), an investor caller (403 code 11) and an unknown user (404 code 13)', async () => {
      const admin = await insertTestUser(t.database.db, { role: 'ADMIN', cheapPasswordHash: true });
      const adminToken = await knownSession(admin);
      expect((await stepUp(adminToken, codeAt(0))).statusCode).toBe(200);
      const otherAdmin = await insertTestUser(t.database.db, { role: 'ADMIN', cheapPasswordHash: true });
      const investor = await insertTestUser(t.database.db, { cheapPasswordHash: true });

      const another = await withToken(adminToken, {
        method: 'DELETE',
        url: `/api/users/${otherAdmin.id}/second-factors`,
      });
      expect(another.statusCode).toBe(403);
      expect(errorCode(another)).toBe(11);
      const byInvestor = await as(investor, { method: 'DELETE', url: `/api/users/${investor.id}/second-factors` });
      expect(byInvestor.statusCode).toBe(403);
      expect(errorCode(byInvestor)).toBe(11);
      const unknown = await withToken(adminToken, { method: 'DELETE', url: '/api/users/2147483647/second-factors' });
      expect(unknown.statusCode).toBe(404);
      expect(errorCode(unknown)).toBe(13);
    });
  });

  describe("the operator's reset (reset-second-factors EMAIL)", () => {
    it('brings back an admin who lost every factor: signed out, told, and made to set one up again', async () => {
      const admin = await insertTestUser(t.database.db, { role: 'ADMIN', cheapPasswordHash: true });
      const adminToken = await knownSession(admin);
      expect((await withToken(adminToken, { method: 'GET', url: '/api/users' })).statusCode).toBe(200);

      // The operator's command runs in a process of its own: the server hears of it as of any change from outside.
      const app = standaloneContext({ db: t.database.db, clock: { now: () => now }, config: t.config });
      await changeAnnouncedTo(t.app, async () =>
        expect(await resetSecondFactorsOf(app, `  ${admin.email.toUpperCase()} `)).toMatchObject({ id: admin.id }),
      );

      expect(errorCode(await withToken(adminToken, { method: 'GET', url: '/api/user' }))).toBe(8);
      const mail = await latestMailTo(t, admin.email);
      expect(mail.subject).toBe('We removed the second step from your account');
      const signedIn = await login(admin);
      expect(signedIn.statusCode).toBe(200);
      const { token } = signedIn.json<{ token: string }>();
      expect(errorCode(await withToken(token, { method: 'GET', url: '/api/users' }))).toBe(59);
    });

    it('answers nobody for an address no account has, and changes nothing', async () => {
      const app = standaloneContext({ db: t.database.db, clock: { now: () => now }, config: t.config });
      expect(await resetSecondFactorsOf(app, 'nobody@example.com')).toBeUndefined();
    });
  });

  it.runIf(engine === 'postgres')('lets only one of two requests racing with the same code through', async () => {
    for (let round = 0; round < 5; round += 1) {
      const user = await investorWithTotp();
      const [first, second] = [await ticketOf(user), await ticketOf(user)];
      const code = codeAt(0);
      const answers = await Promise.all([secondStep(first, code), secondStep(second, code)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    }
  });
});
