import type { FastifyInstance } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics at /metrics: process defaults plus request durations by route and status. */
export function registerMetrics(app: FastifyInstance): void {
  // A registry per app instance, so that tests can build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      {
        method: request.method,
        // The route pattern, not the raw URL, to keep label cardinality bounded.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
