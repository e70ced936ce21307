import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFileInvoice, IconX } from '@tabler/icons-react';
import { useAccountContext, usePermission } from '../../../lib/account-context';
import { useInvoiceLine } from '../api/get-invoice-line';

interface InvoiceLineNoticeProps {
  invoiceId: string | undefined;
  invoiceLineId: string;
  onRemove: () => void;
}

/**
 * Says that the table holds only the leads and calls billed on one invoice line (a link from that line on
 * /billing brings a person here), so a short list is not mistaken for all the activity, and takes the
 * filter off. The line is named when the person may read billing; otherwise it is "an invoice line".
 */
export function InvoiceLineNotice({ invoiceId, invoiceLineId, onRemove }: InvoiceLineNoticeProps) {
  const { accountId } = useAccountContext();
  const mayReadBilling = usePermission('billing.read');
  const line = useInvoiceLine(accountId ?? '', { invoiceId, invoiceLineId }, mayReadBilling).data;
  return (
    // A status, not Mantine's default alert: it is no warning, and is read out once, not urgently.
    <Alert
      variant="light"
      color="blue"
      icon={<IconFileInvoice aria-hidden />}
      role="status"
      aria-label="Invoice line filter"
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" miw={0} style={{ flex: '1 1 16rem' }}>
          {line ? (
            <>
              Showing only the leads and calls on invoice {line.invoiceNumber}, line{' '}
              <Text span fw={600} size="sm">
                {line.description}
              </Text>
              , whatever day they happened.
            </>
          ) : (
            'Showing only the leads and calls on one invoice line, whatever day they happened.'
          )}
        </Text>
        <Button size="xs" variant="default" leftSection={<IconX size={14} aria-hidden />} onClick={onRemove}>
          Show all leads and calls
        </Button>
      </Group>
    </Alert>
  );
}
