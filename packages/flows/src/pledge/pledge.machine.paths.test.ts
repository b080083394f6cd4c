import { describe, expect, it } from 'vitest';
import { PLEDGE_STATE_VALUES } from './pledge.snapshots.ts';
import { HANG, startFlow } from './pledge.test-actor.ts';
import { pledgePaths, serializeState, valueOf } from './pledge.test-paths.ts';

const isInitEvent = (event: { type: string }) => event.type === 'xstate.init';

describe('pledgeMachine paths', () => {
  const paths = pledgePaths();

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => valueOf(path.state)));

    expect([...reached].sort()).toEqual(PLEDGE_STATE_VALUES.map((value) => JSON.stringify(value)).sort());
  });

  it('never crashes', () => {
    expect(paths.filter((path) => path.state.status === 'error')).toEqual([]);
  });

  it('reaches success from the e-wallet without confirming a transfer, by bank transfer only by confirming it', () => {
    const toSuccess = paths.filter((path) => path.state.value === 'success');
    const bySource = (source: string) =>
      toSuccess
        .filter((path) => path.state.context.source === source)
        .reduce((best, path) => (path.steps.length < best.steps.length ? path : best));

    const fromWallet = bySource('E_WALLET').steps.map((step) => step.event.type);
    const byTransfer = bySource('BANK_TRANSFER').steps.map((step) => step.event.type);

    expect(fromWallet).not.toContain('SET_TRANSFER_CONFIRMED');
    expect(fromWallet.at(-1)).toBe('xstate.done.actor.finishPledge');
    expect(byTransfer.slice(-2)).toEqual(['SET_TRANSFER_CONFIRMED', 'NEXT']);
  });

  it('reaches the statement only for long term', () => {
    const atStatement = paths.filter((path) => path.state.value === 'statement');

    expect(atStatement.length).toBeGreaterThan(0);
    expect(atStatement.every((path) => path.state.context.term === 'LONG')).toBe(true);
  });

  // Shortest paths share their prefixes, so replaying the longest first checks every path's state at its step.
  it('replays every path on a running actor to the same state', { timeout: 60_000 }, () => {
    const checked = new Set<string>();
    for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
      if (checked.has(serializeState(path.state))) continue;
      // Calls never settle: only the events sent move the actor.
      const { actor } = startFlow({ start: [HANG], sms: [HANG], finish: [HANG] });
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
