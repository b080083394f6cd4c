import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Activated' },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'info', 'success', 'warning', 'danger', 'failed', 'pending', 'succeeded'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Activated')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Playground: Story = {
  args: { tone: 'info', children: 'Accepted and under review' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Accepted and under review')).toHaveAttribute('data-tone', 'info');
  },
};

/** Wallet history and payments: the tones flows' `transactionStatusTone` gives FAILED, PENDING and the rest. */
export const TransactionStatuses: Story = {
  render: () => (
    <div className="flex gap-2">
      {(['succeeded', 'pending', 'failed'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('failed')).toHaveAttribute('data-tone', 'failed');
    await expect(canvas.getByText('pending')).toHaveAttribute('data-tone', 'pending');
    await expect(canvas.getByText('succeeded')).toHaveAttribute('data-tone', 'succeeded');
  },
};

const tones = ['neutral', 'info', 'success', 'warning', 'danger', 'failed', 'pending', 'succeeded'] as const;

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <div className="flex flex-wrap gap-2 bg-surface p-4">
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of tones) await expect(await canvas.findByText(tone)).toHaveAttribute('data-tone', tone);
  },
};
