import { readInstrument, tokenRequestSchema } from './token-request';
import { createToken } from './tokens';
import type { SandboxApp, SandboxDeps } from './sandbox-types';

/**
 * Called by the payment frame, from the sandbox's own origin: the only place card and bank numbers are
 * sent. No secret key, as a publishable endpoint; browsers on other origins cannot post JSON here, since
 * the sandbox answers no CORS preflight.
 */
export function registerTokenRoutes(app: SandboxApp, { database, now }: SandboxDeps): void {
  app.post('/v1/tokens', { schema: { body: tokenRequestSchema } }, async (request) =>
    createToken(database.db, readInstrument(request.body, now())),
  );
}
