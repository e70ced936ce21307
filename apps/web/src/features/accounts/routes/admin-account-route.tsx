import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountContext } from '../../../lib/account-context';
import { formatAccountLabel } from '../../../lib/format';
import { setSelectedAccountId } from '../../../lib/selected-account';
import { useAccount } from '../api/get-account';
import { AccountDisputes } from '../components/account-disputes';
import { LazyAccountPicker } from '../components/lazy-account-picker';
import { lazyComponent } from '../../../lib/lazy-component';
import { useRouteDisclosure } from '../../../lib/use-route-disclosure';
import { StaffOnly } from '../../../components/staff-only';

// Opened on request: its form's rules load then (docs/decisions/0055).
const { Lazy: AccountStatusModal } = lazyComponent(() =>
  import('../components/account-status-modal').then((module) => module.AccountStatusModal),
);

/** /admin/{accountId}: staff open any account and then see its screens as its owner would. */
export function Component() {
  const { accountId = '' } = useParams();
  const navigate = useNavigate();
  const { isAdmin } = useAccountContext();
  const account = useAccount(isAdmin ? accountId : null);
  const [changingStatus, changing] = useRouteDisclosure();

  // Opening an account makes it the one every other screen shows.
  useEffect(() => {
    if (account.data) setSelectedAccountId(account.data.Postgres_External_Key__c);
  }, [account.data]);

  if (!isAdmin) return <StaffOnly />;
  return (
    <Stack gap="lg">
      <Title order={1}>Account administration</Title>
      <Card withBorder radius="md" padding="xl">
        <LazyAccountPicker onPick={(id) => void navigate(paths.admin.href(id))} />
      </Card>
      {account.error && (
        <Alert color="red" title="There is no such account">
          Search for the account by name, account number or city.
        </Alert>
      )}
      {account.data && (
        <Card withBorder radius="md" padding="xl">
          <Group justify="space-between">
            <Stack gap={2}>
              <Text fw={600} size="lg">
                {account.data.Name}
              </Text>
              <Text size="sm" c="dimmed">
                {formatAccountLabel(account.data)} · {account.data.Account_Status__c}
              </Text>
            </Stack>
            <Group>
              <Button variant="default" onClick={changing.open}>
                Change status
              </Button>
              <Button component={Link} to={paths.account.href()} variant="light">
                Account details
              </Button>
              <Button component={Link} to={paths.campaigns.href()}>
                Campaigns
              </Button>
            </Group>
          </Group>
        </Card>
      )}
      {account.data && changingStatus && (
        <Suspense>
          <AccountStatusModal account={account.data} opened={changingStatus} onClose={changing.close} />
        </Suspense>
      )}
      {account.data && (
        <AccountDisputes accountId={account.data.Postgres_External_Key__c} timeZone={account.data.Time_Zone__c} />
      )}
    </Stack>
  );
}
