import type {
  ConsumerJourneyFunnelStep,
  ConsumerJourneyLogAction,
  ConsumerJourneyLogEntry,
  ConsumerJourneyLogStep,
  RiskSummaryPlace,
} from '@keystone/api';
import { formatCount, formatDate, formatDateTime } from '../format/index.ts';

// How the admin reads an investor's journey log (issue 24 §7), on the user's profile page and in its PDF: one
// plain-English line per entry with its facts. The substance of a declaration or an appropriateness attempt is read
// by `journeyEntryDetails` (consumer-journey/), which needs the competence topics.

export const CONSUMER_JOURNEY_LOG_TEXTS = {
  title: 'Consumer journey',
  intro: 'Every step of the journey before a first investment, oldest first, as it was recorded.',
  empty: 'No steps recorded yet',
  download: 'Download PDF',
  loading: 'Loading the consumer journey',
  pdfTitle: (name: string) => `Consumer journey of ${name}`,
  pdfEntries: 'Entries',
  pdfFooter: (name: string, page: number, pages: number) => `Consumer journey of ${name} · page ${page} of ${pages}`,
  noValue: '-',
  occurredAt: 'When',
  recordedAt: 'Recorded',
  textVersion: 'Words shown',
  place: 'Where',
  ip: 'IP address',
  question: (index: number) => `Question ${index}`,
  optionsShown: 'Options shown',
  answerGiven: 'Answer given',
  outcome: 'Outcome',
  attempt: 'Attempt',
  topicsToRead: 'Topics to read about',
  resetBy: 'Reset by',
  resetByName: (name: string, id: number) => `${name} (user ${id})`,
  reason: 'Reason',
  attemptsUsedBefore: 'Attempts used before the reset',
  pledgeAmount: 'Amount',
  agreementReference: 'Agreement reference',
  project: 'Project',
  repeated: 'Repeated',
  repeatedTimes: (count: number) => `×${formatCount(count)}`,
  lastAt: 'Last at',
  pages: 'Consumer journey pages',
  pageOf: (first: number, last: number, count: number) =>
    `Entries ${formatCount(first)} to ${formatCount(last)} of ${formatCount(count)}`,
  ukTime: (at: string | Date) => `${formatDateTime(at)} UK time`,
} as const;

const STEP_ACTION_LABELS: Readonly<Record<ConsumerJourneyLogStep, Partial<Record<ConsumerJourneyLogAction, string>>>> =
  {
    PERSONALISED_WARNING: {
      SHOWN: 'Personalised risk warning shown',
      CONTINUE: 'Continued past the personalised risk warning',
      LEAVE: 'Left at the personalised risk warning',
    },
    COOLING_OFF: { STARTED: '24-hour cooling-off started', ENDED: '24-hour cooling-off ended' },
    CONFIRM_AFTER_COOLING_OFF: {
      SHOWN: 'Question after the cooling-off shown',
      CONTINUE: 'Chose to continue after the cooling-off',
      LEAVE: 'Chose to leave after the cooling-off',
    },
    RISK_SUMMARY: { OPENED: 'Risk summary opened' },
    DECLARATION: { SIGNED: 'Investor declaration signed' },
    COMPETENCE_ATTEMPT: { PASSED: 'Appropriateness assessment passed', FAILED: 'Appropriateness assessment failed' },
    ANSWER_ATTEMPTS: { RESET: 'Answer attempts reset by an admin' },
    FIRST_PLEDGE: { FINISHED: 'First pledge made' },
  };

const STEP_LABELS: Readonly<Record<ConsumerJourneyLogStep, string>> = {
  PERSONALISED_WARNING: 'Personalised risk warning',
  COOLING_OFF: 'Cooling-off',
  CONFIRM_AFTER_COOLING_OFF: 'Question after the cooling-off',
  RISK_SUMMARY: 'Risk summary',
  DECLARATION: 'Investor declaration',
  COMPETENCE_ATTEMPT: 'Appropriateness assessment',
  ANSWER_ATTEMPTS: 'Answer attempts',
  FIRST_PLEDGE: 'First pledge',
};

/** What the investor was shown at a step, in words: the log keeps the version, this says what it is a version of. */
const WORDS_SHOWN: Readonly<Partial<Record<ConsumerJourneyLogStep, string>>> = {
  PERSONALISED_WARNING: 'The personalised risk warning',
  CONFIRM_AFTER_COOLING_OFF: 'The question after the cooling-off',
  RISK_SUMMARY: 'The 2-minute risk summary',
  DECLARATION: 'The investor declaration',
};

const ACTION_WORDS: Readonly<Record<ConsumerJourneyLogAction, string>> = {
  SHOWN: 'shown',
  CONTINUE: 'continued',
  LEAVE: 'left',
  STARTED: 'started',
  ENDED: 'ended',
  OPENED: 'opened',
  SIGNED: 'signed',
  PASSED: 'passed',
  FAILED: 'failed',
  RESET: 'reset',
  FINISHED: 'finished',
};

/** 'personalised-warning.v2' → 'version 2'; 'risk-summary-2026-11-27' → 'version of 27/11/2026'; else the id. */
function versionWords(version: string): string {
  const numbered = /\.v(\d+)$/.exec(version);
  if (numbered) return `version ${numbered[1]}`;
  const dated = /(\d{4}-\d{2}-\d{2})$/.exec(version);
  if (dated?.[1]) return `version of ${formatDate(dated[1])}`;
  return `version ${version}`;
}

/** 'The personalised risk warning, version 1': what was shown, with its version beside it. */
export function wordsShownLabel(step: ConsumerJourneyLogStep, version: string): string {
  return `${WORDS_SHOWN[step] ?? STEP_LABELS[step]}, ${versionWords(version)}`;
}

export const RISK_SUMMARY_PLACE_LABELS: Readonly<Record<RiskSummaryPlace, string>> = {
  DIALOG: 'In the dialog the risk warning opens',
  PAGE: 'On the risk summary page',
};

/** What happened, in words: 'Left at the personalised risk warning'. */
export function journeyEntryLabel(step: ConsumerJourneyLogStep, action: ConsumerJourneyLogAction): string {
  return STEP_ACTION_LABELS[step][action] ?? `${STEP_LABELS[step]} ${ACTION_WORDS[action]}`;
}

export interface JourneyFact {
  label: string;
  value: string;
}

/** The facts every entry has: when (and when written, if later), the words' version, where, the IP. */
export function journeyEntryFacts(entry: ConsumerJourneyLogEntry): JourneyFact[] {
  const texts = CONSUMER_JOURNEY_LOG_TEXTS;
  const facts: JourneyFact[] = [{ label: texts.occurredAt, value: texts.ukTime(entry.occurredAt) }];
  if (new Date(entry.recordedAt).getTime() !== new Date(entry.occurredAt).getTime()) {
    facts.push({ label: texts.recordedAt, value: texts.ukTime(entry.recordedAt) });
  }
  if (entry.textVersion !== null) {
    facts.push({ label: texts.textVersion, value: wordsShownLabel(entry.step, entry.textVersion) });
  }
  if (entry.place !== null) facts.push({ label: texts.place, value: RISK_SUMMARY_PLACE_LABELS[entry.place] });
  facts.push({ label: texts.ip, value: entry.ip ?? texts.noValue });
  return facts;
}

/** The admin dashboard's funnel of the journey (issue 24 §7). */
export const CONSUMER_JOURNEY_FUNNEL_TEXTS = {
  title: 'Consumer journey, last 30 days',
  description: 'Investors who reached each step of the journey before a first investment.',
  chartLabel: 'Investors at each step of the consumer journey over the last 30 days',
  empty: 'No investor started the consumer journey in the last 30 days',
  loading: 'Loading the consumer journey funnel',
  investors: (count: number) => `${formatCount(count)} ${count === 1 ? 'investor' : 'investors'}`,
} as const;

export const CONSUMER_JOURNEY_FUNNEL_LABELS: Readonly<Record<ConsumerJourneyFunnelStep, string>> = {
  WARNING_SHOWN: 'Warning shown',
  WARNING_CONTINUED: 'Continued',
  WARNING_LEFT: 'Left at the warning',
  COOLING_OFF_ENDED: 'Cooling-off ended',
  CONFIRMED: 'Confirmed after cooling-off',
  CONFIRM_LEFT: 'Left after cooling-off',
  FIRST_PLEDGE: 'First pledge made',
};
