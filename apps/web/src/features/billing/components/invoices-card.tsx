import { Badge, Button, Group, Text } from '@mantine/core';
import { IconDownload, IconListDetails } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { INVOICE_STATUS_LABELS, isPayableInvoice, type Invoice } from '@portal/shared/billing';
import { QueryState } from '../../../components/query-state';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { formatDay, formatDayRange, formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/error-message';
import { lazyComponent } from '../../../lib/lazy-component';
import { notify } from '../../../lib/notify';
import { useRouteDisclosure } from '../../../lib/use-route-disclosure';
import { useDownloadInvoice } from '../api/download-invoice';
import { useInvoices } from '../api/list-invoices';
import { SectionCard } from '../../../components/section-card';

// Opened on request: loads after the screen, off its first load (docs/decisions/0018).
const { Lazy: InvoiceDetailModal } = lazyComponent(() =>
  import('./invoice-detail-modal').then((module) => module.InvoiceDetailModal),
);

interface InvoicesCardProps {
  accountId: string;
  mayManage: boolean;
  onPay: (invoice: Invoice) => void;
  timeZone: string | null | undefined;
}

const STATUS_COLOUR: Record<Invoice['status'], string> = {
  OPEN: 'orange',
  OVERDUE: 'red',
  PAID: 'green',
  VOID: 'gray',
};

/**
 * The monthly invoices: status, total, what is due and when, the details (lines, each opening its leads and
 * calls), the PDF, and "Pay" for an open one.
 */
export function InvoicesCard({ accountId, mayManage, onPay, timeZone }: InvoicesCardProps) {
  const invoices = useInvoices(accountId);
  const download = useDownloadInvoice(accountId);
  const [viewing, setViewing] = useState<Invoice | null>(null);
  const [detailsOpen, details] = useRouteDisclosure();
  const openDetails = (invoice: Invoice) => {
    setViewing(invoice);
    details.open();
  };
  const columns: ResponsiveColumn<Invoice>[] = [
    { label: 'Invoice', render: (invoice) => <Text fw={600}>{invoice.number}</Text> },
    { label: 'Period', render: (invoice) => formatDayRange(invoice.periodStart, invoice.periodEnd) },
    {
      label: 'Status',
      render: (invoice) => (
        <Badge variant={invoice.status === 'OVERDUE' ? 'filled' : 'dot'} color={STATUS_COLOUR[invoice.status]}>
          {INVOICE_STATUS_LABELS[invoice.status]}
        </Badge>
      ),
    },
    { label: 'Total', phone: 'figure', render: (invoice) => formatMoney(invoice.totalCents) },
    {
      label: 'Due',
      render: (invoice) =>
        isPayableInvoice(invoice)
          ? `${formatMoney(invoice.amountDueCents)} by ${formatDay(invoice.dueDate)}`
          : 'Nothing',
    },
    {
      label: 'Actions',
      phone: 'unlabelled',
      render: (invoice) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconListDetails size={14} aria-hidden />}
            aria-label={`Details of invoice ${invoice.number}`}
            onClick={() => openDetails(invoice)}
          >
            Details
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={`Download invoice ${invoice.number} as PDF`}
            loading={download.isPending && download.variables?.id === invoice.id}
            onClick={() =>
              download.mutate(invoice, {
                onError: (error) => notify.error(errorMessage(error, 'The invoice could not be downloaded.')),
              })
            }
          >
            PDF
          </Button>
          {isPayableInvoice(invoice) && mayManage && (
            <Button size="xs" aria-label={`Pay invoice ${invoice.number}`} onClick={() => onPay(invoice)}>
              Pay
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <SectionCard title="Invoices">
      <QueryState
        query={invoices}
        loadingLabel="Loading invoices"
        errorTitle="The invoices could not be loaded"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No invoices yet. Post-paid accounts get one on the 1st of each month for the month before.
          </Text>
        }
      >
        {(data) => (
          <ResponsiveTable label="Invoices" columns={columns} rows={data.items} rowKey={(invoice) => invoice.id} />
        )}
      </QueryState>
      <Suspense>
        <InvoiceDetailModal
          accountId={accountId}
          invoice={viewing}
          opened={detailsOpen}
          onClose={details.close}
          timeZone={timeZone}
        />
      </Suspense>
    </SectionCard>
  );
}
