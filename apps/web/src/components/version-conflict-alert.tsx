import { Alert, Button, Group, Text } from '@mantine/core';
import { errorMessage } from '../lib/http/error-message';

/**
 * What a form shows when its save met a newer version (409): the server's words and a way to load the
 * other person's change. Reloading replaces what was typed, so the alert says so before anyone clicks.
 */
export function VersionConflictAlert({
  error,
  onReload,
  reloading,
}: {
  error: unknown;
  onReload: () => void;
  reloading: boolean;
}) {
  return (
    <Alert color="red" title="Someone else changed this" role="alert">
      <Text size="sm">{errorMessage(error)}</Text>
      <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
        <Text size="sm">Reloading shows their change and replaces what you entered here.</Text>
        <Button size="xs" color="red" onClick={onReload} loading={reloading}>
          Reload
        </Button>
      </Group>
    </Alert>
  );
}
