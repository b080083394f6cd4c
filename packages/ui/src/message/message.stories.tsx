import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Message } from './message.tsx';

const meta = {
  title: 'UI/Message',
  component: Message,
  tags: ['autodocs'],
  args: { children: 'Transfers can take up to 48 hours to show.', onDismiss: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof Message>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByRole('status');
    await expect(message).toHaveTextContent('Transfers can take up to 48 hours to show.');
    await userEvent.click(within(message).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    variant: 'success',
    title: 'Saved',
    children: 'Your Profile details were successfully updated!',
    dismissible: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your Profile details were successfully updated!',
    );
  },
};

export const Success: Story = {
  args: { variant: 'success', children: 'Your Profile details were successfully updated!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveAttribute('data-variant', 'success');
  },
};

export const Warning: Story = {
  args: { variant: 'warning', children: 'No attempts left. Press "contact" button to contact with admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No attempts left.');
  },
};

export const ServerError: Story = {
  args: { variant: 'error', title: 'Something went wrong', children: 'Incorrect Email or Password' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Incorrect Email or Password');
    alert.querySelector('button')?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const AutoDismissed: Story = {
  args: { variant: 'success', children: 'Your Profile details were successfully updated!', autoDismissAfterMs: 3000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('status');
    await expect(canvas.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Message {...args} variant="info" title="Information">
        Transfers can take up to 48 hours to show.
      </Message>
      <Message {...args} variant="success" title="Success">
        Your Profile details were successfully updated!
      </Message>
      <Message {...args} variant="warning" title="Warning">
        No attempts left. Press &quot;contact&quot; button to contact with admin
      </Message>
      <Message {...args} variant="error" title="Error">
        Not enough money to make paid out. Please fund project e-wallet.
      </Message>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};
