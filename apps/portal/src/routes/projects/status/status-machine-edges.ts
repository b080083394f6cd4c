import { projectStatuses, type ProjectStatus } from '@keystone/api';
import {
  nextProjectStatus,
  projectStatusMachine,
  projectStatusSnapshot,
  SYSTEM_STATUS_EVENTS,
  type ProjectStatusEvent,
  type SystemStatusEvent,
} from '@keystone/flows/projects';

// The status machine read as a list of states and edges, for the stories of every state and every event and for the
// check that each has its story. Everything here is asked of the machine itself, so nothing can drift from it.

/** One change the machine allows: `event` in `from` leads to `to` (for a project with or without a long term). */
export interface StatusEdge {
  from: ProjectStatus;
  event: ProjectStatusEvent;
  to: ProjectStatus;
  /** Set only where the project's long term decides where the event leads. */
  allowLongTerm?: boolean;
}

/** The machine's states, as its root names them. */
export const statusMachineStates = (): string[] => Object.keys(projectStatusMachine.root.states);

/** Every event a state answers, an admin's change to each status counted as its own event. */
function eventsOf(from: string): ProjectStatusEvent[] {
  const node = projectStatusMachine.root.states[from];
  const types = node ? [...node.transitions.keys()] : [];
  return types.flatMap((type): ProjectStatusEvent[] =>
    type === 'CHANGE_STATUS'
      ? projectStatuses.map((status) => ({ type: 'CHANGE_STATUS', status }))
      : // An event the stories do not know yet is still listed, so the coverage check names it.
        [{ type: type as SystemStatusEvent }],
  );
}

/**
 * Every edge of the machine, a save that keeps the status (DRAFT staying DRAFT) left out: it changes nothing. An
 * event whose target depends on the long term is two edges.
 */
export function machineEdges(): StatusEdge[] {
  return statusMachineStates().flatMap((name) => {
    const from = name as ProjectStatus;
    return eventsOf(from).flatMap((event): StatusEdge[] => {
      const withLong = nextProjectStatus(from, event, { allowLongTerm: true });
      const withoutLong = nextProjectStatus(from, event, { allowLongTerm: false });
      if (withLong === withoutLong)
        return withLong === undefined || withLong === from ? [] : [{ from, event, to: withLong }];
      return [
        ...(withLong === undefined ? [] : [{ from, event, to: withLong, allowLongTerm: true }]),
        ...(withoutLong === undefined ? [] : [{ from, event, to: withoutLong, allowLongTerm: false }]),
      ];
    });
  });
}

/** What an admin may change a project in `status` to (not counting keeping it). */
export function adminChangesFrom(status: ProjectStatus): ProjectStatus[] {
  const snapshot = projectStatusSnapshot(status, { allowLongTerm: false });
  return projectStatuses.filter((to) => to !== status && snapshot.can({ type: 'CHANGE_STATUS', status: to }));
}

/** The server's events that move a project in `status` on, for a project with or without a long term. */
export function systemEventsFrom(status: ProjectStatus): SystemStatusEvent[] {
  return SYSTEM_STATUS_EVENTS.filter((type) =>
    [true, false].some((allowLongTerm) => projectStatusSnapshot(status, { allowLongTerm }).can({ type })),
  );
}

/** A readable key for an edge, the same for the mapping and the machine: 'DRAFT CHANGE_STATUS COMING_SOON'. */
export function edgeKey(edge: StatusEdge): string {
  const long = edge.allowLongTerm === undefined ? '' : edge.allowLongTerm ? ' with long term' : ' without long term';
  return `${edge.from} ${edge.event.type} ${edge.to}${long}`;
}
