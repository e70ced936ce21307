import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A lead or call that does not exist, or that belongs to an account this user has no role on. */
export function EventNotFound({ noun }: { noun: 'lead' | 'call' }) {
  return (
    <Stack gap="lg">
      <Title order={1}>This {noun} was not found</Title>
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md" align="flex-start">
          <Text>
            There is no such {noun}, or it belongs to an account you do not have access to. If you followed a link from
            an email, check that you signed in as the person it was sent to.
          </Text>
          <Button component={Link} to={paths.summary.href()}>
            Go to the Summary
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
