import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import '../packages/ui/src/styles.css';

// Screen stories answer API calls from typed MSW handlers (parameters.msw.handlers, a named object per story).
initialize({ onUnhandledRequest: 'bypass', quiet: true });

// Screens load lazily and the test run shares two cores with the server tests: give findBy* room to wait.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  loaders: [mswLoader],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};
export default preview;
