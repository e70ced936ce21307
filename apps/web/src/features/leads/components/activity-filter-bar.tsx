import { Box, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CUSTOMER_STATUSES } from '@portal/shared/leads';
import { CUSTOMER_STATUS_LABELS } from './event-labels';
import type { ActivityFilters } from './activity-filter-state';
import classes from './activity-filter-bar.module.css';

// A select needs a value for "no filter"; the URL simply leaves the key out. The filters are the browser's own
// selects: short fixed lists, picked with the phone's own picker or by typing, and no positioning code in the
// Summary's first load (docs/decisions/0030).
const ALL = 'all';

const TYPE_OPTIONS = [
  { value: ALL, label: 'Leads and calls' },
  { value: 'LEAD', label: 'Leads' },
  { value: 'CALL', label: 'Calls' },
];
const STATUS_OPTIONS = [
  { value: ALL, label: 'Any status' },
  ...CUSTOMER_STATUSES.map((status) => ({ value: status, label: CUSTOMER_STATUS_LABELS[status] })),
];
const BILLABLE_OPTIONS = [
  { value: ALL, label: 'Billable or not' },
  { value: 'true', label: 'Billable' },
  { value: 'false', label: 'Not billable' },
];
const DISPUTED_OPTIONS = [
  { value: ALL, label: 'Disputed or not' },
  { value: 'true', label: 'Disputed' },
  { value: 'false', label: 'Not disputed' },
];

/** Waits for a pause in typing before the search reaches the URL (and so the server). */
export const SEARCH_DEBOUNCE_MS = 350;

interface ActivityFilterBarProps {
  filters: ActivityFilters;
  onChange: (name: keyof ActivityFilters, value: string | undefined) => void;
  /** The campaign filter's options; absent when the table shows one campaign only. */
  campaignOptions?: { value: string; label: string }[];
}

export function ActivityFilterBar({ filters, onChange, campaignOptions }: ActivityFilterBarProps) {
  const [typed, setTyped] = useState(filters.q ?? '');
  const [debounced] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== (filters.q ?? '')) onChange('q', debounced || undefined);
    // Only a new pause in typing sends the search: a URL change (back button) must not send it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const select = (name: keyof ActivityFilters, label: string, data: { value: string; label: string }[]) => (
    <NativeSelect
      label={label}
      data={data}
      value={filters[name] ?? ALL}
      onChange={(event) => onChange(name, event.currentTarget.value === ALL ? undefined : event.currentTarget.value)}
    />
  );

  return (
    <Box className={classes.filters} style={{ '--filter-count': campaignOptions ? 6 : 5 }}>
      <TextInput
        label="Search"
        className={classes.search}
        placeholder="Name, phone or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        type="search"
      />
      {select('type', 'Type', TYPE_OPTIONS)}
      {campaignOptions &&
        select('campaignId', 'Campaign', [{ value: ALL, label: 'All campaigns' }, ...campaignOptions])}
      {select('status', 'Status', STATUS_OPTIONS)}
      {select('billable', 'Billable', BILLABLE_OPTIONS)}
      {select('disputed', 'Disputes', DISPUTED_OPTIONS)}
    </Box>
  );
}
