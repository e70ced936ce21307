import { Anchor, Button, Card, Collapse, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { Suspense } from 'react';
import type { Account } from '@portal/shared/accounts';
import { formatPhone } from '@portal/shared/phone-format';
import { usePermission } from '../../../lib/account-context';
import { formatAccountLabel, formatTimeZoneName } from '../../../lib/format';
import { lazyComponent } from '../../../lib/lazy-component';
import { useRouteDisclosure } from '../../../lib/use-route-disclosure';
import classes from './account-panel.module.css';

// Opened on request: loads after the screen, off its first load (docs/decisions/0018).
const { Lazy: EditAccountModal } = lazyComponent(() =>
  import('./edit-account-modal').then((module) => module.EditAccountModal),
);

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}

/** The account detail panel: Account Name, View more, Formal Name, Phone, the account manager; Edit Details. */
export function AccountPanel({ account }: { account: Account }) {
  const [more, moreToggle] = useDisclosure(false);
  const [editing, edit] = useRouteDisclosure();
  const mayEdit = usePermission('account.edit');
  return (
    <Card withBorder radius="md" padding="xl" className={classes.panel}>
      <Group justify="space-between" align="flex-start" mb="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {account.Name}
          </Title>
          <Text c="dimmed">{formatAccountLabel(account)}</Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={moreToggle.toggle}
            aria-expanded={more}
            w="fit-content"
          >
            {more ? 'View less' : 'View more'}
          </Anchor>
        </Stack>
        {mayEdit && (
          <Button leftSection={<IconPencil size={16} aria-hidden />} variant="light" onClick={edit.open}>
            Edit Details
          </Button>
        )}
      </Group>
      {/* Two columns on a phone too: the team's list below starts a screen higher. */}
      <SimpleGrid cols={2} spacing="lg">
        <Detail label="Formal Name" value={account.Business_Formal_Name__c} />
        <Detail label="Phone" value={formatPhone(account.Phone)} />
        <Detail label="Account manager" value={account.Account_Manager__r?.Name} />
        <Detail label="Account manager email" value={account.Account_Manager__r?.Email} />
      </SimpleGrid>
      <Collapse expanded={more}>
        <SimpleGrid cols={2} spacing="lg" mt="lg">
          <Detail label="Email" value={account.Email_Address__c} />
          <Detail label="Timezone" value={`${formatTimeZoneName(account.Time_Zone__c)} (${account.Time_Zone__c})`} />
          <Detail label="Status" value={account.Account_Status__c} />
          <Detail label="Billing status" value={account.Billing_Status__c} />
          <Detail label="Autopay" value={account.Is_Autopay_Enabled__c ? 'On' : 'Off'} />
        </SimpleGrid>
      </Collapse>
      {mayEdit && (
        <Suspense>
          <EditAccountModal account={account} opened={editing} onClose={edit.close} />
        </Suspense>
      )}
    </Card>
  );
}
