import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../dialog/dialog.tsx';
import { Notice } from './notice.tsx';

const text = 'Prices on this page are examples. Read the full terms before you decide.';

const meta = {
  title: 'UI/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: { children: text, role: 'region', 'aria-label': 'Important' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['warning', 'info', 'neutral'] },
    placement: { control: 'inline-radio', options: ['inline', 'sticky'] },
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

const notice = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Important' });
const bodyFontSize = () => parseFloat(getComputedStyle(document.body).fontSize);

/** A bordered box, its text never smaller than the body text, nothing to close it with. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = notice(canvasElement);
    await expect(box).toHaveTextContent(text);
    const style = getComputedStyle(box);
    await expect(parseFloat(style.borderTopWidth)).toBeGreaterThanOrEqual(2);
    await expect(parseFloat(style.fontSize)).toBeGreaterThanOrEqual(bodyFontSize());
    await expect(within(box).queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = { args: { tone: 'info' } };

/** Each tone keeps its text readable on its background (the a11y check measures the contrast). */
export const Tones: Story = {
  render: () => (
    <div className="flex flex-col gap-3 p-4">
      <Notice tone="warning">Warning: {text}</Notice>
      <Notice tone="info">Information: {text}</Notice>
      <Notice tone="neutral">Neutral: {text}</Notice>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const boxes = canvasElement.querySelectorAll('[data-slot="notice"]');
    await expect(boxes).toHaveLength(3);
  },
};

const StickyPage = () => (
  <div>
    <p className="p-4">The page's header</p>
    <Notice placement="sticky" role="region" aria-label="Important">
      {text}
    </Notice>
    <div className="flex flex-col gap-4 p-4">
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open a dialog</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>A long dialog</DialogTitle>
          <DialogDescription>It starts below the notice.</DialogDescription>
          <div className="h-[1200px]" />
        </DialogContent>
      </Dialog>
      <div className="h-[3000px] rounded-md border border-dashed border-border" />
    </div>
  </div>
);

/** Sticky: once the page scrolls past its place, it stays at the top of the screen. */
export const StickyAfterScrolling: Story = {
  render: () => <StickyPage />,
  play: async ({ canvasElement }) => {
    const box = notice(canvasElement);
    const startTop = box.getBoundingClientRect().top;
    await expect(startTop).toBeGreaterThan(0);
    window.scrollTo(0, 1500);
    await waitFor(() => expect(box.getBoundingClientRect().top).toBe(0));
    // Nothing covers it: the point at its centre is its own.
    const { left, width, top, height } = box.getBoundingClientRect();
    await expect(box.contains(document.elementFromPoint(left + width / 2, top + height / 2))).toBe(true);
    // Its bottom edge is published for dialogs to start below it.
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--sticky-inset-top')).toBe(
        `${Math.round(box.getBoundingClientRect().bottom)}px`,
      ),
    );
    window.scrollTo(0, 0);
  },
};

/** Above an open dialog's backdrop, and the dialog, however tall, starts below it. */
export const AboveADialog: Story = {
  render: () => <StickyPage />,
  play: async ({ canvasElement }) => {
    const box = notice(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open a dialog' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'A long dialog' });
    const { left, width, top, height, bottom } = box.getBoundingClientRect();
    await expect(box.contains(document.elementFromPoint(left + width / 2, top + height / 2))).toBe(true);
    await waitFor(() => expect(dialog.getBoundingClientRect().top).toBeGreaterThanOrEqual(bottom));
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
