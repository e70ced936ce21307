import { Badge, Text } from '@mantine/core';
import type { LedgerEntry } from '@portal/shared/billing';
import type { ResponsiveColumn } from '../../../components/responsive-table';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { LEDGER_KIND_COLORS, LEDGER_KIND_LABELS } from './ledger-labels';

/**
 * An amount as the statement shows it: what adds to what is owed as it is, what takes from it (payments,
 * top-ups, credits) with a minus sign, in green so it is not read as a charge.
 */
function Amount({ cents }: { cents: number }) {
  return (
    <Text span size="sm" fw={600} c={cents < 0 ? 'teal.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {cents < 0 ? `−${formatMoney(-cents)}` : formatMoney(cents)}
    </Text>
  );
}

export const ledgerColumns = (timeZone: string | null | undefined): ResponsiveColumn<LedgerEntry>[] => [
  {
    label: 'Date',
    render: (entry) => (
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(entry.occurredAt, timeZone)}
      </Text>
    ),
  },
  {
    label: 'Type',
    render: (entry) => (
      <Badge variant="dot" color={LEDGER_KIND_COLORS[entry.kind]}>
        {LEDGER_KIND_LABELS[entry.kind]}
      </Badge>
    ),
  },
  {
    label: 'Description',
    render: (entry) => (
      <Text span size="sm">
        {entry.description}
      </Text>
    ),
  },
  { label: 'Amount', render: (entry) => <Amount cents={entry.amountCents} /> },
];
