import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Remember me', name: 'rememberMe', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // The label toggles it too.
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).not.toBeChecked();
  },
};

export const Playground: Story = {
  args: {
    label: 'I agree to the terms and conditions',
    hint: 'You can read them before you continue',
    required: true,
    disabled: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: 'I agree to the terms and conditions' });
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: {
    label: 'I agree to the terms and conditions',
    name: 'terms',
    required: true,
    error: 'You must agree with terms and conditions',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('You must agree with terms and conditions');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: 'Remember me' });
    await expect(box).toBeDisabled();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
