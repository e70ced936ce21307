import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, TIME_OPTIONS, timeOfDay } from './time-of-day';

describe('time of day', () => {
  it('writes minutes as the schedule stores them', () => {
    expect(timeOfDay(0)).toBe('00:00');
    expect(timeOfDay(510)).toBe('08:30');
    expect(timeOfDay(1440)).toBe('24:00');
  });

  it('reads them the US way, with midnight at either end of the day', () => {
    expect(formatTimeOfDay('00:00')).toBe('12:00 AM');
    expect(formatTimeOfDay('12:15')).toBe('12:15 PM');
    expect(formatTimeOfDay('17:45')).toBe('5:45 PM');
    expect(formatTimeOfDay('24:00')).toBe('Midnight (end of day)');
  });

  it('offers every quarter hour and the end of the day', () => {
    expect(TIME_OPTIONS).toHaveLength(97);
    expect(TIME_OPTIONS.at(-1)?.value).toBe('24:00');
  });
});
