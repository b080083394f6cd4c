import { randomUUID } from 'node:crypto';
import type { Role } from '@keystone/api';
import { authenticate } from '../../auth/authenticate.ts';
import type { Db } from '../../db/database.ts';
import { hashPassword } from '../../passwords/hashing.ts';
import { bearer, enrolTestTotp, testPassword, tokenFor } from '../builders/users.ts';
import { knownEmail } from './plausible-values.ts';
import type { Caller } from './request-arbitrary.ts';

interface Session {
  token: string;
}

/**
 * The admin and the investor the generated requests act as. A request may change its own caller (a new password,
 * a deactivation) and end every later token; whoever no longer authenticates is replaced by a new user before the
 * next request, so the following requests still reach the handlers instead of stopping at 401.
 */
export async function fuzzCallers(
  db: Db,
  jwtSecret: Uint8Array,
): Promise<(caller: Caller) => Promise<Record<string, string>>> {
  // One hash for every user: argon2 per replacement would cost more than the requests themselves.
  const passwordHash = await hashPassword(testPassword);
  const sessions = new Map<Role, Session>();
  await db
    .insertInto('users')
    .values({
      email: knownEmail,
      role: 'INVESTOR',
      status: 'ACTIVE',
      password_hash: passwordHash,
      full_name: 'Known Investor',
    })
    .execute();

  async function newSession(role: Role): Promise<Session> {
    const user = await db
      .insertInto('users')
      .values({
        email: `fuzz.${randomUUID()}@example.co.uk`,
        role,
        status: 'ACTIVE',
        password_hash: passwordHash,
        full_name: 'Fuzz Caller',
      })
      .returning(['id', 'role', 'password_changed_at'])
      .executeTakeFirstOrThrow();
    // Admins must have a second factor (issue 36), else every admin operation stops at 403 code 59.
    if (role === 'ADMIN') await enrolTestTotp(db, user.id);
    const token = await tokenFor(jwtSecret, {
      id: user.id,
      role: user.role,
      passwordChangedAt: user.password_changed_at,
    });
    return { token };
  }

  async function liveSession(role: Role): Promise<Session> {
    const session = sessions.get(role);
    if (session) {
      const stillValid = await authenticate(db, jwtSecret, session.token, new Date()).then(
        (user) => user.role === role,
        () => false,
      );
      if (stillValid) return session;
    }
    const replacement = await newSession(role);
    sessions.set(role, replacement);
    return replacement;
  }

  return async (caller) => {
    if (caller === 'anonymous') return {};
    if (caller === 'admin') return bearer((await liveSession('ADMIN')).token);
    if (caller === 'investor') return bearer((await liveSession('INVESTOR')).token);
    return caller;
  };
}
