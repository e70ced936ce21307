import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { campaignRuleProblems, campaignUpdateSchema } from './campaigns';
import { splitPastedList } from './multi-value';
import { isWithinSchedule, weeklyScheduleSchema, businessHours, ALWAYS_SCHEDULE } from './weekly-schedule';
import { zipCodeList } from './zip-codes';

const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('multi-value input', () => {
  it('splits a pasted list on commas, spaces, semicolons and new lines', () => {
    expect(splitPastedList('78701, 78702\n78703;78704  78705\r\n')).toEqual([
      '78701',
      '78702',
      '78703',
      '78704',
      '78705',
    ]);
  });

  it('rejects a duplicate entry with a message naming it, on its index', () => {
    expect(issues(zipCodeList(), ['78701', '78702', '78701'])).toEqual([['2', '78701 is already in the list']]);
    expect(issues(zipCodeList(), ['7870'])).toEqual([['0', 'must be 5 digits']]);
  });
});

describe('weekly schedule', () => {
  const withMonday = (intervals: { start: string; end: string }[]) => ({
    ...ALWAYS_SCHEDULE,
    always: false,
    days: { ...ALWAYS_SCHEDULE.days, MON: intervals },
  });

  it('refuses an interval that ends before it starts, overlaps, or a bad time', () => {
    expect(issues(weeklyScheduleSchema, withMonday([{ start: '10:00', end: '09:00' }]))).toEqual([
      ['days.MON.0.end', 'must end after it starts'],
    ]);
    expect(
      issues(
        weeklyScheduleSchema,
        withMonday([
          { start: '08:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ]),
      ),
    ).toEqual([['days.MON.1.start', 'overlaps the interval before it']]);
    expect(issues(weeklyScheduleSchema, withMonday([{ start: '8:00', end: '24:00' }]))[0]?.[0]).toBe(
      'days.MON.0.start',
    );
  });

  it('needs "always" or at least one interval, and knows when it is open', () => {
    expect(issues(weeklyScheduleSchema, withMonday([]))).toEqual([
      ['always', 'Choose "always" or add at least one interval'],
    ]);
    expect(isWithinSchedule(businessHours(), 'MON', 8 * 60)).toBe(true);
    expect(isWithinSchedule(businessHours(), 'MON', 18 * 60)).toBe(false);
    expect(isWithinSchedule(businessHours(), 'SUN', 12 * 60)).toBe(false);
  });
});

describe('campaign rules', () => {
  const valid = {
    leadTypes: ['CALL' as const],
    callPriceCents: 4500,
    formPriceCents: 0,
    billableCallSeconds: 60,
    zipCodes: ['78701'],
    states: [],
    destinationPhone: '+15125550100',
    startDate: '2026-12-01',
    endDate: null,
  };

  it('passes a valid campaign, and checks prices only for the lead types bought', () => {
    expect(campaignRuleProblems(valid)).toEqual([]);
    expect(campaignRuleProblems({ ...valid, leadTypes: ['FORM'], formPriceCents: 99 })).toEqual([
      { path: 'formPriceCents', message: 'Price per form lead must be between $1.00 and $500.00' },
    ]);
  });

  it('takes a PATCH with only the version', () => {
    expect(campaignUpdateSchema.safeParse({ version: 3 }).success).toBe(true);
    expect(campaignUpdateSchema.safeParse({ version: 3, surprise: true }).success).toBe(false);
  });
});
