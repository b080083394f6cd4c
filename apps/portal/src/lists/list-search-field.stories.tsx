import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListSearchField } from './list-search-field.tsx';

const meta = {
  title: 'Portal/Lists/ListSearchField',
  component: ListSearchField,
  tags: ['autodocs'],
  args: { search: '', onSearch: fn(), placeholder: 'Project title or city' },
} satisfies Meta<typeof ListSearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing sends one search once the person pauses, trimmed. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    // Every key in one go (no pause between keys to wait on): however slow the machine, the pause timer cannot fire
    // between two keys, nor before the check below.
    await userEvent.setup({ delay: null }).type(field, ' Leeds ');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('Leeds'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** Opened from an address with a search: the field shows it and sends nothing. */
export const FromAddress: Story = {
  args: { search: 'Salford' },
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await expect(field).toHaveValue('Salford');
    // The next search the person makes is sent after anything the opening sent: once it came, it must be the only one.
    // Replaced in one input (selected, then pasted over), so no search for an empty field can settle in between.
    await userEvent.tripleClick(field);
    await userEvent.paste('Leeds');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('Leeds'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};
