import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyInput, type MoneyInputProps } from './money-input.tsx';

function StatefulMoneyInput(props: MoneyInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MoneyInput
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/MoneyInput',
  component: MoneyInput,
  tags: ['autodocs'],
  args: { label: 'Amount', name: 'sum', value: '', onChange: fn(), onBlur: fn() },
  render: (args) => <StatefulMoneyInput {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoneyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAccessibleDescription('£');
    await userEvent.type(input, '12500');
    await expect(input).toHaveValue('12,500');
    await expect(args.onChange).toHaveBeenLastCalledWith('12,500');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    label: 'Deposit amount',
    value: '5000',
    hint: 'Whole pounds only',
    required: true,
    disabled: false,
    wholePounds: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Deposit amount' });
    await expect(input).toHaveValue('5,000');
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

/** Pence allowed: a phone's keypad has a decimal point. */
export const DecimalKeypad: Story = {
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
  },
};

/** Whole pounds only: digits on a phone's keypad, and the hint says so. */
export const WholePounds: Story = {
  args: { wholePounds: true, hint: 'Whole pounds, without pence' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription('£ Whole pounds, without pence');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Amount' })).toHaveValue('');
  },
};

export const Filled: Story = {
  args: { value: '1250000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Amount' })).toHaveValue('1,250,000');
  },
};

/** Letters and signs are left out; a pasted amount keeps its pence, for the form's rule to judge. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1a2-3');
    await expect(input).toHaveValue('123');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('£2,500.75');
    await expect(input).toHaveValue('2,500.75');
    await expect(args.onChange).toHaveBeenLastCalledWith('2,500.75');
  },
};

/** Editing inside the number keeps the caret beside the digit that was typed. */
export const EditingInTheMiddle: Story = {
  args: { value: '1,250' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    await userEvent.click(input);
    // Caret after '1,2' then type 9: '12,950' with the caret after the 9.
    input.setSelectionRange(3, 3);
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('12,950');
    await expect(input.selectionStart).toBe(4);
    // Backspace just after a separator deletes the digit before it.
    input.setSelectionRange(3, 3);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('1,950');
    await expect(args.onChange).toHaveBeenLastCalledWith('1,950');
  },
};

export const Invalid: Story = {
  args: { value: '0', error: 'Incorrect amount' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('£ Incorrect amount');
  },
};

export const Disabled: Story = {
  args: { value: '250', disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Amount' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('250');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
