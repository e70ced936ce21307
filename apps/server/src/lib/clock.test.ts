import { describe, expect, it, vi } from 'vitest';
import { controllableClock } from './clock';

describe('controllableClock', () => {
  it('runs with the system clock, stands still when frozen, moves when told, and runs on from where it stood', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    try {
      const clock = controllableClock();
      vi.advanceTimersByTime(1000);
      expect(clock.now().toISOString()).toBe('2026-11-22T10:00:01.000Z');
      clock.freeze();
      vi.advanceTimersByTime(5000);
      expect(clock.now().toISOString()).toBe('2026-11-22T10:00:01.000Z');
      clock.advance(60);
      expect(clock.now().toISOString()).toBe('2026-11-22T10:01:01.000Z');
      clock.resume();
      vi.advanceTimersByTime(2000);
      expect(clock.now().toISOString()).toBe('2026-11-22T10:01:03.000Z');
    } finally {
      vi.useRealTimers();
    }
  });
});
