import { Group, Stack, Text, Title } from '@mantine/core';
import { daysIn, presetOf, type DayRange } from './date-range';
import { DateRangePicker } from './date-range-picker';

interface SummaryHeaderProps {
  range: DayRange;
  today: string;
  onRangeChange: (range: DayRange) => void;
}

/** The page title, which days it shows in words, and the range picker. */
export function SummaryHeader({ range, today, onRangeChange }: SummaryHeaderProps) {
  const days = daysIn(range);
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={1}>Summary</Title>
        <Text c="dimmed" size="sm">
          {presetOf(range, today) ?? 'Custom range'} · {days} {days === 1 ? 'day' : 'days'} in the account’s time zone
        </Text>
      </Stack>
      <DateRangePicker value={range} today={today} onChange={onRangeChange} />
    </Group>
  );
}
