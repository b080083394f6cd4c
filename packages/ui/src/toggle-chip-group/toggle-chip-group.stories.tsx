import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleChipGroup, type ToggleChipGroupProps } from './toggle-chip-group.tsx';

const colours = [
  { value: 'RED', label: 'Red' },
  { value: 'GREEN', label: 'Green' },
  { value: 'BLUE', label: 'Blue' },
  { value: 'BLACK', label: 'Black' },
];

/** Holds the chosen values as a screen would, and reports each change. */
function Controlled(props: ToggleChipGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ToggleChipGroup
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/ToggleChipGroup',
  component: ToggleChipGroup,
  tags: ['autodocs'],
  args: { legend: 'Colour', options: colours, value: [], onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ToggleChipGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(await within(canvasElement).findByRole('group', { name: 'Colour' }));
    const blue = group.getByRole('checkbox', { name: 'Blue' });
    await expect(blue).not.toBeChecked();
    await userEvent.click(blue);
    await expect(blue).toBeChecked();
    await userEvent.click(group.getByText('Red'));
    // Reported in the options' order, not the order of the clicks.
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['RED', 'BLUE']);
    await userEvent.click(blue);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['RED']);
  },
};

export const Playground: Story = {
  args: { value: ['GREEN'], hint: 'None chosen shows every colour' },
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('group', { name: 'Colour' });
    await expect(group).toHaveAccessibleDescription('None chosen shows every colour');
    await expect(within(group).getByRole('checkbox', { name: 'Green' })).toBeChecked();
  },
};

/** Tab reaches each chip and Space toggles it, as for any checkbox. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(await within(canvasElement).findByRole('group', { name: 'Colour' }));
    await userEvent.tab();
    await expect(group.getByRole('checkbox', { name: 'Red' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(group.getByRole('checkbox', { name: 'Green' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['GREEN']);
  },
};

export const Chosen: Story = {
  args: { value: ['RED', 'BLACK'] },
  play: async ({ canvasElement }) => {
    const group = within(await within(canvasElement).findByRole('group', { name: 'Colour' }));
    await expect(group.getByRole('checkbox', { name: 'Red' })).toBeChecked();
    await expect(group.getByRole('checkbox', { name: 'Black' })).toBeChecked();
    await expect(group.getByRole('checkbox', { name: 'Green' })).not.toBeChecked();
  },
};

/** A choice the person may not make is shown but cannot be toggled. */
export const DisabledOption: Story = {
  args: { options: [...colours, { value: 'WHITE', label: 'White', disabled: true }] },
  play: async ({ canvasElement, args }) => {
    const white = await within(canvasElement).findByRole('checkbox', { name: 'White' });
    await expect(white).toBeDisabled();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(white);
    await expect(white).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Many choices on a phone: one line that scrolls sideways instead of a wall of chips. */
export const ScrollOnNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    narrow: 'scroll',
    options: ['Red', 'Green', 'Blue', 'Black', 'White', 'Orange', 'Purple', 'Yellow'].map((label) => ({
      value: label.toUpperCase(),
      label,
    })),
  },
  play: async ({ canvasElement, args }) => {
    const group = within(await within(canvasElement).findByRole('group', { name: 'Colour' }));
    const first = group.getByRole('checkbox', { name: 'Red' }).closest('label') as HTMLElement;
    const last = group.getByRole('checkbox', { name: 'Yellow' }).closest('label') as HTMLElement;
    await expect(last.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
    const row = first.parentElement as HTMLElement;
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    // The row scrolls; the page does not.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(last);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['YELLOW']);
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { value: ['BLUE'] },
  play: async ({ canvasElement }) => {
    const group = within(await within(canvasElement).findByRole('group', { name: 'Colour' }));
    for (const { label } of colours) await expect(group.getByRole('checkbox', { name: label })).toBeVisible();
  },
};
