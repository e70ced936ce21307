import * as z from 'zod/mini';

/**
 * When a campaign takes leads, or a listing is open: per weekday zero or more intervals, in the account's
 * time zone, or "always". Times are HH:mm on a 24-hour clock; an interval may end at 24:00 (midnight).
 */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  SUN: 'Sunday',
};

export const MAX_INTERVALS_PER_DAY = 4;

export const SCHEDULE_MESSAGES = {
  time: 'must be a time of day as HH:mm, e.g. 08:30',
  endAfterStart: 'must end after it starts',
  overlap: 'overlaps the interval before it',
  tooMany: `at most ${MAX_INTERVALS_PER_DAY} intervals a day`,
  noHours: 'Choose "always" or add at least one interval',
} as const;

const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const minutesOfDay = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const timeOfDay = () => z.string().check(z.regex(TIME_OF_DAY, SCHEDULE_MESSAGES.time));

export const timeIntervalSchema = z.strictObject({ start: timeOfDay(), end: timeOfDay() }).check(
  z.superRefine((interval, ctx) => {
    if (TIME_OF_DAY.test(interval.start) && minutesOfDay(interval.end) <= minutesOfDay(interval.start)) {
      ctx.issues.push({ code: 'custom', message: SCHEDULE_MESSAGES.endAfterStart, input: interval, path: ['end'] });
    }
  }),
);
export type TimeInterval = z.infer<typeof timeIntervalSchema>;

/** A day's intervals, in order and apart. */
const dayIntervals = () =>
  z.array(timeIntervalSchema).check(
    z.maxLength(MAX_INTERVALS_PER_DAY, SCHEDULE_MESSAGES.tooMany),
    z.superRefine((intervals, ctx) => {
      intervals.forEach((interval, index) => {
        const before = intervals[index - 1];
        if (before && minutesOfDay(interval.start) < minutesOfDay(before.end)) {
          ctx.issues.push({
            code: 'custom',
            message: SCHEDULE_MESSAGES.overlap,
            input: interval,
            path: [index, 'start'],
          });
        }
      });
    }),
  );

// Strict: an unknown weekday or key is refused, not silently dropped.
export const weeklyScheduleSchema = z
  .strictObject({
    always: z.boolean(),
    days: z.strictObject({
      MON: dayIntervals(),
      TUE: dayIntervals(),
      WED: dayIntervals(),
      THU: dayIntervals(),
      FRI: dayIntervals(),
      SAT: dayIntervals(),
      SUN: dayIntervals(),
    }),
  })
  .check(
    z.superRefine((schedule, ctx) => {
      if (!schedule.always && WEEKDAYS.every((day) => schedule.days[day].length === 0)) {
        ctx.issues.push({ code: 'custom', message: SCHEDULE_MESSAGES.noHours, input: schedule, path: ['always'] });
      }
    }),
  );
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

const noIntervals = (): Record<Weekday, TimeInterval[]> => ({
  MON: [],
  TUE: [],
  WED: [],
  THU: [],
  FRI: [],
  SAT: [],
  SUN: [],
});

export const ALWAYS_SCHEDULE: WeeklySchedule = { always: true, days: noIntervals() };

/** Weekdays 8:00 to 18:00: a starting point for a new schedule or listing hours. */
export const businessHours = (): WeeklySchedule => ({
  always: false,
  days: {
    ...noIntervals(),
    ...Object.fromEntries(
      (['MON', 'TUE', 'WED', 'THU', 'FRI'] as const).map((day) => [day, [{ start: '08:00', end: '18:00' }]]),
    ),
  },
});

/** Whether a schedule is open at a weekday and minute of the day (both in the account's time zone). */
export function isWithinSchedule(schedule: WeeklySchedule, day: Weekday, minute: number): boolean {
  if (schedule.always) return true;
  return schedule.days[day].some(
    (interval) => minutesOfDay(interval.start) <= minute && minute < minutesOfDay(interval.end),
  );
}
