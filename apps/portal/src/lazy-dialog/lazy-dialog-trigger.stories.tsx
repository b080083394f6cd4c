import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@keystone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LazyDialogTrigger } from './lazy-dialog-trigger.tsx';

const LABEL = 'Generate registration link';

/** Stands for a dialog in a chunk of its own, as the invite and login dialogs are. */
function DemoDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          {LABEL}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite an investor</DialogTitle>
          <DialogDescription>Fetched on the first click.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
const LazyDemoDialog = lazy(async () => ({ default: DemoDialog }));

const meta = {
  title: 'Portal/Lazy dialog trigger',
  component: LazyDialogTrigger,
  tags: ['autodocs'],
  args: { dialog: LazyDemoDialog, variant: 'secondary', size: 'sm', children: LABEL },
} satisfies Meta<typeof LazyDialogTrigger>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Before the first click: only the button, looking as the dialog's own trigger does. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: LABEL })).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const Playground: Story = {};

/** The first click fetches the dialog and opens it; closing gives the focus back to its trigger. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: LABEL }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Invite an investor' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: LABEL })).toHaveFocus();
  },
};
