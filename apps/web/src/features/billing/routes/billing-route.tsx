import { Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { NoAccountSelected } from '../../../components/no-account-selected';
import { QueryState } from '../../../components/query-state';
import { useAccountContext, usePermission } from '../../../lib/account-context';
import { lazyComponent } from '../../../lib/lazy-component';
import { useRouteDisclosure } from '../../../lib/use-route-disclosure';
import { useBillingAccount } from '../api/get-billing-account';
import { BalanceCard } from '../components/balance-card';
import { EmailedReceipt } from '../components/emailed-receipt';
import { OverdueBanner } from '../components/overdue-banner';
import { InvoicesCard } from '../components/invoices-card';
import type { PaymentTarget } from '../components/payment-target';
import { PaymentMethodsCard } from '../components/payment-methods-card';

// Loaded on first use or after the screen: the payment form, the settings form (below the fold; its form and
// number inputs are the largest part of this screen's code, docs/decisions/0030) and the transactions' date
// pickers.
const { Lazy: PaymentModal } = lazyComponent(() =>
  import('../components/payment-modal').then((module) => module.PaymentModal),
);
const { Lazy: BillingSettingsCard } = lazyComponent(() =>
  import('../components/billing-settings-card').then((module) => module.BillingSettingsCard),
);
// Provider staff only: their goodwill credits and debits.
const { Lazy: AdjustmentsCard } = lazyComponent(() =>
  import('../components/adjustments/adjustments-card').then((module) => module.AdjustmentsCard),
);
const { Lazy: TransactionsCard } = lazyComponent(() =>
  import('../components/transactions-card').then((module) => module.TransactionsCard),
);

/**
 * /billing: the balance or amount due with top-up or payment, autopay, the payment methods, the invoices,
 * the billing settings and the transactions. The route table's gate keeps roles below BILLING out before any call.
 */
export function Component() {
  const { accountId, account } = useAccountContext();
  // Staff may reach it before opening an account, as every account screen.
  if (!accountId) return <NoAccountSelected title="Billing" />;
  return <BillingScreen accountId={accountId} timeZone={account?.Time_Zone__c} />;
}

function BillingScreen({ accountId, timeZone }: { accountId: string; timeZone: string | null | undefined }) {
  const billing = useBillingAccount(accountId);
  const mayManage = usePermission('billing.manage');
  const { isAdmin } = useAccountContext();
  const [paying, pay] = useRouteDisclosure();
  const [purpose, setPurpose] = useState<PaymentTarget | null>(null);
  const openPayment = (next: PaymentTarget) => {
    setPurpose(next);
    pay.open();
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Billing</Title>
      <EmailedReceipt accountId={accountId} />
      <QueryState query={billing} loadingLabel="Loading billing" errorTitle="The billing details could not be loaded">
        {(data) => (
          <Stack gap="lg">
            {data.overdue && <OverdueBanner overdue={data.overdue} mayManage={mayManage} onPay={openPayment} />}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <BalanceCard billing={data} mayManage={mayManage} onPay={openPayment} />
              <PaymentMethodsCard accountId={accountId} mayManage={mayManage} />
            </SimpleGrid>
            {isAdmin && (
              <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the adjustments" />}>
                <AdjustmentsCard accountId={accountId} timeZone={timeZone} />
              </Suspense>
            )}
            <InvoicesCard
              accountId={accountId}
              mayManage={mayManage}
              onPay={(invoice) => openPayment({ invoice })}
              timeZone={timeZone}
            />
            <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the billing settings" />}>
              <BillingSettingsCard billing={data} mayManage={mayManage} />
            </Suspense>
            {purpose && mayManage && (
              <Suspense>
                <PaymentModal purpose={purpose} billing={data} opened={paying} onClose={pay.close} />
              </Suspense>
            )}
          </Stack>
        )}
      </QueryState>
      <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading transactions" />}>
        <TransactionsCard accountId={accountId} timeZone={timeZone} prepaid={billing.data?.mode === 'PREPAID'} />
      </Suspense>
    </Stack>
  );
}
