import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { hostViewport, toMatchScreenshot, visualCommands } from './.storybook/visual-config.ts';
import { chromiumLaunchOptions } from './e2e/support/browser.ts';
import viteConfig from './vite.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The story tests' browser takes a worker of its own: the Node test files still get one worker per core, and
      // the server files, which mostly wait (on PostgreSQL's locks, on a server process), overlap their waits.
      maxWorkers: availableParallelism() + 1,
      projects: [
        'packages/api',
        'packages/demo',
        'packages/flows',
        'packages/ui',
        'apps/server',
        'apps/portal',
        {
          extends: true,
          plugins: [
            storybookTest({
              configDir: path.join(dirname, '.storybook'),
              // `pnpm test:visual`: only the stories tagged `visual` (.storybook/visual.ts).
              ...(process.env.VISUAL_ONLY === '1' && { tags: { include: ['visual'] } }),
            }),
          ],
          // Pre-bundled up front: a mid-run re-optimisation reloads the page and fails every story once.
          optimizeDeps: {
            include: [
              '@keystone/ui > radix-ui',
              '@keystone/ui > class-variance-authority',
              '@keystone/ui > clsx',
              '@keystone/ui > tailwind-merge',
              '@keystone/ui > lucide-react',
              '@keystone/portal > react-router',
              '@keystone/portal > @tanstack/react-query',
              '@keystone/portal > openapi-react-query',
              '@keystone/portal > react-hook-form',
              '@keystone/portal > @xstate/react',
              '@keystone/portal > chart.js',
              '@keystone/portal > react-chartjs-2',
              '@keystone/api > openapi-fetch',
              '@keystone/demo > openapi-msw',
              '@keystone/flows > xstate',
              'msw',
              'msw/browser',
              'msw-storybook-addon/csf3',
              'react-dom/client',
              '@keystone/portal > mermaid',
            ],
          },
          test: {
            name: 'storybook',
            // After each story's play (hooks run last-registered first): the same story at a phone's width
            // (.storybook/phone-width.ts), no field name or enumeration code of the contract in the text it showed
            // (.storybook/no-raw-codes.ts), then the first press on each form's submit button (.storybook/first-click.ts).
            // Before all of them, a story tagged `visual` is shot at 1440 and 390 px (.storybook/visual.ts).
            setupFiles: [
              '.storybook/first-click.ts',
              '.storybook/no-raw-codes.ts',
              '.storybook/phone-width.ts',
              '.storybook/visual.ts',
            ],
            // One page for every story file instead of a fresh iframe per file: the per-file setup and imports (React,
            // Radix, the mocks, the screens) were about a third of the story run. Mock state that a story changes
            // (the wallet's and pledges' answers by key) was already shared by the stories of a file.
            isolate: false,
            // A story whose screen loads lazily waits for Vite to compile that screen the first time, which beside the
            // server tests on two cores took more than the default 15 s (the admin dashboard).
            testTimeout: 60_000,
            browser: {
              enabled: true,
              headless: true,
              instances: [{ browser: 'chromium' }],
              // The visual checks' baselines, tolerance and commands (.storybook/visual.ts, visual-config.ts).
              expect: { toMatchScreenshot },
              commands: visualCommands,
              provider: playwright({
                launchOptions: chromiumLaunchOptions,
                // The same page on every machine: its size (see hostViewport), language and clock's time zone (the
                // date fields draw dd/mm/yyyy whatever the machine's locale).
                contextOptions: { viewport: hostViewport, locale: 'en-GB', timezoneId: 'Europe/London' },
              }),
            },
          },
        },
      ],
    },
  }),
);
