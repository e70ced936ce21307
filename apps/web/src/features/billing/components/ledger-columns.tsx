import { Anchor, Badge, Button, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { LedgerEntry } from '@portal/shared/billing';
import type { ResponsiveColumn } from '../../../components/responsive-table';
import standalone from '../../../components/standalone-link.module.css';
import { paths } from '../../../config/paths';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useDownloadReceipt } from '../api/download-receipt';
import { LEDGER_KIND_COLORS, LEDGER_KIND_LABELS } from './ledger-labels';

/** The receipt of a payment or top-up, as a PDF: beside its line, where a bank statement would link it. */
function ReceiptButton({ accountId, entry }: { accountId: string; entry: LedgerEntry & { paymentId: string } }) {
  const download = useDownloadReceipt(accountId);
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      ml={4}
      leftSection={<IconReceipt size={14} aria-hidden />}
      loading={download.isPending}
      aria-label={`Download the receipt of ${entry.description} as PDF`}
      onClick={() =>
        download.mutate(
          { paymentId: entry.paymentId, day: entry.occurredAt.slice(0, 10) },
          { onError: (error) => notify.error(errorMessage(error, 'The receipt could not be downloaded.')) },
        )
      }
    >
      Receipt
    </Button>
  );
}

/** Money that came in through a payment (a top-up, an invoice paid): it has a receipt. */
const hasReceipt = (entry: LedgerEntry): entry is LedgerEntry & { paymentId: string } =>
  entry.paymentId !== null && (entry.kind === 'PAYMENT' || entry.kind === 'RECHARGE');

/** What the entry was for, as a link to what caused it when the page has one: a charge or a dispute credit opens its lead or call. */
function Description({ entry, accountId }: { entry: LedgerEntry; accountId: string }) {
  if (!entry.supplyEventId) {
    return (
      <Text span size="sm">
        {entry.description}
        {hasReceipt(entry) && <ReceiptButton accountId={accountId} entry={entry} />}
      </Text>
    );
  }
  return (
    <Anchor
      component={Link}
      to={entry.eventType === 'CALL' ? paths.call.href(entry.supplyEventId) : paths.lead.href(entry.supplyEventId)}
      size="sm"
      className={standalone.link}
    >
      {entry.description}
    </Anchor>
  );
}

export const ledgerColumns = (
  timeZone: string | null | undefined,
  accountId: string,
): ResponsiveColumn<LedgerEntry>[] => [
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
  // First on a phone's row: what the line is, before when and how much.
  { label: 'Description', phone: 'title', render: (entry) => <Description entry={entry} accountId={accountId} /> },
  // As a bank statement: what came in (top-ups, payments, credits) and what went out (charges) in columns of their
  // own, without signs to decode, and the balance after each line.
  {
    label: 'Money in',
    render: (entry) => (entry.amountCents < 0 ? <Money cents={-entry.amountCents} tone="in" /> : null),
  },
  { label: 'Money out', render: (entry) => (entry.amountCents > 0 ? <Money cents={entry.amountCents} /> : null) },
  // Prepaid funds left after the line; below zero, what the account owes.
  { label: 'Balance', render: (entry) => <Money cents={entry.balanceAfterCents} /> },
];

function Money({ cents, tone }: { cents: number; tone?: 'in' }) {
  return (
    <Text span size="sm" fw={600} c={tone === 'in' ? 'teal.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {cents < 0 ? `−${formatMoney(-cents)}` : formatMoney(cents)}
    </Text>
  );
}
