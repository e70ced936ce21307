import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useAccountContext, usePermission } from '../../../lib/account-context';
import { useAccount } from '../api/get-account';
import { AccountAuditLog } from '../components/account-audit-log';
import { AccountContacts } from '../components/account-contacts';
import { AccountPanel } from '../components/account-panel';

/** /account: the account detail panel, its contacts and, for owners and staff, the audit log. */
export function Component() {
  const { accountId } = useAccountContext();
  const account = useAccount(accountId);
  const seesAudit = usePermission('OWNER');
  if (!accountId) return <Alert title="No account selected">Choose an account first.</Alert>;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Account
      </Title>
      {account.isPending && <Loader aria-label="Loading the account" />}
      {account.error && <Alert color="red" title="The account could not be loaded">{account.error.message}</Alert>}
      {account.data && <AccountPanel account={account.data} />}
      <AccountContacts accountId={accountId} />
      {seesAudit && <AccountAuditLog accountId={accountId} />}
    </Stack>
  );
}
