import { Badge, Card, Loader, Table, Text, Title } from '@mantine/core';
import { useAccountContacts } from '../api/get-account-contacts';

/** The account's contacts, sorted by last name, with their roles. */
export function AccountContacts({ accountId }: { accountId: string }) {
  const contacts = useAccountContacts(accountId);
  return (
    <Card withBorder radius="md" padding="xl">
      <Title order={2} size="h4" mb="md">
        Contacts
      </Title>
      {contacts.isPending && <Loader size="sm" role="status" aria-label="Loading contacts" />}
      {contacts.error && <Text c="red.9">The contacts could not be loaded.</Text>}
      {contacts.data && (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" aria-label="Contacts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Role</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.data.map((item) => (
                <Table.Tr key={item.Id}>
                  <Table.Td>{[item.Contact__r.FirstName, item.Contact__r.LastName].filter(Boolean).join(' ')}</Table.Td>
                  <Table.Td>{item.Contact__r.Email}</Table.Td>
                  <Table.Td>{item.Contact__r.Phone ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{item.Contact_Role__c}</Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
