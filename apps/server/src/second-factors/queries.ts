import type { SecondFactorMethod } from '@keystone/api';
import type { Db } from '../db/database.ts';

/** The second factors a user has turned on: an authenticator with a confirmed secret, and any passkey. */
export async function findSecondFactorMethods(db: Db, userId: number): Promise<SecondFactorMethod[]> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb.selectFrom('user_totp').select('user_id').where('user_id', '=', userId).where('secret', 'is not', null),
        )
        .as('totp'),
      eb.exists(eb.selectFrom('user_passkeys').select('id').where('user_id', '=', userId)).as('passkey'),
    ])
    .executeTakeFirstOrThrow();
  const methods: SecondFactorMethod[] = [];
  if (row.totp) methods.push('TOTP');
  if (row.passkey) methods.push('PASSKEY');
  return methods;
}

/** The user as the second-factor operations need them, or undefined. */
export function findFactorOwner(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'status', 'full_name', 'first_name', 'last_name', 'password_changed_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function findFactorOwnerByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'full_name'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Locks the user's row: adding or removing factors of one user happens one at a time (an admin keeps their last). */
export async function lockFactorOwner(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

export function findTotp(db: Db, userId: number) {
  return db
    .selectFrom('user_totp')
    .select(['secret', 'enabled_at', 'pending_secret', 'pending_since'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** An authenticator on from the start, with no code asked (the seed and the test builders). */
export async function insertEnabledTotp(db: Db, userId: number, sealed: string, at: Date): Promise<void> {
  await db
    .insertInto('user_totp')
    .values({ user_id: userId, secret: sealed, enabled_at: at })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ secret: sealed, enabled_at: at }))
    .execute();
}

/** A new secret waiting for its first code, in place of any that waited. */
export async function savePendingTotp(db: Db, userId: number, sealed: string, at: Date): Promise<void> {
  await db
    .insertInto('user_totp')
    .values({ user_id: userId, pending_secret: sealed, pending_since: at })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ pending_secret: sealed, pending_since: at }))
    .execute();
}

/**
 * The waiting secret becomes the one in use, its first code's step already used; only if it is still the one that
 * waited (`sealed`), so two confirmations of the same set-up turn it on once.
 */
export async function enablePendingTotp(
  db: Db,
  userId: number,
  sealed: string,
  { at, step }: { at: Date; step: number },
): Promise<boolean> {
  const row = await db
    .updateTable('user_totp')
    .set({ secret: sealed, enabled_at: at, pending_secret: null, pending_since: null })
    .where('user_id', '=', userId)
    .where('pending_secret', '=', sealed)
    .returning('user_id')
    .executeTakeFirst();
  if (row === undefined) return false;
  await db.deleteFrom('totp_used_steps').where('user_id', '=', userId).execute();
  return useTotpStep(db, userId, step, step);
}

/** The steps of `window` already used by the user's authenticator. */
export async function findUsedTotpSteps(db: Db, userId: number, window: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom('totp_used_steps')
    .select('step')
    .where('user_id', '=', userId)
    .where('step', 'in', [...window])
    .execute();
  return new Set(rows.map((row) => row.step));
}

/**
 * Uses the step of an authenticator code, once: the insert of a step already used does nothing, so two requests
 * racing with the same code cannot both pass. Steps before `oldestStillOffered` can no longer be offered and go.
 */
export async function useTotpStep(db: Db, userId: number, step: number, oldestStillOffered: number): Promise<boolean> {
  const row = await db
    .insertInto('totp_used_steps')
    .values({ user_id: userId, step })
    .onConflict((conflict) => conflict.columns(['user_id', 'step']).doNothing())
    .returning('step')
    .executeTakeFirst();
  await db.deleteFrom('totp_used_steps').where('user_id', '=', userId).where('step', '<', oldestStillOffered).execute();
  return row !== undefined;
}

/** Turns the authenticator off (a set-up that waits stays waiting); false when it was not on. */
export async function deleteTotp(db: Db, userId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('user_totp')
    .where('user_id', '=', userId)
    .where('secret', 'is not', null)
    .where('pending_secret', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (deleted) return true;
  const turnedOff = await db
    .updateTable('user_totp')
    .set({ secret: null, enabled_at: null })
    .where('user_id', '=', userId)
    .where('secret', 'is not', null)
    .returning('user_id')
    .executeTakeFirst();
  return turnedOff !== undefined;
}

export async function deleteAllSecondFactors(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('user_totp').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_passkeys').where('user_id', '=', userId).execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

const passkeyColumns = [
  'id',
  'user_id',
  'credential_id',
  'public_key',
  'sign_count',
  'transports',
  'name',
  'backed_up',
  'created_at',
  'last_used_at',
] as const;

export function listPasskeys(db: Db, userId: number) {
  return db.selectFrom('user_passkeys').select(passkeyColumns).where('user_id', '=', userId).orderBy('id').execute();
}

export function findPasskeyByCredentialId(db: Db, credentialId: string) {
  return db
    .selectFrom('user_passkeys')
    .select(passkeyColumns)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

export interface NewPasskey {
  userId: number;
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
  name: string;
  backedUp: boolean;
  createdAt: Date;
}

/** False when the credential is already registered (to anyone). */
export async function insertPasskey(db: Db, passkey: NewPasskey): Promise<boolean> {
  const row = await db
    .insertInto('user_passkeys')
    .values({
      user_id: passkey.userId,
      credential_id: passkey.credentialId,
      public_key: Buffer.from(passkey.publicKey),
      sign_count: passkey.signCount,
      transports: passkey.transports,
      name: passkey.name,
      backed_up: passkey.backedUp,
      created_at: passkey.createdAt,
    })
    .onConflict((conflict) => conflict.column('credential_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordPasskeyUse(
  db: Db,
  id: number,
  { signCount, backedUp, at }: { signCount: number; backedUp: boolean; at: Date },
): Promise<void> {
  await db
    .updateTable('user_passkeys')
    .set({ sign_count: signCount, backed_up: backedUp, last_used_at: at })
    .where('id', '=', id)
    .execute();
}

export async function deletePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db
    .deleteFrom('user_passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The recovery codes' hashes in place of any the user had. */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: readonly Buffer[]): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

export async function deleteRecoveryCodes(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** Uses a recovery code: once only, in one statement, so two requests with the same code cannot both pass. */
export async function useRecoveryCode(db: Db, userId: number, hash: Buffer, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

export type ChallengePurpose = 'REGISTER' | 'SIGN_IN' | 'STEP_UP';

/** A new challenge; the expired ones go at the same time. */
export async function insertPasskeyChallenge(
  db: Db,
  challenge: { id: string; challenge: string; purpose: ChallengePurpose; userId: number | null; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('passkey_challenges')
    .values({
      id: challenge.id,
      challenge: challenge.challenge,
      purpose: challenge.purpose,
      user_id: challenge.userId,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/** Takes a challenge (good once: deleted as it is read); undefined when unknown, used, of another purpose or expired. */
export function takePasskeyChallenge(db: Db, id: string, purpose: ChallengePurpose, now: Date) {
  return db
    .deleteFrom('passkey_challenges')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .returning(['challenge', 'user_id'])
    .executeTakeFirst();
}

/**
 * Signs out every session of the user the devices page knows (user_sessions) but `keep`: a row in ended_sessions
 * for each, whose trigger tells every server process (migration 011).
 */
export async function endUserSessions(db: Db, userId: number, keep: string | null): Promise<void> {
  await db
    .insertInto('ended_sessions')
    .columns(['session_id', 'user_id', 'expires_at'])
    .expression((eb) =>
      eb
        .selectFrom('user_sessions')
        .select(['session_id', 'user_id', 'expires_at'])
        .where('user_id', '=', userId)
        .$if(keep !== null, (query) => query.where('session_id', '!=', keep ?? '')),
    )
    .onConflict((conflict) => conflict.column('session_id').doNothing())
    .execute();
}

/**
 * When the session last gave its second factor (the step-up's clock), or null. sessions/ writes it
 * (`recordSecondFactorGiven`); the step-up reads it here so that this folder needs nothing of sessions/.
 */
export async function findSessionSecondFactorGivenAt(db: Db, sessionId: string, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('user_sessions')
    .select('second_factor_at')
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.second_factor_at ?? null;
}
