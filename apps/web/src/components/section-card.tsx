import { Card, Group, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * One part of a screen: a bordered card under a level-2 heading that names it as a region, with buttons,
 * links or a badge beside the heading. Several children take their own spacing (a Stack), as one does.
 */
export function SectionCard({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" mb="md" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
