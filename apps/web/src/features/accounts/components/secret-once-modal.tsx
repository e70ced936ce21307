import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface SecretOnceModalProps {
  /** The secret to show; null keeps the dialog closed. */
  secret: string | null;
  onClose: () => void;
  /** "Your signing secret", "Your API key". */
  title: string;
  /** What the secret is called, as a label ("Signing secret", "API key")… */
  name: string;
  /** …and within a sentence ("signing secret", "API key"). */
  nameInSentence: string;
  /** Where to keep it and what it does. */
  use: ReactNode;
  /** What to do when it is lost. */
  lost: ReactNode;
}

/**
 * A secret the portal shows this once (it keeps only what it needs to check or sign with): a box to copy it
 * from, and plain words that it will not be shown again. Webhook signing secrets and API keys.
 */
export function SecretOnceModal({ secret, onClose, title, name, nameInSentence, use, lost }: SecretOnceModalProps) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Alert color="gray" variant="light" title="Copy it now">
          You will not see this {nameInSentence} again. {use}
        </Alert>
        <Code block aria-label={name} style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group justify="space-between">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : `Copy ${nameInSentence}`}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>I have saved it</Button>
        </Group>
        <Text size="xs" c="dimmed">
          {lost}
        </Text>
      </Stack>
    </Modal>
  );
}
