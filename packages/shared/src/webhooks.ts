// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';
import { pageLimit } from './accounts';
import { EVENT_TYPES } from './events';
import { TEXT_LIMITS, plainText } from './text';

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_LIMITS = {
  endpointsPerAccount: 20,
  urlLength: 2_000,
  descriptionLength: 200,
} as const;

interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
}
/** The URL parser the browser and Node both have (this package loads neither's types: it runs on both). */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

/**
 * What is wrong with a webhook URL's form, or null: a full http(s) URL with a host and no user name or
 * password. Whether plain http and which addresses are allowed is the server's policy (422), not the form's.
 */
export function webhookUrlShapeProblem(url: string): string | null {
  let parsed: ParsedUrl;
  try {
    parsed = new WhatwgUrl(url);
  } catch {
    return 'Enter a full URL, such as https://example.com/webhooks';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The URL must start with https://';
  if (parsed.username || parsed.password) return 'The URL cannot carry a user name or password';
  if (!parsed.hostname) return 'The URL needs a host name';
  return null;
}

export const webhookEndpointBodySchema = z.strictObject({
  url: z.string({ error: 'Enter the URL' }).check(
    z.trim(),
    z.minLength(1, 'Enter the URL'),
    z.maxLength(WEBHOOK_LIMITS.urlLength),
    z.superRefine((url, ctx) => {
      const problem = webhookUrlShapeProblem(url);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: url });
    }),
  ),
  description: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(WEBHOOK_LIMITS.descriptionLength)))),
  eventTypes: z
    .array(z.enum(EVENT_TYPES))
    .check(z.minLength(1, 'Choose at least one event'), z.maxLength(EVENT_TYPES.length)),
  enabled: z.optional(z.boolean()),
});
export type WebhookEndpointBody = z.input<typeof webhookEndpointBodySchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  url: z.string(),
  description: z.nullable(z.string()),
  eventTypes: z.array(z.enum(EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why the portal turned the endpoint off; null when it did not. */
  disabledReason: z.nullable(z.string()),
  /** Until when the secret before the last rotation still signs too; null when none does. */
  previousSecretExpiresAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to creation and rotation: the only time the signing secret is shown. */
export const webhookEndpointWithSecretSchema = z.extend(webhookEndpointSchema, {
  secret: z.string().check(z.describe('The signing secret (whsec_ + base64): shown this once; keep it now')),
});

export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });

const id = () => plainText(TEXT_LIMITS.identifier);
export const webhookEndpointParamsSchema = z.object({ accountId: id(), endpointId: id() });
export const webhookDeliveryParamsSchema = z.object({
  accountId: id(),
  endpointId: id(),
  deliveryId: id(),
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.enum(EVENT_TYPES),
  /** The webhook-id header: the same on every attempt and replay. */
  webhookId: z.string(),
  test: z.boolean(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  createdAt: z.string(),
  lastAttemptAt: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.string()),
  lastStatusCode: z.nullable(z.number()),
  lastLatencyMs: z.nullable(z.number()),
  lastResponse: z.nullable(z.string()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryQuerySchema = z.object({
  cursor: z.optional(plainText(TEXT_LIMITS.search)),
  limit: pageLimit(100, 25),
});
export const webhookDeliveryPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  nextCursor: z.nullable(z.string()),
});
