import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';

/**
 * Unknown paths outside both areas (specification section 2): a page of its own for a visitor, and the screen
 * inside the signed-in shell (`inShell`: its header, menus and main) for someone signed in.
 */
export function NotFoundScreen({ inShell = false }: { inShell?: boolean }) {
  return (
    <Center mih={inShell ? undefined : '100dvh'} p="xl" component={inShell ? 'div' : 'main'}>
      <Stack align="center" gap="sm">
        <Text fz={64} fw={800} c="blue.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} ta="center">
          {MESSAGES.notFound}
        </Title>
        <Anchor component={Link} to="/">
          Go to the portal
        </Anchor>
      </Stack>
    </Center>
  );
}
