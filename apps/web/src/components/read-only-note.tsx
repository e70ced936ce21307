import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { requiredRole, type Permission } from '@portal/shared/api/permissions';
import { useAccountContext, useClosedToChanges } from '../lib/account-context';

type ReadOnlyNoteProps =
  /** The user's role may not: "changing the budget needs the ADMIN role (you are VIEWER)". */
  | { permission: Permission; action: string; reason?: never }
  /** Nobody may, for a reason of the data itself: "This campaign has ended: …". */
  | { reason: string; permission?: never; action?: never };

/**
 * Said where an edit control would be, for someone who may not use it: why there is no button, rather
 * than a button that fails (a 403 would also end the session; a 422 would only say so after the click).
 */
export function ReadOnlyNote(props: ReadOnlyNoteProps) {
  const { role } = useAccountContext();
  const closed = useClosedToChanges(props.permission ?? 'account.edit');
  const text =
    props.reason ??
    (closed ? 'Read only: the account is closed.' : null) ??
    `Read only: ${props.action} needs the ${requiredRole(props.permission)} role${role ? ` (you are ${role})` : ''}.`;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" maw={420}>
      <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}
