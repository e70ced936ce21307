import { Button, Card, Code, Loader, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { useAccountAudit, type AuditPage } from '../api/get-account-audit';

const describe = (values: Record<string, unknown> | null) =>
  values ? Object.entries(values).map(([key, value]) => `${key}: ${value === null ? '—' : String(value)}`).join(', ') : '—';

const COLUMNS: ResponsiveColumn<AuditPage['items'][number]>[] = [
  { label: 'When', render: (entry) => dayjs(entry.at).format('YYYY-MM-DD HH:mm') },
  { label: 'Who', render: (entry) => entry.actor },
  { label: 'Before', render: (entry) => <Code>{describe(entry.before)}</Code> },
  { label: 'After', render: (entry) => <Code>{describe(entry.after)}</Code> },
];

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
          <ResponsiveTable label="Audit log" columns={COLUMNS} rows={entries} rowKey={(entry) => entry.id} />
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
