import { Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A panel's empty state when nothing is waiting: one line with a green tick, so it does not push the page down. */
export function AllClear({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <IconCircleCheck size={20} aria-hidden color="var(--mantine-color-green-8)" />
      <Text size="sm">{children}</Text>
    </Group>
  );
}
