import type { ConsumerJourneyLogEntry } from '@keystone/api';
import { COMPETENCE_TOPICS } from '../competence/competence-attempts.ts';
import { MAX_COMPETENCE_ATTEMPTS } from '../constants.ts';
import { formatCount, formatMoney } from '../format/index.ts';
import { CONSUMER_JOURNEY_LOG_TEXTS, journeyEntryLabel, type JourneyFact } from '../labels/consumer-journey-log.ts';
import type { CompetenceQuestionId } from '../rules/competence-answers.ts';

// The substance of a journey log entry, readable (issue 24 §7): an appropriateness attempt's questions and answers,
// a declaration's category and figures. The profile page and the PDF both read entries through this.

export interface AttemptQuestionRead {
  /** 'Question 1: You could lose all the money you invest'. */
  heading: string;
  text: string;
  /** The options in the order shown, the one chosen marked. */
  options: { label: string; chosen: boolean }[];
  answer: string;
}

export type JourneyEntryDetails =
  | { kind: 'attempt'; facts: JourneyFact[]; questions: AttemptQuestionRead[]; topicsToRead: string[] }
  | { kind: 'facts'; facts: JourneyFact[] };

interface AttemptDetails {
  attemptId?: unknown;
  questions: { topic: string; text: string; options: { id: string; label: string }[] }[];
  answers: Record<string, string>;
  topicsToRead?: unknown;
}

function isAttemptDetails(details: Record<string, unknown>): details is AttemptDetails & Record<string, unknown> {
  const { questions, answers } = details;
  return (
    Array.isArray(questions) &&
    questions.every(
      (question: unknown) =>
        typeof question === 'object' &&
        question !== null &&
        typeof (question as { text?: unknown }).text === 'string' &&
        Array.isArray((question as { options?: unknown }).options),
    ) &&
    typeof answers === 'object' &&
    answers !== null
  );
}

const topicLabel = (topic: string) => COMPETENCE_TOPICS[topic as CompetenceQuestionId] ?? topic;

/**
 * The substance of a declaration or an appropriateness attempt, readable: an attempt's questions as served with
 * the answer given and the topics named to read about; anything else (a declaration's category and figures, as its
 * slice records them) as labelled facts, money in pounds and times in UK time. Undefined for entries without details.
 */
export function journeyEntryDetails(entry: ConsumerJourneyLogEntry): JourneyEntryDetails | undefined {
  const details = entry.details;
  if (details === null) return undefined;
  const texts = CONSUMER_JOURNEY_LOG_TEXTS;
  if (entry.step === 'COMPETENCE_ATTEMPT' && isAttemptDetails(details)) {
    const facts: JourneyFact[] = [{ label: texts.outcome, value: journeyEntryLabel(entry.step, entry.action) }];
    if (typeof details.attemptId === 'number') facts.push({ label: texts.attempt, value: `#${details.attemptId}` });
    const questions = details.questions.map((question, index) => {
      const chosen = details.answers[question.topic];
      const options = question.options.map((option) => ({ label: option.label, chosen: option.id === chosen }));
      return {
        heading: `${texts.question(index + 1)}: ${topicLabel(question.topic)}`,
        text: question.text,
        options,
        answer: options.find((option) => option.chosen)?.label ?? texts.noValue,
      };
    });
    const topicsToRead = Array.isArray(details.topicsToRead) ? details.topicsToRead.map(String).map(topicLabel) : [];
    return { kind: 'attempt', facts, questions, topicsToRead };
  }
  if (entry.step === 'ANSWER_ATTEMPTS') {
    const { resetBy, resetById, reason, attemptsUsedBefore } = details;
    return {
      kind: 'facts',
      facts: [
        {
          label: texts.resetBy,
          value: typeof resetById === 'number' ? texts.resetByName(asText(resetBy), resetById) : asText(resetBy),
        },
        { label: texts.reason, value: asText(reason) },
        {
          label: texts.attemptsUsedBefore,
          value: `${formatValue('attemptsUsedBefore', attemptsUsedBefore)} of ${MAX_COMPETENCE_ATTEMPTS}`,
        },
      ],
    };
  }
  if (entry.step === 'FIRST_PLEDGE') {
    const { amountPence, agreementReference, projectName } = details;
    return {
      kind: 'facts',
      facts: [
        { label: texts.pledgeAmount, value: formatValue('amountPence', amountPence) },
        { label: texts.agreementReference, value: asText(agreementReference) },
        { label: texts.project, value: asText(projectName) },
      ],
    };
  }
  return { kind: 'facts', facts: flattenFacts(details, '') };
}

/** Words a person typed or a reference, as they are: never humanised like an enum value. */
const asText = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : CONSUMER_JOURNEY_LOG_TEXTS.noValue;

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const enumValue = /^[A-Z][A-Z0-9_]*$/;

/** `annualIncomePence` → 'Annual income'; `HIGH_NET_WORTH` → 'High net worth'. */
function humanise(name: string): string {
  const words = name
    .replace(/Pence$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function formatValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return CONSUMER_JOURNEY_LOG_TEXTS.noValue;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (/Pence$/.test(key) && Number.isSafeInteger(value)) return formatMoney(value);
    return Number.isInteger(value) ? formatCount(value) : String(value);
  }
  if (typeof value === 'string') {
    if (isoDateTime.test(value)) return CONSUMER_JOURNEY_LOG_TEXTS.ukTime(value);
    if (enumValue.test(value)) return humanise(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => formatValue(key, item)).join(', ');
  return JSON.stringify(value);
}

function flattenFacts(details: Record<string, unknown>, prefix: string): JourneyFact[] {
  return Object.entries(details).flatMap(([key, value]): JourneyFact[] => {
    const label = prefix === '' ? humanise(key) : `${prefix}: ${humanise(key).toLowerCase()}`;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return flattenFacts(value as Record<string, unknown>, label);
    }
    return [{ label, value: formatValue(key, value) }];
  });
}
