import { describe, expect, it } from 'vitest';
import {
  amountForOption,
  customAmountDigits,
  longTermLimits,
  parseCustomAmountPence,
  pledgeLimitsOf,
  projectPledgeLimits,
  resolvePledgeAmounts,
  shortTermLimits,
  validatePledgeAmountChoice,
  validatePledgeAmounts,
  validateSmsCode,
  validateTermAmount,
  type PledgeAmounts,
} from './pledge-amount.rules.ts';
import { LIMITS, longProject, SHORT_ONLY_LIMITS, shortOnlyProject } from './pledge.test-fixtures.ts';

const SHORT = shortTermLimits(LIMITS);

describe('customAmountDigits', () => {
  it('keeps the digits alone and removes leading zeros', () => {
    expect(customAmountDigits('£01,250')).toBe('1250');
    expect(customAmountDigits(' 2 500 ')).toBe('2500');
    expect(customAmountDigits('0050')).toBe('50');
  });

  it('keeps text with a decimal point as typed, never reading a pasted 250.50 as 25050 (issue 32)', () => {
    expect(customAmountDigits('250.50')).toBe('250.50');
    expect(customAmountDigits('250.')).toBe('250.');
  });

  it('answers empty for zeros, letters or nothing', () => {
    expect(customAmountDigits('000')).toBe('');
    expect(customAmountDigits('abc')).toBe('');
    expect(customAmountDigits('')).toBe('');
  });
});

describe('parseCustomAmountPence', () => {
  it('reads whole pounds into pence', () => {
    expect(parseCustomAmountPence('£1,250')).toBe(125_000);
    expect(parseCustomAmountPence('0007')).toBe(700);
  });

  it('reads whole pounds written with zero pence, and no amount from text with pence', () => {
    expect(parseCustomAmountPence('£1,000.00')).toBe(100_000);
    expect(parseCustomAmountPence('250.')).toBe(25_000);
    expect(parseCustomAmountPence('250.50')).toBeUndefined();
  });

  it('answers undefined when no amount was typed', () => {
    expect(parseCustomAmountPence('')).toBeUndefined();
    expect(parseCustomAmountPence('0')).toBeUndefined();
    expect(parseCustomAmountPence('£')).toBeUndefined();
  });

  it('refuses an amount too large to count in pence exactly', () => {
    // The contract's largest pence is 9,007,199,254,740,991.
    expect(parseCustomAmountPence('90071992547409')).toBe(9_007_199_254_740_900);
    expect(parseCustomAmountPence('90071992547410')).toBeUndefined();
    expect(parseCustomAmountPence('1'.repeat(30))).toBeUndefined();
  });
});

describe('amountForOption', () => {
  it('answers the minimum, the remaining amount or the custom amount', () => {
    expect(amountForOption('MINIMUM', SHORT, '999')).toBe(100_000);
    expect(amountForOption('REMAINING', SHORT, '999')).toBe(5_000_000);
    expect(amountForOption('CUSTOM', SHORT, '2,500')).toBe(250_000);
    expect(amountForOption('CUSTOM', SHORT, '')).toBeUndefined();
  });
});

describe('validateTermAmount', () => {
  it('requires an amount above zero', () => {
    expect(validateTermAmount(undefined, SHORT)).toBe('Field is required');
    expect(validateTermAmount(0, SHORT)).toBe('Field is required');
  });

  it('accepts the minimum and the remaining amount themselves', () => {
    expect(validateTermAmount(100_000, SHORT)).toBeUndefined();
    expect(validateTermAmount(5_000_000, SHORT)).toBeUndefined();
  });

  it('refuses a penny below the minimum and a penny above the remaining amount', () => {
    expect(validateTermAmount(99_999, SHORT)).toBe('Custom Amount shall be more than the Pledge Minimum');
    expect(validateTermAmount(5_000_001, SHORT)).toBe('Custom Amount shall be less than the Remaining Amount');
  });

  it('refuses above the maximum when the investor may pledge less than remains', () => {
    const capped = { ...SHORT, maximumPence: 300_000 };

    expect(validateTermAmount(300_000, capped)).toBeUndefined();
    expect(validateTermAmount(300_100, capped)).toBe('Custom Amount shall be less than the Remaining Amount');
  });
});

describe('validatePledgeAmounts', () => {
  const shortFromWallet: PledgeAmounts = {
    limits: LIMITS,
    shortAmountPence: 100_000,
    longAmountPence: 0,
    walletBalancePence: 2_000_000,
  };
  const long: PledgeAmounts = { ...shortFromWallet, longAmountPence: 300_000 };

  it('accepts a short-term pledge within its limits and the balance', () => {
    expect(validatePledgeAmounts(shortFromWallet)).toEqual([]);
  });

  it('reads a long amount above 0 as a long-term pledge, and 0 as short term only', () => {
    expect(validatePledgeAmounts({ ...shortFromWallet, longAmountPence: 0 })).toEqual([]);
    expect(validatePledgeAmounts({ ...shortFromWallet, longAmountPence: 99_999 })).toEqual([
      { field: 'longAmountPence', message: 'Custom Amount shall be more than the Pledge Minimum' },
    ]);
  });

  it('answers each term under its own field', () => {
    expect(validatePledgeAmounts({ ...long, shortAmountPence: 0, longAmountPence: 4_100_000 })).toEqual([
      { field: 'shortAmountPence', message: 'Field is required' },
      { field: 'longAmountPence', message: 'Custom Amount shall be less than the Remaining Amount' },
    ]);
  });

  it('requires a long amount for a long-term pledge', () => {
    expect(validatePledgeAmounts({ ...long, longAmountPence: undefined })).toEqual([
      { field: 'longAmountPence', message: 'Field is required' },
    ]);
  });

  it('refuses any long amount for a project without a long term', () => {
    expect(validatePledgeAmounts({ ...long, limits: SHORT_ONLY_LIMITS })).toEqual([
      { field: 'longAmountPence', message: 'Custom Amount shall be less than the Remaining Amount' },
    ]);
  });

  it('lets short and long differ by £10,000.00 exactly, not a penny more', () => {
    // £1,000 short, £11,000 long: £10,000 apart; £11,000.01 long: £10,000.01 apart.
    const apart = { ...long, walletBalancePence: 5_000_000, shortAmountPence: 100_000 };

    expect(validatePledgeAmounts({ ...apart, longAmountPence: 1_100_000 })).toEqual([]);
    expect(validatePledgeAmounts({ ...apart, longAmountPence: 1_100_001 })).toEqual([
      { field: 'longAmountPence', message: 'Long-term and short-term amounts may differ by at most £10,000.00' },
    ]);
    // The other way round: £12,000 short, £1,000 long is £11,000 apart.
    expect(validatePledgeAmounts({ ...apart, shortAmountPence: 1_200_000, longAmountPence: 100_000 })).toEqual([
      { field: 'longAmountPence', message: 'Long-term and short-term amounts may differ by at most £10,000.00' },
    ]);
  });

  it('asks the e-wallet to cover short and long together', () => {
    // £20,000 balance: £12,000 + £8,000 fits; £12,000 + £8,000.01 does not.
    const both = { ...long, shortAmountPence: 1_200_000 };

    expect(validatePledgeAmounts({ ...both, longAmountPence: 800_000 })).toEqual([]);
    expect(validatePledgeAmounts({ ...both, longAmountPence: 800_001 })).toEqual([
      {
        field: 'source',
        message:
          'The e-wallet has insufficient funds for the pledge. You can pledge up to £20,000.00 from it: your e-wallet balance.',
      },
    ]);
  });

  it('refuses a short amount above the balance from the e-wallet, and applies no balance rule without one', () => {
    const beyondBalance = { ...shortFromWallet, shortAmountPence: 2_000_100 };

    expect(validatePledgeAmounts(beyondBalance)).toEqual([
      { field: 'source', message: expect.stringMatching(/^The e-wallet has insufficient funds for the pledge\. /) },
    ]);
    expect(validatePledgeAmounts({ ...beyondBalance, walletBalancePence: undefined })).toEqual([]);
  });
});

describe('validatePledgeAmountChoice', () => {
  const step = { limits: LIMITS, term: 'SHORT', source: 'E_WALLET', eWalletBalancePence: 2_000_000 } as const;
  const choice = { shortOption: 'CUSTOM', shortCustomText: '', longOption: 'MINIMUM', longCustomText: '' } as const;

  it('asks for the custom amount when it is the option', () => {
    expect(validatePledgeAmountChoice(choice, step)).toEqual([
      { field: 'shortAmountPence', message: 'Field is required' },
    ]);
  });

  it('asks for an amount on each term whose option is not chosen, none being chosen for the investor', () => {
    const none = { shortOption: undefined, shortCustomText: '', longOption: undefined, longCustomText: '' };

    expect(validatePledgeAmountChoice(none, step)).toEqual([
      { field: 'shortAmountPence', message: 'Choose an amount to pledge' },
    ]);
    expect(validatePledgeAmountChoice({ ...none, shortOption: 'MINIMUM' }, { ...step, term: 'LONG' })).toEqual([
      { field: 'longAmountPence', message: 'Choose an amount to pledge' },
    ]);
  });

  it('judges the custom amount typed in pounds', () => {
    expect(validatePledgeAmountChoice({ ...choice, shortCustomText: '999' }, step)).toEqual([
      { field: 'shortAmountPence', message: 'Custom Amount shall be more than the Pledge Minimum' },
    ]);
    expect(validatePledgeAmountChoice({ ...choice, shortCustomText: '£1,000' }, step)).toEqual([]);
    expect(validatePledgeAmountChoice({ ...choice, shortCustomText: '1 000' }, step)).toEqual([]);
  });

  it('refuses pence, saying whole pounds are wanted, rather than multiplying 250.50 by 100 (issue 32)', () => {
    const pence = [{ field: 'shortAmountPence', message: 'Incorrect amount. Enter whole pounds, without pence' }];

    expect(validatePledgeAmountChoice({ ...choice, shortCustomText: '1250.50' }, step)).toEqual(pence);
    expect(validatePledgeAmountChoice({ ...choice, shortCustomText: '.5' }, step)).toEqual(pence);
    expect(validatePledgeAmountChoice({ ...choice, shortCustomText: '1,250.00' }, step)).toEqual([]);
    const long = { ...choice, shortCustomText: '1000', longOption: 'CUSTOM', longCustomText: '1000.01' } as const;
    expect(validatePledgeAmountChoice(long, { ...step, term: 'LONG' })).toEqual([
      { field: 'longAmountPence', message: pence[0]!.message },
    ]);
  });

  it('offers as remaining what the balance can pay: £50,000 left, £20,000 in the e-wallet (issue 32 §2)', () => {
    const remaining = { ...choice, shortOption: 'REMAINING' } as const;

    expect(validatePledgeAmountChoice(remaining, step)).toEqual([]);
    expect(validatePledgeAmountChoice({ ...choice, shortCustomText: '20001' }, step)).toEqual([
      { field: 'source', message: expect.stringMatching(/insufficient funds.*£20,000\.00 from it/) },
    ]);
    expect(validatePledgeAmountChoice(remaining, { ...step, source: 'BANK_TRANSFER' })).toEqual([]);
  });
});

describe('resolvePledgeAmounts', () => {
  const choice = { shortOption: 'MINIMUM', shortCustomText: '', longOption: 'CUSTOM', longCustomText: '2500' } as const;

  it('answers a long amount of 0 for a short-term pledge', () => {
    expect(resolvePledgeAmounts(choice, LIMITS, 'SHORT')).toEqual({ shortAmountPence: 100_000, longAmountPence: 0 });
  });

  it('answers both amounts for a long-term pledge', () => {
    expect(resolvePledgeAmounts(choice, LIMITS, 'LONG')).toEqual({
      shortAmountPence: 100_000,
      longAmountPence: 250_000,
    });
  });

  it('answers no long amount when the project has no long term', () => {
    expect(longTermLimits(SHORT_ONLY_LIMITS)).toBeUndefined();
    expect(resolvePledgeAmounts(choice, SHORT_ONLY_LIMITS, 'LONG').longAmountPence).toBeUndefined();
  });
});

describe('validateSmsCode', () => {
  it('requires the code, and leaves whether it is right to the server', () => {
    expect(validateSmsCode('')).toBe('Field is required');
    expect(validateSmsCode('   ')).toBe('Field is required');
    expect(validateSmsCode(undefined)).toBe('Field is required');
    expect(validateSmsCode('12')).toBeUndefined();
  });
});

describe('pledgeLimitsOf', () => {
  it('leaves the target less what is held, from the minimum up to it', () => {
    expect(
      pledgeLimitsOf(
        { targetPence: 6_000_000, fundedPence: 1_000_000, minimumPence: 100_000 },
        { targetPence: 5_000_000, fundedPence: 1_000_000, minimumPence: 100_000 },
      ),
    ).toEqual(LIMITS);
  });

  it('lowers the minimum to the last slice, so the target can be reached, and never leaves less than nothing', () => {
    const limits = pledgeLimitsOf(
      { targetPence: 1_000_000, fundedPence: 950_000, minimumPence: 100_000 },
      { targetPence: 1_000_000, fundedPence: 1_200_000, minimumPence: 100_000 },
    );
    expect([limits.shortMinimumPence, limits.shortMaximumPence, limits.shortRemainingPence]).toEqual([
      50_000, 50_000, 50_000,
    ]);
    expect([limits.longMinimumPence, limits.longMaximumPence, limits.longRemainingPence]).toEqual([0, 0, 0]);
  });

  it('has no long-term limits without a long term', () => {
    expect(pledgeLimitsOf({ targetPence: 6_000_000, fundedPence: 1_000_000, minimumPence: 100_000 }, null)).toEqual(
      SHORT_ONLY_LIMITS,
    );
  });
});

describe('projectPledgeLimits', () => {
  it("reads a project's targets, funded sums and minimums", () => {
    const project = {
      ...longProject,
      shortFundingTargetPence: 6_000_000,
      shortFundedSumPence: 1_000_000,
      shortFundingMinimumPence: 100_000,
      longFundingTargetPence: 5_000_000,
      longFundedSumPence: 1_000_000,
      longFundingMinimumPence: 100_000,
    };
    expect(projectPledgeLimits(project)).toEqual(LIMITS);
    expect(projectPledgeLimits({ ...project, allowLongTerm: false })).toEqual(SHORT_ONLY_LIMITS);
    expect(projectPledgeLimits({ ...shortOnlyProject, longFundingTargetPence: null }).longMaximumPence).toBeNull();
  });
});
