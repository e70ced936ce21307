import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const userStatus = pgEnum('identity_user_status', [
  'UNCONFIRMED',
  'CONFIRMED',
  'FORCE_CHANGE_PASSWORD',
  'RESET_REQUIRED',
  'EXTERNAL_PROVIDER',
]);

/** A user of the built-in user pool; `id` is the token's `sub`. */
export const identityUsers = pgTable('identity_users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Lower-case email, or `<provider>_<subject>` for a federated employee (as Cognito names them). */
  username: text('username').notNull().unique(),
  email: text('email').notNull(),
  emailVerified: boolean('email_verified').notNull().default(false),
  phone: text('phone'),
  phoneVerified: boolean('phone_verified').notNull().default(false),
  name: text('name').notNull().default(''),
  status: userStatus('status').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** custom:internal = "Y": an employee of the provider. */
  internal: boolean('internal').notNull().default(false),
  /**
   * Made staff by an operator (the users command line): may make and remove staff on /admin/people, and only the
   * command line takes it away (docs/decisions/0057). Never without `internal`.
   */
  staffByOperator: boolean('staff_by_operator').notNull().default(false),
  passwordHash: text('password_hash'),
  temporaryPasswordExpiresAt: timestamp('temporary_password_expires_at', { withTimezone: true }),
  failedPasswordAttempts: integer('failed_password_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** An authenticator app's secret (base32, RFC 6238): set once a code from the app was verified. */
  totpSecret: text('totp_secret'),
  /** The secret AssociateSoftwareToken handed out, until a code from it is verified. */
  totpPendingSecret: text('totp_pending_secret'),
  /** Two-step sign-in with the app is on (SetUserMFAPreference). */
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  /** The last 30-second step a code was taken for: each code works once. */
  totpLastStep: integer('totp_last_step'),
  /** The hashes of the recovery codes not yet used: each answers the app's challenge once (recovery-codes.ts). */
  recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default([]),
  /** The challenge StartWebAuthnRegistration handed out, until CompleteWebAuthnRegistration answers it. */
  passkeyRegistrationChallenge: text('passkey_registration_challenge'),
  passkeyRegistrationExpiresAt: timestamp('passkey_registration_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const codePurpose = pgEnum('identity_code_purpose', [
  'CONFIRM_SIGN_UP',
  'RESET_PASSWORD',
  'SIGN_IN',
  // A phone number proved the person's (GetUserAttributeVerificationCode, VerifyUserAttribute).
  'VERIFY_PHONE',
]);

/** One-time codes, stored hashed; a new code of a purpose replaces the user's previous one. */
export const identityCodes = pgTable(
  'identity_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    purpose: codePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('identity_codes_user_purpose_idx').on(table.userId, table.purpose)],
);

/** The `Session` of a sign-in challenge: three minutes, single use; only its hash is stored. */
export const identityChallengeSessions = pgTable('identity_challenge_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  /** Null for a simulated challenge of an unknown user (no user enumeration). */
  userId: uuid('user_id').references(() => identityUsers.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  challenge: text('challenge').notNull(),
  /** A WEB_AUTHN challenge's random value, which the passkey must sign. */
  webauthnChallenge: text('webauthn_challenge'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refresh tokens (opaque, stored hashed). Access and ID tokens name theirs in `origin_jti`. */
export const identityRefreshTokens = pgTable(
  'identity_refresh_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    clientId: text('client_id').notNull(),
    authTime: timestamp('auth_time', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the sign-in was made (its browser's User-Agent, clipped) and from which address: Profile's sessions. */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /** The sign-in or its last token refresh: when the device last used it (within the access token's hour). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('identity_refresh_tokens_user_idx').on(table.userId)],
);

/** Token signing keys, generated on first start; never in the repository. */
export const identitySigningKeys = pgTable('identity_signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for the identity service's per-IP and per-user rate limits. */
export const identityRateLimits = pgTable('identity_rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  /** The last counted request's SDK invocation id: its automatic retries do not count again. */
  lastInvocationId: text('last_invocation_id'),
});

/** Messages kept by the dev-mailbox mail and SMS transports (table name from before the word was settled) (the development default), newest first at /dev/mailbox. */
export const devMailboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    /** The email's files, kept whole so a developer can open them (the summary email's PDF). */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; contentBase64: string }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_to_idx').on(table.to, table.createdAt)],
);

/** A pending employee sign-in at the enterprise directory (PKCE verifier and state), ten minutes, single use. */
export const identitySsoStates = pgTable('identity_sso_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectTo: text('redirect_to'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A one-time ticket that turns a finished directory sign-in into tokens through CUSTOM_AUTH. */
export const identitySsoTickets = pgTable('identity_sso_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => identityUsers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A person's passkeys (WebAuthn credentials): each signs sign-in challenges with its private key, kept on the device. */
export const identityPasskeys = pgTable(
  'identity_passkeys',
  {
    /** The credential's id, base64url, as the browser names it. */
    credentialId: text('credential_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for those that keep none): a lower one than seen means a clone. */
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    /** `platform` (built into the device) or `cross-platform` (a security key, a phone). */
    attachment: text('attachment'),
    /** The relying party it was made for: the portal's host name. */
    relyingPartyId: text('relying_party_id').notNull(),
    /** What the person sees it as: the device it was added from. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('identity_passkeys_user_idx').on(table.userId)],
);
