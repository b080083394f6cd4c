import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar.tsx';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Pledged of target', value: 45 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('progressbar', { name: 'Pledged of target' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    await expect(canvas.getByText('45%')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { value: 62.5, label: 'Funding progress', tone: 'primary', hideLabel: false, showValue: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Funding progress' })).toHaveAttribute(
      'aria-valuetext',
      '63%',
    );
  },
};

export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { value: 120, tone: 'success', label: 'Fully pledged' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('progressbar', { name: 'Fully pledged' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

export const LabelHidden: Story = {
  args: { hideLabel: true, showValue: false, valueText: '£45,000 of £100,000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('progressbar', { name: 'Pledged of target' });
    await expect(bar).toHaveAttribute('aria-valuetext', '£45,000 of £100,000');
    await expect(canvas.queryByText('Pledged of target')).not.toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <div className="flex flex-col gap-4">
      {(['primary', 'success', 'warning', 'danger'] as const).map((tone, index) => (
        <ProgressBar key={tone} tone={tone} label={tone} value={25 * (index + 1)} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('progressbar')).toHaveLength(4);
  },
};
