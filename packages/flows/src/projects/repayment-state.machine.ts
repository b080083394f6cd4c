import { repaymentStates, type RepaymentState } from '@keystone/api';
import { setup, transition, type SnapshotFrom } from 'xstate';
import {
  ADMIN_REPAYMENT_CHANGES,
  SYSTEM_REPAYMENT_CHANGES,
  SYSTEM_REPAYMENT_EVENTS,
  type SystemRepaymentEvent,
} from './repayment-state.transitions.ts';

/** An admin's move (`CHANGE_REPAYMENT_STATE`, with its reason checked by the rules), or one the server makes. */
export type RepaymentStateEvent =
  { type: 'CHANGE_REPAYMENT_STATE'; state: RepaymentState } | { type: SystemRepaymentEvent };

type StateParams = { state: RepaymentState };

function adminChanges(from: RepaymentState) {
  return ADMIN_REPAYMENT_CHANGES[from].map((to) => ({
    guard: { type: 'isChosenState', params: { state: to } } as const,
    target: `#repaymentState.${to}`,
  }));
}

function systemChanges(from: RepaymentState) {
  const on: Partial<Record<SystemRepaymentEvent, unknown>> = {};
  for (const event of SYSTEM_REPAYMENT_EVENTS) {
    const change = SYSTEM_REPAYMENT_CHANGES[event];
    if (change.from === from) on[event] = { target: `#repaymentState.${change.to}` };
  }
  return on;
}

// One state per repayment state, named as the contract names it, so `snapshot.value` is the project's state.
const states = Object.fromEntries(
  repaymentStates.map((state) => {
    const admin = adminChanges(state);
    const on = { ...systemChanges(state), ...(admin.length > 0 ? { CHANGE_REPAYMENT_STATE: admin } : {}) };
    const final = ADMIN_REPAYMENT_CHANGES[state].length === 0 && Object.keys(on).length === 0;
    return [state, final ? { type: 'final' as const } : { on }];
  }),
);

/**
 * A funded loan's repayment (issue 34 §3): exactly the moves of `ADMIN_REPAYMENT_CHANGES` and
 * `SYSTEM_REPAYMENT_CHANGES`; any other event leaves the snapshot as it was. Every loan starts ON_TIME; an existing
 * one is restored with `repaymentStateSnapshot`.
 */
export const repaymentStateMachine = setup({
  types: { events: {} as RepaymentStateEvent },
  guards: {
    isChosenState: ({ event }, { state }: StateParams) =>
      event.type === 'CHANGE_REPAYMENT_STATE' && event.state === state,
  },
}).createMachine({
  id: 'repaymentState',
  initial: 'ON_TIME',
  states: states as Record<RepaymentState, object>,
});

export type RepaymentStateSnapshot = SnapshotFrom<typeof repaymentStateMachine>;

/** The snapshot of a project already in `state` (as the server reads it from the database). */
export function repaymentStateSnapshot(state: RepaymentState): RepaymentStateSnapshot {
  return repaymentStateMachine.resolveState({ value: state });
}

/** The state after `event`, or `undefined` when the event is not a permitted move from `state`. */
export function nextRepaymentState(state: RepaymentState, event: RepaymentStateEvent): RepaymentState | undefined {
  const before = repaymentStateSnapshot(state);
  if (!before.can(event)) return undefined;
  const [after] = transition(repaymentStateMachine, before, event);
  return after.value as RepaymentState;
}
