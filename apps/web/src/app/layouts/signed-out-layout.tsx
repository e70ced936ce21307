import { Box, Center, Paper, Stack, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { AreaGuard } from './area-guard';
import { Brand } from './brand';
import classes from './signed-out-layout.module.css';

/** The logged-out area: a centred card on a quiet background. */
export function SignedOutLayout() {
  return (
    <AreaGuard area="loggedOut">
      <Box className={classes.background}>
        <Center mih="100dvh" p="md">
          <Stack w="100%" maw={440} gap="lg" component="main">
            <Center>
              <Brand size="lg" />
            </Center>
            <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
              <Outlet />
            </Paper>
            <Text c="dimmed" size="xs" ta="center">
              Local leads and tracked calls for your business.
            </Text>
          </Stack>
        </Center>
      </Box>
    </AreaGuard>
  );
}
