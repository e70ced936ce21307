import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { PaymentMethod } from '@portal/shared/billing';
import { QueryState } from '../../../components/query-state';
import { ReadOnlyNote } from '../../../components/read-only-note';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/http/error-message';
import { lazyComponent } from '../../../lib/lazy-component';
import { notify } from '../../../lib/notify';
import { useRouteDisclosure } from '../../../lib/use-route-disclosure';
import { usePaymentMethods } from '../api/list-payment-methods';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';
import { PaymentMethodItem } from './payment-method-item';
import { SectionCard } from '../../../components/section-card';

// Opened on request: loads after the screen, off its first load (docs/decisions/0018).
const { Lazy: RemoveMethodModal } = lazyComponent(() =>
  import('./remove-method-modal').then((module) => module.RemoveMethodModal),
);

/** The saved cards and bank accounts: which one is the default, make another the default, remove one. */
export function PaymentMethodsCard({ accountId, mayManage }: { accountId: string; mayManage: boolean }) {
  const methods = usePaymentMethods(accountId);
  const makeDefault = useSetDefaultPaymentMethod(accountId);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const [confirming, confirm] = useRouteDisclosure();

  const setDefault = (method: PaymentMethod) =>
    makeDefault.mutate(method.id, {
      onError: (error) => notify.error(errorMessage(error, 'The default payment method could not be changed.')),
    });
  const askToRemove = (method: PaymentMethod) => {
    setRemoving(method);
    confirm.open();
  };

  return (
    <SectionCard
      title="Payment methods"
      actions={
        mayManage && (
          <Button
            component={Link}
            to={paths.addPaymentMethod.href()}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add payment method
          </Button>
        )
      }
    >
      <Stack gap="md">
        <QueryState
          query={methods}
          loadingLabel="Loading payment methods"
          errorTitle="The payment methods could not be loaded"
          isEmpty={(data) => data.items.length === 0}
          empty={
            <Text c="dimmed" size="sm">
              No card or bank account is saved yet. Add one to top up, pay, or use autopay.
            </Text>
          }
        >
          {(data) => (
            <Stack component="ul" aria-label="Saved payment methods" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.items.map((method) => (
                <PaymentMethodItem
                  key={method.id}
                  method={method}
                  mayManage={mayManage}
                  settingDefault={makeDefault.isPending && makeDefault.variables === method.id}
                  onMakeDefault={() => setDefault(method)}
                  onRemove={() => askToRemove(method)}
                />
              ))}
            </Stack>
          )}
        </QueryState>
        {!mayManage && <ReadOnlyNote permission="billing.manage" action="changing payment methods" />}
        {removing && (
          <Suspense>
            <RemoveMethodModal accountId={accountId} method={removing} opened={confirming} onClose={confirm.close} />
          </Suspense>
        )}
      </Stack>
    </SectionCard>
  );
}
