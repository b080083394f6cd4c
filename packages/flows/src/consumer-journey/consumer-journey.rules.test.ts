import { describe, expect, it } from 'vitest';
import { coolingOffEndsAt, consumerJourneyStep } from './consumer-journey.rules.ts';
import { RISK_SUMMARY } from '../labels/risk-summary.ts';
import {
  CONSUMER_JOURNEY_TEXTS,
  CONSUMER_JOURNEY_TEXT_VERSIONS,
  consumerJourneyEventMismatch,
  firstNameOf,
} from './consumer-journey.texts.ts';

const continuedAt = new Date('2026-12-01T14:32:00Z');
const at = (iso: string) => new Date(iso);

describe('coolingOffEndsAt', () => {
  it('ends 24 hours after it started, whatever the clocks do', () => {
    expect(coolingOffEndsAt(continuedAt).toISOString()).toBe('2026-12-02T14:32:00.000Z');
    // Across the clocks going back: 24 real hours, so 23:30 UK time on the next day reads 22:30.
    expect(coolingOffEndsAt(at('2026-10-24T22:30:00Z')).toISOString()).toBe('2026-10-25T22:30:00.000Z');
  });
});

describe('consumerJourneyStep', () => {
  it('lets someone who has invested before invest, whatever the log says', () => {
    expect(consumerJourneyStep({ hasInvested: true }, continuedAt)).toBe('MAY_INVEST');
  });

  it('shows a first-time investor the personalised warning first', () => {
    expect(consumerJourneyStep({ hasInvested: false }, continuedAt)).toBe('PERSONALISED_WARNING');
  });

  it('keeps them cooling off until the 24 hours have passed, to the millisecond', () => {
    const facts = { hasInvested: false, warningContinuedAt: continuedAt };
    expect(consumerJourneyStep(facts, continuedAt)).toBe('COOLING_OFF');
    expect(consumerJourneyStep(facts, at('2026-12-02T14:31:59.999Z'))).toBe('COOLING_OFF');
    expect(consumerJourneyStep(facts, at('2026-12-02T14:32:00.000Z'))).toBe('CONFIRM_AFTER_COOLING_OFF');
  });

  it('asks again once it has ended, and only a Continue given after the end lets them invest', () => {
    const ended = at('2026-12-03T09:00:00Z');
    expect(
      consumerJourneyStep({ hasInvested: false, warningContinuedAt: continuedAt, confirmedAt: ended }, ended),
    ).toBe('MAY_INVEST');
    expect(
      consumerJourneyStep(
        { hasInvested: false, warningContinuedAt: continuedAt, confirmedAt: at('2026-12-02T10:00:00Z') },
        ended,
      ),
    ).toBe('CONFIRM_AFTER_COOLING_OFF');
  });
});

describe('the journey texts', () => {
  it('greet the investor by first name in the FCA words', () => {
    expect(CONSUMER_JOURNEY_TEXTS.PERSONALISED_WARNING.warning('James')).toBe(
      "James, this is a high-risk investment. How would you feel if you lost the money you're about to invest?",
    );
    expect(CONSUMER_JOURNEY_TEXTS.PERSONALISED_WARNING.learnMore).toBe('Take 2 mins to learn more');
  });

  it('still read as a sentence when no name is known', () => {
    expect(CONSUMER_JOURNEY_TEXTS.PERSONALISED_WARNING.warning('')).toBe(
      "This is a high-risk investment. How would you feel if you lost the money you're about to invest?",
    );
  });

  it('say until when the cooling-off runs, in UK time', () => {
    expect(CONSUMER_JOURNEY_TEXTS.COOLING_OFF.investFrom('2026-12-02T14:32:00Z')).toBe(
      'You can invest from 14:32 on Wednesday 2 December',
    );
    expect(CONSUMER_JOURNEY_TEXTS.COOLING_OFF.investFrom('2026-07-01T13:32:00Z')).toBe(
      'You can invest from 14:32 on Wednesday 1 July',
    );
  });

  it('take the first word of the full name', () => {
    expect(firstNameOf('  James  Carter ')).toBe('James');
    expect(firstNameOf(null)).toBe('');
    expect(firstNameOf('')).toBe('');
  });
});

describe('the risk summary in the journey log', () => {
  it('is recorded with the version of the words the summary shows today', () => {
    expect(CONSUMER_JOURNEY_TEXT_VERSIONS.RISK_SUMMARY).toEqual([RISK_SUMMARY.version]);
  });

  it('is opened, in a place, and nothing else is', () => {
    expect(consumerJourneyEventMismatch({ step: 'RISK_SUMMARY', action: 'OPENED', place: 'DIALOG' })).toBeUndefined();
    expect(consumerJourneyEventMismatch({ step: 'PERSONALISED_WARNING', action: 'SHOWN' })).toBeUndefined();
    const action = { field: 'action', message: CONSUMER_JOURNEY_TEXTS.actionNotForStep };
    const place = { field: 'place', message: CONSUMER_JOURNEY_TEXTS.placeNotForStep };
    expect(consumerJourneyEventMismatch({ step: 'RISK_SUMMARY', action: 'CONTINUE', place: 'PAGE' })).toEqual(action);
    expect(consumerJourneyEventMismatch({ step: 'CONFIRM_AFTER_COOLING_OFF', action: 'OPENED' })).toEqual(action);
    expect(consumerJourneyEventMismatch({ step: 'RISK_SUMMARY', action: 'OPENED' })).toEqual(place);
    expect(consumerJourneyEventMismatch({ step: 'PERSONALISED_WARNING', action: 'LEAVE', place: 'PAGE' })).toEqual(
      place,
    );
  });
});
