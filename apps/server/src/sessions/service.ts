import type { Role, SecondStepRequired, Session } from '@keystone/api';
import { randomUUID } from 'node:crypto';
import { userDisplayName } from '@keystone/flows/labels';
import type { AppContext } from '../context/app-context.ts';
import type { EmailMessage } from '../providers/mail/mailer.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { endLiveSessions, endSession } from '../auth/queries.ts';
import { newDeviceId } from '../auth/device-cookie.ts';
import { issueAccessToken, sessionExpiry } from '../auth/access-token.ts';
import { normaliseEmail } from '../auth/email.ts';
import { AppError } from '../errors/app-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../passwords/hashing.ts';
import { getUserProfile } from '../users/service.ts';
import type { UserView } from '../users/user-view.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { newSignInEmail } from '../mail/templates.ts';
import {
  findLiveSessions,
  findUserForSignIn,
  insertSession,
  touchSession,
  upsertSessionSecondFactor,
} from './queries.ts';
import { lastSeenOf } from './last-seen.ts';
import { describeUserAgent } from './user-agent.ts';
import { assertNoWait, forgetFailures, recordFailure } from '../rate-limit/sign-in-throttle.ts';
import { findSecondFactorMethods } from '../second-factors/queries.ts';
import { issueSignInTicket, ticketExpiresAt } from '../second-factors/sign-in-ticket.ts';

export interface SignIn {
  token: string;
  user: UserView;
}

/** A session begun, with the browser's device to be remembered in its device cookie (auth/device-cookie.ts). */
export type StartedSession = SignIn & { device: { userId: number; deviceId: string } };

/** What `signIn` answers: a session, or the second step the user's factors ask for (issue 36). */
export type SignInOutcome = { signedIn: StartedSession } | { secondStep: SecondStepRequired };

interface Credentials {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/** Where a sign-in comes from: the client address, its user agent, and the browser's device id for the account. */
export interface SignInOrigin {
  clientAddress: string;
  /** The User-Agent header as sent ('' when absent): the devices page names the session by it. */
  userAgent: string;
  /** The device id of the account's valid device cookie, if the browser sent one (see auth/device-cookie.ts). */
  knownDeviceId(userId: number): string | undefined;
}

/** Whom a session is for and how it was proved. */
export interface SessionStart {
  user: { id: number; role: Role; password_changed_at: Date };
  rememberMe: boolean;
  /** When this sign-in gave its second factor (the step-up's clock starts there), or null for a password alone. */
  secondFactorAt: Date | null;
  origin: SignInOrigin;
  /**
   * Registration's automatic sign-in: the browser that registers is the account's first, so it gets no new-browser
   * e-mail (the welcome is the account's first e-mail).
   */
  registering?: boolean;
}

/**
 * A wrong e-mail and a wrong password answer alike (code 7), in about the same time. Only someone who knows the
 * password learns that the account is NOT_ACTIVE (code 19). Only failures count (sign-in-throttle.ts): a try that
 * comes before its wait is over is refused without a look at the password, and the right password clears what
 * judged it. A user with a second factor gets the second step instead of a session (second-factors/).
 */
export async function signIn(app: AppContext, credentials: Credentials, origin: SignInOrigin): Promise<SignInOutcome> {
  const { db, clock } = app;
  const email = normaliseEmail(credentials.email);
  const user = await findUserForSignIn(db, email);
  const knownDevice = user && origin.knownDeviceId(user.id);
  const attempt = { email, clientAddress: origin.clientAddress, deviceId: knownDevice, at: clock.now() };
  await assertNoWait(db, attempt);

  const passwordMatches = user
    ? await verifyPassword(user.password_hash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!user || !passwordMatches) {
    await recordFailure(db, attempt);
    throw new AppError(7);
  }

  await forgetFailures(db, attempt);
  if (user.status !== 'ACTIVE') throw new AppError(19);

  const rememberMe = credentials.rememberMe === true;
  const methods = await findSecondFactorMethods(db, user.id);
  if (methods.length > 0) {
    const ticket = await issueSignInTicket(app, {
      userId: user.id,
      rememberMe,
      passwordChangedAtMs: user.password_changed_at.getTime(),
    });
    return { secondStep: { ticket, methods, expiresAt: ticketExpiresAt(app) } };
  }
  return { signedIn: await startSession(app, { user, rememberMe, secondFactorAt: null, origin }) };
}

/**
 * Begins a session for a user who has proved who they are (a password, and the second factor if they have one):
 * the token, whose `jti` is the session's id, the session's row (the devices page lists it), and the device the
 * browser is to remember. A browser that had no device cookie for the account is a new one: the owner is told by
 * e-mail, queued in the transaction that writes the row.
 */
export async function startSession(app: AppContext, start: SessionStart): Promise<StartedSession> {
  const { config, clock } = app;
  const { user, rememberMe, origin } = start;
  const now = clock.now();
  const sessionId = randomUUID();
  const expiresAt = sessionExpiry(now, rememberMe);
  const token = await issueAccessToken(
    config.jwtSecret,
    { userId: user.id, role: user.role, passwordChangedAt: user.password_changed_at, remembered: rememberMe },
    { issuedAt: now, expiresAt, sessionId },
  );
  const profile = await getUserProfile(app, user.id);
  const knownDevice = origin.knownDeviceId(user.id);
  const newBrowser = knownDevice === undefined && start.registering !== true;
  const clientAddress = (origin.clientAddress || 'unknown').slice(0, 100);
  const userAgent = origin.userAgent.slice(0, 512);
  const row = {
    sessionId,
    userId: user.id,
    at: now,
    expiresAt: new Date(expiresAt * 1000),
    clientAddress,
    userAgent,
    remembered: rememberMe,
    secondFactorAt: start.secondFactorAt,
  };
  let mail: EmailMessage | undefined;
  if (newBrowser) {
    const device = describeUserAgent(userAgent);
    const notice = { to: profile.email, name: userDisplayName(profile), userId: user.id };
    const signIn = { at: now, browser: device.browser, operatingSystem: device.operatingSystem, clientAddress };
    mail = newSignInEmail(notice, signIn, { devices: `${config.publicUrl}/platform/devices` });
  }
  // In the caller's transaction when there is one; else in one of its own: the row and its e-mail, or neither.
  const { db } = app;
  if (db.isTransaction) {
    await insertSession(db, row);
    if (mail) await queueMail(db, mail);
  } else {
    await db.transaction().execute(async (trx) => {
      await insertSession(trx, row);
      if (mail) await queueMail(trx, mail);
    });
  }
  if (mail) app.mailOutbox.wake();
  // Just written: the first request of this session need not write it again (users/read-cost.test.ts).
  lastSeenOf(app).seen(sessionId, now);
  return {
    token,
    user: profile,
    device: { userId: user.id, deviceId: knownDevice ?? newDeviceId() },
  };
}

/** Signing out ends this session on the server: its token, as cookie or bearer, answers code 8 from now on. */
export async function signOut(app: AppContext, caller: AuthenticatedUser): Promise<void> {
  const { db, sessionCache } = app;
  await endSession(db, {
    id: caller.sessionId,
    userId: caller.id,
    expiresAt: new Date(caller.sessionExpiresAt * 1000),
  });
  // This process forgets the session at once; the others on the trigger's notification (migration 031).
  sessionCache.invalidate(caller.id);
}

/** The caller's session has just given its second factor (a step-up): money and identity changes go ahead for a while. */
export async function recordSecondFactorGiven(
  app: AppContext,
  caller: AuthenticatedUser,
  origin: Pick<SignInOrigin, 'clientAddress' | 'userAgent'>,
): Promise<Date> {
  const at = app.clock.now();
  await upsertSessionSecondFactor(app.db, {
    sessionId: caller.sessionId,
    userId: caller.id,
    at,
    expiresAt: new Date(caller.sessionExpiresAt * 1000),
    clientAddress: origin.clientAddress,
    userAgent: origin.userAgent,
    remembered: caller.remembered,
  });
  return at;
}

/**
 * Where the caller's account is signed in (issue 36 §3): every session not signed out and not expired, the caller's
 * own first, then the latest seen. The caller's session is always there: one begun before its row was kept (or by a
 * token issued elsewhere) gets its row now.
 */
export async function listSessions(
  app: AppContext,
  caller: AuthenticatedUser,
  origin: Pick<SignInOrigin, 'clientAddress' | 'userAgent'>,
): Promise<{ items: Session[] }> {
  const { db, clock } = app;
  const now = clock.now();
  let rows = await findLiveSessions(db, caller.id, now);
  if (!rows.some((row) => row.session_id === caller.sessionId)) {
    await touchSession(db, {
      sessionId: caller.sessionId,
      userId: caller.id,
      at: now,
      expiresAt: new Date(caller.sessionExpiresAt * 1000),
      clientAddress: (origin.clientAddress || 'unknown').slice(0, 100),
      userAgent: origin.userAgent.slice(0, 512),
      remembered: caller.remembered,
    });
    lastSeenOf(app).seen(caller.sessionId, now);
    rows = await findLiveSessions(db, caller.id, now);
  }
  const current = rows.filter((row) => row.session_id === caller.sessionId);
  const others = rows.filter((row) => row.session_id !== caller.sessionId);
  return {
    items: [...current, ...others].slice(0, 200).map((row) => ({
      id: row.session_id,
      ...describeUserAgent(row.user_agent),
      clientAddress: row.client_address,
      signedInAt: row.signed_in_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      remembered: row.remembered,
      current: row.session_id === caller.sessionId,
    })),
  };
}

/**
 * Signs out one of the caller's sessions, on every server instance at once (ended_sessions' trigger). Another
 * user's session, an unknown one, or one already ended or expired answers 404 code 42: nobody learns whether
 * someone else's session exists. Answers whether it was the caller's own (whose cookie then goes, as on logout).
 */
export async function endCallersSession(
  app: AppContext,
  caller: AuthenticatedUser,
  sessionId: string,
): Promise<{ own: boolean }> {
  const { db, clock, sessionCache } = app;
  const ended = await endLiveSessions(db, caller.id, clock.now(), { onlySessionId: sessionId });
  if (ended === 0) throw new AppError(42);
  // This process forgets the session at once; the others on the trigger's notification (migration 031).
  sessionCache.invalidate(caller.id);
  return { own: sessionId === caller.sessionId };
}

/**
 * Signs out every session of the caller's account but the caller's own, on every server instance at once. Offered
 * to the other services (adding the first second factor signs the others out); answers how many were ended.
 */
export async function endOtherSessions(
  app: AppContext,
  caller: Pick<AuthenticatedUser, 'id' | 'sessionId'>,
): Promise<number> {
  const { db, clock, sessionCache } = app;
  const ended = await endLiveSessions(db, caller.id, clock.now(), { exceptSessionId: caller.sessionId });
  if (ended > 0) sessionCache.invalidate(caller.id);
  return ended;
}
