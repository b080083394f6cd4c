import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingSkeleton, Skeleton, SkeletonCard, SkeletonTable, SkeletonText } from './skeleton.tsx';

const meta = {
  title: 'UI/Skeleton',
  component: LoadingSkeleton,
  tags: ['autodocs'],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof LoadingSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shapes say nothing to a screen reader: the status alone does, once. */
async function expectAnnouncedOnce(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement);
  const status = await canvas.findByRole('status');
  await expect(status).toHaveTextContent(label);
  await expect(canvas.getAllByRole('status')).toHaveLength(1);
  for (const shape of status.querySelectorAll('[data-slot="skeleton"]')) {
    await expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
  }
  return status;
}

/** At least a screen tall, whatever it holds: nothing under it is on screen to jump when the data comes. */
async function expectScreenTall(status: HTMLElement) {
  await expect(status.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
}

/** A screen's data on its way, its shape unknown: a panel of text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = await expectAnnouncedOnce(canvasElement, 'loading...');
    await expectScreenTall(status);
    await expect(status.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(1);
  },
};

/** A list of cards with pictures (the investor's projects): each card's picture keeps its 16:9 place. */
export const Cards: Story = {
  args: {
    label: 'Loading the projects',
    children: (
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <SkeletonCard key={card} />
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const status = await expectAnnouncedOnce(canvasElement, 'Loading the projects');
    await expectScreenTall(status);
    const pictures = [...status.querySelectorAll<HTMLElement>('.aspect-video')];
    await expect(pictures).toHaveLength(3);
    const { width, height } = pictures[0]!.getBoundingClientRect();
    await expect(height).toBeCloseTo((width * 9) / 16, 0);
  },
};

/** A table's rows to come: a header row and as many rows as a page holds. */
export const Table: Story = {
  args: { children: <SkeletonTable rows={4} /> },
  play: async ({ canvasElement }) => {
    const status = await expectAnnouncedOnce(canvasElement, 'loading...');
    await expectScreenTall(status);
    await expect(status.querySelectorAll('.h-12')).toHaveLength(5);
  },
};

/** The shapes alone, composed as a screen needs them: a title, a block and lines of text. */
export const Shapes: Story = {
  args: {
    children: (
      <>
        <Skeleton className="h-7 w-1/2" />
        <Skeleton className="h-40 w-full" />
        <SkeletonText lines={4} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const status = await expectAnnouncedOnce(canvasElement, 'loading...');
    const title = status.querySelector<HTMLElement>('.h-7')!;
    await expect(title.getBoundingClientRect().height).toBe(28);
    // Four lines of body text, each 1.5rem high; the last shorter, as a paragraph ends.
    const lines = [...status.querySelectorAll<HTMLElement>('.h-6')];
    await expect(lines).toHaveLength(4);
    const lastBar = lines[3]!.firstElementChild!.getBoundingClientRect().width;
    await expect(lastBar).toBeLessThan(lines[0]!.firstElementChild!.getBoundingClientRect().width);
  },
};
