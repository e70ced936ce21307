import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { mayHearOf } from '@portal/shared/notifications';
import { QueryState } from '../../../components/query-state';
import { ReadOnlyNote } from '../../../components/read-only-note';
import { useAccountContext } from '../../../lib/account-context';
import { lazyComponent } from '../../../lib/lazy-component';
import { usePreferences } from '../api/get-preferences';
import { SummaryEmailChoice } from './summary-email-choice';

// The grid (a table, checkboxes) and the push switch (the push contracts, the worker's registration) load beside
// the choices, not with /profile's form: 10 KB and 4 KB off its first load.
const { Lazy: PreferenceGrid } = lazyComponent(() =>
  import('./preference-grid').then((module) => module.PreferenceGrid),
);
const { Lazy: PushDeviceSwitch } = lazyComponent(() =>
  import('./push-device-switch').then((module) => module.PushDeviceSwitch),
);

/**
 * /profile's Notifications section: for the selected account, each event the person can hear of, by
 * channel. The server answers only the events the person's role may hear of (money news for BILLING and
 * up), so the grid shows what it gets.
 */
export function NotificationPreferences() {
  const { accountId, account, isAdmin } = useAccountContext();
  return (
    <Card withBorder radius="md" padding="xl" maw={720} component="section" aria-labelledby="notification-preferences">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="notification-preferences">
            Notifications
          </Title>
          <Text size="sm" c="dimmed">
            How you hear of what happens on {account?.Name ?? 'the selected account'}. Each choice is saved as you make
            it.
          </Text>
        </Stack>
        {isAdmin ? (
          <ReadOnlyNote reason="Notifications go to the people on an account; staff have none to choose." />
        ) : !accountId ? (
          <ReadOnlyNote reason="Choose an account to say how you hear of its news." />
        ) : (
          <Preferences accountId={accountId} />
        )}
      </Stack>
    </Card>
  );
}

function Preferences({ accountId }: { accountId: string }) {
  const preferences = usePreferences(accountId);
  const { role } = useAccountContext();
  return (
    <QueryState
      query={preferences}
      loadingLabel="Loading your notification choices"
      errorTitle="Your notification choices could not be loaded"
      isEmpty={(data) => data.items.length === 0}
      empty={<Text c="dimmed">There is nothing to be notified of on this account.</Text>}
    >
      {(data) => (
        <Stack gap="sm">
          {data.summaryEmail && <SummaryEmailChoice accountId={accountId} value={data.summaryEmail} />}
          <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading your notification choices" />}>
            <PushDeviceSwitch />
            <PreferenceGrid accountId={accountId} preferences={data} />
          </Suspense>
          {role && !mayHearOf('invoice.issued', role) && (
            <Text size="sm" c="dimmed">
              Money news (the balance, invoices and payments) goes to people with the BILLING role or higher.
            </Text>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
