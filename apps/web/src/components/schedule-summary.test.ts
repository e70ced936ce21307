import { describe, expect, it } from 'vitest';
import { ALWAYS_SCHEDULE, businessHours } from '@portal/shared/weekly-schedule';
import { summarizeSchedule } from './schedule-summary';

describe('summarizeSchedule', () => {
  it('runs days with the same hours together', () => {
    expect(summarizeSchedule(businessHours())).toEqual([
      { days: 'Monday – Friday', hours: '8:00 AM – 6:00 PM' },
      { days: 'Saturday – Sunday', hours: 'Closed' },
    ]);
  });

  it('lists a day’s intervals and says "always" plainly', () => {
    const schedule = businessHours();
    schedule.days.WED = [
      { start: '07:00', end: '12:00' },
      { start: '13:00', end: '24:00' },
    ];
    expect(summarizeSchedule(schedule)[1]).toEqual({
      days: 'Wednesday',
      hours: '7:00 AM – 12:00 PM, 1:00 PM – Midnight (end of day)',
    });
    expect(summarizeSchedule(ALWAYS_SCHEDULE)).toEqual([{ days: 'Every day', hours: 'All day' }]);
  });
});
