import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@portal/shared/messages';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The rendering-failure screen (specification sections 2 and 8), drawn by AppFrame's error boundary. */
export function ErrorScreen() {
  const navigate = useNavigate();
  // It stands in for the failed screen, whose title the tab may still carry.
  useDocumentTitle(MESSAGES.somethingWentWrong);
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
