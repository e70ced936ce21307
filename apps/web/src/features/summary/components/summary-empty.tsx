import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';

/** A range with no lead or call at all: say so, and offer the widest preset in one click. */
export function SummaryEmpty({ from, to, onWiden }: { from: string; to: string; onWiden: () => void }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="xs" py="lg" ta="center">
        <IconChartBar size={36} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
        <Title order={2} size="h4">
          No leads or calls in this range
        </Title>
        <Text c="dimmed" maw={440}>
          Nothing arrived between {from} and {to}. Try a wider range to see your recent activity.
        </Text>
        <Button variant="light" onClick={onWiden} mt="xs">
          Show the last 90 days
        </Button>
      </Stack>
    </Card>
  );
}
