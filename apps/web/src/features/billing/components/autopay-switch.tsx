import { Switch } from '@mantine/core';
import { Suspense, useState } from 'react';
import type { BillingAccount } from '@portal/shared/billing';
import { lazyComponent } from '../../../lib/lazy-component';
import { useRouteDisclosure } from '../../../lib/use-route-disclosure';

// Opened on request: loads after the screen, off its first load (docs/decisions/0018).
const { Lazy: AutopayModal } = lazyComponent(() => import('./autopay-modal').then((module) => module.AutopayModal));

/**
 * Autopay, on or off. Either way the switch asks once and the modal confirms once: switching it off is
 * exactly as easy as switching it on.
 */
export function AutopaySwitch({ billing, mayManage }: { billing: BillingAccount; mayManage: boolean }) {
  const [confirming, confirm] = useRouteDisclosure();
  // What the click asked for, kept while the modal closes: the saved state flips as soon as it is saved.
  const [turningOn, setTurningOn] = useState(!billing.autopayEnabled);
  return (
    <>
      <Switch
        label="Autopay"
        description={
          billing.autopayEnabled
            ? 'On: what the account owes is paid from the default payment method when it is due.'
            : 'Off: you pay what the account owes yourself.'
        }
        checked={billing.autopayEnabled}
        // The change happens only once confirmed: the switch shows the saved state until then.
        onChange={(event) => {
          setTurningOn(event.currentTarget.checked);
          confirm.open();
        }}
        disabled={!mayManage}
        size="md"
      />
      <Suspense>
        <AutopayModal billing={billing} turningOn={turningOn} opened={confirming} onClose={confirm.close} />
      </Suspense>
    </>
  );
}
