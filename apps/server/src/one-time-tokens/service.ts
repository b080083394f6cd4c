import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../context/app-context.ts';
import type { OneTimeTokensType } from '../db/schema.generated.ts';
import { AppError } from '../errors/app-error.ts';
import { rateLimits } from '../rate-limit/policies.ts';
import { countAttempt, forgiveAttempt } from '../rate-limit/service.ts';
import { oneTimeTokenLifetimeSeconds, type IssuableTokenType } from './lifetimes.ts';
import { findUsableToken, insertOneTimeToken, markTokenUsed, markUnusedTokensUsed } from './queries.ts';

// 256 random bits, URL-safe: the token travels in e-mailed links. Only its SHA-256 is stored, so a copy of the
// database holds no usable link; a plain hash is enough because the input is random, not a password.
const tokenBytes = 32;

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

interface IssuedToken {
  id: number;
  /** The secret for the link; never stored. */
  token: string;
}

/** Every function here takes `now`, the app clock's time read once by the caller for the whole operation. */
export async function issueOneTimeToken(
  app: AppContext,
  now: Date,
  request:
    | { type: 'REGISTRY'; email: string; createdBy: number }
    | { type: 'RESTORE_PASSWORD'; userId: number }
    | { type: 'CHANGE_CONFIRMATION'; userId: number; payload: Record<string, string> }
    | { type: 'EMAIL_VERIFICATION'; userId: number; email: string }
    | { type: 'UNSUBSCRIBE_NEWS'; userId: number },
): Promise<IssuedToken> {
  const { db } = app;
  const token = randomBytes(tokenBytes).toString('base64url');
  const { id } = await insertOneTimeToken(db, now, {
    tokenHash: hashOneTimeToken(token),
    lifetimeSeconds: oneTimeTokenLifetimeSeconds[request.type],
    ...request,
  });
  return { id, token };
}

/** One-time tokens answer 400 code 8 when they do not work: used, expired, unknown or of another type. */
export function invalidOneTimeToken(): AppError {
  return new AppError(8, { status: 400 });
}

interface UsableToken {
  id: number;
  type: IssuableTokenType;
  /** The invited address (REGISTRY) or the account's address (RESTORE_PASSWORD). */
  email: string;
  userId: number | null;
}

/** Looks the token up without using it; code 8 if it would not work. */
export async function checkOneTimeToken(
  app: AppContext,
  now: Date,
  token: string,
  type: IssuableTokenType,
): Promise<UsableToken> {
  const { db } = app;
  const row = await findUsableToken(db, now, hashOneTimeToken(token), type);
  const email = row?.user_email ?? row?.token_email;
  if (!row || !email) throw invalidOneTimeToken();
  return { id: row.id, type, email, userId: row.user_id };
}

/**
 * Uses the token up. Call it inside the transaction that does what the token allows, so that the token is spent
 * if and only if that work is committed.
 */
export async function consumeOneTimeToken(
  app: AppContext,
  now: Date,
  token: string,
  type: IssuableTokenType,
  { ownerId }: { ownerId?: number } = {},
): Promise<{ id: number; userId: number | null; email: string | null; payload: Record<string, unknown> }> {
  const trx = app.db;
  const row = await markTokenUsed(trx, now, hashOneTimeToken(token), type, ownerId);
  if (!row) throw invalidOneTimeToken();
  const payload = typeof row.payload === 'object' && row.payload !== null ? row.payload : {};
  return { id: row.id, userId: row.user_id, email: row.email, payload: payload as Record<string, unknown> };
}

/** Voids the outstanding tokens of an address or an account (re-invitation, password reset or change). */
export function voidUnusedTokens(
  app: AppContext,
  now: Date,
  type: OneTimeTokensType,
  owner: { email: string } | { userId: number },
): Promise<number> {
  const { db } = app;
  return markUnusedTokensUsed(db, now, type, owner);
}

/**
 * `POST /auth/validate`: tells the portal whether an e-mailed link still works (and for which address) without
 * using it up. Wrong tokens count against the client address; a right one takes its attempt back.
 */
export async function validateToken<T extends 'REGISTRY' | 'RESTORE_PASSWORD'>(
  app: AppContext,
  request: { token: string; tokenType: T },
  clientAddress: string,
): Promise<{ valid: true; tokenType: T; email: string }> {
  const { clock } = app;
  const attempts = { limit: rateLimits.oneTimeTokenPerAddress, subject: clientAddress };
  await countAttempt(app, attempts);
  const usable = await checkOneTimeToken(app, clock.now(), request.token, request.tokenType);
  await forgiveAttempt(app, attempts);
  return { valid: true, tokenType: request.tokenType, email: usable.email };
}
