import type { ProjectAllocationState, ProjectAutoInvest } from '@keystone/api';
import { assign, setup, type SnapshotFrom } from 'xstate';

// A project's auto-invest allocation (issue 38 §2), one state per `ProjectAllocationState` in camelCase: WAITING until
// the project opens for pledges (the admin may set its share then), ALLOCATING while the share kept for
// auto-investors is invested in each of them in turn, FINISHED once every allocation is decided and what they did not
// take is open to everyone (at once, for a project opened with a share of 0). Its events are what the server answers
// (`getProjectAutoInvest`, `updateProjectAutoInvest`): the admin's card moves with it and asks it whether the share
// may still change, so neither restates the rule.

/** The machine's states, the contract's states in camelCase. */
export type ProjectAllocationMachineState = 'waiting' | 'allocating' | 'finished';

const STATE_OF = {
  WAITING: 'waiting',
  ALLOCATING: 'allocating',
  FINISHED: 'finished',
} as const satisfies Record<ProjectAllocationState, ProjectAllocationMachineState>;

/** The machine's state for a contract state: `ALLOCATING` is `allocating`. */
export function projectAllocationStateOf(state: ProjectAllocationState): ProjectAllocationMachineState {
  return STATE_OF[state];
}

export interface ProjectAllocationContext {
  /** The server's last answer about the project's auto-invest. */
  answer: ProjectAutoInvest;
}

export interface ProjectAllocationInput {
  answer: ProjectAutoInvest;
}

export type ProjectAllocationEvent =
  /** The server answered the project's auto-invest again (a read, or a poll while it allocates). */
  | { type: 'ANSWERED'; answer: ProjectAutoInvest }
  /** The admin's new share was saved: the server's answer to it. */
  | { type: 'SHARE_SET'; answer: ProjectAutoInvest };

const answered = (state: ProjectAllocationState) => ({
  guard: ({ event }: { event: ProjectAllocationEvent }) => event.answer.state === state,
  actions: 'keepAnswer' as const,
});

/**
 * A project's allocation, from WAITING: an answer that says it opened moves it to ALLOCATING (or straight to
 * FINISHED, with a share of 0), one that says it finished to FINISHED; an answer of the state it is in keeps the
 * newer figures. The share may be set only while WAITING. A state is never left backwards: an older answer that
 * comes late is ignored. An existing project is restored with `projectAllocationSnapshot`.
 */
export const projectAllocationMachine = setup({
  types: {
    context: {} as ProjectAllocationContext,
    events: {} as ProjectAllocationEvent,
    input: {} as ProjectAllocationInput,
  },
  actions: {
    keepAnswer: assign(({ event }) => ({ answer: event.answer })),
  },
}).createMachine({
  id: 'projectAllocation',
  context: ({ input }) => ({ answer: input.answer }),
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        ANSWERED: [
          { ...answered('ALLOCATING'), target: 'allocating' },
          { ...answered('FINISHED'), target: 'finished' },
          answered('WAITING'),
        ],
        SHARE_SET: answered('WAITING'),
      },
    },
    allocating: {
      on: {
        ANSWERED: [{ ...answered('FINISHED'), target: 'finished' }, answered('ALLOCATING')],
      },
    },
    finished: { type: 'final' },
  },
});

export type ProjectAllocationSnapshot = SnapshotFrom<typeof projectAllocationMachine>;

/** The snapshot of a project's auto-invest as the server answered it. */
export function projectAllocationSnapshot(answer: ProjectAutoInvest): ProjectAllocationSnapshot {
  return projectAllocationMachine.resolveState({ value: projectAllocationStateOf(answer.state), context: { answer } });
}

/** Whether the admin may still set the project's share: only while the machine would take a new one (WAITING). */
export function mayChangeAutoInvestShare(answer: ProjectAutoInvest): boolean {
  return projectAllocationSnapshot(answer).can({ type: 'SHARE_SET', answer });
}
