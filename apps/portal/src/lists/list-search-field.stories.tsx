import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ListSearchField, SEARCH_DEBOUNCE_MS } from './list-search-field.tsx';

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
    await userEvent.type(field, ' Leeds ');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('Leeds'), { timeout: SEARCH_DEBOUNCE_MS * 4 });
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** Opened from an address with a search: the field shows it and sends nothing. */
export const FromAddress: Story = {
  args: { search: 'Salford' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search' })).toHaveValue('Salford');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};
