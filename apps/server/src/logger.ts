import { pino, type Logger } from 'pino';
import type { AppConfig } from './config/env';

/** One pino logger for the process: JSON lines for machines, pretty lines on a terminal (or with LOG_PRETTY). */
export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL' | 'LOG_PRETTY'>): Logger {
  const pretty = config.LOG_PRETTY ?? Boolean(process.stdout.isTTY);
  return pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty && {
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    }),
  });
}
