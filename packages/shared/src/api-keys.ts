// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';
import { API_KEY_SCOPE_NAMES } from './api/api-key-scopes';
import { TEXT_LIMITS, plainText, singleLineText } from './text';

/** A key's secret starts with this, so that a leaked one is recognisable (and secret scanners can match it). */
export const API_KEY_PREFIX = 'pk_live_';

export const API_KEY_LIMITS = {
  nameLength: 80,
  /** Keys not revoked, per account: enough for each system the business connects, few enough to review. */
  activePerAccount: 20,
  /** Requests a minute for each key (RateLimit headers say what is left). */
  requestsPerMinute: 600,
  /** The longest expiry a key can be given; a key may also never expire. */
  maxDaysValid: 730,
} as const;

/** The expiries the portal offers; the API takes any whole number of days up to the maximum. */
export const API_KEY_EXPIRY_CHOICES = [30, 90, 365] as const;

export const apiKeyBodySchema = z.strictObject({
  name: singleLineText(API_KEY_LIMITS.nameLength, { required: 'Name the key after what will use it' }),
  scopes: z.array(z.enum(API_KEY_SCOPE_NAMES)).check(
    z.minLength(1, 'Choose at least one scope'),
    z.maxLength(API_KEY_SCOPE_NAMES.length),
    z.refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once'),
  ),
  /** Days until it stops working; null or left out: it never expires. */
  expiresInDays: z.optional(
    z.nullable(
      z
        .int(`must be a whole number of days from 1 to ${API_KEY_LIMITS.maxDaysValid}`)
        .check(z.gte(1), z.lte(API_KEY_LIMITS.maxDaysValid)),
    ),
  ),
});
export type ApiKeyBody = z.input<typeof apiKeyBodySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPE_NAMES)),
  /** The secret's first characters, to tell keys apart: pk_live_AbCd… */
  hint: z.string(),
  createdAt: z.string(),
  /** Who made it (their email). */
  createdBy: z.string(),
  /** The last request it made, to the minute; null when never used. */
  lastUsedAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  expired: z.boolean(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creation: the only time the secret is shown. */
export const apiKeyWithSecretSchema = z.extend(apiKeySchema, {
  secret: z.string().check(z.describe('The key (pk_live_…): shown this once; keep it now')),
});

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });

export const apiKeyParamsSchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  keyId: plainText(TEXT_LIMITS.identifier),
});
