import type { AutoInvestRules } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { AUTO_INVEST_MESSAGES } from './auto-invest.messages.ts';
import { rulesMatchTerm, validateAutoInvestRules, validateAutoInvestShare } from './auto-invest-rules.ts';

const rules: AutoInvestRules = {
  amountPerProjectPence: 50_000,
  totalInvestedPence: 500_000,
  minRatePercent: 6.5,
  maxTermMonths: 24,
  terms: ['SHORT'],
  investStrategy: 'DEBT',
  source: 'E_WALLET',
};

describe('validateAutoInvestRules', () => {
  it('accepts valid rules', () => {
    expect(validateAutoInvestRules(rules)).toEqual([]);
  });

  it('names each field that is not valid', () => {
    expect(
      validateAutoInvestRules({
        ...rules,
        amountPerProjectPence: 50_050,
        totalInvestedPence: 50,
        minRatePercent: 6.555,
        maxTermMonths: 0,
        terms: [],
      }),
    ).toEqual([
      { field: 'amountPerProjectPence', message: AUTO_INVEST_MESSAGES.wholePounds },
      { field: 'totalInvestedPence', message: AUTO_INVEST_MESSAGES.wholePounds },
      { field: 'minRatePercent', message: AUTO_INVEST_MESSAGES.rateInvalid },
      { field: 'maxTermMonths', message: AUTO_INVEST_MESSAGES.termInvalid },
      { field: 'terms', message: AUTO_INVEST_MESSAGES.termsRequired },
    ]);
  });

  it('asks for a total at least the amount per project', () => {
    expect(validateAutoInvestRules({ ...rules, totalInvestedPence: 10_000 })).toEqual([
      { field: 'totalInvestedPence', message: AUTO_INVEST_MESSAGES.totalBelowAmount },
    ]);
  });
});

describe('validateAutoInvestShare', () => {
  it('allows a whole percent up to the platform maximum', () => {
    expect(validateAutoInvestShare(50, 50)).toBeUndefined();
    expect(validateAutoInvestShare(51, 50)).toBe('The share can be at most 50%');
    expect(validateAutoInvestShare(2.5, 50)).toBe('The share can be at most 50%');
  });
});

describe('rulesMatchTerm', () => {
  it('matches a chosen term, short enough, at a rate high enough', () => {
    expect(rulesMatchTerm(rules, { term: 'SHORT', months: 24, ratePercent: 6.5 })).toBe(true);
    expect(rulesMatchTerm(rules, { term: 'LONG', months: 12, ratePercent: 8 })).toBe(false);
    expect(rulesMatchTerm(rules, { term: 'SHORT', months: 25, ratePercent: 8 })).toBe(false);
    expect(rulesMatchTerm(rules, { term: 'SHORT', months: 12, ratePercent: 6.49 })).toBe(false);
    expect(rulesMatchTerm(rules, { term: 'SHORT', months: 12, ratePercent: null })).toBe(false);
  });
});
