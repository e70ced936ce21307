import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEvents } from '../db/schema/index';
import { createAccount } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { dispatchEvents, type EventHandler } from './dispatch';
import { recordEvents, type DomainEventRow, type NewDomainEvent } from './record-events';

const testApp = useTestApp({ dispatchEvents: false });
const db = () => testApp.database.db;
const now = new Date('2026-11-20T18:00:00Z');

const lowBalance = (accountId: string, balanceCents: number): NewDomainEvent => ({
  type: 'balance.low',
  accountId,
  occurredAt: now,
  data: { balanceCents, thresholdCents: 50_000 },
});

function recorder(options: { failOn?: number } = {}) {
  const seen: DomainEventRow[] = [];
  const handler: EventHandler = {
    name: 'recorder',
    async handle(_tx, events) {
      if (events.some((event) => (event.payload as { balanceCents: number }).balanceCents === options.failOn)) {
        throw new Error('receiver down');
      }
      seen.push(...events);
    },
  };
  return { seen, handler };
}

describe('the outbox', () => {
  it('keeps events only when their change commits, and hands each on once, oldest first', async () => {
    const account = await createAccount(db());
    await recordEvents(db(), [lowBalance(account.id, 100), lowBalance(account.id, 200)]);
    await expect(
      db().transaction(async (tx) => {
        await recordEvents(tx, [lowBalance(account.id, 300)]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const { seen, handler } = recorder();
    while ((await dispatchEvents(db(), [handler], now)) > 0);
    const mine = seen.filter((event) => event.accountId === account.id);
    expect(mine.map((event) => (event.payload as { balanceCents: number }).balanceCents)).toEqual([100, 200]);
    expect(await dispatchEvents(db(), [handler], now)).toBe(0);
    const stored = await db().select().from(domainEvents).where(eq(domainEvents.accountId, account.id));
    expect(stored.every((event) => event.dispatchedAt?.getTime() === now.getTime())).toBe(true);
  });

  it('leaves a batch undispatched when a receiver fails, and two dispatchers never take the same event', async () => {
    const account = await createAccount(db());
    await recordEvents(db(), [lowBalance(account.id, 666)]);
    await expect(dispatchEvents(db(), [recorder({ failOn: 666 }).handler], now)).rejects.toThrow('receiver down');
    const [kept] = await db().select().from(domainEvents).where(eq(domainEvents.accountId, account.id));
    expect(kept!.dispatchedAt).toBeNull();

    await recordEvents(
      db(),
      Array.from({ length: 40 }, (_, index) => lowBalance(account.id, index)),
    );
    const first = recorder();
    const second = recorder();
    await Promise.all([
      (async () => {
        while ((await dispatchEvents(db(), [first.handler], now, 7)) > 0);
      })(),
      (async () => {
        while ((await dispatchEvents(db(), [second.handler], now, 7)) > 0);
      })(),
    ]);
    const ids = [...first.seen, ...second.seen].map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    const all = await db().select().from(domainEvents).where(eq(domainEvents.accountId, account.id));
    expect(ids.filter((id) => all.some((event) => event.id === id))).toHaveLength(41);
    expect(await db().select().from(domainEvents).where(inArray(domainEvents.id, ids))).toHaveLength(ids.length);
  });
});
