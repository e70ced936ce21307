import { describe, expect, it } from 'vitest';
import { RETRY_WINDOW_SECONDS, retryDelaySeconds } from './backoff';
import type { ClaimedDelivery } from './delivery-queue';
import { outcomeOf } from './delivery-worker';

describe('retry waits', () => {
  it('start at 5 s, double, stop growing at 12 h, and spread ±20%', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 0.5))).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(40, 0.5)).toBe(12 * 3600);
    expect(retryDelaySeconds(1, 0)).toBe(4);
    expect(retryDelaySeconds(1, 0.999)).toBe(6);
    expect(retryDelaySeconds(30, 0)).toBe(Math.round(12 * 3600 * 0.8));
  });

  it('give up only once 3 days have passed since the first attempt', () => {
    const windowStart = new Date('2026-11-20T00:00:00Z');
    const delivery = { id: 'd', leaseUntil: windowStart, windowStart, attempts: 18 } as ClaimedDelivery;
    const failed = { ok: false, statusCode: 503, latencyMs: 3, excerpt: 'down' };
    const justBefore = new Date(windowStart.getTime() + RETRY_WINDOW_SECONDS * 1000 - 1);
    expect(outcomeOf(delivery, failed, justBefore)).toMatchObject({ status: 'PENDING', statusCode: 503 });
    const atEnd = new Date(windowStart.getTime() + RETRY_WINDOW_SECONDS * 1000);
    expect(outcomeOf(delivery, failed, atEnd)).toMatchObject({ status: 'FAILED', response: 'down' });
    expect(outcomeOf(delivery, { ...failed, ok: true, statusCode: 204 }, atEnd).status).toBe('SUCCEEDED');
  });
});
