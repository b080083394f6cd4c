import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './sheet.tsx';

const meta = {
  title: 'UI/Sheet',
  component: Sheet,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  render: (args) => (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button>Open menu</Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription>Where to go next.</SheetDescription>
        <SheetClose asChild>
          <Button variant="outline">Home</Button>
        </SheetClose>
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const sheet = await page().findByRole('dialog', { name: 'Menu' });
    await expect(sheet).toHaveAttribute('data-side', 'left');
    await expect(within(sheet).getByRole('button', { name: 'Home' })).toBeVisible();
  },
};

/** Escape, the corner button and an action inside all close it, and the focus returns to the trigger. */
export const ClosesByEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    await page().findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesByItsButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await page().findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

export const FromTheRight: Story = {
  render: (args) => (
    <Sheet {...args} defaultOpen>
      <SheetContent side="right" aria-describedby={undefined}>
        <SheetTitle>Filters</SheetTitle>
      </SheetContent>
    </Sheet>
  ),
  play: async () => {
    await expect(await page().findByRole('dialog', { name: 'Filters' })).toHaveAttribute('data-side', 'right');
  },
};
