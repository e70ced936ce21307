import type { EventType } from '@portal/shared/events';
import type { Db } from '../db/database';
import { tenantScope } from '../db/tenant-scope';
import type { NewDomainEvent } from '../outbox/record-events';
import { createEndpoint } from '../modules/webhooks/webhook-service';

const ACTOR = { userId: null, username: 'webhook-tests' };

/** An endpoint made as the API would, without its address check (test receivers listen on 127.0.0.1). */
export async function createTestEndpoint(
  db: Db,
  accountId: string,
  url: string,
  options: { eventTypes?: EventType[]; enabled?: boolean; now?: Date } = {},
) {
  return createEndpoint(
    tenantScope(db, { accountId }),
    { url, eventTypes: options.eventTypes ?? ['lead.created'], enabled: options.enabled ?? true },
    { allowPrivateNetworks: true, resolve: async () => ['127.0.0.1'] },
    ACTOR,
    options.now ?? new Date(),
  );
}

let sequence = 0;

/** A lead.created event for the account, with a payload that names it by number. */
export function leadEvent(accountId: string, occurredAt = new Date()): NewDomainEvent {
  sequence += 1;
  return {
    type: 'lead.created',
    accountId,
    occurredAt,
    data: {
      supplyEventId: '00000000-0000-4000-8000-000000000001',
      externalId: `hook-${sequence}`,
      campaignId: '00000000-0000-4000-8000-000000000002',
      listingId: null,
      occurredAt: occurredAt.toISOString(),
      consumer: { name: `Lead ${sequence}`, phone: '+15125550100', zip: '78701' },
      billable: true,
      priceCents: 2500,
      reason: null,
    },
  };
}

/** Waits until `check` answers something truthy (polling), or fails after `ms`. */
export async function waitFor<T>(check: () => Promise<T> | T, ms = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
