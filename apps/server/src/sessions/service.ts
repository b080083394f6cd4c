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
import { findUserForSignIn } from './queries.ts';
import { assertNoWait, forgetFailures, recordFailure } from '../rate-limit/sign-in-throttle.ts';

export interface SignIn {
  token: string;
  user: UserView;
}

interface Credentials {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/** Where a sign-in comes from: the client address, and the browser's device id if it showed one for the account. */
export interface SignInOrigin {
  clientAddress: string;
  /** The device id of the account's valid device cookie, if the browser sent one (see auth/device-cookie.ts). */
  knownDeviceId(userId: number): string | undefined;
}

/**
 * A wrong e-mail and a wrong password answer alike (code 7), in about the same time. Only someone who knows the
 * password learns that the account is NOT_ACTIVE (code 19). Only failures count (sign-in-throttle.ts): a try that
 * comes before its wait is over is refused without a look at the password, and the right password clears what
 * judged it. The answer names the browser's device, to be remembered in its device cookie.
 */
export async function signIn(
  app: AppContext,
  credentials: Credentials,
  origin: SignInOrigin,
): Promise<SignIn & { device: { userId: number; deviceId: string } }> {
  const { db, config, clock } = app;
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

  const now = clock.now();
  const token = await issueAccessToken(
    config.jwtSecret,
    {
      userId: user.id,
      role: user.role,
      passwordChangedAt: user.password_changed_at,
      remembered: credentials.rememberMe === true,
    },
    { issuedAt: now, expiresAt: sessionExpiry(now, credentials.rememberMe === true) },
  );
  return {
    token,
    user: await getUserProfile(app, user.id),
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
