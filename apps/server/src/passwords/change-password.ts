import { validateNewPassword } from '@keystone/flows/rules';
import type { AppContext } from '../app-context.ts';
import { issueAccessToken } from '../auth/access-token.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { findPasswordHash, setPassword } from '../auth/queries.ts';
import { AppError } from '../errors/app-error.ts';
import { assertFieldsValid } from '../errors/rule-check.ts';
import { voidUnusedTokens } from '../one-time-tokens/queries.ts';
import { rateLimits } from '../rate-limit/policies.ts';
import { clearAttempts, countAttempt } from '../rate-limit/rate-limiter.ts';

/**
 * A signed-in user changes their password. A wrong current password is code 7 (the session stays: it is not a
 * sign-in failure) and counts towards the account's limit. Every earlier token stops working; the caller gets a
 * fresh one that expires when theirs would have, so this session carries on and no other does.
 */
export async function changePassword(
  { db, jwtSecret }: AppContext,
  caller: AuthenticatedUser,
  request: { currentPassword: string; newPassword: string },
): Promise<{ token: string }> {
  assertFieldsValid(request, { newPassword: validateNewPassword });
  const attempts = { limit: rateLimits.passwordChangePerUser, subject: String(caller.id) };
  await countAttempt(db, attempts);
  const stored = await findPasswordHash(db, caller.id);
  if (!stored || !(await verifyPassword(stored.password_hash, request.currentPassword))) throw new AppError(7);
  await clearAttempts(db, attempts);

  const passwordHash = await hashPassword(request.newPassword);
  const user = await db.transaction().execute(async (trx) => {
    const updated = await setPassword(trx, caller.id, passwordHash);
    // A reset link mailed before the change would undo it.
    await voidUnusedTokens(trx, 'RESTORE_PASSWORD', { userId: caller.id });
    return updated;
  });

  const token = await issueAccessToken(
    jwtSecret,
    { userId: user.id, role: user.role, passwordChangedAt: user.password_changed_at },
    { expiresAt: caller.sessionExpiresAt },
  );
  return { token };
}
