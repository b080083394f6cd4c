import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Wallet balance</CardTitle>
        <CardDescription>Transfers can take up to 48 hours to show.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold">£12,500.00</p>
      </CardContent>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Wallet balance' })).toBeVisible();
    await expect(canvas.getByText('£12,500.00')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { className: 'shadow-md' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Transfers can take up to 48 hours to show.')).toBeVisible();
  },
};

export const WithFooter: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Riverside apartments</h2>
        </CardTitle>
        <CardDescription>Residential build in Leeds</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">Return up to 9.5% p.a.</CardContent>
      <CardFooter>
        <Button asChild variant="link">
          <a href="#project-7">More info</a>
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Riverside apartments' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'More info' })).toHaveAttribute('href', '#project-7');
  },
};
