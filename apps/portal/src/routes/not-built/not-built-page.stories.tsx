import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotBuiltPage } from './not-built-page.tsx';
import { onMobile } from '../../testing/on-mobile.ts';

const meta = {
  title: 'Portal/Not built yet',
  component: NotBuiltPage,
  tags: ['autodocs'],
  args: { title: 'Project list' },
} satisfies Meta<typeof NotBuiltPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Project list' })).toBeVisible();
    await expect(canvas.getByText('This page is not available yet.')).toBeVisible();
  },
};

// Every state at a phone's width too (390 px).
export const DefaultOnMobile = onMobile(Default);
