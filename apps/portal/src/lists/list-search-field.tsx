import { TextField } from '@keystone/ui';
import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';
import { SEARCH_MAX_LENGTH } from './use-list-address.ts';

export const SEARCH_DEBOUNCE_MS = 400;

interface ListSearchFieldProps {
  /** The search in the address. */
  search: string;
  onSearch: (search: string) => void;
  placeholder: string;
  className?: string;
}

/** A list's search box: the search is sent when the person pauses typing, and follows the address back and forth. */
export function ListSearchField({ search, onSearch, placeholder, className }: ListSearchFieldProps) {
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
    <TextField
      label="Search"
      type="search"
      placeholder={placeholder}
      maxLength={SEARCH_MAX_LENGTH}
      className={className}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
