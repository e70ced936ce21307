import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ApiErrorBody } from '@portal/shared/errors';
import type { App } from './types';

/** Paths owned by the server; anything else is a screen of the web app. */
const SERVER_PREFIXES = ['/api/', '/cognito-idp', '/metrics', '/dev/'];

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for every
 * other path so that the client-side router decides what a path shows (a signed-out screen's path gets
 * its own copy of it, which preloads the screen's code).
 */
export async function registerStaticWeb(app: App, webDistDir: string): Promise<void> {
  const indexPath = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexPath);
  // A signed-out screen's own page: index.html that also preloads the screen's chunks (the web build writes
  // routes/<path>.html; apps/web/vite.config.ts says why). Other paths get index.html.
  const routesDir = path.join(webDistDir, 'routes');
  const screenPages = new Map(
    // Recursive: a screen's path may have several parts (routes/two-step/set-up.html).
    (fs.existsSync(routesDir) ? fs.readdirSync(routesDir, { recursive: true, encoding: 'utf8' }) : [])
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file.endsWith('.html'))
      .map((file) => [`/${file.slice(0, -'.html'.length)}`, `routes/${file}`]),
  );
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent as the browser accepts.
      preCompressed: true,
      // Our own cache headers below; the plugin's default would overwrite them with max-age=0.
      cacheControl: false,
      setHeaders(response, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A shared cache must keep the Brotli, gzip and plain copies apart.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isServerPath = SERVER_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isServerPath || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const body: ApiErrorBody = {
        code: 'NOT_FOUND',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      };
      return reply.code(404).send(body);
    }
    const assetPath = request.url.split('?')[0] ?? '/';
    if (assetPath.startsWith('/assets/')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build`, or `npm run dev` for the development server.');
    }
    return reply.header('cache-control', 'no-cache').sendFile(screenPages.get(assetPath) ?? 'index.html');
  });
}
