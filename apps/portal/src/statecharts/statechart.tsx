import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { machineStates, type MachineState } from './machine-states.ts';
import { statechartSource } from './statechart-source.ts';
import { storyHref, type StoryLink } from './story-link.ts';

export interface StatechartProps {
  machine: AnyStateMachine;
  /** The story that shows each state, by the state's path (`eSignature.signing`). */
  stories: Readonly<Record<string, StoryLink>>;
}

/** A state that only decides where to go next (every transition eventless): no screen can rest in it. */
export const isPassedThrough = (state: MachineState) =>
  state.transitions.length > 0 && state.transitions.every((transition) => transition.trigger === 'always');

/**
 * A machine's statechart, drawn from its definition (Mermaid, loaded on first use), and every state listed with
 * what moves it on and a link to the story that shows it.
 */
export function Statechart({ machine, stories }: StatechartProps) {
  const states = machineStates(machine);
  return (
    <div className="flex flex-col gap-6">
      <Diagram machine={machine} stories={stories} />
      <section aria-labelledby="statechart-states" className="flex flex-col gap-3">
        <h2 id="statechart-states" className="text-lg font-semibold">
          States of {machine.id}
        </h2>
        <ul className="flex flex-col gap-3">
          {states.map((state) => (
            <StateItem key={state.path} state={state} story={stories[state.path]} />
          ))}
        </ul>
      </section>
    </div>
  );
}

// Mermaid draws into an element of this id: unique per drawing, as each story's React root restarts useId's count.
let drawings = 0;

function Diagram({ machine, stories }: StatechartProps) {
  const [drawing, setDrawing] = useState<{ svg?: string; error?: string }>({});
  useEffect(() => {
    let current = true;
    const renderId = `statechart-${++drawings}`;
    const source = statechartSource(machine, (path) => {
      const story = stories[path];
      return story && storyHref(story);
    });
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        // Our own generated source, not user input; 'antiscript' keeps the boxes' links working.
        mermaid.initialize({ startOnLoad: false, securityLevel: 'antiscript', theme: 'neutral' });
        const { svg } = await mermaid.render(renderId, source);
        if (current) setDrawing({ svg });
      })
      .catch((error: unknown) => {
        if (current) setDrawing({ error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      current = false;
    };
  }, [machine, stories]);
  const { svg, error } = drawing;

  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm text-muted-foreground">
        Statechart of {machine.id}, drawn from the machine&apos;s definition. Select a state to open its story.
      </figcaption>
      {svg ? (
        // Scrolls sideways on a narrow screen rather than shrinking the boxes' words past reading.
        <div
          data-testid="statechart-diagram"
          className="overflow-x-auto rounded-md border border-border p-4 [&_svg]:min-w-[36rem]"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : error ? (
        <p role="alert" className="text-sm text-danger">
          The statechart could not be drawn: {error}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Drawing the statechart…</p>
      )}
    </figure>
  );
}

function StateItem({ state, story }: { state: MachineState; story: StoryLink | undefined }) {
  const moves = state.transitions.filter((transition) => transition.targets.length > 0);
  return (
    <li
      data-state={state.path}
      className="flex flex-col gap-1 border-l-2 border-border pl-3"
      style={{ marginLeft: `${state.depth - 1}rem` }}
    >
      <span className="font-mono text-sm font-semibold break-all">
        {state.path}
        {state.final ? ' (final)' : ''}
      </span>
      {story ? (
        <a className="text-sm text-primary underline" href={storyHref(story)} target="_top">
          Shown in {story.title} › {story.name}
        </a>
      ) : isPassedThrough(state) ? (
        <span className="text-sm text-muted-foreground">Passed through at once: it only chooses the next state.</span>
      ) : (
        <span className="text-sm font-semibold text-danger">No story shows this state yet.</span>
      )}
      {moves.length > 0 && (
        <ul className="text-sm text-muted-foreground">
          {moves.map((move, at) => (
            <li key={at} className="break-words">
              {move.trigger}
              {move.guard ? ` [${move.guard}]` : ''} → {move.targets.join(', ')}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
