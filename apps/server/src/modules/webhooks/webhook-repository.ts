import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { WebhookDelivery, WebhookEndpoint } from '@portal/shared/webhooks';
import { olderThan, pageOf } from '../../db/keyset';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { inAccount, type TenantScope } from '../../db/tenant-scope';
import type { Position } from '../../lib/cursor';
import { isUuid } from '../../lib/uuid';
import { webhookIdOf } from './signing';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** An endpoint as the API shows it: never its secrets. */
export const endpointView = (row: EndpointRow, now: Date): WebhookEndpoint => ({
  id: row.id,
  accountId: row.accountId,
  url: row.url,
  description: row.description,
  eventTypes: row.eventTypes,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  previousSecretExpiresAt:
    row.previousSecret && row.previousSecretUntil && row.previousSecretUntil > now
      ? row.previousSecretUntil.toISOString()
      : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

export const deliveryView = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpointId,
  eventId: row.eventId,
  eventType: row.eventType,
  webhookId: webhookIdOf(row.eventId),
  test: row.testEnvelope !== null,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'PENDING' ? row.nextAttemptAt.toISOString() : null,
  lastStatusCode: row.lastStatusCode,
  lastLatencyMs: row.lastLatencyMs,
  lastResponse: row.lastResponse,
});

export const listEndpoints = (scope: TenantScope) =>
  scope.db
    .select()
    .from(webhookEndpoints)
    .where(inAccount(scope, webhookEndpoints.accountId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));

/** The account's endpoint, or undefined for an unknown id or another account's (answered alike). */
export async function findEndpoint(scope: TenantScope, endpointId: string, lock = false) {
  if (!isUuid(endpointId)) return undefined;
  const query = scope.db
    .select()
    .from(webhookEndpoints)
    .where(inAccount(scope, webhookEndpoints.accountId, eq(webhookEndpoints.id, endpointId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findDelivery(scope: TenantScope, endpointId: string, deliveryId: string) {
  if (!isUuid(deliveryId)) return undefined;
  const [row] = await scope.db
    .select()
    .from(webhookDeliveries)
    .where(
      inAccount(
        scope,
        webhookDeliveries.accountId,
        and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)),
      ),
    );
  return row;
}

export const countEndpoints = async (scope: TenantScope) =>
  (
    await scope.db
      .select({ count: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(inAccount(scope, webhookEndpoints.accountId))
  )[0]!.count;

/** One page of an endpoint's log, newest first (keyset on creation time and id). */
export async function deliveryPage(
  scope: TenantScope,
  endpointId: string,
  options: { after: Position | null; limit: number },
) {
  const rows = await scope.db
    .select()
    .from(webhookDeliveries)
    .where(
      inAccount(
        scope,
        webhookDeliveries.accountId,
        eq(webhookDeliveries.endpointId, endpointId),
        olderThan(webhookDeliveries.createdAt, webhookDeliveries.id, options.after),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(options.limit + 1);
  return pageOf(rows, options.limit, deliveryView, (row) => ({ at: row.createdAt, id: row.id }));
}
