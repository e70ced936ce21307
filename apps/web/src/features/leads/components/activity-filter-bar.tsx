import { Box, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CUSTOMER_STATUSES } from '@portal/shared/leads';
import { FilterSelect } from '../../../components/filter-select';
import { CUSTOMER_STATUS_LABELS } from './event-labels';
import type { ActivityFilters } from './activity-filter-state';
import classes from './activity-filter-bar.module.css';

const TYPE_OPTIONS = [
  { value: 'LEAD', label: 'Leads' },
  { value: 'CALL', label: 'Calls' },
] as const;
const STATUS_OPTIONS = CUSTOMER_STATUSES.map((status) => ({ value: status, label: CUSTOMER_STATUS_LABELS[status] }));
const BILLABLE_OPTIONS = [
  { value: 'true', label: 'Billable' },
  { value: 'false', label: 'Not billable' },
] as const;
const FOLLOW_UP_OPTIONS = [
  { value: 'true', label: 'Flagged' },
  { value: 'false', label: 'Not flagged' },
] as const;
const DISPUTED_OPTIONS = [
  { value: 'true', label: 'Disputed' },
  { value: 'false', label: 'Not disputed' },
] as const;

/** Waits for a pause in typing before the search reaches the URL (and so the server). */
export const SEARCH_DEBOUNCE_MS = 350;

interface ActivityFilterBarProps {
  filters: ActivityFilters;
  onChange: (name: keyof ActivityFilters, value: string | undefined) => void;
  /** The campaign filter's options; absent when the table shows one campaign only. */
  campaignOptions?: { value: string; label: string }[];
  /** The account's tags, to filter by one (none: no tag filter). */
  tagOptions: { value: string; label: string }[];
}

export function ActivityFilterBar({ filters, onChange, campaignOptions, tagOptions }: ActivityFilterBarProps) {
  const [typed, setTyped] = useState(filters.q ?? '');
  const [debounced] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== (filters.q ?? '')) onChange('q', debounced || undefined);
    // Only a new pause in typing sends the search: a URL change (back button) must not send it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const select = (
    name: keyof ActivityFilters,
    label: string,
    allLabel: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <FilterSelect
      label={label}
      allLabel={allLabel}
      options={options}
      value={filters[name]}
      onChange={(value) => onChange(name, value)}
    />
  );

  return (
    <Box
      className={classes.filters}
      // At most four a row on a wide screen: eight in one row cut their words short.
      style={{ '--filter-count': Math.min(4, 6 + (campaignOptions ? 1 : 0) + (tagOptions.length > 0 ? 1 : 0)) }}
    >
      <TextInput
        label="Search"
        className={classes.search}
        placeholder="Name, phone or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        type="search"
      />
      {select('type', 'Type', 'Leads and calls', TYPE_OPTIONS)}
      {campaignOptions && select('campaignId', 'Campaign', 'All campaigns', campaignOptions)}
      {select('status', 'Status', 'Any status', STATUS_OPTIONS)}
      {select('billable', 'Billable', 'Billable or not', BILLABLE_OPTIONS)}
      {select('disputed', 'Disputes', 'Disputed or not', DISPUTED_OPTIONS)}
      {tagOptions.length > 0 && select('tagId', 'Tag', 'Any tag', tagOptions)}
      {select('followUp', 'Follow-up', 'Flagged or not', FOLLOW_UP_OPTIONS)}
    </Box>
  );
}
