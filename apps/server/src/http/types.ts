import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MessageSender } from '../adapters/message';
import type { PaymentsProvider } from '../adapters/payments/payments-provider';
import type { RecordingStorage } from '../adapters/recording-storage';
import type { AppConfig, SmsProviderSettings } from '../config/env';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { ResolveHost } from '../lib/address-policy';
import type { Clock } from '../lib/clock';

/** The Fastify instance with zod schemas typing every route. */
export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/**
 * What route modules and workers need from the outside world, built once by the composition root
 * (dependencies.ts, called by main.ts and the tests' app) and passed in, so tests can build an app on any database.
 */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  clock: Clock;
  queue: JobQueue;
  /** The card and bank payment provider; null when none is configured. */
  payments: PaymentsProvider | null;
  /** The SMS provider texts go through (or the built-in sandbox); none: the dev mailbox alone, in development. */
  sms?: SmsProviderSettings | null;
  /** Mail and SMS, sent through the job queue. */
  messages: MessageSender;
  /** Where call recordings' audio is kept. */
  recordings: RecordingStorage;
  /** How webhook hosts are resolved; the system's resolver unless a test names the addresses. */
  resolveHost?: ResolveHost;
}
