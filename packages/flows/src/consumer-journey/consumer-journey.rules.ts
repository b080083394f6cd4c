import type { ConsumerJourneyStep } from '@keystone/api';

/** How long a first-time investor waits between continuing past the personalised warning and their first pledge. */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** When a cooling-off started at `startedAt` ends. */
export function coolingOffEndsAt(startedAt: Date): Date {
  return new Date(startedAt.getTime() + COOLING_OFF_MS);
}

/** What the journey log says of an investor, with whether they have ever invested. */
export interface ConsumerJourneyFacts {
  /** Any pledge of theirs ever finished (an investment): they are not a first-time investor. */
  hasInvested: boolean;
  /** Their first 'Continue' on the personalised warning: the cooling-off's start. */
  warningContinuedAt?: Date;
  /** Their 'Continue' to the question asked once the cooling-off ended. */
  confirmedAt?: Date;
}

/**
 * The step an investor must see next, at `now` by the server's clock. A first-time investor sees the personalised
 * warning, waits out the cooling-off, and is asked again once it has ended; only a 'Continue' given after it ended
 * counts. Someone who has invested before may invest.
 */
export function consumerJourneyStep(facts: ConsumerJourneyFacts, now: Date): ConsumerJourneyStep {
  if (facts.hasInvested) return 'MAY_INVEST';
  if (facts.warningContinuedAt === undefined) return 'PERSONALISED_WARNING';
  const endsAt = coolingOffEndsAt(facts.warningContinuedAt);
  if (now.getTime() < endsAt.getTime()) return 'COOLING_OFF';
  if (facts.confirmedAt !== undefined && facts.confirmedAt.getTime() >= endsAt.getTime()) return 'MAY_INVEST';
  return 'CONFIRM_AFTER_COOLING_OFF';
}
