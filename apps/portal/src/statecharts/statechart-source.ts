import type { AnyStateMachine } from 'xstate';
import { machineStates, type MachineState } from './machine-states.ts';

/** Where a state's story is, for the diagram's links; states without one are drawn without a link. */
export type StoryHref = (statePath: string) => string | undefined;

/**
 * The machine drawn as a Mermaid flowchart, generated from its definition so that it cannot drift: a box per state,
 * a frame per state with children, a dot where each is entered, a double ring per final state, an arrow per
 * transition labelled with what moves it and its guard. A flowchart rather than Mermaid's state diagram: it draws
 * arrows between children of different parents (a refused SMS code goes from payment back into eSignature) and
 * lets each box link to its story.
 */
export function statechartSource(machine: AnyStateMachine, storyHref: StoryHref = () => undefined): string {
  const states = machineStates(machine);
  const children = (parent: string) =>
    states.filter((state) => state.path.startsWith(parent === '' ? '' : `${parent}.`) && isChildOf(state, parent));
  const lines = ['flowchart TB'];

  const declare = (parent: string, indent: string) => {
    const initial = parent === '' ? machine.root.initial?.target[0]?.path.join('.') : byPath(states, parent)?.initial;
    if (initial) {
      lines.push(`${indent}${entryId(parent)}(( )):::entry`, `${indent}${entryId(parent)} --> ${nodeId(initial)}`);
    }
    for (const state of children(parent)) {
      if (children(state.path).length > 0) {
        lines.push(`${indent}subgraph ${nodeId(state.path)} [${quoted(state.key)}]`);
        declare(state.path, `${indent}  `);
        lines.push(`${indent}end`);
      } else {
        lines.push(
          `${indent}${nodeId(state.path)}${state.final ? `(((${quoted(state.key)})))` : `(${quoted(state.key)})`}`,
        );
      }
    }
  };
  declare('', '  ');

  for (const state of states) {
    for (const transition of state.transitions) {
      for (const target of transition.targets) {
        const label = transition.guard ? `${transition.trigger} [${transition.guard}]` : transition.trigger;
        lines.push(`  ${nodeId(state.path)} -->|${quoted(label)}| ${nodeId(target)}`);
      }
    }
  }
  for (const state of states) {
    const href = storyHref(state.path);
    if (href)
      lines.push(
        `  click ${nodeId(state.path)} href ${quoted(href)} ${quoted(`Open the story of ${state.path}`)} _top`,
      );
  }
  lines.push('  classDef entry fill:#111,stroke:#111');
  return lines.join('\n');
}

const isChildOf = (state: MachineState, parent: string) =>
  state.depth === (parent === '' ? 1 : parent.split('.').length + 1);

const byPath = (states: MachineState[], path: string) => states.find((state) => state.path === path);

// Mermaid ids are words: a state's path with its dots replaced; `end` and friends are reserved, hence the prefix.
export const nodeId = (path: string) => `s_${path.replaceAll('.', '__')}`;
const entryId = (parent: string) => `entry_${parent.replaceAll('.', '__') || 'root'}`;

/** A label Mermaid takes as text whatever it holds: quoted, with its own quotes as an entity. */
const quoted = (text: string) => `"${text.replaceAll('"', '#quot;')}"`;
