import { describe, expect, it } from 'vitest';
import { amountChoiceErrors, EVERYDAY_LIMIT_FIELD } from './pledge.context.ts';
import { overEverydayLimitMessage } from './pledge-maximum.ts';
import { LIMITS } from './pledge.test-fixtures.ts';

// The amount step of an everyday investor (issue 24 §4): both terms together against what is left of their limit.
describe('the everyday limit at the amount step', () => {
  const context = {
    limits: LIMITS,
    term: 'LONG' as const,
    source: 'BANK_TRANSFER' as const,
    eWalletBalancePence: 0,
    everydayLimit: { limitPence: 250_000, usedPence: 50_000, leftPence: 200_000 },
  };
  const custom = (short: string, long: string) => ({
    shortOption: 'CUSTOM' as const,
    shortCustomText: short,
    longOption: 'CUSTOM' as const,
    longCustomText: long,
  });

  it('lets through a pledge up to what is left', () => {
    expect(amountChoiceErrors(context, custom('1000', '1000'))).toEqual([]);
  });

  it('refuses above it, both terms counted, saying the limit and what is left', () => {
    expect(amountChoiceErrors(context, custom('1000', '1001'))).toEqual([
      {
        field: EVERYDAY_LIMIT_FIELD,
        message: overEverydayLimitMessage({ amount: 200_100, limit: 250_000, left: 200_000 }),
      },
    ]);
  });

  it('leaves every other investor to the amount rules alone', () => {
    expect(amountChoiceErrors({ ...context, everydayLimit: undefined }, custom('1000', '1001'))).toEqual([]);
  });
});
