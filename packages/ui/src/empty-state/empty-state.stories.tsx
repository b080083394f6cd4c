import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No search result')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { title: 'No projects yet', description: 'Projects appear here once an admin publishes them.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No projects yet')).toBeVisible();
    await expect(canvas.getByText('Projects appear here once an admin publishes them.')).toBeVisible();
  },
};

const clearFilters = fn();

export const WithAction: Story = {
  args: {
    description: 'Try another search or clear the status filter.',
    action: (
      <Button variant="outline" onClick={clearFilters}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    clearFilters.mockClear();
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear filters' }));
    await expect(clearFilters).toHaveBeenCalledTimes(1);
  },
};
