import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { pledgeMachine } from './pledge.machine.ts';
import { pledgeSnapshotAt } from './pledge.snapshots.ts';
import { PLEDGE_STEP_ORDER, selectProgress, selectStep } from './pledge.steps.ts';
import { MINIMUMS } from './pledge.test-actor.ts';
import { input } from './pledge.test-fixtures.ts';
import { pledgePaths, type Event, type Snapshot } from './pledge.test-paths.ts';

const labels = (snapshot: Snapshot) => selectProgress(snapshot).steps.map((step) => step.label);

describe('the steps', () => {
  it('follow the machine’s states, all but the flow left', () => {
    expect(PLEDGE_STEP_ORDER).toEqual([
      'source',
      'strategy',
      'term',
      'amount',
      'statement',
      'conditions',
      'eSignature',
      'payment',
      'success',
    ]);
  });

  it('list the short-term steps once chosen, without the payment for the e-wallet', () => {
    const progress = selectProgress(pledgeSnapshotAt('amount', input, { source: 'E_WALLET', term: 'SHORT' }));

    expect(progress.steps.map((step) => step.label)).toEqual([
      'Source',
      'Strategy',
      'Term',
      'Amount',
      'Conditions',
      'eSignature',
      'Success',
    ]);
    expect(progress.steps.map((step) => step.status)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(progress.text).toBe('Step 4 of 7');
  });

  it('add the statement for long term and the payment for a bank transfer', () => {
    const progress = selectProgress(pledgeSnapshotAt('amount', input, { source: 'BANK_TRANSFER', term: 'LONG' }));

    expect(progress.steps.map((step) => step.label)).toEqual([
      'Source',
      'Strategy',
      'Term',
      'Amount',
      'Statement',
      'Conditions',
      'eSignature',
      'Payment',
      'Success',
    ]);
    expect(progress.text).toBe('Step 4 of 9');
  });

  it('leave out a step hanging on a choice, and the total, until the investor has gone past that choice', () => {
    // The term chosen on its own step may still change there.
    const atTerm = pledgeSnapshotAt('term', input, { source: 'BANK_TRANSFER', term: 'LONG' });

    expect(labels(atTerm)).not.toContain('Statement');
    expect(selectProgress(atTerm)).toMatchObject({ number: 3, total: undefined, text: 'Step 3' });
    expect(labels(pledgeSnapshotAt('source', input, { source: 'BANK_TRANSFER' }))).not.toContain('Payment');
    expect(labels(pledgeSnapshotAt('strategy', input, { source: 'BANK_TRANSFER' }))).toContain('Payment');
  });

  it('mark the payment current in each of its states, and the next step on the e-wallet’s', () => {
    const byTransfer = selectProgress(
      pledgeSnapshotAt({ payment: 'failed' }, input, { source: 'BANK_TRANSFER', term: 'LONG' }),
    );
    const fromWallet = selectProgress(pledgeSnapshotAt({ payment: 'failed' }, input, { source: 'E_WALLET' }));

    expect(byTransfer.steps.find((step) => step.status === 'current')?.id).toBe('payment');
    expect(byTransfer.text).toBe('Step 8 of 9');
    expect(fromWallet.steps.find((step) => step.status === 'current')).toBeUndefined();
    expect(fromWallet.text).toBe('Step 7 of 7');
  });

  it('count as the issue walked it: no longer “Step 2 of 7” after “Step 1 of 8”', () => {
    const actor = createActor(pledgeMachine, { input }).start();
    const texts = [selectProgress(actor.getSnapshot()).text];
    const send = (event: Event) => {
      actor.send(event);
      texts.push(selectProgress(actor.getSnapshot()).text);
    };
    send({ type: 'SELECT_SOURCE', source: 'BANK_TRANSFER' });
    send({ type: 'NEXT' });
    send({ type: 'SELECT_STRATEGY', investStrategy: 'DEBT' });
    send({ type: 'NEXT' });
    send({ type: 'SELECT_TERM', term: 'LONG' });
    send({ type: 'NEXT' });
    send({ type: 'NEXT', amounts: MINIMUMS });

    expect(texts).toEqual(['Step 1', 'Step 1', 'Step 2', 'Step 2', 'Step 3', 'Step 3', 'Step 4 of 9', 'Step 5 of 9']);
    actor.stop();
  });
});

describe('the count along every path', () => {
  const paths = pledgePaths();
  const moves = paths.flatMap((path) =>
    path.steps.slice(1).map((step, index) => ({ from: path.steps[index]!.state, event: step.event, to: step.state })),
  );
  // Back goes back by design; any other move, the investor's or the server's, goes forward or stays.
  const forward = moves.filter(({ event, to }) => event.type !== 'BACK' && selectStep(to) !== 'left');

  it('walks paths that change their choices on the way back', () => {
    expect(paths.length).toBeGreaterThan(100);
    expect(forward.length).toBeLessThan(moves.length);
  });

  it('never counts backwards going forward', () => {
    const backwards = forward.filter(({ from, to }) => selectProgress(to).number < selectProgress(from).number);

    expect(backwards.map(({ from, event }) => [from.value, event.type])).toEqual([]);
  });

  it('never changes a total once shown, going forward', () => {
    const changed = forward.filter(({ from, to }) => {
      const shown = selectProgress(from).total;
      return shown !== undefined && selectProgress(to).total !== shown;
    });

    expect(changed.map(({ from, event }) => [from.value, event.type])).toEqual([]);
  });

  it('shows the total from the amount step on', () => {
    const fromAmount = paths
      .map((path) => path.state)
      .filter((state) => PLEDGE_STEP_ORDER.indexOf(selectStep(state) as never) >= PLEDGE_STEP_ORDER.indexOf('amount'));

    expect(fromAmount.length).toBeGreaterThan(0);
    expect(fromAmount.filter((state) => selectProgress(state).total === undefined)).toEqual([]);
  });

  it('ends on the last step, having counted the steps that pledge passed', () => {
    const atSuccess = paths.map((path) => path.state).filter((state) => state.matches('success'));
    const expected = (state: Snapshot) =>
      7 + (state.context.term === 'LONG' ? 1 : 0) + (state.context.source === 'BANK_TRANSFER' ? 1 : 0);

    expect(atSuccess.length).toBeGreaterThanOrEqual(4);
    for (const state of atSuccess) {
      const { number, total } = selectProgress(state);
      expect([number, total]).toEqual([expected(state), expected(state)]);
    }
  });
});
