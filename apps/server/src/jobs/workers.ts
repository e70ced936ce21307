import { createMailTransport, createSmsTransport } from '../adapters/mail';
import type { AppDeps } from '../http/types';
import { workDeliverMessage } from './deliver-message';

/** Every job handler; a process started with `--role worker` (or the default `all`) runs them. */
export async function startWorkers({
  config,
  database,
  queue,
}: Pick<AppDeps, 'config' | 'database' | 'queue'>): Promise<void> {
  const email = createMailTransport(config, database.db);
  // The server refuses to start without a mail transport (assertMailTransport); a bare worker checks here.
  if (!email) throw new Error('No mail transport: set SMTP_URL, or DEV_OUTBOX=true in development.');
  await workDeliverMessage(queue, { email, sms: createSmsTransport(database.db) });
}
