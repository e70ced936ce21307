import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Paths whose answers are data or tokens: no browser or proxy may keep a copy. */
const UNCACHED_PREFIXES = ['/api/', '/cognito-idp', '/dev/', '/metrics'];
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers with a Content-Security-Policy that allows no inline script, and no caching of data and
 * tokens (rate limits: rate-limits.ts). The payment provider's origin, when there is one, is the one
 * other origin allowed: its tokenizer script runs in our pages and its frame holds the card fields.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { paymentsOrigin?: string | undefined },
): Promise<void> {
  const provider = options.paymentsOrigin ? [options.paymentsOrigin] : [];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...provider],
        frameSrc: ["'self'", ...provider],
        // Mantine writes its CSS variables into <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The same rule as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
    // Sent below, and only over https: over plain http it means nothing and misleads.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('cache-control') && UNCACHED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('cache-control', 'no-store');
    }
  });
}

/**
 * The headers helmet sets, worked out once: the policy is the same for every answer (no per-request nonce),
 * and building helmet's middleware for each request (as @fastify/helmet does) cost more than many routes.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
