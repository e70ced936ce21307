import { describe, expect, it } from 'vitest';
import { nextLookMs } from './dispatch';

describe('how long an idle loop waits before it looks again', () => {
  it('looks again soon after it found work', () => {
    expect(nextLookMs(true, 200, 25)).toBe(25);
  });

  it('doubles the wait while nothing comes, up to 200 ms', () => {
    const waits: number[] = [];
    let wait = 25;
    for (let look = 0; look < 6; look += 1) waits.push((wait = nextLookMs(false, wait, 25)));
    expect(waits).toEqual([50, 100, 200, 200, 200, 200]);
  });

  it('never waits less than it was asked to when that is above the bound', () => {
    expect(nextLookMs(false, 500, 500)).toBe(500);
  });
});
