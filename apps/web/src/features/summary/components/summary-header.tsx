import { Group, InputBase, Stack, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { memo, Suspense, type ReactNode } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { daysIn, presetOf, type DayRange } from './date-range';

// The calendar (@mantine/dates, 11 KB gzipped) is not part of the page's first load: the picker arrives
// just after the first paint, and until then its field shows the same days (docs/decisions/0029).
const { Lazy: DateRangePicker } = lazyComponent(() =>
  import('./date-range-picker').then((module) => module.DateRangePicker),
);

interface SummaryHeaderProps {
  range: DayRange;
  today: string;
  onRangeChange: (range: DayRange) => void;
  /** Beside the picker: what acts on the range shown (the PDF report). */
  actions?: ReactNode;
}

/** The page title, which days it shows in words, and the range picker; drawn again only when those change. */
export const SummaryHeader = memo(function SummaryHeader({ range, today, onRangeChange, actions }: SummaryHeaderProps) {
  const days = daysIn(range);
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={1}>Summary</Title>
        <Text c="dimmed" size="sm">
          {presetOf(range, today) ?? 'Custom range'} · {days} {days === 1 ? 'day' : 'days'} in the account’s time zone
        </Text>
      </Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Suspense fallback={<ArrivingPicker range={range} />}>
          <DateRangePicker value={range} today={today} onChange={onRangeChange} />
        </Suspense>
        {actions}
      </Group>
    </Group>
  );
});

/** The picker's field as it will look, not yet usable: `aria-disabled` says so without greying it. */
function ArrivingPicker({ range }: { range: DayRange }) {
  return (
    <InputBase
      component="button"
      type="button"
      label="Date range"
      aria-disabled
      leftSection={<IconCalendar size={16} aria-hidden />}
      miw={250}
    >
      {range.from} – {range.to}
    </InputBase>
  );
}
