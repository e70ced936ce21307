import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import type { BillingAccount } from '@portal/shared/billing';
import { formatMoney } from '../../../lib/format';
import type { PaymentTarget } from './payment-target';

/** At the top of Billing while any invoice is past its due day: how many, how much, and a way to pay. */
export function OverdueBanner({
  overdue,
  mayManage,
  onPay,
}: {
  overdue: NonNullable<BillingAccount['overdue']>;
  mayManage: boolean;
  onPay: (purpose: PaymentTarget) => void;
}) {
  const what = overdue.count === 1 ? 'An invoice is' : `${overdue.count} invoices are`;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertOctagon aria-hidden />}
      title={`${what} overdue: ${formatMoney(overdue.amountDueCents)}`}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {overdue.count === 1 ? 'It is' : 'They are'} past the due day and unpaid. Pay now to keep buying leads and
          calls; the invoices below say which.
        </Text>
        {mayManage && (
          <Button color="red" size="xs" onClick={() => onPay('payBalance')}>
            Pay now
          </Button>
        )}
      </Group>
    </Alert>
  );
}
