import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Payment } from '@portal/shared/billing';
import { formatMoney } from '../../../lib/format';
import { DetailRows } from './detail-rows';

interface PaymentReceiptProps {
  payment: Payment;
  /** Where the server emailed the receipt: the billing email, else the person who paid. */
  receiptTo: string;
  onDone: () => void;
}

/** What a successful top-up or payment shows: what was paid, from where, what is left, and its reference. */
export function PaymentReceipt({ payment, receiptTo, onDone }: PaymentReceiptProps) {
  const topUp = payment.purpose === 'TOP_UP';
  // The payment's balance is the prepaid funds left; below zero the account still owes the difference.
  const after =
    payment.balanceCents >= 0
      ? { label: 'New balance', value: formatMoney(payment.balanceCents) }
      : { label: 'Still due', value: formatMoney(-payment.balanceCents) };
  return (
    <Stack gap="md">
      {/* No Alert title: teal title text on the light teal falls under 4.5:1; body text stays dark. */}
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        <Text fw={700} size="sm">
          Payment received
        </Text>
        <Text size="sm">
          {topUp ? 'Your balance was topped up' : 'Your payment was received'}. A receipt was emailed to {receiptTo}.
        </Text>
      </Alert>
      <DetailRows
        label="Receipt"
        rows={[
          ['Amount', formatMoney(payment.amountCents)],
          ['Paid with', payment.methodLabel ?? 'A payment method'],
          [after.label, after.value],
          [
            'Reference',
            <Text key="reference" span ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
              {payment.id}
            </Text>,
          ],
        ]}
      />
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
