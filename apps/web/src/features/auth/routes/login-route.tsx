import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

export function Component() {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Welcome
        </Title>
        <Text c="dimmed">Sign in to manage your campaigns, leads and billing.</Text>
      </Stack>
      <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} title="Sign-in is not available yet">
        Signing in with your email and password, or with a one-time passcode, arrives with the identity service.
      </Alert>
    </Stack>
  );
}
