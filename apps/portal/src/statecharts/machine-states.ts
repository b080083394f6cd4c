import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** One state of a machine, read from its definition: its path (`eSignature.signing`) and where it can go. */
export interface MachineState {
  path: string;
  /** The state's own key (`signing`). */
  key: string;
  depth: number;
  /** A final state: the machine (or its parent state) ends there. */
  final: boolean;
  /** The child entered first, for a state with children. */
  initial?: string;
  transitions: MachineTransition[];
}

export interface MachineTransition {
  /** What moves it: an event (`NEXT`), an actor settling (`done: finishPledge`), a delay, or `always`. */
  trigger: string;
  guard?: string;
  /** Paths of the states it enters; empty when the transition only updates the context. */
  targets: string[];
}

/** Every state of `machine` below its root, parents before their children, in definition order. */
export function machineStates(machine: AnyStateMachine): MachineState[] {
  const states: MachineState[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      states.push(describeState(child));
      visit(child);
    }
  };
  visit(machine.root);
  return states;
}

/** The state paths a snapshot of `machine` can be in, as `snapshot.matches` reads them. */
export const statePaths = (machine: AnyStateMachine): string[] => machineStates(machine).map((state) => state.path);

function describeState(node: AnyStateNode): MachineState {
  const transitions: MachineTransition[] = [];
  for (const [eventType, definitions] of node.transitions) {
    for (const definition of definitions) {
      transitions.push({
        trigger: triggerName(eventType),
        guard: guardName(definition.guard),
        targets: (definition.target ?? []).map(pathOf),
      });
    }
  }
  for (const definition of node.always ?? []) {
    transitions.push({
      trigger: 'always',
      guard: guardName(definition.guard),
      targets: (definition.target ?? []).map(pathOf),
    });
  }
  const initialChild = node.initial?.target[0];
  return {
    path: pathOf(node),
    key: node.key,
    depth: node.path.length,
    final: node.type === 'final',
    initial: initialChild ? pathOf(initialChild) : undefined,
    transitions,
  };
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

/** XState's internal event names, said the way a reader of the diagram thinks of them. */
function triggerName(eventType: string): string {
  const done = /^xstate\.done\.actor\.(?:\d+\.)?(.+)$/.exec(eventType);
  if (done) return `done: ${actorName(done[1] ?? '')}`;
  const error = /^xstate\.error\.actor\.(?:\d+\.)?(.+)$/.exec(eventType);
  if (error) return `error: ${actorName(error[1] ?? '')}`;
  const after = /^xstate\.after\.(\d+)\./.exec(eventType);
  if (after) return `after ${Number(after[1]) / 1000} s`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

// An invoked actor's id defaults to `<machine>.<state path>:invocation[0]`; a named one keeps its name.
const actorName = (id: string) => id.replace(/^.*:invocation\[\d+\]$/, 'invoked actor');

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // XState's `and`, `or` and `not` are functions named after themselves that carry the guards they combine.
    const combined = (guard as { guards?: unknown[] }).guards;
    const names = combined?.map(guardName).join(guard.name === 'and' ? ' && ' : ' || ');
    if (guard.name === 'not') return `!${names}`;
    return names ?? (guard.name || 'guard');
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    const values = params && typeof params === 'object' ? Object.values(params).map(String).join(', ') : '';
    return values ? `${String(type)}(${values})` : String(type);
  }
  return 'guard';
}
