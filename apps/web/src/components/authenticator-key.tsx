import { Code, Group, Text } from '@mantine/core';
import { QrCode } from './qr-code';

/** An authenticator app's new key: the QR code its camera reads, and the same key as text to type. */
export function AuthenticatorKey({ uri, secret }: { uri: string; secret: string }) {
  return (
    <>
      <Group justify="center">
        <QrCode value={uri} label="QR code to scan with your authenticator app" />
      </Group>
      <Text size="sm">
        Or type this key: <Code style={{ wordBreak: 'break-all' }}>{secret}</Code>
      </Text>
    </>
  );
}
