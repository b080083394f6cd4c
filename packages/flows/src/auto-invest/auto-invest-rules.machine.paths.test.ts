import { describe, expect, it } from 'vitest';
import { AUTO_INVEST_RULES_STATE_VALUES, exampleAutoInvest } from './auto-invest-rules.snapshots.ts';
import { HANG, startRules } from './auto-invest-rules.test-actor.ts';
import { autoInvestRulesPaths, serializeState } from './auto-invest-rules.test-paths.ts';
import type { AutoInvestRulesSnapshot } from './auto-invest-rules.selectors.ts';
import { selectRulesStep } from './auto-invest-rules.selectors.ts';

const isInitEvent = (event: { type: string }) => event.type === 'xstate.init';
const stepOf = (snapshot: unknown) => selectRulesStep(snapshot as AutoInvestRulesSnapshot);

describe('autoInvestRulesMachine paths', () => {
  const paths = autoInvestRulesPaths();

  it('reaches every state from no authority', () => {
    const reached = new Set(paths.map((path) => stepOf(path.state)));

    expect([...reached].sort()).toEqual([...AUTO_INVEST_RULES_STATE_VALUES].sort());
  });

  it('never crashes', () => {
    expect(paths.filter((path) => path.state.status === 'error')).toEqual([]);
  });

  it('is active only through the authority read, a signature and the code', () => {
    const signed = paths.filter((path) => path.state.context.outcome === 'signed');
    const events = signed[0]?.steps.map((step) => step.event.type) ?? [];

    expect(signed.length).toBeGreaterThan(0);
    expect(events).toEqual(
      expect.arrayContaining([
        'START',
        'AGREEMENT_READ',
        'SET_SIGNATURE',
        'SIGN',
        'SUBMIT_CODE',
        'xstate.done.actor.signAutoInvestAuthority',
      ]),
    );
  });

  it.each(['ACTIVE', 'PAUSED'] as const)('reaches every state of a current authority from %s', (state) => {
    const reached = new Set(autoInvestRulesPaths(exampleAutoInvest(state)).map((path) => stepOf(path.state)));

    expect([...reached]).toEqual(
      expect.arrayContaining([
        'active',
        'paused',
        'settingState',
        'changing.editing',
        'changing.saving',
        'ended',
        'none',
      ]),
    );
  });

  // Shortest paths share their prefixes, so replaying the longest first checks every path's state at its step.
  it('replays every path on a running actor to the same state', { timeout: 60_000 }, () => {
    const checked = new Set<string>();
    for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
      if (checked.has(serializeState(path.state))) continue;
      // Calls never settle: only the events sent move the actor.
      const { actor } = startRules({ start: [HANG], sms: [HANG], sign: [HANG], state: [HANG], update: [HANG] });
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
