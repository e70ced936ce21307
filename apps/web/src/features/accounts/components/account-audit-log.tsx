import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { formatDateTime } from '../../../lib/format';
import { useAccount } from '../api/get-account';
import type { AuditEntry } from '@portal/shared/accounts';
import { useAccountAudit } from '../api/get-account-audit';
import { describeAuditValues } from './audit-fields';

function AuditValues({ values }: { values: Record<string, unknown> | null }) {
  const lines = describeAuditValues(values);
  if (lines.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text size="sm" key={line.key}>
          <Text span size="sm" c="dimmed">
            {line.label}:
          </Text>{' '}
          {line.value}
        </Text>
      ))}
    </Stack>
  );
}

const columns = (timeZone: string | undefined): ResponsiveColumn<AuditEntry>[] => [
  { label: 'When', render: (entry) => formatDateTime(entry.at, timeZone) },
  { label: 'Who', render: (entry) => entry.actorName },
  { label: 'Before', render: (entry) => <AuditValues values={entry.before} /> },
  { label: 'After', render: (entry) => <AuditValues values={entry.after} /> },
];

/**
 * Who changed what on the account, with before and after; for owners and provider staff. Times are the
 * account's own (its Time_Zone__c), the same for everyone who reads the log wherever they are.
 */
export function AccountAuditLog({ accountId }: { accountId: string }) {
  const audit = useAccountAudit(accountId, true);
  const account = useAccount(accountId);
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card withBorder radius="md" padding="xl">
      <Title order={2} size="h4" mb="md">
        Audit log
      </Title>
      {(audit.isPending || account.isPending) && <Loader size="sm" role="status" aria-label="Loading the audit log" />}
      {audit.data && entries.length === 0 && <Text c="dimmed">No changes yet.</Text>}
      {/* Wait for the account's time zone rather than show times in another zone first. */}
      {entries.length > 0 && !account.isPending && (
        <Stack gap="sm">
          <ResponsiveTable
            label="Audit log"
            columns={columns(account.data?.Time_Zone__c)}
            rows={entries}
            rowKey={(entry) => entry.id}
          />
          {audit.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void audit.fetchNextPage()}
              loading={audit.isFetchingNextPage}
              w="fit-content"
            >
              Show older changes
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
