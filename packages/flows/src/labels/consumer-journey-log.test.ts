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
    for (const step of consumerJourneyLogSteps) {
      for (const action of consumerJourneyLogActions) expect(journeyEntryLabel(step, action)).not.toBe('');
    }
  });

  it('lists when, the words, where and the IP; the time written only when it differs', () => {
    expect(journeyEntryFacts(entry({}))).toEqual([
      { label: 'When', value: '02/11/2026, 10:00 UK time' },
      { label: 'Words shown', value: 'personalised-warning.v1' },
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
