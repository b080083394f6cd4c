import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge, type BadgeTone } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table.tsx';
import { ShortenedText } from './shortened-text.tsx';
import type { SortDirection } from './sort-direction.ts';
import { bodyRows, cardColumns, expectCards, expectTable } from './testing.ts';

interface Movement {
  id: number;
  amount: string;
  providerId: string | null;
  type: string;
  status: { label: string; tone: BadgeTone };
  date: string;
}

const movements: Movement[] = [
  {
    id: 1,
    amount: '£1,250.00',
    providerId: 'sandbox-6f1c2a9e-4b7d-4e21-9a3f-0c8d5e7b1a24',
    type: 'Transfer from project',
    status: { label: 'Succeeded', tone: 'succeeded' },
    date: '24/11/2026, 16:45',
  },
  {
    id: 2,
    amount: '£50.00',
    providerId: null,
    type: 'Withdrawal',
    status: { label: 'Pending', tone: 'pending' },
    date: '25/11/2026, 09:10',
  },
];

const edit = fn();

/** A wallet's movements: the amount is the money, the badge the status, and each row has an action. */
const movementColumns: ReadonlyArray<DataTableColumn<Movement>> = [
  { header: 'Type', role: 'primary', cell: (row) => row.type },
  {
    header: 'Provider id',
    cell: (row) =>
      row.providerId ? <ShortenedText className="font-mono text-xs">{row.providerId}</ShortenedText> : '—',
  },
  { header: 'Date', className: 'whitespace-nowrap', cell: (row) => row.date },
  { header: 'Status', role: 'status', cell: (row) => <Badge tone={row.status.tone}>{row.status.label}</Badge> },
  { header: 'Amount', role: 'money', numeric: true, cell: (row) => row.amount },
  {
    header: 'Actions',
    headerHidden: true,
    role: 'actions',
    cell: (row) => (
      <Button variant="outline" size="sm" onClick={() => edit(row.id)}>
        <Pencil aria-hidden="true" />
        Edit<span className="sr-only"> movement {row.id}</span>
      </Button>
    ),
  },
];

function Movements(props: Partial<DataTableProps<Movement>>) {
  return (
    <DataTable
      caption="Wallet history"
      columns={movementColumns}
      rows={movements}
      rowKey={(row) => row.id}
      cardsBelow="lg"
      {...props}
    />
  );
}

const meta = {
  title: 'UI/Table',
  component: Movements,
  tags: ['autodocs'],
} satisfies Meta<typeof Movements>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };
const tableIn = (canvasElement: HTMLElement, name = 'Wallet history') =>
  within(canvasElement).findByRole('table', { name });

/** At 1440 px: a real table, its headers in a row, the columns in their order. */
export const Default: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const table = await tableIn(canvasElement);
    await expectTable(table);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type', 'Provider id', 'Date', 'Status', 'Amount', 'Actions']);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('cell', { name: '£1,250.00' })).toBeVisible();
  },
};

/**
 * At 390 px each row is a card: the amount first, then the status, then what the row is, each beside its label;
 * the action is a button at the card's foot. A screen reader still meets one table with its headers.
 */
export const Cards: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    edit.mockClear();
    const table = await tableIn(canvasElement);
    await expectCards(table, ['Amount', 'Status', 'Type']);
    for (const row of bodyRows(table)) await expect(cardColumns(row).at(-1)).toBe('Actions');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    await expect(within(table).getByRole('cell', { name: 'Succeeded' })).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit movement 2' }));
    await expect(edit).toHaveBeenCalledWith(2);
  },
};

/** A payment provider's long id stays on one line, cut short, its whole value in the page and on hover. */
export const LongCodes: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const table = await tableIn(canvasElement);
    const longId = 'sandbox-6f1c2a9e-4b7d-4e21-9a3f-0c8d5e7b1a24';
    const code = within(table).getByTitle(longId);
    await expect(code).toHaveTextContent(longId);
    const lineHeight = parseFloat(getComputedStyle(code).lineHeight);
    await expect(code.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
  },
};

const sortRequested = fn();

function SortableMovements() {
  const [sort, setSort] = useState<{ column: 'amount' | 'date'; direction: SortDirection }>({
    column: 'date',
    direction: 'ascending',
  });
  const rows = [...movements].sort((a, b) => {
    const order = String(a[sort.column]).localeCompare(String(b[sort.column]), 'en-GB', { numeric: true });
    return sort.direction === 'ascending' ? order : -order;
  });
  const sortBy = (column: 'amount' | 'date') => ({
    direction: sort.column === column ? sort.direction : undefined,
    onSort: (direction: SortDirection) => {
      sortRequested(column, direction);
      setSort({ column, direction });
    },
  });
  return (
    <Movements
      caption="Wallet history, sortable"
      rows={rows}
      columns={movementColumns.map((column) =>
        column.header === 'Amount'
          ? { ...column, sort: sortBy('amount') }
          : column.header === 'Date'
            ? { ...column, sort: sortBy('date') }
            : column,
      )}
    />
  );
}

const firstAmounts = (table: HTMLElement) =>
  bodyRows(table).map((row) => row.querySelector('td[data-column="Amount"]')?.textContent ?? '');

export const Sortable: Story = {
  globals: desktop,
  render: () => <SortableMovements />,
  play: async ({ canvasElement }) => {
    sortRequested.mockClear();
    const table = await tableIn(canvasElement, 'Wallet history, sortable');
    await expectTable(table);
    const date = within(table).getByRole('columnheader', { name: 'Date' });
    const amount = within(table).getByRole('columnheader', { name: 'Amount' });
    await expect(date).toHaveAttribute('aria-sort', 'ascending');
    await expect(amount).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(amount).getByRole('button', { name: 'Amount' }));
    await expect(sortRequested).toHaveBeenLastCalledWith('amount', 'ascending');
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(date).toHaveAttribute('aria-sort', 'none');
    await expect(firstAmounts(table)).toEqual(['£1,250.00', '£50.00']);
  },
};

/** On a phone the sortable headers are a row of buttons above the cards; the other headers are for screen readers. */
export const SortableOnAPhone: Story = {
  globals: mobile,
  render: () => <SortableMovements />,
  play: async ({ canvasElement }) => {
    sortRequested.mockClear();
    const table = await tableIn(canvasElement, 'Wallet history, sortable');
    await expectCards(table, ['Amount', 'Status', 'Type']);
    const byDate = within(table).getByRole('button', { name: 'Date' });
    await expect(byDate).toBeVisible();
    await userEvent.click(byDate);
    await expect(sortRequested).toHaveBeenLastCalledWith('date', 'descending');
    await expect(firstAmounts(table)).toEqual(['£50.00', '£1,250.00']);
  },
};

export const Empty: Story = {
  args: { rows: [], empty: <EmptyState /> },
  play: async ({ canvasElement }) => {
    const table = await tableIn(canvasElement);
    await expect(within(table).getByText('No search result')).toBeVisible();
  },
};

/** A row's details disclosed under it, across the table, or under its card on a phone. */
export const WithDetails: Story = {
  args: {
    rowDetails: (row) =>
      row.id === 1 ? { id: 'movement-1-details', content: <p>Paid out of Riverside apartments.</p> } : undefined,
  },
  play: async ({ canvasElement }) => {
    const table = await tableIn(canvasElement);
    const details = within(table).getByText('Paid out of Riverside apartments.');
    await expect(details).toBeVisible();
    await expect(details.closest('tr')).toHaveAttribute('id', 'movement-1-details');
  },
};

/** Every part at once, in both forms: money, status, primary, a hidden header, actions, a long code and details. */
export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <div className="flex flex-col gap-8">
      <Movements caption="As a table" captionVisible cardsBelow="sm" />
      <div className="max-w-sm">
        <Movements
          caption="As cards, in a narrow box"
          captionVisible
          rowDetails={(row) => (row.id === 2 ? { id: 'all-2', content: <p>Waiting for the bank.</p> } : undefined)}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectTable(await tableIn(canvasElement, 'As a table'));
    const cards = await tableIn(canvasElement, 'As cards, in a narrow box');
    await expectCards(cards, ['Amount', 'Status', 'Type']);
    await expect(within(cards).getByText('Waiting for the bank.')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { caption: 'Playground', captionVisible: true, cardsBelow: 'md' },
  play: async ({ canvasElement }) => {
    const table = await tableIn(canvasElement, 'Playground');
    await expect(within(table).getByRole('cell', { name: '£50.00' })).toBeVisible();
  },
};
