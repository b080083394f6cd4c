import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AutoInvestRulesEvent } from './auto-invest-rules.context.ts';
import { autoInvestRulesMachine } from './auto-invest-rules.machine.ts';
import {
  selectAuthority,
  selectFormRules,
  selectRulesCanSign,
  selectRulesIsBusy,
  selectRulesIsCodeDialogOpen,
  selectRulesStep,
} from './auto-invest-rules.selectors.ts';
import {
  AUTO_INVEST_RULES_STATE_VALUES,
  autoInvestRulesSnapshotAt,
  EXAMPLE_AUTO_INVEST_RULES,
  exampleAutoInvest,
  type AutoInvestRulesStateValue,
} from './auto-invest-rules.snapshots.ts';

/** A story's way in: the snapshot given to the screen, whose actor starts from it without calling anything. */
describe('every rules state can be resolved for a story', () => {
  it.each(AUTO_INVEST_RULES_STATE_VALUES)('%s', (value) => {
    const snapshot = autoInvestRulesSnapshotAt(value);

    const actor = createActor(autoInvestRulesMachine, {
      snapshot,
      input: { autoInvest: exampleAutoInvest(null) },
    }).start();

    expect(selectRulesStep(snapshot)).toBe(value);
    expect(snapshot.status).toBe('active');
    expect(selectRulesStep(actor.getSnapshot())).toBe(value);
    actor.stop();
  });

  it('tags the states that wait for the server as busy, and the code dialog as open', () => {
    const tagged = (select: typeof selectRulesIsBusy) =>
      AUTO_INVEST_RULES_STATE_VALUES.filter((value) => select(autoInvestRulesSnapshotAt(value)));

    expect(tagged(selectRulesIsBusy)).toEqual([
      'starting',
      'sendingCode',
      'submitting',
      'settingState',
      'changing.saving',
    ]);
    expect(tagged(selectRulesIsCodeDialogOpen)).toEqual(['sendingCode', 'submitting']);
    expect(selectRulesIsCodeDialogOpen(autoInvestRulesSnapshotAt('signing', { codeSent: true }))).toBe(true);
  });

  it('gives each state what it shows', () => {
    expect(selectAuthority(autoInvestRulesSnapshotAt('none'))).toBeNull();
    expect(selectAuthority(autoInvestRulesSnapshotAt('paused'))?.state).toBe('PAUSED');
    expect(selectAuthority(autoInvestRulesSnapshotAt('ended'))?.state).toBe('ENDED');
    expect(selectFormRules(autoInvestRulesSnapshotAt('none'))).toBeUndefined();
    expect(selectFormRules(autoInvestRulesSnapshotAt('changing.editing'))).toEqual(EXAMPLE_AUTO_INVEST_RULES);
    expect(autoInvestRulesSnapshotAt('reading').context.started?.agreementText).toContain('KSA-000008');
    expect(selectRulesCanSign(autoInvestRulesSnapshotAt('signing'))).toBe(false);
    expect(selectRulesCanSign(autoInvestRulesSnapshotAt('signing', { signatures: { DRAW: 'data:,' } }))).toBe(true);
  });
});

// Moves each state must refuse: the snapshot stays the very same object.
const FORBIDDEN: ReadonlyArray<readonly [AutoInvestRulesStateValue, AutoInvestRulesEvent[]]> = [
  ['none', [{ type: 'PAUSE' }, { type: 'END' }, { type: 'SIGN' }, { type: 'SUBMIT_CODE', code: '123456' }]],
  ['starting', [{ type: 'START', rules: EXAMPLE_AUTO_INVEST_RULES }, { type: 'BACK' }, { type: 'NEXT' }]],
  ['reading', [{ type: 'NEXT' }, { type: 'SIGN' }, { type: 'PAUSE' }]],
  ['signing', [{ type: 'SIGN' }, { type: 'SUBMIT_CODE', code: '123456' }, { type: 'END' }]],
  ['sendingCode', [{ type: 'SUBMIT_CODE', code: '123456' }, { type: 'BACK' }, { type: 'SIGN' }]],
  ['submitting', [{ type: 'BACK' }, { type: 'SUBMIT_CODE', code: '123456' }, { type: 'CLOSE_CODE_DIALOG' }]],
  ['active', [{ type: 'RESUME' }, { type: 'START', rules: EXAMPLE_AUTO_INVEST_RULES }, { type: 'NEW_RULES' }]],
  ['paused', [{ type: 'PAUSE' }, { type: 'START', rules: EXAMPLE_AUTO_INVEST_RULES }, { type: 'NEW_RULES' }]],
  ['settingState', [{ type: 'PAUSE' }, { type: 'END' }, { type: 'CHANGE' }]],
  ['changing.editing', [{ type: 'PAUSE' }, { type: 'END' }, { type: 'START', rules: EXAMPLE_AUTO_INVEST_RULES }]],
  ['changing.saving', [{ type: 'CANCEL' }, { type: 'SAVE', rules: EXAMPLE_AUTO_INVEST_RULES }, { type: 'END' }]],
  ['ended', [{ type: 'RESUME' }, { type: 'PAUSE' }, { type: 'CHANGE' }, { type: 'END' }]],
];

describe('forbidden moves leave the snapshot unchanged', () => {
  it.each(FORBIDDEN)('%s', (value, events) => {
    const actor = createActor(autoInvestRulesMachine, {
      snapshot: autoInvestRulesSnapshotAt(value),
      input: { autoInvest: exampleAutoInvest(null) },
    }).start();
    for (const event of events) {
      const before = actor.getSnapshot();

      actor.send(event);

      expect(actor.getSnapshot(), event.type).toBe(before);
    }
    actor.stop();
  });
});
