import '@mantine/dates/styles.layer.css';
import { useMantineTheme } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { DATE_FORMAT, DATE_RANGE } from '@portal/shared/limits';
import { presetRange, rangeBounds, type DayRange } from './date-range';

// The calendar's arrows and headings have no names of their own.
const CALENDAR_LABELS = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

// On a phone the presets sit above the calendar, in rows, instead of in a column beside it.
const STACKED = {
  datePickerRoot: { flexDirection: 'column', alignItems: 'stretch' },
  presetsList: {
    display: 'flex',
    flexWrap: 'wrap',
    borderInlineEnd: 0,
    borderBottom: '1px solid var(--mantine-color-gray-3)',
    marginInlineEnd: 0,
    paddingInlineEnd: 0,
    paddingBottom: 'var(--mantine-spacing-xs)',
    marginBottom: 'var(--mantine-spacing-xs)',
  },
} as const;

type PickedRange = [string | null, string | null];

interface DateRangePickerProps {
  value: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
}

/**
 * The summary's range: two days picked on a calendar, or a preset (specification section 9), from 300
 * days back to 900 ahead of the account's today. Its styles load with this screen only.
 */
export function DateRangePicker({ value, today, onChange }: DateRangePickerProps) {
  // The first click picks the start only: keep it here until the end is picked, then report both.
  const [picking, setPicking] = useState<PickedRange | null>(null);
  // The presets and the calendar side by side are wider than a phone: there they open in a modal.
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  const bounds = rangeBounds(today);
  const presets = DATE_RANGE.presets.map((preset) => {
    const range = presetRange(preset.label, today);
    return { label: preset.label, value: [range.from, range.to] as PickedRange };
  });
  const pick = (next: PickedRange) => {
    const [from, to] = next;
    if (from && to) {
      setPicking(null);
      onChange({ from, to });
    } else setPicking(next);
  };
  return (
    <DatePickerInput
      type="range"
      label="Date range"
      value={picking ?? [value.from, value.to]}
      onChange={pick}
      onDropdownClose={() => setPicking(null)}
      presets={presets}
      minDate={bounds.from}
      maxDate={bounds.to}
      valueFormat={DATE_FORMAT}
      allowSingleDateInRange
      leftSection={<IconCalendar size={16} aria-hidden />}
      miw={250}
      popoverProps={{ position: 'bottom-end' }}
      dropdownType={wide ? 'popover' : 'modal'}
      styles={wide ? undefined : STACKED}
      modalProps={{ title: 'Choose the days', size: 'auto', centered: true, withCloseButton: true }}
      ariaLabels={CALENDAR_LABELS}
      // Mantine draws weekends in light red and other months' days in light grey, both under 4.5:1
      // contrast: weekends look like any day, and the calendar shows its own month only.
      weekendDays={[]}
      hideOutsideDates
    />
  );
}
