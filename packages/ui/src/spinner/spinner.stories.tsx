import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('loading...');
    await expect(canvas.getByText('loading...')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { label: 'Processing investment...', size: 'lg', hideLabel: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Processing investment...');
  },
};

export const LabelHidden: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Still announced, but not shown.
    await expect(await canvas.findByRole('status')).toHaveTextContent('loading...');
    await expect(canvas.getByText('loading...')).toHaveClass('sr-only');
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <div className="flex flex-wrap items-center gap-6">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
      <Spinner size="md" hideLabel />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('status')).toHaveLength(4);
  },
};
