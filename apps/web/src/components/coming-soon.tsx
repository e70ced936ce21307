import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

interface ComingSoonProps {
  title: string;
  description: string;
  /** Inside the logged-out area's card: no card of its own. */
  compact?: boolean;
}

/** What a screen shows until its feature is built: a plain statement, never a blank page. */
export function ComingSoon({ title, description, compact = false }: ComingSoonProps) {
  const notice = (
    <Stack gap={6}>
      <Group gap="xs">
        <Text fw={600}>This screen is not available yet</Text>
        <Badge variant="light" color="gray">
          Coming soon
        </Badge>
      </Group>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {compact ? (
        notice
      ) : (
        <Card withBorder padding="xl" radius="md">
          <Group align="flex-start" wrap="nowrap" gap="lg">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <IconTools size={26} />
            </ThemeIcon>
            {notice}
          </Group>
        </Card>
      )}
    </Stack>
  );
}
