import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { requiredRole, type Permission } from '@portal/shared/api/permissions';
import { useAccountContext } from '../lib/account-context';

/**
 * Said where an edit control would be, for someone whose role may not use it: why there is no button,
 * rather than a button that fails with a 403 (which would also end the session).
 */
export function ReadOnlyNote({ permission, action }: { permission: Permission; action: string }) {
  const { role } = useAccountContext();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Text size="sm" c="dimmed">
        Read only: {action} needs the {requiredRole(permission)} role{role ? ` (you are ${role})` : ''}.
      </Text>
    </Group>
  );
}
