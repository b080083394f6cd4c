import { projectStatuses, type ProjectStatus } from '@keystone/api';
import { setup, transition, type SnapshotFrom } from 'xstate';
import {
  ADMIN_STATUS_CHANGES,
  SYSTEM_STATUS_CHANGES,
  SYSTEM_STATUS_EVENTS,
  type SystemStatusEvent,
} from './project-status.transitions.ts';

/** An admin's change (`by: 'admin'` in the tables), or one the server makes when money moves (`SYSTEM_…`). */
export type ProjectStatusEvent = { type: 'CHANGE_STATUS'; status: ProjectStatus } | { type: SystemStatusEvent };

export interface ProjectStatusContext {
  /** Whether the project has a long term: its short-term payout then leads to COMPLETE_SHORT_TERM, else COMPLETE. */
  allowLongTerm: boolean;
}

export type ProjectStatusInput = Partial<ProjectStatusContext>;

type StatusParams = { status: ProjectStatus };

function adminChanges(from: ProjectStatus) {
  return ADMIN_STATUS_CHANGES[from].map((to) => ({
    guard: { type: 'isChosenStatus', params: { status: to } } as const,
    // Staying DRAFT targets DRAFT itself, so the change is one the snapshot `can` take.
    target: `#projectStatus.${to}`,
  }));
}

function systemChanges(from: ProjectStatus) {
  const on: Partial<Record<SystemStatusEvent, unknown>> = {};
  for (const event of SYSTEM_STATUS_EVENTS) {
    const change = SYSTEM_STATUS_CHANGES[event];
    if (change.from !== from) continue;
    on[event] =
      change.toWithoutLongTerm === undefined
        ? { target: `#projectStatus.${change.to}` }
        : [
            { guard: 'allowLongTerm', target: `#projectStatus.${change.to}` },
            { target: `#projectStatus.${change.toWithoutLongTerm}` },
          ];
  }
  return on;
}

// One state per status, named as the contract names it, so `snapshot.value` is the project's status.
const states = Object.fromEntries(
  projectStatuses.map((status) => {
    const admin = adminChanges(status);
    const on = { ...systemChanges(status), ...(admin.length > 0 ? { CHANGE_STATUS: admin } : {}) };
    return [status, { on }];
  }),
);

/**
 * A project's life (seed 001 §4): the changes an admin may make (`CHANGE_STATUS`, exactly `ADMIN_STATUS_CHANGES`)
 * and those the server makes (`SYSTEM_…`, `SYSTEM_STATUS_CHANGES`). Any other event leaves the snapshot as it was.
 * A new project starts as DRAFT; an existing one is restored with `projectStatusSnapshot`.
 */
export const projectStatusMachine = setup({
  types: {
    context: {} as ProjectStatusContext,
    events: {} as ProjectStatusEvent,
    input: {} as ProjectStatusInput,
  },
  guards: {
    isChosenStatus: ({ event }, { status }: StatusParams) => event.type === 'CHANGE_STATUS' && event.status === status,
    allowLongTerm: ({ context }) => context.allowLongTerm,
  },
}).createMachine({
  id: 'projectStatus',
  context: ({ input }) => ({ allowLongTerm: input.allowLongTerm ?? false }),
  initial: 'DRAFT',
  // The generated table is checked against the transitions' tables by the tests, state by state.
  states: states as Record<ProjectStatus, object>,
});

export type ProjectStatusSnapshot = SnapshotFrom<typeof projectStatusMachine>;

/** The snapshot of a project already in `status` (as the server reads it from the database). */
export function projectStatusSnapshot(status: ProjectStatus, context: ProjectStatusContext): ProjectStatusSnapshot {
  return projectStatusMachine.resolveState({ value: status, context });
}

/** The status after `event`, or `undefined` when the event is not a permitted change from `status`. */
export function nextProjectStatus(
  status: ProjectStatus,
  event: ProjectStatusEvent,
  context: ProjectStatusContext,
): ProjectStatus | undefined {
  const before = projectStatusSnapshot(status, context);
  if (!before.can(event)) return undefined;
  const [after] = transition(projectStatusMachine, before, event);
  return after.value as ProjectStatus;
}
