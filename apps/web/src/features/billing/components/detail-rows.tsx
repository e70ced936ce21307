import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label and value pairs as a description list: a receipt, a summary of what is about to happen. */
export function DetailRows({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <dl aria-label={label} style={{ margin: 0 }}>
      {/* By position: two payments of one day and method have the same name. */}
      {rows.map(([name, value], index) => (
        <Group key={index} justify="space-between" gap="md" py={6} wrap="nowrap" align="flex-start">
          <Text component="dt" size="sm" c="dimmed">
            {name}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0} ta="right" miw={0}>
            {value}
          </Text>
        </Group>
      ))}
    </dl>
  );
}
