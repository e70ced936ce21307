import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Suspense, useMemo } from 'react';
import { formatPhone } from '@portal/shared/phone-format';
import type { TeamActorView } from '@portal/shared/team-rules';
import { ExportButton } from '../../../../components/export-button';
import { QueryState } from '../../../../components/query-state';
import { ReadOnlyNote } from '../../../../components/read-only-note';
import { ResponsiveTable, type ResponsiveColumn } from '../../../../components/responsive-table';
import { SectionCard } from '../../../../components/section-card';
import { useAccountContext, usePermission } from '../../../../lib/account-context';
import { errorMessage } from '../../../../lib/http/error-message';
import { lazyComponent } from '../../../../lib/lazy-component';
import { notify } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session/session-context';
import { useRouteDisclosure } from '../../../../lib/use-route-disclosure';
import { useAccount } from '../../api/get-account';
import { useExportContacts } from '../../api/export-account-contacts';
import { useAccountContacts, type AccountContacts } from '../../api/get-account-contacts';
import { MemberActions } from './member-actions';
import { MemberRole } from './member-role';
import { MemberStatusBadge } from './member-status-badge';
import { fullName } from './full-name';

// Opened on request: loads after the screen, off its first load (docs/decisions/0018).
const { Lazy: InviteModal } = lazyComponent(() => import('./invite-modal').then((module) => module.InviteModal));

type Member = AccountContacts[number];

/** What the screen knows of who is looking, for the team rules (shared team-rules.ts). */
function useTeamActor(): TeamActorView {
  const { role, isAdmin } = useAccountContext();
  const { session } = useSession();
  const email = session.status === 'signedIn' ? session.user.email : '';
  return useMemo(() => ({ isStaff: isAdmin, email, role }), [isAdmin, email, role]);
}

const BASE_COLUMNS: ResponsiveColumn<Member>[] = [
  { label: 'Name', render: (item) => fullName(item) },
  { label: 'Email', phone: 'unlabelled', render: (item) => item.Contact__r.Email },
  { label: 'Phone', phone: 'unlabelled', render: (item) => formatPhone(item.Contact__r.Phone) || '—' },
];

/**
 * Account > Team: who is on the account, with their role and whether they have signed in. Those who may
 * manage the team (ADMIN and up, and staff) invite people, change roles, send an invitation again and take
 * people off; a control is offered only where the team rules allow it, the others read a sentence saying why.
 */
export function TeamCard({ accountId }: { accountId: string }) {
  const contacts = useAccountContacts(accountId);
  const account = useAccount(accountId);
  const manages = usePermission('contacts.manage');
  const actor = useTeamActor();
  const [inviting, invite] = useRouteDisclosure();
  const exportCsv = useExportContacts(accountId);
  const download = () =>
    exportCsv.mutate(`contacts-${account.data?.AccountNumber ?? 'account'}.csv`, {
      onError: (error) => notify.error(errorMessage(error, 'The contacts could not be exported.')),
    });
  const owners = contacts.data?.filter((item) => item.Contact_Role__c === 'OWNER').length ?? 0;
  const accountName = account.data?.Name ?? 'this account';

  // Stable while nothing they depend on changes, so the rows are not drawn again (responsive-table.tsx).
  const columns = useMemo<ResponsiveColumn<Member>[]>(() => {
    const context = { accountId, actor, owners, accountName };
    return [
      ...BASE_COLUMNS,
      // On a phone the role, the status and the actions share a line: the select and the badge say what they are.
      {
        label: 'Role',
        phone: 'unlabelled',
        render: (item) => <MemberRole member={item} {...context} editable={manages} />,
      },
      { label: 'Status', phone: 'unlabelled', render: (item) => <MemberStatusBadge status={item.status} /> },
      ...(manages
        ? [
            {
              label: 'Actions',
              phone: 'unlabelled' as const,
              render: (item: Member) => <MemberActions member={item} {...context} />,
            },
          ]
        : []),
    ];
  }, [accountId, actor, owners, accountName, manages]);

  const actions = (
    <Group gap="xs">
      {contacts.data && contacts.data.length > 0 && <ExportButton onClick={download} loading={exportCsv.isPending} />}
      {manages && (
        <Button size="xs" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={invite.open}>
          Invite
        </Button>
      )}
    </Group>
  );

  return (
    <SectionCard title="Team" actions={actions}>
      <Stack gap="md">
        {!manages && <ReadOnlyNote permission="contacts.manage" action="inviting people and changing roles" />}
        <QueryState
          query={contacts}
          loadingLabel="Loading the team"
          errorTitle="The team could not be loaded"
          isEmpty={(data) => data.length === 0}
          empty={<Text c="dimmed">Nobody is on this account yet.</Text>}
        >
          {(data) => <ResponsiveTable label="Team" columns={columns} rows={data} rowKey={(item) => item.Id} />}
        </QueryState>
      </Stack>
      {manages && (
        <Suspense>
          <InviteModal accountId={accountId} actor={actor} opened={inviting} onClose={invite.close} />
        </Suspense>
      )}
    </SectionCard>
  );
}
