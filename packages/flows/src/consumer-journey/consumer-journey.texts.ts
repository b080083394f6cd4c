import type { ConsumerJourneyEventRequest, ConsumerJourneyEventStep } from '@keystone/api';
import { formatTimeOnDay } from '../format/index.ts';
import { RISK_SUMMARY } from '../labels/risk-summary.ts';
import { RISK_WARNING } from '../labels/risk-warning.ts';

/**
 * The words of the journey before a first pledge (COBS 4.12A, issue 24 §3). The personalised warning is the FCA's,
 * word for word; the rest is ours. Each step's words carry a version, which the journey log records with what the
 * investor answered: change the words, change the version.
 */
export const CONSUMER_JOURNEY_TEXTS = {
  PERSONALISED_WARNING: {
    version: 'personalised-warning.v1',
    /** The FCA's words; the first name comes first, followed by a comma. */
    warning: (firstName: string) =>
      `${firstName === '' ? 'This' : `${firstName}, this`} is a high-risk investment. How would you feel if you lost the money you're about to invest?`,
    /** The FCA's link words, the same as the risk warning's. */
    learnMore: RISK_WARNING.link,
    continue: 'Continue',
    leave: 'Leave',
  },
  COOLING_OFF: {
    heading: 'Take time to think it over',
    explanation:
      'Before your first investment we give you 24 hours to think about it. You can look around the projects meanwhile.',
    investFrom: (endsAt: string | Date) => `You can invest from ${formatTimeOnDay(endsAt)}`,
    back: 'Back to the project',
  },
  CONFIRM_AFTER_COOLING_OFF: {
    version: 'confirm-after-cooling-off.v1',
    question: 'Your 24 hours to think it over have ended. Do you want to continue to invest, or leave?',
    continue: 'Continue',
    leave: 'Leave',
  },
  /** The journey could not be loaded or an answer could not be saved. */
  failed: 'We could not load this step. Please try again.',
  retry: 'Try again',
  /** The server's refusal of a text version it does not know: the page was built from other words. */
  unknownTextVersion: 'These words are not the current ones. Please reload the page',
  /** The server's refusal of an event that mixes up the risk summary's opening and a step's answers. */
  actionNotForStep: 'Only the risk summary can be opened, and it cannot be answered',
  placeNotForStep: 'Where it was opened goes with the risk summary, and only with it',
} as const;

/** The steps the investor is shown and answers; the risk summary is opened at any of them and answers nothing. */
export type ConsumerJourneyAnswerStep = Exclude<ConsumerJourneyEventStep, 'RISK_SUMMARY'>;

/** The versions of the words the log may record, per step: today's, and any earlier ones still in the log. */
export const CONSUMER_JOURNEY_TEXT_VERSIONS: Readonly<Record<ConsumerJourneyEventStep, readonly string[]>> = {
  PERSONALISED_WARNING: [CONSUMER_JOURNEY_TEXTS.PERSONALISED_WARNING.version],
  CONFIRM_AFTER_COOLING_OFF: [CONSUMER_JOURNEY_TEXTS.CONFIRM_AFTER_COOLING_OFF.version],
  RISK_SUMMARY: [RISK_SUMMARY.version],
};

/**
 * The refusal, field and message, of an event whose parts do not belong together: `OPENED` is the risk summary's
 * only action and the risk summary's `place` is given with it alone. Undefined when they fit.
 */
export function consumerJourneyEventMismatch(
  event: Pick<ConsumerJourneyEventRequest, 'step' | 'action' | 'place'>,
): { field: 'action' | 'place'; message: string } | undefined {
  const summary = event.step === 'RISK_SUMMARY';
  if (summary !== (event.action === 'OPENED')) {
    return { field: 'action', message: CONSUMER_JOURNEY_TEXTS.actionNotForStep };
  }
  if (summary !== (event.place !== undefined)) {
    return { field: 'place', message: CONSUMER_JOURNEY_TEXTS.placeNotForStep };
  }
  return undefined;
}

/** The first word of a person's full name, the one the personalised warning greets them by; '' when there is none. */
export function firstNameOf(fullName: string | null | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}
