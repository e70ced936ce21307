import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { InvoiceDetail } from '@portal/shared/billing';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import standalone from '../../../components/standalone-link.module.css';
import { paths } from '../../../config/paths';
import { Amount } from './amount';

type InvoiceLine = InvoiceDetail['lines'][number];

/**
 * The leads and calls a line adds up, on the activity table filtered to that line (the summary above it
 * showing the invoice's month). An adjustment is a note from the provider's staff: no lead or call is behind it.
 */
function LineActivity({ invoice, line }: { invoice: InvoiceDetail; line: InvoiceLine }) {
  if (line.kind === 'ADJUSTMENT') {
    return (
      <Text span size="sm" c="dimmed">
        None
      </Text>
    );
  }
  const href = paths.summary.href({
    invoiceId: invoice.id,
    invoiceLineId: line.id,
    from: invoice.periodStart,
    to: invoice.periodEnd,
  });
  return (
    <Anchor
      component={Link}
      to={href}
      size="sm"
      className={standalone.link}
      style={{ whiteSpace: 'nowrap' }}
      aria-label={`View leads and calls on ${line.description}`}
    >
      View leads and calls
    </Anchor>
  );
}

/** What an invoice adds up: a line per campaign and type, dispute credits, adjustments. */
export function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  const columns: ResponsiveColumn<InvoiceLine>[] = [
    { label: 'Description', render: (line) => line.description },
    { label: 'Quantity', render: (line) => line.quantity },
    { label: 'Amount', phone: 'figure', render: (line) => <Amount cents={line.amountCents} /> },
    { label: 'Leads and calls', render: (line) => <LineActivity invoice={invoice} line={line} /> },
  ];
  return <ResponsiveTable label="Invoice lines" columns={columns} rows={invoice.lines} rowKey={(line) => line.id} />;
}
