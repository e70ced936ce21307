import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage, isNotFound } from '../../../lib/http/error-message';
import { createQueryClient } from '../../../lib/query-client';
import { useUnsubscribe } from '../api/unsubscribe';

const managePreferences = (
  <Anchor component={Link} to={paths.profile.href()}>
    Manage all your notification choices
  </Anchor>
);

/**
 * /unsubscribe?token=…: an email's "Stop emails like this" link. It works without signing in, for the one
 * event type and account the signed token names; an altered or cut-short link says so plainly.
 */
export function Component() {
  // The signed-out area keeps no query cache: this page brings its own, as the payment link's does.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Stack gap="lg">
        <Title order={1}>Unsubscribe</Title>
        <Unsubscribe />
      </Stack>
    </QueryClientProvider>
  );
}

function Unsubscribe() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useUnsubscribe(token);
  if (!token) {
    return (
      <Stack gap="md">
        <Alert
          color="red"
          variant="light"
          icon={<IconLinkOff aria-hidden />}
          title="This unsubscribe link is incomplete"
        >
          Open the link from your email again (the whole link), or choose which emails you get on your profile.
        </Alert>
        {managePreferences}
      </Stack>
    );
  }
  if (result.isPending) return <Loader size="sm" role="status" aria-label="Turning these emails off" />;
  if (result.error) {
    return (
      <Stack gap="md">
        <Alert
          color="red"
          variant="light"
          icon={<IconLinkOff aria-hidden />}
          title="This unsubscribe link does not work"
        >
          {isNotFound(result.error)
            ? errorMessage(result.error)
            : `${errorMessage(result.error)} Your emails have not changed.`}
        </Alert>
        {managePreferences}
      </Stack>
    );
  }
  const { label, accountName } = result.data;
  return (
    <Stack gap="md">
      {/* No Alert title: teal title text on the light teal falls under 4.5:1; body text stays dark. */}
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        <Text fw={700} size="sm">
          You are unsubscribed
        </Text>
        <Text size="sm">
          You will no longer get emails about {label} for {accountName}.
        </Text>
      </Alert>
      <Text size="sm">
        Only these emails changed: you can turn them on again, and choose how you hear of the rest, on your profile.
      </Text>
      {managePreferences}
    </Stack>
  );
}
