import { Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { NoAccountSelected } from '../../../components/no-account-selected';
import { QueryState } from '../../../components/query-state';
import { useAccountContext, usePermission } from '../../../lib/account-context';
import { lazyNamed } from '../../../lib/lazy-named';
import { useRouteDisclosure } from '../../../lib/use-route-disclosure';
import { useBillingAccount } from '../api/get-billing-account';
import { BalanceCard } from '../components/balance-card';
import { InvoicesCard } from '../components/invoices-card';
import type { PaymentPurpose } from '../components/payment-modal';
import { PaymentMethodsCard } from '../components/payment-methods-card';

// Loaded on first use or after the screen: the payment form, the settings form (below the fold; its form and
// number inputs are the largest part of this screen's code, docs/decisions/0030) and the transactions' date
// pickers.
const PaymentModal = lazyNamed(() => import('../components/payment-modal'), 'PaymentModal');
const BillingSettingsCard = lazyNamed(() => import('../components/billing-settings-card'), 'BillingSettingsCard');
const TransactionsCard = lazyNamed(() => import('../components/transactions-card'), 'TransactionsCard');

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
  const [paying, pay] = useRouteDisclosure();
  const [purpose, setPurpose] = useState<PaymentPurpose | null>(null);
  const openPayment = (next: PaymentPurpose) => {
    setPurpose(next);
    pay.open();
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Billing</Title>
      <QueryState query={billing} loadingLabel="Loading billing" errorTitle="The billing details could not be loaded">
        {(data) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <BalanceCard billing={data} mayManage={mayManage} onPay={openPayment} />
              <PaymentMethodsCard accountId={accountId} mayManage={mayManage} />
            </SimpleGrid>
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
        <TransactionsCard accountId={accountId} timeZone={timeZone} />
      </Suspense>
    </Stack>
  );
}
