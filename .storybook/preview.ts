// First: the clock is set before any module below reads it.
import { restartClock } from './fixed-clock.ts';
import type { Preview } from '@storybook/react-vite';
import { forgetMockMemory, startMockSession } from '@keystone/demo/mocks';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { startStoryWorker } from '../apps/portal/src/testing/story-worker.ts';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles.css';
import { viewports } from './viewports.ts';

// Screen stories answer API calls from typed MSW handlers (parameters.msw.handlers, a named object per story): the
// addon's CSF 3 loader (docs/ARCHITECTURE.md, "Versions held back"), with a worker that lets every other request through.

// Screens load lazily and the story tests share two cores with the rest of npm test: give findBy* room to wait.
configure({ asyncUtilTimeout: 20_000 });

const preview: Preview = {
  loaders: [mswLoader(startStoryWorker)],
  // Every story starts signed out: a sign-in in one story must not leak into the next (the screen decorator signs in);
  // on the demo's day (fixed-clock.ts); and with mocks that remember nothing of earlier stories.
  beforeEach: () => {
    restartClock();
    startMockSession(null);
    forgetMockMemory();
  },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
  },
};
export default preview;
