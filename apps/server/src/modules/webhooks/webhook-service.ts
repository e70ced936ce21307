import { eq } from 'drizzle-orm';
import { v7 as timeOrderedId } from 'uuid';
import type { EventEnvelope } from '@portal/shared/events';
import { WEBHOOK_LIMITS, type WebhookEndpointBody } from '@portal/shared/webhooks';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import type { AddressPolicy } from '../../lib/address-policy';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit, type Actor } from '../../db/audit';
import { addSeconds } from '../../lib/clock';
import { newWebhookSecret } from './signing';
import { urlProblem } from './url-rules';
import {
  countEndpoints,
  deliveryView,
  endpointView,
  findDelivery,
  findEndpoint,
  listEndpoints,
  type EndpointRow,
} from './webhook-repository';

/** After a rotation the old secret signs beside the new one this long, while receivers switch over. */
export const ROTATION_OVERLAP_SECONDS = 24 * 3600;

const notFound = () => new AppError('NOT_FOUND', 'No such webhook endpoint.');

/** What the audit log keeps of an endpoint: everything but its secrets. */
const audited = (row: EndpointRow) => ({
  url: row.url,
  description: row.description,
  eventTypes: row.eventTypes,
  enabled: row.enabled,
});

async function checkedBody(body: WebhookEndpointBody, policy: AddressPolicy) {
  const problem = await urlProblem(body.url, policy);
  if (problem) throw new AppError('BUSINESS_RULE', problem, [{ path: 'body.url', message: problem }]);
  return {
    url: body.url,
    description: body.description || null,
    // Stored in the list's own order, without repeats, so an edit that only reorders changes nothing.
    eventTypes: [...new Set(body.eventTypes)].sort(),
  };
}

export async function createEndpoint(
  scope: TenantScope,
  body: WebhookEndpointBody,
  policy: AddressPolicy,
  actor: Actor,
  now: Date,
) {
  const fields = await checkedBody(body, policy);
  return scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    if ((await countEndpoints(txScope)) >= WEBHOOK_LIMITS.endpointsPerAccount)
      throw new AppError(
        'BUSINESS_RULE',
        `An account can have up to ${WEBHOOK_LIMITS.endpointsPerAccount} webhook endpoints.`,
      );
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        accountId: scope.accountId,
        ...fields,
        enabled: body.enabled ?? true,
        secret,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'webhook_endpoint',
      entityId: row!.id,
      subject: row!.url,
      action: 'create',
      before: null,
      after: audited(row!),
    });
    return { ...endpointView(row!, now), secret };
  });
}

export async function updateEndpoint(
  scope: TenantScope,
  endpointId: string,
  body: WebhookEndpointBody,
  policy: AddressPolicy,
  actor: Actor,
  now: Date,
) {
  const fields = await checkedBody(body, policy);
  return scope.db.transaction(async (tx) => {
    const current = await findEndpoint(withDb(scope, tx), endpointId, true);
    if (!current) throw notFound();
    const enabled = body.enabled ?? current.enabled;
    const change = changedFields(audited(current), { ...fields, enabled });
    if (!change) return endpointView(current, now);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...fields,
        enabled,
        // Turned on again by a person: the reason it was turned off no longer holds.
        disabledReason: enabled ? null : current.disabledReason,
        updatedAt: now,
        version: current.version + 1,
      })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'webhook_endpoint',
      entityId: current.id,
      subject: row!.url,
      action: 'update',
      ...change,
    });
    return endpointView(row!, now);
  });
}

export async function removeEndpoint(scope: TenantScope, endpointId: string, actor: Actor, now: Date) {
  await scope.db.transaction(async (tx) => {
    const current = await findEndpoint(withDb(scope, tx), endpointId, true);
    if (!current) throw notFound();
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, current.id));
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'webhook_endpoint',
      entityId: current.id,
      subject: current.url,
      action: 'delete',
      before: audited(current),
      after: null,
    });
  });
  return (await listEndpoints(scope)).map((row) => endpointView(row, now));
}

/** A new secret, shown this once; the current one becomes the previous and signs too for 24 hours. */
export async function rotateSecret(scope: TenantScope, endpointId: string, actor: Actor, now: Date) {
  return scope.db.transaction(async (tx) => {
    const current = await findEndpoint(withDb(scope, tx), endpointId, true);
    if (!current) throw notFound();
    const secret = newWebhookSecret();
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secret,
        previousSecret: current.secret,
        previousSecretUntil: addSeconds(now, ROTATION_OVERLAP_SECONDS),
        updatedAt: now,
        version: current.version + 1,
      })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'webhook_endpoint',
      entityId: current.id,
      subject: current.url,
      action: 'update',
      before: { secretRotatedAt: current.previousSecretUntil ? 'earlier' : null },
      after: { secretRotatedAt: now.toISOString() },
    });
    return { ...endpointView(row!, now), secret };
  });
}

/** A sample lead, marked as a test, that goes out through the same queue, signing and retries. */
export async function sendTestEvent(scope: TenantScope, endpointId: string, now: Date) {
  const endpoint = await findEndpoint(scope, endpointId);
  if (!endpoint) throw notFound();
  const id = timeOrderedId();
  const envelope: EventEnvelope<'lead.created'> & { test: true } = {
    id,
    type: 'lead.created',
    accountId: scope.accountId,
    timestamp: now.toISOString(),
    test: true,
    data: {
      supplyEventId: '00000000-0000-4000-8000-000000000000',
      externalId: 'test-event',
      campaignId: '00000000-0000-4000-8000-000000000000',
      listingId: null,
      occurredAt: now.toISOString(),
      consumer: { name: 'Test Lead', phone: '+15125550100', zip: '78701' },
      billable: false,
      priceCents: 0,
      reason: 'TEST',
    },
  };
  const [row] = await scope.db
    .insert(webhookDeliveries)
    .values({
      id,
      accountId: scope.accountId,
      endpointId: endpoint.id,
      eventId: id,
      eventType: envelope.type,
      testEnvelope: envelope,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning();
  return deliveryView(row!);
}

/**
 * Sends a delivery again now with the same webhook-id, whatever became of it (a receiver that lost it asks
 * for it again), and gives it a fresh retry window. An endpoint that is turned off gets nothing.
 */
export async function replayDelivery(scope: TenantScope, endpointId: string, deliveryId: string, now: Date) {
  const endpoint = await findEndpoint(scope, endpointId);
  const delivery = endpoint && (await findDelivery(scope, endpoint.id, deliveryId));
  if (!endpoint || !delivery) throw new AppError('NOT_FOUND', 'No such delivery.');
  if (!endpoint.enabled && delivery.testEnvelope === null)
    throw new AppError('BUSINESS_RULE', 'Turn the endpoint on before replaying its deliveries.');
  const [row] = await scope.db
    .update(webhookDeliveries)
    .set({ status: 'PENDING', nextAttemptAt: now, windowStart: null })
    .where(eq(webhookDeliveries.id, delivery.id))
    .returning();
  return deliveryView(row!);
}
