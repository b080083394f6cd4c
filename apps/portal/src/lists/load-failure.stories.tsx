import { errorCatalogue } from '@keystone/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadFailure } from './load-failure.tsx';

const illegalAccess = { errorCode: 10, message: errorCatalogue[10].message };

const meta = {
  title: 'Portal/Lists/LoadFailure',
  component: LoadFailure,
  tags: ['autodocs'],
  args: { error: illegalAccess, onRetry: fn() },
} satisfies Meta<typeof LoadFailure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal is told in the server's words, with a way to try again. */
export const Refused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Illegal access')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** An unexpected failure has opened the generic modal already: the page adds only 'Try again'. */
export const Unexpected: Story = {
  args: { error: { errorCode: 1, message: errorCatalogue[1].message } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByText(errorCatalogue[1].message)).toBeNull();
  },
};
