import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NoticeDialog } from './notice-dialog.tsx';

const meta = {
  title: 'UI/Notice dialog',
  component: NoticeDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Account created',
    description: 'Please check your inbox to verify your e-mail address.',
    actionLabel: 'Continue',
    onClose: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof NoticeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Account created' });
    await expect(dialog).toHaveAccessibleDescription('Please check your inbox to verify your e-mail address.');
    const action = within(dialog).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(action).toHaveFocus());
    await userEvent.click(action);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

export const ClosedWithEscape: Story = {
  play: async ({ canvasElement, args }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Account created' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
