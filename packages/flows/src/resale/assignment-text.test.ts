import { describe, expect, it } from 'vitest';
import {
  assignmentPlainText,
  assignmentText,
  resalePurchaseReference,
  type AssignmentFacts,
} from './assignment-text.ts';

const facts: AssignmentFacts = {
  firm: { name: 'Keystone Property Finance Ltd' },
  reference: resalePurchaseReference(7),
  seller: { name: 'Sam Seller', email: 'sam@example.com' },
  buyer: { name: 'Petra Pledger', email: 'petra@example.com' },
  projectTitle: 'Harbourside Offices, Leith',
  term: 'SHORT',
  yearRatePercent: 8,
  termEndDate: '2027-06-30',
  figures: {
    asOf: '2026-11-30',
    capitalPence: 100_000,
    accruedInterestPence: 1_234,
    pricePence: 101_234,
    feePence: 500,
    sellerReceivesPence: 100_734,
  },
  issuedAt: new Date('2026-11-30T10:00:00Z'),
};

describe('assignmentText', () => {
  it('says who assigns what to whom, at what price, section by section', () => {
    const text = assignmentText(facts);
    expect(text.title).toBe('Assignment of a loan part KSR00000007');
    expect(text.sections.map((section) => section.heading)).toEqual([
      '1. The assignment',
      '2. The price',
      '3. Risk',
      '4. Signature',
    ]);
    const words = assignmentPlainText(text);
    expect(words).toContain('Sam Seller (the seller) assigns to Petra Pledger (the buyer) the loan part of £1,000.00');
    expect(words).toContain('The buyer pays £1,012.34');
    expect(words).toContain('receives £1,007.34');
    expect(words).toContain('Signed by the buyer with a code sent to their phone.');
    expect(text.sections.at(-1)?.blocks.at(-1)).toEqual({ kind: 'SIGNATURE' });
  });

  it('says when the signed copy was signed', () => {
    expect(assignmentPlainText(assignmentText(facts, facts.issuedAt))).toMatch(/Signed by the buyer on 30\/11\/2026/);
  });
});
