import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Makes the tests of a file read the clock at one instant: what a screen says of "today" ("Today, 5:23 PM CST",
 * a year shown or not) stays the same whenever the tests run. Only Date is replaced: timers, and so React's and
 * Testing Library's waits, run as usual.
 */
export function clockAt(instant: string): void {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) }));
  afterEach(() => vi.useRealTimers());
}
