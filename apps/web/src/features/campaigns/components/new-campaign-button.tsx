import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { requiredRole } from '@portal/shared/api/permissions';
import { useAccountContext, useClosedToChanges, usePermission } from '../../../lib/account-context';

/**
 * "New campaign" for those who may create one; for the others it stays in view, disabled, with the role it
 * needs written beside it, so nobody learns it from a refusal after filling in five steps.
 */
export function NewCampaignButton({ onClick, onIntent }: { onClick: () => void; onIntent?: () => void }) {
  const allowed = usePermission('campaigns.edit');
  const { role, roleKnown } = useAccountContext();
  const closed = useClosedToChanges('campaigns.edit');
  const reasonId = useId();
  const icon = <IconPlus size={16} aria-hidden />;
  if (allowed)
    return (
      <Button leftSection={icon} onClick={onClick} onMouseEnter={onIntent} onFocus={onIntent}>
        New campaign
      </Button>
    );
  if (!roleKnown) return null;
  return (
    <Group gap="sm" wrap="nowrap">
      <Text id={reasonId} size="xs" c="dimmed" ta="right" maw={220}>
        {closed
          ? 'The account is closed: no campaigns can be created.'
          : `Creating campaigns needs the ${requiredRole('campaigns.edit')} role${role ? ` (you are ${role})` : ''}.`}
      </Text>
      <Button leftSection={icon} disabled aria-describedby={reasonId}>
        New campaign
      </Button>
    </Group>
  );
}
