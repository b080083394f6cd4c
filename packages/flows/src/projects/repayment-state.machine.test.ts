import { repaymentStates, type RepaymentState } from '@keystone/api';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  nextRepaymentState,
  repaymentStateMachine,
  repaymentStateSnapshot,
  type RepaymentStateEvent,
} from './repayment-state.machine.ts';
import {
  ADMIN_REPAYMENT_CHANGES,
  allowedRepaymentChanges,
  canRecordRecovery,
  isRepaymentClosed,
  SYSTEM_REPAYMENT_CHANGES,
  SYSTEM_REPAYMENT_EVENTS,
} from './repayment-state.transitions.ts';
import { REPAYMENT_STATE_LABELS, REPAYMENT_STATE_NEXT_STEPS } from './repayment-state-labels.ts';

const ADMIN_EVENTS: RepaymentStateEvent[] = repaymentStates.map((state) => ({ type: 'CHANGE_REPAYMENT_STATE', state }));
const ALL_EVENTS: RepaymentStateEvent[] = [...ADMIN_EVENTS, ...SYSTEM_REPAYMENT_EVENTS.map((type) => ({ type }))];

describe('repaymentStateMachine', () => {
  it('starts every loan ON_TIME', () => {
    const actor = createActor(repaymentStateMachine).start();
    expect(actor.getSnapshot().value).toBe('ON_TIME');
    actor.stop();
  });

  it('reaches every state', () => {
    const paths = getShortestPaths(repaymentStateMachine, { events: ALL_EVENTS });
    expect(paths.map((path) => String(path.state.value)).sort()).toEqual([...repaymentStates].sort());
  });

  it('walks late, default, recovery and a write-off on a running actor', () => {
    const actor = createActor(repaymentStateMachine).start();
    const steps: Array<[RepaymentStateEvent, RepaymentState]> = [
      [{ type: 'SYSTEM_PAYMENT_OVERDUE' }, 'LATE'],
      [{ type: 'CHANGE_REPAYMENT_STATE', state: 'IN_DEFAULT' }, 'IN_DEFAULT'],
      [{ type: 'CHANGE_REPAYMENT_STATE', state: 'IN_RECOVERY' }, 'IN_RECOVERY'],
      [{ type: 'CHANGE_REPAYMENT_STATE', state: 'CLOSED_WRITTEN_OFF' }, 'CLOSED_WRITTEN_OFF'],
    ];
    for (const [event, state] of steps) {
      actor.send(event);
      expect(actor.getSnapshot().value).toBe(state);
    }
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('closes as recovered only by the system, once everything owed is repaid', () => {
    expect(nextRepaymentState('IN_RECOVERY', { type: 'SYSTEM_ALL_RECOVERED' })).toBe('CLOSED_RECOVERED');
    expect(nextRepaymentState('IN_RECOVERY', { type: 'CHANGE_REPAYMENT_STATE', state: 'CLOSED_RECOVERED' })).toBe(
      undefined,
    );
  });

  // Every state × every event: the machine moves exactly where the tables say, and otherwise not at all.
  describe.each(repaymentStates)('from %s', (from) => {
    it.each(ALL_EVENTS.map((event) => [JSON.stringify(event), event] as const))('%s', (_, event) => {
      const expected =
        event.type === 'CHANGE_REPAYMENT_STATE'
          ? ADMIN_REPAYMENT_CHANGES[from].includes(event.state)
            ? event.state
            : undefined
          : SYSTEM_REPAYMENT_CHANGES[event.type].from === from
            ? SYSTEM_REPAYMENT_CHANGES[event.type].to
            : undefined;
      expect(nextRepaymentState(from, event)).toBe(expected);
      const actor = createActor(repaymentStateMachine, { snapshot: repaymentStateSnapshot(from) }).start();
      actor.send(event);
      expect(actor.getSnapshot().value).toBe(expected ?? from);
      actor.stop();
    });
  });
});

describe('the repayment tables', () => {
  it('lets an admin move only along the documented table', () => {
    expect(Object.fromEntries(repaymentStates.map((state) => [state, allowedRepaymentChanges(state)]))).toEqual({
      ON_TIME: ['LATE', 'IN_DEFAULT'],
      LATE: ['ON_TIME', 'IN_DEFAULT'],
      IN_DEFAULT: ['ON_TIME', 'IN_RECOVERY'],
      IN_RECOVERY: ['CLOSED_WRITTEN_OFF'],
      CLOSED_RECOVERED: [],
      CLOSED_WRITTEN_OFF: [],
    });
  });

  it('records recoveries only in recovery, and closes two states', () => {
    expect(repaymentStates.filter(canRecordRecovery)).toEqual(['IN_RECOVERY']);
    expect(repaymentStates.filter(isRepaymentClosed)).toEqual(['CLOSED_RECOVERED', 'CLOSED_WRITTEN_OFF']);
  });

  it('has a label and next steps for every state, none offering an incentive', () => {
    for (const state of repaymentStates) {
      expect(REPAYMENT_STATE_LABELS[state]).not.toBe('');
      expect(REPAYMENT_STATE_NEXT_STEPS[state]).not.toMatch(/bonus|reward|offer|invest (more|now)|opportunit/i);
    }
  });
});
