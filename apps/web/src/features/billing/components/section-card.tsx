import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading, which also names the region for screen readers. */
  title: string;
  id: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One part of the billing screen: a card with a level-2 heading that names it as a region. */
export function SectionCard({ title, id, actions, children }: SectionCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
