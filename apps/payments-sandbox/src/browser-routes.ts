import fs from 'node:fs';
import { z } from 'zod';
import { hostedFieldsPage, refusedPage } from './hosted-fields-page';
import type { SandboxApp, SandboxDeps } from './sandbox-types';

const asset = (name: string) => fs.readFileSync(new URL(`./browser/${name}`, import.meta.url), 'utf8');

/**
 * The frame's own policy: its scripts and styles from the sandbox only, posts only to the sandbox, and
 * embedded only by the portal (frame-ancestors; the parent's CSP names us in frame-src).
 */
export const hostedFieldsCsp = (portalOrigins: readonly string[]) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${portalOrigins.join(' ')}`,
  ].join('; ');

const hostedFieldsQuerySchema = z.object({ kind: z.enum(['card', 'bank']), origin: z.string().max(200) });

export function registerBrowserRoutes(app: SandboxApp, { portalOrigins }: SandboxDeps): void {
  const tokenizer = asset('tokenizer.js');
  const fieldsScript = asset('hosted-fields.js');
  const fieldsStyle = asset('hosted-fields.css');

  // Loaded by the portal's pages from our origin, as a processor's script is: it must be fetchable cross-origin.
  app.get('/tokenizer.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'no-cache')
      .send(tokenizer),
  );
  app.get('/hosted-fields.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(fieldsScript),
  );
  app.get('/hosted-fields.css', async (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(fieldsStyle),
  );

  app.get('/hosted-fields', { schema: { querystring: hostedFieldsQuerySchema } }, async (request, reply) => {
    const { kind, origin } = request.query;
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', hostedFieldsCsp(portalOrigins))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer');
    // The frame posts tokens to this origin: only the portal's own.
    if (!portalOrigins.includes(origin)) return reply.code(400).send(refusedPage());
    return reply.send(hostedFieldsPage(kind, origin));
  });
}
