import { Alert, Loader, Stack, Title } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import { useAccountContext, usePermission } from '../../lib/account-context';
import { useAccount } from '../../features/accounts/api/get-account';
import { AccountPanel } from '../../features/accounts/components/account-panel';
import { SignInPolicyCard } from '../../features/accounts/components/security/sign-in-policy-card';
import { TeamCard } from '../../features/accounts/components/team/team-card';
import { LazyAccountPicker } from '../../features/accounts/components/lazy-account-picker';
import { lazyComponent } from '../../lib/lazy-component';

// Below the first screen on every device: their code loads beside the account's data instead of before the
// screen's first paint (docs/decisions/0055).
const webhooksCard = lazyComponent(() =>
  import('../../features/accounts/components/webhooks/webhooks-card').then((module) => module.WebhooksCard),
);
const apiKeysCard = lazyComponent(() =>
  import('../../features/accounts/components/api-keys/api-keys-card').then((module) => module.ApiKeysCard),
);
const blockedNumbersCard = lazyComponent(() =>
  import('../../features/leads/components/blocked-numbers/blocked-numbers-card').then(
    (module) => module.BlockedNumbersCard,
  ),
);
const tagsCard = lazyComponent(() =>
  import('../../features/leads/components/tags/tags-card').then((module) => module.TagsCard),
);
const keywordRulesCard = lazyComponent(() =>
  import('../../features/leads/components/keyword-rules/keyword-rules-card').then((module) => module.KeywordRulesCard),
);
const auditLog = lazyComponent(() =>
  import('../../features/accounts/components/account-audit-log').then((module) => module.AccountAuditLog),
);

/** /account: the account detail panel, its team, its sign-in security, its webhooks, its API keys, its blocked numbers, tags and keyword rules (the leads feature's) and, for owners and staff, the audit log. */
export function Component() {
  const { accountId, isAdmin } = useAccountContext();
  const account = useAccount(accountId);
  const seesAudit = usePermission('audit.read');
  const navigate = useNavigate();
  useEffect(() => {
    if (!accountId) return;
    void webhooksCard.preload().catch(() => undefined);
    void apiKeysCard.preload().catch(() => undefined);
    void blockedNumbersCard.preload().catch(() => undefined);
    void tagsCard.preload().catch(() => undefined);
    void keywordRulesCard.preload().catch(() => undefined);
    if (seesAudit) void auditLog.preload().catch(() => undefined);
  }, [accountId, seesAudit]);
  if (!accountId) {
    return isAdmin ? (
      <Stack gap="lg">
        <Title order={1}>Account</Title>
        <LazyAccountPicker onPick={(id) => void navigate(paths.admin.href(id))} />
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
      <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the webhooks" />}>
        <webhooksCard.Lazy accountId={accountId} />
      </Suspense>
      <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the API keys" />}>
        <apiKeysCard.Lazy accountId={accountId} />
      </Suspense>
      <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the blocked numbers" />}>
        <blockedNumbersCard.Lazy accountId={accountId} />
      </Suspense>
      <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the tags" />}>
        <tagsCard.Lazy accountId={accountId} />
      </Suspense>
      <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the keyword rules" />}>
        <keywordRulesCard.Lazy accountId={accountId} />
      </Suspense>
      {seesAudit && (
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the audit log" />}>
          <auditLog.Lazy accountId={accountId} />
        </Suspense>
      )}
    </Stack>
  );
}
