import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from './config/env';

type SerializedError = {
  message?: unknown;
  stack?: unknown;
  params?: unknown;
  detail?: unknown;
  where?: unknown;
  cause?: unknown;
} & Record<string, unknown>;

const REDACTED = '[redacted]';

/**
 * Database errors carry what people sent: drizzle puts a query's parameters into its message and a
 * `params` field, and PostgreSQL echoes values in `detail` ("Key (email)=(…) already exists") and in
 * some messages ('invalid input syntax for type uuid: "…"'). Logs keep the query and the error code, not
 * the names, phones, emails and messages.
 */
export function redactDatabaseValues(error: SerializedError): SerializedError {
  const redacted: SerializedError = { ...error };
  for (const field of ['message', 'stack'] as const) {
    const text = redacted[field];
    if (typeof text === 'string') redacted[field] = scrub(text);
  }
  for (const field of ['params', 'detail', 'where'] as const) if (redacted[field]) redacted[field] = REDACTED;
  if (redacted.cause && typeof redacted.cause === 'object')
    redacted.cause = redactDatabaseValues(redacted.cause as SerializedError);
  return redacted;
}

const scrub = (text: string) =>
  text
    .replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`)
    .replace(/(invalid input syntax for type [\w ]+: )"[^\n]*"/, `$1"${REDACTED}"`);

/** One pino logger for the process: JSON lines for machines, pretty lines on a terminal (or with LOG_PRETTY). */
export function createLogger(
  config: Pick<AppConfig, 'LOG_LEVEL' | 'LOG_PRETTY'>,
  destination?: DestinationStream,
): Logger {
  const pretty = !destination && (config.LOG_PRETTY ?? Boolean(process.stdout.isTTY));
  const options = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { err: (error: Error) => redactDatabaseValues(stdSerializers.errWithCause(error) as SerializedError) },
    ...(pretty && {
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    }),
  };
  return destination ? pino(options, destination) : pino(options);
}
