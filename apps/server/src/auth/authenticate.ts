import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { operationIdOf } from '../contract/route-schema.ts';
import type { ContractOperation } from '../contract/specification.ts';
import type { Db } from '../db/database.ts';
import type { Role } from '@keystone/api';
import { AppError } from '../errors/app-error.ts';
import { requiresSecondFactor } from '@keystone/flows/second-factor';
import { verifyAccessToken } from './access-token.ts';
import { assertSameOrigin } from './cross-site.ts';
import { findUserForRequest } from './queries.ts';
import type { CachedSession, SessionCache } from '../session-cache/session-cache.ts';
import { clearSessionCookie, cookieValue, SESSION_COOKIE } from './session-cookie.ts';

export interface AuthenticatedUser {
  id: number;
  /** From the database, not the token: a changed role applies at once. */
  role: Role;
  /** When the caller's token expires (seconds since the epoch): a token reissued mid-session keeps it. */
  sessionExpiresAt: number;
  /** The token's `jti`, which signing out ends. */
  sessionId: string;
  /** A 'Remember me' sign-in: a token reissued mid-session keeps it. */
  remembered: boolean;
  /** Whether the user has a second factor (issue 36): money and identity changes then ask for it again (step-up). */
  secondFactor: boolean;
}

/**
 * What an admin without a second factor may still do (issue 36 §1): see who they are, sign out, and set one up.
 * Anything else answers 403 code 59 and the portal takes them to set it up.
 */
const withoutSecondFactor: ReadonlySet<string> = new Set([
  'getCurrentUser',
  'logout',
  'getSecondFactors',
  'startTotpSetup',
  'confirmTotpSetup',
  'startPasskeyRegistration',
  'addPasskey',
  'listSessions',
  'endSession',
  'signOutOtherSessions',
  'getPublicSettings',
]);

function assertAdminHasSecondFactor(user: AuthenticatedUser, operationId: string): void {
  if (requiresSecondFactor(user.role) && !user.secondFactor && !withoutSecondFactor.has(operationId)) {
    throw new AppError(59);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null on public operations and anonymous calls of optional-auth operations. */
    auth: AuthenticatedUser | null;
  }
}

/**
 * Authenticates before the body is even parsed, as each operation's `security` in the contract says, by the
 * bearer token or else the portal's session cookie (whose unsafe calls must come from the portal: cross-site.ts).
 * Missing token: code 6; bad, expired, signed-out or revoked token or a user who no longer exists: code 8;
 * NOT_ACTIVE: code 19; a cookie-borne change from another site: code 10; an admin without a second factor calling
 * anything but setting one up: code 59.
 */
export function registerAuthentication(
  server: FastifyInstance,
  app: AppContext,
  operations: readonly ContractOperation[],
): void {
  const modes = new Map(operations.map((operation) => [operation.operationId, operation.auth]));
  server.decorateRequest('auth', null);
  server.addHook('onRequest', async (request, reply) => {
    const operationId = operationIdOf(request);
    if (operationId === undefined) return;
    const mode = modes.get(operationId) ?? 'required';
    if (mode === 'none') return;
    const bearer = bearerToken(request.headers.authorization);
    const token = bearer ?? cookieValue(request.headers.cookie, SESSION_COOKIE);
    if (token === undefined) {
      if (mode === 'optional') return;
      throw new AppError(6);
    }
    if (bearer !== undefined) {
      request.auth = await authenticate(app.db, app.config.jwtSecret, token, app.clock.now(), app.sessionCache);
      assertAdminHasSecondFactor(request.auth, operationId);
      return;
    }
    assertSameOrigin(request, app.config.publicUrl);
    try {
      request.auth = await authenticate(app.db, app.config.jwtSecret, token, app.clock.now(), app.sessionCache);
    } catch (error) {
      // No script can remove an HttpOnly cookie: the server drops one that no longer signs anyone in.
      if (error instanceof AppError && error.code === 8) clearSessionCookie(reply, request, app);
      throw error;
    }
    assertAdminHasSecondFactor(request.auth, operationId);
  });
}

/**
 * Checks the token, then the user and session it names: from `cache` when it has them, else from the database
 * (and remembered there). Without a cache every call reads the database.
 */
export async function authenticate(
  db: Db,
  jwtSecret: Uint8Array,
  token: string,
  now: Date,
  cache?: SessionCache,
): Promise<AuthenticatedUser> {
  const claims = await verifyAccessToken(jwtSecret, token, now);
  const session =
    cache?.get(claims.userId, claims.sessionId) ?? (await readSession(db, claims.userId, claims.sessionId, cache));
  if (!session || session.signedOut) throw new AppError(8);
  // A password change or reset ends every session started before it.
  if (claims.passwordChangedAtMs !== session.facts.passwordChangedAtMs) throw new AppError(8);
  if (session.facts.status !== 'ACTIVE') throw new AppError(19);
  return {
    id: claims.userId,
    role: session.facts.role,
    sessionExpiresAt: claims.expiresAt,
    sessionId: claims.sessionId,
    remembered: claims.remembered,
    secondFactor: session.facts.secondFactor,
  };
}

async function readSession(
  db: Db,
  userId: number,
  sessionId: string,
  cache: SessionCache | undefined,
): Promise<CachedSession | undefined> {
  const generation = cache?.generation();
  const user = await findUserForRequest(db, userId, sessionId);
  // A user who no longer exists is not remembered: their tokens are refused by reading, as rarely as they come.
  if (!user) return undefined;
  const session: CachedSession = {
    facts: {
      role: user.role,
      status: user.status,
      passwordChangedAtMs: user.password_changed_at.getTime(),
      secondFactor: Boolean(user.second_factor),
    },
    signedOut: Boolean(user.signed_out),
  };
  if (cache && generation !== undefined) cache.store(generation, userId, sessionId, session);
  return session;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1];
}

/** The signed-in user of an operation whose contract requires a token (the hook has already checked it). */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (request.auth === null) throw new AppError(6);
  return request.auth;
}
