import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-list.module.css';

/** Label and value pairs of a section, as a description list (two columns where there is room). */
export function DetailList({ items, cols = 2 }: { items: { label: string; value: ReactNode }[]; cols?: 1 | 2 }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: cols }} spacing="md" verticalSpacing="sm" className={classes.list}>
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <dd className={classes.value}>{item.value}</dd>
        </div>
      ))}
    </SimpleGrid>
  );
}
