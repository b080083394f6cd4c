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
    const canvas = within(canvasElement);
    // The options open in a portal, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    const trigger = await canvas.findByRole('combobox', { name: 'Title' });
    await expect(trigger).toHaveTextContent('Select a title');
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('option', { name: 'Mrs' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('MRS');
    await expect(trigger).toHaveTextContent('Mrs');
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
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = await canvas.findByRole('combobox', { name: 'Investor category' });
    await expect(trigger).toHaveAccessibleDescription('Pick the statement that describes you');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(page.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Selected: Story = {
  args: { defaultValue: 'MISS' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Title' })).toHaveTextContent('Miss');
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Please fill required field' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('combobox', { name: 'Title' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Please fill required field');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'MR' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('combobox', { name: 'Title' });
    await expect(trigger).toBeDisabled();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(trigger);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
