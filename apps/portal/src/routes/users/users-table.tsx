import type { SortDirection, User, UserSortColumn } from '@keystone/api';
import { USER_STATUS_LABELS, USER_STATUS_TONES, userKycStatusLabel, userKycStatusTone } from '@keystone/flows/labels';
import {
  Badge,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSortableHead,
} from '@keystone/ui';
import { askedSortDirection as asked, shownSortDirection as shown } from '../../lists/use-list-address.ts';
import { UserActions, type ActionOutcome } from './user-actions/index.ts';

/** Seed 001 §2's columns, in its order. */
const COLUMNS: ReadonlyArray<{ column: UserSortColumn; title: string }> = [
  { column: 'id', title: 'ID' },
  { column: 'fullName', title: 'Full Name' },
  { column: 'email', title: 'Email' },
  { column: 'companyName', title: 'Company Name' },
  { column: 'kycStatus', title: 'KYC Status' },
  { column: 'status', title: 'Status' },
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
    <Table aria-busy={refreshing || undefined} className={refreshing ? 'opacity-60' : undefined}>
      <TableCaption className="sr-only">Users</TableCaption>
      <TableHeader>
        <TableRow>
          {COLUMNS.map(({ column: key, title }) => (
            <TableSortableHead
              key={key}
              direction={key === column ? shown(direction) : undefined}
              onSort={(next) => onSort(key, asked(next))}
            >
              {title}
            </TableSortableHead>
          ))}
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell>{user.id}</TableCell>
            <TableCell>{user.fullName}</TableCell>
            <TableCell>{user.email}</TableCell>
            <TableCell>{user.companyName}</TableCell>
            <TableCell>
              <Badge tone={userKycStatusTone(user)}>{userKycStatusLabel(user)}</Badge>
            </TableCell>
            <TableCell>
              <Badge tone={USER_STATUS_TONES[user.status]}>{USER_STATUS_LABELS[user.status]}</Badge>
            </TableCell>
            <TableCell>
              <UserActions user={user} onOutcome={onOutcome} inTable />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
