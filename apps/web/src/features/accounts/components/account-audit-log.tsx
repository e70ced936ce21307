import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { formatDateTime } from '../../../lib/format';
import { useAccount } from '../api/get-account';
import type { AuditEntry } from '@portal/shared/accounts';
import { useAccountAudit } from '../api/get-account-audit';
import { describeAuditValues } from './audit-fields';
import { auditSentence } from './audit-sentence';
import classes from './account-audit-log.module.css';

/** One side of a change, "Before" or "After": its fields as labelled lines, a dash when it had none. */
function AuditValues({ label, values }: { label: string; values: Record<string, unknown> | null }) {
  const lines = describeAuditValues(values);
  const labelId = useId();
  return (
    <Stack gap={2} role="group" aria-labelledby={labelId}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" id={labelId}>
        {label}
      </Text>
      {lines.length === 0 && <Text size="sm">—</Text>}
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

/** The sentence, and behind "Details" the fields as they were before and after. */
function AuditChange({ entry }: { entry: AuditEntry }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{auditSentence(entry)}</Text>
      {(entry.before || entry.after) && (
        <details className={classes.details}>
          <summary>
            <Text span size="sm" c="blue.8">
              Details
            </Text>
          </summary>
          <div className={classes.fields}>
            <AuditValues label="Before" values={entry.before} />
            <AuditValues label="After" values={entry.after} />
          </div>
        </details>
      )}
    </Stack>
  );
}

const columns = (timeZone: string | undefined): ResponsiveColumn<AuditEntry>[] => [
  // On a phone the sentence leads and its time follows.
  { label: 'When', phone: 'unlabelled', render: (entry) => formatDateTime(entry.at, timeZone) },
  { label: 'What changed', phone: 'title', render: (entry) => <AuditChange entry={entry} /> },
];

/**
 * Who changed what on the account, as sentences, with each change's fields before and after behind "Details"; for owners and provider staff. Times are the
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
