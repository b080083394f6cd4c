import { describe, expect, it } from 'vitest';
import { FCA_INVESTING_URL, readingMinutes, RISK_SUMMARY, riskSummaryWords } from './risk-summary.ts';
import { RISK_WARNING, riskWarningText } from './risk-warning.ts';

describe('the risk warning', () => {
  it("is the FCA's prescribed wording, word for word", () => {
    expect(riskWarningText()).toBe(
      "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you " +
        'are unlikely to be protected if something goes wrong. Take 2 mins to learn more.',
    );
  });

  it("ends with the link's words", () => {
    expect(riskWarningText().endsWith(`${RISK_WARNING.link}.`)).toBe(true);
    expect(RISK_WARNING.link).toBe('Take 2 mins to learn more');
  });
});

describe('the risk summary', () => {
  it('is read in the two minutes its heading promises', () => {
    expect(RISK_SUMMARY.readingTime).toBe('Estimated reading time: 2 min');
    expect(readingMinutes(riskSummaryWords().length)).toBeLessThanOrEqual(2);
  });

  it("covers the five key risks of the FCA's template, in its order", () => {
    expect(RISK_SUMMARY.sections.map((section) => section.heading)).toEqual([
      'You could lose all the money you invest',
      'You are unlikely to be protected if something goes wrong',
      "You won't get your money back quickly",
      "Don't put all your eggs in one basket",
      'Returns can be lower or later than you expect',
    ]);
    const text = riskSummaryWords().join(' ');
    expect(text).toContain('Financial Services Compensation Scheme (FSCS)');
    expect(text).toContain('Financial Ombudsman Service');
    expect(text).toContain('10%');
  });

  it("points to the FCA's own page on investing", () => {
    expect(FCA_INVESTING_URL).toBe('https://www.fca.org.uk/investsmart');
  });

  it('carries versions for the journey log', () => {
    expect(RISK_SUMMARY.version).not.toBe('');
    expect(RISK_WARNING.version).not.toBe('');
  });
});

describe('reading minutes', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
  ])('%i words take %i min', (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });
});
