import { readFileSync } from 'node:fs';
import { nextProjectStatus } from '@keystone/flows/projects';
import { describe, expect, it } from 'vitest';
import { edgeKey, machineEdges, statusMachineStates } from './status-machine-edges.ts';
import { EVENT_STORIES, EVENT_STORIES_TITLE, STATE_STORIES, STATE_STORIES_TITLE } from './status-stories.ts';

// Every state and every edge of the project status machine has its story: a status or an event added to the machine
// fails here until its story is written and named in status-stories.ts.

const storiesFile = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const statesFile = storiesFile('./project-status-states.stories.tsx');
const eventsFile = storiesFile('./project-status-events.stories.tsx');

describe('the status machine stories', () => {
  it('name a story for every state of the machine, and for no other', () => {
    expect(Object.keys(STATE_STORIES).sort()).toEqual(statusMachineStates().sort());
  });

  it('name a story for every edge of the machine, and for no other', () => {
    const storied = Object.values(EVENT_STORIES).map((story) => {
      const to = nextProjectStatus(story.from, story.event, { allowLongTerm: story.allowLongTerm ?? false });
      return to === undefined ? `${story.from} ${story.event.type}: not an edge` : edgeKey({ ...story, to });
    });
    expect(storied.sort()).toEqual(machineEdges().map(edgeKey).sort());
  });

  it('export each story named, made from its state or edge, under the titles given', () => {
    expect(statesFile).toContain(`title: '${STATE_STORIES_TITLE}'`);
    expect(eventsFile).toContain(`title: '${EVENT_STORIES_TITLE}'`);
    for (const [status, name] of Object.entries(STATE_STORIES)) {
      expect(statesFile).toContain(`export const ${name} = stateStory('${status}');`);
    }
    for (const name of Object.keys(EVENT_STORIES)) {
      expect(eventsFile).toContain(`export const ${name} = eventStory('${name}');`);
    }
  });
});
