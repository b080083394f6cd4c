// A token's times are the app's clock (issue 32), all read by the caller once as `now`: created_at too, as
// `one_time_tokens_used_in_time` compares used_at with it, so a test clock moved backwards never breaks it.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB, OneTimeTokensType } from '../db/schema.generated.ts';

interface NewOneTimeToken {
  tokenHash: string;
  type: OneTimeTokensType;
  lifetimeSeconds: number;
  userId?: number;
  email?: string;
  createdBy?: number;
  /** What the token confirms (CHANGE_CONFIRMATION: the new phone number and e-mail). */
  payload?: Record<string, string>;
}

export function insertOneTimeToken(db: Db, now: Date, token: NewOneTimeToken) {
  return db
    .insertInto('one_time_tokens')
    .values({
      token_hash: token.tokenHash,
      type: token.type,
      user_id: token.userId ?? null,
      email: token.email ?? null,
      created_by: token.createdBy ?? null,
      payload: token.payload ?? {},
      created_at: now,
      expires_at: new Date(now.getTime() + token.lifetimeSeconds * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * The moment a token is used or voided: the caller's `now`, but never before the token was created. `now` is read
 * before the work began, and that work can still see (and void or spend) a token committed since by a request that
 * read the clock later: the bare time then broke `one_time_tokens_used_in_time` and answered 500 (two admins
 * inviting one address at once; a password reset or change while a reset link is being mailed).
 */
const usedAt = (now: Date) => sql<Date>`greatest(${now}::timestamptz, one_time_tokens.created_at)`;

/**
 * Unused, unexpired, of this type, and, for a token that belongs to an account, that account still ACTIVE (and,
 * when `ownerId` is given, that account).
 */
function usable(now: Date, tokenHash: string, type: OneTimeTokensType, ownerId?: number) {
  return (eb: ExpressionBuilder<DB, 'one_time_tokens'>) =>
    eb.and([
      eb('one_time_tokens.token_hash', '=', tokenHash),
      ...(ownerId === undefined ? [] : [eb('one_time_tokens.user_id', '=', ownerId)]),
      eb('one_time_tokens.type', '=', type),
      eb('one_time_tokens.used_at', 'is', null),
      eb('one_time_tokens.expires_at', '>', now),
      eb.or([
        eb('one_time_tokens.user_id', 'is', null),
        eb.exists(
          eb
            .selectFrom('users')
            .select(sql`1`.as('one'))
            .whereRef('users.id', '=', 'one_time_tokens.user_id')
            .where('users.status', '=', 'ACTIVE'),
        ),
      ]),
    ]);
}

export function findUsableToken(db: Db, now: Date, tokenHash: string, type: OneTimeTokensType) {
  return db
    .selectFrom('one_time_tokens')
    .leftJoin('users', 'users.id', 'one_time_tokens.user_id')
    .select([
      'one_time_tokens.id',
      'one_time_tokens.user_id',
      'one_time_tokens.email as token_email',
      'users.email as user_email',
    ])
    .where(usable(now, tokenHash, type))
    .executeTakeFirst();
}

/**
 * Marks the token used if it is still usable, in one conditional UPDATE: of two transactions racing for the same
 * token, the second waits for the first's row lock, re-reads `used_at` and updates nothing.
 */
export function markTokenUsed(db: Db, now: Date, tokenHash: string, type: OneTimeTokensType, ownerId?: number) {
  return db
    .updateTable('one_time_tokens')
    .set({ used_at: usedAt(now) })
    .where(usable(now, tokenHash, type, ownerId))
    .returning(['id', 'user_id', 'email', 'payload'])
    .executeTakeFirst();
}

export async function markUnusedTokensUsed(
  db: Db,
  now: Date,
  type: OneTimeTokensType,
  owner: { email: string } | { userId: number },
): Promise<number> {
  const result = await db
    .updateTable('one_time_tokens')
    .set({ used_at: usedAt(now) })
    .where('type', '=', type)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => ('email' in owner ? eb('email', '=', owner.email) : eb('user_id', '=', owner.userId)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
