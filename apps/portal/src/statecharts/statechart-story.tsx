import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyStateMachine } from 'xstate';
import { machineStates } from './machine-states.ts';
import { nodeId } from './statechart-source.ts';
import { isPassedThrough, Statechart } from './statechart.tsx';
import { storyHref, type StoryLink } from './story-link.ts';

/**
 * The story of a machine's statechart. Its play checks the drawing and the list against the machine itself: a box
 * for every state, a link to a story for every state a screen can rest in, and no link for a state the machine no
 * longer has, so adding a state without a story fails the story tests.
 */
export function statechartStory(machine: AnyStateMachine, stories: Readonly<Record<string, StoryLink>>): StoryObj {
  return {
    // Rendered rather than passed as args: a machine is not the JSON that Storybook's controls can edit.
    render: () => <Statechart machine={machine} stories={stories} />,
    parameters: {
      layout: 'padded',
      rawCodes: false,
      // The drawing's words and links are the list's below it, which the checks read; axe walking the drawing's
      // thousands of shapes took longer than drawing it.
      a11y: { test: 'error', context: { exclude: [`[data-testid="statechart-diagram"]`] } },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      // Mermaid lays the drawing out by measuring each label in the page: seconds on a busy machine.
      const diagram = await canvas.findByTestId('statechart-diagram', {}, { timeout: 50_000 });
      const drawnIds = [...diagram.querySelectorAll('[id]')].map((element) => element.id);
      const states = machineStates(machine);
      for (const state of states) {
        const drawnId = nodeId(state.path);
        await expect(
          drawnIds.some((id) => id === drawnId || new RegExp(`(^|-)${drawnId}(-\\d+)?$`).test(id)),
          `the diagram draws ${state.path}`,
        ).toBe(true);
        const story = stories[state.path];
        if (story) {
          const item = canvasElement.querySelector<HTMLElement>(`li[data-state="${state.path}"]`);
          await expect(item, `${state.path} is listed`).not.toBeNull();
          const link = within(item as HTMLElement).getAllByRole('link')[0];
          await expect(link).toHaveAccessibleName(`Shown in ${story.title} › ${story.name}`);
          await expect(link).toHaveAttribute('href', storyHref(story));
          if (story.snapshot) {
            await expect(
              story.snapshot.matches(stateValue(state.path) as never),
              `${story.name} starts in ${state.path}`,
            ).toBe(true);
          }
        } else {
          await expect(isPassedThrough(state), `a story shows ${state.path}`).toBe(true);
        }
      }
      const paths = new Set(states.map((state) => state.path));
      await expect(Object.keys(stories).filter((path) => !paths.has(path))).toEqual([]);
      await expect(canvas.queryByText('No story shows this state yet.')).toBeNull();
    },
  };
}

/** `eSignature.signing` as a state value, `{ eSignature: 'signing' }`, the shape `snapshot.matches` takes. */
function stateValue(path: string): string | object {
  const [head = '', ...rest] = path.split('.');
  return rest.length === 0 ? head : { [head]: stateValue(rest.join('.')) };
}
