import { addDays, dayIn, weekTimeIn } from '@portal/shared/account-time';
import {
  SUMMARY_EMAIL_FREQUENCIES,
  SUMMARY_EMAIL_HOUR,
  type SummaryEmailFrequency,
} from '@portal/shared/notifications';

export type SendingFrequency = Exclude<SummaryEmailFrequency, 'NONE'>;
export const SENDING_FREQUENCIES = SUMMARY_EMAIL_FREQUENCIES.filter(
  (frequency): frequency is SendingFrequency => frequency !== 'NONE',
);

/** The days a summary email tells of, in the account's calendar (inclusive). */
export interface SummaryPeriod {
  from: string;
  to: string;
}

/**
 * The period whose summary email is due at this instant in this zone, or null: from 7:00 on the sending day (every
 * day for the day before; Mondays for the week before; the 1st for the month before) until that day ends. A worker
 * that was down all of a sending day does not send that period's email on the next (it would be news of old days).
 */
export function summaryPeriodDue(frequency: SendingFrequency, zone: string, now: Date): SummaryPeriod | null {
  const { day: weekday, minute } = weekTimeIn(zone, now);
  if (minute < SUMMARY_EMAIL_HOUR * 60) return null;
  const today = dayIn(zone, now);
  const yesterday = addDays(today, -1);
  switch (frequency) {
    case 'DAILY':
      return { from: yesterday, to: yesterday };
    case 'WEEKLY':
      return weekday === 'MON' ? { from: addDays(today, -7), to: yesterday } : null;
    case 'MONTHLY':
      return today.endsWith('-01') ? { from: `${yesterday.slice(0, 8)}01`, to: yesterday } : null;
  }
}
