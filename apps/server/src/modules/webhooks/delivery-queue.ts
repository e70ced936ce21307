import { sql } from 'drizzle-orm';
import type { EventEnvelope, EventType } from '@portal/shared/events';
import type { WebhookDeliveryStatus } from '@portal/shared/webhooks';
import type { Db } from '../../db/database';

/** A delivery a worker holds until `leaseUntil`, with what it needs to send it. */
export interface ClaimedDelivery {
  id: string;
  accountId: string;
  endpointId: string;
  eventId: string;
  attempts: number;
  windowStart: Date;
  leaseUntil: Date;
  url: string;
  /** The current secret, and the previous one while it still signs. */
  secrets: string[];
  /** The request body: the event's envelope as JSON. */
  body: string;
}

interface ClaimedRow extends Record<string, unknown> {
  id: string;
  account_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: EventType;
  attempts: number;
  window_start: Date;
  test_envelope: (EventEnvelope & { test: true }) | null;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | null;
  /** The payload as the database wrote it (jsonb to text): spliced into the body, not parsed and rewritten. */
  payload: string | null;
  occurred_at: Date | null;
}

/**
 * Claims up to `limit` due deliveries (skipping rows another worker is claiming). The claim moves
 * `next_attempt_at` to the lease's end, so a worker that dies mid-flight leaves its deliveries due again
 * once the lease runs out, and they go out again with the same webhook-id. Endpoints turned off get
 * nothing, except test sends.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const result = await db.execute<ClaimedRow>(sql`
    with due as (
      select d.id from webhook_deliveries d
      join webhook_endpoints e on e.id = d.endpoint_id
      where d.status = 'PENDING' and d.next_attempt_at <= ${now}
        and (e.enabled or d.test_envelope is not null)
      order by d.next_attempt_at
      limit ${limit}
      for update of d skip locked
    ), claimed as (
      update webhook_deliveries d
      set lease_until = ${leaseUntil}, next_attempt_at = ${leaseUntil}, attempts = d.attempts + 1,
        window_start = coalesce(d.window_start, ${now}), last_attempt_at = ${now}
      from due where d.id = due.id
      returning d.id, d.account_id, d.endpoint_id, d.event_id, d.event_type, d.attempts, d.window_start, d.test_envelope
    )
    select c.*, e.url, e.secret, e.previous_secret, e.previous_secret_until, ev.payload::text as payload, ev.occurred_at
    from claimed c
    join webhook_endpoints e on e.id = c.endpoint_id
    left join domain_events ev on ev.id = c.event_id`);
  return result.rows.map((row) => ({
    id: row.id,
    accountId: row.account_id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    attempts: row.attempts,
    windowStart: new Date(row.window_start),
    leaseUntil,
    url: row.url,
    secrets:
      row.previous_secret && row.previous_secret_until && new Date(row.previous_secret_until) > now
        ? [row.secret, row.previous_secret]
        : [row.secret],
    body: row.test_envelope ? JSON.stringify(row.test_envelope) : envelopeJson(row),
  }));
}

/** The EventEnvelope as JSON, built around the stored payload's text (thousands a second are sent). */
const envelopeJson = (row: ClaimedRow) =>
  `{"id":"${row.event_id}","type":${JSON.stringify(row.event_type)},"accountId":"${row.account_id}",` +
  `"timestamp":"${new Date(row.occurred_at!).toISOString()}","data":${row.payload}}`;

export interface DeliveryOutcome {
  id: string;
  /** The claim this outcome belongs to: a claim that lost its lease to another worker records nothing. */
  leaseUntil: Date;
  status: WebhookDeliveryStatus;
  nextAttemptAt: Date;
  statusCode: number | null;
  latencyMs: number;
  response: string;
}

/**
 * Records many attempts' outcomes in one statement. Answers the event deliveries that became FAILED
 * (their endpoints are then turned off; a test send that fails turns nothing off).
 */
export async function recordOutcomes(
  db: Db,
  outcomes: DeliveryOutcome[],
): Promise<{ id: string; endpointId: string; accountId: string }[]> {
  if (outcomes.length === 0) return [];
  const column = <T>(pick: (outcome: DeliveryOutcome) => T) => sql.param(outcomes.map(pick));
  const result = await db.execute<{
    id: string;
    endpoint_id: string;
    account_id: string;
    status: string;
    test: boolean;
  }>(sql`
    update webhook_deliveries d
    set status = o.status, next_attempt_at = o.next_attempt_at, lease_until = null,
      last_status_code = o.status_code, last_latency_ms = o.latency_ms, last_response = o.response
    from unnest(
      ${column((o) => o.id)}::uuid[], ${column((o) => o.leaseUntil.toISOString())}::timestamptz[],
      ${column((o) => o.status)}::text[], ${column((o) => o.nextAttemptAt.toISOString())}::timestamptz[],
      ${column((o) => o.statusCode)}::int[], ${column((o) => o.latencyMs)}::int[], ${column((o) => o.response)}::text[]
    ) as o(id, lease_until, status, next_attempt_at, status_code, latency_ms, response)
    where d.id = o.id and d.lease_until = o.lease_until
    returning d.id, d.endpoint_id, d.account_id, d.status, d.test_envelope is not null as test`);
  return result.rows
    .filter((row) => row.status === 'FAILED' && !row.test)
    .map((row) => ({ id: row.id, endpointId: row.endpoint_id, accountId: row.account_id }));
}
