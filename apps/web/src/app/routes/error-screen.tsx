import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The rendering-failure screen (specification sections 2 and 8). */
export function ErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  // The root route's TitledOutlet is what this screen replaces, so it names the tab itself.
  useDocumentTitle(MESSAGES.somethingWentWrong);
  useEffect(() => {
    // Kept for whoever opens the console; the user sees only the friendly text.
    console.warn('Screen failed to render', error);
  }, [error]);
  return (
    <Center mih="100dvh" p="xl" component="main">
      <Stack align="center" gap="md" maw={420}>
        <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={34} />
        </ThemeIcon>
        <Title order={1} ta="center">
          {MESSAGES.somethingWentWrong}
        </Title>
        <Text c="dimmed" ta="center">
          {MESSAGES.tryAgainLater}
        </Text>
        <Button onClick={() => void navigate(paths.campaigns.href())}>{MESSAGES.tryAgain}</Button>
      </Stack>
    </Center>
  );
}
