import { describe, expect, it } from 'vitest';
import { expectRefused, MINIMUMS, startFlow, walkToConditions } from './pledge.test-actor.ts';
import { input, LIMITS, shortOnlyProject } from './pledge.test-fixtures.ts';

describe('pledgeMachine: choosing', () => {
  it('opens on the source, with nothing chosen', () => {
    const { actor } = startFlow();

    const { value, context } = actor.getSnapshot();

    expect(value).toBe('source');
    expect(context).toMatchObject({
      source: undefined,
      investStrategy: undefined,
      term: undefined,
      pledgeId: undefined,
    });
  });

  it('advances each step only once it is satisfied', () => {
    const { actor } = startFlow();

    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'SELECT_SOURCE', source: 'BANK_TRANSFER' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('strategy');

    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'SELECT_STRATEGY', investStrategy: 'DEBT_SECURED' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('term');

    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'SELECT_TERM', term: 'SHORT' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('amount');
  });

  it('offers only the strategies the project offers for short term', () => {
    const { actor } = startFlow({ from: 'strategy' });

    // The mill offers DEBT and DEBT_SECURED short term; EQUITY only long term.
    expectRefused(actor, { type: 'SELECT_STRATEGY', investStrategy: 'EQUITY' });
    expectRefused(actor, { type: 'SELECT_STRATEGY', investStrategy: 'SHARIA' });
  });

  it('offers long term only with a strategy the project offers for it', () => {
    const { actor } = startFlow({ from: 'strategy' });
    actor.send({ type: 'SELECT_STRATEGY', investStrategy: 'DEBT_SECURED' });
    actor.send({ type: 'NEXT' });

    expectRefused(actor, { type: 'SELECT_TERM', term: 'LONG' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'SELECT_STRATEGY', investStrategy: 'DEBT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SELECT_TERM', term: 'LONG' });

    expect(actor.getSnapshot().context.term).toBe('LONG');
  });

  it('offers no long term when the project does not allow it', () => {
    const { actor } = startFlow({
      input: { ...input, project: shortOnlyProject },
      from: 'term',
      context: { investStrategy: 'DEBT' },
    });

    expectRefused(actor, { type: 'SELECT_TERM', term: 'LONG' });
  });

  it('asks for the term again when the strategy changes, not when the same one is chosen', () => {
    const { actor } = startFlow();
    walkToConditions(actor);
    for (let step = 0; step < 3; step += 1) actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('strategy');

    actor.send({ type: 'SELECT_STRATEGY', investStrategy: 'DEBT' });
    expect(actor.getSnapshot().context.term).toBe('SHORT');
    actor.send({ type: 'SELECT_STRATEGY', investStrategy: 'DEBT_SECURED' });
    expect(actor.getSnapshot().context.term).toBeUndefined();
    actor.send({ type: 'NEXT' });
    expectRefused(actor, { type: 'NEXT' });
  });

  it('advances the amount step only with a valid choice, keeping the amounts in pence', () => {
    const { actor } = startFlow({ from: 'amount', context: { source: 'E_WALLET', term: 'SHORT' } });

    expectRefused(actor, { type: 'NEXT' });
    expectRefused(actor, { type: 'NEXT', amounts: { ...MINIMUMS, shortOption: 'CUSTOM', shortCustomText: '999' } });
    // £20,001 is more than the £20,000 in the e-wallet.
    expectRefused(actor, { type: 'NEXT', amounts: { ...MINIMUMS, shortOption: 'CUSTOM', shortCustomText: '20001' } });
    actor.send({ type: 'NEXT', amounts: { ...MINIMUMS, shortOption: 'CUSTOM', shortCustomText: '£2,500' } });

    expect(actor.getSnapshot().value).toBe('conditions');
    expect(actor.getSnapshot().context).toMatchObject({
      shortOption: 'CUSTOM',
      shortAmountPence: 250_000,
      longAmountPence: 0,
    });
  });

  it('takes a long-term pledge through the statement, and back', () => {
    const { actor } = startFlow({ from: 'amount', context: { source: 'BANK_TRANSFER', term: 'LONG' } });

    actor.send({ type: 'NEXT', amounts: { ...MINIMUMS, longOption: 'REMAINING' } });
    // £1,000 short and £40,000 long differ by more than £10,000.
    expect(actor.getSnapshot().value).toBe('amount');
    actor.send({ type: 'NEXT', amounts: { ...MINIMUMS, longOption: 'CUSTOM', longCustomText: '11000' } });
    expect(actor.getSnapshot().value).toBe('statement');
    expect(actor.getSnapshot().context).toMatchObject({ shortAmountPence: 100_000, longAmountPence: 1_100_000 });

    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'SET_STATEMENT', accepted: true });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('conditions');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('statement');
  });

  it('goes back from the conditions to the amount for a short-term pledge', () => {
    const { actor } = startFlow();
    walkToConditions(actor);

    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'SET_CONDITIONS', accepted: true });
    actor.send({ type: 'SET_CONDITIONS', accepted: false });
    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'BACK' });

    expect(actor.getSnapshot().value).toBe('amount');
  });

  it('leaves the flow by the first Back, for the host to show the project page', () => {
    const { actor, leaveFlow } = startFlow();

    actor.send({ type: 'BACK' });

    expect(actor.getSnapshot().value).toBe('left');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'left' });
    expect(leaveFlow).toHaveBeenCalledOnce();
  });

  it('starts with the limits it is given', () => {
    const { actor } = startFlow();

    expect(actor.getSnapshot().context.limits).toEqual(LIMITS);
  });
});
