import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Sign in', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { children: 'Create Investor Account', variant: 'primary', size: 'md', loading: false, disabled: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Create Investor Account' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { children: 'Register', disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Register' });
    await expect(button).toBeDisabled();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { children: 'Save', loading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Still focusable while busy, so a keyboard user keeps their place.
    await expect(button).toHaveFocus();
  },
};

export const IconOnly: Story = {
  args: { size: 'icon', variant: 'ghost', 'aria-label': 'Close', children: <X /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#create-project">Create project</a> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Create project' });
    await expect(link).toHaveAttribute('href', '#create-project');
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    // The matrix scrolls sideways in its own box on a phone.
    <div className="overflow-x-auto">
      <div className="grid grid-cols-[auto_repeat(6,auto)] items-center justify-start gap-4 bg-surface p-4">
        <span />
        {variants.map((variant) => (
          <span key={variant} className="text-sm text-muted-foreground">
            {variant}
          </span>
        ))}
        {sizes.map((size) => (
          <div key={size} className="contents">
            <span className="text-sm text-muted-foreground">{size}</span>
            {variants.map((variant) => (
              <Button key={variant} variant={variant} size={size}>
                Next
              </Button>
            ))}
          </div>
        ))}
        <span className="text-sm text-muted-foreground">loading</span>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} loading>
            Saving
          </Button>
        ))}
        <span className="text-sm text-muted-foreground">disabled</span>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} disabled>
            Next
          </Button>
        ))}
        <span className="text-sm text-muted-foreground">icon</span>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} size="icon" aria-label="Add">
            <Plus />
          </Button>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: 'Next' })).toHaveLength(24);
    await expect(canvas.getAllByRole('button', { name: 'Saving' })).toHaveLength(6);
  },
};
