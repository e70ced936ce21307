import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * No campaign to show: either none matches the filters (offer to clear them), or the account has none yet
 * (say what a campaign does and offer to create one).
 */
export function CampaignsEmpty({
  filtered,
  onClearFilters,
  action,
}: {
  filtered: boolean;
  onClearFilters: () => void;
  action: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconSpeakerphone size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {filtered ? 'No campaigns match' : 'No campaigns yet'}
        </Title>
        <Text c="dimmed" maw={460}>
          {filtered
            ? 'Try another name or status, or clear the filters to see every campaign.'
            : 'A campaign buys calls and form leads for one service in the areas and hours you choose, within a budget you set.'}
        </Text>
        {filtered ? (
          <Button variant="default" onClick={onClearFilters}>
            Clear filters
          </Button>
        ) : (
          action
        )}
      </Stack>
    </Card>
  );
}
