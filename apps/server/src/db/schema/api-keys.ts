import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@portal/shared/api/api-key-scopes';
import { accounts } from './accounts';

/**
 * A key one of the customer's own systems calls the API with, on one account, limited to its scopes. Only the
 * secret's SHA-256 is kept (a key is 32 random bytes, so a fast hash is enough: nothing to guess), with its
 * first characters to tell keys apart. Revoking keeps the row for the audit log's sake and stops the key at
 * once: every request looks the key up (modules/api-keys/api-key-verifier.ts).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    hint: text('hint').notNull(),
    createdByUserId: uuid('created_by_user_id'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute per key and process: "last used" to the minute, not a write per request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by'),
  },
  (table) => [index('api_keys_account_idx').on(table.accountId)],
);
