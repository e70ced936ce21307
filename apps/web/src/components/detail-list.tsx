import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Takes the whole row: a message or a note that would be cramped in a column. */
  wide?: boolean;
}

/**
 * Label and value pairs as a description list, two columns from the sm breakpoint up, spaced as the
 * account and listing panels are.
 */
export function DetailList({ items, label }: { items: DetailItem[]; label?: string }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" m={0} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} style={item.wide ? { gridColumn: '1 / -1' } : undefined}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value ?? '—'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
