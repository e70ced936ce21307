import { describe, expect, it } from 'vitest';
import { DATE_RANGE, REQUEST_TIMEOUT_MS, TOAST_DURATION_MS, QUERY_STALE_TIME_MS } from './limits';
import { ROLES, hasPermission, roleAtLeast } from './roles';
import { TIME_ZONES } from './time-zones';
import { NOTIFICATION_TOPICS } from './notifications';
import { NOTIFIED_EVENT_TYPES } from './event-types';
import { US_STATES, US_STATE_CODES } from './us-states';

describe('specification constants', () => {
  it('lists the 17 time zones of the specification, in its order, each with name and offset', () => {
    expect(TIME_ZONES.map((zone) => zone.abbreviation)).toEqual([
      'AST',
      'EST',
      'EDT',
      'CST',
      'CDT',
      'MST',
      'MDT',
      'PST',
      'PDT',
      'AKST',
      'AKDT',
      'HST',
      'HAST',
      'HADT',
      'SST',
      'SDT',
      'CHST',
    ]);
    for (const zone of TIME_ZONES) {
      expect(zone.name).toMatch(/Time$/);
      expect(zone.offset).toMatch(/^[+-]\d\d:00$/);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone.ianaZone })).not.toThrow();
    }
  });

  it('lists the 50 US states once each', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
    expect(US_STATE_CODES).not.toContain('DC');
    expect(US_STATE_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('keeps the time-outs and durations the specification gives', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(TOAST_DURATION_MS).toEqual({ successBanner: 10_000, error: 25_000, other: 10_000 });
    expect(QUERY_STALE_TIME_MS).toBe(180_000);
    expect(DATE_RANGE.minDaysBack).toBe(300);
    expect(DATE_RANGE.maxDaysAhead).toBe(900);
    expect(DATE_RANGE.presets.map((preset) => preset.label)).toEqual([
      'Last 7 Days',
      'Last 30 Days',
      'Last 60 Days',
      'Last 90 Days',
      'Month To Date',
    ]);
  });
});

describe('roles', () => {
  it('orders roles from strongest to weakest', () => {
    expect(ROLES).toEqual(['OWNER', 'ADMIN', 'BILLING', 'VIEWER']);
    expect(roleAtLeast('OWNER', 'VIEWER')).toBe(true);
    expect(roleAtLeast('ADMIN', 'ADMIN')).toBe(true);
    expect(roleAtLeast('BILLING', 'ADMIN')).toBe(false);
    expect(roleAtLeast('VIEWER', 'BILLING')).toBe(false);
  });

  it('grants every permission to administrators and none to users without a role', () => {
    expect(hasPermission({ isAdmin: true, role: null }, 'OWNER')).toBe(true);
    expect(hasPermission({ isAdmin: false, role: null }, 'VIEWER')).toBe(false);
    expect(hasPermission({ isAdmin: false, role: 'BILLING' }, 'BILLING')).toBe(true);
    expect(hasPermission({ isAdmin: false, role: 'BILLING' }, 'ADMIN')).toBe(false);
  });
});

describe('notification topics', () => {
  it('put every event a person can hear of in exactly one topic', () => {
    const inTopics: string[] = Object.values(NOTIFICATION_TOPICS).flatMap((topic) => [...topic.types]);
    expect([...inTopics].sort()).toEqual([...NOTIFIED_EVENT_TYPES].sort());
  });
});
