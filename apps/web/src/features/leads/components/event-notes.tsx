import { Divider, Stack, Text } from '@mantine/core';
import { requiredRole } from '@portal/shared/api/permissions';
import type { SupplyEvent } from '@portal/shared/leads';
import { usePermission } from '../../../lib/account-context';
import { formatDateTime } from '../../../lib/format';
import { AddNoteForm } from './add-note-form';
import { SectionCard } from '../../../components/section-card';

/** The account's notes on the event, oldest first like a conversation, and a form to add one. */
export function EventNotes({
  event,
  accountId,
  timeZone,
}: {
  event: SupplyEvent;
  accountId: string;
  timeZone: string | undefined;
}) {
  const mayWork = usePermission('leads.work');
  return (
    <SectionCard title="Notes">
      <Stack gap="md">
        {event.notes.length === 0 ? (
          <Text c="dimmed" size="sm">
            No notes yet.
          </Text>
        ) : (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notes">
            {event.notes.map((note) => (
              <li key={note.id}>
                <Text size="sm" c="dimmed">
                  <Text span size="sm" fw={600} c="var(--mantine-color-text)">
                    {note.authorName}
                  </Text>{' '}
                  · {formatDateTime(note.at, timeZone)}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Text>
              </li>
            ))}
          </Stack>
        )}
        {mayWork ? (
          <>
            <Divider />
            <AddNoteForm accountId={accountId} supplyEventId={event.id} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Adding notes needs the {requiredRole('leads.work')} role or a stronger one.
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
