import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PaymentsProvider } from '../adapters/payments/payments-provider';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { ResolveHost } from '../lib/address-policy';
import type { Clock } from '../lib/clock';

/** The Fastify instance with zod schemas typing every route. */
export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** What route modules need from the outside world; passed in, so tests can build an app on any database. */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  clock: Clock;
  queue: JobQueue;
  /** The card and bank payment provider; null when none is configured. */
  payments: PaymentsProvider | null;
  /** How webhook hosts are resolved; the system's resolver unless a test names the addresses. */
  resolveHost?: ResolveHost;
}
