import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { getUserProfile } from '../user/service.ts';
import type { UserView } from '../user/user-view.ts';
import { issueAccessToken } from './access-token.ts';
import { normaliseEmail } from './email.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { findUserForSignIn } from './queries.ts';

export interface SignIn {
  token: string;
  user: UserView;
}

/**
 * A wrong e-mail and a wrong password answer alike (code 7), in about the same time. Only someone who knows the
 * password learns that the account is NOT_ACTIVE (code 19).
 */
export async function signIn(db: Db, jwtSecret: Uint8Array, credentials: { email: string; password: string }): Promise<SignIn> {
  const user = await findUserForSignIn(db, normaliseEmail(credentials.email));
  const passwordMatches = user
    ? await verifyPassword(user.password_hash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!user || !passwordMatches) throw new AppError(7);
  if (user.status !== 'ACTIVE') throw new AppError(19);
  const token = await issueAccessToken(jwtSecret, { userId: user.id, role: user.role });
  return { token, user: await getUserProfile(db, user.id) };
}
