import '@mantine/dates/styles.layer.css';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { DATE_FORMAT } from '@portal/shared/limits';

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

export interface DateInputProps {
  label: string;
  /** A calendar day as YYYY-MM-DD, the API's own form; null when none is chosen. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string;
  description?: string;
  required?: boolean;
  /** The earliest day that may be picked, YYYY-MM-DD. */
  minDate?: string;
  placeholder?: string;
}

/**
 * A day picked from a calendar and shown as the specification writes dates (yyyy-LL-dd) whatever the
 * browser's language. The date picker and its styles weigh about 13 KB: import this only from code that
 * is loaded when needed (a modal, an editor), never from a screen's first load.
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  required,
  minDate,
  placeholder,
}: DateInputProps) {
  return (
    <DatePickerInput
      label={label}
      description={description}
      required={required}
      placeholder={placeholder ?? 'Pick a day'}
      leftSection={<IconCalendar size={16} aria-hidden />}
      clearable={!required}
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      minDate={minDate}
      valueFormat={DATE_FORMAT}
      value={value || null}
      onChange={(next) => onChange(next ?? null)}
      onBlur={onBlur}
      error={error}
      popoverProps={{ withinPortal: true }}
      // Mantine's placeholder grey is under 4.5:1; this one is drawn as text, so axe measures it.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      // The calendar's arrows and headings have no names of their own.
      ariaLabels={CALENDAR_LABELS}
    />
  );
}
