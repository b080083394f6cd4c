import { describe, expect, it } from 'vitest';
import { RESALE_PURCHASE_STATE_VALUES } from './resale-purchase.snapshots.ts';
import { HANG, startPurchase } from './resale-purchase.test-actor.ts';
import { resalePurchasePaths, serializeState, valueOf } from './resale-purchase.test-paths.ts';

const isInitEvent = (event: { type: string }) => event.type === 'xstate.init';

describe('resalePurchaseMachine paths', () => {
  const paths = resalePurchasePaths();

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => valueOf(path.state)));

    expect([...reached].sort()).toEqual(RESALE_PURCHASE_STATE_VALUES.map((value) => JSON.stringify(value)).sort());
  });

  it('never crashes', () => {
    expect(paths.filter((path) => path.state.status === 'error')).toEqual([]);
  });

  it('reaches bought only through the assignment read, a signature and the code', () => {
    const toBought = paths.filter((path) => path.state.value === 'bought');
    const events = toBought[0]?.steps.map((step) => step.event.type) ?? [];

    expect(toBought.length).toBeGreaterThan(0);
    expect(toBought.every((path) => path.state.context.agreementRead)).toBe(true);
    expect(events).toEqual(
      expect.arrayContaining([
        'AGREEMENT_READ',
        'SET_SIGNATURE',
        'SIGN',
        'SUBMIT_CODE',
        'xstate.done.actor.finishResalePurchase',
      ]),
    );
  });

  it('never starts a purchase for an amount the rule refuses', () => {
    const started = paths.filter((path) => path.state.context.amountPence !== undefined);

    expect(started.every((path) => path.state.context.amountPence === 200_000)).toBe(true);
  });

  // Shortest paths share their prefixes, so replaying the longest first checks every path's state at its step.
  it('replays every path on a running actor to the same state', { timeout: 60_000 }, () => {
    const checked = new Set<string>();
    for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
      if (checked.has(serializeState(path.state))) continue;
      // Calls never settle: only the events sent move the actor.
      const { actor } = startPurchase({ start: [HANG], sms: [HANG], finish: [HANG] });
      for (const step of path.steps) {
        if (!isInitEvent(step.event)) actor.send(step.event);
        expect(serializeState(actor.getSnapshot())).toBe(serializeState(step.state));
        checked.add(serializeState(step.state));
      }
      actor.stop();
    }
    expect(checked.size).toBe(paths.length);
  });
});
