import { describe, expect, it } from 'vitest';
import { amountChoiceErrors, isPaidAtOnce, offeredSources } from './pledge.context.ts';
import { insufficientIsaFundsMessage, pledgeMaximum, pledgeMaximumMessage } from './pledge-maximum.ts';
import { validatePledgeAmounts } from './pledge-amount.rules.ts';
import { input, LIMITS } from './pledge.test-fixtures.ts';
import { expectRefused, startFlow } from './pledge.test-actor.ts';

// Pledging from the Innovative Finance ISA (issue 35): offered only to an investor who has one, its cash a ceiling
// like the e-wallet's balance, paid as the pledge is finished.
describe('the ISA as a pledge source', () => {
  it('is offered only when the investor has an ISA', () => {
    expect(offeredSources({ isaBalancePence: undefined })).toEqual(['E_WALLET', 'BANK_TRANSFER']);
    expect(offeredSources({ isaBalancePence: 0 })).toEqual(['E_WALLET', 'ISA', 'BANK_TRANSFER']);
  });

  it('cannot be chosen without an ISA, and can with one', () => {
    const without = startFlow();
    expectRefused(without.actor, { type: 'SELECT_SOURCE', source: 'ISA' });
    const withIsa = startFlow({ input: { ...input, isaBalancePence: 500_000 } });
    withIsa.actor.send({ type: 'SELECT_SOURCE', source: 'ISA' });
    expect(withIsa.actor.getSnapshot().context.source).toBe('ISA');
  });

  it('is paid at once, as the e-wallet is; a bank transfer waits', () => {
    expect(isPaidAtOnce('ISA')).toBe(true);
    expect(isPaidAtOnce('E_WALLET')).toBe(true);
    expect(isPaidAtOnce('BANK_TRANSFER')).toBe(false);
  });

  it("refuses more than the ISA's cash under `source`, saying what it holds", () => {
    expect(
      validatePledgeAmounts({
        limits: LIMITS,
        shortAmountPence: 200_000,
        longAmountPence: 0,
        isaBalancePence: 150_000,
      }),
    ).toEqual([{ field: 'source', message: insufficientIsaFundsMessage(150_000) }]);
    expect(insufficientIsaFundsMessage(150_000)).toBe(
      'Your Innovative Finance ISA has insufficient cash for the pledge. You can pledge up to £1,500.00 from it: the cash in your Innovative Finance ISA.',
    );
  });

  it("warns at the amount step from the ISA's cash, not the e-wallet's", () => {
    const context = { limits: LIMITS, term: 'SHORT' as const, source: 'ISA' as const, eWalletBalancePence: 9_000_000 };
    const choice = {
      shortOption: 'CUSTOM' as const,
      shortCustomText: '2000',
      longOption: undefined,
      longCustomText: '',
    };
    expect(amountChoiceErrors({ ...context, isaBalancePence: 150_000 }, choice)).toEqual([
      { field: 'source', message: insufficientIsaFundsMessage(150_000) },
    ]);
    expect(amountChoiceErrors({ ...context, isaBalancePence: 300_000 }, choice)).toEqual([]);
  });

  it("names the ISA's cash when it is the ceiling that binds", () => {
    const maximum = pledgeMaximum({ remainingPence: 5_000_000, isaBalancePence: 120_000 });
    expect(maximum).toEqual({ maximumPence: 120_000, binding: 'ISA' });
    expect(pledgeMaximumMessage(maximum)).toBe(
      'You can pledge up to £1,200.00 now: the cash in your Innovative Finance ISA.',
    );
  });
});
