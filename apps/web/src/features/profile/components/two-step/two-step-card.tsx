import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { QueryState } from '../../../../components/query-state';
import { SectionCard } from '../../../../components/section-card';
import { authErrorMessage } from '../../../../lib/auth/auth-error-message';
import { authApi } from '../../../../lib/auth/auth-api';
import { lazyComponent } from '../../../../lib/lazy-component';
import { notify } from '../../../../lib/notify';
import { useRouteDisclosure } from '../../../../lib/use-route-disclosure';
import { useRecoveryCodesLeft } from '../../api/recovery-codes';
import { NewRecoveryCodesModal } from './new-recovery-codes-modal';
import { useAuthenticatorChange, useAuthenticatorStatus } from './use-authenticator';

// Opened on request, with its QR code drawing: off the profile's first load (docs/decisions/0018).
const { Lazy: SetUpAuthenticatorModal } = lazyComponent(() =>
  import('./set-up-authenticator-modal').then((module) => module.SetUpAuthenticatorModal),
);

/** Two-step sign-in: on or off, set up with an authenticator app (a QR code and its first code), or turned off. */
export function TwoStepCard({ email }: { email: string }) {
  const status = useAuthenticatorStatus();
  const [settingUp, setUp] = useRouteDisclosure();
  const [makingCodes, newCodes] = useRouteDisclosure();
  const turnOff = useAuthenticatorChange(() => authApi.turnOffAuthenticator());
  const off = async () => {
    try {
      await turnOff.mutateAsync(undefined);
      notify.success('Two-step sign-in is off: your password alone signs you in.');
    } catch (error) {
      notify.error(authErrorMessage(error));
    }
  };
  return (
    <SectionCard title="Two-step sign-in">
      <QueryState
        query={status}
        loadingLabel="Loading your two-step sign-in"
        errorTitle="Two-step sign-in could not be loaded"
      >
        {(on) => (
          <Stack gap="sm">
            <Group gap="xs">
              <Text fw={600}>Authenticator app</Text>
              <Badge color={on ? 'teal.9' : 'gray'} variant={on ? 'filled' : 'light'}>
                {on ? 'On' : 'Off'}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {on
                ? 'After your password, the portal asks for the 6-digit code your app shows.'
                : 'Ask for a code from an app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and the like) after your password, so a stolen password alone opens nothing.'}
            </Text>
            {on && <RecoveryCodesLeft />}
            <Group gap="xs">
              {on ? (
                <>
                  <Button size="xs" variant="default" onClick={newCodes.open}>
                    New recovery codes
                  </Button>
                  <Button size="xs" variant="default" loading={turnOff.isPending} onClick={() => void off()}>
                    Turn off
                  </Button>
                </>
              ) : (
                <Button size="xs" onClick={setUp.open}>
                  Set up
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </QueryState>
      <Suspense>
        <SetUpAuthenticatorModal email={email} opened={settingUp} onClose={setUp.close} />
      </Suspense>
      <NewRecoveryCodesModal opened={makingCodes} onClose={newCodes.close} />
    </SectionCard>
  );
}

/** How many recovery codes are left: none or one is said as a warning. */
function RecoveryCodesLeft() {
  const left = useRecoveryCodesLeft().data?.left;
  if (left === undefined) return null;
  return (
    <Text size="sm" c={left <= 1 ? 'red.9' : undefined}>
      Recovery codes: {left === 0 ? 'none left, make new ones' : `${left} left`}
    </Text>
  );
}
