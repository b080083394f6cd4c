import type { ConsumerJourneyLogEntry } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { journeyEntryDetails } from './journey-log-details.ts';

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

describe('the details of a journey log entry, readable', () => {
  it('are undefined for an entry without any', () => {
    expect(journeyEntryDetails(entry({}))).toBeUndefined();
  });

  it("reads an admin's reset: who, why and the attempts used before it", () => {
    const details = journeyEntryDetails(
      entry({
        step: 'ANSWER_ATTEMPTS',
        action: 'RESET',
        textVersion: null,
        details: {
          resetById: 1,
          resetBy: 'Ada Admin',
          reason: 'Misread question 3 on the phone',
          attemptsUsedBefore: 3,
        },
      }),
    );
    expect(details).toEqual({
      kind: 'facts',
      facts: [
        { label: 'Reset by', value: 'Ada Admin (user 1)' },
        { label: 'Reason', value: 'Misread question 3 on the phone' },
        { label: 'Attempts used before the reset', value: '3 of 3' },
      ],
    });
  });

  it('reads the first pledge: its amount in pounds, its agreement reference and its project', () => {
    const details = journeyEntryDetails(
      entry({
        step: 'FIRST_PLEDGE',
        action: 'FINISHED',
        textVersion: null,
        details: { amountPence: 200_050, agreementReference: 'KSI0000012S', projectName: 'Mill Lane' },
      }),
    );
    expect(details).toEqual({
      kind: 'facts',
      facts: [
        { label: 'Amount', value: '£2,000.50' },
        { label: 'Agreement reference', value: 'KSI0000012S' },
        { label: 'Project', value: 'Mill Lane' },
      ],
    });
  });

  it("reads an attempt's questions as served, the answers given and the topics to read", () => {
    const details = journeyEntryDetails(
      entry({
        step: 'COMPETENCE_ATTEMPT',
        action: 'FAILED',
        textVersion: null,
        details: {
          attemptId: 7,
          questions: [
            {
              topic: 'q1',
              questionId: 'q1a',
              text: 'What could happen to your money?',
              options: [
                { id: 'a', label: 'It is safe' },
                { id: 'b', label: 'I could lose all of it' },
              ],
            },
          ],
          answers: { q1: 'a' },
          topicsToRead: ['q1'],
        },
      }),
    );
    expect(details).toEqual({
      kind: 'attempt',
      facts: [
        { label: 'Outcome', value: 'Appropriateness assessment failed' },
        { label: 'Attempt', value: '#7' },
      ],
      questions: [
        {
          heading: 'Question 1: You could lose all the money you invest',
          text: 'What could happen to your money?',
          options: [
            { label: 'It is safe', chosen: true },
            { label: 'I could lose all of it', chosen: false },
          ],
          answer: 'It is safe',
        },
      ],
      topicsToRead: ['You could lose all the money you invest'],
    });
  });

  it("reads a declaration's details whatever their names: money in pounds, times in UK time, categories in words", () => {
    const details = journeyEntryDetails(
      entry({
        step: 'DECLARATION',
        action: 'SIGNED',
        textVersion: 'declaration.v1',
        details: {
          investorType: 'HIGH_NET_WORTH',
          figures: { annualIncomePence: 10_000_000, netAssetsPence: 25_000_000 },
          expiresAt: '2027-11-02T10:00:00.000Z',
          confirmed: true,
        },
      }),
    );
    expect(details).toEqual({
      kind: 'facts',
      facts: [
        { label: 'Investor type', value: 'High net worth' },
        { label: 'Figures: annual income', value: '£100,000.00' },
        { label: 'Figures: net assets', value: '£250,000.00' },
        { label: 'Expires at', value: '02/11/2027, 10:00 UK time' },
        { label: 'Confirmed', value: 'Yes' },
      ],
    });
  });
});
