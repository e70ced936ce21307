import { Box, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FilterSelect } from '../../../components/filter-select';
import type { PeopleFilters as Filters } from '../api/list-people';
import classes from './people-filters.module.css';

const STAFF_OPTIONS = [
  { value: 'true', label: 'Staff' },
  { value: 'false', label: 'Customers' },
] as const;
const DISABLED_OPTIONS = [
  { value: 'false', label: 'Enabled' },
  { value: 'true', label: 'Disabled' },
] as const;

/** Waits for a pause in typing before the search reaches the URL (and so the server). */
const SEARCH_DEBOUNCE_MS = 350;

export function PeopleFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (name: keyof Filters, value: string | undefined) => void;
}) {
  const [typed, setTyped] = useState(filters.search ?? '');
  const [debounced] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== (filters.search ?? '')) onChange('search', debounced || undefined);
    // Only a new pause in typing sends the search: a URL change (back button) must not send it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <Box className={classes.filters}>
      <TextInput
        label="Search"
        className={classes.search}
        placeholder="Email or name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        type="search"
        maxLength={100}
      />
      <FilterSelect
        label="Who"
        allLabel="Everyone"
        options={STAFF_OPTIONS}
        value={filters.staff}
        onChange={(value) => onChange('staff', value)}
      />
      <FilterSelect
        label="Sign-in"
        allLabel="All sign-ins"
        options={DISABLED_OPTIONS}
        value={filters.disabled}
        onChange={(value) => onChange('disabled', value)}
      />
    </Box>
  );
}
