import { http, serverErrorResponse } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import { PledgeFlow } from '../pledge-flow.tsx';
import { expectStep, page, pledgeScreen, project } from './pledge-stories.ts';

const meta = {
  title: 'Portal/Projects/Pledge/00 Opening',
  component: PledgeFlow,
  tags: ['autodocs'],
  args: { project, onLeave: fn() },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...pledgeScreen() },
} satisfies Meta<typeof PledgeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with no snapshot: the limits read (`getPledgeLimits`), the flow starts at its first step. */
export const Opening: Story = {
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Source');
    await expect(within(canvasElement).getByRole('radio', { name: 'E-wallet' })).not.toBeChecked();
  },
};

export const Playground: Story = {};

/** While this investor's limits are read. */
export const Loading: Story = {
  parameters: pledgeScreen({
    getPledgeLimits: http.get('/projects/{id}/pledge-limits', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pledge steps' })).toBeNull();
  },
};

/** The limits could not be read: the generic modal, then a retry in place. */
export const ServerError: Story = {
  parameters: pledgeScreen({
    getPledgeLimits: http.get('/projects/{id}/pledge-limits', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
