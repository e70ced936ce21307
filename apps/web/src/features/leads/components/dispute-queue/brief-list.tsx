import { SimpleGrid, Text } from '@mantine/core';
import type { DetailItem } from '../../../../components/detail-list';

/**
 * Label and value pairs in two columns at every width (DetailList stacks them on a phone): the panel's short values (a
 * price, a time, a phone number) sit side by side, so a phone sees the call and its recording on one screen.
 */
export function BriefList({ items }: { items: DetailItem[] }) {
  return (
    <SimpleGrid component="dl" cols={2} spacing="md" verticalSpacing="xs" m={0}>
      {items.map((item) => (
        <div key={item.label} style={item.wide ? { gridColumn: '1 / -1' } : undefined}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
