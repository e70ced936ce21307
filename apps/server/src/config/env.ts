import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './repo-root';

/** The demo users' password unless DEMO_PASSWORD says otherwise (src/demo seeds them with it). */
export const DEFAULT_DEMO_PASSWORD = 'Demo-Passw0rd!';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** The ingest key outside production when INGEST_KEYS is unset: printed by `npm start` and in the README. */
export const DEV_INGEST_KEY = 'dev-ingest-key-not-for-production';

/** The payments secret key outside production when PAYMENTS_SECRET_KEY is unset: the sandbox's and ours. */
export const DEV_PAYMENTS_SECRET_KEY = 'sk_test_dev-payments-sandbox-not-for-production';

/** `npm run dev` serves the web app from Vite's server, so the payment frame must also be allowed in there. */
const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** Every environment variable the server reads, checked once at start. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  DATA_DIR: z.string().min(1).default('data'),
  /** Where call recordings are kept (default: DATA_DIR/recordings). */
  RECORDINGS_DIR: z.string().min(1).optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: booleanFlag.optional(),
  /** API requests per minute per signed-in person (wherever they sit) or ingest key. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * Requests per minute per client address to signed-out routes (a payment link, the API docs) and those
   * whose sign-in failed; default RATE_LIMIT_PER_MINUTE. The app's own files and screens are never counted.
   */
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  DEMO_PASSWORD: z.string().min(8).default(DEFAULT_DEMO_PASSWORD),
  /** Where users reach the portal; the identity service's token issuer is built from it. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  IDENTITY_USER_POOL_ID: z
    .string()
    .regex(/^[\w-]+_\w+$/, 'must look like <region>_<id>, e.g. local-1_AdvertiserPortal')
    .default('local-1_AdvertiserPortal'),
  IDENTITY_CLIENT_ID: z.string().min(1).default('advertiser-portal-web'),
  /**
   * Requests per minute to the identity service, per client IP and per username. Per IP allows an office
   * of 50 people signing in in the same minute behind one address (a sign-in takes a few calls).
   */
  IDENTITY_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(300),
  IDENTITY_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(30),
  /** SMTP server for outgoing mail (smtp://user:pass@host:port). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /**
   * Keep mail and text messages in the database and show them at /dev/mailbox: for development and the
   * demo only, since anyone who can reach the server then reads every passcode. Never in production.
   */
  DEV_OUTBOX: booleanFlag.default(false),
  /** Journeys only: a server clock they stop and move through POST /dev/clock. Never in production. */
  TEST_CLOCK: booleanFlag.default(false),
  /** Bearer token that /metrics requires; in production /metrics is not served without one. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  MAIL_FROM: z.string().min(3).default('Advertiser Portal <no-reply@advertiser-portal.local>'),
  /** Where Contact Us requests are mailed. */
  SUPPORT_EMAIL: z.email().default('support@advertiser-portal.local'),
  /** Enterprise directory (OIDC) for employee sign-in; all three or none. */
  SSO_ISSUER: z.url().optional(),
  SSO_CLIENT_ID: z.string().min(1).optional(),
  SSO_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Keys the provider's call-routing and lead systems post events with (comma-separated, 16+ characters
   * each). Outside production, unset means the development key DEV_INGEST_KEY.
   */
  INGEST_KEYS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(16, 'each key must be at least 16 characters')).min(1))
    .optional(),
  /** The provider name that prefixes federated usernames, as in Cognito ("CompanyDirectory_<sub>"). */
  SSO_PROVIDER_NAME: z.string().regex(/^\w+$/).default('CompanyDirectory'),
  /**
   * Where the built-in payments sandbox listens: its own origin, as a card processor's is; 0 picks a free
   * port. Unset: the port after PORT (3001 beside 3000), or a free one when that is taken.
   */
  PAYMENTS_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Run the built-in payments sandbox; by default on outside production unless PAYMENTS_PROVIDER_URL points elsewhere. */
  PAYMENTS_SANDBOX: booleanFlag.optional(),
  /** The payment provider's public origin (its tokenizer script and API); default: the sandbox's own address. */
  PAYMENTS_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The key the server calls the provider with; outside production, unset means DEV_PAYMENTS_SECRET_KEY. */
  PAYMENTS_SECRET_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How long a call to the provider may take before it counts as unavailable (and is retried with its key). */
  PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(10_000),
  /**
   * How often a worker looks for payments the provider never answered. With the default time-out, a stuck
   * payment is settled at most 10 s + 5 s + this after it was made: within the minute issue 25 asks for.
   */
  PAYMENTS_RECONCILE_EVERY_MS: z.coerce.number().int().min(10).max(60_000).default(10_000),
  /**
   * The SMS provider's API base address (Twilio's Messages API: https://api.twilio.com, or a compatible one).
   * Unset outside production: the built-in SMS sandbox. Unset in production: no sign-in by text message.
   */
  SMS_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The provider account's SID and auth token (HTTP Basic), and the number texts come from (E.164). */
  SMS_ACCOUNT_SID: z.string().min(1).max(64).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).max(256).optional(),
  SMS_FROM: z
    .string()
    .regex(/^\+[1-9]\d{7,14}$/, 'must be a phone number in E.164 form, e.g. +15125550100')
    .optional(),
  /** Where the built-in SMS sandbox listens; unset or 0: any free port (the start banner names it). */
  SMS_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  /**
   * Let webhooks go to private, loopback and link-local addresses, and over plain http: for development
   * and tests (receivers on this machine). Unset: on outside production, off in production.
   */
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: booleanFlag.optional(),
  /**
   * Let push subscriptions name push services on private, loopback and link-local addresses, and over plain http:
   * for tests (a push service on this machine). Unset: on outside production, off in production, where only
   * https push services whose every address is public are kept and sent to.
   */
  PUSH_ALLOW_PRIVATE_NETWORKS: booleanFlag.optional(),
  /**
   * Remember sign-ins and account roles per process, dropped by the database's notices (LISTEN/NOTIFY) the
   * moment they change (docs/decisions/0020). Only with a PostgreSQL server; tests turn it on where they
   * test it, since a notice arrives a moment after the commit that sent it.
   */
  ACCESS_CACHE: booleanFlag.default(true),
  /**
   * Remember answers of account reads (the account, the summary, the activity table) per process until the
   * account's data changes, told by the database's notices (docs/decisions/0024). Only with a PostgreSQL server.
   */
  READ_CACHE: booleanFlag.default(true),
  /**
   * Send the summary emails people chose (weekly for owners and admins unless they chose otherwise) at 7:00 in each
   * account's zone (docs/decisions/0046). The tests' app and the journeys' servers turn it off (on a Monday it
   * would mail the demo's people beside the emails tests read); the summary email's tests drive its functions.
   */
  SUMMARY_EMAILS: booleanFlag.default(true),
  /**
   * How long a money write holds its Idempotency-Key before a retry may take it over (the first request's
   * process died): longer than the payment provider may take to answer.
   */
  IDEMPOTENCY_LEASE_SECONDS: z.coerce.number().int().min(5).max(600).default(30),
  /**
   * Ingest batches one web process decides at once; more wait their turn. Each is a transaction that keeps
   * a PostgreSQL backend busy: with 2 cores, 2 at a time ingest as fast as 8 and leave people's reads a core
   * (bench/supply-api.mjs: the summary's p95 while ingesting 14 ms instead of 21 to 29).
   */
  INGEST_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Webhook deliveries one worker process has in flight at once. */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(5_000).default(1_024),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  /** DATA_DIR made absolute. */
  dataDir: string;
  /** RECORDINGS_DIR made absolute, or DATA_DIR/recordings. */
  recordingsDir: string;
  /** WEB_DIST_DIR made absolute. */
  webDistDir: string;
  /** PUBLIC_URL, or http://localhost:PORT. */
  publicUrl: string;
  /** INGEST_KEYS, or outside production the development key; none means ingestion answers 401. */
  ingestKeys: readonly string[];
  /** The `iss` of the tokens the built-in identity service signs. */
  identityIssuer: string;
  /** Whether /dev/mailbox and /dev/outbox are served: asked for with DEV_OUTBOX, and never in production. */
  devOutbox: boolean;
  /** Whether this process runs the built-in payments sandbox on paymentsSandboxPort. */
  paymentsSandbox: boolean;
  /**
   * PAYMENTS_SANDBOX_PORT, or the port after PORT (0 after 0): a second checkout started beside the first on
   * another PORT gets a sandbox port of its own.
   */
  paymentsSandboxPort: number;
  /** Whether that port was asked for (PAYMENTS_SANDBOX_PORT); if not, a free one is taken when it is busy. */
  paymentsSandboxPortFixed: boolean;
  /**
   * PAYMENTS_PROVIDER_URL as an origin. Unset with the sandbox on: its address is known once it listens
   * (PAYMENTS_SANDBOX_PORT may be 0). Unset with the sandbox off: the portal takes no payments.
   */
  paymentsProviderUrl?: string;
  /** PAYMENTS_SECRET_KEY, or outside production the development key. */
  paymentsSecretKey?: string;
  /** The portal's own origins, the only pages the payment frame may be embedded in and post to. */
  portalOrigins: readonly string[];
  /** The SMS provider named by SMS_PROVIDER_URL and its credentials, when set. */
  smsProvider?: SmsProviderSettings;
  /** Whether this portal runs the built-in SMS sandbox: outside production, when no provider is named. */
  smsSandbox: boolean;
  /** Whether people may sign in by text message: a provider is named, or outside production (the sandbox). */
  smsSignIn: boolean;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS, or outside production true. */
  webhookAllowPrivateNetworks: boolean;
  /** PUSH_ALLOW_PRIVATE_NETWORKS, or outside production true. */
  pushAllowPrivateNetworks: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError that names the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means unset, as in most shells and CI systems.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid environment configuration:\n${problems}`);
  }
  const env = result.data;
  const sso = [env.SSO_ISSUER, env.SSO_CLIENT_ID, env.SSO_CLIENT_SECRET].filter(Boolean).length;
  if (sso !== 0 && sso !== 3) {
    throw new ConfigError(
      'Invalid environment configuration:\n  SSO_ISSUER, SSO_CLIENT_ID, SSO_CLIENT_SECRET: set all three or none',
    );
  }
  if (env.TEST_CLOCK && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid environment configuration:\n  TEST_CLOCK: a clock anyone can stop is for tests; it cannot be on with NODE_ENV=production',
    );
  }
  if (env.DEV_OUTBOX && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid environment configuration:\n  DEV_OUTBOX: the dev mailbox shows every passcode to anyone who can reach the server; it cannot be on with NODE_ENV=production (set SMTP_URL instead)',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const payments = paymentsConfig(env);
  return {
    ...env,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR),
    recordingsDir: path.resolve(REPO_ROOT, env.RECORDINGS_DIR ?? path.join(env.DATA_DIR, 'recordings')),
    webDistDir: path.resolve(REPO_ROOT, env.WEB_DIST_DIR),
    publicUrl,
    identityIssuer: `${publicUrl}/cognito-idp/${env.IDENTITY_USER_POOL_ID}`,
    devOutbox: env.DEV_OUTBOX,
    ingestKeys: env.INGEST_KEYS ?? (env.NODE_ENV === 'production' ? [] : [DEV_INGEST_KEY]),
    ...payments,
    ...smsConfig(env),
    webhookAllowPrivateNetworks: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS ?? env.NODE_ENV !== 'production',
    pushAllowPrivateNetworks: env.PUSH_ALLOW_PRIVATE_NETWORKS ?? env.NODE_ENV !== 'production',
    portalOrigins:
      env.NODE_ENV === 'development' ? [new URL(publicUrl).origin, VITE_DEV_ORIGIN] : [new URL(publicUrl).origin],
  };
}

function paymentsConfig(
  env: Env,
): Pick<
  AppConfig,
  'paymentsSandbox' | 'paymentsSandboxPort' | 'paymentsSandboxPortFixed' | 'paymentsProviderUrl' | 'paymentsSecretKey'
> {
  const production = env.NODE_ENV === 'production';
  const providerUrl = env.PAYMENTS_PROVIDER_URL && new URL(env.PAYMENTS_PROVIDER_URL).origin;
  const sandboxPort = env.PAYMENTS_SANDBOX_PORT ?? (env.PORT === 0 || env.PORT === 65_535 ? 0 : env.PORT + 1);
  const sandbox = env.PAYMENTS_SANDBOX ?? (!production && (!providerUrl || pointsAtSandbox(providerUrl, sandboxPort)));
  if (sandbox && production) {
    throw new ConfigError(
      'Invalid environment configuration:\n  PAYMENTS_SANDBOX: the sandbox accepts test cards as payment; it cannot be on with NODE_ENV=production (set PAYMENTS_PROVIDER_URL and PAYMENTS_SECRET_KEY instead)',
    );
  }
  const secretKey = env.PAYMENTS_SECRET_KEY ?? (production ? undefined : DEV_PAYMENTS_SECRET_KEY);
  if (providerUrl && !secretKey) {
    throw new ConfigError(
      'Invalid environment configuration:\n  PAYMENTS_SECRET_KEY: the server needs it to call the provider at PAYMENTS_PROVIDER_URL',
    );
  }
  return {
    paymentsSandbox: sandbox,
    paymentsSandboxPort: sandboxPort,
    paymentsSandboxPortFixed: env.PAYMENTS_SANDBOX_PORT !== undefined,
    ...(providerUrl ? { paymentsProviderUrl: providerUrl } : {}),
    ...(secretKey ? { paymentsSecretKey: secretKey } : {}),
  };
}

/** An SMS provider speaking Twilio's Messages API: its base address, account SID, auth token and sending number. */
export interface SmsProviderSettings {
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
}

/** The built-in SMS sandbox's account, token and number (Twilio's test number that always succeeds). */
export const SMS_SANDBOX_ACCOUNT = {
  accountSid: `AC${'0'.repeat(32)}`,
  authToken: 'sandbox-sms-auth-token',
  from: '+15005550006',
} as const;

function smsConfig(env: Env): Pick<AppConfig, 'smsProvider' | 'smsSandbox' | 'smsSignIn'> {
  const production = env.NODE_ENV === 'production';
  if (!env.SMS_PROVIDER_URL) return { smsSandbox: !production, smsSignIn: !production };
  const missing = (['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const).filter((name) => !env[name]);
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid environment configuration:\n  ${missing.join(', ')}: the server needs ${missing.length === 1 ? 'it' : 'them'} to send texts through SMS_PROVIDER_URL`,
    );
  return {
    smsProvider: {
      url: env.SMS_PROVIDER_URL.replace(/\/$/, ''),
      accountSid: env.SMS_ACCOUNT_SID!,
      authToken: env.SMS_AUTH_TOKEN!,
      from: env.SMS_FROM!,
    },
    smsSandbox: false,
    smsSignIn: true,
  };
}

/** PAYMENTS_PROVIDER_URL may name the sandbox's own address (e.g. to write it out); that still runs the sandbox. */
function pointsAtSandbox(origin: string, sandboxPort: number): boolean {
  const url = new URL(origin);
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && Number(url.port) === sandboxPort;
}

/** The server sends sign-in codes, so it does not start without a way to deliver them. */
export function assertMailTransport(config: AppConfig): void {
  if (!config.SMTP_URL && !config.devOutbox) {
    throw new ConfigError(
      'Invalid environment configuration:\n  SMTP_URL: no way to send mail (sign-in codes, password resets): set SMTP_URL=smtp://user:pass@host:port, or in development DEV_OUTBOX=true to keep mail in the dev mailbox',
    );
  }
}
