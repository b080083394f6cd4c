import { STEP_UP_FRESH_SECONDS } from '@keystone/flows/second-factor';
import type { AppContext } from '../context/app-context.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { AppError } from '../errors/app-error.ts';
import { findSessionSecondFactorGivenAt } from './queries.ts';

/** Until when a second factor given at `givenAt` lets money and identity changes through (issue 36 §2). */
export function freshUntil(givenAt: Date): Date {
  return new Date(givenAt.getTime() + STEP_UP_FRESH_SECONDS * 1000);
}

/**
 * The step-up: a caller with a second factor must have given it in this session within the last 5 minutes before a
 * money or identity change, else 403 code 58 and nothing is written. A caller without one goes on (an investor's
 * choice; an admin without one never gets this far: auth/authenticate.ts).
 */
export async function assertFreshSecondFactor(app: AppContext, caller: AuthenticatedUser): Promise<void> {
  if (!caller.secondFactor) return;
  // Read here, not through sessions/ (which writes it): the password and profile services call this, and sessions/
  // imports them, so this folder must not import sessions/ (scripts/folder-cycles.mjs).
  const givenAt = await findSessionSecondFactorGivenAt(app.db, caller.sessionId, caller.id);
  if (givenAt === null || freshUntil(givenAt).getTime() < app.clock.now().getTime()) throw new AppError(58);
}
