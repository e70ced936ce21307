import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconCash, IconCreditCardPay } from '@tabler/icons-react';
import type { BillingAccount } from '@portal/shared/billing';
import { ReadOnlyNote } from '../../../components/read-only-note';
import { formatMoney } from '../../../lib/format';
import { AutopaySwitch } from './autopay-switch';
import type { PaymentTarget } from './payment-target';
import { SectionCard } from '../../../components/section-card';

interface BalanceCardProps {
  billing: BillingAccount;
  mayManage: boolean;
  onPay: (purpose: PaymentTarget) => void;
}

/**
 * What a post-paid amount due is made of, so it reconciles with the invoices below it: "$50.00 on open
 * invoices + $25.00 for leads and calls since the last invoice". Credits and payments not on an invoice yet
 * take from the second part.
 */
function amountDueMadeOf(billing: BillingAccount): string {
  const invoiced = `${formatMoney(billing.openInvoicesCents)} on open invoices`;
  if (billing.uninvoicedCents === 0) return `${invoiced}.`;
  if (billing.openInvoicesCents === 0) return 'For leads and calls since the last invoice.';
  return billing.uninvoicedCents > 0
    ? `${invoiced} + ${formatMoney(billing.uninvoicedCents)} for leads and calls since the last invoice.`
    : `${invoiced} − ${formatMoney(-billing.uninvoicedCents)} of credits and payments not on an invoice yet.`;
}

/**
 * Where the money stands. Prepaid: the funds left, with "Top up". Post-paid: what is owed, with "Pay now"
 * while anything is, and autopay switched next to what it pays.
 */
export function BalanceCard({ billing, mayManage, onPay }: BalanceCardProps) {
  const prepaid = billing.mode === 'PREPAID';
  const action = prepaid ? (
    <Button leftSection={<IconCash size={18} aria-hidden />} onClick={() => onPay('topUp')}>
      Top up
    </Button>
  ) : billing.amountDueCents > 0 ? (
    <Button leftSection={<IconCreditCardPay size={18} aria-hidden />} onClick={() => onPay('payBalance')}>
      Pay now
    </Button>
  ) : null;
  return (
    <SectionCard
      title={prepaid ? 'Balance' : 'Amount due'}
      actions={
        <Badge variant="dot" color={prepaid ? 'blue' : 'grape'}>
          {prepaid ? 'Prepaid' : 'Post-paid'}
        </Badge>
      }
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text fz={32} fw={700} lh={1.2}>
            {formatMoney(prepaid ? billing.balanceCents : billing.amountDueCents)}
          </Text>
          <Text size="sm" c="dimmed">
            {prepaid
              ? billing.balanceCents < 0
                ? `The account owes ${formatMoney(-billing.balanceCents)}: top up to keep buying leads and calls.`
                : 'Funds left for leads and calls. Each one is paid from here as it arrives.'
              : billing.amountDueCents > 0
                ? amountDueMadeOf(billing)
                : 'Nothing is owed right now.'}
          </Text>
          {prepaid && billing.autoRecharge && (
            <Text size="sm">
              Auto-recharge adds {formatMoney(billing.autoRecharge.amountCents)} when the balance falls below{' '}
              {formatMoney(billing.autoRecharge.thresholdCents)}.
            </Text>
          )}
        </Stack>
        {mayManage ? action && <Group>{action}</Group> : <ReadOnlyNote permission="billing.manage" action="paying" />}
        {/* Autopay pays invoices when they fall due: a prepaid account has none (auto-recharge, in the settings,
            is its counterpart), so it is shown only what applies to it. */}
        {!prepaid && (
          <>
            <Divider />
            <AutopaySwitch billing={billing} mayManage={mayManage} />
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
