import type { UserStatus } from '@keystone/api';
import { USER_STATUS_LABELS } from '@keystone/flows/labels';
import { Select } from '@keystone/ui';
import { ListSearchField } from '../../lists/list-search-field.tsx';

const ALL_STATUSES = 'ALL';
const statusOptions = [
  { value: ALL_STATUSES, label: 'All' },
  { value: 'ACTIVE', label: USER_STATUS_LABELS.ACTIVE },
  { value: 'NOT_ACTIVE', label: USER_STATUS_LABELS.NOT_ACTIVE },
] as const;

interface UsersFiltersProps {
  /** The search in the address. */
  search: string;
  status: UserStatus | null;
  onSearch: (search: string) => void;
  onStatusChange: (status: UserStatus | null) => void;
}

/** The list's search (name, e-mail or company, sent when the admin pauses typing) and status filter. */
export function UsersFilters({ search, status, onSearch, onStatusChange }: UsersFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <ListSearchField
        search={search}
        onSearch={onSearch}
        placeholder="Name, email or company"
        className="w-full max-w-sm"
      />
      <Select
        label="Status"
        className="w-48"
        options={statusOptions}
        value={status ?? ALL_STATUSES}
        onValueChange={(value) => onStatusChange(value === ALL_STATUSES ? null : (value as UserStatus))}
      />
    </div>
  );
}
