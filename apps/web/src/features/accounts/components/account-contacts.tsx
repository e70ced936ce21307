import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { formatPhone } from '@portal/shared/phone-format';
import { ExportButton } from '../../../components/export-button';
import { QueryState } from '../../../components/query-state';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useAccount } from '../api/get-account';
import { useExportContacts } from '../api/export-account-contacts';
import { useAccountContacts, type AccountContacts as Contacts } from '../api/get-account-contacts';

const COLUMNS: ResponsiveColumn<Contacts[number]>[] = [
  { label: 'Name', render: (item) => [item.Contact__r.FirstName, item.Contact__r.LastName].filter(Boolean).join(' ') },
  { label: 'Email', render: (item) => item.Contact__r.Email },
  { label: 'Phone', render: (item) => formatPhone(item.Contact__r.Phone) || '—' },
  { label: 'Role', render: (item) => <Badge variant="light">{item.Contact_Role__c}</Badge> },
];

/** The account's contacts, sorted by last name, with their roles. */
export function AccountContacts({ accountId }: { accountId: string }) {
  const contacts = useAccountContacts(accountId);
  const account = useAccount(accountId);
  const exportCsv = useExportContacts(accountId);
  const download = () =>
    exportCsv.mutate(`contacts-${account.data?.AccountNumber ?? 'account'}.csv`, {
      onError: (error) => notify.error(errorMessage(error, 'The contacts could not be exported.')),
    });
  return (
    <Card withBorder radius="md" padding="xl">
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          Contacts
        </Title>
        {contacts.data && contacts.data.length > 0 && <ExportButton onClick={download} loading={exportCsv.isPending} />}
      </Group>
      <QueryState
        query={contacts}
        loadingLabel="Loading contacts"
        errorTitle="The contacts could not be loaded"
        isEmpty={(data) => data.length === 0}
        empty={<Text c="dimmed">No contacts on this account yet.</Text>}
      >
        {(data) => <ResponsiveTable label="Contacts" columns={COLUMNS} rows={data} rowKey={(item) => item.Id} />}
      </QueryState>
    </Card>
  );
}
