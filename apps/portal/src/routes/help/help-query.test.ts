import { demoFaqs } from '@keystone/demo/fixtures';
import { describe, expect, it } from 'vitest';
import { groupByCategory, readHelpQuery, writeHelpQuery } from './help-query.ts';

describe('the Help page address', () => {
  it('reads the search and the known categories, in the contract order', () => {
    const query = readHelpQuery(new URLSearchParams('search=wallet&category=ACCOUNT&category=NEWS&category=PAYMENT'));
    expect(query).toEqual({ search: 'wallet', categories: ['PAYMENT', 'ACCOUNT'] });
    expect(writeHelpQuery(query).toString()).toBe('search=wallet&category=PAYMENT&category=ACCOUNT');
  });

  it('groups by category, every category when none is chosen, leaving empty ones out', () => {
    const all = groupByCategory(demoFaqs, []);
    expect(all.map((group) => group.category)).toEqual([
      'GETTING_STARTED',
      'PAYMENT',
      'ACCOUNT',
      'SOLIA_FAQ',
      'GENERAL_FAQ',
      'INVESTOR_FAQ',
    ]);
    expect(all.flatMap((group) => group.faqs)).toHaveLength(demoFaqs.length);
    const payments = groupByCategory(demoFaqs, ['PAYMENT']);
    expect(payments).toHaveLength(1);
    expect(payments[0]?.faqs.every((faq) => faq.category === 'PAYMENT')).toBe(true);
    expect(groupByCategory([], ['PAYMENT'])).toEqual([]);
  });
});
