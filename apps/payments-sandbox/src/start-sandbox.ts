import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { bootstrapSandboxTables } from './bootstrap';
import { buildSandboxApp } from './sandbox-app';
import { sandboxDatabase } from './sandbox-database';
import type { SandboxDeps } from './sandbox-types';

/** The charge of the times-out test card holds its answer this long when the client does not give up first. */
const HOLD_MS = 30_000;

export interface RunningSandbox {
  /** Where it listens, e.g. http://localhost:3001: its origin, unless a proxy in front gives it another. */
  url: string;
  close(): Promise<void>;
}

/** Creates the sandbox's tables if they are missing and listens on its own port (0: any free one). */
export async function startPaymentsSandbox(
  options: Omit<SandboxDeps, 'holdMs' | 'now' | 'database'> & {
    /** A pool on the database to keep the sandbox's schema in. */
    pool: pg.Pool;
    host: string;
    port: number;
    holdMs?: number;
    logger?: FastifyBaseLogger;
  },
): Promise<RunningSandbox> {
  const database = sandboxDatabase(options.pool);
  await bootstrapSandboxTables(database);
  const app = buildSandboxApp(
    {
      database,
      secretKey: options.secretKey,
      portalOrigins: options.portalOrigins,
      holdMs: options.holdMs ?? HOLD_MS,
      now: () => new Date(),
    },
    options.logger,
  );
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  // Listening on every interface: people reach it as localhost, as the portal's start banner says.
  const host = ['0.0.0.0', '::'].includes(options.host) ? 'localhost' : options.host;
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, close: () => app.close() };
}
