import { ActionIcon, Button, Group, Input, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import {
  MAX_INTERVALS_PER_DAY,
  minutesOfDay,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type TimeInterval,
  type Weekday,
  type WeeklySchedule,
} from '@portal/shared/weekly-schedule';
import { formatTimeOfDay, TIME_OPTIONS, timeOfDay } from './time-of-day';
import classes from './weekly-schedule-editor.module.css';

/** The form's errors for the schedule as react-hook-form nests them (`days.MON.0.end.message`). */
export interface ScheduleErrors {
  message?: string;
  always?: { message?: string };
  days?: Partial<Record<Weekday, unknown>>;
}

export interface WeeklyScheduleEditorProps {
  /** "Schedule" for a campaign, "Opening hours" for a listing. */
  label: string;
  /** The account's time zone as people read it ("Central Standard Time"): times are stored and shown in it. */
  timeZone: string;
  value: WeeklySchedule;
  onChange: (value: WeeklySchedule) => void;
  errors?: ScheduleErrors;
  /** Words for the "always" switch: "Take leads at any time" or "Open 24 hours, every day". */
  alwaysLabel?: string;
  disabled?: boolean;
}

const messageAt = (tree: unknown, ...path: (string | number)[]): string | undefined => {
  let node: unknown = tree;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
};

/** A new interval after the day's last one: 09:00 to 17:00 first, then an hour after the last one ends. */
function nextInterval(intervals: TimeInterval[]): TimeInterval {
  const last = intervals.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const start = Math.min(minutesOfDay(last.end) + 60, 23 * 60);
  return { start: timeOfDay(start), end: timeOfDay(Math.min(start + 4 * 60, 24 * 60)) };
}

/**
 * A week of hours: "always", or per weekday zero or more intervals (at most MAX_INTERVALS_PER_DAY), in the
 * account's time zone. Controlled, so a react-hook-form Controller drives it. Times are picked from a list
 * (native selects: a phone shows its own wheel, and "24:00" can end a day, which a time field cannot say).
 */
export function WeeklyScheduleEditor({
  label,
  timeZone,
  value,
  onChange,
  errors,
  alwaysLabel = 'Always (every day, all day)',
  disabled,
}: WeeklyScheduleEditorProps) {
  const labelId = useId();
  const setDay = (day: Weekday, intervals: TimeInterval[]) =>
    onChange({ ...value, days: { ...value.days, [day]: intervals } });
  const summaryError = messageAt(errors, 'always') ?? errors?.message;

  return (
    <Stack gap="sm" role="group" aria-labelledby={labelId}>
      <div>
        <Text id={labelId} fw={500} size="sm">
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          Times are in {timeZone}.
        </Text>
      </div>
      <Switch
        label={alwaysLabel}
        checked={value.always}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, always: event.currentTarget.checked })}
      />
      {!value.always && (
        <Stack gap={0} className={classes.days}>
          {WEEKDAYS.map((day) => (
            <DayRow
              key={day}
              day={day}
              intervals={value.days[day]}
              onChange={(intervals) => setDay(day, intervals)}
              errors={errors?.days?.[day]}
              disabled={disabled}
            />
          ))}
        </Stack>
      )}
      {summaryError && (
        <Input.Error role="alert" size="sm">
          {summaryError}
        </Input.Error>
      )}
    </Stack>
  );
}

function DayRow({
  day,
  intervals,
  onChange,
  errors,
  disabled,
}: {
  day: Weekday;
  intervals: TimeInterval[];
  onChange: (intervals: TimeInterval[]) => void;
  errors: unknown;
  disabled?: boolean;
}) {
  const dayId = useId();
  const name = WEEKDAY_LABELS[day];
  const full = intervals.length >= MAX_INTERVALS_PER_DAY;
  const update = (index: number, patch: Partial<TimeInterval>) =>
    onChange(intervals.map((interval, at) => (at === index ? { ...interval, ...patch } : interval)));
  const dayError = messageAt(errors);

  return (
    <div className={classes.day} role="group" aria-labelledby={dayId}>
      <Text id={dayId} fw={500} size="sm" className={classes.dayName}>
        {name}
      </Text>
      <Stack gap={6} className={classes.intervals}>
        {intervals.length === 0 && (
          <Text size="sm" c="dimmed">
            Closed
          </Text>
        )}
        {intervals.map((interval, index) => {
          const problem =
            messageAt(errors, index, 'start') ?? messageAt(errors, index, 'end') ?? messageAt(errors, index);
          const which = intervals.length > 1 ? ` (hours ${index + 1})` : '';
          return (
            <div key={index}>
              <Group gap={6} wrap="nowrap">
                <TimeSelect
                  label={`${name} from${which}`}
                  value={interval.start}
                  onChange={(start) => update(index, { start })}
                  invalid={!!messageAt(errors, index, 'start')}
                  disabled={disabled}
                />
                <Text size="sm" aria-hidden>
                  to
                </Text>
                <TimeSelect
                  label={`${name} until${which}`}
                  value={interval.end}
                  onChange={(end) => update(index, { end })}
                  invalid={!!messageAt(errors, index, 'end')}
                  disabled={disabled}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`Remove ${name} ${formatTimeOfDay(interval.start)} to ${formatTimeOfDay(interval.end)}`}
                  onClick={() => onChange(intervals.filter((_, at) => at !== index))}
                  disabled={disabled}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
              {problem && <Input.Error size="xs">{problem}</Input.Error>}
            </div>
          );
        })}
        {dayError && <Input.Error size="xs">{dayError}</Input.Error>}
      </Stack>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => onChange([...intervals, nextInterval(intervals)])}
        disabled={disabled || full}
        aria-label={`Add hours on ${name}`}
        title={full ? `At most ${MAX_INTERVALS_PER_DAY} intervals a day` : undefined}
        className={classes.add}
      >
        Add hours
      </Button>
    </div>
  );
}

function TimeSelect({
  label,
  value,
  onChange,
  invalid,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  disabled?: boolean;
}): ReactNode {
  // A time saved off the quarter-hour grid (through the API) still shows as itself.
  const data = TIME_OPTIONS.some((option) => option.value === value)
    ? TIME_OPTIONS
    : [{ value, label: formatTimeOfDay(value) }, ...TIME_OPTIONS];
  return (
    <NativeSelect
      aria-label={label}
      data={data}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={invalid}
      disabled={disabled}
      className={classes.time}
    />
  );
}
