import { describe, expect, it } from 'vitest';
import { amountChoiceErrors, EVERYDAY_LIMIT_FIELD } from './pledge.context.ts';
import { PLEDGE_MESSAGES } from './pledge.messages.ts';
import { resolvePledgeAmounts, validatePledgeAmounts } from './pledge-amount.rules.ts';
import {
  insufficientFundsMessage,
  maximumOptionLabel,
  offeredMaximum,
  overEverydayLimitMessage,
  pledgeMaximum,
  pledgeMaximumMessage,
} from './pledge-maximum.ts';
import { LIMITS } from './pledge.test-fixtures.ts';

// Issue 32 §2: an everyday investor with £4,000 left was offered 'Remaining: £1,175,000.00'.
describe('the most an investor can pledge now', () => {
  it('is the smallest of what the project has left, the everyday limit and the e-wallet, naming it', () => {
    expect(pledgeMaximum({ remainingPence: 117_500_000, everydayLeftPence: 400_000 })).toEqual({
      maximumPence: 400_000,
      binding: 'EVERYDAY_LIMIT',
    });
    expect(
      pledgeMaximum({ remainingPence: 117_500_000, everydayLeftPence: 400_000, walletBalancePence: 250_000 }),
    ).toEqual({ maximumPence: 250_000, binding: 'E_WALLET' });
    expect(pledgeMaximum({ remainingPence: 100_000, walletBalancePence: 250_000 })).toEqual({
      maximumPence: 100_000,
      binding: 'PROJECT',
    });
    expect(pledgeMaximum({ remainingPence: 100_000, everydayLeftPence: -5 })).toEqual({
      maximumPence: 0,
      binding: 'EVERYDAY_LIMIT',
    });
  });

  it('says it in plain words, and offers it as the last option', () => {
    const everyday = { maximumPence: 400_000, binding: 'EVERYDAY_LIMIT' } as const;
    expect(pledgeMaximumMessage(everyday)).toBe(
      'You can pledge up to £4,000.00 now: what is left of your everyday investor limit for the last 12 months.',
    );
    expect(maximumOptionLabel('Remaining', everyday)).toBe('The most you can pledge: £4,000.00');
    expect(maximumOptionLabel('Remaining', { maximumPence: 100_000, binding: 'PROJECT' })).toBe('Remaining: £1,000.00');
  });

  it('counts the short term before the long one', () => {
    expect(offeredMaximum({ remainingPence: 5_000_000 }, { walletBalancePence: 300_000 }, 100_000)).toEqual({
      maximumPence: 200_000,
      binding: 'E_WALLET',
    });
  });

  it("makes 'Remaining' stand for that most", () => {
    const choice = {
      shortOption: 'REMAINING',
      shortCustomText: '',
      longOption: undefined,
      longCustomText: '',
    } as const;
    expect(resolvePledgeAmounts(choice, LIMITS, 'SHORT', { everydayLeftPence: 400_000 }).shortAmountPence).toBe(
      400_000,
    );
  });

  it('refuses an amount over the everyday limit saying what is wrong, not repeating the note alone', () => {
    const errors = amountChoiceErrors(
      {
        limits: LIMITS,
        term: 'SHORT',
        source: 'BANK_TRANSFER',
        eWalletBalancePence: 0,
        everydayLimit: { limitPence: 500_000, usedPence: 100_000, leftPence: 400_000 },
      },
      { shortOption: 'CUSTOM', shortCustomText: '4001', longOption: undefined, longCustomText: '' },
    );
    expect(errors).toEqual([
      {
        field: EVERYDAY_LIMIT_FIELD,
        message: overEverydayLimitMessage({ amount: 400_100, limit: 500_000, left: 400_000 }),
      },
    ]);
    expect(errors[0]?.message).toMatch(/^£4,001\.00 is over your everyday investor limit\. As an everyday investor/);
  });

  it("keeps the seed's e-wallet words and says the balance is the limit", () => {
    expect(
      validatePledgeAmounts({
        limits: LIMITS,
        shortAmountPence: 300_000,
        longAmountPence: 0,
        walletBalancePence: 200_000,
      }),
    ).toEqual([{ field: 'source', message: insufficientFundsMessage(200_000) }]);
    expect(insufficientFundsMessage(200_000)).toBe(
      `${PLEDGE_MESSAGES.insufficientFunds}. You can pledge up to £2,000.00 from it: your e-wallet balance.`,
    );
  });
});
