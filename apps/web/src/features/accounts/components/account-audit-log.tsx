import { Button, Card, Code, Loader, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useAccountAudit } from '../api/get-account-audit';

const describe = (values: Record<string, unknown> | null) =>
  values ? Object.entries(values).map(([key, value]) => `${key}: ${value === null ? '—' : String(value)}`).join(', ') : '—';

/** Who changed what on the account, with before and after; for owners and provider staff. */
export function AccountAuditLog({ accountId }: { accountId: string }) {
  const audit = useAccountAudit(accountId, true);
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card withBorder radius="md" padding="xl">
      <Title order={2} size="h4" mb="md">
        Audit log
      </Title>
      {audit.isPending && <Loader size="sm" role="status" aria-label="Loading the audit log" />}
      {audit.data && entries.length === 0 && <Text c="dimmed">No changes yet.</Text>}
      {entries.length > 0 && (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label="Audit log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Before</Table.Th>
                  <Table.Th>After</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{dayjs(entry.at).format('YYYY-MM-DD HH:mm')}</Table.Td>
                    <Table.Td>{entry.actor}</Table.Td>
                    <Table.Td>
                      <Code>{describe(entry.before)}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Code>{describe(entry.after)}</Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {audit.hasNextPage && (
            <Button variant="default" onClick={() => void audit.fetchNextPage()} loading={audit.isFetchingNextPage} w="fit-content">
              Show older changes
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
