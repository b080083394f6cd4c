import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state.tsx';
import type { SortDirection } from './sort-direction.ts';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSortableHead,
} from './table.tsx';

interface UserRow {
  id: number;
  fullName: string;
  email: string;
  kycStatus: string;
}

const users: UserRow[] = [
  { id: 3, fullName: 'Priya Shah', email: 'priya@example.co.uk', kycStatus: 'Activated' },
  { id: 1, fullName: 'Tom Evans', email: 'admin@example.co.uk', kycStatus: 'Activated' },
  { id: 2, fullName: 'Ana Costa', email: 'ana@example.co.uk', kycStatus: 'Submitted and awaiting review' },
];

function UsersTable({ rows, caption }: { rows: UserRow[]; caption: string }) {
  return (
    <Table scrollLabel={caption}>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>ID</TableHead>
          <TableHead>Full Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>KYC Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={4}>
              <EmptyState />
            </TableCell>
          </TableRow>
        ) : (
          rows.map((user) => (
            <TableRow key={user.id}>
              <TableCell>{user.id}</TableCell>
              <TableCell>{user.fullName}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{user.kycStatus}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'UI/Table',
  component: Table,
  tags: ['autodocs'],
  render: () => <UsersTable rows={users} caption="Users" />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Users' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Full Name', 'Email', 'KYC Status']);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('cell', { name: 'Submitted and awaiting review' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { className: 'text-base' },
  render: (args) => (
    <Table {...args}>
      <TableCaption>Agreements</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>ID</TableHead>
          <TableHead>Project Name</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>12</TableCell>
          <TableCell>Riverside apartments</TableCell>
          <TableCell>active</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Riverside apartments' })).toBeVisible();
  },
};

const sortRequested = fn();

function SortableUsers() {
  const [sort, setSort] = useState<{ column: keyof UserRow; direction: SortDirection }>({
    column: 'email',
    direction: 'ascending',
  });
  const rows = [...users].sort((a, b) => {
    const order = String(a[sort.column]).localeCompare(String(b[sort.column]), 'en-GB', { numeric: true });
    return sort.direction === 'ascending' ? order : -order;
  });
  const head = (column: keyof UserRow, label: string) => (
    <TableSortableHead
      direction={sort.column === column ? sort.direction : undefined}
      onSort={(direction) => {
        sortRequested(column, direction);
        setSort({ column, direction });
      }}
    >
      {label}
    </TableSortableHead>
  );
  return (
    <Table>
      <TableCaption>Users, sortable by any column</TableCaption>
      <TableHeader>
        <TableRow>
          {head('id', 'ID')}
          {head('fullName', 'Full Name')}
          {head('email', 'Email')}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((user) => (
          <TableRow key={user.id}>
            <TableCell>{user.id}</TableCell>
            <TableCell>{user.fullName}</TableCell>
            <TableCell>{user.email}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function firstColumn(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');
}

export const Sortable: Story = {
  render: () => <SortableUsers />,
  play: async ({ canvasElement }) => {
    sortRequested.mockClear();
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    const emailHeader = canvas.getByRole('columnheader', { name: 'Email' });
    const idHeader = canvas.getByRole('columnheader', { name: 'ID' });
    await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(idHeader).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(emailHeader).getByRole('button', { name: 'Email' }));
    await expect(sortRequested).toHaveBeenLastCalledWith('email', 'descending');
    await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(idHeader).getByRole('button', { name: 'ID' }));
    await expect(sortRequested).toHaveBeenLastCalledWith('id', 'ascending');
    await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(emailHeader).toHaveAttribute('aria-sort', 'none');
    await expect(firstColumn(table)).toEqual(['1', '2', '3']);
  },
};

export const Empty: Story = {
  render: () => <UsersTable rows={[]} caption="Users" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Users' });
    await expect(within(table).getByText('No search result')).toBeVisible();
  },
};

/**
 * A table with nothing focusable inside, wider than a phone: `scrollLabel` names its scrolling box and lets the
 * keyboard reach it, so it can be scrolled sideways without a mouse.
 */
export const ScrollsOnItsOwn: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <Table scrollLabel="Wallet history table">
      <TableCaption>Wallet history</TableCaption>
      <TableHeader>
        <TableRow>
          {['Amount', 'Provider id', 'Type', 'Status', 'Date'].map((name) => (
            <TableHead key={name}>{name}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>£1,250.00</TableCell>
          <TableCell className="font-mono">sandbox-payin-0000000123456789</TableCell>
          <TableCell className="whitespace-nowrap">Transfer from project</TableCell>
          <TableCell>Succeeded</TableCell>
          <TableCell className="whitespace-nowrap">24 November 2026, 16:45</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Wallet history table' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(within(box).getByRole('table', { name: 'Wallet history' })).toBeVisible();
  },
};
