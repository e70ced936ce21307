import { DEV_INGEST_KEY, DEV_PAYMENTS_SECRET_KEY, type AppConfig } from './config/env';
import { DEMO_USERS } from './demo/demo-data';

/** What a newcomer needs after `npm start`: where the portal is and how to sign in. */
export function startBanner(options: {
  config: AppConfig;
  port: number;
  databaseKind: 'embedded' | 'server';
  seeded: boolean;
  /** Where the built-in payments sandbox listens, when this process runs it. */
  paymentsSandboxUrl?: string | undefined;
  /** Where the built-in SMS sandbox listens, when this process runs it. */
  smsSandboxUrl?: string | undefined;
}): string {
  const host = ['0.0.0.0', '::', 'localhost', '127.0.0.1'].includes(options.config.HOST)
    ? 'localhost'
    : options.config.HOST;
  const url = `http://${host}:${options.port}`;
  const database =
    options.databaseKind === 'embedded'
      ? `embedded PostgreSQL (PGlite) in ${options.config.dataDir}`
      : 'PostgreSQL server from DATABASE_URL';
  const logins = DEMO_USERS.map(({ username, what }) => `    ${username.padEnd(22)} ${what}`).join('\n');
  return [
    '',
    `  Advertiser Portal is running at ${url}`,
    `  Database: ${database}${options.seeded ? ' (demo data seeded just now)' : ''}`,
    `  API docs: ${url}/api/docs`,
    '',
    `  Demo sign-ins (password ${options.config.DEMO_PASSWORD}):`,
    logins,
    ...(options.config.devOutbox
      ? [`  Dev mailbox on (DEV_OUTBOX=true, development only): passcodes and other emails at ${url}/dev/mailbox`]
      : []),
    ...(options.config.ingestKeys.includes(DEV_INGEST_KEY)
      ? [
          `  Ingest key (development only): POST ${url}/api/ingest/supply-events with "Authorization: Bearer ${DEV_INGEST_KEY}"`,
        ]
      : []),
    ...(options.paymentsSandboxUrl
      ? [
          `  Payments sandbox (test card 4242 4242 4242 4242): ${options.paymentsSandboxUrl}` +
            (options.config.paymentsSecretKey === DEV_PAYMENTS_SECRET_KEY
              ? `, secret key ${DEV_PAYMENTS_SECRET_KEY}`
              : ''),
        ]
      : []),
    ...(options.smsSandboxUrl
      ? [`  SMS sandbox (texts are taken, never sent; the dev mailbox shows them): ${options.smsSandboxUrl}`]
      : []),
    '',
    '  Press Ctrl-C to stop.',
    '',
    '',
  ].join('\n');
}
