import { NativeSelect, SimpleGrid } from '@mantine/core';
import { LEDGER_KINDS, type LedgerKind } from '@portal/shared/billing';
import { DateInput } from '../../../components/date-input';
import type { UrlFilterChange } from '../../../lib/url-filters';
import type { LedgerFilters } from '../api/list-ledger';
import { LEDGER_KIND_LABELS } from './ledger-labels';

// A select needs a value for "no filter"; the query simply leaves the key out. The browser's own select, as
// every filter's (docs/decisions/0030).
const ALL = 'all';
const KIND_OPTIONS = [
  { value: ALL, label: 'All types' },
  ...LEDGER_KINDS.map((kind) => ({ value: kind, label: LEDGER_KIND_LABELS[kind] })),
];

interface LedgerFilterBarProps {
  filters: LedgerFilters;
  onChange: (change: UrlFilterChange<LedgerFilters>) => void;
}

/** The type of movement, and the first and last day (the account's days), each optional. */
export function LedgerFilterBar({ filters, onChange }: LedgerFilterBarProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <NativeSelect
        label="Type"
        data={KIND_OPTIONS}
        value={filters.kind ?? ALL}
        onChange={({ currentTarget: { value } }) =>
          onChange({ kind: value === ALL ? undefined : (value as LedgerKind) })
        }
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
