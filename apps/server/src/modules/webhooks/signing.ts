import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 24 random bytes in base64, as Standard Webhooks libraries make them. */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

/** The webhook-id of an event: the same on every attempt and replay, so receivers can drop repeats. */
export const webhookIdOf = (eventId: string) => `msg_${eventId}`;

/**
 * One `v1,` signature per Standard Webhooks: base64 HMAC-SHA256 of `id.timestamp.body` keyed with the
 * base64-decoded part of the secret after `whsec_`.
 */
export function signWebhook(secret: string, webhookId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${webhookId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The headers of one attempt. During a rotation's overlap the old secret signs too (space separated), so
 * a receiver that has not switched yet still verifies.
 */
export function webhookHeaders(
  secrets: readonly string[],
  webhookId: string,
  at: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signWebhook(secret, webhookId, timestamp, body)).join(' '),
  };
}
