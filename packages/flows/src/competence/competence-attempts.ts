import type { ServedCompetenceQuestion } from '@keystone/api';
import { COMPETENCE_QUESTION_IDS, type CompetenceQuestionId } from '../rules/competence-answers.ts';
import type { CompetenceOption } from './questions.ts';
import { COMPETENCE_BANK, type BankQuestion } from './question-bank.ts';

// How each attempt of the competence review is served and spaced (issue 24 §5): one question per topic, none served
// on an earlier attempt while the bank allows (issue 32), with its options in a new order; after a failed attempt
// the next opens a day later.

/** A failed attempt closes the review for this long (the admin's 'reset answer attempts' ends the wait). */
export const COMPETENCE_ATTEMPT_WAIT_MS = 24 * 60 * 60 * 1000;

export function nextAttemptOpensAt(failedAt: Date): Date {
  return new Date(failedAt.getTime() + COMPETENCE_ATTEMPT_WAIT_MS);
}

/** A question as served for one attempt: its options in the order shown. */
export type ServedQuestion = ServedCompetenceQuestion;

/** What to read about each topic: named after a failed attempt, in place of saying which answers were wrong. */
export const COMPETENCE_TOPICS: Readonly<Record<CompetenceQuestionId, string>> = {
  q1: 'You could lose all the money you invest',
  q2: 'You are unlikely to be protected if something goes wrong (no FSCS cover)',
  q3: 'You won’t get your money back quickly',
  q4: 'A target return is an aim, not a promise',
  q5: 'Investing here is not a savings account',
  q6: 'What security on a property does and does not do',
  q7: 'What happens if the developer gets into difficulty',
  q8: 'Don’t put all your eggs in one basket',
  q9: 'How fees can reduce your return',
  q10: 'When payouts reach you, and why they can be late',
};

/** A random number in [0, 1); the server passes its own, the tests a fixed sequence. */
export type Random = () => number;

function shuffled<T>(items: ReadonlyArray<T>, random: Random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/** The options in a different order from the bank's (a rotation when the shuffle happened to keep it). */
function reordered(options: ReadonlyArray<CompetenceOption>, random: Random): CompetenceOption[] {
  const order = shuffled(options, random);
  const unchanged = order.every((option, index) => option.id === options[index]?.id);
  return unchanged ? [...options.slice(1), ...options.slice(0, 1)] : order;
}

/**
 * The topic's question for the next attempt, given the question ids each earlier attempt was served (oldest first).
 * While the bank allows, one never served before, chosen at random (issue 32). Once every question of the topic has
 * been served, the rule is: the one served the fewest times, and of those the one served longest ago, so the bank is
 * gone through in turn. Never the last attempt's question while the topic has another.
 */
function nextOfTopic(
  ofTopic: ReadonlyArray<BankQuestion>,
  earlier: ReadonlyArray<ReadonlyArray<string>>,
  random: Random,
) {
  const last = earlier.at(-1) ?? [];
  const notLast = ofTopic.filter((question) => !last.includes(question.id));
  const history = (notLast.length > 0 ? notLast : ofTopic).map((question) => {
    const attempts = earlier.flatMap((ids, attempt) => (ids.includes(question.id) ? [attempt] : []));
    return { question, times: attempts.length, lastAttempt: attempts.at(-1) ?? -1 };
  });
  const fewest = Math.min(...history.map((entry) => entry.times));
  const leastServed = history.filter((entry) => entry.times === fewest);
  if (fewest === 0) return (leastServed[Math.floor(random() * leastServed.length)] ?? history[0])?.question;
  const longestAgo = Math.min(...leastServed.map((entry) => entry.lastAttempt));
  return leastServed.find((entry) => entry.lastAttempt === longestAgo)?.question;
}

/**
 * One question per topic, in topic order, with its options reordered: `earlier` holds the question ids each earlier
 * attempt of the review was served, oldest first (see `nextOfTopic` for which question).
 */
export function serveQuestions(earlier: ReadonlyArray<ReadonlyArray<string>>, random: Random): ServedQuestion[] {
  return COMPETENCE_QUESTION_IDS.map((topic) => {
    const ofTopic = COMPETENCE_BANK.filter((question) => question.topic === topic);
    const question = nextOfTopic(ofTopic, earlier, random) as BankQuestion;
    return { topic, questionId: question.id, text: question.text, options: reordered(question.options, random) };
  });
}

export const COMPETENCE_REVIEW_MESSAGES = {
  failed: 'You did not pass this attempt.',
  readAbout: 'Before your next attempt, please read about:',
  waiting: (opensAt: string) => `Your next attempt opens at ${opensAt}. You will be given different questions.`,
  checkAgain: 'Check again',
  continue: 'Continue',
} as const;

const ukTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Europe/London',
});

/** `14:32 on Wednesday 2 December`, in UK time whatever the zone of the machine that renders it. */
export function formatAttemptOpensAt(value: string | Date): string {
  const parts = Object.fromEntries(ukTime.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return `${parts.hour}:${parts.minute} on ${parts.weekday} ${parts.day} ${parts.month}`;
}
