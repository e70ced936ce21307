import { Alert, Loader, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { useAccountContext, usePermission } from '../../../lib/account-context';
import { useAccount } from '../api/get-account';
import { AccountAuditLog } from '../components/account-audit-log';
import { AccountPanel } from '../components/account-panel';
import { SignInPolicyCard } from '../components/security/sign-in-policy-card';
import { TeamCard } from '../components/team/team-card';
import { WebhooksCard } from '../components/webhooks/webhooks-card';
import { lazyComponent } from '../../../lib/lazy-component';

// Only staff with no account open see the search; its list and positioning code stay out of every customer's
// first load of /account (docs/decisions/0030).
const { Lazy: AccountPicker } = lazyComponent(() =>
  import('../components/account-picker').then((module) => module.AccountPicker),
);

/** /account: the account detail panel, its team, its sign-in security, its webhooks and, for owners and staff, the audit log. */
export function Component() {
  const { accountId, isAdmin } = useAccountContext();
  const account = useAccount(accountId);
  const seesAudit = usePermission('audit.read');
  const navigate = useNavigate();
  if (!accountId) {
    return isAdmin ? (
      <Stack gap="lg">
        <Title order={1}>Account</Title>
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the account search" />}>
          <AccountPicker onPick={(id) => void navigate(paths.admin.href(id))} />
        </Suspense>
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
      <TeamCard accountId={accountId} />
      <SignInPolicyCard accountId={accountId} />
      <WebhooksCard accountId={accountId} />
      {seesAudit && <AccountAuditLog accountId={accountId} />}
    </Stack>
  );
}
