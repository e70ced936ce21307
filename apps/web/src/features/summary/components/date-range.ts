import { addDays, isCalendarDay } from '@portal/shared/account-time';
import { DATE_RANGE } from '@portal/shared/limits';

/** Days as yyyy-LL-dd in the account's time zone, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

export type PresetLabel = (typeof DATE_RANGE.presets)[number]['label'];

export const DEFAULT_PRESET: PresetLabel = 'Last 30 Days';

/** The days a range may reach: 300 back and 900 ahead of the account's today (specification section 9). */
export const rangeBounds = (today: string): DayRange => ({
  from: addDays(today, -DATE_RANGE.minDaysBack),
  to: addDays(today, DATE_RANGE.maxDaysAhead),
});

/** "Last 7 Days" ends today and holds 7 days, today included; "Month To Date" starts on the 1st. */
export function presetRange(label: PresetLabel, today: string): DayRange {
  const preset = DATE_RANGE.presets.find((candidate) => candidate.label === label) ?? DATE_RANGE.presets[1];
  if (preset.days === null) return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: addDays(today, 1 - preset.days), to: today };
}

/** The preset a range is, on this today, if any (to name it on the picker). */
export const presetOf = (range: DayRange, today: string): PresetLabel | undefined =>
  DATE_RANGE.presets
    .map((preset) => preset.label)
    .find((label) => {
      const candidate = presetRange(label, today);
      return candidate.from === range.from && candidate.to === range.to;
    });

/**
 * The range a URL asks for, or the default (Last 30 Days) when it asks for none or for one the picker
 * could not show: backwards, or outside the bounds (a link kept for a year).
 */
export function readRange(search: URLSearchParams, today: string): DayRange & { fromUrl: boolean } {
  const from = search.get('from');
  const to = search.get('to');
  const bounds = rangeBounds(today);
  if (isCalendarDay(from) && isCalendarDay(to) && from <= to && from >= bounds.from && to <= bounds.to) {
    return { from, to, fromUrl: true };
  }
  return { ...presetRange(DEFAULT_PRESET, today), fromUrl: false };
}

/** The URL's search with the range set; the activity filters stay. */
export function writeRange(search: URLSearchParams, range: DayRange): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('from', range.from);
  next.set('to', range.to);
  return next;
}

/** Days in a range, both ends included. */
export const daysIn = (range: DayRange) => Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
