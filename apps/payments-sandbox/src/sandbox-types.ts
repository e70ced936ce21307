import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SandboxDatabase } from './sandbox-database';

export type SandboxApp = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export interface SandboxDeps {
  database: SandboxDatabase;
  /** The key the portal's server calls the API with. */
  secretKey: string;
  /** The only pages that may embed the payment frame and receive its tokens. */
  portalOrigins: readonly string[];
  /** How long the times-out test card holds its answer when the client does not give up first. */
  holdMs: number;
  now: () => Date;
}
