import { describe, expect, it } from 'vitest';
import { agreementText, type AgreementFacts } from './agreement-text.ts';

const facts: AgreementFacts = {
  reference: 'KSI0000042S',
  firm: { name: 'Keystone Ltd', companyNumber: '01234567', registeredOffice: '1 High St', regulatorStatus: 'FCA' },
  investor: { name: 'Ann Investor', email: 'ann@example.com' },
  project: { id: 7, title: 'Harbour Lofts', address: '2 Quay Rd', city: 'Bristol' },
  investStrategy: 'DEBT_SECURED',
  terms: [
    { term: 'SHORT', amountPence: 500_000, expectedRate: 8.5, startDate: '2026-01-01', endDate: '2026-12-31' },
    { term: 'LONG', amountPence: 250_050, expectedRate: null, startDate: null, endDate: null },
  ],
  issuedAt: new Date('2026-11-27T09:00:00Z'),
};

const rowsOf = (text: ReturnType<typeof agreementText>, heading: string) =>
  text.sections
    .find((section) => section.heading === heading)
    ?.blocks.flatMap((block) => block.rows ?? [])
    .map(({ label, value }) => `${label}: ${value}`);

describe('agreementText', () => {
  it('says who agrees to what, in five numbered sections', () => {
    const text = agreementText(facts);
    expect(text.title).toBe('Investment agreement KSI0000042S');
    expect(text.issued).toBe('Drawn up on 27/11/2026');
    expect(text.sections.map((section) => section.heading)).toEqual([
      '1. The parties',
      '2. The project',
      '3. The investment',
      '4. Risk',
      '5. Signature',
    ]);
    expect(rowsOf(text, '2. The project')).toEqual([
      'Project: Harbour Lofts (number 7)',
      'Address: 2 Quay Rd, Bristol',
    ]);
  });

  it('gives each term its amount, rate and dates, and the total when there are two', () => {
    const investment = rowsOf(agreementText(facts), '3. The investment');
    expect(investment).toEqual([
      'Strategy: Debt secured',
      'Amount: £5,000.00',
      'Expected rate: 8.5% a year',
      'Start date: 01/01/2026',
      'End date: 31/12/2026',
      'Amount: £2,500.50',
      'Expected rate: Not set',
      'Start date: To be set',
      'End date: To be set',
      'Total pledged: £7,500.50',
    ]);
    const oneTerm = agreementText({ ...facts, terms: facts.terms.slice(0, 1) });
    expect(rowsOf(oneTerm, '3. The investment')).not.toContain('Total pledged: £5,000.00');
  });

  it('says whether and when it was signed', () => {
    const last = (signedAt?: Date) => agreementText(facts, signedAt).sections.at(-1)?.blocks.at(-1)?.text;
    expect(last()).toMatch(/^Not signed yet/);
    expect(last(new Date('2026-11-27T10:15:00Z'))).toBe('Signed electronically on 27/11/2026, 10:15:00 GMT.');
  });
});
