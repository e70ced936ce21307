import { SimpleGrid } from '@mantine/core';
import { LEDGER_KINDS, type LedgerKind } from '@portal/shared/billing';
import { DateInput } from '../../../components/date-input';
import { FilterSelect } from '../../../components/filter-select';
import type { UrlFilterChange } from '../../../lib/url-filters';
import type { LedgerFilters } from '../api/list-ledger';
import { LEDGER_KIND_LABELS } from './ledger-labels';

const KIND_OPTIONS = LEDGER_KINDS.map((kind) => ({ value: kind, label: LEDGER_KIND_LABELS[kind] }));

interface LedgerFilterBarProps {
  filters: LedgerFilters;
  onChange: (change: UrlFilterChange<LedgerFilters>) => void;
}

/** The type of movement, and the first and last day (the account's days), each optional. */
export function LedgerFilterBar({ filters, onChange }: LedgerFilterBarProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <FilterSelect<LedgerKind>
        label="Type"
        allLabel="All types"
        options={KIND_OPTIONS}
        value={filters.kind}
        onChange={(kind) => onChange({ kind })}
      />
      <DateInput
        label="From"
        placeholder="Any day"
        value={filters.from ?? null}
        onChange={(from) => onChange({ from })}
      />
      <DateInput
        label="To"
        placeholder="Today"
        minDate={filters.from}
        value={filters.to ?? null}
        onChange={(to) => onChange({ to })}
      />
    </SimpleGrid>
  );
}
