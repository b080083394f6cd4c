import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TokenCheckFailed } from './token-check-failed.tsx';

const meta = {
  title: 'Portal/Login/Token check',
  component: TokenCheckFailed,
  tags: ['autodocs'],
  args: { message: null, onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TokenCheckFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server broke or the network dropped: the generic modal has spoken, the page says only what failed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('We could not check your link.');
    // The link may still be good: the failure cannot be dismissed, only retried.
    await expect(within(alert).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { message: 'Too many attempts. Please try again later.' },
};

/** A rate limit (code 20): the server's words instead of the generic ones. */
export const RateLimited: Story = {
  args: { message: 'Too many attempts. Please try again later.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
    await expect(canvas.queryByText('We could not check your link.')).toBeNull();
  },
};

/** 'Try again' asks for the check once per press, by mouse or keyboard. */
export const Retried: Story = {
  play: async ({ canvasElement, args }) => {
    const retry = await within(canvasElement).findByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveFocus();
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};
