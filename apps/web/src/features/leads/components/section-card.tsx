import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of the lead and call pages: a bordered card under an h2, with an optional aside. */
export function SectionCard({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="center" mb="md" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Card>
  );
}
