import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * The signing secret, shown this once (the portal keeps it only to sign with): a box to copy it from and
 * plain words that it will not be shown again.
 */
export function WebhookSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title="Your signing secret" centered>
      <Stack gap="md">
        <Alert color="gray" variant="light" title="Copy it now">
          You will not see this secret again. Keep it where your receiver can read it; it verifies each delivery’s
          webhook-signature.
        </Alert>
        <Code block aria-label="Signing secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group justify="space-between">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>I have saved it</Button>
        </Group>
        <Text size="xs" c="dimmed">
          Lost it? Rotate the secret to get a new one; the old one keeps signing for 24 hours.
        </Text>
      </Stack>
    </Modal>
  );
}
