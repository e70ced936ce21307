import * as z from 'zod/mini';
import { EVENT_PAYLOADS, EVENT_TYPES, MONEY_EVENT_TYPES } from '@portal/shared/events';

const HEADERS = [
  ['webhook-id', 'The event’s id for this endpoint: the same on every retry and replay, so repeats can be dropped'],
  ['webhook-timestamp', 'When this attempt was sent, in seconds since 1970 (refuse old ones to stop replays)'],
  [
    'webhook-signature',
    '`v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the base64 part of the `whsec_` secret; during the 24 hours after a rotation, two signatures separated by a space',
  ],
] as const;

/**
 * The OpenAPI `webhooks` section: what each event type posts to a customer's endpoint (Standard Webhooks
 * headers, the envelope with the type's payload), generated from the same schemas the outbox checks.
 */
export function webhookDocs(): Record<string, object> {
  return Object.fromEntries(
    EVENT_TYPES.map((type) => {
      const envelope = z.object({
        id: z.string().check(z.describe('The event’s id')),
        type: z.literal(type),
        accountId: z.string(),
        timestamp: z.string().check(z.describe('When it happened (ISO 8601)')),
        data: EVENT_PAYLOADS[type],
        test: z.optional(z.literal(true).check(z.describe('Present on a "send test event" only'))),
      });
      const item = {
        post: {
          summary: `${type}${MONEY_EVENT_TYPES.includes(type) ? ' (a money event)' : ''}`,
          description:
            'Sent to every enabled endpoint that subscribes to this type. A 2xx within 10 seconds is success; anything else (redirects too) is retried with growing waits for at least 3 days, after which the endpoint is turned off and the account’s admins are emailed.',
          parameters: HEADERS.map(([name, description]) => ({
            name,
            in: 'header' as const,
            required: true,
            description,
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: z.toJSONSchema(envelope, { io: 'input' }),
              },
            },
          },
          responses: { '2XX': { description: 'Received: the event is not sent again (unless replayed)' } },
        },
      };
      return [type, item];
    }),
  );
}
