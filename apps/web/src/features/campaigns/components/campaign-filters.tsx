import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CAMPAIGN_FIGURE_DAYS,
  CAMPAIGN_STATUSES,
  DEFAULT_CAMPAIGN_FIGURE_DAYS,
  type CampaignFigureDays,
  type CampaignStatus,
} from '@portal/shared/campaign-records';
import type { CampaignFilters as Filters } from '../api/list-campaigns';
import { CAMPAIGN_STATUS_LABELS } from '../../../components/campaign-status-badge';
import { FilterSelect } from '../../../components/filter-select';

const STATUS_OPTIONS = CAMPAIGN_STATUSES.map((status) => ({ value: status, label: CAMPAIGN_STATUS_LABELS[status] }));
const DAYS_OPTIONS = CAMPAIGN_FIGURE_DAYS.map((days) => ({ value: days, label: `Last ${days} days` }));

/** Wait this long after the last key before asking the server, so typing a name sends one request, not eight. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The status filter and the search box of the campaigns list, and the days every campaign's figures are over
 * (the same for all, so they compare); all answered by the server.
 */
export function CampaignFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const [search, setSearch] = useState(filters.q ?? '');
  // The search in the address can change without typing (Clear filters, Back): the box follows it, unless it
  // is only what was typed coming back trimmed.
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    if ((filters.q ?? '') !== search.trim()) setSearch(filters.q ?? '');
  }
  const sendSearch = useDebouncedCallback((q: string) => onChange({ ...filters, q: q.trim() || undefined }), {
    delay: SEARCH_DEBOUNCE_MS,
  });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        type="search"
        placeholder="Campaign name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          sendSearch(event.currentTarget.value);
        }}
        style={{ flex: '1 1 16rem' }}
        maxLength={100}
      />
      <FilterSelect<CampaignStatus>
        label="Status"
        allLabel="All statuses"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
        w={{ base: '100%', xs: 200 }}
      />
      <NativeSelect
        label="Figures for"
        data={DAYS_OPTIONS}
        value={filters.days ?? DEFAULT_CAMPAIGN_FIGURE_DAYS}
        onChange={(event) => onChange({ ...filters, days: event.currentTarget.value as CampaignFigureDays })}
        w={{ base: '100%', xs: 160 }}
      />
    </Group>
  );
}
