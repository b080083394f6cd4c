import type { SnapshotFrom } from 'xstate';
import { validateCompetenceAnswers } from '../rules/competence-answers.ts';
import type { competenceAttemptsMachine } from './competence.machine.ts';
import { attemptsLeft, attemptsLeftMessage, COMPETENCE_ATTEMPTS_MESSAGES, NEXT_LABELS } from './competence.rules.ts';

export type CompetenceAttemptsSnapshot = SnapshotFrom<typeof competenceAttemptsMachine>;

/** 'Attempts left: N' after a wrong attempt, the no-attempts message once locked, otherwise nothing. */
export function selectAttemptsMessage(snapshot: CompetenceAttemptsSnapshot): string | undefined {
  if (snapshot.hasTag('locked')) return COMPETENCE_ATTEMPTS_MESSAGES.noAttemptsLeft;
  if (snapshot.matches('failed')) return attemptsLeftMessage(snapshot.context.usedAnswerAttempts);
  return undefined;
}

/** The server's message for a wrong attempt or a failed save; the locked view words itself. */
export function selectErrorMessage(snapshot: CompetenceAttemptsSnapshot): string | undefined {
  return snapshot.matches('failed') || snapshot.matches('error') ? snapshot.context.errorMessage : undefined;
}

/** The wizard's Next button becomes CONTACT when the test has failed for good. */
export function selectNextLabel(snapshot: CompetenceAttemptsSnapshot): string {
  return snapshot.hasTag('locked') ? NEXT_LABELS.contact : NEXT_LABELS.next;
}

export function selectAttemptsLeft(snapshot: CompetenceAttemptsSnapshot): number {
  return attemptsLeft(snapshot.context.usedAnswerAttempts);
}

/** 'Please, answer all the questions' while any answer is missing: what a refused SUBMIT should show. */
export function selectMissingAnswersMessage(snapshot: CompetenceAttemptsSnapshot): string | undefined {
  return validateCompetenceAnswers(snapshot.context.answers);
}
