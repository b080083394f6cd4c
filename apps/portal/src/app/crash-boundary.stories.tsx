import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CrashBoundary, type CrashBoundaryProps } from './crash-boundary.tsx';

function BrokenScreen(): never {
  throw new Error('A screen that cannot render');
}

const meta = {
  title: 'Portal/Crash boundary',
  component: CrashBoundary,
  tags: ['autodocs'],
  args: { resetKey: '/platform/dashboard', onReload: fn(), children: <p>The screen renders.</p> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<CrashBoundaryProps>;
export default meta;
type Story = StoryObj<CrashBoundaryProps>;

/** A screen that renders is shown as it is. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The screen renders.')).toBeVisible();
  },
};

export const Playground: Story = {};

/** A screen that fails while rendering: the generic words and a reload, never a blank page. */
export const Crashed: Story = {
  args: { children: <BrokenScreen /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('Whatever happened, it was probably our fault. Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the page' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
