import { createMailTransport, createSmsTransport } from '../adapters/mail';
import type { AppDeps } from '../http/types';
import { workDeliverMessage } from './deliver-message';

/** Every job handler; a process started with `--role worker` (or the default `all`) runs them. */
export async function startWorkers({ config, database, queue }: Pick<AppDeps, 'config' | 'database' | 'queue'>): Promise<void> {
  await workDeliverMessage(queue, { email: createMailTransport(config, database.db), sms: createSmsTransport(database.db) });
}
