import type { AppContext } from '../context/app-context.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { endSession } from '../auth/queries.ts';
import { issueAccessToken, sessionExpiry } from '../auth/access-token.ts';
import { normaliseEmail } from '../auth/email.ts';
import { AppError } from '../errors/app-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../passwords/hashing.ts';
import { rateLimits } from '../rate-limit/policies.ts';
import { clearAttempts, countAttempt, forgiveAttempt } from '../rate-limit/service.ts';
import { getUserProfile } from '../users/service.ts';
import type { UserView } from '../users/user-view.ts';
import { findUserForSignIn } from './queries.ts';

export interface SignIn {
  token: string;
  user: UserView;
}

interface Credentials {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/**
 * A wrong e-mail and a wrong password answer alike (code 7), in about the same time. Only someone who knows the
 * password learns that the account is NOT_ACTIVE (code 19). Attempts count against the account and the client
 * address before the password is even checked; the right password takes its attempt back.
 */
export async function signIn(
  { db, config, clock }: AppContext,
  credentials: Credentials,
  clientAddress: string,
): Promise<SignIn> {
  const email = normaliseEmail(credentials.email);
  const perAccount = { limit: rateLimits.signInPerEmail, subject: email };
  const perAddress = { limit: rateLimits.signInPerAddress, subject: clientAddress };
  await countAttempt(db, perAccount, perAddress);

  const user = await findUserForSignIn(db, email);
  const passwordMatches = user
    ? await verifyPassword(user.password_hash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!user || !passwordMatches) throw new AppError(7);

  await clearAttempts(db, perAccount);
  await forgiveAttempt(db, perAddress);
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
  return { token, user: await getUserProfile(db, user.id) };
}

/** Signing out ends this session on the server: its token, as cookie or bearer, answers code 8 from now on. */
export async function signOut({ db }: AppContext, caller: AuthenticatedUser): Promise<void> {
  await endSession(db, {
    id: caller.sessionId,
    userId: caller.id,
    expiresAt: new Date(caller.sessionExpiresAt * 1000),
  });
}
