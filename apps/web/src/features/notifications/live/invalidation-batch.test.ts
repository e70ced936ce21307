import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidationBatch } from './invalidation-batch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const resolved = () => Promise.resolve();

describe('the invalidation batch', () => {
  it('marks the first event’s queries at once, then a burst’s once per window, each key once', async () => {
    const invalidate = vi.fn(resolved);
    const batch = invalidationBatch(invalidate, 500);
    batch.add({ now: [['summary', { accountId: 'a' }]] });
    expect(invalidate.mock.calls).toEqual([[['summary', { accountId: 'a' }]]]);

    batch.add({
      now: [
        ['summary', { accountId: 'a' }],
        ['ledger', { accountId: 'a' }],
      ],
    });
    batch.add({ now: [['summary', { accountId: 'a' }]] });
    expect(invalidate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(invalidate.mock.calls.slice(1)).toEqual([
      [['summary', { accountId: 'a' }]],
      [['ledger', { accountId: 'a' }]],
    ]);

    // A quiet window later, the next event is marked at once again.
    await vi.advanceTimersByTimeAsync(500);
    batch.add({ now: [['summary', { accountId: 'a' }]] });
    expect(invalidate).toHaveBeenCalledTimes(4);
  });

  it('marks `after` once `now` has been fetched again', async () => {
    let fetched!: () => void;
    const invalidate = vi.fn((key: readonly unknown[]) =>
      key[0] === 'summary' ? new Promise<void>((resolve) => (fetched = resolve)) : Promise.resolve(),
    );
    const batch = invalidationBatch(invalidate, 500);
    batch.add({ now: [['summary']], after: [['campaigns']] });
    await vi.advanceTimersByTimeAsync(100);
    expect(invalidate.mock.calls).toEqual([[['summary']]]);
    fetched();
    await vi.advanceTimersByTimeAsync(0);
    expect(invalidate.mock.calls).toEqual([[['summary']], [['campaigns']]]);
  });

  it('forgets what is pending when closed', async () => {
    const invalidate = vi.fn(resolved);
    const batch = invalidationBatch(invalidate, 500);
    batch.add({ now: [['a']], after: [['later']] });
    batch.add({ now: [['b']] });
    batch.close();
    batch.add({ now: [['c']] });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(invalidate.mock.calls).toEqual([[['a']]]);
  });
});
