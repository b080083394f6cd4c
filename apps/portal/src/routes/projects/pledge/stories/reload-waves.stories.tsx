import { demoProjects } from '@keystone/demo/fixtures';
import { http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect } from 'storybook/test';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import { detailsScreen } from '../../details/details-stories.ts';
import { ProjectDetailsPage } from '../../details/project-details-page.tsx';
import { expectStep } from './pledge-stories.ts';

// Issue 32 §7: with every answer a second late, reloading a project with `?pledge` made five round trips one after
// another (the project, the journey, the limits, the journey again, the declaration): the first step after 6.9 s.
// Here every read the first step needs is held `LATE_MS`, and the story counts the waves: a request started once an
// earlier one has been answered is a wave after it: 1 now; before the change the same reads came in 4 (the project
// and the journey; the limits; the journey again; the declaration).

const LATE_MS = 400;

interface Asked {
  name: string;
  at: number;
}

/**
 * A handler that notes when `name` was asked for and holds it `LATE_MS`, then answers nothing: MSW passes the request
 * on to the next handler for it, the usual one. Put before the usual handlers.
 */
function lateRead(asked: Asked[], name: string, path: Parameters<typeof http.get>[0]) {
  return http.get(path, async () => {
    asked.push({ name, at: performance.now() });
    await delay(LATE_MS);
    return undefined;
  });
}

/** How many waves the requests came in: each starts with a request asked for once the wave before was answered. */
function waves(asked: readonly Asked[], lateMs: number): number {
  const starts = asked.map((entry) => entry.at).sort((a, b) => a - b);
  let count = 0;
  let answeredAt = -Infinity;
  for (const at of starts) {
    if (at >= answeredAt) {
      count += 1;
      answeredAt = at + lateMs;
    }
  }
  return count;
}

const asked: Asked[] = [];
const screen = detailsScreen(demoProjects.availableToPledge, {
  projects: Object.values(demoProjects),
  search: '?pledge',
});

const meta = {
  title: 'Portal/Projects/Pledge/Reload',
  component: ProjectDetailsPage,
  decorators: [screenDecorator],
  parameters: {
    layout: 'padded',
    ...screen,
    msw: {
      handlers: {
        lateProject: lateRead(asked, 'project', '/projects/{id}'),
        lateJourney: lateRead(asked, 'journey', '/consumer-journey'),
        lateLimits: lateRead(asked, 'limits', '/projects/{id}/pledge-limits'),
        lateDeclaration: lateRead(asked, 'declaration', '/user/declaration'),
        ...screen.msw.handlers,
      },
    },
  },
} satisfies Meta<typeof ProjectDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reload with `?pledge`: what the first step needs is asked for at once, each once, and it opens. */
export const ReloadAsksTogether: Story = {
  beforeEach: () => {
    asked.length = 0;
  },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Source');
    await expect(asked.map((entry) => entry.name).sort()).toEqual(['declaration', 'journey', 'limits', 'project']);
    await expect(waves(asked, LATE_MS)).toBe(1);
  },
};
