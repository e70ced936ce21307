import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A campaign id that is unknown (or another account's, which answers the same): say so, and lead back. */
export function CampaignNotFound() {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconSearchOff size={30} />
        </ThemeIcon>
        <Title order={1} size="h3">
          Campaign not found
        </Title>
        <Text c="dimmed" maw={460}>
          There is no such campaign on this account. It may belong to another account, or the link may be wrong.
        </Text>
        <Button component={Link} to={paths.campaigns.href()}>
          Back to campaigns
        </Button>
      </Stack>
    </Card>
  );
}
