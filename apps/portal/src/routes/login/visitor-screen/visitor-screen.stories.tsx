import { Button } from '@keystone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { VisitorScreen } from './visitor-screen.tsx';

const meta = {
  title: 'Portal/Login/Visitor screen',
  component: VisitorScreen,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  args: { title: 'Welcome back' },
  parameters: { layout: 'fullscreen', ...screenParameters({}) },
} satisfies Meta<typeof VisitorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The title only: the logo, one heading, and nothing under it; the footer below, as on every screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = await canvas.findByRole('main');
    await expect(within(main).getByText('Keystone')).toBeVisible();
    await expect(main.querySelector('svg')).toBeVisible();
    await expect(within(main).getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    // No description paragraph is left empty below the heading.
    await expect(main.querySelectorAll('p')).toHaveLength(0);
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByText('Your capital is at risk.')).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
    await expect(await within(footer).findByText(/Company number/)).toBeVisible();
  },
};

export const Playground: Story = {
  args: { title: 'Reset password', description: 'Choose a new password for your account.' },
};

export const WithDescription: Story = {
  args: { title: 'Create your account', description: 'You were invited to join Keystone.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByText('You were invited to join Keystone.')).toBeVisible();
  },
};

const onContinue = fn();

/** The card holds the screen's own content (a form, a message, a button) under the heading. */
export const WithChildren: Story = {
  args: {
    title: 'Link expired',
    description: 'This link can no longer be used.',
    children: (
      <div className="mt-6">
        <Button onClick={onContinue}>Back to sign in</Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    onContinue.mockClear();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Link expired' })).toBeVisible();
    await expect(canvas.getByText('This link can no longer be used.')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Back to sign in' });
    await expect(canvas.getByRole('main')).toContainElement(button);
    await userEvent.click(button);
    await expect(onContinue).toHaveBeenCalledTimes(1);
  },
};
