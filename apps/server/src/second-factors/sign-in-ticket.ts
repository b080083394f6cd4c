import type { SecondStepRequired } from '@keystone/api';
import { SIGN_IN_TICKET_SECONDS } from '@keystone/flows/second-factor';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';

/**
 * The note that a sign-in's password was right, handed back for the second step (`signInWithCode`,
 * `signInWithPasskey`). Signed with the server's secret under an issuer of its own, so it can never pass for an
 * access token (auth/access-token.ts checks the issuer), and carrying the password's change time, so a password
 * changed meanwhile voids it. It signs nobody in by itself: only the second factor does.
 */
const issuer = 'keystone-second-step';

export interface SignInTicketClaims {
  userId: number;
  rememberMe: boolean;
  passwordChangedAtMs: number;
}

export async function issueSignInTicket(
  app: AppContext,
  claims: SignInTicketClaims,
): Promise<SecondStepRequired['ticket']> {
  const { config, clock } = app;
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ rem: claims.rememberMe, pwc: claims.passwordChangedAtMs })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SIGN_IN_TICKET_SECONDS)
    .sign(config.jwtSecret);
}

/** The ticket's claims; an expired, altered or foreign ticket answers code 61 (sign in again). */
export async function verifySignInTicket(app: AppContext, ticket: string): Promise<SignInTicketClaims> {
  const { config, clock } = app;
  try {
    const { payload } = await jwtVerify(ticket, config.jwtSecret, {
      algorithms: ['HS256'],
      issuer,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp', 'pwc'],
    });
    const userId = Number(payload.sub);
    if (!/^[1-9][0-9]*$/.test(payload.sub ?? '') || !Number.isSafeInteger(userId)) throw new AppError(61);
    if (typeof payload.pwc !== 'number' || !Number.isSafeInteger(payload.pwc)) throw new AppError(61);
    return { userId, rememberMe: payload.rem === true, passwordChangedAtMs: payload.pwc };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JOSEError) throw new AppError(61, { cause: error });
    throw error;
  }
}

export function ticketExpiresAt(app: AppContext): string {
  return new Date(app.clock.now().getTime() + SIGN_IN_TICKET_SECONDS * 1000).toISOString();
}
