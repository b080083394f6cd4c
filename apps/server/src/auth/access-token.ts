import { roles as contractRoles, type Role } from '@keystone/api';
import { REMEMBER_ME_SECONDS } from '@keystone/flows/constants';
import { randomUUID, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors/app-error.ts';

const algorithm = 'HS256';

// jose imports a raw secret as a key on every call; importing it once per secret saves that on every request.
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (key === undefined) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}
const issuer = 'keystone';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const roles: ReadonlySet<string> = new Set<Role>(contractRoles);

/** A sign-in lasts a working day; 'Remember me' keeps it as long as the portal's cookie. */
const accessTokenLifetimeSeconds = {
  session: 8 * 60 * 60,
  remembered: REMEMBER_ME_SECONDS,
} as const;

interface AccessTokenClaims {
  userId: number;
  role: Role;
  /**
   * The user's `password_changed_at` when the token is issued, carried as the `pwc` claim (milliseconds). A token
   * only works while it still matches, so a password change ends every earlier session, even one started in the
   * same second (which `iat`, in whole seconds, could not tell apart).
   */
  passwordChangedAt: Date;
  /** Whether the person ticked 'Remember me': the session cookie then outlives the browser (seed 000 §7). */
  remembered?: boolean;
}

interface VerifiedAccessToken {
  /** The token's `jti`: what signing out records as ended (ended_sessions). */
  sessionId: string;
  remembered: boolean;
  userId: number;
  role: Role;
  passwordChangedAtMs: number;
  /** Seconds since the epoch. */
  issuedAt: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

interface IssueOptions {
  /** The app clock's now (see app-context.ts). */
  issuedAt: Date;
  /** Seconds since the epoch; by default `issuedAt` plus the 8-hour session. */
  expiresAt?: number;
  /**
   * The `jti`: the session's id (its row in user_sessions, what signing out ends). A new session by default; a
   * token reissued within a session (a password change) keeps the session's.
   */
  sessionId?: string;
}

export function sessionExpiry(issuedAt: Date, rememberMe: boolean): number {
  const lifetime = rememberMe ? accessTokenLifetimeSeconds.remembered : accessTokenLifetimeSeconds.session;
  return Math.floor(issuedAt.getTime() / 1000) + lifetime;
}

export async function issueAccessToken(
  secret: Uint8Array,
  claims: AccessTokenClaims,
  options: IssueOptions,
): Promise<string> {
  const { issuedAt } = options;
  return new SignJWT({ role: claims.role, pwc: claims.passwordChangedAt.getTime(), rem: claims.remembered === true })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setJti(options.sessionId ?? randomUUID())
    .setSubject(String(claims.userId))
    .setIssuer(issuer)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(options.expiresAt ?? sessionExpiry(issuedAt, false))
    .sign(await hmacKey(secret));
}

// Tokens already verified, kept until the earlier of their expiry and a minute after the check: a signed-in person
// sends the same token with every request, and checking its signature again cost a tenth of an authenticated read.
// Keyed by the exact token, so a changed byte is checked afresh; bounded, so a flood of tokens cannot grow it. Only
// the signature is remembered: the session and the user are still checked on every request (authenticate.ts), so a
// sign-out, deactivation or password change is refused at once.
const rememberedForMs = 60_000;
interface Remembered {
  verified: VerifiedAccessToken;
  /** Milliseconds since the epoch, on the clock that checked it. */
  until: number;
}
const verifiedTokens = new WeakMap<Uint8Array, LRUCache<string, Remembered>>();
function verifiedTokensFor(secret: Uint8Array): LRUCache<string, Remembered> {
  let cache = verifiedTokens.get(secret);
  if (cache === undefined) {
    cache = new LRUCache({ max: 10_000 });
    verifiedTokens.set(secret, cache);
  }
  return cache;
}

/**
 * Checks signature (HS256 only), issuer and expiry at `now`, the app clock's time that issued the token (a test
 * moves it: a token checked on another clock than it was issued on is refused or outlives its expiry); any failure
 * is code 8.
 */
export async function verifyAccessToken(secret: Uint8Array, token: string, now: Date): Promise<VerifiedAccessToken> {
  const cache = verifiedTokensFor(secret);
  const nowMs = now.getTime();
  const known = cache.get(token);
  if (known !== undefined && nowMs < known.until) return known.verified;
  const verified = await verifySignedToken(secret, token, now);
  cache.set(token, { verified, until: Math.min(verified.expiresAt * 1000, nowMs + rememberedForMs) });
  return verified;
}

async function verifySignedToken(secret: Uint8Array, token: string, now: Date): Promise<VerifiedAccessToken> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [algorithm],
      issuer,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp', 'jti', 'role', 'pwc'],
    });
    const userId = Number(payload.sub);
    if (!/^[1-9][0-9]*$/.test(payload.sub ?? '') || !Number.isSafeInteger(userId)) throw new AppError(8);
    if (typeof payload.role !== 'string' || !roles.has(payload.role)) throw new AppError(8);
    if (typeof payload.pwc !== 'number' || !Number.isSafeInteger(payload.pwc)) throw new AppError(8);
    if (!uuid.test(payload.jti ?? '')) throw new AppError(8);
    return {
      sessionId: payload.jti ?? '',
      remembered: payload.rem === true,
      userId,
      role: payload.role as Role,
      passwordChangedAtMs: payload.pwc,
      issuedAt: payload.iat ?? 0,
      expiresAt: payload.exp ?? 0,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JOSEError) throw new AppError(8, { cause: error });
    throw error;
  }
}
