import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/**
 * A screen whose resource does not exist, or belongs to another account (the API answers both alike):
 * a plain statement and the way back to the campaigns, instead of an error with "Try again".
 */
export function ResourceNotFound({ title, what }: { title: string; what: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Alert color="gray" title={`There is no such ${what}`}>
        <Stack gap="xs">
          <Text size="sm">
            It may have been removed, or it belongs to another account. Check that the right account is selected.
          </Text>
          <Anchor component={Link} to={paths.campaigns.href()} size="sm" w="fit-content">
            Go to campaigns
          </Anchor>
        </Stack>
      </Alert>
    </Stack>
  );
}
