import { demoProjects, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http } from '@keystone/demo/mocks';
import { Button } from '@keystone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';

const { comingSoon } = demoProjects;
const admin = (overrides = {}) => screenParameters({ user: demoUsers.admin }, overrides);
const refusing = { deleteProject: http.delete('/projects/{id}', () => errorResponse(10)) };

const meta = {
  title: 'Portal/Projects/DeleteProjectDialog',
  component: DeleteProjectDialog,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  args: { project: comingSoon, trigger: <Button variant="danger">Delete</Button>, onDeleted: fn() },
  parameters: { layout: 'padded', ...admin() },
} satisfies Meta<typeof DeleteProjectDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function confirm(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: `Delete ${comingSoon.title}?` });
  await expect(dialog).toHaveTextContent('removed for good');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return dialog;
}

/** Asked once more, then deleted: the dialog closes and says so to its host. */
export const Deleted: Story = {
  play: async ({ canvasElement, args }) => {
    await confirm(canvasElement);
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledTimes(1));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Cancel sends nothing. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** Without a place for refusals, the server's words show in the dialog, which stays open. */
export const RefusedInDialog: Story = {
  parameters: admin(refusing),
  play: async ({ canvasElement, args }) => {
    const dialog = await confirm(canvasElement);
    await expect(await within(dialog).findByText('Illegal access')).toBeVisible();
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** With `onRefused`, the dialog closes and hands the server's words to its host (the list's outcome message). */
export const RefusedToHost: Story = {
  args: { onRefused: fn() },
  parameters: admin(refusing),
  play: async ({ canvasElement, args }) => {
    await confirm(canvasElement);
    await waitFor(() => expect(args.onRefused).toHaveBeenCalledWith('Illegal access'));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
