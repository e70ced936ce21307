import { WEEKDAY_LABELS, WEEKDAYS, type WeeklySchedule } from '@portal/shared/weekly-schedule';
import { formatTimeOfDay } from './time-of-day';

/**
 * A week of hours as a few lines people read at a glance: days with the same hours run together
 * ("Monday – Friday: 8:00 AM – 6:00 PM"), closed days say so.
 */
export function summarizeSchedule(schedule: WeeklySchedule): { days: string; hours: string }[] {
  if (schedule.always) return [{ days: 'Every day', hours: 'All day' }];
  const hoursOf = (day: (typeof WEEKDAYS)[number]) =>
    schedule.days[day]
      .map((interval) => `${formatTimeOfDay(interval.start)} – ${formatTimeOfDay(interval.end)}`)
      .join(', ') || 'Closed';
  const lines: { first: string; last: string; hours: string }[] = [];
  for (const day of WEEKDAYS) {
    const hours = hoursOf(day);
    const previous = lines.at(-1);
    if (previous && previous.hours === hours) previous.last = WEEKDAY_LABELS[day];
    else lines.push({ first: WEEKDAY_LABELS[day], last: WEEKDAY_LABELS[day], hours });
  }
  return lines.map(({ first, last, hours }) => ({ days: first === last ? first : `${first} – ${last}`, hours }));
}
