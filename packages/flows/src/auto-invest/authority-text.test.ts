import { describe, expect, it } from 'vitest';
import { RISK_STATEMENT } from '../labels/footer.ts';
import {
  autoInvestAuthorityPlainText,
  autoInvestAuthorityText,
  type AutoInvestAuthorityFacts,
} from './authority-text.ts';

const facts: AutoInvestAuthorityFacts = {
  firm: {
    name: 'Keystone Property Finance Ltd',
    companyNumber: '00000000',
    registeredOffice: '1 Demo Street, London',
    regulatorStatus: 'Authorised and regulated by the FCA',
  },
  investor: { name: 'Petra Pledger', email: 'petra@example.com' },
  authorityId: 12,
  rules: {
    amountPerProjectPence: 50_000,
    totalInvestedPence: 1_000_000,
    minRatePercent: 7.5,
    maxTermMonths: 24,
    terms: ['LONG', 'SHORT'],
    investStrategy: 'DEBT_SECURED',
    source: 'ISA',
  },
  issuedAt: new Date('2026-11-30T10:00:00Z'),
};

describe('autoInvestAuthorityText', () => {
  it('names the parties, the reference and the rules in words', () => {
    const text = autoInvestAuthorityText(facts);
    expect(text.title).toBe('Auto-invest standing authority KSA-000012');
    expect(text.sections.map((section) => section.heading)).toEqual([
      '1. The parties',
      '2. The rules',
      '3. What the investor authorises',
      '4. Risk',
      '5. How a project is shared',
      '6. Signature',
    ]);
    const words = autoInvestAuthorityPlainText(text);
    expect(words).toContain('The platform: Keystone Property Finance Ltd');
    expect(words).toContain('The investor: Petra Pledger');
    expect(words).toContain('Reference: KSA-000012');
    expect(words).toContain('Most in one project: £500.00');
    expect(words).toContain('Most to keep invested: £10,000.00');
    expect(words).toContain('Lowest expected rate: 7.5% a year');
    expect(words).toContain('Longest term: 24 months');
    expect(words).toContain('Terms: Short term and long term');
    expect(words).toContain('Strategy: Debt secured');
    expect(words).toContain('Paid from: Innovative Finance ISA');
  });

  it('says what is authorised, that each allocation is an agreement of its own, and that it can be ended', () => {
    const words = autoInvestAuthorityPlainText(autoInvestAuthorityText(facts));
    expect(words).toContain('opens for pledges after this authority is signed');
    expect(words).toContain('a pledge the investor signs under this authority');
    expect(words).toContain('a loan agreement of its own, which the investor can read in Agreements');
    expect(words).toContain('may pause, change or end this authority at any time');
    expect(words).toContain('applies to projects that open for pledges after the change');
  });

  it('carries the risk statement the agreements carry, and the sharing rule in words', () => {
    const words = autoInvestAuthorityPlainText(autoInvestAuthorityText(facts));
    expect(words).toContain(`${RISK_STATEMENT.lead} ${RISK_STATEMENT.rest}`);
    expect(words).toContain('Financial Services Compensation Scheme');
    expect(words).toContain('rounded down to the pound');
    expect(words).toContain('does not depend on when anyone signed up');
    expect(words).toContain('short term first, then long term');
    expect(words).toContain('What they do not take opens to everyone at once.');
  });

  it('reads one term and one month, and says when the signed copy was signed', () => {
    const one = {
      ...facts,
      rules: { ...facts.rules, terms: ['LONG' as const], maxTermMonths: 1, source: 'E_WALLET' as const },
    };
    const words = autoInvestAuthorityPlainText(autoInvestAuthorityText(one, facts.issuedAt));
    expect(words).toContain('Terms: Long term');
    expect(words).toContain('Longest term: 1 month');
    expect(words).toContain('Paid from: E-wallet');
    expect(words).toMatch(/Signed electronically on 30\/11\/2026/);
    expect(autoInvestAuthorityText(facts).sections.at(-1)?.blocks).toContainEqual({ kind: 'SIGNATURE' });
  });

  it('never nudges anyone to invest more', () => {
    const words = autoInvestAuthorityPlainText(autoInvestAuthorityText(facts)).toLowerCase();
    for (const nudge of ['bonus', 'reward', 'don’t miss', 'hurry', 'boost', 'invest more']) {
      expect(words).not.toContain(nudge);
    }
  });
});
