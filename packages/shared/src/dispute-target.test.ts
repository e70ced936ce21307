import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { disputeDueAt, dueText } from './dispute-target';

describe('the dispute target', () => {
  it('is two business days after the filing, over a weekend when one is in the way', () => {
    // Monday noon → Wednesday noon; Thursday noon → Monday noon; Friday → Tuesday.
    expect(disputeDueAt(new Date('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-11-25T12:00:00.000Z');
    expect(disputeDueAt(new Date('2026-11-26T12:00:00Z')).toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(disputeDueAt(new Date('2026-11-27T09:30:00Z')).toISOString()).toBe('2026-12-01T09:30:00.000Z');
    // Filed on a Saturday: counted from Monday's start.
    expect(disputeDueAt(new Date('2026-11-28T15:00:00Z')).toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });

  it('is always two to four calendar days later, and never on a weekend', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        (filed) => {
          const due = disputeDueAt(filed);
          const days = (due.getTime() - filed.getTime()) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(2);
          expect(days).toBeLessThanOrEqual(4);
          expect([0, 6]).not.toContain(due.getUTCDay());
        },
      ),
    );
  });

  it('says what is left, or by how much it is late', () => {
    const filed = new Date('2026-11-23T12:00:00Z');
    expect(dueText(filed, new Date('2026-11-24T08:00:00Z'))).toBe('Due in 1 day 4 h');
    expect(dueText(filed, new Date('2026-11-25T11:25:00Z'))).toBe('Due in 35 min');
    expect(dueText(filed, new Date('2026-11-25T15:10:00Z'))).toBe('Overdue by 3 h');
    expect(dueText(filed, new Date('2026-11-27T12:00:00Z'))).toBe('Overdue by 2 days');
  });
});
