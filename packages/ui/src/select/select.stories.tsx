import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './select.tsx';

const titles = [
  { value: 'MR', label: 'Mr' },
  { value: 'MRS', label: 'Mrs' },
  { value: 'MISS', label: 'Miss' },
  { value: 'MS', label: 'Ms' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Title', name: 'title', options: titles, placeholder: 'Select a title', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = await within(canvasElement).findByRole('combobox', { name: 'Title' });
    await expect(select).toHaveDisplayValue('Select a title');
    await userEvent.selectOptions(select, 'Mrs');
    await expect(args.onValueChange).toHaveBeenCalledWith('MRS');
    await expect(select).toHaveDisplayValue('Mrs');
    // The placeholder is not an option to choose back.
    const [placeholder] = within(select).getAllByRole('option', { hidden: true });
    await expect(placeholder).toHaveTextContent('Select a title');
    await expect(placeholder).toBeDisabled();
  },
};

export const Playground: Story = {
  args: {
    label: 'Investor category',
    name: 'investorType',
    placeholder: 'Choose one',
    hint: 'Pick the statement that describes you',
    options: [
      { value: 'HIGH_NET_WORTH_INVESTOR', label: 'High net worth investor' },
      { value: 'SELF_CERTIFIED_INVESTOR', label: 'Self-certified sophisticated investor' },
      { value: 'CERTIFIED_SOPHISTICATED_INVESTOR', label: 'Certified sophisticated investor' },
      { value: 'ADVISED_INVESTOR', label: 'Advised investor' },
      { value: 'EVERYDAY_INVESTOR', label: 'Everyday investor' },
    ],
    required: true,
    disabled: false,
  },
  play: async ({ canvasElement, args }) => {
    const select = await within(canvasElement).findByRole('combobox', { name: 'Investor category' });
    await expect(select).toHaveAccessibleDescription('Pick the statement that describes you');
    await expect(select).toBeRequired();
    await userEvent.selectOptions(select, 'ADVISED_INVESTOR');
    await expect(args.onValueChange).toHaveBeenCalledWith('ADVISED_INVESTOR');
  },
};

export const Selected: Story = {
  args: { defaultValue: 'MISS' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: 'Title' })).toHaveDisplayValue('Miss');
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Please fill required field' },
  play: async ({ canvasElement }) => {
    const select = await within(canvasElement).findByRole('combobox', { name: 'Title' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please fill required field');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'MR' },
  play: async ({ canvasElement, args }) => {
    const select = await within(canvasElement).findByRole('combobox', { name: 'Title' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Mr');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
