import { Modal, Stack, Text, Title } from '@mantine/core';
import { isPayableInvoice, type Invoice, type InvoiceDetail } from '@portal/shared/billing';
import { QueryState } from '../../../components/query-state';
import { formatDate, formatDay, formatDayRange, formatMoney } from '../../../lib/format';
import { useInvoice } from '../api/get-invoice';
import { DetailRows } from './detail-rows';
import { InvoiceLines } from './invoice-lines';

interface InvoiceDetailModalProps {
  accountId: string;
  /** The invoice last opened: kept while the modal closes, so its title does not change as it fades. */
  invoice: Invoice | null;
  opened: boolean;
  onClose: () => void;
  timeZone: string | null | undefined;
}

function InvoiceBody({ invoice, timeZone }: { invoice: InvoiceDetail; timeZone: string | null | undefined }) {
  return (
    <Stack gap="md">
      <DetailRows
        label="Invoice totals"
        rows={[
          ['Period', formatDayRange(invoice.periodStart, invoice.periodEnd)],
          ['Charges', formatMoney(invoice.chargesCents)],
          ['Credits', invoice.creditsCents ? `−${formatMoney(invoice.creditsCents)}` : formatMoney(0)],
          ['Total', formatMoney(invoice.totalCents)],
          ['Paid', formatMoney(invoice.paidCents)],
          [
            'Amount due',
            isPayableInvoice(invoice)
              ? `${formatMoney(invoice.amountDueCents)} by ${formatDay(invoice.dueDate)}${invoice.status === 'OVERDUE' ? ' (overdue)' : ''}`
              : 'Nothing',
          ],
        ]}
      />
      <Title order={3} size="h5">
        Lines
      </Title>
      {invoice.lines.length ? (
        <InvoiceLines invoice={invoice} />
      ) : (
        <Text size="sm" c="dimmed">
          Nothing was billed this month.
        </Text>
      )}
      {invoice.payments.length > 0 && (
        <>
          <Title order={3} size="h5">
            Payments
          </Title>
          <DetailRows
            label="Payments"
            rows={invoice.payments.map((payment) => [
              `${payment.settledAt ? formatDate(payment.settledAt, timeZone) : 'Pending'} · ${payment.method}`,
              formatMoney(payment.amountCents),
            ])}
          />
        </>
      )}
    </Stack>
  );
}

/** One invoice: its totals, its lines (each opening the leads and calls behind it) and the payments against it. */
export function InvoiceDetailModal({ accountId, invoice, opened, onClose, timeZone }: InvoiceDetailModalProps) {
  const detail = useInvoice(accountId, invoice?.id ?? null);
  return (
    <Modal opened={opened} onClose={onClose} title={`Invoice ${invoice?.number ?? ''}`} size="xl" centered>
      <QueryState query={detail} loadingLabel="Loading the invoice" errorTitle="The invoice could not be loaded">
        {(data) => <InvoiceBody invoice={data} timeZone={timeZone} />}
      </QueryState>
    </Modal>
  );
}
