import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './logo.tsx';

const meta = {
  title: 'Portal/Brand/Logo',
  component: Logo,
  tags: ['autodocs'],
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mark and the name; only the name is read out, the drawing is hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Keystone')).toBeVisible();
    const mark = canvasElement.querySelector('svg');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark).toBeVisible();
  },
};
