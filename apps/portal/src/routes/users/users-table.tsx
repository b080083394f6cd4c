import type { SortDirection, User, UserSortColumn } from '@keystone/api';
import { USER_STATUS_LABELS, USER_STATUS_TONES, userKycStatusLabel, userKycStatusTone } from '@keystone/flows/labels';
import { Badge, DataTable, type DataTableColumn } from '@keystone/ui';
import { sortableColumns } from '../../lists/use-list-address.ts';
import { UserActions, type ActionOutcome } from './user-actions/index.ts';

/** Seed 001 §2's columns, in its order, each with the contract's sort column. */
const COLUMNS: ReadonlyArray<Omit<DataTableColumn<User>, 'sort'> & { column: UserSortColumn }> = [
  { column: 'id', header: 'ID', cell: (user) => user.id },
  { column: 'fullName', header: 'Full Name', role: 'primary', cell: (user) => user.fullName },
  { column: 'email', header: 'Email', cell: (user) => user.email },
  { column: 'companyName', header: 'Company Name', cell: (user) => user.companyName },
  {
    column: 'kycStatus',
    header: 'KYC Status',
    role: 'status',
    cell: (user) => <Badge tone={userKycStatusTone(user)}>{userKycStatusLabel(user)}</Badge>,
  },
  {
    column: 'status',
    header: 'Status',
    role: 'status',
    cell: (user) => <Badge tone={USER_STATUS_TONES[user.status]}>{USER_STATUS_LABELS[user.status]}</Badge>,
  },
];

interface UsersTableProps {
  users: readonly User[];
  column: UserSortColumn;
  direction: SortDirection;
  onSort: (column: UserSortColumn, direction: SortDirection) => void;
  onOutcome: (outcome: ActionOutcome) => void;
  /** Another page or order is on its way; the rows shown are the previous ones. */
  refreshing: boolean;
}

export function UsersTable({ users, column, direction, onSort, onOutcome, refreshing }: UsersTableProps) {
  return (
    <DataTable
      caption="Users"
      cardsBelow="xl"
      refreshing={refreshing}
      rows={users}
      rowKey={(user) => user.id}
      columns={[
        ...sortableColumns(COLUMNS, { column, direction, onSort }),
        {
          header: 'Actions',
          role: 'actions',
          cell: (user: User) => <UserActions user={user} onOutcome={onOutcome} inTable />,
        },
      ]}
    />
  );
}
