import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', name: 'email', type: 'email', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'investor@example.co.uk');
    await userEvent.tab();
    await expect(input).toHaveValue('investor@example.co.uk');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    label: 'Full name',
    name: 'fullName',
    type: 'text',
    hint: 'As it appears on your passport',
    placeholder: 'Jane Smith',
    required: false,
    disabled: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAccessibleDescription('As it appears on your passport');
    await userEvent.type(input, 'Jane Smith');
    await expect(input).toHaveValue('Jane Smith');
  },
};

export const WithHint: Story = {
  args: { label: 'Website', name: 'website', type: 'url', hint: 'Include https://' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(
      'Include https://',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'investor@', error: 'Incorrect email format', hint: 'We never share it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('We never share it Incorrect email format');
    await expect(canvas.getByText('Incorrect email format')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'investor@example.co.uk' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('investor@example.co.uk');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithAdornment: Story = {
  args: {
    label: 'Phone number',
    name: 'phoneNumber',
    type: 'tel',
    startAdornment: '+44',
    hint: 'Enter your number without the leading 0',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAccessibleDescription('+44 Enter your number without the leading 0');
    await userEvent.type(input, '7700900123');
    await expect(input).toHaveValue('7700900123');
  },
};

function FocusFromOutside() {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-3">
      <TextField ref={ref} label="Postcode" name="postcode" />
      <Button variant="outline" onClick={() => ref.current?.focus()}>
        Fix postcode
      </Button>
    </div>
  );
}

/** The ref reaches the `<input>`: react-hook-form focuses the first invalid field through it. */
export const ForwardsRef: Story = {
  render: () => <FocusFromOutside />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Fix postcode' }));
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveFocus();
  },
};
