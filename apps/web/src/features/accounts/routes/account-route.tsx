import { Alert, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { useAccountContext, usePermission } from '../../../lib/account-context';
import { AccountPicker } from '../components/account-picker';
import { useAccount } from '../api/get-account';
import { AccountAuditLog } from '../components/account-audit-log';
import { AccountContacts } from '../components/account-contacts';
import { AccountPanel } from '../components/account-panel';
import { WebhooksCard } from '../components/webhooks/webhooks-card';

/** /account: the account detail panel, its contacts, its webhooks and, for owners and staff, the audit log. */
export function Component() {
  const { accountId, isAdmin } = useAccountContext();
  const account = useAccount(accountId);
  const seesAudit = usePermission('audit.read');
  const navigate = useNavigate();
  if (!accountId) {
    return isAdmin ? (
      <Stack gap="lg">
        <Title order={1}>Account</Title>
        <AccountPicker onPick={(id) => void navigate(paths.admin.href(id))} />
      </Stack>
    ) : (
      <Alert title="No account selected">Choose an account first.</Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>Account</Title>
      <QueryState query={account} loadingLabel="Loading the account" errorTitle="The account could not be loaded">
        {(data) => <AccountPanel account={data} />}
      </QueryState>
      <AccountContacts accountId={accountId} />
      <WebhooksCard accountId={accountId} />
      {seesAudit && <AccountAuditLog accountId={accountId} />}
    </Stack>
  );
}
