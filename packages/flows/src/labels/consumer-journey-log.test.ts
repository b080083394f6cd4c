import type { ConsumerJourneyLogEntry } from '@keystone/api';
import { consumerJourneyLogActions, consumerJourneyLogSteps } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { journeyEntryFacts, journeyEntryLabel } from './consumer-journey-log.ts';

const entry = (values: Partial<ConsumerJourneyLogEntry>): ConsumerJourneyLogEntry => ({
  occurredAt: '2026-11-02T10:00:00.000Z',
  recordedAt: '2026-11-02T10:00:00.000Z',
  step: 'PERSONALISED_WARNING',
  action: 'SHOWN',
  textVersion: 'personalised-warning.v1',
  place: null,
  ip: '203.0.113.7',
  details: null,
  ...values,
});

describe('the journey log in words', () => {
  it('names every step and action the log allows', () => {
    expect(journeyEntryLabel('PERSONALISED_WARNING', 'LEAVE')).toBe('Left at the personalised risk warning');
    expect(journeyEntryLabel('COOLING_OFF', 'ENDED')).toBe('24-hour cooling-off ended');
    expect(journeyEntryLabel('COMPETENCE_ATTEMPT', 'FAILED')).toBe('Appropriateness assessment failed');
    expect(journeyEntryLabel('DECLARATION', 'SIGNED')).toBe('Investor declaration signed');
    expect(journeyEntryLabel('ANSWER_ATTEMPTS', 'RESET')).toBe('Answer attempts reset by an admin');
    expect(journeyEntryLabel('FIRST_PLEDGE', 'FINISHED')).toBe('First pledge made');
    for (const step of consumerJourneyLogSteps) {
      // Never a code: no word in capitals with underscores, whatever the pair.
      for (const action of consumerJourneyLogActions)
        expect(journeyEntryLabel(step, action)).not.toMatch(/[A-Z]_|[A-Z]{2}/);
    }
  });

  it('says which words were shown in words, with their version beside them', () => {
    const shown = (values: Partial<ConsumerJourneyLogEntry>) =>
      journeyEntryFacts(entry(values)).find((fact) => fact.label === 'Words shown')?.value;
    expect(shown({ step: 'CONFIRM_AFTER_COOLING_OFF', textVersion: 'confirm-after-cooling-off.v2' })).toBe(
      'The question after the cooling-off, version 2',
    );
    expect(
      shown({ step: 'RISK_SUMMARY', action: 'OPENED', place: 'PAGE', textVersion: 'risk-summary-2026-11-27' }),
    ).toBe('The 2-minute risk summary, version of 27/11/2026');
    expect(shown({ step: 'DECLARATION', action: 'SIGNED', textVersion: 'declaration-everyday.v1' })).toBe(
      'The investor declaration, version 1',
    );
    expect(shown({ textVersion: 'warning-draft' })).toBe('The personalised risk warning, version warning-draft');
  });

  it('lists when, the words, where and the IP; the time written only when it differs', () => {
    expect(journeyEntryFacts(entry({}))).toEqual([
      { label: 'When', value: '02/11/2026, 10:00 UK time' },
      { label: 'Words shown', value: 'The personalised risk warning, version 1' },
      { label: 'IP address', value: '203.0.113.7' },
    ]);
    const ended = entry({
      step: 'COOLING_OFF',
      action: 'ENDED',
      textVersion: null,
      ip: null,
      recordedAt: '2026-11-03T12:30:00.000Z',
    });
    expect(journeyEntryFacts(ended)).toEqual([
      { label: 'When', value: '02/11/2026, 10:00 UK time' },
      { label: 'Recorded', value: '03/11/2026, 12:30 UK time' },
      { label: 'IP address', value: '-' },
    ]);
    expect(journeyEntryFacts(entry({ step: 'RISK_SUMMARY', action: 'OPENED', place: 'PAGE' }))).toContainEqual({
      label: 'Where',
      value: 'On the risk summary page',
    });
  });
});
