import type { UserStatus } from '@keystone/api';
import { USER_STATUS_LABELS } from '@keystone/flows/labels';
import { Select, TextField } from '@keystone/ui';
import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';
import { SEARCH_MAX_LENGTH } from './users-list-query.ts';

export const SEARCH_DEBOUNCE_MS = 400;

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
  const [text, setText] = useState(search);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const sendSearch = useEffectEvent((term: string) => {
    if (term !== search) onSearch(term);
  });
  useEffect(() => sendSearch(settled), [settled]);

  // Back and forward change the address under the field: show what the address now searches for. A change this
  // field made itself matches what it settled on, so the letters typed since are kept.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search !== settled) setText(search);
  }

  return (
    <div className="flex flex-wrap items-end gap-4">
      <TextField
        label="Search"
        type="search"
        placeholder="Name, email or company"
        maxLength={SEARCH_MAX_LENGTH}
        className="w-full max-w-sm"
        value={text}
        onChange={(event) => setText(event.target.value)}
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
