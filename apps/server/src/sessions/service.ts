import type { Role, SecondStepRequired } from '@keystone/api';
import type { AppContext } from '../context/app-context.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { endSession } from '../auth/queries.ts';
import { newDeviceId } from '../auth/device-cookie.ts';
import { issueAccessToken, sessionExpiry } from '../auth/access-token.ts';
import { normaliseEmail } from '../auth/email.ts';
import { AppError } from '../errors/app-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../passwords/hashing.ts';
import { getUserProfile } from '../users/service.ts';
import type { UserView } from '../users/user-view.ts';
import { findSessionSecondFactorAt, findUserForSignIn, upsertSessionSecondFactor } from './queries.ts';
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
 * the token, and the device the browser is to remember.
 */
export async function startSession(app: AppContext, start: SessionStart): Promise<StartedSession> {
  const { config, clock } = app;
  const { user, rememberMe, origin } = start;
  const now = clock.now();
  const token = await issueAccessToken(
    config.jwtSecret,
    { userId: user.id, role: user.role, passwordChangedAt: user.password_changed_at, remembered: rememberMe },
    { issuedAt: now, expiresAt: sessionExpiry(now, rememberMe) },
  );
  return {
    token,
    user: await getUserProfile(app, user.id),
    device: { userId: user.id, deviceId: origin.knownDeviceId(user.id) ?? newDeviceId() },
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

/** When the caller's session last gave its second factor, or null. */
export function secondFactorGivenAt(app: AppContext, caller: AuthenticatedUser): Promise<Date | null> {
  return findSessionSecondFactorAt(app.db, caller.sessionId, caller.id);
}
